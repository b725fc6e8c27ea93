#include "core/estimator/PerformanceEstimator.h"

#include "core/estimator/StepOverheads.h"

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

const TrainingEfficiency& TrainingEfficiency::fitted()
{
    static const TrainingEfficiency shipped;
    return shipped;
}

double TrainingEfficiency::peakShare(const GpuSpec& gpu) const
{
    if (gpu.architecture == QLatin1String("Hopper") || gpu.architecture == QLatin1String("Blackwell"))
        return hopper;
    return gpu.architecture.startsWith(QLatin1String("Ada")) ? ada : ampere;
}

double TrainingEfficiency::utilisation(const ModelArchitecture& model, const Need& need, const GpuSpec& gpu) const
{
    const double h = static_cast<double>(model.hiddenSize);
    const double t = static_cast<double>(need.batch * need.seq);
    double e = peakShare(gpu) * StepOverheads::powerLimit(gpu).share * h / (h + hiddenHalf) * t / (t + microBatchHalf);
    if (need.task == Task::Lora)
        e *= lora;
    else if (need.task == Task::Qlora)
        e *= qlora;
    if (need.savers.compile)
        e *= compile;
    // Without FlashAttention the attention matrix round-trips through memory: a fifth slower is typical.
    if (!need.flashAttention)
        e *= 0.8;
    return std::min(e, 1.0);
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

QString PerformanceEstimator::calibrationLabel(const SpeedCalibration& c)
{
    return tr("Calibrated on %1, %2").arg(c.host, c.at.toUTC().date().toString(Qt::ISODate));
}

QString PerformanceEstimator::calibrationNote(const SpeedCalibration& c)
{
    return tr("%1: a run on %n GPU(s) measured %2 tokens/s where the model estimated %3, so times on this GPU are "
              "divided by %4.",
              nullptr, c.gpus)
        .arg(calibrationLabel(c), QLocale().toString(c.measuredTokensPerSecond, 'f', 0),
             QLocale().toString(c.estimatedTokensPerSecond, 'f', 0), QLocale().toString(c.factor, 'f', 3));
}

Topology PerformanceEstimator::defaultTopology(const Need& need, const GpuSpec& gpu)
{
    const qint64 perNode = std::min<qint64>(need.gpus, 8);
    const qint64 nodes = (need.gpus + perNode - 1) / perNode;
    return nodes > 1
               ? Topology::cluster(
                     gpu, perNode, nodes, true, K::kAssumedFabricGbpsPerNode,
                     tr("an assumed %1 Gb/s fabric").arg(QLocale().toString(K::kAssumedFabricGbpsPerNode, 'f', 0)))
               : Topology::singleNode(gpu, perNode, true);
}

TrainingTime PerformanceEstimator::trainingTime(const ModelArchitecture& model,
                                                const MemoryEstimate& memory,
                                                const Need& need,
                                                const GpuSpec& gpu,
                                                double tokens,
                                                bool explain,
                                                const TrainingEfficiency& efficiency)
{
    return trainingTime(model, memory, need, gpu, defaultTopology(need, gpu), tokens, explain, efficiency);
}

void PerformanceEstimator::explainTraining(
    TrainingTime& t, const Need& need, const GpuSpec& gpu, const Topology& topology, const StepTerms& step)
{
    const double pp = static_cast<double>(std::max<qint64>(1, need.pipelineParallel));
    if (need.mfu)
        t.assumptions << tr("%1 model FLOPs per token (6 × parameters plus causal attention) at the given %2 % MFU "
                            "of %3 dense TFLOPS on %4.")
                             .arg(QLocale().toString(t.modelFlopsPerToken, 'g', 3),
                                  QLocale().toString(*need.mfu * 100, 'f', 0),
                                  QLocale().toString(denseTflops(gpu, need.precision), 'f', 1), gpu.name);
    else
        t.assumptions << tr("%1 FLOPs per token of work (%2) at %3 % of %4 dense TFLOPS on %5, from the fitted "
                            "efficiency model: %6 % MFU.")
                             .arg(QLocale().toString(step.perToken, 'g', 3),
                                  need.gradientCheckpointing
                                      ? tr("this method's passes, the recomputed forward included")
                                      : tr("this method's forward and backward passes"),
                                  QLocale().toString(t.utilisation * 100, 'f', 0),
                                  QLocale().toString(denseTflops(gpu, need.precision), 'f', 1), gpu.name,
                                  QLocale().toString(t.mfu * 100, 'f', 0));
    if (t.calibration)
        t.assumptions << calibrationNote(*t.calibration);
    if (t.hostTransferSecondsPerStep > 0)
        t.assumptions << tr("Host memory transfers add %1 s to each step (offloaded activations or paged "
                            "optimizer states over a %2 GB/s PCIe link).")
                             .arg(QLocale().toString(t.hostTransferSecondsPerStep, 'g', 3),
                                  QLocale().toString(K::kHostLinkGBps, 'f', 0));
    if (need.gpus > 1) {
        const QString link =
            topology.nodes > 1
                ? tr("%1 nodes × %2 cards over %3").arg(topology.nodes).arg(topology.cardsPerNode).arg(topology.fabric)
                : gpu.interconnect;
        t.assumptions << tr("%1 GPUs (%2): each step moves %3 GB per GPU at %4 GB/s (%5 s) against %6 s of "
                            "compute; up to %7 % of the compute hides it, so the GPUs scale at %8 %.")
                             .arg(need.gpus)
                             .arg(link, QLocale().toString(step.bytes / 1e9, 'f', 2),
                                  QLocale().toString(step.bus, 'f', 1),
                                  QLocale().toString(t.communicationSecondsPerStep, 'g', 3),
                                  QLocale().toString(t.computeSecondsPerStep, 'g', 3),
                                  QLocale().toString(K::kCommunicationOverlap * 100, 'f', 0),
                                  QLocale().toString(t.scalingEfficiency * 100, 'f', 0));
    }
    if (step.bubble > 0)
        t.assumptions << tr("%1 pipeline stages with %2 micro-batches each step: %3 % of the time is bubble.")
                             .arg(need.pipelineParallel)
                             .arg(QLocale().toString(K::kPipelineMicroBatchesPerStage * pp, 'f', 0),
                                  QLocale().toString(step.bubble * 100, 'f', 0));
    if (const QString power = StepOverheads::explainPowerLimit(gpu); !power.isEmpty() && !need.mfu)
        t.assumptions << power;
    t.assumptions << t.overheads.explain(gpu, step.matmuls);
}

TrainingTime PerformanceEstimator::trainingTime(const ModelArchitecture& model,
                                                const MemoryEstimate& memory,
                                                const Need& need,
                                                const GpuSpec& gpu,
                                                const Topology& topology,
                                                double tokens,
                                                bool explain,
                                                const TrainingEfficiency& efficiency)
{
    TrainingTime t;
    const double n = static_cast<double>(memory.activeParameters);
    const double trainable = static_cast<double>(memory.trainableParameters);
    const double L = static_cast<double>(model.numLayers);
    // Causal attention: QKᵀ and AV cost 2·s·d_q FLOPs per token and layer forward (half of the full square),
    // backward twice that.
    const double attentionForward = 2.0 * L * static_cast<double>(need.seq) * static_cast<double>(model.queryDim());
    // The work per token, split into matrix multiplies and attention because attention kernels run slower.
    double linear = 0;
    double attention = 0;
    switch (need.task) {
    case Task::Full:
        linear = 6.0 * n;
        attention = 3.0 * attentionForward;
        break;
    case Task::Freeze: {
        // Forward through everything, backward only through the trained top layers.
        const double share = std::min(1.0, static_cast<double>(need.freezeTrainableLayers) / L);
        linear = 2.0 * n + 4.0 * share * n;
        attention = (1.0 + 2.0 * share) * attentionForward;
        break;
    }
    case Task::Lora:
    case Task::Qlora:
        // Frozen weights still pass gradients to their inputs (2N) but need no weight gradients.
        linear = 4.0 * n + 6.0 * trainable;
        attention = 3.0 * attentionForward;
        break;
    case Task::Inference:
        linear = 2.0 * n;
        attention = attentionForward;
        break;
    }
    if (need.gradientCheckpointing && need.isTraining()) { // the forward pass runs twice
        linear += 2.0 * n;
        attention += attentionForward;
    }
    const double perToken = linear + attention;
    t.flopsPerToken = perToken;
    t.flops = perToken * tokens;
    t.modelFlopsPerToken = 6.0 * n + 3.0 * attentionForward;
    const double peak = denseTflops(gpu, need.precision) * 1e12;
    const double gpus = static_cast<double>(need.gpus);
    const double tp = static_cast<double>(std::max<qint64>(1, need.tensorParallel));
    const double pp = static_cast<double>(std::max<qint64>(1, need.pipelineParallel));
    const double dp = std::max(1.0, gpus / (tp * pp));

    // One optimizer step: every data-parallel replica runs one micro-batch.
    const double stepTokens = static_cast<double>(need.batch * need.seq) * dp;
    // A given MFU (measured, or the user's own) replaces the efficiency model: it already includes whatever the run
    // recomputed and however its kernels ran.
    t.utilisation = need.mfu ? *need.mfu * perToken / t.modelFlopsPerToken : efficiency.utilisation(model, need, gpu);
    const double weightedWork = need.mfu ? perToken : linear + attention / efficiency.attention;
    const double idealStep =
        peak > 0 && t.utilisation > 0 ? weightedWork * stepTokens / (gpus * peak * t.utilisation) : 0.0;
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
    // What the matmuls' FLOPs leave out: dequantisation, adapters' kernels, kernels the host cannot issue fast enough.
    // A given MFU already holds them.
    if (!need.mfu)
        t.overheads = StepOverheads::of(model, memory, need, gpu);
    const double matmuls = computeStep;
    computeStep = t.overheads.stepSeconds(matmuls);
    // The backward pass hides gradient traffic; the optimizer step waits for it, so it hides none.
    t.exposedCommunicationSecondsPerStep = std::max(
        0.0, t.communicationSecondsPerStep - K::kCommunicationOverlap * (computeStep - t.overheads.optimizerSeconds));
    t.computeSecondsPerStep = computeStep;
    // Host memory: offloaded activations cross PCIe out and back each step, behind the compute where they fit;
    // paged optimizer states that do not fit beside the rest are paged in and out around every optimizer step.
    const double hostLink = K::kHostLinkGBps * 1e9;
    const double offload = std::max(0.0, 2.0 * memory.offloadedActivations / hostLink - computeStep);
    const double room = static_cast<double>(gpu.memoryBytes()) * 0.95 - memory.total();
    const double spilled = std::max(0.0, memory.pagedOptimizer - std::max(0.0, room));
    t.hostTransferSecondsPerStep = offload + 2.0 * spilled / hostLink;
    const double step = computeStep + t.exposedCommunicationSecondsPerStep + t.hostTransferSecondsPerStep;
    t.scalingEfficiency = step > 0 ? t.overheads.stepSeconds(idealStep) / step : 1.0;
    t.wallHours = stepTokens > 0 ? tokens / stepTokens * step / 3600.0 : 0.0;
    t.gpuHours = t.wallHours * gpus;
    t.mfu = need.mfu
                ? *need.mfu
                : (t.gpuHours > 0 && peak > 0 ? t.modelFlopsPerToken * tokens / (peak * t.gpuHours * 3600.0) : 0.0);
    if (const SpeedCalibration* c = need.calibrationFor(gpu.id); c && c->factor > 0) {
        // Measured on the user's own run: the whole step, whatever the model splits it into, so the whole time.
        t.calibration = *c;
        t.wallHours /= c->factor;
        t.gpuHours /= c->factor;
        t.mfu *= c->factor;
    }
    // How far off such estimates were on published runs nobody fitted (a measured speed: the measurement's spread).
    t.band = need.mfu ? EstimateBand{} : ErrorBands::trainingTime(need, gpu);
    if (explain)
        explainTraining(t, need, gpu, topology, {perToken, bytes, bus, matmuls, bubble});
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

const ServingEfficiency& ServingEfficiency::fitted()
{
    static const ServingEfficiency shipped;
    return shipped;
}

double ServingEfficiency::bandwidthShare(Engine engine, Precision precision) const
{
    const double share = bandwidth.at(static_cast<size_t>(engine));
    return precision == Precision::Int8 ? share * int8 : precision == Precision::Int4 ? share * int4 : share;
}

double ServingEfficiency::stepOverheadSeconds(Engine engine, const ModelArchitecture& model) const
{
    return layerOverheadMicroseconds.at(static_cast<size_t>(engine)) * 1e-6 * static_cast<double>(model.numLayers);
}

ServingThroughput PerformanceEstimator::serving(const ModelArchitecture& model,
                                                const MemoryEstimate& memory,
                                                const Need& need,
                                                const GpuSpec& gpu,
                                                bool explain,
                                                const ServingEfficiency& efficiency)
{
    ServingThroughput s;
    const double tp = static_cast<double>(need.tensorParallel);
    const double tpEfficiency = need.tensorParallel <= 1    ? 1.0
                                : gpu.hasFastInterconnect() ? K::kTensorParallelFast
                                                            : K::kTensorParallelPcie;
    const double n = static_cast<double>(memory.activeParameters);
    const double peak = denseTflops(gpu, need.precision) * 1e12 * tp * StepOverheads::powerLimit(gpu).share;
    const double mfu = need.mfu.value_or(K::kMfuPrefill);
    const double attentionPerToken = 2.0 * static_cast<double>(model.numLayers) * static_cast<double>(need.context) *
                                     static_cast<double>(model.queryDim());
    s.prefillTokensPerSecond = peak * mfu * tpEfficiency / (2.0 * n + attentionPerToken);

    // Every decode step streams the weights and each sequence's KV cache from memory once.
    const double kvBytesPerToken = static_cast<double>(memory.kvCacheBytesPerToken);
    const double weightBytes = memory.weights * tp; // memory.weights is per GPU
    const double concurrency = static_cast<double>(need.concurrency);
    const double bytesPerStep = weightBytes + concurrency * static_cast<double>(need.context) * kvBytesPerToken;
    const double share = efficiency.bandwidthShare(need.engine, need.precision);
    const double bandwidth = gpu.bandwidthGBps * 1e9 * tp * share;
    const double memoryTime = bytesPerStep / bandwidth;
    const double computeTime = concurrency * (2.0 * n + attentionPerToken) / (peak * efficiency.batchedCompute);
    const double overhead = efficiency.stepOverheadSeconds(need.engine, model);
    const double step = std::max(memoryTime, computeTime) / tpEfficiency + overhead;
    s.memoryBound = memoryTime >= computeTime;
    s.decodeTokensPerSecond = 1.0 / step;
    s.aggregateDecodeTokensPerSecond = concurrency / step;

    const double budget = static_cast<double>(gpu.memoryBytes()) * need.gpuMemoryUtilization;
    const double fixed = memory.weights + memory.activations + memory.cudaContext;
    const double perSequence =
        static_cast<double>(need.context) * kvBytesPerToken / std::min(tp, static_cast<double>(model.numKvHeads));
    s.maxConcurrency = budget > fixed && perSequence > 0 ? static_cast<qint64>((budget - fixed) / perSequence) : 0;
    if (explain) {
        s.assumptions << tr("%1 decodes reading the weights and the KV cache once per step at %2 % of %3 GB/s, plus "
                            "%4 ms per step of its own; prefill runs at %5 % MFU.")
                             .arg(engineCode(need.engine), QLocale().toString(share * 100, 'f', 0),
                                  QLocale().toString(gpu.bandwidthGBps, 'f', 0),
                                  QLocale().toString(overhead * 1000, 'f', 2), QLocale().toString(mfu * 100, 'f', 0));
        s.assumptions << tr("Concurrency is limited by the KV cache left under %1 % of the GPU's memory.")
                             .arg(QLocale().toString(need.gpuMemoryUtilization * 100, 'f', 0));
    }
    s.decodeBand = ErrorBands::decodeSpeed(need);
    return s;
}

} // namespace gp
