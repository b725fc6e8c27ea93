#include "core/estimator/StepOverheads.h"

#include <QHash>
#include <QLocale>

#include <algorithm>
#include <cstring>

namespace gp {

namespace C = StepOverheadConstants;

namespace {

// Watts per sustained dense 16-bit TFLOPS of each generation, from a matmul measured on a card held back by its power
// limit, and the card whose runs the generation's efficiency constant was fitted on.
struct Generation
{
    const char* architecture; // GpuSpec::architecture starts with it
    double watts;
    double sustainedTflops;
    const char* reference; // catalog id; null where no runs of the generation were fitted
};

constexpr Generation kGenerations[] = {
    {"Ampere", 250.0, 158.0, "a100-80gb"}, // A100 PCIe 40 GB under cuBLAS/CUTLASS (NVIDIA/cutlass#956)
    {"Ada", 72.0, 58.0, "rtx-4090"},       // L4, 8192² and 10240² BF16 matmuls (torch-performance-test-data#120)
    {"Hopper", 700.0, 794.5, "h100-sxm"},  // H100 SXM maximum achievable matmul (stas00/ml-engineering)
    {"Blackwell", 1000.0, 1745.0, "b200"}, // B200 SXM, same table
    {"Turing", 70.0, 24.0, nullptr},       // T4 under sustained cuBLAS matmuls (NVIDIA developer forum 264462)
    {"Volta", 70.0, 24.0, nullptr},        // no power-limited Volta measurement: Turing's, the same 12 nm process
};

const Generation* generationOf(const GpuSpec& gpu)
{
    for (const Generation& g : kGenerations) {
        if (gpu.architecture.startsWith(QLatin1String(g.architecture)))
            return &g;
    }
    return nullptr;
}

double datasheetTflops(const GpuSpec& gpu)
{
    return gpu.tflopsBf16 > 0 ? gpu.tflopsBf16 : gpu.tflopsFp16;
}

// The share of its datasheet rate a card sustains at its board power.
double sustainedShare(const GpuSpec& gpu, const Generation& g)
{
    const double datasheet = datasheetTflops(gpu);
    if (datasheet <= 0 || gpu.tdpWatts <= 0 || gpu.tflopsMeasured)
        return 1.0;
    return std::min(1.0, gpu.tdpWatts / (g.watts / g.sustainedTflops) / datasheet);
}

// The reference card's own share, looked up once: every training estimate and every fit evaluation asks for it.
double referenceShare(const Generation& g)
{
    static const QHash<const Generation*, double> shares = [] {
        QHash<const Generation*, double> h;
        for (const Generation& each : kGenerations) {
            const auto ref = each.reference ? GpuCatalog::builtIn().find(QLatin1String(each.reference)) : std::nullopt;
            h.insert(&each, ref ? sustainedShare(*ref, each) : 1.0);
        }
        return h;
    }();
    return shares.value(&g, 1.0);
}

} // namespace

PowerLimit StepOverheads::powerLimit(const GpuSpec& gpu)
{
    PowerLimit p;
    const Generation* g = generationOf(gpu);
    if (!g)
        return p;
    p.wattsPerTflops = g->watts / g->sustainedTflops;
    p.share = std::min(1.0, sustainedShare(gpu, *g) / referenceShare(*g));
    if (p.share < 1.0)
        p.sustainedTflops = gpu.tdpWatts / p.wattsPerTflops;
    return p;
}

StepOverheads
StepOverheads::of(const ModelArchitecture& model, const MemoryEstimate& memory, const Need& need, const GpuSpec& gpu)
{
    StepOverheads o;
    if (!need.isTraining())
        return o;
    const double split =
        static_cast<double>(std::max<qint64>(1, need.tensorParallel) * std::max<qint64>(1, need.pipelineParallel));
    const double bandwidth = gpu.bandwidthGBps * 1e9 * C::kStreamingBandwidthShare;
    const double recompute = need.gradientCheckpointing ? 1.0 : 0.0;
    if (need.task == Task::Qlora && bandwidth > 0) {
        // Forward, backward (the input gradient needs the weights again) and the recomputed forward.
        const double passes = 2.0 + recompute;
        const double quantized = static_cast<double>(countParameters(model).blockLinear) / split;
        o.dequantSeconds = passes * quantized * C::kDequantBytesPerParameter / bandwidth;
    }
    const bool adapters = need.task == Task::Lora || need.task == Task::Qlora;
    const double tokens = static_cast<double>(need.batch * need.seq);
    if (adapters && bandwidth > 0) {
        const double width = MemoryEstimator::adapterTouchedWidth(model, need.loraTargets, C::kAdapterOutputTouches);
        o.adapterSeconds = (C::kAdapterPasses + recompute) * 2.0 * width / split * tokens / bandwidth;
    }
    if (bandwidth > 0) {
        // memory.weights holds the trainable weights' master copies where there are any; for adapters only theirs
        // are stepped, which the gradients' bytes stand for.
        const double trainableShare = memory.parameters > 0 ? static_cast<double>(memory.trainableParameters) /
                                                                  static_cast<double>(memory.parameters)
                                                            : 0.0;
        // Under ZeRO each GPU steps its shard only: the estimate's states (stage 1+), gradients (2+) and weights (3)
        // are per GPU already; what it keeps whole is divided here.
        const double shard = need.zeroStage >= 1 ? std::max(1.0, static_cast<double>(need.gpus) / split) : 1.0;
        const double states = memory.optimizer + memory.pagedOptimizer;
        const double gradients = memory.gradients / (need.zeroStage == 1 ? shard : 1.0);
        const double weights =
            memory.weights * trainableShare / (need.zeroStage == 1 || need.zeroStage == 2 ? shard : 1.0);
        const double bytes = 2.0 * states + gradients + 2.0 * weights;
        o.accumulation = std::max<qint64>(1, need.gradientAccumulation);
        o.optimizerSeconds = bytes / bandwidth / static_cast<double>(o.accumulation);
    }
    // A compiled step launches fused kernels from a graph; the host no longer issues them one by one.
    if (!need.savers.compile) {
        const double layers =
            static_cast<double>(model.numLayers) / std::max(1.0, static_cast<double>(need.pipelineParallel));
        double kernels = layers * C::kKernelsPerLayerForward * (3.0 + recompute);
        if (adapters)
            kernels += layers * static_cast<double>(MemoryEstimator::adaptedMatrices(model, need.loraTargets)) *
                       C::kKernelsPerAdapter;
        o.dispatchSeconds = kernels * C::kSecondsPerKernel;
    }
    return o;
}

QStringList StepOverheads::explain(const GpuSpec& gpu, double computeSeconds) const
{
    QStringList lines;
    const auto ms = [](double s) { return QLocale().toString(s * 1000.0, 'f', s < 0.01 ? 2 : 1); };
    if (dequantSeconds > 0)
        lines << tr("Dequantising the 4-bit base weights before each pass takes %1 ms a micro-batch (%2 bytes per "
                    "parameter and pass at %3 % of %4 GB/s).")
                     .arg(ms(dequantSeconds), QLocale().toString(C::kDequantBytesPerParameter, 'f', 1),
                          QLocale().toString(C::kStreamingBandwidthShare * 100, 'f', 0),
                          QLocale().toString(gpu.bandwidthGBps, 'f', 0));
    if (adapterSeconds > 0)
        lines << tr("The LoRA adapters' own kernels read and write the activations of every adapted matrix: %1 ms a "
                    "micro-batch.")
                     .arg(ms(adapterSeconds));
    if (optimizerSeconds > 0)
        lines
            << tr("The optimizer step reads and writes every trainable parameter's states once per %n micro-batch(es): "
                  "%1 ms a micro-batch.",
                  nullptr, static_cast<int>(accumulation))
                   .arg(ms(optimizerSeconds));
    if (dispatchSeconds > computeSeconds + gpuSeconds())
        lines << tr("Issuing the micro-batch's kernels one by one takes the host %1 ms, longer than the GPU needs "
                    "(%2 ms): small micro-batches wait on kernel launches, not on FLOPs.")
                     .arg(ms(dispatchSeconds), ms(computeSeconds + gpuSeconds()));
    return lines;
}

QString StepOverheads::explainPowerLimit(const GpuSpec& gpu)
{
    const PowerLimit p = powerLimit(gpu);
    if (p.share >= 1.0)
        return {};
    return tr("%1 may draw %2 W: at about %3 W per sustained TFLOPS it holds %4 of its %5 datasheet TFLOPS, so its "
              "matmuls run at %6 % of the rate its generation's efficiency assumes.")
        .arg(gpu.name, QLocale().toString(gpu.tdpWatts, 'f', 0), QLocale().toString(p.wattsPerTflops, 'f', 2),
             QLocale().toString(p.sustainedTflops, 'f', 0), QLocale().toString(datasheetTflops(gpu), 'f', 0),
             QLocale().toString(p.share * 100, 'f', 0));
}

} // namespace gp
