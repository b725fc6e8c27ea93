#pragma once

#include "catalog/GpuCatalog.h"
#include "common/Result.h"
#include "estimator/MemoryEstimator.h"

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
constexpr double kScalingFastInterconnect = 0.92;   // data parallel over NVLink/HCCS
constexpr double kScalingPcie = 0.80;               // data parallel over PCIe
constexpr double kScalingPcieZero3 = 0.65;          // ZeRO-3 gathers every layer's weights each step
constexpr double kTensorParallelFast = 0.90;        // tensor parallel all-reduces per layer over NVLink
constexpr double kTensorParallelPcie = 0.70;
} // namespace PerformanceConstants

struct TrainingTime
{
    double flopsPerToken = 0;
    double flops = 0;
    double mfu = 0;
    double scalingEfficiency = 1;
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
    static double scalingEfficiency(const Need& need, const GpuSpec& gpu);
    static TrainingTime trainingTime(const ModelArchitecture& model,
                                     const MemoryEstimate& memory,
                                     const Need& need,
                                     const GpuSpec& gpu,
                                     double tokens,
                                     bool explain = true);
    static ServingThroughput serving(const ModelArchitecture& model,
                                     const MemoryEstimate& memory,
                                     const Need& need,
                                     const GpuSpec& gpu,
                                     bool explain = true);
};

} // namespace gp
