#include "estimator/PerformanceEstimator.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gp {

namespace K = PerformanceConstants;

double PerformanceEstimator::defaultMfu(const Need& need)
{
    if (need.task == Task::Qlora)
        return K::kMfuQlora;
    if (need.task == Task::Inference)
        return K::kMfuPrefill;
    // Without FlashAttention the attention matrix round-trips through memory: a fifth slower is typical.
    return need.flashAttention ? K::kMfuTraining : K::kMfuTraining * 0.8;
}

double PerformanceEstimator::scalingEfficiency(const Need& need, const GpuSpec& gpu)
{
    double efficiency = 1.0;
    const qint64 dp = need.gpus / std::max<qint64>(1, need.tensorParallel);
    if (dp > 1) {
        if (gpu.hasFastInterconnect())
            efficiency *= K::kScalingFastInterconnect;
        else
            efficiency *= need.zeroStage == 3 ? K::kScalingPcieZero3 : K::kScalingPcie;
    }
    if (need.tensorParallel > 1)
        efficiency *= gpu.hasFastInterconnect() ? K::kTensorParallelFast : K::kTensorParallelPcie;
    return efficiency;
}

TrainingTime PerformanceEstimator::trainingTime(const ModelArchitecture& model,
                                                const MemoryEstimate& memory,
                                                const Need& need,
                                                const GpuSpec& gpu,
                                                double tokens,
                                                bool explain)
{
    TrainingTime t;
    const double n = static_cast<double>(memory.activeParameters);
    const double trainable = static_cast<double>(memory.trainableParameters);
    const double L = static_cast<double>(model.numLayers);
    // Causal attention: QKᵀ and AV cost 2·s·d_q FLOPs per token and layer forward (half of the full square),
    // backward twice that.
    const double attentionForward = 2.0 * L * static_cast<double>(need.seq) * static_cast<double>(model.queryDim());
    double perToken = 0;
    switch (need.task) {
    case Task::Full:
        perToken = 6.0 * n + 3.0 * attentionForward;
        break;
    case Task::Freeze: {
        // Forward through everything, backward only through the trained top layers.
        const double share = std::min(1.0, static_cast<double>(need.freezeTrainableLayers) / L);
        perToken = 2.0 * n + 4.0 * share * n + (1.0 + 2.0 * share) * attentionForward;
        break;
    }
    case Task::Lora:
    case Task::Qlora:
        // Frozen weights still pass gradients to their inputs (2N) but need no weight gradients.
        perToken = 4.0 * n + 6.0 * trainable + 3.0 * attentionForward;
        break;
    case Task::Inference:
        perToken = 2.0 * n + attentionForward;
        break;
    }
    if (need.gradientCheckpointing && need.isTraining())
        perToken += 2.0 * n + attentionForward; // the forward pass runs twice
    t.flopsPerToken = perToken;
    t.flops = perToken * tokens;
    t.mfu = need.mfu.value_or(defaultMfu(need));
    t.scalingEfficiency = scalingEfficiency(need, gpu);
    const double peak = gpu.computeTflops(need.precision) * 1e12;
    const double clusterRate = peak * t.mfu * t.scalingEfficiency * static_cast<double>(need.gpus);
    t.wallHours = clusterRate > 0 ? t.flops / clusterRate / 3600.0 : 0.0;
    t.gpuHours = t.wallHours * static_cast<double>(need.gpus);
    if (explain) {
        t.assumptions << tr("%1 FLOPs per token (%2) at %3 % MFU of %4 dense TFLOPS on %5.")
                             .arg(QLocale().toString(perToken, 'g', 3),
                                  need.task == Task::Full ? tr("6 × parameters plus causal attention")
                                                          : tr("forward, backward and attention terms for this method"),
                                  QLocale().toString(t.mfu * 100, 'f', 0),
                                  QLocale().toString(gpu.computeTflops(need.precision), 'f', 1), gpu.name);
        if (need.gpus > 1)
            t.assumptions << tr("%1 GPUs scale at %2 % efficiency over %3.")
                                 .arg(need.gpus)
                                 .arg(QLocale().toString(t.scalingEfficiency * 100, 'f', 0), gpu.interconnect);
    }
    return t;
}

ServingThroughput PerformanceEstimator::serving(
    const ModelArchitecture& model, const MemoryEstimate& memory, const Need& need, const GpuSpec& gpu, bool explain)
{
    ServingThroughput s;
    const double tp = static_cast<double>(need.tensorParallel);
    const double tpEfficiency = need.tensorParallel <= 1    ? 1.0
                                : gpu.hasFastInterconnect() ? K::kTensorParallelFast
                                                            : K::kTensorParallelPcie;
    const double n = static_cast<double>(memory.activeParameters);
    const double peak = gpu.computeTflops(need.precision) * 1e12 * tp;
    const double mfu = need.mfu.value_or(K::kMfuPrefill);
    const double attentionPerToken = 2.0 * static_cast<double>(model.numLayers) * static_cast<double>(need.context) *
                                     static_cast<double>(model.queryDim());
    s.prefillTokensPerSecond = peak * mfu * tpEfficiency / (2.0 * n + attentionPerToken);

    // Every decode step streams the weights and each sequence's KV cache from memory once.
    const double kvBytesPerToken = static_cast<double>(memory.kvCacheBytesPerToken);
    const double weightBytes = memory.weights * tp; // memory.weights is per GPU
    const double concurrency = static_cast<double>(need.concurrency);
    const double bytesPerStep = weightBytes + concurrency * static_cast<double>(need.context) * kvBytesPerToken;
    const double bandwidth = gpu.bandwidthGBps * 1e9 * tp * K::kDecodeBandwidthEfficiency;
    const double memoryTime = bytesPerStep / bandwidth;
    const double computeTime = concurrency * (2.0 * n + attentionPerToken) / (peak * mfu);
    const double step = std::max(memoryTime, computeTime) / tpEfficiency;
    s.memoryBound = memoryTime >= computeTime;
    s.decodeTokensPerSecond = 1.0 / step;
    s.aggregateDecodeTokensPerSecond = concurrency / step;

    const double budget = static_cast<double>(gpu.memoryBytes()) * need.gpuMemoryUtilization;
    const double fixed = memory.weights + memory.activations + memory.cudaContext;
    const double perSequence =
        static_cast<double>(need.context) * kvBytesPerToken / std::min(tp, static_cast<double>(model.numKvHeads));
    s.maxConcurrency = budget > fixed && perSequence > 0 ? static_cast<qint64>((budget - fixed) / perSequence) : 0;
    if (explain) {
        s.assumptions << tr("Decode reads the weights and the KV cache once per step at %1 % of %2 GB/s; prefill runs "
                            "at %3 % MFU.")
                             .arg(QLocale().toString(K::kDecodeBandwidthEfficiency * 100, 'f', 0),
                                  QLocale().toString(gpu.bandwidthGBps, 'f', 0), QLocale().toString(mfu * 100, 'f', 0));
        s.assumptions << tr("Concurrency is limited by the KV cache left under %1 % of the GPU's memory.")
                             .arg(QLocale().toString(need.gpuMemoryUtilization * 100, 'f', 0));
    }
    return s;
}

} // namespace gp
