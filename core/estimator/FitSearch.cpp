#include "core/estimator/FitSearch.h"
#include "core/common/Units.h"

#include <QLocale>

#include <algorithm>
#include <array>
#include <cmath>

namespace gp {

namespace {

// One replica's memory at one and at two sequences: the rest grows by the same step per sequence.
struct ReplicaMemory
{
    qint64 tensorParallel = 1;
    std::optional<MemoryEstimate> one;
    double perSequence = 0;
};

ReplicaMemory replicaMemory(const ModelArchitecture& model, const Need& need, qint64 tp)
{
    ReplicaMemory r;
    r.tensorParallel = tp;
    Need l = FitSearch::replicaLayout(need, tp, 1);
    const Result<MemoryEstimate> one = MemoryEstimator::estimate(model, l, false);
    if (!one.ok())
        return r;
    l.concurrency = 2;
    const Result<MemoryEstimate> two = MemoryEstimator::estimate(model, l, false);
    r.one = one.value();
    r.perSequence = two.ok() ? std::max(1.0, two->total() - one->total()) : 1.0;
    return r;
}

FitSearch::ReplicaCapacity
capacityOf(const ModelArchitecture& model, const Need& need, const GpuSpec& gpu, const ReplicaMemory& rm, double usable)
{
    FitSearch::ReplicaCapacity c;
    if (!rm.one || rm.one->total() > usable)
        return c;
    const double byMemory = 1.0 + std::floor((usable - rm.one->total()) / rm.perSequence);
    qint64 hi = static_cast<qint64>(std::min(byMemory, static_cast<double>(std::max<qint64>(1, need.concurrency))));
    const Need l = FitSearch::replicaLayout(need, rm.tensorParallel, 1);
    if (need.targetTokensPerSecondPerUser > 0) {
        const auto fast = [&](qint64 users) {
            return PerformanceEstimator::decodeTokensPerSecond(model, *rm.one, l, gpu, users) >=
                   need.targetTokensPerSecondPerUser;
        };
        if (!fast(1))
            return c; // too slow even for one user
        qint64 lo = 1;
        while (lo < hi) { // the largest count that still meets the target
            const qint64 mid = lo + (hi - lo + 1) / 2;
            if (fast(mid))
                lo = mid;
            else
                hi = mid - 1;
        }
        hi = lo;
    }
    c.users = hi;
    c.bytesPerGpu = rm.one->total() + static_cast<double>(hi - 1) * rm.perSequence;
    return c;
}

} // namespace

Need FitSearch::replicaLayout(const Need& need, qint64 tensorParallel, qint64 users)
{
    Need l = need;
    l.gpus = tensorParallel;
    l.tensorParallel = tensorParallel;
    l.pipelineParallel = 1;
    l.zeroStage = 0;
    l.concurrency = std::max<qint64>(1, users);
    return l;
}

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

QString FitSearch::interconnectCode(InterconnectNeed need)
{
    switch (need) {
    case InterconnectNeed::None:
        return QStringLiteral("none");
    case InterconnectNeed::Pcie:
        return QStringLiteral("pcie");
    case InterconnectNeed::NvLink:
        return QStringLiteral("nvlink");
    }
    return {};
}

QString FitSearch::linkText(const GpuFit& fit)
{
    if (!fit.needsFabric)
        return interconnectText(fit.interconnect);
    const QString inside = fit.interconnect == InterconnectNeed::NvLink ? tr("NVLink") : tr("PCIe");
    return tr("%1 inside each node; InfiniBand, RoCE or EFA between %2 nodes").arg(inside).arg(fit.nodes);
}

QString FitSearch::parallelismText(const GpuFit& fit)
{
    QStringList parts;
    if (fit.layout.isTraining()) {
        const qint64 dp = fit.gpusNeeded / std::max<qint64>(1, fit.tensorParallel * fit.pipelineParallel);
        if (dp > 1)
            parts << (fit.zeroStage > 0 ? tr("data parallel × %1, ZeRO-%2").arg(dp).arg(fit.zeroStage)
                                        : tr("data parallel × %1").arg(dp));
    } else if (fit.replicas > 1) {
        parts << tr("%1 replicas").arg(fit.replicas);
    }
    if (fit.tensorParallel > 1)
        parts << tr("tensor parallel × %1").arg(fit.tensorParallel);
    if (fit.pipelineParallel > 1)
        parts << tr("pipeline × %1").arg(fit.pipelineParallel);
    return parts.isEmpty() ? tr("one card") : parts.join(QStringLiteral(", "));
}

QList<NodeShape> FitSearch::shapes(const FitLimits& limits)
{
    QList<NodeShape> out;
    for (qint64 nodes : std::array<qint64, 7>{1, 2, 4, 8, 16, 32, 64}) {
        for (qint64 cards : std::array<qint64, 4>{1, 2, 4, 8}) {
            if (cards > limits.maxCardsPerNode)
                continue;
            // Beyond one node the search uses whole nodes; an exact request may ask for any split.
            if (nodes > 1 && cards != limits.maxCardsPerNode && limits.nodes == 0 && limits.gpus == 0)
                continue;
            const NodeShape s{cards, nodes};
            if (s.gpus() > std::max(limits.maxGpus, limits.gpus))
                continue;
            if (limits.gpus > 0 && s.gpus() != limits.gpus)
                continue;
            if (limits.nodes > 0 && nodes != limits.nodes)
                continue;
            out << s;
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const NodeShape& a, const NodeShape& b) {
        return a.gpus() != b.gpus() ? a.gpus() < b.gpus() : a.nodes < b.nodes;
    });
    // An exact GPU count may be split several ways: keep the fewest nodes.
    if (limits.gpus > 0 && limits.nodes == 0 && out.size() > 1)
        out = out.mid(0, 1);
    return out;
}

QList<Need> FitSearch::trainingLayouts(const Need& need, const NodeShape& shape)
{
    QList<Need> out;
    const qint64 g = shape.gpus();
    Need base = need;
    base.gpus = g;
    if (g == 1) {
        base.tensorParallel = 1;
        base.pipelineParallel = 1;
        base.zeroStage = need.zeroStage;
        return {base};
    }
    // The user's own layout for the count they chose, when it divides this shape.
    if (need.gpus == g && (need.tensorParallel > 1 || need.pipelineParallel > 1 || need.zeroStage > 0) &&
        need.tensorParallel <= shape.cardsPerNode && shape.cardsPerNode % need.tensorParallel == 0 &&
        g % (need.tensorParallel * need.pipelineParallel) == 0)
        out << need;
    for (int stage : {2, 3}) {
        Need n = base;
        n.tensorParallel = 1;
        n.pipelineParallel = 1;
        n.zeroStage = stage;
        out << n;
    }
    if (shape.cardsPerNode > 1 || shape.nodes > 1) {
        Need n = base;
        n.tensorParallel = shape.cardsPerNode;
        n.pipelineParallel = shape.nodes;
        n.zeroStage = 1;
        out << n;
    }
    return out;
}

FitSearch::ReplicaCapacity FitSearch::replicaCapacity(
    const ModelArchitecture& model, const Need& need, const GpuSpec& gpu, qint64 tensorParallel, double usableBytes)
{
    return capacityOf(model, need, gpu, replicaMemory(model, need, tensorParallel), usableBytes);
}

namespace {

// A training layout on one shape, with the memory it needs on each card.
struct TrainingLayout
{
    NodeShape shape;
    Need need;
    MemoryEstimate memory;
};

// Every layout worth trying, smallest shape first and fastest layout first within a shape; the memory model runs
// once per layout here, not once per GPU.
QList<TrainingLayout>
measuredLayouts(const ModelArchitecture& model, const Need& need, const QList<NodeShape>& shapeList)
{
    QList<TrainingLayout> layouts;
    for (const NodeShape& shape : shapeList) {
        for (const Need& candidate : FitSearch::trainingLayouts(need, shape)) {
            Result<MemoryEstimate> memory = MemoryEstimator::estimate(model, candidate, /*explain=*/false);
            if (memory.ok())
                layouts.append({shape, candidate, std::move(memory).value()});
        }
    }
    return layouts;
}

GpuFit trainingFit(const ModelArchitecture& model,
                   const Need& need,
                   const GpuSpec& gpu,
                   const QList<TrainingLayout>& layouts,
                   const FitLimits& limits,
                   qint64 largest)
{
    GpuFit fit;
    fit.gpu = gpu;
    const double capacity = static_cast<double>(gpu.memoryBytes());
    const TrainingLayout* chosen = nullptr;
    for (const TrainingLayout& layout : layouts) {
        if (layout.memory.total() <= capacity) {
            chosen = &layout;
            break;
        }
    }
    // Not fitting: report the smallest per-card need of the largest shape tried.
    const TrainingLayout* shown = chosen;
    if (!shown) {
        for (const TrainingLayout& layout : layouts)
            if (!shown || layout.shape.gpus() > shown->shape.gpus() ||
                (layout.shape.gpus() == shown->shape.gpus() && layout.memory.total() < shown->memory.total()))
                shown = &layout;
    }
    if (shown) {
        fit.layout = shown->need;
        fit.tensorParallel = shown->need.tensorParallel;
        fit.pipelineParallel = shown->need.pipelineParallel;
        fit.zeroStage = shown->need.zeroStage;
        fit.bytesPerGpu = shown->memory.total();
        fit.cardsPerNode = shown->shape.cardsPerNode;
        fit.nodes = shown->shape.nodes;
    }
    fit.fits = chosen != nullptr;
    fit.gpusNeeded = chosen ? chosen->shape.gpus() : 0;
    fit.headroomBytes = capacity - fit.bytesPerGpu;
    fit.headroomFraction = fit.headroomBytes / capacity;
    if (fit.cardsPerNode > 1)
        fit.interconnect = fit.tensorParallel > 1 ? InterconnectNeed::NvLink : InterconnectNeed::Pcie;
    fit.needsFabric = fit.nodes > 1;
    fit.interconnectAvailable = fit.interconnect != InterconnectNeed::NvLink || gpu.hasFastInterconnect();
    if (chosen) {
        if (need.tokens) {
            const Topology topology =
                fit.nodes > 1
                    ? Topology::cluster(
                          gpu, fit.cardsPerNode, fit.nodes, true, PerformanceConstants::kAssumedFabricGbpsPerNode,
                          FitSearch::tr("an assumed %1 Gb/s fabric")
                              .arg(QLocale().toString(PerformanceConstants::kAssumedFabricGbpsPerNode, 'f', 0)))
                    : Topology::singleNode(gpu, fit.cardsPerNode, true);
            fit.time = PerformanceEstimator::trainingTime(model, chosen->memory, chosen->need, gpu, topology,
                                                          *need.tokens, /*explain=*/false);
        }
    } else if (layouts.isEmpty()) {
        fit.reason = FitSearch::tr("No layout is possible within the limits (%1 GPUs, %2 nodes).")
                         .arg(limits.gpus > 0 ? QString::number(limits.gpus) : FitSearch::tr("any"))
                         .arg(limits.nodes > 0 ? QString::number(limits.nodes) : FitSearch::tr("any"));
    } else {
        fit.reason = FitSearch::tr("Does not fit in %1 cards (%2): %3 GiB per card needed, %4 GiB on a %5.")
                         .arg(largest)
                         .arg(FitSearch::parallelismText(fit), QLocale().toString(fit.bytesPerGpu / kGiB, 'f', 1),
                              QLocale().toString(capacity / kGiB, 'f', 0), gpu.name);
    }
    return fit;
}

// Serving on `gpu`: of the replica layouts, the one that needs the fewest cards in all for the users.
GpuFit servingFit(const ModelArchitecture& model,
                  const Need& need,
                  const GpuSpec& gpu,
                  const QList<ReplicaMemory>& replicaLayouts,
                  const FitLimits& limits)
{
    const qint64 users = std::max<qint64>(1, need.concurrency);
    const qint64 maxGpus = limits.gpus > 0 ? limits.gpus : limits.maxGpus;
    GpuFit fit;
    fit.gpu = gpu;
    const double capacity = static_cast<double>(gpu.memoryBytes());
    const ReplicaMemory* best = nullptr;
    FitSearch::ReplicaCapacity bestCapacity;
    qint64 bestTotal = 0;
    bool memoryOnly = true; // whether memory (not speed) was what stopped every layout
    for (const ReplicaMemory& rm : replicaLayouts) {
        const FitSearch::ReplicaCapacity c = capacityOf(model, need, gpu, rm, capacity);
        if (c.users < 1) {
            if (rm.one && rm.one->total() <= capacity)
                memoryOnly = false;
            continue;
        }
        const qint64 replicas = (users + c.users - 1) / c.users;
        const qint64 total = replicas * rm.tensorParallel;
        if (total > maxGpus)
            continue;
        if (!best || total < bestTotal) {
            best = &rm;
            bestCapacity = c;
            bestTotal = total;
        }
    }
    Need layout = need;
    if (best) {
        const qint64 tp = best->tensorParallel;
        fit.fits = true;
        fit.replicas = bestTotal / tp;
        fit.usersPerReplica = (users + fit.replicas - 1) / fit.replicas;
        fit.tensorParallel = tp;
        fit.gpusNeeded = bestTotal;
        fit.cardsPerNode = std::min<qint64>(bestTotal, limits.maxCardsPerNode / tp * tp);
        fit.nodes = (bestTotal + fit.cardsPerNode - 1) / fit.cardsPerNode;
        fit.bytesPerGpu = best->one->total() + static_cast<double>(fit.usersPerReplica - 1) * best->perSequence;
        layout = FitSearch::replicaLayout(need, tp, fit.usersPerReplica);
        fit.interconnect = tp > 1 ? InterconnectNeed::NvLink : InterconnectNeed::None;
        const Result<MemoryEstimate> m = MemoryEstimator::estimate(model, layout, false);
        if (m.ok()) {
            fit.throughput = PerformanceEstimator::serving(model, *m, layout, gpu, false);
            fit.tokensPerSecondPerUser = fit.throughput->decodeTokensPerSecond;
        }
    } else {
        const ReplicaMemory* widest = replicaLayouts.isEmpty() ? nullptr : &replicaLayouts.last();
        fit.bytesPerGpu = widest && widest->one ? widest->one->total() : 0;
        fit.tensorParallel = widest ? widest->tensorParallel : 1;
        fit.reason = memoryOnly ? FitSearch::tr("The model does not fit on %1 %2 cards (%3 GiB per card needed).")
                                      .arg(fit.tensorParallel)
                                      .arg(gpu.name, QLocale().toString(fit.bytesPerGpu / kGiB, 'f', 1))
                                : FitSearch::tr("%1 cannot reach %2 tokens/s per user for %3 users within %4 GPUs.")
                                      .arg(gpu.name, QLocale().toString(need.targetTokensPerSecondPerUser, 'f', 0))
                                      .arg(users)
                                      .arg(maxGpus);
    }
    fit.layout = layout;
    fit.headroomBytes = capacity - fit.bytesPerGpu;
    fit.headroomFraction = fit.headroomBytes / capacity;
    fit.interconnectAvailable = fit.interconnect != InterconnectNeed::NvLink || gpu.hasFastInterconnect();
    return fit;
}

} // namespace

Result<QList<GpuFit>>
FitSearch::run(const ModelArchitecture& model, const Need& need, const QList<GpuSpec>& gpus, const FitLimits& limits)
{
    if (Status valid = MemoryEstimator::validate(need); !valid.ok())
        return valid.error();
    QList<GpuFit> fits;
    fits.reserve(gpus.size());
    const QList<NodeShape> shapeList = shapes(limits);
    const qint64 largest = shapeList.isEmpty() ? 0 : shapeList.last().gpus();

    if (need.isTraining()) {
        const QList<TrainingLayout> layouts = measuredLayouts(model, need, shapeList);
        for (const GpuSpec& gpu : gpus)
            fits.append(trainingFit(model, need, gpu, layouts, limits, largest));
    } else {
        // Serving: replicas of 1, 2, 4 or 8 cards (one node each); the fewest cards in all wins.
        QList<ReplicaMemory> replicaLayouts;
        for (qint64 tp : std::array<qint64, 4>{1, 2, 4, 8})
            if (tp <= limits.maxCardsPerNode && (limits.gpus == 0 || tp <= limits.gpus))
                replicaLayouts << replicaMemory(model, need, tp);
        for (const GpuSpec& gpu : gpus)
            fits.append(servingFit(model, need, gpu, replicaLayouts, limits));
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
