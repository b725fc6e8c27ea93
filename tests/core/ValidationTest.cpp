#include "validation/ValidationTable.h"

#include <gtest/gtest.h>

#include <QFile>

using namespace gp::validation;

namespace {

Summary summary()
{
    return compute(QStringLiteral(GPUPLANNER_SOURCE_DIR "/docs/validation-sources.json"));
}

} // namespace

// docs/validation.md shows the estimator's numbers; a change to the estimator that moves them must update the
// document (build/tests/validation_report --write), so the published table never drifts from the code.
TEST(Validation, DocumentMatchesTheEstimator)
{
    QFile file(QStringLiteral(GPUPLANNER_SOURCE_DIR "/docs/validation.md"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString doc = QString::fromUtf8(file.readAll());
    const qsizetype begin = doc.indexOf(QLatin1String(kBeginMarker));
    const qsizetype end = doc.indexOf(QLatin1String(kEndMarker));
    ASSERT_GE(begin, 0);
    ASSERT_GT(end, begin);
    const QString committed = doc.mid(begin, end + qstrlen(kEndMarker) + 1 - begin);
    const QString current = renderMarkdown(summary());
    EXPECT_EQ(committed.toStdString(), current.toStdString())
        << "docs/validation.md is stale: run build/tests/validation_report --write";
}

TEST(Validation, PeakMemoryWithinFifteenPercentAndBetterThanRulesOfThumb)
{
    const Summary s = summary();
    EXPECT_GE(s.memoryRows, 15);
    EXPECT_GE(s.memorySources, 4);
    EXPECT_LE(s.memoryMedianError, 0.15);
    EXPECT_LT(s.memoryMedianError, s.ruleOfThumbMedianError);
    EXPECT_LT(s.trainingMemoryMedianError, s.trainingRuleOfThumbMedianError);
}

TEST(Validation, EveryRowIsCitedAndComputed)
{
    for (const Row& r : summary().rows) {
        EXPECT_TRUE(r.source.startsWith(QStringLiteral("https://"))) << r.id.toStdString();
        if (r.excluded.isEmpty()) {
            EXPECT_GT(r.measured, 0) << r.id.toStdString();
            EXPECT_GT(r.estimate, 0) << r.id.toStdString();
        }
    }
}
