// Billing and deployments on a small fixture catalog (tests/data/catalog/fixture.json, round prices), so every total
// below is computed by hand from the fixture's prices, never from the code under test: a total off by any constant
// factor fails.
#include "core/cost/Deployment.h"
#include "core/catalog/GpuCatalog.h"
#include "core/cost/BillingCalendar.h"
#include "core/cost/Budget.h"
#include "core/estimator/ModelCatalog.h"
#include "support/TestPaths.h"

#include <gtest/gtest.h>

#include <QFile>

#include <cmath>

using namespace gp;

namespace {

// Fixture prices (CNY): A100 hourly 10 (per second), daily 200, weekly 1200, monthly 4000, spot 4 (per second); a
// second A100 offer at 9 an hour billed in whole hours; 8 × H100 at 100 an hour with a 3,200 Gb/s InfiniBand
// cluster, and at 90 without one.
constexpr double kHourly = 10, kDaily = 200, kWeekly = 1200, kMonthly = 4000, kSpot = 4, kWholeHour = 9;
constexpr double kClusterNode = 100;

PriceCatalog fixtureCatalog()
{
    QFile f(gp::test::sourcePath("tests/data/catalog/fixture.json"));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    const ProviderParse parsed =
        PriceCatalog::parseProvider(f.readAll(), QStringLiteral("fixture.json"), GpuCatalog::builtIn());
    for (const CatalogProblem& p : parsed.problems)
        ADD_FAILURE() << p.toString().toStdString();
    PriceCatalog catalog;
    if (parsed.provider)
        catalog.merge(*parsed.provider);
    return catalog;
}

const QDate kStart(2026, 1, 1); // January 31 days, February 28, March 31: 90 days, 2,160 hours
const QDate kToday(2026, 11, 30);

WorkSchedule service(double hoursPerMonth, int months)
{
    WorkSchedule s;
    s.kind = WorkSchedule::Kind::Service;
    s.start = kStart;
    s.months = months;
    s.hoursPerMonth = hoursPerMonth;
    return s;
}

WorkSchedule runs(double hours, int count, int months, QDate start = kStart)
{
    WorkSchedule s;
    s.start = start;
    s.months = months;
    s.runHours = hours;
    s.runs = count;
    return s;
}

ModelArchitecture model(const char* id)
{
    return *ModelCatalog::builtIn().find(QString::fromLatin1(id));
}

const Deployment* find(const DeploymentSearchResult& r, const char* offer, BillingMode mode)
{
    for (const Deployment& d : r.deployments)
        if (d.offerId == QLatin1String(offer) && d.billing == mode)
            return &d;
    return nullptr;
}

} // namespace

TEST(BillingCalendar, AnAlwaysOnQuarterPaysCalendarUnits)
{
    const WorkSchedule s = service(720, 3);
    EXPECT_DOUBLE_EQ(BillingCalendar::bill(s, BillingMode::Hourly, Granularity::Second).units, 2160);
    EXPECT_DOUBLE_EQ(BillingCalendar::bill(s, BillingMode::Daily, Granularity::Day).units, 90);
    EXPECT_DOUBLE_EQ(BillingCalendar::bill(s, BillingMode::Weekly, Granularity::Week).units, 13); // ⌈90 / 7⌉
    const BilledUsage monthly = BillingCalendar::bill(s, BillingMode::Monthly, Granularity::Month);
    EXPECT_DOUBLE_EQ(monthly.units, 3);
    EXPECT_EQ(monthly.unitsPerMonth, (QList<double>{1, 1, 1}));
    // February is shorter: its hours, and no month ever holds more than 744.
    const BilledUsage hours = BillingCalendar::bill(s, BillingMode::Hourly, Granularity::Second);
    EXPECT_EQ(hours.unitsPerMonth, (QList<double>{744, 672, 744}));
}

TEST(BillingCalendar, APartTimeServicePaysEveryMonthOfAMonthlyPlan)
{
    // The issue's case: 160 hours a month for 3 months on a monthly plan is 3 months, not ⌈480 / 720⌉ = 1.
    const WorkSchedule s = service(160, 3);
    EXPECT_DOUBLE_EQ(BillingCalendar::bill(s, BillingMode::Monthly, Granularity::Month).units, 3);
    EXPECT_DOUBLE_EQ(BillingCalendar::bill(s, BillingMode::Hourly, Granularity::Second).units, 480);
    // Packed into whole days: ⌈160 / 24⌉ = 7 days each month.
    EXPECT_DOUBLE_EQ(BillingCalendar::bill(s, BillingMode::Daily, Granularity::Day).units, 21);
    // Used 8 hours on 20 days: 20 daily rentals a month, and each day's session is billed on its own.
    WorkSchedule days = s;
    days.daysPerMonth = 20;
    EXPECT_DOUBLE_EQ(BillingCalendar::bill(days, BillingMode::Daily, Granularity::Day).units, 60);
    days.hoursPerMonth = 150; // 7.5 hours a day, billed by the whole hour: 8 hours a day
    EXPECT_DOUBLE_EQ(BillingCalendar::bill(days, BillingMode::Hourly, Granularity::Hour).units, 3 * 20 * 8);
}

TEST(BillingCalendar, ARunIsRoundedToThePricesGranularity)
{
    const WorkSchedule s = runs(1.5, 1, 1);
    EXPECT_DOUBLE_EQ(BillingCalendar::bill(s, BillingMode::Hourly, Granularity::Second).units, 1.5);
    EXPECT_DOUBLE_EQ(BillingCalendar::bill(s, BillingMode::Hourly, Granularity::Minute).units, 1.5);
    EXPECT_DOUBLE_EQ(BillingCalendar::bill(s, BillingMode::Hourly, Granularity::Hour).units, 2);
    EXPECT_DOUBLE_EQ(BillingCalendar::bill(s, BillingMode::Daily, Granularity::Day).units, 1);
    EXPECT_DOUBLE_EQ(BillingCalendar::bill(s, BillingMode::Weekly, Granularity::Week).units, 1);
    EXPECT_DOUBLE_EQ(BillingCalendar::bill(s, BillingMode::Monthly, Granularity::Month).units, 1);
    // 61 minutes by the hour is two hours.
    EXPECT_DOUBLE_EQ(BillingCalendar::bill(runs(61.0 / 60, 1, 1), BillingMode::Hourly, Granularity::Hour).units, 2);
}

TEST(BillingCalendar, ALongRunSpansCalendarMonths)
{
    // 1,000 hours from February 1: February's 672 hours, then 328 in March.
    const WorkSchedule s = runs(1000, 1, 1, QDate(2026, 2, 1));
    EXPECT_EQ(BillingCalendar::spanMonths(s), 2);
    const BilledUsage monthly = BillingCalendar::bill(s, BillingMode::Monthly, Granularity::Month);
    EXPECT_DOUBLE_EQ(monthly.units, 2);
    const BilledUsage hourly = BillingCalendar::bill(s, BillingMode::Hourly, Granularity::Second);
    ASSERT_EQ(hourly.unitsPerMonth.size(), 2);
    EXPECT_DOUBLE_EQ(hourly.unitsPerMonth[0], 672);
    EXPECT_DOUBLE_EQ(hourly.unitsPerMonth[1], 328);
    EXPECT_DOUBLE_EQ(BillingCalendar::bill(s, BillingMode::Daily, Granularity::Day).units, 42); // ⌈1000 / 24⌉
}

TEST(BillingCalendar, RecurringRunsSpreadOverTheirMonths)
{
    // Twelve weekly 6-hour runs over a quarter: 4 a month, each a day of daily billing: 12 days, not 3.
    const WorkSchedule s = runs(6, 12, 3);
    const BilledUsage daily = BillingCalendar::bill(s, BillingMode::Daily, Granularity::Day);
    EXPECT_DOUBLE_EQ(daily.units, 12);
    EXPECT_EQ(daily.unitsPerMonth, (QList<double>{4, 4, 4}));
    const BilledUsage hourly = BillingCalendar::bill(s, BillingMode::Hourly, Granularity::Hour);
    EXPECT_EQ(hourly.unitsPerMonth, (QList<double>{24, 24, 24}));
    // Runs in one month share that month's plan.
    EXPECT_DOUBLE_EQ(BillingCalendar::bill(s, BillingMode::Monthly, Granularity::Month).units, 3);
    // Spot repeats a tenth of each run: 6.6 billed hours a run.
    EXPECT_NEAR(BillingCalendar::bill(s, BillingMode::Spot, Granularity::Second, 0.1).units, 12 * 6.6, 1e-9);
}

TEST(DeploymentSearch, EveryBillingModeOfAJobIsPricedFromTheOffer)
{
    Need need;
    need.task = Task::Lora;
    need.seq = 2048;
    Usage usage;
    usage.jobHours = 30.5; // a run that is not a whole number of days
    usage.start = kStart;
    const auto r = DeploymentSearch::run(model("qwen2.5-7b"), need, usage, fixtureCatalog(), ExchangeRate(7.2),
                                         Currency::CNY, kToday);
    ASSERT_TRUE(r.ok());
    const auto total = [&](const char* offer, BillingMode mode) {
        const Deployment* d = find(*r, offer, mode);
        EXPECT_NE(d, nullptr) << offer << " " << billingModeCode(mode).toStdString();
        return d ? d->total : -1;
    };
    EXPECT_DOUBLE_EQ(total("fx-1x-a100", BillingMode::Hourly), 30.5 * kHourly);
    EXPECT_DOUBLE_EQ(total("fx-1x-a100-hourly", BillingMode::Hourly), 31 * kWholeHour);
    EXPECT_DOUBLE_EQ(total("fx-1x-a100", BillingMode::Daily), 2 * kDaily);
    EXPECT_DOUBLE_EQ(total("fx-1x-a100", BillingMode::Weekly), 1 * kWeekly);
    EXPECT_DOUBLE_EQ(total("fx-1x-a100", BillingMode::Monthly), 1 * kMonthly);
    // Spot repeats work lost to interruptions: 0.1 an hour × (half of 30 minutes + 10 minutes) = 4.17 % more.
    const double rework = 0.1 * (15.0 + 10.0) / 60.0;
    EXPECT_NEAR(total("fx-1x-a100", BillingMode::Spot), std::ceil(30.5 * (1 + rework) * 3600 - 1e-6) / 3600 * kSpot,
                1e-6);
    // One whole 8-GPU instance, billed once (not eight 1-GPU pods).
    const Deployment* eight = find(*r, "fx-8x-h100-single", BillingMode::Hourly);
    ASSERT_NE(eight, nullptr);
    EXPECT_EQ(eight->instances, 1);
    EXPECT_EQ(eight->fit.gpusNeeded, 8);
    EXPECT_DOUBLE_EQ(eight->total, 30.5 * 90);
    // Cheapest first.
    for (qsizetype i = 1; i < r->deployments.size(); ++i)
        EXPECT_LE(r->deployments[i - 1].total, r->deployments[i].total);
}

TEST(DeploymentSearch, SixteenGpusAreTwoInstancesOnTheClusterNetwork)
{
    Need need;
    need.task = Task::Full;
    need.precision = Precision::AmpBf16;
    need.seq = 2048;
    need.batch = 4; // enough compute per step to hide most of the gradient traffic across nodes
    need.gradientCheckpointing = true;
    need.tokens = 1e8;
    Usage usage;
    usage.start = kStart;
    usage.limits.gpus = 16;
    const auto r = DeploymentSearch::run(model("llama-2-7b"), need, usage, fixtureCatalog(), ExchangeRate(7.2),
                                         Currency::CNY, kToday);
    ASSERT_TRUE(r.ok());
    ASSERT_EQ(r->deployments.size(), 1) << r->reason.toStdString(); // only the offer with a cluster network
    const Deployment& d = r->deployments.first();
    EXPECT_EQ(d.offerId, QStringLiteral("fx-8x-h100-cluster"));
    EXPECT_EQ(d.instances, 2);
    EXPECT_EQ(d.fit.nodes, 2);
    EXPECT_EQ(d.fit.cardsPerNode, 8);
    EXPECT_EQ(d.totalGpus(), 16);
    ASSERT_TRUE(d.fabric.has_value());
    EXPECT_EQ(d.fabric->fabric, QStringLiteral("infiniband"));
    ASSERT_TRUE(d.fit.time.has_value());
    // Two instances for the run's wall-clock time, per second.
    EXPECT_NEAR(d.total, 2 * kClusterNode * std::ceil(d.wallHours * 3600 - 1e-9) / 3600, 1e-6);
    EXPECT_NEAR(d.gpuHours, 16 * d.wallHours, 1e-6);
    // The JSON carries the shape.
    const QJsonObject json = d.toJson(kToday);
    EXPECT_EQ(json.value(QStringLiteral("nodes")).toInt(), 2);
    EXPECT_EQ(json.value(QStringLiteral("instances")).toInt(), 2);
    EXPECT_EQ(json.value(QStringLiteral("cards_per_node")).toInt(), 8);
    EXPECT_EQ(json.value(QStringLiteral("billing")).toString(), QStringLiteral("hourly"));

    // Against one node of eight: crossing the network costs GPU-hours but halves nothing for free.
    Usage eight = usage;
    eight.limits.gpus = 8;
    const auto single = DeploymentSearch::run(model("llama-2-7b"), need, eight, fixtureCatalog(), ExchangeRate(7.2),
                                              Currency::CNY, kToday);
    ASSERT_TRUE(single.ok());
    const Deployment* one = find(*single, "fx-8x-h100-single", BillingMode::Hourly);
    ASSERT_NE(one, nullptr);
    // Crossing the network never saves GPU-hours on the passes themselves; only the optimizer, stepping once per
    // doubled global batch, runs half as often.
    const auto passHours = [](const Deployment& x) {
        const TrainingTime& t = *x.fit.time;
        const double step =
            t.computeSecondsPerStep + t.exposedCommunicationSecondsPerStep + t.hostTransferSecondsPerStep;
        return x.gpuHours * (1 - t.overheads.optimizerSeconds / step);
    };
    EXPECT_GE(passHours(d), passHours(*one) * (1 - 1e-6));
    EXPECT_GT(d.fit.time->communicationSecondsPerStep, one->fit.time->communicationSecondsPerStep);
    EXPECT_LT(d.wallHours, one->wallHours); // but it finishes sooner
}

TEST(DeploymentSearch, WhenNothingCanRunTheReasonSaysWhichLimitWasHit)
{
    Need need;
    need.task = Task::Full;
    need.precision = Precision::AmpBf16;
    need.tokens = 1e8;
    Usage usage;
    usage.limits.gpus = 32; // 4 instances of 8: more than any fixture offer without a cluster can do
    PriceCatalog catalog = fixtureCatalog();
    Provider noCluster = *catalog.provider(QStringLiteral("fixture"));
    noCluster.offers.removeIf([](const Offer& o) { return o.cluster.has_value(); });
    PriceCatalog withoutCluster;
    withoutCluster.merge(noCluster);
    const auto r = DeploymentSearch::run(model("llama-2-7b"), need, usage, withoutCluster, ExchangeRate(7.2),
                                         Currency::CNY, kToday);
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r->deployments.isEmpty());
    EXPECT_TRUE(r->reason.contains(QStringLiteral("cluster network"))) << r->reason.toStdString();
}

TEST(DeploymentSearch, ServingIsSizedByTheSpeedEachUserShouldSee)
{
    Need need;
    need.task = Task::Inference;
    need.context = 1300;
    need.concurrency = 64;
    Usage usage;
    usage.start = kStart;
    usage.hoursPerMonth = 720;
    usage.months = 1;
    const ModelArchitecture m = model("qwen2.5-7b");

    // By memory alone one A100 holds all 64 users.
    const auto byMemory =
        DeploymentSearch::run(m, need, usage, fixtureCatalog(), ExchangeRate(7.2), Currency::CNY, kToday);
    ASSERT_TRUE(byMemory.ok());
    const Deployment* memoryOnly = find(*byMemory, "fx-1x-a100", BillingMode::Hourly);
    ASSERT_NE(memoryOnly, nullptr);
    EXPECT_EQ(memoryOnly->instances, 1);
    const double sharedSpeed = memoryOnly->tokensPerSecondPerUser;

    // Asking each user to see more than that speed adds replicas, one A100 instance each, until it holds.
    need.targetTokensPerSecondPerUser = sharedSpeed * 1.15;
    const auto bySpeed =
        DeploymentSearch::run(m, need, usage, fixtureCatalog(), ExchangeRate(7.2), Currency::CNY, kToday);
    ASSERT_TRUE(bySpeed.ok());
    const Deployment* fast = find(*bySpeed, "fx-1x-a100", BillingMode::Hourly);
    ASSERT_NE(fast, nullptr);
    EXPECT_GT(fast->instances, 1);
    EXPECT_EQ(fast->fit.replicas, fast->instances);
    EXPECT_GE(fast->tokensPerSecondPerUser, need.targetTokensPerSecondPerUser);
    // One replica fewer would be too slow: the answer is the smallest that meets the target.
    {
        Need fewer = need;
        fewer.concurrency = (64 + fast->instances - 2) / (fast->instances - 1);
        const GpuSpec a100 = *GpuCatalog::builtIn().find(QStringLiteral("a100-80gb"));
        const MemoryEstimate memory = *MemoryEstimator::estimate(m, fewer, false);
        EXPECT_LT(PerformanceEstimator::decodeTokensPerSecond(m, memory, fewer, a100, fewer.concurrency),
                  need.targetTokensPerSecondPerUser);
    }
    EXPECT_DOUBLE_EQ(fast->total, fast->instances * 744 * kHourly); // January, always on
    // Spot is never proposed for an always-on service unless allowed, and then labelled.
    EXPECT_EQ(find(*bySpeed, "fx-1x-a100", BillingMode::Spot), nullptr);
    need.allowSpot = true;
    const auto withSpot =
        DeploymentSearch::run(m, need, usage, fixtureCatalog(), ExchangeRate(7.2), Currency::CNY, kToday);
    const Deployment* spot = find(*withSpot, "fx-1x-a100", BillingMode::Spot);
    ASSERT_NE(spot, nullptr);
    EXPECT_TRUE(spot->spot);
    EXPECT_DOUBLE_EQ(spot->total, spot->instances * 744 * kSpot);
    // Cost per million tokens counts the idle hours: the whole month's money over what half the time generates.
    const double tokens = fast->tokensPerSecond * 3600 * 744 * usage.utilization;
    EXPECT_NEAR(fast->costPerMillionTokens, fast->total / (tokens / 1e6), 1e-9);
}

namespace {

// A provider whose only A100 price covers the GPU alone (the host VM billed apart) and is far below any machine's.
QByteArray gpuOnlyProvider(const char* priceFields)
{
    return QByteArray(R"({"schema_version": 1,
        "provider": {"id": "gx", "name": "GPU-only cloud", "country": "US", "website": "https://example.com"},
        "offers": [{"id": "gx-1x-a100", "gpu": "a100-80gb", "count": 1, "region": "test", "interconnect": "none",
            "prices": [{"mode": "hourly", "amount": 1, "currency": "CNY", "granularity": "second",
                        "source": "https://example.com/gpu-pricing", "date": "2026-11-01")") +
           priceFields + "}]}]}";
}

} // namespace

TEST(DeploymentSearch, AGpuOnlyPriceIsNeverTakenForAMachinesAndTheAnswerSaysItWasLeftOut)
{
    const ProviderParse parsed =
        PriceCatalog::parseProvider(gpuOnlyProvider(R"(, "gpu_only": true, "note": "GPU component only")"),
                                    QStringLiteral("gx.json"), GpuCatalog::builtIn());
    ASSERT_TRUE(parsed.provider.has_value());
    EXPECT_TRUE(parsed.problems.isEmpty());
    PriceCatalog catalog = fixtureCatalog();
    catalog.merge(*parsed.provider);

    Need need;
    need.task = Task::Lora;
    need.seq = 2048;
    Usage usage;
    usage.jobHours = 10;
    usage.start = kStart;
    const auto r =
        DeploymentSearch::run(model("qwen2.5-7b"), need, usage, catalog, ExchangeRate(7.2), Currency::CNY, kToday);
    ASSERT_TRUE(r.ok());
    for (const Deployment& d : r->deployments)
        EXPECT_NE(d.offerId, QStringLiteral("gx-1x-a100")) << "priced at 1 an hour for the GPU alone";
    ASSERT_FALSE(r->deployments.isEmpty());
    EXPECT_EQ(r->deployments.first().offerId, QStringLiteral("fx-1x-a100")); // spot at 4: the cheapest machine
    ASSERT_EQ(r->notes.size(), 1);
    EXPECT_TRUE(r->notes.first().contains(QStringLiteral("gx-1x-a100"))) << r->notes.first().toStdString();

    // A budget item on that GPU: priced on a machine; with only the GPU-only offer, unpriced, and it says why.
    Budget b;
    BudgetItem item;
    item.gpuId = QStringLiteral("a100-80gb");
    item.hoursPerRun = 10;
    b.scenarios = {{QStringLiteral("Base"), {item}}};
    const Result<BudgetResult> priced = BudgetPlanner::compute(b, catalog, kToday);
    ASSERT_TRUE(priced.ok());
    ASSERT_TRUE(priced->scenarios.first().items.first().cheapest.has_value());
    EXPECT_NE(priced->scenarios.first().items.first().cheapest->offerId, QStringLiteral("gx-1x-a100"));
    PriceCatalog onlyGpuOnly;
    onlyGpuOnly.merge(*parsed.provider);
    const Result<BudgetResult> unpriced = BudgetPlanner::compute(b, onlyGpuOnly, kToday);
    ASSERT_TRUE(unpriced.ok());
    EXPECT_EQ(unpriced->scenarios.first().unpricedItems, 1);
    EXPECT_TRUE(unpriced->scenarios.first().items.first().problem.contains(QStringLiteral("gx-1x-a100")));

    // Scripts see the flag on every price.
    EXPECT_TRUE(
        priceJson(parsed.provider->offers.first().prices.first(), kToday).value(QStringLiteral("gpu_only")).toBool());
    EXPECT_FALSE(priceJson(fixtureCatalog().providers().first().offers.first().prices.first(), kToday)
                     .value(QStringLiteral("gpu_only"))
                     .toBool(true));
}

TEST(PriceCatalogValidation, APriceForTheGpuAloneMustSaySoInItsFlag)
{
    // The note says "GPU only" but the flag is missing: refused, with the field named.
    ProviderParse p = PriceCatalog::parseProvider(gpuOnlyProvider(R"(, "note": "GPU component only; add the host VM")"),
                                                  QStringLiteral("gx.json"), GpuCatalog::builtIn());
    ASSERT_EQ(p.problems.size(), 1);
    EXPECT_EQ(p.problems.first().path, QStringLiteral("offers[0].prices[0].gpu_only"));
    EXPECT_FALSE(p.provider.has_value());
    p = PriceCatalog::parseProvider(gpuOnlyProvider(R"(, "gpu_only": "yes")"), QStringLiteral("gx.json"),
                                    GpuCatalog::builtIn());
    ASSERT_EQ(p.problems.size(), 1);
    EXPECT_EQ(p.problems.first().path, QStringLiteral("offers[0].prices[0].gpu_only"));
    // The shipped catalogs: every GPU-only price is flagged (Google Cloud's), so no compare picks one.
    int flagged = 0;
    for (const Provider& provider : PriceCatalog::builtIn().providers())
        for (const Offer& offer : provider.offers)
            flagged += offer.hasGpuOnlyPrices();
    EXPECT_EQ(flagged, 1);
}
