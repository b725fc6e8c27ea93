#include "core/probe/UtilizationAlert.h"

#include <gtest/gtest.h>

using namespace gp;

namespace {

QList<GpuSample> gpus(std::initializer_list<std::optional<double>> utilization)
{
    QList<GpuSample> samples;
    int index = 0;
    for (const std::optional<double>& u : utilization) {
        GpuSample s;
        s.index = index++;
        s.utilizationPercent = u;
        samples << s;
    }
    return samples;
}

} // namespace

TEST(UtilizationAlert, FiresOnceWhenEveryGpuStaysLowForTheWholeWindow)
{
    UtilizationAlert alert; // 10 % for 30 minutes
    const QDateTime t0(QDate(2026, 11, 29), QTime(8, 0), Qt::UTC);
    EXPECT_FALSE(alert.add(t0, gpus({3, 2})));
    EXPECT_FALSE(alert.add(t0.addSecs(29 * 60), gpus({3, 9.9})));
    EXPECT_FALSE(alert.isAlerting());
    EXPECT_TRUE(alert.add(t0.addSecs(30 * 60), gpus({0, 0})));
    EXPECT_TRUE(alert.isAlerting());
    EXPECT_FALSE(alert.add(t0.addSecs(31 * 60), gpus({0, 0}))) << "once per idle stretch";
    EXPECT_EQ(alert.lowSince(), t0);
}

TEST(UtilizationAlert, OneBusyGpuResetsItAndUnreadableSamplesChangeNothing)
{
    UtilizationAlert alert(10, 600);
    const QDateTime t0(QDate(2026, 11, 29), QTime(8, 0), Qt::UTC);
    alert.add(t0, gpus({1, 1}));
    alert.add(t0.addSecs(300), gpus({1, 85})); // one GPU works: the instance is not idle
    EXPECT_FALSE(alert.lowSince());
    alert.add(t0.addSecs(360), gpus({1, 1}));
    EXPECT_FALSE(alert.add(t0.addSecs(900), gpus({std::nullopt, std::nullopt})));
    EXPECT_EQ(alert.lowSince(), t0.addSecs(360));
    EXPECT_TRUE(alert.add(t0.addSecs(960), gpus({2, 2})));
}
