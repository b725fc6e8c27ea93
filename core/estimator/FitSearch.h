#pragma once

#include "core/catalog/GpuCatalog.h"
#include "core/estimator/MemoryEstimator.h"
#include "core/estimator/PerformanceEstimator.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace gp {

enum class InterconnectNeed { None, Pcie, NvLink };

// How the cards of a layout are arranged: cards in each node and nodes; training never splits a node's worth of
// work over a partial node, so more than 8 cards come as whole nodes of 8.
struct NodeShape
{
    qint64 cardsPerNode = 1;
    qint64 nodes = 1;
    qint64 gpus() const { return cardsPerNode * nodes; }
};

// What the search may choose from: an exact number of GPUs or nodes (0: free), and the largest cluster it tries.
struct FitLimits
{
    qint64 gpus = 0;
    qint64 nodes = 0;
    qint64 maxGpus = 64;
    qint64 maxCardsPerNode = 8;
};

struct GpuFit
{
    GpuSpec gpu;
    bool fits = false;
    QString reason;        // translated, when it does not fit: which limit was hit
    qint64 gpusNeeded = 0; // every card on every node; 0 when nothing within the limits fits
    qint64 cardsPerNode = 0;
    qint64 nodes = 0;
    qint64 tensorParallel = 1;
    qint64 pipelineParallel = 1;
    int zeroStage = 0;
    // Serving: copies of the model, each on tensorParallel cards, and the users each one decodes for.
    qint64 replicas = 1;
    qint64 usersPerReplica = 0;
    double tokensPerSecondPerUser = 0;
    double bytesPerGpu = 0;
    double headroomBytes = 0; // memory left on each GPU (negative: missing)
    double headroomFraction = 0;
    InterconnectNeed interconnect = InterconnectNeed::None; // inside a node
    bool interconnectAvailable = true;
    bool needsFabric = false;         // several nodes on one network (training only: serving replicas are independent)
    Need layout;                      // the need as laid out on these cards (gpus, ZeRO, tensor and pipeline degree)
    std::optional<TrainingTime> time; // training with a token count
    std::optional<ServingThroughput> throughput; // inference, for one replica at usersPerReplica
};

// For one need, every GPU in the catalog: how many cards and nodes it takes (up to 64 GPUs: 8 nodes × 8, with
// ZeRO-2/3 data parallelism, or tensor parallelism inside a node and pipeline stages across nodes), the headroom, the
// links that needs, and the time. Serving is sized by memory and by the decode speed each user should see: replicas
// are added until both hold. Cheap enough to rerun on every keystroke: the memory model runs once per layout, not
// once per GPU.
class FitSearch final
{
    Q_DECLARE_TR_FUNCTIONS(gp::FitSearch)

public:
    static Result<QList<GpuFit>>
    run(const ModelArchitecture& model, const Need& need, const QList<GpuSpec>& gpus, const FitLimits& limits = {});

    // The training layouts worth trying on a shape, fastest first: the user's own when it matches, ZeRO-2, ZeRO-3,
    // then tensor parallel inside the node with pipeline stages across nodes.
    static QList<Need> trainingLayouts(const Need& need, const NodeShape& shape);
    // Shapes a search tries, smallest first, within the limits.
    static QList<NodeShape> shapes(const FitLimits& limits);

    // Serving on `gpu` with replicas of `tensorParallel` cards: the most users one replica can decode for within
    // memory and the speed target (0 when none), with the memory it then needs.
    struct ReplicaCapacity
    {
        qint64 users = 0;
        double bytesPerGpu = 0;
    };
    static ReplicaCapacity replicaCapacity(const ModelArchitecture& model,
                                           const Need& need,
                                           const GpuSpec& gpu,
                                           qint64 tensorParallel,
                                           double usableBytes);

    // One serving replica: `tensorParallel` cards holding the model, decoding for `users` sequences.
    static Need replicaLayout(const Need& need, qint64 tensorParallel, qint64 users);

    static QString interconnectText(InterconnectNeed need);
    static QString linkText(const GpuFit& fit); // inside and between nodes, translated
    static QString parallelismText(const GpuFit& fit);
    static QString interconnectCode(InterconnectNeed need); // none, pcie, nvlink
    static constexpr qint64 kMaxGpus = 64;
};

} // namespace gp
