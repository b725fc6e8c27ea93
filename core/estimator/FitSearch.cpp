#include "estimator/FitSearch.h"

#include <algorithm>
#include <array>

namespace gp {

QString FitSearch::interconnectText(InterconnectNeed need)
{
    switch (need) {
    case InterconnectNeed::None:
        return tr("none");
    case InterconnectNeed::Pcie:
        return tr("PCIe is enough");
    case InterconnectNeed::NvLink:
        return tr("NVLink");
    }
    return {};
}

Result<QList<GpuFit>> FitSearch::run(const ModelArchitecture& model, const Need& need, const QList<GpuSpec>& gpus)
{
    struct Layout
    {
        Need need;
        MemoryEstimate memory;
    };
    // The user's own layout first when it uses several GPUs; then 1, 2, 4, 8 sharded the usual way.
    QList<Layout> layouts;
    const auto addLayout = [&](const Need& candidate) -> Status {
        Result<MemoryEstimate> memory = MemoryEstimator::estimate(model, candidate, /*explain=*/false);
        if (!memory.ok())
            return memory.error();
        layouts.append({candidate, std::move(memory).value()});
        return Ok{};
    };
    for (qint64 count : std::array<qint64, 4>{1, 2, 4, kMaxGpus}) {
        Need candidate = need;
        candidate.gpus = count;
        if (count == need.gpus) {
            // keep the user's parallel layout for the count they chose
        } else if (need.isTraining()) {
            candidate.tensorParallel = 1;
            candidate.zeroStage = count > 1 ? 3 : 0;
        } else {
            candidate.tensorParallel = count;
        }
        if (Status s = addLayout(candidate); !s.ok())
            return s.error();
    }

    QList<GpuFit> fits;
    fits.reserve(gpus.size());
    for (const GpuSpec& gpu : gpus) {
        GpuFit fit;
        fit.gpu = gpu;
        const double capacity = static_cast<double>(gpu.memoryBytes());
        const Layout* chosen = &layouts.last();
        for (const Layout& layout : layouts) {
            if (layout.memory.total() <= capacity) {
                chosen = &layout;
                fit.fits = true;
                break;
            }
        }
        fit.gpusNeeded = fit.fits ? chosen->need.gpus : 0;
        fit.tensorParallel = chosen->need.tensorParallel;
        fit.zeroStage = chosen->need.zeroStage;
        fit.bytesPerGpu = chosen->memory.total();
        fit.headroomBytes = capacity - fit.bytesPerGpu;
        fit.headroomFraction = fit.headroomBytes / capacity;
        if (chosen->need.gpus > 1)
            fit.interconnect = chosen->need.tensorParallel > 1 ? InterconnectNeed::NvLink : InterconnectNeed::Pcie;
        fit.interconnectAvailable = fit.interconnect != InterconnectNeed::NvLink || gpu.hasFastInterconnect();
        if (fit.fits) {
            if (need.isTraining() && need.tokens)
                fit.time = PerformanceEstimator::trainingTime(model, chosen->memory, chosen->need, gpu, *need.tokens,
                                                              /*explain=*/false);
            else if (!need.isTraining())
                fit.throughput = PerformanceEstimator::serving(model, chosen->memory, chosen->need, gpu, false);
        }
        fits.append(fit);
    }
    // Fitting GPUs first, fewest cards, then most headroom.
    std::stable_sort(fits.begin(), fits.end(), [](const GpuFit& a, const GpuFit& b) {
        if (a.fits != b.fits)
            return a.fits;
        if (a.gpusNeeded != b.gpusNeeded)
            return a.gpusNeeded < b.gpusNeeded;
        return a.headroomFraction > b.headroomFraction;
    });
    return fits;
}

} // namespace gp
