#include "core/cost/CostModel.h"
#include "core/catalog/GpuCatalog.h"
#include "core/cost/Budget.h"
#include "core/i18n/TranslationLoader.h"
#include "core/plan/PlanFile.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

using namespace gp;

TEST(CostModel, BillingGranularity)
{
    EXPECT_DOUBLE_EQ(CostModel::billedHours(61.0 / 60.0, Granularity::Hour), 2.0); // a 61-minute run: 2 hours
    EXPECT_DOUBLE_EQ(CostModel::billedHours(1.0, Granularity::Hour), 1.0);
    EXPECT_NEAR(CostModel::billedHours(61.0 / 60.0, Granularity::Minute), 61.0 / 60.0, 1e-9);
    EXPECT_NEAR(CostModel::billedHours(0.5001, Granularity::Second), 0.5001, 1.0 / 3600);
}

// The case people discuss: 160 hours a month of 7B LoRA on an RTX 4090 bought for about 20,000 CNY (350 W,
// 0.8 CNY/kWh, 3-year depreciation) versus renting at 5–10 CNY/hour. All expected values computed by hand.
TEST(CostModel, WorkedExampleRtx4090BuyVersusRent)
{
    CostInputs in;
    in.currency = Currency::CNY;
    in.hoursPerMonth = 160;
    in.months = 36;
    in.buy = BuyInputs{20000, 350, 0.8, 1.0, 3, 0, 0};
    in.hourly = 5;
    const Result<CostResult> r = CostModel::compute(in);
    ASSERT_TRUE(r.ok()) << r.error().message.toStdString();
    const OptionCost* buy = r->option(QStringLiteral("buy"));
    ASSERT_NE(buy, nullptr);
    EXPECT_NEAR(buy->parts.value(QStringLiteral("power_per_month")), 44.8, 1e-9); // 0.35 kW × 160 h × 0.8
    EXPECT_NEAR(buy->parts.value(QStringLiteral("depreciation_per_month")), 20000.0 / 36, 1e-9); // 555.56
    EXPECT_NEAR(buy->perMonth, 600.355556, 1e-5);
    EXPECT_DOUBLE_EQ(r->option(QStringLiteral("hourly"))->perMonth, 800.0); // 160 h × 5
    // Cash basis: 20,000 ≤ m × (800 − 44.8) first holds at m = 27 (26.48 rounded up).
    ASSERT_TRUE(r->breakEvenMonth.value(QStringLiteral("hourly")).has_value());
    EXPECT_EQ(*r->breakEvenMonth.value(QStringLiteral("hourly")), 27);
    EXPECT_DOUBLE_EQ(buy->cumulative.at(27), 20000 + 27 * 44.8);
    EXPECT_LE(buy->cumulative.at(27), r->option(QStringLiteral("hourly"))->cumulative.at(27));
    EXPECT_GT(buy->cumulative.at(26), r->option(QStringLiteral("hourly"))->cumulative.at(26));

    in.hourly = 10; // at the top of the quoted range: 20,000 / (1,600 − 44.8) = 12.86 → month 13
    EXPECT_EQ(*CostModel::compute(in)->breakEvenMonth.value(QStringLiteral("hourly")), 13);

    // The discussion also quotes "350 W at 0.8 CNY/kWh is about ¥500 a month of electricity". Its own inputs say
    // otherwise: even running 24/7 (720 h), 0.35 kW × 720 h × 0.8 = ¥201.6. The arithmetic wins.
    in.hoursPerMonth = 720;
    EXPECT_NEAR(CostModel::compute(in)->option(QStringLiteral("buy"))->parts.value(QStringLiteral("power_per_month")),
                201.6, 1e-9);
}

TEST(CostModel, MonthlyVersusHourlyBreakEvenAndIdleTime)
{
    CostInputs in;
    in.hoursPerMonth = 100;
    in.months = 3;
    in.hourly = 2.0;
    in.monthly = 950;
    const Result<CostResult> r = CostModel::compute(in);
    ASSERT_TRUE(r.ok());
    EXPECT_DOUBLE_EQ(*r->breakEvenHoursPerMonth, 475.0); // 950 / 2
    EXPECT_DOUBLE_EQ(r->option(QStringLiteral("monthly"))->parts.value(QStringLiteral("idle_hours_per_month")), 620);
    EXPECT_NEAR(r->option(QStringLiteral("monthly"))->parts.value(QStringLiteral("idle_cost_per_month")),
                950.0 * 620 / 720, 1e-9);
    EXPECT_EQ(r->option(QStringLiteral("hourly"))->cumulative, (QList<double>{0, 200, 400, 600}));
}

TEST(CostModel, RunsAreBilledSeparately)
{
    CostInputs in;
    in.hoursPerMonth = 20.5 * 2; // two runs of 20.5 hours
    in.runsPerMonth = 2;
    in.hourly = 1;
    in.daily = 20;
    in.hourlyGranularity = Granularity::Hour;
    const Result<CostResult> r = CostModel::compute(in);
    ASSERT_TRUE(r.ok());
    EXPECT_DOUBLE_EQ(r->option(QStringLiteral("hourly"))->perMonth, 42); // 2 × 21 billed hours
    EXPECT_DOUBLE_EQ(r->option(QStringLiteral("daily"))->perMonth, 40);  // 2 × 1 day
    // By default, as the shipped providers bill: per second, so 41 hours are 41 hours.
    in.hourlyGranularity = CostInputs{}.hourlyGranularity;
    EXPECT_EQ(in.hourlyGranularity, Granularity::Second);
    EXPECT_DOUBLE_EQ(CostModel::compute(in)->option(QStringLiteral("hourly"))->perMonth, 41);
}

TEST(CostModel, SpotRepeatsLostWork)
{
    CostInputs in;
    in.hoursPerMonth = 100;
    in.hourlyGranularity = Granularity::Hour;
    in.spot = SpotInputs{1.0, 60, 0.1, 10};
    const Result<CostResult> r = CostModel::compute(in);
    ASSERT_TRUE(r.ok());
    // 0.1 interruptions/h × (30 + 10) min = 4 min per hour of work: 6.67 % repeated → 106.67 h, billed 107.
    EXPECT_NEAR(r->option(QStringLiteral("spot"))->parts.value(QStringLiteral("rework_fraction")), 4.0 / 60, 1e-12);
    EXPECT_DOUBLE_EQ(r->option(QStringLiteral("spot"))->perMonth, 107);
    in.spot->checkpointMinutes = 10; // checkpoint more often, lose less
    EXPECT_LT(CostModel::compute(in)->option(QStringLiteral("spot"))->perMonth, 107);
}

TEST(CostModel, ImpossibleBreakEvensAreSaidPlainly)
{
    CostInputs in;
    in.hoursPerMonth = 100;
    in.months = 36;
    in.hourly = 1;
    in.monthly = 950; // more than 744 hours of hourly use: no month is long enough for the plan to pay off
    in.buy = BuyInputs{8300, 0, 0, 1, 3, 0, 0};
    const Result<CostResult> r = CostModel::compute(in);
    ASSERT_TRUE(r.ok());
    EXPECT_FALSE(r->breakEvenHoursPerMonth.has_value());
    // Hourly costs 100 a month: the purchase pays off in month 83, past the 36-month horizon.
    EXPECT_FALSE(r->breakEvenMonth.value(QStringLiteral("hourly")).has_value());
    EXPECT_TRUE(r->breakEvenBeyondHorizon.contains(QStringLiteral("hourly")));
    // The monthly plan (950 a month) pays for the purchase in 9 months, inside the horizon.
    EXPECT_EQ(r->breakEvenMonth.value(QStringLiteral("monthly")), 9);
    const QString text = r->verdicts.join(QLatin1Char('\n'));
    EXPECT_TRUE(text.contains(QStringLiteral("never beats hourly"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("within 36 month"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("950"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("month 83"))) << text.toStdString();
}

TEST(CostModel, NeverBreaksEvenWhenRentingIsCheaperThanRunning)
{
    CostInputs in;
    in.hoursPerMonth = 10;
    in.buy = BuyInputs{20000, 450, 0.8, 1, 3, 5000, 100};
    in.hourly = 1.88;
    const Result<CostResult> r = CostModel::compute(in);
    ASSERT_TRUE(r.ok());
    EXPECT_FALSE(r->breakEvenMonth.value(QStringLiteral("hourly")).has_value()); // 18.8 < 3.6 + 100 a month
    EXPECT_NEAR(r->option(QStringLiteral("buy"))->parts.value(QStringLiteral("depreciation_per_month")), 15000.0 / 36,
                1e-9); // resale lowers depreciation
}

TEST(CostModel, RejectsNonsense)
{
    CostInputs in;
    EXPECT_FALSE(CostModel::compute(in).ok()); // no option at all
    in.hourly = -1;
    EXPECT_FALSE(CostModel::compute(in).ok());
    in.hourly = 1;
    in.hoursPerMonth = 1000;
    EXPECT_FALSE(CostModel::compute(in).ok());
    in.hoursPerMonth = 10;
    in.buy = BuyInputs{1000, 100, 1, 1, 3, 2000, 0}; // resale above price
    EXPECT_FALSE(CostModel::compute(in).ok());
}

TEST(CostModel, CostVersusUsageCurve)
{
    CostInputs in;
    in.hourly = 2;
    in.monthly = 950;
    const QList<UsagePoint> points = CostModel::costVersusUsage(in, 24);
    ASSERT_EQ(points.size(), 25);
    EXPECT_DOUBLE_EQ(points.first().perMonth.value(QStringLiteral("hourly")), 0);
    EXPECT_DOUBLE_EQ(points.last().perMonth.value(QStringLiteral("hourly")), 1440);
    EXPECT_DOUBLE_EQ(points.last().perMonth.value(QStringLiteral("monthly")), 950);
}

namespace {

PriceCatalog a100Catalog()
{
    // A small catalog with hand-picked prices, so every total below can be computed by hand.
    PriceCatalog catalog;
    Provider p;
    p.id = QStringLiteral("test-cloud");
    p.name = QStringLiteral("Test cloud");
    const auto price = [](BillingMode mode, double amount, Granularity g) {
        Price x;
        x.mode = mode;
        x.amount = amount;
        x.currency = Currency::CNY;
        x.granularity = g;
        x.source = QStringLiteral("test");
        x.date = QDate(2026, 11, 1);
        return x;
    };
    Offer one;
    one.id = QStringLiteral("1x-a100");
    one.gpuId = QStringLiteral("a100-80gb");
    one.gpuCount = 1;
    one.prices = {price(BillingMode::Hourly, 20, Granularity::Hour),
                  price(BillingMode::Monthly, 12000, Granularity::Month),
                  price(BillingMode::Spot, 8, Granularity::Hour)};
    Offer two;
    two.id = QStringLiteral("2x-a100");
    two.gpuId = QStringLiteral("a100-80gb");
    two.gpuCount = 2;
    two.prices = {price(BillingMode::Monthly, 23000, Granularity::Month)};
    p.offers = {one, two};
    catalog.merge(p);
    return catalog;
}

} // namespace

// A 20B LoRA project on 2 × A100 80 GB for 45 days, billed monthly, with a 30 % peak buffer. The period starts on
// 1 January 2027: January has 744 hours, so 45 days (1,080 hours) touch two calendar months.
TEST(Budget, WorkedExampleTwentyBillionLoraOnTwoA100ForFortyFiveDays)
{
    TranslationLoader english; // plural forms, as the app and the CLI show them
    ASSERT_TRUE(english.apply(Language::English));
    Budget b;
    b.settings.months = 3;
    b.settings.buffer = 0.30;
    b.settings.riskFactor = 1.0;
    b.settings.start = QDate(2027, 1, 1);
    BudgetItem s;
    s.name = QStringLiteral("20B LoRA");
    s.gpuId = QStringLiteral("a100-80gb");
    s.gpus = 2;
    s.hoursPerRun = 45 * 24;
    s.spanDays = 45;
    s.billing = {BillingMode::Monthly};
    b.scenarios = {{QStringLiteral("Base"), {s}}};
    const Result<BudgetResult> r = BudgetPlanner::compute(b, a100Catalog(), QDate(2026, 11, 29));
    ASSERT_TRUE(r.ok()) << r.error().message.toStdString();
    ASSERT_EQ(r->scenarios.size(), 1);
    const ScenarioResult& base = r->scenarios.first();
    const ItemBudget& row = base.items.first();
    EXPECT_DOUBLE_EQ(row.gpuHours, 2160); // 2 GPUs × 1,080 h
    ASSERT_TRUE(row.cheapest.has_value());
    // Two GPUs need one instance that holds both: the 1 × A100 offer (no cluster network) is not two pods. The
    // 2 × A100 offer: 1 instance × 2 calendar months × ¥23,000.
    EXPECT_EQ(row.cheapest->offerId, QStringLiteral("2x-a100"));
    EXPECT_EQ(row.cheapest->instances, 1);
    EXPECT_DOUBLE_EQ(row.cheapest->units, 2);
    EXPECT_DOUBLE_EQ(row.cheapest->cost, 46000);
    EXPECT_EQ(row.alternatives.size(), 1);
    // The buffer is priced: 30 % on top of the items.
    EXPECT_DOUBLE_EQ(base.itemsTotal, 46000);
    EXPECT_DOUBLE_EQ(base.bufferCost, 13800);
    EXPECT_DOUBLE_EQ(base.total, 59800);
    EXPECT_EQ(base.peakGpus, 2);
    EXPECT_EQ(base.bufferedPeakGpus, 3); // ⌈2 × 1.3⌉
    EXPECT_EQ(base.perMonth, (QList<double>{29900, 29900, 0}));
    EXPECT_EQ(base.steps.size(), 6); // five steps, then what they rest on: the prices' age and the rate
    EXPECT_TRUE(base.steps.at(5).contains(QStringLiteral("Exchange rate:"))) << base.steps.at(5).toStdString();
    EXPECT_TRUE(base.steps.at(3).startsWith(QStringLiteral("4. Peak: 2 GPUs in the busiest month; a 30 % buffer "
                                                           "reserves 3 GPUs and ")))
        << base.steps.at(3).toStdString();
    // One GPU is one GPU ("1 GPUs" before the step went through plural forms).
    b.scenarios[0].items[0].gpus = 1;
    b.scenarios[0].items[0].billing.clear();
    b.settings.buffer = 0;
    const Result<BudgetResult> one = BudgetPlanner::compute(b, a100Catalog(), QDate(2026, 11, 29));
    ASSERT_TRUE(one.ok());
    EXPECT_TRUE(one->scenarios.first().steps.at(3).startsWith(
        QStringLiteral("4. Peak: 1 GPU in the busiest month; a 0 % buffer reserves 1 GPU and ")))
        << one->scenarios.first().steps.at(3).toStdString();
}

TEST(Budget, TheRiskFactorStretchesTheWorkNeverTheCalendar)
{
    Budget b;
    b.settings.months = 3;
    b.settings.buffer = 0.25;
    b.settings.riskFactor = 1.5;
    b.settings.start = QDate(2027, 1, 1); // January to March: 90 days, 2,160 hours
    BudgetItem finetune;
    finetune.name = QStringLiteral("weekly fine-tune");
    finetune.gpuId = QStringLiteral("a100-80gb");
    finetune.hoursPerRun = 10;
    finetune.runs = 12;
    finetune.spotAllowed = true;
    finetune.checkpointMinutes = 60;
    BudgetItem service;
    service.name = QStringLiteral("inference service");
    service.kind = ScenarioKind::Inference;
    service.gpuId = QStringLiteral("a100-80gb");
    service.hoursPerRun = 90 * 24;
    service.spanDays = 90;
    b.scenarios = {{QStringLiteral("Base"), {finetune, service}}};
    const Result<BudgetResult> r = BudgetPlanner::compute(b, a100Catalog(), QDate(2026, 11, 29));
    ASSERT_TRUE(r.ok());
    const ScenarioResult& base = r->scenarios.first();
    // Fine-tune: 10 h × 1.5 = 15 h a run; spot repeats 0.1 × (30 + 10) / 60 = 6.67 % → 16 billed h × 12 runs × ¥8 =
    // ¥1,536, cheaper than hourly (15 h × 12 × ¥20 = ¥3,600) or a monthly plan held for the 3 months (¥36,000).
    EXPECT_EQ(base.items.at(0).cheapest->mode, BillingMode::Spot);
    EXPECT_DOUBLE_EQ(base.items.at(0).cheapest->cost, 1536);
    EXPECT_DOUBLE_EQ(base.items.at(0).riskGpuHours, 180);
    // Service: always on for the quarter. Hourly bills the 2,160 hours the quarter has (not 2,160 × 1.5 = 3,240):
    // ¥43,200; a monthly plan is 3 calendar months × ¥12,000 = ¥36,000, the cheapest.
    bool sawHourly = false;
    for (const BillingChoice& c : base.items.at(1).alternatives) {
        if (c.mode == BillingMode::Hourly) {
            EXPECT_DOUBLE_EQ(c.units, 2160);
            EXPECT_DOUBLE_EQ(c.cost, 43200);
            sawHourly = true;
        }
    }
    EXPECT_TRUE(sawHourly);
    EXPECT_EQ(base.items.at(1).cheapest->mode, BillingMode::Monthly);
    EXPECT_DOUBLE_EQ(base.items.at(1).cheapest->cost, 36000);
    EXPECT_DOUBLE_EQ(base.itemsTotal, 1536 + 36000);
    EXPECT_DOUBLE_EQ(base.total, (1536 + 36000) * 1.25);
    EXPECT_DOUBLE_EQ(base.gpuHours, 120 + 2160);
    EXPECT_EQ(base.peakGpus, 2);
    EXPECT_EQ(base.bufferedPeakGpus, 3);
    // The cheapest billing mix: spot for the runs, monthly for the service.
    EXPECT_DOUBLE_EQ(base.billingMix.value(BillingMode::Spot), 1536);
    EXPECT_DOUBLE_EQ(base.billingMix.value(BillingMode::Monthly), 36000);
}

TEST(Budget, ThreeScenariosAreComparedSideBySideNeverAdded)
{
    Budget b;
    b.settings.months = 3;
    b.settings.buffer = 0;
    b.settings.riskFactor = 1.0;
    b.settings.start = QDate(2027, 1, 1);
    const auto runs = [](int count, double hours) {
        BudgetItem s;
        s.name = QStringLiteral("fine-tune");
        s.gpuId = QStringLiteral("a100-80gb");
        s.hoursPerRun = hours;
        s.runs = count;
        s.billing = {BillingMode::Hourly};
        return s;
    };
    b.scenarios = {{QStringLiteral("Optimistic"), {runs(6, 5)}},
                   {QStringLiteral("Base"), {runs(12, 6)}},
                   {QStringLiteral("Pessimistic"), {runs(12, 6), runs(6, 10)}}};
    const Result<BudgetResult> r = BudgetPlanner::compute(b, a100Catalog(), QDate(2026, 11, 29));
    ASSERT_TRUE(r.ok());
    ASSERT_EQ(r->scenarios.size(), 3);
    // ¥20 an hour, whole hours: each scenario on its own.
    EXPECT_DOUBLE_EQ(r->scenarios[0].total, 6 * 5 * 20.0);
    EXPECT_DOUBLE_EQ(r->scenarios[1].total, 12 * 6 * 20.0);
    EXPECT_DOUBLE_EQ(r->scenarios[2].total, (12 * 6 + 6 * 10) * 20.0);
    EXPECT_EQ(r->scenarios[2].name, QStringLiteral("Pessimistic"));
    // Recurring runs are spread over the months they fall in: 4 of the base scenario's 12 runs a month.
    EXPECT_EQ(r->scenarios[1].perMonth, (QList<double>{480, 480, 480}));
    // The JSON keeps them apart too.
    const QJsonArray json = r->toJson().value(QStringLiteral("scenarios")).toArray();
    ASSERT_EQ(json.size(), 3);
    EXPECT_DOUBLE_EQ(json.at(1).toObject().value(QStringLiteral("total")).toDouble(), 1440);
    EXPECT_EQ(json.at(1).toObject().value(QStringLiteral("per_month")).toArray().size(), 3);
}

TEST(Budget, ItemWithoutAnyOfferSaysSo)
{
    Budget b;
    BudgetItem s;
    s.gpuId = QStringLiteral("b200");
    s.hoursPerRun = 5;
    b.scenarios = {{QStringLiteral("Base"), {s}}};
    const Result<BudgetResult> r = BudgetPlanner::compute(b, a100Catalog(), QDate(2026, 11, 29));
    ASSERT_TRUE(r.ok());
    EXPECT_FALSE(r->scenarios.first().items.first().cheapest.has_value());
    EXPECT_TRUE(r->scenarios.first().items.first().problem.contains(QStringLiteral("B200")));
    // The total leaves it out, and says so.
    EXPECT_EQ(r->scenarios.first().unpricedItems, 1);
    EXPECT_DOUBLE_EQ(r->scenarios.first().total, 0);
    EXPECT_TRUE(r->scenarios.first().steps.last().contains(QStringLiteral("could not be priced")));
}

TEST(Budget, AServicesGpusAreReplicasOnSeparateInstancesAJobsAreNot)
{
    Budget b;
    b.settings.months = 1;
    b.settings.buffer = 0;
    b.settings.riskFactor = 1.0;
    b.settings.start = QDate(2027, 1, 1);
    BudgetItem service;
    service.kind = ScenarioKind::Inference;
    service.gpuId = QStringLiteral("a100-80gb");
    service.gpus = 2;
    service.hoursPerRun = 744;
    service.spanDays = 31;
    service.billing = {BillingMode::Hourly};
    BudgetItem job = service;
    job.kind = ScenarioKind::FineTuning;
    b.scenarios = {{QStringLiteral("serve"), {service}}, {QStringLiteral("train"), {job}}};
    const Result<BudgetResult> r = BudgetPlanner::compute(b, a100Catalog(), QDate(2026, 11, 29));
    ASSERT_TRUE(r.ok());
    // Two 1-GPU instances at ¥20 an hour for January's 744 hours.
    ASSERT_TRUE(r->scenarios[0].items[0].cheapest.has_value());
    EXPECT_EQ(r->scenarios[0].items[0].cheapest->instances, 2);
    EXPECT_DOUBLE_EQ(r->scenarios[0].total, 2 * 744 * 20.0);
    // A 2-GPU job on 1-GPU offers without a cluster network: nothing hourly can run it.
    EXPECT_FALSE(r->scenarios[1].items[0].cheapest.has_value());
    EXPECT_EQ(r->scenarios[1].unpricedItems, 1);
}

TEST(PlanFile, AVersionOneBudgetIsReadAsOneScenarioNamedBase)
{
    const QByteArray v1 = R"({"format": "gpuplanner-plan", "version": 1, "name": "old",
        "budget": {"months": 3, "scenarios": [
            {"name": "weekly", "gpu": "rtx-4090", "hours_per_run": 6, "runs": 12},
            {"name": "service", "kind": "inference", "gpu": "l40s", "hours_per_run": 2160, "span_days": 90}]}})";
    const Result<Plan> plan = PlanFile::fromJson(v1, QStringLiteral("old.json"));
    ASSERT_TRUE(plan.ok()) << plan.error().message.toStdString();
    ASSERT_EQ(plan->budget->scenarios.size(), 1);
    EXPECT_EQ(plan->budget->scenarios.first().displayName(), QStringLiteral("Base"));
    EXPECT_TRUE(plan->budget->scenarios.first().name.isEmpty()); // drawn, so a Chinese window says 基准
    ASSERT_EQ(plan->budget->scenarios.first().items.size(), 2);
    EXPECT_EQ(plan->budget->scenarios.first().items.at(1).spanDays, 90);
    // Written back as version 2 (only when the user saves).
    const QJsonObject saved = QJsonDocument::fromJson(PlanFile::toJson(*plan)).object();
    EXPECT_EQ(saved.value(QStringLiteral("version")).toInt(), 2);
    EXPECT_EQ(saved.value(QStringLiteral("budget"))
                  .toObject()
                  .value(QStringLiteral("scenarios"))
                  .toArray()
                  .first()
                  .toObject()
                  .value(QStringLiteral("items"))
                  .toArray()
                  .size(),
              2);
}

TEST(PlanFile, RoundTripKeepsBudgetAndUnknownSections)
{
    test::TempDir dir;
    Plan plan;
    plan.name = QStringLiteral("Q1 plan");
    Budget b;
    BudgetItem s;
    s.name = QStringLiteral("测试 item");
    s.gpuId = QStringLiteral("rtx-4090");
    s.hoursPerRun = 3.5;
    s.billing = {BillingMode::Hourly, BillingMode::Spot};
    BudgetItem linked = s;
    linked.followsPlan = PlanLink::Gpu;
    b.scenarios = {{QStringLiteral("悲观 pessimistic"), {s, linked}}};
    b.settings.start = QDate(2027, 1, 1);
    plan.budget = b;
    plan.other.insert(QStringLiteral("future_section"), QStringLiteral("kept"));
    const QString path = dir.filePath(QStringLiteral("plan.json"));
    ASSERT_TRUE(PlanFile::save(plan, path).ok());
    const Result<Plan> loaded = PlanFile::load(path);
    ASSERT_TRUE(loaded.ok()) << loaded.error().message.toStdString();
    EXPECT_EQ(loaded->name, QStringLiteral("Q1 plan"));
    ASSERT_TRUE(loaded->budget.has_value());
    EXPECT_EQ(loaded->budget->scenarios.first().name, QStringLiteral("悲观 pessimistic"));
    EXPECT_EQ(loaded->budget->scenarios.first().items.first().name, QStringLiteral("测试 item"));
    EXPECT_EQ(loaded->budget->scenarios.first().items.first().billing,
              (QList<BillingMode>{BillingMode::Hourly, BillingMode::Spot}));
    EXPECT_EQ(loaded->budget->scenarios.first().items.first().followsPlan, PlanLink::None);
    EXPECT_EQ(loaded->budget->scenarios.first().items.last().followsPlan, PlanLink::Gpu);
    EXPECT_EQ(loaded->budget->settings.start, QDate(2027, 1, 1));
    EXPECT_EQ(loaded->other.value(QStringLiteral("future_section")).toString(), QStringLiteral("kept"));
    EXPECT_EQ(PlanFile::toJson(*loaded), PlanFile::toJson(plan));
}

TEST(PlanFile, NewerDamagedOrForeignFilesAreRefusedClearly)
{
    test::TempDir dir;
    const auto write = [&](const char* name, const QByteArray& data) {
        QFile f(dir.filePath(QString::fromLatin1(name)));
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(data);
        return f.fileName();
    };
    Result<Plan> r = PlanFile::load(write("newer.json", R"({"format": "gpuplanner-plan", "version": 7})"));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("plan.newer"));
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("7")));
    r = PlanFile::load(write("damaged.json", R"({"format": "gpuplanner-plan", "vers)"));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("plan.malformed"));
    r = PlanFile::load(write("other.json", R"({"hello": 1})"));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("plan.not_a_plan"));
    r = PlanFile::load(write(
        "bad-budget.json",
        R"({"format": "gpuplanner-plan", "version": 1, "budget": {"scenarios": [{"gpu": "rtx-9999", "hours_per_run": 1}]}})"));
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("budget.scenarios[0].gpu")))
        << r.error().message.toStdString();
    // Fields of the wrong type or range are refused with the field named, never replaced by a default.
    for (
        const char* bad :
        {R"({"months": "7", "scenarios": []})", R"({"scenarios": {}})",
         R"({"scenarios": [{"name": "a", "items": [{"gpu": "l40s", "hours_per_run": 1, "gpus": 1e12}]}]})",
         R"({"scenarios": [{"name": "a", "items": [{"gpu": "l40s", "hours_per_run": 1, "runs": 2.5}]}]})",
         R"({"scenarios": [{"name": "a", "items": [{"gpu": "l40s", "hours_per_run": 1, "checkpoint_minutes": -30}]}]})",
         R"({"scenarios": [{"name": "a", "items": [{"gpu": "l40s", "hours_per_run": 1, "follows_plan": "cheapest"}]}]})",
         R"({"scenarios": [{"name": "a", "items": [{"gpu": "l40s", "hours_per_run": 1, "follows_plan": true}]}]})"}) {
        r = PlanFile::load(write("bad-field.json",
                                 QByteArray(R"({"format": "gpuplanner-plan", "version": 2, "budget": )") + bad + "}"));
        ASSERT_FALSE(r.ok()) << bad;
        EXPECT_TRUE(r.error().message.contains(QStringLiteral("budget."))) << r.error().message.toStdString();
    }
    // The cost what-if is read as strictly.
    for (const char* bad : {R"({"months": "7"})", R"({"spot": {"price": -1}})", R"({"hourly": 1e300})"}) {
        r = PlanFile::load(write("bad-costs.json",
                                 QByteArray(R"({"format": "gpuplanner-plan", "version": 2, "costs": )") + bad + "}"));
        ASSERT_FALSE(r.ok()) << bad;
        EXPECT_TRUE(r.error().message.contains(QStringLiteral("costs."))) << r.error().message.toStdString();
    }
}

TEST(PlanFile, AFailedSaveLeavesThePreviousFileIntact)
{
    test::TempDir dir;
    const QString path = dir.filePath(QStringLiteral("plan.json"));
    Plan plan;
    plan.name = QStringLiteral("first");
    ASSERT_TRUE(PlanFile::save(plan, path).ok());
    // A folder that cannot exist (its parent is the plan file itself): the save fails, the old plan survives.
    const Status failed = PlanFile::save(plan, dir.filePath(QStringLiteral("plan.json/inside/plan.json")));
    EXPECT_FALSE(failed.ok());
    EXPECT_EQ(PlanFile::load(path)->name, QStringLiteral("first"));
}

#include "core/cost/ServingEconomics.h"

TEST(ServingEconomics, SmallModelsShareALargeCard)
{
    const GpuSpec a100 = *GpuCatalog::builtIn().find(QStringLiteral("a100-80gb"));
    const double gib = 1024.0 * 1024 * 1024;
    // A 6 GB quantized 7B model: seven isolated 1g.10gb MIG slices on an A100 80GB.
    CardSharing s = ServingEconomics::shareCard(a100, 6 * gib);
    EXPECT_TRUE(s.mig);
    EXPECT_EQ(s.replicas, 7);
    EXPECT_EQ(s.migProfile, QStringLiteral("1g.10gb"));
    EXPECT_NEAR(s.computeShare, 1.0 / 7, 1e-12);
    // 30 GB: two 3g.40gb slices.
    s = ServingEconomics::shareCard(a100, 30 * gib);
    EXPECT_EQ(s.replicas, 2);
    EXPECT_EQ(s.migProfile, QStringLiteral("3g.40gb"));
    // 50 GB: one per card, no MIG.
    s = ServingEconomics::shareCard(a100, 50 * gib);
    EXPECT_EQ(s.replicas, 1);
    EXPECT_FALSE(s.mig);
    // No MIG on an L40S: plain co-location, as many as fit.
    s = ServingEconomics::shareCard(*GpuCatalog::builtIn().find(QStringLiteral("l40s")), 6 * gib);
    EXPECT_FALSE(s.mig);
    EXPECT_EQ(s.replicas, 8);
    EXPECT_EQ(ServingEconomics::shareCard(a100, 90 * gib).replicas, 0);
}

TEST(ServingEconomics, CostPerMillionTokens)
{
    // ¥10/h, 1,000 tokens/s, generating half the time: 1.8 M tokens an hour → ¥5.56 per million.
    EXPECT_NEAR(ServingEconomics::costPerMillionTokens(10, 1000, 0.5), 10.0 / 1.8, 1e-9);
    EXPECT_NEAR(ServingEconomics::costPerMillionTokens(10, 1000, 1.0), 10.0 / 3.6, 1e-9);
    EXPECT_DOUBLE_EQ(ServingEconomics::costPerMillionTokens(10, 0, 0.5), 0);
    EXPECT_DOUBLE_EQ(ServingEconomics::hourlyEquivalent(7200, 720), 10);
}
