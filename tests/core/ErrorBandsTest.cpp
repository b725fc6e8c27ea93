#include "core/estimator/ErrorBands.h"
#include "core/catalog/GpuCatalog.h"
#include "core/catalog/PriceCatalog.h"
#include "core/cost/Deployment.h"
#include "core/estimator/ModelCatalog.h"
#include "core/plan/PlanBudget.h"
#include "core/plan/PlanFile.h"
#include "core/plan/Reconciliation.h"

#include "support/BuiltInCatalogs.h"

#include <gtest/gtest.h>

using namespace gp;

namespace {

GpuSpec gpu(const char* id)
{
    return test::builtInGpu(id);
}

const ErrorBands::Entry* entry(const QList<ErrorBands::Entry>& table, const char* basis)
{
    for (const ErrorBands::Entry& e : table)
        if (QLatin1String(e.basis) == QLatin1String(basis))
            return &e;
    return nullptr;
}

Need training(Task task, qint64 gpus)
{
    Need n;
    n.task = task;
    n.gpus = gpus;
    n.seq = 2048;
    n.batch = 4;
    return n;
}

} // namespace

TEST(ErrorBands, AnEstimateTakesItsClassesBandOrACoarserOnesWhenTheClassHasFewRuns)
{
    // Full fine-tuning on 8 A100s: a class with many published runs.
    const Need full = training(Task::Full, 8);
    EXPECT_EQ(ErrorBands::trainingClass(full, gpu("a100-80gb")), QStringLiteral("full/ampere/2-8"));
    const EstimateBand band = ErrorBands::trainingTime(full, gpu("a100-80gb"));
    const ErrorBands::Entry* shipped = entry(ErrorBands::trainingTable(), "full/ampere/2-8");
    ASSERT_NE(shipped, nullptr);
    EXPECT_EQ(band.basis, QStringLiteral("full/ampere/2-8"));
    EXPECT_DOUBLE_EQ(band.low, shipped->low);
    EXPECT_DOUBLE_EQ(band.high, shipped->high);
    EXPECT_EQ(band.rows, shipped->rows);
    EXPECT_LT(band.low, 1.0);
    EXPECT_GT(band.high, 1.0);

    // LoRA on one RTX 4090: too few runs of that class, so LoRA's as a whole.
    const Need lora = training(Task::Lora, 1);
    EXPECT_EQ(ErrorBands::trainingClass(lora, gpu("rtx-4090")), QStringLiteral("lora/ada/1"));
    EXPECT_EQ(entry(ErrorBands::trainingTable(), "lora/ada/1"), nullptr);
    EXPECT_EQ(ErrorBands::trainingTime(lora, gpu("rtx-4090")).basis, QStringLiteral("lora"));

    // Decode: vLLM single stream in 16 bits has its own band.
    Need serve;
    serve.task = Task::Inference;
    serve.engine = Engine::Vllm;
    serve.precision = Precision::Bf16;
    serve.concurrency = 1;
    EXPECT_EQ(ErrorBands::decodeClass(serve), QStringLiteral("vllm/single/16"));
    EXPECT_EQ(ErrorBands::decodeSpeed(serve).basis, QStringLiteral("vllm/single/16"));
}

TEST(ErrorBands, AMeasuredSpeedNarrowsTheBandToTheMeasurements)
{
    Need lora = training(Task::Lora, 1);
    const EstimateBand published = ErrorBands::trainingTime(lora, gpu("rtx-4090"));
    SpeedCalibration measured;
    measured.gpuId = QStringLiteral("rtx-4090");
    measured.task = Task::Lora;
    measured.factor = 0.8;
    lora.calibrations << measured;
    const EstimateBand calibrated = ErrorBands::trainingTime(lora, gpu("rtx-4090"));
    EXPECT_TRUE(calibrated.calibrated());
    EXPECT_LT(calibrated.high - calibrated.low, published.high - published.low);
    EXPECT_NEAR(calibrated.high - calibrated.low, 2 * ErrorBands::kCalibratedSpread, 1e-12);
    // Measured on another card: the published band again.
    const EstimateBand elsewhere = ErrorBands::trainingTime(lora, gpu("a100-80gb"));
    EXPECT_FALSE(elsewhere.calibrated());
    EXPECT_EQ(elsewhere.basis, ErrorBands::trainingTime(training(Task::Lora, 1), gpu("a100-80gb")).basis);
}

// The money of an estimated job is billed again at the band's quick and slow ends; hours the user gave carry none.
TEST(ErrorBands, AnEstimatedJobsTotalIsBilledAtBothEndsOfItsBand)
{
    const auto model = ModelCatalog::builtIn().find(QStringLiteral("qwen2.5-7b"));
    ASSERT_TRUE(model);
    Need need = training(Task::Lora, 1);
    need.tokens = 1.5e8;
    Usage usage;
    usage.start = QDate(2027, 1, 1);
    const QDate today(2026, 12, 1);
    const auto r =
        DeploymentSearch::run(*model, need, usage, PriceCatalog::builtIn(), ExchangeRate(7.2), Currency::CNY, today);
    ASSERT_TRUE(r.ok());
    ASSERT_FALSE(r->deployments.isEmpty());
    const Deployment& d = r->deployments.first();
    ASSERT_TRUE(d.hasBand());
    EXPECT_LT(d.totalLow, d.total);
    EXPECT_GT(d.totalHigh, d.total);
    const QJsonObject json = d.toJson(today);
    EXPECT_DOUBLE_EQ(json.value(QStringLiteral("wall_hours_low")).toDouble(), d.wallHours * d.band.low);
    EXPECT_DOUBLE_EQ(json.value(QStringLiteral("total_high")).toDouble(), d.totalHigh);
    EXPECT_EQ(json.value(QStringLiteral("band_basis")).toString(), d.band.basis);
    EXPECT_TRUE(DeploymentSearch::hoursText(d).contains(ErrorBands::rangeText(d.wallHours, d.band, 1)));

    usage.jobHours = 10; // the user's own hours: nothing estimated, no band
    const auto given =
        DeploymentSearch::run(*model, need, usage, PriceCatalog::builtIn(), ExchangeRate(7.2), Currency::CNY, today);
    ASSERT_TRUE(given.ok());
    ASSERT_FALSE(given->deployments.isEmpty());
    EXPECT_FALSE(given->deployments.first().hasBand());
    EXPECT_FALSE(given->deployments.first().toJson(today).contains(QStringLiteral("total_low")));
}

// A pessimistic scenario may take each estimated job's risk from the data: the slow end of its band, not a factor.
TEST(ErrorBands, AScenarioCanTakeItsRiskFromTheEstimatesSlowEnd)
{
    Plan plan;
    Questionnaire q = Questionnaire::defaultsFor(Task::Lora);
    q.datasetTokens = 5e7;
    plan.need = q;
    plan.budget = PlanBudget::starter();
    BudgetScenario banded = plan.budget->scenarios.first();
    banded.name = QStringLiteral("From the estimates");
    banded.riskFromBand = true;
    plan.budget->scenarios << banded;
    // The file keeps the choice.
    const Result<Plan> back = PlanFile::fromJson(PlanFile::toJson(plan), QStringLiteral("banded.json"));
    ASSERT_TRUE(back.ok());
    EXPECT_TRUE(back->budget->scenarios.at(1).riskFromBand);

    const QDate today = QDate::currentDate();
    const QList<PlanResults> results = PlanBudget::evaluateAll(plan, PriceCatalog::builtIn(), today);
    const GpuPlanRow* answer = results.first().chosen();
    ASSERT_NE(answer, nullptr);
    ASSERT_TRUE(answer->deployment->hasBand());
    const Budget budget = PlanBudget::budgetOf(plan, results);
    ASSERT_TRUE(budget.scenarios.at(1).items.first().slowEnd);
    EXPECT_DOUBLE_EQ(*budget.scenarios.at(1).items.first().slowEnd, answer->deployment->band.high);

    const PriceCatalog allowed = PlanBudget::catalogFor(plan, PriceCatalog::builtIn(), today);
    const Result<BudgetResult> r = BudgetPlanner::compute(budget, allowed, today);
    ASSERT_TRUE(r.ok());
    const ItemBudget& factor = r->scenarios.at(0).items.first();
    const ItemBudget& slow = r->scenarios.at(1).items.first();
    EXPECT_DOUBLE_EQ(factor.riskFactor, budget.settings.riskFactor);
    EXPECT_DOUBLE_EQ(slow.riskFactor, std::max(1.0, answer->deployment->band.high));
    EXPECT_DOUBLE_EQ(slow.riskGpuHours, slow.gpuHours * slow.riskFactor);
    const QStringList joins =
        Reconciliation::texts(Reconciliation::planToBudget(results, budget, r->scenarios.at(1), allowed, today));
    EXPECT_TRUE(joins.join(QLatin1Char('\n')).contains(QStringLiteral("slow end"))) << joins.join('\n').toStdString();
}
