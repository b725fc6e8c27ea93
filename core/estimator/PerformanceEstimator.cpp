#include "core/estimator/PerformanceEstimator.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gp {

namespace K = PerformanceConstants;

double denseTflops(const GpuSpec& gpu, Precision precision)
{
    switch (precision) {
    case Precision::Fp32:
        return gpu.tflopsFp32;
    case Precision::Bf16:
    case Precision::AmpBf16:
        return gpu.tflopsBf16 > 0 ? gpu.tflopsBf16 : gpu.tflopsFp16;
    case Precision::Fp16:
    case Precision::AmpFp16:
    case Precision::Int8: // weight-only quantization: the matmuls still run in 16 bits
    case Precision::Int4:
        return gpu.tflopsFp16 > 0 ? gpu.tflopsFp16 : gpu.tflopsBf16;
    }
    return gpu.tflopsFp16;
}

double PerformanceEstimator::defaultMfu(const Need& need)
{
    if (need.task == Task::Qlora)
        return K::kMfuQlora;
    if (need.task == Task::Inference)
        return K::kMfuPrefill;
    // Without FlashAttention the attention matrix round-trips through memory: a fifth slower is typical.
    return need.flashAttention ? K::kMfuTraining : K::kMfuTraining * 0.8;
}

Topology Topology::singleNode(const GpuSpec& gpu, qint64 cards, bool nvlink)
{
    Topology t;
    t.cardsPerNode = cards;
    // An NVLink bridge joins pairs of cards; beyond two, collectives cross PCIe.
    const bool fast =
        nvlink && gpu.hasFastInterconnect() && (gpu.interconnect != QLatin1String("nvlink-bridge") || cards <= 2);
    t.intraNodeGBps = fast ? gpu.interconnectGBps * K::kCollectiveEfficiency : K::kPcieCollectiveGBps;
    return t;
}

Topology Topology::cluster(
    const GpuSpec& gpu, qint64 cardsPerNode, qint64 nodes, bool nvlink, double fabricGbps, const QString& fabric)
{
    Topology t = singleNode(gpu, cardsPerNode, nvlink);
    t.nodes = nodes;
    t.interNodeGBps = fabricGbps / 8.0 / static_cast<double>(std::max<qint64>(1, cardsPerNode));
    t.fabric = fabric;
    return t;
}

TrainingTime PerformanceEstimator::trainingTime(const ModelArchitecture& model,
                                                const MemoryEstimate& memory,
                                                const Need& need,
                                                const GpuSpec& gpu,
                                                double tokens,
                                                bool explain)
{
    const qint64 perNode = std::min<qint64>(need.gpus, 8);
    const qint64 nodes = (need.gpus + perNode - 1) / perNode;
    const Topology topology =
        nodes > 1 ? Topology::cluster(
                        gpu, perNode, nodes, true, K::kAssumedFabricGbpsPerNode,
                        tr("an assumed %1 Gb/s fabric").arg(QLocale().toString(K::kAssumedFabricGbpsPerNode, 'f', 0)))
                  : Topology::singleNode(gpu, perNode, true);
    return trainingTime(model, memory, need, gpu, topology, tokens, explain);
}

TrainingTime PerformanceEstimator::trainingTime(const ModelArchitecture& model,
                                                const MemoryEstimate& memory,
                                                const Need& need,
                                                const GpuSpec& gpu,
                                                const Topology& topology,
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
    const double peak = denseTflops(gpu, need.precision) * 1e12;
    const double gpus = static_cast<double>(need.gpus);
    const double tp = static_cast<double>(std::max<qint64>(1, need.tensorParallel));
    const double pp = static_cast<double>(std::max<qint64>(1, need.pipelineParallel));
    const double dp = std::max(1.0, gpus / (tp * pp));

    // One optimizer step: every data-parallel replica runs one micro-batch.
    const double stepTokens = static_cast<double>(need.batch * need.seq) * dp;
    const double idealStep = peak > 0 ? perToken * stepTokens / (gpus * peak * t.mfu) : 0.0;
    double computeStep = idealStep;
    if (tp > 1) // tensor parallel all-reduces twice per layer, forward and backward, inside the node
        computeStep /=
            topology.intraNodeGBps >= K::kPcieCollectiveGBps * 2 ? K::kTensorParallelFast : K::kTensorParallelPcie;
    double bubble = 0;
    if (pp > 1) {
        const double microBatches = K::kPipelineMicroBatchesPerStage * pp;
        bubble = (pp - 1.0) / (microBatches + pp - 1.0);
        computeStep /= 1.0 - bubble;
    }
    // Data-parallel traffic per GPU and step: ring all-reduce of the gradients (2·(dp−1)/dp of their bytes); ZeRO-3
    // instead reduce-scatters them and all-gathers the weights twice (forward and backward).
    double bytes = 0;
    if (dp > 1) {
        const bool fp32 = need.precision == Precision::Fp32;
        const bool adapters = need.task == Task::Lora || need.task == Task::Qlora;
        const double gradBytes = trainable / (tp * pp) * (fp32 || adapters ? 4.0 : 2.0);
        const double weightElement = need.task == Task::Qlora ? 0.5 : fp32 ? 4.0 : 2.0;
        const double weightBytes = static_cast<double>(memory.parameters) / (tp * pp) * weightElement;
        const double share = (dp - 1.0) / dp;
        bytes = need.zeroStage == 3 ? share * (gradBytes + 2.0 * weightBytes) : 2.0 * share * gradBytes;
    }
    const double bus =
        topology.nodes > 1 ? std::min(topology.intraNodeGBps, topology.interNodeGBps) : topology.intraNodeGBps;
    t.communicationSecondsPerStep = bytes > 0 && bus > 0 ? bytes / (bus * 1e9) : 0.0;
    t.exposedCommunicationSecondsPerStep =
        std::max(0.0, t.communicationSecondsPerStep - K::kCommunicationOverlap * computeStep);
    t.computeSecondsPerStep = computeStep;
    const double step = computeStep + t.exposedCommunicationSecondsPerStep;
    t.scalingEfficiency = step > 0 ? idealStep / step : 1.0;
    t.wallHours = stepTokens > 0 ? tokens / stepTokens * step / 3600.0 : 0.0;
    t.gpuHours = t.wallHours * gpus;
    if (explain) {
        t.assumptions << tr("%1 FLOPs per token (%2) at %3 % MFU of %4 dense TFLOPS on %5.")
                             .arg(QLocale().toString(perToken, 'g', 3),
                                  need.task == Task::Full ? tr("6 × parameters plus causal attention")
                                                          : tr("forward, backward and attention terms for this method"),
                                  QLocale().toString(t.mfu * 100, 'f', 0),
                                  QLocale().toString(denseTflops(gpu, need.precision), 'f', 1), gpu.name);
        if (need.gpus > 1) {
            const QString link = topology.nodes > 1 ? tr("%1 nodes × %2 cards over %3")
                                                          .arg(topology.nodes)
                                                          .arg(topology.cardsPerNode)
                                                          .arg(topology.fabric)
                                                    : gpu.interconnect;
            t.assumptions << tr("%1 GPUs (%2): each step moves %3 GB per GPU at %4 GB/s (%5 s) against %6 s of "
                                "compute; up to %7 % of the compute hides it, so the GPUs scale at %8 %.")
                                 .arg(need.gpus)
                                 .arg(link, QLocale().toString(bytes / 1e9, 'f', 2), QLocale().toString(bus, 'f', 1),
                                      QLocale().toString(t.communicationSecondsPerStep, 'g', 3),
                                      QLocale().toString(computeStep, 'g', 3),
                                      QLocale().toString(K::kCommunicationOverlap * 100, 'f', 0),
                                      QLocale().toString(t.scalingEfficiency * 100, 'f', 0));
        }
        if (bubble > 0)
            t.assumptions << tr("%1 pipeline stages with %2 micro-batches each step: %3 % of the time is bubble.")
                                 .arg(need.pipelineParallel)
                                 .arg(QLocale().toString(K::kPipelineMicroBatchesPerStage * pp, 'f', 0),
                                      QLocale().toString(bubble * 100, 'f', 0));
    }
    return t;
}

double PerformanceEstimator::decodeTokensPerSecond(const ModelArchitecture& model,
                                                   const MemoryEstimate& memory,
                                                   const Need& need,
                                                   const GpuSpec& gpu,
                                                   qint64 concurrency)
{
    Need at = need;
    at.concurrency = std::max<qint64>(1, concurrency);
    return serving(model, memory, at, gpu, false).decodeTokensPerSecond;
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
    const double peak = denseTflops(gpu, need.precision) * 1e12 * tp;
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
