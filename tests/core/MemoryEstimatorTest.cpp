#include "core/estimator/MemoryEstimator.h"
#include "core/catalog/GpuCatalog.h"
#include "core/estimator/FitSearch.h"
#include "core/estimator/ModelCatalog.h"
#include "core/estimator/PerformanceEstimator.h"

#include <gtest/gtest.h>

using namespace gp;

namespace {

ModelArchitecture model(const char* id)
{
    return *ModelCatalog::builtIn().find(QString::fromLatin1(id));
}

MemoryEstimate estimate(const char* id, const Need& need)
{
    const Result<MemoryEstimate> r = MemoryEstimator::estimate(model(id), need);
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message.toStdString());
    return r.ok() ? r.value() : MemoryEstimate{};
}

Need training(Task task, Precision precision = Precision::Bf16)
{
    Need n;
    n.task = task;
    n.precision = precision;
    n.batch = 1;
    n.seq = 512;
    return n;
}

constexpr double kLlama2_7b = 6738415616.0;
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

} // namespace

TEST(MemoryEstimator, InferenceWeightsPerPrecision)
{
    Need n;
    n.task = Task::Inference;
    n.context = 1;
    n.precision = Precision::Bf16;
    EXPECT_DOUBLE_EQ(estimate("llama-2-7b", n).weights, kLlama2_7b * 2);
    n.precision = Precision::Fp32;
    EXPECT_DOUBLE_EQ(estimate("llama-2-7b", n).weights, kLlama2_7b * 4);

    // Quantizers leave embeddings, output head and norms in 16 bits and store scales per group.
    const ParameterCount c = countParameters(model("llama-2-7b"));
    const double rest = static_cast<double>(c.total() - c.blockLinear);
    n.precision = Precision::Int8;
    EXPECT_DOUBLE_EQ(estimate("llama-2-7b", n).weights, c.blockLinear * 1.0 + rest * 2);
    n.precision = Precision::Int4;
    EXPECT_DOUBLE_EQ(estimate("llama-2-7b", n).weights,
                     c.blockLinear * MemoryConstants::kInt4BitsPerParameter / 8 + rest * 2);
    static_assert(MemoryConstants::kInt4BitsPerParameter > 4.0, "scales and zeros are not free");
}

TEST(MemoryEstimator, KvCacheAndConcurrency)
{
    Need n;
    n.task = Task::Inference;
    n.context = 8192;
    n.concurrency = 16;
    const MemoryEstimate e = estimate("llama-3-8b", n);
    EXPECT_DOUBLE_EQ(e.kvCache, 16.0 * 8192 * 131072);
    EXPECT_EQ(e.kvCacheBytesPerToken, 131072);

    // Under a memory-utilization cap, what is left after weights and workspace holds the KV cache.
    const GpuSpec a100 = *GpuCatalog::builtIn().find(QStringLiteral("a100-80gb"));
    const ServingThroughput s = PerformanceEstimator::serving(model("llama-3-8b"), e, n, a100);
    const double budget = 80 * kGiB * 0.9 - e.weights - e.activations - e.cudaContext;
    EXPECT_EQ(s.maxConcurrency, static_cast<qint64>(budget / (8192.0 * 131072)));
    Need tight = n;
    tight.gpuMemoryUtilization = 0.5;
    EXPECT_LT(PerformanceEstimator::serving(model("llama-3-8b"), e, tight, a100).maxConcurrency, s.maxConcurrency);
}

TEST(MemoryEstimator, FullFineTuningBytesPerParameter)
{
    // Mixed precision as DeepSpeed/ZeRO accounts it: 2 (weights) + 2 (grads) + 4 (master) + 8 (Adam) = 16 bytes.
    MemoryEstimate amp = estimate("llama-2-7b", training(Task::Full, Precision::AmpBf16));
    EXPECT_DOUBLE_EQ(amp.weights, kLlama2_7b * 2);
    EXPECT_DOUBLE_EQ(amp.gradients, kLlama2_7b * 2);
    EXPECT_DOUBLE_EQ(amp.optimizer, kLlama2_7b * 12);
    // Pure bf16 (loaded and trained in bf16): 2 + 2 + 4.
    MemoryEstimate bf16 = estimate("llama-2-7b", training(Task::Full, Precision::Bf16));
    EXPECT_DOUBLE_EQ(bf16.gradients + bf16.optimizer, kLlama2_7b * 6);
    // fp32: 4 + 4 + 8, and fp32 activations.
    MemoryEstimate fp32 = estimate("llama-2-7b", training(Task::Full, Precision::Fp32));
    EXPECT_DOUBLE_EQ(fp32.weights + fp32.gradients + fp32.optimizer, kLlama2_7b * 16);
    EXPECT_GT(fp32.activations, bf16.activations * 1.5);
    EXPECT_EQ(amp.trainableParameters, amp.parameters);
}

TEST(MemoryEstimator, OptimizerChoices)
{
    Need n = training(Task::Full, Precision::AmpBf16);
    const double adamw = estimate("llama-2-7b", n).optimizer;
    n.optimizer = Optimizer::AdamW8bit;
    const double eightBit = estimate("llama-2-7b", n).optimizer;
    n.optimizer = Optimizer::Sgd;
    const double sgd = estimate("llama-2-7b", n).optimizer;
    n.optimizer = Optimizer::Adafactor;
    const double adafactor = estimate("llama-2-7b", n).optimizer;
    EXPECT_NEAR(eightBit, kLlama2_7b * (4 + 2), kLlama2_7b * 0.01); // master + two 1-byte moments
    EXPECT_DOUBLE_EQ(sgd, kLlama2_7b * (4 + 4));
    EXPECT_LT(adafactor, sgd);            // factored moments are tiny next to a full buffer
    EXPECT_GT(adafactor, kLlama2_7b * 4); // but the fp32 master copy remains
    EXPECT_GT(adamw, eightBit);
}

TEST(MemoryEstimator, LoraTrainableParametersMatchPeft)
{
    // PEFT prints these for Llama 2 7B: r=8 on q_proj,v_proj → 4,194,304; r=16 on all linear layers → 39,976,960.
    EXPECT_EQ(
        MemoryEstimator::loraParameters(model("llama-2-7b"), 8, {QStringLiteral("q_proj"), QStringLiteral("v_proj")}),
        4194304);
    EXPECT_EQ(MemoryEstimator::loraParameters(model("llama-2-7b"), 16, allLoraTargets()), 39976960);
    // Grouped-query attention: k/v adapters are narrower.
    EXPECT_EQ(MemoryEstimator::loraParameters(model("llama-3-8b"), 8, {QStringLiteral("k_proj")}),
              32 * 8 * (4096 + 1024));
    // Fused qkv (Phi-3): any of q/k/v adapts the fused matrix once.
    EXPECT_EQ(
        MemoryEstimator::loraParameters(model("phi-3-mini"), 8, {QStringLiteral("q_proj"), QStringLiteral("v_proj")}),
        32 * 8 * (3072 + 3 * 3072));
    // Mixture of experts: every expert's MLP gets its own adapter.
    EXPECT_EQ(MemoryEstimator::loraParameters(model("mixtral-8x7b"), 8, {QStringLiteral("down_proj")}),
              32 * 8 * 8 * (14336 + 4096));
}

TEST(MemoryEstimator, LoraAndQloraKeepTheBaseFrozen)
{
    Need lora = training(Task::Lora);
    lora.loraRank = 16;
    lora.loraTargets = allLoraTargets();
    const MemoryEstimate l = estimate("llama-2-7b", lora);
    EXPECT_EQ(l.trainableParameters, 39976960);
    EXPECT_DOUBLE_EQ(l.weights, kLlama2_7b * 2 + 39976960.0 * 2); // pure bf16: adapters in bf16 too
    EXPECT_DOUBLE_EQ(l.gradients, 39976960.0 * 2);

    Need qlora = lora;
    qlora.task = Task::Qlora;
    const MemoryEstimate q = estimate("llama-2-7b", qlora);
    const ParameterCount c = countParameters(model("llama-2-7b"));
    // 4-bit base except embeddings, head and norms; fp32 adapters with fp32 gradients and Adam states.
    EXPECT_DOUBLE_EQ(q.weights, c.blockLinear * MemoryConstants::kNf4BitsPerParameter / 8 +
                                    (c.total() - c.blockLinear) * 2.0 + 39976960.0 * 4);
    EXPECT_DOUBLE_EQ(q.optimizer, 39976960.0 * 8);
    EXPECT_LT(q.total(), l.total() * 0.6);
}

TEST(MemoryEstimator, FreezeTuningTrainsTheTopLayersOnly)
{
    Need n = training(Task::Freeze, Precision::AmpBf16);
    n.freezeTrainableLayers = 2;
    const MemoryEstimate e = estimate("llama-2-7b", n);
    EXPECT_EQ(e.trainableParameters, 2 * 202383360); // one Llama 2 7B layer: 202,383,360 parameters
    Need full = training(Task::Full, Precision::AmpBf16);
    EXPECT_LT(e.activations, estimate("llama-2-7b", full).activations / 4);
}

TEST(MemoryEstimator, ActivationsGrowWithTokensAndShrinkWithCheckpointing)
{
    Need n = training(Task::Full, Precision::AmpBf16);
    n.seq = 2048;
    const double base = estimate("llama-2-7b", n).activations;
    n.batch = 2;
    EXPECT_NEAR(estimate("llama-2-7b", n).activations, 2 * base, base * 1e-9); // linear in tokens with FlashAttention
    n.gradientCheckpointing = true;
    EXPECT_LT(estimate("llama-2-7b", n).activations, base);
    // Without FlashAttention the attention matrix is stored: quadratic in the sequence length.
    Need eager = training(Task::Full, Precision::AmpBf16);
    eager.seq = 2048;
    eager.flashAttention = false;
    const double eager2k = estimate("llama-2-7b", eager).activations;
    eager.seq = 4096;
    EXPECT_GT(estimate("llama-2-7b", eager).activations, 2.5 * eager2k);
    EXPECT_GT(eager2k, base);
}

TEST(MemoryEstimator, LogitsTermFollowsTheVocabulary)
{
    // Same depth and width, 4× the vocabulary: Llama 3 8B's loss memory dwarfs Llama 2 7B's.
    Need n = training(Task::Lora);
    n.seq = 4096;
    const auto logits = [](const MemoryEstimate& e) {
        for (const MemoryTerm& t : e.terms)
            if (t.label.contains(QStringLiteral("Logits")))
                return t.bytes;
        return 0.0;
    };
    EXPECT_DOUBLE_EQ(logits(estimate("llama-2-7b", n)), 4096.0 * 32000 * 10);
    EXPECT_DOUBLE_EQ(logits(estimate("llama-3-8b", n)), 4096.0 * 128256 * 10);
}

// Each memory saver changes exactly its own term, by the amount its mechanism implies (Llama 3.2 3B: 28 layers,
// hidden 3072, SwiGLU 8192, vocabulary 128,256, tied embeddings).
TEST(MemoryEstimator, MemorySaversEachChangeTheirOwnTerm)
{
    Need base = training(Task::Full);
    base.batch = 2;
    base.seq = 4096;
    base.gradientCheckpointing = true;
    const double tokens = 2.0 * 4096;
    const MemoryEstimate plain = estimate("llama-3.2-3b", base);
    const auto term = [](const MemoryEstimate& e, const QString& label) {
        double bytes = 0;
        for (const MemoryTerm& t : e.terms)
            if (t.label.startsWith(label))
                bytes += t.bytes;
        return bytes;
    };

    Need chunked = base;
    chunked.savers.chunkedLoss = true; // bf16 logits kept, the fp32 loss one chunk in 8 at a time: 2 + 8/8 bytes
    const MemoryEstimate c = estimate("llama-3.2-3b", chunked);
    EXPECT_DOUBLE_EQ(term(c, QStringLiteral("Logits")), tokens * 128256 * 3.0);
    EXPECT_DOUBLE_EQ(term(plain, QStringLiteral("Logits")), tokens * 128256 * 10.0);
    EXPECT_DOUBLE_EQ(c.weights + c.gradients + c.optimizer, plain.weights + plain.gradients + plain.optimizer);

    Need fused = base;
    fused.savers.optimizerInBackward = true; // only the largest gradient at a time: the 128,256 × 3072 embedding
    const MemoryEstimate f = estimate("llama-3.2-3b", fused);
    EXPECT_DOUBLE_EQ(f.gradients, 128256.0 * 3072 * 2);
    EXPECT_GT(plain.gradients, 6e9);
    EXPECT_DOUBLE_EQ(f.activations, plain.activations);

    Need offloaded = base;
    offloaded.savers.activationOffloading = true; // 2 of 28 checkpointed layer inputs stay on the GPU
    const MemoryEstimate o = estimate("llama-3.2-3b", offloaded);
    EXPECT_DOUBLE_EQ(term(o, QStringLiteral("Checkpointed")), 2 * 3072 * tokens * 2.0);
    EXPECT_DOUBLE_EQ(o.offloadedActivations, 26 * 3072 * tokens * 2.0);
    EXPECT_DOUBLE_EQ(o.activations + o.offloadedActivations, plain.activations);
    EXPECT_EQ(plain.hostMemory(), 0.0);

    Need compiled = base;
    compiled.gradientCheckpointing = false;
    Need eager = compiled;
    compiled.savers.compile = true; // per layer and token: two fp32 norm copies and act(gate) are not kept
    const double saved = estimate("llama-3.2-3b", eager).activations - estimate("llama-3.2-3b", compiled).activations;
    EXPECT_DOUBLE_EQ(saved, 28 * tokens * (2 * 4.0 * 3072 + 2.0 * 8192));

    Need paged = base;
    paged.optimizer = Optimizer::PagedAdamW8bit; // the 8-bit states live in unified memory, not in the GPU's total
    const MemoryEstimate p = estimate("llama-3.2-3b", paged);
    Need unpaged = base;
    unpaged.optimizer = Optimizer::AdamW8bit;
    EXPECT_DOUBLE_EQ(p.pagedOptimizer, estimate("llama-3.2-3b", unpaged).optimizer);
    EXPECT_DOUBLE_EQ(p.optimizer, 0.0);
    EXPECT_NEAR(p.total() + p.pagedOptimizer * 1.05, estimate("llama-3.2-3b", unpaged).total(), 1.0);

    // Serving has none of these: asking for one is an error that names them.
    Need serving;
    serving.task = Task::Inference;
    serving.savers.compile = true;
    const Result<MemoryEstimate> refused = MemoryEstimator::estimate(model("llama-3.2-3b"), serving);
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().message.contains(QStringLiteral("training"))) << refused.error().message.toStdString();
}

TEST(MemoryEstimator, ZeroStagesAndTensorParallelShard)
{
    Need n = training(Task::Full, Precision::AmpBf16);
    n.gpus = 8;
    n.zeroStage = 0;
    const MemoryEstimate z0 = estimate("llama-2-7b", n);
    n.zeroStage = 1;
    const MemoryEstimate z1 = estimate("llama-2-7b", n);
    n.zeroStage = 2;
    const MemoryEstimate z2 = estimate("llama-2-7b", n);
    n.zeroStage = 3;
    const MemoryEstimate z3 = estimate("llama-2-7b", n);
    EXPECT_DOUBLE_EQ(z1.optimizer, z0.optimizer / 8);
    EXPECT_DOUBLE_EQ(z1.gradients, z0.gradients);
    EXPECT_DOUBLE_EQ(z2.gradients, z0.gradients / 8);
    EXPECT_DOUBLE_EQ(z2.weights, z0.weights);
    // ZeRO-3 shards the weights but each GPU gathers the layer it computes (and prefetches the next).
    EXPECT_GT(z3.weights, z0.weights / 8);
    EXPECT_LT(z3.weights, z0.weights / 4);
    EXPECT_LT(z3.total(), z2.total());

    Need tp = training(Task::Full, Precision::AmpBf16);
    tp.gpus = 4;
    tp.tensorParallel = 4;
    EXPECT_DOUBLE_EQ(estimate("llama-2-7b", tp).weights, z0.weights / 4);
}

TEST(MemoryEstimator, OverheadAndTotals)
{
    Need n = training(Task::Lora);
    const MemoryEstimate e = estimate("llama-2-7b", n);
    EXPECT_DOUBLE_EQ(e.total(), e.weights + e.gradients + e.optimizer + e.activations + e.kvCache + e.overhead);
    EXPECT_DOUBLE_EQ(e.allocated(), e.total() - e.overhead);
    EXPECT_DOUBLE_EQ(e.overhead, e.cudaContext + e.allocatorReserve);
    double terms = 0;
    for (const MemoryTerm& t : e.terms)
        terms += t.bytes;
    EXPECT_NEAR(terms, e.total(), 1.0); // every byte is explained by a term
    EXPECT_FALSE(e.assumptions.isEmpty());
}

TEST(MemoryEstimator, RejectsImpossibleNeeds)
{
    Need n = training(Task::Full);
    n.precision = Precision::Int4;
    EXPECT_FALSE(MemoryEstimator::estimate(model("llama-2-7b"), n).ok());
    n = training(Task::Full);
    n.gpus = 6;
    n.tensorParallel = 4;
    const Result<MemoryEstimate> r = MemoryEstimator::estimate(model("llama-2-7b"), n);
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("tensor-parallel")));
    n = training(Task::Lora);
    n.loraTargets.clear();
    EXPECT_FALSE(MemoryEstimator::estimate(model("llama-2-7b"), n).ok());
    n = training(Task::Full);
    n.batch = 0;
    EXPECT_FALSE(MemoryEstimator::estimate(model("llama-2-7b"), n).ok());
}

TEST(MemoryEstimator, MixtureOfExpertsHoldsAllExpertsButActivatesFew)
{
    Need n;
    n.task = Task::Inference;
    n.context = 1;
    const MemoryEstimate e = estimate("mixtral-8x7b", n);
    EXPECT_DOUBLE_EQ(e.weights, 46702792704.0 * 2);
    EXPECT_EQ(e.activeParameters, 12879925248);
}

TEST(PerformanceEstimator, TrainingTimeFromFlopsAndMfu)
{
    Need n = training(Task::Full, Precision::AmpBf16);
    n.seq = 1; // attention term vanishes
    n.mfu = 0.5;
    const GpuSpec a100 = *GpuCatalog::builtIn().find(QStringLiteral("a100-80gb"));
    const MemoryEstimate e = estimate("llama-2-7b", n);
    const TrainingTime t = PerformanceEstimator::trainingTime(model("llama-2-7b"), e, n, a100, 1e9);
    EXPECT_NEAR(t.flops, 6 * kLlama2_7b * 1e9 + 3 * 2.0 * 32 * 1 * 4096 * 1e9, 1e6);
    EXPECT_NEAR(t.gpuHours, t.flops / (312e12 * 0.5) / 3600, 1e-9);
    EXPECT_DOUBLE_EQ(t.wallHours, t.gpuHours);

    // Checkpointing recomputes the forward pass: 8N instead of 6N.
    n.gradientCheckpointing = true;
    const TrainingTime ckpt = PerformanceEstimator::trainingTime(model("llama-2-7b"), e, n, a100, 1e9);
    EXPECT_NEAR(ckpt.flops / t.flops, 8.0 / 6.0, 0.01);

    // Eight GPUs over NVLink, one 4,096-token micro-batch each: every step all-reduces the bf16 gradients
    // (2 × 7/8 of 2 bytes per parameter) at 40 % of 600 GB/s; two thirds of the step's compute hides it.
    n.gradientCheckpointing = false;
    n.gpus = 8;
    n.seq = 4096;
    const TrainingTime one = PerformanceEstimator::trainingTime(
        model("llama-2-7b"), e,
        [&] {
            Need single = n;
            single.gpus = 1;
            return single;
        }(),
        a100, 1e9);
    const TrainingTime eight = PerformanceEstimator::trainingTime(model("llama-2-7b"), e, n, a100, 1e9);
    const double stepTokens = 8 * 4096.0;
    const double compute = one.flopsPerToken * stepTokens / (8 * 312e12 * 0.5);
    const double comm = 2.0 * 7.0 / 8.0 * static_cast<double>(e.trainableParameters) * 2.0 / (600e9 * 0.4);
    const double step = compute + std::max(0.0, comm - 0.67 * compute);
    EXPECT_NEAR(eight.wallHours, 1e9 / stepTokens * step / 3600.0, 1e-9);
    EXPECT_NEAR(eight.communicationSecondsPerStep, comm, 1e-9);
    EXPECT_LT(eight.wallHours, one.wallHours / 8 / 0.5);   // still far faster than one card
    EXPECT_GE(eight.gpuHours, one.gpuHours * (1 - 1e-12)); // never cheaper in GPU-hours than one card
}

// Each term of the efficiency model counts once: recomputation adds its FLOPs at the same utilisation (no second
// MFU penalty), compile and the method scale the utilisation by their fitted factors, and a given MFU replaces it all.
TEST(PerformanceEstimator, EfficiencyTermsAreCountedOnce)
{
    const GpuSpec a100 = *GpuCatalog::builtIn().find(QStringLiteral("a100-80gb"));
    const ModelArchitecture m = model("llama-3.2-3b");
    Need n = training(Task::Full);
    n.batch = 2;
    n.seq = 4096;
    const auto time = [&](const Need& need) {
        return PerformanceEstimator::trainingTime(m, estimate("llama-3.2-3b", need), need, a100, 1e9, false);
    };
    const TrainingTime plain = time(n);
    Need ckpt = n;
    ckpt.gradientCheckpointing = true;
    const TrainingTime recomputed = time(ckpt);
    EXPECT_DOUBLE_EQ(recomputed.utilisation, plain.utilisation);
    const double att = 2.0 * 28 * 4096 * 3072; // causal attention forward per token
    const double p = static_cast<double>(recomputed.modelFlopsPerToken - 3 * att) / 6.0;
    const double a = TrainingEfficiency::fitted().attention;
    // The matmuls' share of a step; the optimizer step beside them does not grow with recomputation or compile.
    const auto matmuls = [](const TrainingTime& t) { return t.computeSecondsPerStep - t.overheads.gpuSeconds(); };
    EXPECT_NEAR(matmuls(recomputed) / matmuls(plain), (8 * p + 4 * att / a) / (6 * p + 3 * att / a), 1e-9);
    EXPECT_DOUBLE_EQ(recomputed.overheads.optimizerSeconds, plain.overheads.optimizerSeconds);
    EXPECT_LT(recomputed.mfu, plain.mfu); // the same kernels, more work per model FLOP

    Need compiled = n;
    compiled.savers.compile = true;
    EXPECT_NEAR(matmuls(plain) / matmuls(time(compiled)), TrainingEfficiency::fitted().compile, 1e-9);

    Need lora = n;
    lora.task = Task::Lora;
    EXPECT_NEAR(time(lora).utilisation / plain.utilisation, TrainingEfficiency::fitted().lora, 1e-9);

    // A given MFU is against 6 × parameters + attention, whatever the method recomputes.
    ckpt.mfu = 0.5;
    const TrainingTime given = time(ckpt);
    EXPECT_DOUBLE_EQ(given.mfu, 0.5);
    EXPECT_NEAR(given.gpuHours * 3600.0, given.modelFlopsPerToken * 1e9 / (312e12 * 0.5), 1e-6);

    // Paged optimizer states that do not fit beside the rest cross PCIe each step; on a card with room they do not.
    Need paged = n;
    paged.gradientCheckpointing = true;
    paged.optimizer = Optimizer::PagedAdamW8bit;
    paged.seq = 2048;
    paged.savers.optimizerInBackward = paged.savers.chunkedLoss = true; // torchtune's single-card recipe
    const MemoryEstimate pm = estimate("llama-3.1-8b", paged);
    const ModelArchitecture llama8b = model("llama-3.1-8b");
    const GpuSpec rtx4090 = *GpuCatalog::builtIn().find(QStringLiteral("rtx-4090"));
    const TrainingTime small = PerformanceEstimator::trainingTime(llama8b, pm, paged, rtx4090, 1e9, false);
    const double room = static_cast<double>(rtx4090.memoryBytes()) * 0.95 - pm.total();
    ASSERT_GT(room, 0);
    EXPECT_NEAR(small.hostTransferSecondsPerStep, 2.0 * (pm.pagedOptimizer - room) / 25e9, 1e-9);
    EXPECT_EQ(PerformanceEstimator::trainingTime(llama8b, pm, paged, a100, 1e9, false).hostTransferSecondsPerStep, 0);
}

TEST(PerformanceEstimator, PcieAndSlowFabricsScaleWorseThanNvlink)
{
    Need n = training(Task::Full, Precision::AmpBf16);
    n.seq = 2048;
    n.gpus = 16;
    n.zeroStage = 3;
    const GpuSpec h100 = *GpuCatalog::builtIn().find(QStringLiteral("h100-sxm"));
    const MemoryEstimate e = estimate("llama-2-7b", n);
    const ModelArchitecture m = model("llama-2-7b");
    const auto time = [&](bool nvlink, double fabricGbps) {
        return PerformanceEstimator::trainingTime(
            m, e, n, h100, Topology::cluster(h100, 8, 2, nvlink, fabricGbps, QStringLiteral("test")), 1e9, false);
    };
    const TrainingTime nvlinkFast = time(true, 3200);
    const TrainingTime pcieFast = time(false, 3200);
    const TrainingTime nvlinkSlow = time(true, 100);
    EXPECT_LT(nvlinkFast.wallHours, pcieFast.wallHours);
    EXPECT_LT(pcieFast.wallHours, nvlinkSlow.wallHours); // 100 Gb/s across nodes is the narrowest link of all
    EXPECT_GT(nvlinkSlow.exposedCommunicationSecondsPerStep, 0.0);
    // Same FLOPs whatever the links: only the time differs.
    EXPECT_DOUBLE_EQ(nvlinkFast.flops, nvlinkSlow.flops);
}

TEST(PerformanceEstimator, DecodeIsBandwidthBoundAtLowConcurrency)
{
    Need n;
    n.task = Task::Inference;
    n.context = 1;
    const GpuSpec h100 = *GpuCatalog::builtIn().find(QStringLiteral("h100-sxm"));
    const MemoryEstimate e = estimate("llama-2-7b", n);
    const ServingThroughput s = PerformanceEstimator::serving(model("llama-2-7b"), e, n, h100);
    EXPECT_TRUE(s.memoryBound);
    const ServingEfficiency& se = ServingEfficiency::fitted();
    const double step =
        (kLlama2_7b * 2 + 524288) / (3350e9 * se.bandwidth[0]) + 32 * se.layerOverheadMicroseconds[0] * 1e-6;
    EXPECT_NEAR(s.decodeTokensPerSecond, 1.0 / step, 0.01);
    // Each engine has its own bandwidth share and step cost; int4 weights are read at the engine's int4 share, and
    // llama.cpp's int4 is GGUF Q4_K_M (4.85 bits per weight).
    for (const Engine engine : {Engine::Sglang, Engine::LlamaCpp, Engine::Transformers}) {
        Need on = n;
        on.engine = engine;
        const auto i = static_cast<size_t>(engine);
        const double engineStep =
            (kLlama2_7b * 2 + 524288) / (3350e9 * se.bandwidth[i]) + 32 * se.layerOverheadMicroseconds[i] * 1e-6;
        EXPECT_NEAR(PerformanceEstimator::serving(model("llama-2-7b"), e, on, h100).decodeTokensPerSecond,
                    1.0 / engineStep, 0.01)
            << engineCode(engine).toStdString();
    }
    Need q4 = n;
    q4.engine = Engine::LlamaCpp;
    q4.precision = Precision::Int4;
    const MemoryEstimate gguf = estimate("llama-2-7b", q4);
    q4.engine = Engine::Vllm;
    EXPECT_GT(gguf.weights, estimate("llama-2-7b", q4).weights * 1.1);
    // At high concurrency the step becomes compute-bound and per-sequence speed drops.
    n.concurrency = 512;
    const ServingThroughput busy =
        PerformanceEstimator::serving(model("llama-2-7b"), estimate("llama-2-7b", n), n, h100);
    EXPECT_LT(busy.decodeTokensPerSecond, s.decodeTokensPerSecond);
    EXPECT_GT(busy.aggregateDecodeTokensPerSecond, 50 * s.decodeTokensPerSecond);
}

TEST(FitSearch, FindsTheFewestCardsPerGpuAndSortsThem)
{
    Need lora = training(Task::Lora);
    lora.seq = 2048;
    lora.gradientCheckpointing = true;
    lora.tokens = 1e8;
    const auto fits = FitSearch::run(model("llama-2-7b"), lora, GpuCatalog::builtIn().gpus());
    ASSERT_TRUE(fits.ok());
    ASSERT_EQ(fits->size(), GpuCatalog::builtIn().gpus().size());
    const auto find = [](const QList<GpuFit>& list, const char* id) {
        for (const GpuFit& f : list)
            if (f.gpu.id == QLatin1String(id))
                return f;
        ADD_FAILURE() << id << " is not in the fit list";
        return GpuFit{};
    };
    EXPECT_EQ(find(*fits, "rtx-4090").gpusNeeded, 1);
    EXPECT_TRUE(find(*fits, "rtx-4090").time.has_value());
    EXPECT_EQ(find(*fits, "t4").gpusNeeded, 1); // 12.6 GiB of bf16 weights leave room on 16 GiB at this size
    const auto bigger = FitSearch::run(model("llama-2-13b"), lora, GpuCatalog::builtIn().gpus());
    ASSERT_TRUE(bigger.ok());
    const GpuFit rtx = find(*bigger, "rtx-4090");
    EXPECT_EQ(rtx.gpusNeeded, 2); // 24.2 GiB of weights alone: shard them with ZeRO-3
    EXPECT_EQ(rtx.zeroStage, 3);
    EXPECT_EQ(rtx.interconnect, InterconnectNeed::Pcie);
    for (qsizetype i = 1; i < fits->size(); ++i) {
        const GpuFit& a = fits->at(i - 1);
        const GpuFit& b = fits->at(i);
        EXPECT_TRUE(a.fits >= b.fits);
        if (a.fits && b.fits) {
            EXPECT_LE(a.gpusNeeded, b.gpusNeeded);
        }
    }

    Need serve;
    serve.task = Task::Inference;
    serve.context = 4096;
    serve.concurrency = 8;
    const auto big = FitSearch::run(model("llama-2-70b"), serve, GpuCatalog::builtIn().gpus());
    ASSERT_TRUE(big.ok());
    const GpuFit a100 = find(*big, "a100-80gb");
    EXPECT_EQ(a100.gpusNeeded, 2);
    EXPECT_EQ(a100.tensorParallel, 2);
    EXPECT_EQ(a100.interconnect, InterconnectNeed::NvLink);
    EXPECT_TRUE(a100.interconnectAvailable);
    EXPECT_TRUE(a100.throughput.has_value());
    EXPECT_FALSE(find(*big, "l40s").interconnectAvailable); // tensor parallel over PCIe only
}
