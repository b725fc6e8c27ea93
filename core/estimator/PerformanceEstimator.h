#pragma once

#include "core/catalog/GpuCatalog.h"
#include "core/common/Result.h"
#include "core/estimator/ErrorBands.h"
#include "core/estimator/MemoryEstimator.h"
#include "core/estimator/StepOverheads.h"

#include <QCoreApplication>
#include <QStringList>

#include <array>

#include <optional>

namespace gp {

// Documented constants of the time and throughput model (docs/estimator.md).
namespace PerformanceConstants {
constexpr double kMfuPrefill = 0.50;         // inference prefill: large matmuls, no backward
constexpr double kTensorParallelFast = 0.90; // tensor parallel all-reduces per layer over NVLink
constexpr double kTensorParallelPcie = 0.70;
// Collectives: NCCL's bus bandwidth as a share of the link's datasheet rate (8×A100 SXM all-reduce ~230 of 600 GB/s).
constexpr double kCollectiveEfficiency = 0.40;
constexpr double kPcieCollectiveGBps = 12.0; // ring all-reduce between PCIe cards through the host: ~half a x16 link
// Gradient buckets and ZeRO-3 prefetches overlap the backward pass: up to this share of the step's compute time
// hides communication; only the rest adds to the step.
constexpr double kCommunicationOverlap = 0.67;
constexpr double kPipelineMicroBatchesPerStage = 4.0; // 1F1B with 4 × pp micro-batches: bubble (pp−1)/(5pp−1)
// Assumed between nodes when no offer says: one 400 Gb/s NIC per GPU (an HGX-class InfiniBand fabric).
constexpr double kAssumedFabricGbpsPerNode = 3200.0;
// Between a GPU and host memory (offloaded activations, paged optimizer states): a PCIe 4.0 x16 link as copies reach.
constexpr double kHostLinkGBps = 25.0;
} // namespace PerformanceConstants

// How fast training kernels run: the share of a GPU's dense peak they reach on all the work a step does (hardware
// FLOPs utilisation, recomputation included). It is one product of documented factors, each fitted on published runs
// (validation_report --fit; docs/validation.md says which runs were fitted and which only checked):
//   peak share of the GPU generation × the card's power-limited share of it (StepOverheads::powerLimit)
//   × h/(h + hiddenHalf) (narrow models fill the GPU less)
//   × t/(t + microBatchHalf) (t: tokens per micro-batch) × the method's factor (LoRA, QLoRA) × compile.
// Attention kernels reach `attention` of what the matrix multiplies reach. Communication, pipeline bubbles and host
// transfers are separate terms of the step, never folded in here.
struct TrainingEfficiency
{
    double ampere = 0.857; // A100, A10, A40, RTX 30
    double ada = 1.31;     // L40S, L4, RTX 40: of their BF16 rate with FP32 accumulation
    double hopper = 0.633; // H100/H200/H800/H20 (and Blackwell until its runs are published)
    double hiddenHalf = 686;
    double microBatchHalf = 1165;
    double attention = 0.357;
    // What the adapters' and dequantisation's own terms (StepOverheads) leave: the fitted LoRA and QLoRA runs are a
    // little faster than those terms alone say.
    double lora = 1.08;
    double qlora = 1.07;
    double compile = 1.25;

    double peakShare(const GpuSpec& gpu) const;
    double utilisation(const ModelArchitecture& model, const Need& need, const GpuSpec& gpu) const;
    // The constants shipped: the fit on the published runs named in docs/validation.md.
    static const TrainingEfficiency& fitted();
};

// How fast serving engines decode: each reaches a share of the datasheet bandwidth (less when it dequantises int8/int4
// weights on the fly) and spends a fixed time per layer and step beyond it (kernel launches, its own loop). Fitted on
// published decode speeds like TrainingEfficiency (docs/validation.md names the rows).
struct ServingEfficiency
{
    // Indexed by Engine: vLLM, SGLang, llama.cpp, Transformers, LMDeploy, TensorRT-LLM.
    std::array<double, 6> bandwidth{0.837, 0.837, 0.899, 0.899, 0.763, 0.895};
    std::array<double, 6> layerOverheadMicroseconds{111.8, 111.8, 62.6, 732, 19.9, 98.5};
    double batchedCompute = 0.225; // MFU of a decode step's matmuls once many sequences share it
    double int8 = 0.999;           // share of the bandwidth left with int8 weights (dequantisation)
    double int4 = 0.998;

    double bandwidthShare(Engine engine, Precision precision) const;
    double stepOverheadSeconds(Engine engine, const ModelArchitecture& model) const;
    static const ServingEfficiency& fitted();
};

// Where a job's GPUs sit: how many in a node, how many nodes, and the links that carry their collectives.
struct Topology
{
    qint64 cardsPerNode = 1;
    qint64 nodes = 1;
    double intraNodeGBps = 0; // collective bus bandwidth per GPU inside a node (already derated)
    double interNodeGBps = 0; // the node's network share per GPU, in GB/s (already derated)
    QString fabric;           // what links the nodes, for explanations ("InfiniBand 3,200 Gb/s")

    // One node of `gpu`s linked the way the GPU's datasheet says (NVLink/HCCS, or PCIe).
    static Topology singleNode(const GpuSpec& gpu, qint64 cards, bool nvlink);
    // `nodes` such nodes joined by a network of `fabricGbps` per node.
    static Topology cluster(
        const GpuSpec& gpu, qint64 cardsPerNode, qint64 nodes, bool nvlink, double fabricGbps, const QString& fabric);
};

// The dense rate a GPU's matrix multiplies run at for a training or inference precision. Falls back to FP16 where a
// GPU has no BF16 units (T4, V100): frameworks then run in FP16.
double denseTflops(const GpuSpec& gpu, Precision precision);

struct TrainingTime
{
    double flopsPerToken = 0; // the work done, recomputation included
    double flops = 0;
    double modelFlopsPerToken = 0; // 6 × parameters + causal attention: what MFU is measured against
    double utilisation = 0;        // share of the dense peak the kernels reach on flopsPerToken
    double mfu = 0;                // model FLOPs ÷ (peak × GPU-seconds), everything included
    double scalingEfficiency = 1;  // step compute ÷ step time: what communication and pipeline bubbles leave
    double computeSecondsPerStep = 0;
    double communicationSecondsPerStep = 0; // all of it; the part beyond the overlap adds to the step
    double exposedCommunicationSecondsPerStep = 0;
    double hostTransferSecondsPerStep = 0; // offloaded activations and paged optimizer states beyond the overlap
    StepOverheads overheads;               // in computeSecondsPerStep: the micro-batch's work beyond the matmuls
    double gpuHours = 0;
    double wallHours = 0;
    std::optional<SpeedCalibration> calibration; // applied: the times above are divided by its factor
    EstimateBand band; // what runs of its class took, as factors on the times above (ErrorBands)
    QStringList assumptions;
};

struct ServingThroughput
{
    double prefillTokensPerSecond = 0; // one replica (the need's tensor-parallel group)
    double decodeTokensPerSecond = 0;  // per sequence, at the need's concurrency
    double aggregateDecodeTokensPerSecond = 0;
    qint64 maxConcurrency = 0; // sequences of the need's context that fit under the memory utilization
    bool memoryBound = true;   // decode limited by bandwidth (true) or compute (false)
    EstimateBand decodeBand;   // what engines of its class decoded, as factors on the decode speeds (ErrorBands)
    QStringList assumptions;
};

class PerformanceEstimator final
{
    Q_DECLARE_TR_FUNCTIONS(gp::PerformanceEstimator)

public:
    // need.mfu, when set, replaces the efficiency model: time = model FLOPs ÷ (peak × MFU).
    static TrainingTime trainingTime(const ModelArchitecture& model,
                                     const MemoryEstimate& memory,
                                     const Need& need,
                                     const GpuSpec& gpu,
                                     double tokens,
                                     bool explain = true,
                                     const TrainingEfficiency& efficiency = TrainingEfficiency::fitted());
    // The same on a given topology (several nodes, or an instance whose cards are linked differently).
    static TrainingTime trainingTime(const ModelArchitecture& model,
                                     const MemoryEstimate& memory,
                                     const Need& need,
                                     const GpuSpec& gpu,
                                     const Topology& topology,
                                     double tokens,
                                     bool explain = true,
                                     const TrainingEfficiency& efficiency = TrainingEfficiency::fitted());
    // "Calibrated on user@host:22, 2026-11-30": the mark every view puts on a calibrated time.
    static QString calibrationLabel(const SpeedCalibration& c);
    // The label with what was measured and the factor applied: the explanation next to a calibrated time.
    static QString calibrationNote(const SpeedCalibration& c);
    // The default topology for need.gpus of `gpu`: up to 8 cards a node over NVLink, an assumed fabric between nodes.
    static Topology defaultTopology(const Need& need, const GpuSpec& gpu);
    // Decode speed each sequence sees when `concurrency` sequences share one replica (the need's layout).
    static double decodeTokensPerSecond(const ModelArchitecture& model,
                                        const MemoryEstimate& memory,
                                        const Need& need,
                                        const GpuSpec& gpu,
                                        qint64 concurrency);
    static ServingThroughput serving(const ModelArchitecture& model,
                                     const MemoryEstimate& memory,
                                     const Need& need,
                                     const GpuSpec& gpu,
                                     bool explain = true,
                                     const ServingEfficiency& efficiency = ServingEfficiency::fitted());

private:
    // The figures of a step the explanation quotes.
    struct StepTerms
    {
        double perToken = 0; // FLOPs of work per token
        double bytes = 0;    // data-parallel traffic per GPU and step
        double bus = 0;      // GB/s that carries it
        double matmuls = 0;  // seconds of matmuls in a micro-batch, before the overheads
        double bubble = 0;   // pipeline bubble share
    };
    static void explainTraining(
        TrainingTime& t, const Need& need, const GpuSpec& gpu, const Topology& topology, const StepTerms& step);
};

} // namespace gp
