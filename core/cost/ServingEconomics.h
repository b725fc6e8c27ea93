#pragma once

#include "core/catalog/GpuCatalog.h"

#include <QCoreApplication>
#include <QString>

namespace gp {

// How many copies of a (small) served model one card holds. A 6 GB quantized 7B model alone on an 80 GB card
// wastes most of it: MIG splits a card into isolated slices (A100/H100/H200 and kin), or replicas simply share it.
struct CardSharing
{
    int replicas = 0;          // 0: the model does not fit on one card
    bool mig = false;          // isolated MIG instances rather than co-located processes
    QString migProfile;        // e.g. "1g.10gb"
    double computeShare = 1.0; // of the full card, per replica (MIG slices get a fixed share)
};

class ServingEconomics final
{
    Q_DECLARE_TR_FUNCTIONS(gp::ServingEconomics)

public:
    // Picks MIG where the GPU supports it and the model fits in a slice (more isolated replicas win), else plain
    // co-location: as many copies as the memory holds.
    static CardSharing shareCard(const GpuSpec& gpu, double bytesPerReplica);
    // Cost per million generated tokens at a sustained generation rate and the share of paid time spent generating.
    static double costPerMillionTokens(double pricePerHour, double tokensPerSecond, double utilization);
    // A billing unit's price as an hourly equivalent (monthly ÷ 720 …); per-task prices have none (0).
    static double hourlyEquivalent(double amount, int modeHours);

    static constexpr double kDefaultUtilization = 0.5; // a service generates half of the time it is paid for
};

} // namespace gp
