#include "core/estimator/StepOverheads.h"
#include "core/catalog/GpuCatalog.h"
#include "core/estimator/ModelCatalog.h"
#include "core/estimator/PerformanceEstimator.h"

#include "support/BuiltInCatalogs.h"

#include <gtest/gtest.h>

using namespace gp;

namespace {

GpuSpec gpu(const char* id)
{
    return test::builtInGpu(id);
}

ModelArchitecture model(const char* id)
{
    return test::builtInModel(id);
}

Need training(Task task, qint64 batch, qint64 seq)
{
    Need n;
    n.task = task;
    n.batch = batch;
    n.seq = seq;
    n.gradientCheckpointing = true;
    return n;
}

StepOverheads overheads(const ModelArchitecture& m, const Need& need, const GpuSpec& g)
{
    const Result<MemoryEstimate> memory = MemoryEstimator::estimate(m, need, false);
    EXPECT_TRUE(memory.ok());
    return StepOverheads::of(m, *memory, need, g);
}

double hours(const ModelArchitecture& m, const Need& need, const GpuSpec& g)
{
    const Result<MemoryEstimate> memory = MemoryEstimator::estimate(m, need, false);
    EXPECT_TRUE(memory.ok());
    return PerformanceEstimator::trainingTime(m, *memory, need, g, 1e8, false).gpuHours;
}

} // namespace

// An L4 at 72 W holds the rate its generation's measured watts per TFLOPS allow (72 W ÷ 1.24 W per TFLOPS = 58 of 121
// datasheet TFLOPS); the cards the constants were fitted on, and measured rates, are not scaled.
TEST(StepOverheads, ACardHoldsWhatItsBoardPowerAllows)
{
    const PowerLimit l4 = StepOverheads::powerLimit(gpu("l4"));
    EXPECT_NEAR(l4.sustainedTflops, 58.0, 0.01);
    EXPECT_NEAR(l4.share, 58.0 / 121.0, 1e-3);
    EXPECT_DOUBLE_EQ(StepOverheads::powerLimit(gpu("rtx-4090")).share, 1.0);
    EXPECT_DOUBLE_EQ(StepOverheads::powerLimit(gpu("a100-80gb")).share, 1.0);
    EXPECT_DOUBLE_EQ(StepOverheads::powerLimit(gpu("h100-sxm")).share, 1.0);
    EXPECT_DOUBLE_EQ(StepOverheads::powerLimit(gpu("a10g")).share, 1.0); // its 70 TFLOPS is a measured rate
    const double pcie = StepOverheads::powerLimit(gpu("h100-pcie")).share;
    EXPECT_GT(pcie, 0.5);
    EXPECT_LT(pcie, 0.8);
    EXPECT_LT(StepOverheads::powerLimit(gpu("rtx-6000-ada")).share, StepOverheads::powerLimit(gpu("l40s")).share);
}

// The power limit is what slows the L4: the same card with a large enough board power runs the same full fine-tune
// 1/0.48 times faster, and nothing else changes.
TEST(StepOverheads, AnL4IsSlowedByItsPowerLimitAlone)
{
    const ModelArchitecture m = model("qwen2.5-1.5b");
    const Need need = training(Task::Full, 8, 2048);
    GpuSpec unlimited = gpu("l4");
    unlimited.tdpWatts = 1000;
    const double ratio = hours(m, need, gpu("l4")) / hours(m, need, unlimited);
    EXPECT_NEAR(ratio, 121.0 / 58.0, 0.05);
}

// QLoRA dequantises its 4-bit block matrices before every pass: 2.5 bytes per parameter and pass at 80 % of the
// bandwidth, whatever the tokens; recomputing the forward adds a pass.
TEST(StepOverheads, QloraDequantisesEveryPassWhateverTheTokens)
{
    const ModelArchitecture m = model("llama-3.1-8b");
    const GpuSpec l4 = gpu("l4");
    Need need = training(Task::Qlora, 1, 1024);
    const StepOverheads small = overheads(m, need, l4);
    const double perPass = static_cast<double>(countParameters(m).blockLinear) * 2.5 / (l4.bandwidthGBps * 1e9 * 0.8);
    EXPECT_NEAR(small.dequantSeconds, 3.0 * perPass, 1e-9);
    need.batch = 4;
    EXPECT_DOUBLE_EQ(overheads(m, need, l4).dequantSeconds, small.dequantSeconds);
    need.gradientCheckpointing = false;
    EXPECT_NEAR(overheads(m, need, l4).dequantSeconds, 2.0 * perPass, 1e-9);
    need.task = Task::Lora;
    EXPECT_DOUBLE_EQ(overheads(m, need, l4).dequantSeconds, 0.0);
}

// The adapters' kernels move activations: their time grows with the tokens and with the matrices they adapt.
TEST(StepOverheads, AdaptersCostGrowsWithTokensAndTargets)
{
    const ModelArchitecture m = model("llama-3.1-8b");
    const GpuSpec g = gpu("rtx-4090");
    Need need = training(Task::Lora, 1, 2048);
    const double one = overheads(m, need, g).adapterSeconds;
    EXPECT_GT(one, 0);
    need.batch = 2;
    EXPECT_NEAR(overheads(m, need, g).adapterSeconds, 2.0 * one, 1e-12);
    need.batch = 1;
    need.loraTargets << QStringLiteral("gate_proj") << QStringLiteral("up_proj") << QStringLiteral("down_proj");
    EXPECT_GT(overheads(m, need, g).adapterSeconds, 2.0 * one);
    need.task = Task::Full;
    EXPECT_DOUBLE_EQ(overheads(m, need, g).adapterSeconds, 0.0);
}

// The optimizer step touches every trainable parameter's states once per optimizer step: accumulating four
// micro-batches spreads it four ways; adapters have far fewer states to step than the full model.
TEST(StepOverheads, TheOptimizerStepIsSpreadOverTheAccumulatedMicroBatches)
{
    const ModelArchitecture m = model("qwen2.5-1.5b");
    const GpuSpec g = gpu("rtx-4090");
    Need need = training(Task::Full, 1, 1024);
    const Result<MemoryEstimate> memory = MemoryEstimator::estimate(m, need, false);
    ASSERT_TRUE(memory.ok());
    const double bytes = 2.0 * memory->optimizer + memory->gradients + 2.0 * memory->weights;
    const StepOverheads once = overheads(m, need, g);
    EXPECT_NEAR(once.optimizerSeconds, bytes / (g.bandwidthGBps * 1e9 * 0.8), 1e-12);
    need.gradientAccumulation = 4;
    EXPECT_NEAR(overheads(m, need, g).optimizerSeconds, once.optimizerSeconds / 4.0, 1e-12);
    need.gradientAccumulation = 1;
    need.task = Task::Lora;
    EXPECT_LT(overheads(m, need, g).optimizerSeconds, once.optimizerSeconds / 20.0);
}

// A tiny micro-batch waits on the host issuing kernels one by one; a compiled step does not.
TEST(StepOverheads, TinyMicroBatchesWaitOnKernelLaunchesUnlessCompiled)
{
    const ModelArchitecture m = model("qwen2.5-0.5b");
    Need need = training(Task::Lora, 1, 64);
    const StepOverheads eager = overheads(m, need, gpu("h100-sxm"));
    EXPECT_GT(eager.dispatchSeconds, 0);
    EXPECT_DOUBLE_EQ(eager.stepSeconds(1e-4), eager.dispatchSeconds);
    EXPECT_DOUBLE_EQ(eager.stepSeconds(10.0), 10.0 + eager.gpuSeconds());
    need.savers.compile = true;
    EXPECT_DOUBLE_EQ(overheads(m, need, gpu("h100-sxm")).dispatchSeconds, 0.0);
}

// The estimate says why: the power limit and the dequantisation each have a sentence among the assumptions.
TEST(StepOverheads, TheEstimateExplainsEachTerm)
{
    const ModelArchitecture m = model("llama-3.1-8b");
    const Need need = training(Task::Qlora, 1, 2048);
    const Result<MemoryEstimate> memory = MemoryEstimator::estimate(m, need, false);
    ASSERT_TRUE(memory.ok());
    const TrainingTime t = PerformanceEstimator::trainingTime(m, *memory, need, gpu("l4"), 1e8, true);
    const QString all = t.assumptions.join(QLatin1Char('\n'));
    EXPECT_TRUE(all.contains(QLatin1String("72 W"))) << all.toStdString();
    EXPECT_TRUE(all.contains(QLatin1String("4-bit"))) << all.toStdString();
    EXPECT_GT(t.overheads.dequantSeconds, 0);
    EXPECT_GT(t.computeSecondsPerStep, t.overheads.dequantSeconds);
}
