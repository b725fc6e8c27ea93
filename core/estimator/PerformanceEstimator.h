#pragma once

#include "core/catalog/GpuCatalog.h"
#include "core/common/Result.h"
#include "core/estimator/MemoryEstimator.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace gp {

// Documented constants of the time and throughput model (docs/estimator.md).
namespace PerformanceConstants {
constexpr double kMfuTraining = 0.40;               // full, freeze and LoRA fine-tuning with FlashAttention in bf16
constexpr double kMfuQlora = 0.25;                  // 4-bit dequantization before every matmul costs time
constexpr double kMfuPrefill = 0.50;                // inference prefill: large matmuls, no backward
constexpr double kDecodeBandwidthEfficiency = 0.65; // share of datasheet bandwidth decode kernels reach
constexpr double kTensorParallelFast = 0.90;        // tensor parallel all-reduces per layer over NVLink
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
} // namespace PerformanceConstants

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
    double flopsPerToken = 0;
    double flops = 0;
    double mfu = 0;
    double scalingEfficiency = 1; // step compute ÷ step time: what communication and pipeline bubbles leave
    double computeSecondsPerStep = 0;
    double communicationSecondsPerStep = 0; // all of it; the part beyond the overlap adds to the step
    double exposedCommunicationSecondsPerStep = 0;
    double gpuHours = 0;
    double wallHours = 0;
    QStringList assumptions;
};

struct ServingThroughput
{
    double prefillTokensPerSecond = 0; // one replica (the need's tensor-parallel group)
    double decodeTokensPerSecond = 0;  // per sequence, at the need's concurrency
    double aggregateDecodeTokensPerSecond = 0;
    qint64 maxConcurrency = 0; // sequences of the need's context that fit under the memory utilization
    bool memoryBound = true;   // decode limited by bandwidth (true) or compute (false)
    QStringList assumptions;
};

class PerformanceEstimator final
{
    Q_DECLARE_TR_FUNCTIONS(gp::PerformanceEstimator)

public:
    static double defaultMfu(const Need& need);
    static TrainingTime trainingTime(const ModelArchitecture& model,
                                     const MemoryEstimate& memory,
                                     const Need& need,
                                     const GpuSpec& gpu,
                                     double tokens,
                                     bool explain = true);
    // The same on a given topology (several nodes, or an instance whose cards are linked differently).
    static TrainingTime trainingTime(const ModelArchitecture& model,
                                     const MemoryEstimate& memory,
                                     const Need& need,
                                     const GpuSpec& gpu,
                                     const Topology& topology,
                                     double tokens,
                                     bool explain = true);
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
                                     bool explain = true);
};

} // namespace gp
