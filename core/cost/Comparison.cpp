#include "cost/Comparison.h"

#include "catalog/GpuCatalog.h"
#include "cost/CostModel.h"
#include "cost/ServingEconomics.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace gp {

Result<QList<ComparisonRow>> Comparison::run(const ModelArchitecture& model,
                                             const Need& need,
                                             const Usage& usage,
                                             const PriceCatalog& catalog,
                                             const ExchangeRate& fx,
                                             Currency currency,
                                             const QDate& today)
{
    const Result<QList<GpuFit>> fits = FitSearch::run(model, need, GpuCatalog::builtIn().gpus());
    if (!fits.ok())
        return fits.error();
    return run(*fits, model, need, usage, catalog, fx, currency, today);
}

QList<ComparisonRow> Comparison::run(const QList<GpuFit>& fits,
                                     const ModelArchitecture& model,
                                     const Need& need,
                                     const Usage& usage,
                                     const PriceCatalog& catalog,
                                     const ExchangeRate& fx,
                                     Currency currency,
                                     const QDate& today)
{
    QHash<QString, GpuFit> fitByGpu;
    for (const GpuFit& f : fits)
        fitByGpu.insert(f.gpu.id, f);

    QList<ComparisonRow> rows;
    for (const Provider& provider : catalog.providers()) {
        for (const Offer& offer : provider.offers) {
            const auto fit = fitByGpu.constFind(offer.gpuId);
            if (fit == fitByGpu.constEnd() || !fit->fits || fit->gpusNeeded > offer.gpuCount)
                continue; // one instance must hold the work
            if (offer.usableVramGb && fit->bytesPerGpu > *offer.usableVramGb * 1024.0 * 1024.0 * 1024.0)
                continue; // the provider keeps part of the card
            // Serving: replicas of the model the instance runs, and their combined generation rate.
            double tokensPerSecond = 0;
            CardSharing sharing;
            if (!need.isTraining()) {
                const Need& n = need;
                Need layout = n;
                layout.gpus = fit->gpusNeeded;
                layout.tensorParallel = fit->gpusNeeded;
                const Result<MemoryEstimate> memory = MemoryEstimator::estimate(model, layout, false);
                if (memory.ok()) {
                    const ServingThroughput t = PerformanceEstimator::serving(model, *memory, layout, fit->gpu, false);
                    const int groups = offer.gpuCount / static_cast<int>(fit->gpusNeeded);
                    if (fit->gpusNeeded == 1)
                        sharing = ServingEconomics::shareCard(fit->gpu, memory->total());
                    // Replicas sharing a card split its bandwidth and compute: the card's own rate at this
                    // concurrency is what the instance can sell, however it is divided.
                    tokensPerSecond = groups * t.aggregateDecodeTokensPerSecond;
                }
            }
            double hours = usage.hoursPerMonth * usage.months;
            if (usage.jobHours) {
                hours = *usage.jobHours;
            } else if (need.isTraining() && need.tokens) {
                // Every GPU of the instance works on the job (data parallel), which is what its price pays for.
                Need onOffer = need;
                onOffer.gpus = offer.gpuCount;
                onOffer.zeroStage = offer.gpuCount > 1 ? std::max(need.zeroStage, fit->zeroStage) : need.zeroStage;
                onOffer.tensorParallel = 1;
                const Result<MemoryEstimate> memory = MemoryEstimator::estimate(model, onOffer, false);
                if (!memory.ok())
                    continue;
                hours = PerformanceEstimator::trainingTime(model, *memory, onOffer, fit->gpu, *need.tokens, false)
                            .wallHours;
            }
            for (BillingMode mode : {BillingMode::Hourly, BillingMode::Daily, BillingMode::Weekly, BillingMode::Monthly,
                                     BillingMode::Spot, BillingMode::PerTask}) {
                const std::optional<Price> price = offer.price(mode);
                if (!price)
                    continue;
                ComparisonRow row;
                row.providerId = provider.id;
                row.providerName = provider.name;
                row.offerId = offer.id;
                row.gpuId = offer.gpuId;
                row.gpuCount = offer.gpuCount;
                row.mode = mode;
                row.price = *price;
                row.hours = hours;
                row.currency = currency;
                row.stale = price->isStale(today);
                switch (mode) {
                case BillingMode::Hourly:
                    row.billedUnits = CostModel::billedHours(hours, price->granularity);
                    break;
                case BillingMode::Spot:
                    row.billedUnits =
                        CostModel::billedHours(hours * (1.0 + CostModel::spotReworkFraction({})), price->granularity);
                    break;
                case BillingMode::Daily:
                    row.billedUnits = std::ceil(hours / 24.0 - 1e-9);
                    break;
                case BillingMode::Weekly:
                    row.billedUnits = std::ceil(hours / 168.0 - 1e-9);
                    break;
                case BillingMode::Monthly:
                    row.billedUnits = std::ceil(hours / 720.0 - 1e-9);
                    break;
                case BillingMode::PerTask:
                    row.billedUnits = 1;
                    break;
                }
                row.total = fx.convert(row.billedUnits * price->amount, price->currency, currency);
                if (!need.isTraining()) {
                    const int modeHours = mode == BillingMode::Hourly || mode == BillingMode::Spot ? 1
                                          : mode == BillingMode::Daily                             ? 24
                                          : mode == BillingMode::Weekly                            ? 168
                                          : mode == BillingMode::Monthly                           ? 720
                                                                                                   : 0;
                    const double perHour = fx.convert(ServingEconomics::hourlyEquivalent(price->amount, modeHours),
                                                      price->currency, currency);
                    row.tokensPerSecond = tokensPerSecond;
                    row.costPerMillionTokens =
                        ServingEconomics::costPerMillionTokens(perHour, tokensPerSecond, usage.utilization);
                    row.replicasPerGpu = sharing.replicas;
                    row.migProfile = sharing.migProfile;
                }
                rows << row;
            }
        }
    }
    std::stable_sort(rows.begin(), rows.end(),
                     [](const ComparisonRow& a, const ComparisonRow& b) { return a.total < b.total; });
    return rows;
}

} // namespace gp
