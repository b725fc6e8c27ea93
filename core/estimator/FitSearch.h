#pragma once

#include "catalog/GpuCatalog.h"
#include "estimator/MemoryEstimator.h"
#include "estimator/PerformanceEstimator.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace gp {

enum class InterconnectNeed { None, Pcie, NvLink };

struct GpuFit
{
    GpuSpec gpu;
    bool fits = false;
    qint64 gpusNeeded = 0; // 0 when even 8 do not fit
    qint64 tensorParallel = 1;
    int zeroStage = 0;
    double bytesPerGpu = 0;
    double headroomBytes = 0; // memory left on each GPU (negative: missing)
    double headroomFraction = 0;
    InterconnectNeed interconnect = InterconnectNeed::None;
    bool interconnectAvailable = true;
    std::optional<TrainingTime> time;            // training with a token count
    std::optional<ServingThroughput> throughput; // inference
};

// For one need, every GPU in the catalog: how many cards it takes (1, 2, 4 or 8: more GPUs shard with ZeRO-3 for
// training and tensor parallelism for serving), the headroom, the interconnect that needs, and the time. Cheap enough
// to rerun on every keystroke: the memory model runs once per GPU count, not once per GPU.
class FitSearch final
{
    Q_DECLARE_TR_FUNCTIONS(gp::FitSearch)

public:
    static Result<QList<GpuFit>> run(const ModelArchitecture& model, const Need& need, const QList<GpuSpec>& gpus);
    static QString interconnectText(InterconnectNeed need);
    static constexpr qint64 kMaxGpus = 8;
};

} // namespace gp
