#include "core/cost/ServingEconomics.h"

#include <cmath>

namespace gp {

namespace {

struct MigProfile
{
    int slices;            // compute slices of 7
    double memoryFraction; // of the card: 1g has 1/8 of the memory
    int count;             // how many fit on one card
};

// NVIDIA's MIG profiles for 7-slice GPUs (A100, A800, H100, H800, H20, H200, B200): 1g.10gb ×7, 2g.20gb ×3,
// 3g.40gb ×2, 4g.40gb ×1, 7g.80gb ×1 on an 80 GB card; memory scales with the card.
constexpr MigProfile kProfiles[] = {{1, 1.0 / 8, 7}, {2, 1.0 / 4, 3}, {3, 1.0 / 2, 2}, {4, 1.0 / 2, 1}, {7, 1.0, 1}};

} // namespace

CardSharing ServingEconomics::shareCard(const GpuSpec& gpu, double bytesPerReplica)
{
    CardSharing sharing;
    const double capacity = static_cast<double>(gpu.memoryBytes());
    if (bytesPerReplica <= 0 || bytesPerReplica > capacity)
        return sharing;
    sharing.replicas = static_cast<int>(std::floor(capacity / bytesPerReplica));
    sharing.computeShare = 1.0 / sharing.replicas;
    if (gpu.migInstances >= 7) {
        for (const MigProfile& p : kProfiles) {
            if (bytesPerReplica <= capacity * p.memoryFraction) {
                if (p.count >= 2) {
                    sharing.mig = true;
                    sharing.replicas = p.count;
                    sharing.computeShare = p.slices / 7.0;
                    sharing.migProfile =
                        QStringLiteral("%1g.%2gb").arg(p.slices).arg(std::lround(gpu.memoryGb * p.memoryFraction));
                }
                break;
            }
        }
    }
    return sharing;
}

double ServingEconomics::costPerMillionTokens(double pricePerHour, double tokensPerSecond, double utilization)
{
    if (tokensPerSecond <= 0 || utilization <= 0)
        return 0;
    return pricePerHour / (tokensPerSecond * 3600.0 * utilization) * 1e6;
}

double ServingEconomics::hourlyEquivalent(double amount, int modeHours)
{
    return modeHours > 0 ? amount / modeHours : 0.0;
}

} // namespace gp
