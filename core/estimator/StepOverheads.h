#pragma once

#include "core/catalog/GpuCatalog.h"
#include "core/estimator/MemoryEstimator.h"

#include <QCoreApplication>
#include <QStringList>

namespace gp {

// How much of a GPU's datasheet tensor rate it holds under its board power limit. A datasheet rate assumes boost
// clocks; a card whose power limit is low for its tensor units (the L4 at 72 W, workstation Ada cards at 300 W, PCIe
// H100s and A100s) lowers its clocks under sustained matmuls, and its rate falls with the power it may draw. Each
// generation draws about so many watts per sustained TFLOPS, measured on a power-limited card of it; a card sustains
// at most its board power ÷ that. The share is relative to the generation's reference card, whose own share the
// fitted efficiency constant already holds (docs/estimator.md cites the measurements).
struct PowerLimit
{
    double share = 1;           // of what the generation's efficiency constant assumes, sustained
    double sustainedTflops = 0; // board power ÷ the generation's watts per sustained TFLOPS (0: not limited)
    double wattsPerTflops = 0;  // the generation's, measured
};

// The parts of a training micro-batch that the matmuls' FLOPs do not account for. They scale with the parameters,
// the adapters and the number of kernels, not with the tokens, so they dominate where micro-batches are small,
// weights are 4-bit or cards are slow to launch work on.
struct StepOverheads
{
    Q_DECLARE_TR_FUNCTIONS(gp::StepOverheads)

public:
    double dequantSeconds = 0;   // QLoRA: the 4-bit base weights dequantised before every pass over them
    double adapterSeconds = 0;   // LoRA/QLoRA: the adapters' small kernels read and write whole activations
    double optimizerSeconds = 0; // the optimizer step's share: every state read and written once per accumulation
    qint64 accumulation = 1;     // micro-batches per optimizer step
    double dispatchSeconds = 0;  // the host issuing every kernel of the micro-batch one by one (eager PyTorch)

    // GPU time beside the matmuls; dispatch runs on the host, concurrently, and only shows when it is the longer.
    double gpuSeconds() const { return dequantSeconds + adapterSeconds + optimizerSeconds; }
    double stepSeconds(double computeSeconds) const { return std::max(computeSeconds + gpuSeconds(), dispatchSeconds); }

    // One micro-batch on one GPU of a replica spread over tensor × pipeline parallel GPUs.
    static StepOverheads
    of(const ModelArchitecture& model, const MemoryEstimate& memory, const Need& need, const GpuSpec& gpu);
    static PowerLimit powerLimit(const GpuSpec& gpu);
    // Translated sentences for the estimate's assumptions (none where a term is zero).
    QStringList explain(const GpuSpec& gpu, double computeSeconds) const;
    static QString explainPowerLimit(const GpuSpec& gpu);
};

namespace StepOverheadConstants {
// Streaming kernels (dequantisation, elementwise adds) reach this share of the datasheet bandwidth, as the decode
// engines do (ServingEfficiency's fitted shares).
constexpr double kStreamingBandwidthShare = 0.8;
// bitsandbytes dequantises an NF4 matrix into a 16-bit copy before each matmul: it reads half a byte (and the absmax
// scales) and writes two bytes per parameter.
constexpr double kDequantBytesPerParameter = 2.5;
// PEFT's LoRA forward reads the layer input for lora_A, writes lora_B's output, scales it and adds it to the base
// output; the backward does the same for the gradients, twice. Per token and adapted matrix: about
// 3 × (in + 3 × out) 16-bit elements.
constexpr double kAdapterPasses = 3.0;
// The optimizer step reads the gradients and reads and writes the trainable weights (their fp32 master copy where
// there is one) and every optimizer state once: the bytes the memory estimate holds for them, states twice.
constexpr double kAdapterOutputTouches = 3.0;
// Eager PyTorch issues a decoder layer's forward as about 40 kernels (norms, projections, rotary embedding, attention,
// MLP, residuals) and its backward as about twice that; each adapter adds about 13 (5 forward, 8 backward).
constexpr double kKernelsPerLayerForward = 40.0;
constexpr double kKernelsPerAdapter = 13.0;
// Host time per eager kernel: the Transformers engine's fitted decode overhead (732 µs per layer and step, for about
// 40 kernels) is 18 µs a kernel.
constexpr double kSecondsPerKernel = 18e-6;
} // namespace StepOverheadConstants

} // namespace gp
