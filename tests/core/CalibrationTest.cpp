// The calibration loop's core: reading a run's speed, naming its GPU, comparing it with the plan, and a calibrated
// plan whose time and cost change by exactly the stored factor (priced on the fixture catalog's per-second offers).
#include "core/catalog/GpuCatalog.h"
#include "core/estimator/PerformanceEstimator.h"
#include "core/plan/PlanCalibration.h"
#include "core/plan/PlanEvaluator.h"
#include "core/plan/PlanFile.h"
#include "core/probe/SmokeTest.h"
#include "support/TestPaths.h"

#include <gtest/gtest.h>

#include <QFile>

#include <cmath>

using namespace gp;

namespace {

PriceCatalog fixtureCatalog()
{
    QFile f(gp::test::sourcePath("tests/data/catalog/fixture.json"));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    const ProviderParse parsed =
        PriceCatalog::parseProvider(f.readAll(), QStringLiteral("fixture.json"), GpuCatalog::builtIn());
    PriceCatalog catalog;
    if (parsed.provider)
        catalog.merge(*parsed.provider);
    return catalog;
}

const QDate kToday(2026, 11, 30);

RunMeasurement runOn(const char* gpuId, int gpus, double tokensPerSecond, double peakMiB)
{
    RunMeasurement m;
    m.gpuId = QString::fromLatin1(gpuId);
    m.gpus = gpus;
    m.gpuName = QStringLiteral("test");
    m.tokensPerSecond = tokensPerSecond;
    m.method = RunMeasurement::Method::Printed;
    m.evidence = QStringLiteral("tokens/s: %1").arg(tokensPerSecond);
    m.peakMiB = peakMiB;
    return m;
}

const GpuPlanRow* rowFor(const PlanResults& r, const char* gpuId)
{
    for (const GpuPlanRow& row : r.gpus)
        if (row.fit.gpu.id == QLatin1String(gpuId))
            return &row;
    return nullptr;
}

} // namespace

TEST(GpuCatalog, NamesNvidiaSmiGivesAreMatchedToCatalogGpus)
{
    const GpuCatalog& c = GpuCatalog::builtIn();
    const auto id = [&](const char* name, double mib) {
        const auto g = c.matchDevice(QString::fromLatin1(name), mib);
        return g ? g->id.toStdString() : std::string("none");
    };
    // Names as real nvidia-smi prints them (tests/data/nvidia-smi and the drivers' device tables).
    EXPECT_EQ(id("NVIDIA H100 80GB HBM3", 81559), "h100-sxm");
    EXPECT_EQ(id("NVIDIA H100 PCIe", 81559), "h100-pcie");
    EXPECT_EQ(id("NVIDIA A100-SXM4-80GB", 81920), "a100-80gb");
    EXPECT_EQ(id("NVIDIA A100-SXM4-40GB", 40960), "a100-40gb");
    EXPECT_EQ(id("NVIDIA A100-PCIE-40GB", 40960), "a100-pcie-40gb");
    EXPECT_EQ(id("NVIDIA A100 80GB PCIe", 81920), "a100-pcie-80gb");
    EXPECT_EQ(id("NVIDIA GeForce RTX 4090", 24564), "rtx-4090");
    EXPECT_EQ(id("NVIDIA GeForce RTX 4080 SUPER", 16376), "rtx-4080-super");
    EXPECT_EQ(id("NVIDIA GeForce RTX 4080", 16376), "rtx-4080");
    EXPECT_EQ(id("NVIDIA RTX A6000", 49140), "rtx-a6000");
    EXPECT_EQ(id("NVIDIA RTX 6000 Ada Generation", 49140), "rtx-6000-ada");
    EXPECT_EQ(id("NVIDIA A10G", 23028), "a10g");
    EXPECT_EQ(id("Tesla T4", 15360), "t4");
    EXPECT_EQ(id("Tesla V100-SXM2-32GB", 32768), "v100-32gb");
    EXPECT_EQ(id("NVIDIA H20", 97871), "h20");
    // Unknown, or a memory size no catalog entry of that name has: nothing, rather than a guess.
    EXPECT_EQ(id("NVIDIA Graphics Device", 81559), "none");
    EXPECT_EQ(id("NVIDIA H100 80GB HBM3", 40960), "none");
}

TEST(SmokeTest, ASpeedLineIsReadInTheFormsTrainersPrint)
{
    const auto speed = [](const char* line, const QString& pattern = {}, int gpus = 2) {
        return SmokeTest::speedFromLine(QString::fromLatin1(line), pattern, gpus).value_or(-1);
    };
    EXPECT_DOUBLE_EQ(speed("step 20 | loss 1.23 | tokens/s: 1234.5"), 1234.5);
    EXPECT_DOUBLE_EQ(speed("{'train_runtime': 31.2, 'train_tokens_per_second': 5,321.0}"), 5321.0);
    EXPECT_DOUBLE_EQ(speed("Step 20 | tokens_per_second_per_gpu=1500"), 3000.0); // per GPU × the 2 GPUs
    EXPECT_DOUBLE_EQ(speed("throughput 812 tok/s"), 812.0);
    EXPECT_DOUBLE_EQ(speed("2.5e3 tokens per second"), 2500.0);
    EXPECT_DOUBLE_EQ(speed("loss 1.2 lr 2e-5 samples/s 3.1"), -1); // samples are not tokens
    EXPECT_DOUBLE_EQ(speed("tokens/sample: 2048"), -1);
    EXPECT_DOUBLE_EQ(speed("throughput=999 (mine)", QStringLiteral("throughput=([0-9.]+)")), 999.0);
    EXPECT_DOUBLE_EQ(speed("tokens/s: 0"), -1);
}

TEST(SmokeTest, ARunsSpeedComesFromItsLastSpeedLineElseFromStepsOverBusyTime)
{
    ProbeReport probe = ProbeReport::parse(QStringLiteral("gpu=NVIDIA H100 80GB HBM3, 81559, 550.90.07\n"
                                                          "gpu=NVIDIA H100 80GB HBM3, 81559, 550.90.07\n"));
    UserTask task;
    task.command = QStringLiteral("python train.py");
    task.steps = 10;
    task.tokensPerStepPerGpu = 4 * 2048;
    ProbeReport user = ProbeReport::parse(QStringLiteral("user_exit=0\nuser_seconds=60\nuser_peak_mib=30000\n"
                                                         "user_busy_seconds=40\nuser_log=tokens/s: 100\n"
                                                         "user_log=loss 1.0\nuser_log=tokens/s: 2000\n"));
    RunMeasurement m = SmokeTest::measureUserTask(user, task, probe, {});
    EXPECT_EQ(m.gpuId, QStringLiteral("h100-sxm"));
    EXPECT_EQ(m.gpus, 2);
    ASSERT_TRUE(m.tokensPerSecond);
    EXPECT_DOUBLE_EQ(*m.tokensPerSecond, 2000); // the last one: the first steps warm up
    EXPECT_EQ(m.method, RunMeasurement::Method::Printed);

    user = ProbeReport::parse(QStringLiteral("user_exit=0\nuser_seconds=60\nuser_peak_mib=30000\n"
                                             "user_busy_seconds=40\nuser_log=loss 1.0\n"));
    m = SmokeTest::measureUserTask(user, task, probe, {});
    ASSERT_TRUE(m.tokensPerSecond);
    EXPECT_DOUBLE_EQ(*m.tokensPerSecond, 10.0 * 4 * 2048 * 2 / 40); // steps × tokens × GPUs ÷ busy seconds
    EXPECT_EQ(m.method, RunMeasurement::Method::Steps);

    user = ProbeReport::parse(QStringLiteral("user_exit=1\nuser_seconds=3\nuser_log=tokens/s: 2000\n"));
    EXPECT_FALSE(SmokeTest::measureUserTask(user, task, probe, {}).tokensPerSecond); // a failed run has no speed
}

TEST(PlanCalibration, ARunIsComparedWithThePlanAndTheFactorIsMeasuredOverEstimated)
{
    Questionnaire q; // LoRA on Qwen2.5-7B, the questionnaire's defaults
    const RunComparison first = PlanCalibration::compare(q, runOn("a100-80gb", 1, 1, 1), QStringLiteral("h"), {});
    ASSERT_GT(first.estimatedTokensPerSecond, 0);
    ASSERT_GT(first.estimatedPeakMiB, 0);
    const double measured = first.estimatedTokensPerSecond * 0.8;
    const RunComparison c =
        PlanCalibration::compare(q, runOn("a100-80gb", 1, measured, first.estimatedPeakMiB * 1.5),
                                 QStringLiteral("root@10.0.0.5:22"), QDateTime(kToday, QTime(12, 0), Qt::UTC));
    ASSERT_TRUE(c.calibration) << c.problem.toStdString();
    EXPECT_DOUBLE_EQ(c.calibration->factor, 0.8);
    EXPECT_EQ(c.calibration->task, Task::Lora);
    EXPECT_EQ(c.calibration->gpuId, QStringLiteral("a100-80gb"));
    ASSERT_EQ(c.checks.size(), 2);
    EXPECT_EQ(c.checks.at(0).id, QStringLiteral("plan.speed"));
    EXPECT_EQ(c.checks.at(0).status, SmokeCheck::Status::Pass); // within 20 %
    EXPECT_TRUE(c.checks.at(0).message.contains(QStringLiteral("20 % slower"))) << c.checks.at(0).message.toStdString();
    EXPECT_EQ(c.checks.at(1).id, QStringLiteral("plan.memory"));
    EXPECT_EQ(c.checks.at(1).status, SmokeCheck::Status::Warn); // 50 % more than estimated
    EXPECT_EQ(PerformanceEstimator::calibrationLabel(*c.calibration),
              QStringLiteral("Calibrated on root@10.0.0.5:22, 2026-11-30"));

    // Nothing to calibrate with: an unknown GPU, a serving plan, an absurd speed.
    EXPECT_FALSE(PlanCalibration::compare(q, runOn("", 1, 1000, 1), {}, {}).calibration);
    Questionnaire serving;
    serving.task = Task::Inference;
    EXPECT_FALSE(PlanCalibration::compare(serving, runOn("a100-80gb", 1, 1000, 1), {}, {}).calibration);
    EXPECT_FALSE(PlanCalibration::compare(q, runOn("a100-80gb", 1, first.estimatedTokensPerSecond * 1000, 1), {}, {})
                     .calibration);
}

TEST(PlanCalibration, ACalibratedPlansTimeAndCostChangeByExactlyTheStoredFactor)
{
    Questionnaire q;
    q.datasetTokens = 2e8;
    q.epochs = 1;
    const PriceCatalog catalog = fixtureCatalog();
    const ExchangeRate fx(7.2);
    const PlanResults before = PlanEvaluator::evaluate(q, catalog, fx, Currency::CNY, kToday);
    SpeedCalibration c;
    c.gpuId = QStringLiteral("a100-80gb");
    c.task = Task::Lora;
    c.factor = 1.37;
    c.host = QStringLiteral("root@box:22");
    c.at = QDateTime(kToday, QTime(9, 0), Qt::UTC);
    const PlanResults after = PlanEvaluator::evaluate(q, catalog, fx, Currency::CNY, kToday, {c});

    const GpuPlanRow* a = rowFor(before, "a100-80gb");
    const GpuPlanRow* b = rowFor(after, "a100-80gb");
    ASSERT_TRUE(a && b);
    ASSERT_TRUE(a->deployment && b->deployment) << before.needError.toStdString() << a->fit.reason.toStdString();
    EXPECT_FALSE(a->calibration);
    ASSERT_TRUE(b->calibration);
    EXPECT_NEAR(a->jobHours / b->jobHours, 1.37, 1e-12);
    // Per-second hourly billing at 10 an hour (the fixture's): the cost is the calibrated time, to the second.
    const auto hourly = [](const PlanResults& r) {
        for (const Deployment& d : r.search.deployments)
            if (d.offerId == QLatin1String("fx-1x-a100") && d.billing == BillingMode::Hourly)
                return d;
        ADD_FAILURE() << "no hourly A100 deployment";
        return Deployment{};
    };
    EXPECT_DOUBLE_EQ(hourly(before).costPerRun, 10.0 * std::ceil(a->jobHours * 3600) / 3600);
    EXPECT_DOUBLE_EQ(hourly(after).costPerRun, 10.0 * std::ceil(a->jobHours / 1.37 * 3600) / 3600);
    EXPECT_DOUBLE_EQ(hourly(after).wallHours, b->jobHours);
    EXPECT_TRUE(
        b->deployment->assumptions.join(QLatin1Char('\n')).contains(QStringLiteral("Calibrated on root@box:22")));
    // Another GPU keeps the model's time; another task ignores the calibration.
    EXPECT_DOUBLE_EQ(rowFor(before, "h100-sxm")->jobHours, rowFor(after, "h100-sxm")->jobHours);
    q.task = Task::Qlora;
    const PlanResults qlora = PlanEvaluator::evaluate(q, catalog, fx, Currency::CNY, kToday, {c});
    EXPECT_FALSE(rowFor(qlora, "a100-80gb")->calibration);
}

TEST(PlanCalibration, CalibrationsRoundTripThroughThePlanFileAndBadOnesAreNamed)
{
    Plan plan;
    plan.name = QStringLiteral("p");
    plan.need = Questionnaire{};
    SpeedCalibration c;
    c.gpuId = QStringLiteral("rtx-4090");
    c.task = Task::Qlora;
    c.factor = 0.75;
    c.measuredTokensPerSecond = 1500;
    c.estimatedTokensPerSecond = 2000;
    c.gpus = 2;
    c.host = QStringLiteral("me@box:2222");
    c.at = QDateTime(kToday, QTime(8, 30), Qt::UTC);
    PlanCalibration::store(plan, c);
    c.factor = 0.8; // the same GPU and task again: replaces
    PlanCalibration::store(plan, c);
    ASSERT_EQ(plan.calibrations.size(), 1);
    const Result<Plan> back = PlanFile::fromJson(PlanFile::toJson(plan), QStringLiteral("p.json"));
    ASSERT_TRUE(back.ok()) << back.error().message.toStdString();
    ASSERT_EQ(back->calibrations.size(), 1);
    EXPECT_DOUBLE_EQ(back->calibrations.first().factor, 0.8);
    EXPECT_EQ(back->calibrations.first().task, Task::Qlora);
    EXPECT_EQ(back->calibrations.first().gpus, 2);
    EXPECT_EQ(back->calibrations.first().at, c.at);

    QByteArray json = PlanFile::toJson(plan);
    json.replace("\"factor\": 0.8", "\"factor\": -3");
    const Result<Plan> bad = PlanFile::fromJson(json, QStringLiteral("p.json"));
    ASSERT_FALSE(bad.ok());
    EXPECT_TRUE(bad.error().message.contains(QStringLiteral("calibrations"))) << bad.error().message.toStdString();
    EXPECT_TRUE(bad.error().message.contains(QStringLiteral("factor"))) << bad.error().message.toStdString();
}
