#include "core/cost/Deployment.h"
#include "core/common/Units.h"

#include "core/catalog/GpuCatalog.h"
#include "core/cost/CostModel.h"
#include "core/cost/ServingEconomics.h"

#include <QHash>
#include <QJsonArray>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gp {

namespace {

// What billing one deployment row needs besides the row: the offer, the schedule its runs follow, the currency.
struct BillingContext
{
    const Provider& provider;
    const Offer& offer;
    const Usage& usage;
    const WorkSchedule& schedule;
    const ExchangeRate& fx;
    Currency currency;
    bool service;
};

// Bills `row` (its billing mode, price, granularity and rework set) for runs of row.wallHours: billed units, machine
// and GPU-hours, the instances' cost by month, the fees, the total and the cost per run. Returns one instance's
// billed machine hours.
double bill(Deployment& row, const BillingContext& c)
{
    const BillingMode mode = row.billing;
    const Price& price = row.price;
    const bool metered = mode == BillingMode::Hourly || mode == BillingMode::Spot;
    WorkSchedule s = c.schedule;
    s.runHours = row.wallHours;
    const BilledUsage billed = BillingCalendar::bill(s, mode, row.granularity, row.reworkFraction);
    const double instances = row.instances;
    row.billedUnits = billed.units;
    row.machineHours = billed.machineHours * instances;
    row.gpuHours = billed.machineHours * instances * row.gpusPerInstance;
    row.instanceCost = c.fx.convert(billed.units * price.amount * instances, price.currency, c.currency);
    row.perMonth.clear();
    for (double units : billed.unitsPerMonth)
        row.perMonth << c.fx.convert(units * price.amount * instances, price.currency, c.currency);
    row.fees.clear();
    if (c.usage.data) {
        Fees::Hours h;
        // Per-task billing has no unit length: the disk exists while the work runs.
        h.running = metered                        ? billed.units
                    : mode == BillingMode::PerTask ? billed.machineHours
                                                   : billed.units * billingUnitHours(mode);
        const bool repeated = c.service ? !s.alwaysOn() : s.runs > 1;
        double spanHours = 0;
        for (int m = 0; m < BillingCalendar::spanMonths(s); ++m)
            spanHours += BillingCalendar::hoursInMonth(s.start, m);
        h.stopped = repeated ? std::max(0.0, spanHours - h.running) : 0.0;
        h.runs = c.service ? 1 : s.runs;
        h.instances = row.instances;
        row.fees = Fees::lines(c.provider, c.offer, *c.usage.data, h, c.fx, c.currency);
        // Disks and transfers accrue over the span: spread evenly over its months.
        const double feeTotal = Fees::total(row.fees);
        for (double& month : row.perMonth)
            month += feeTotal / row.perMonth.size();
    }
    row.total = row.instanceCost + Fees::total(row.fees);
    row.perMonthAverage = row.perMonth.isEmpty() ? row.total : row.total / row.perMonth.size();
    row.costPerRun = c.service ? row.perMonthAverage : row.total / s.runs;
    return billed.machineHours;
}

QString layoutKey(const Need& n)
{
    return QStringLiteral("%1/%2/%3/%4").arg(n.gpus).arg(n.tensorParallel).arg(n.pipelineParallel).arg(n.zeroStage);
}

} // namespace

std::optional<Deployment> DeploymentSearchResult::cheapestFor(const QString& gpuId, bool includePerTask) const
{
    for (const Deployment& d : deployments) // cheapest first
        if (d.fit.gpu.id == gpuId && (includePerTask || d.billing != BillingMode::PerTask))
            return d;
    return std::nullopt;
}

std::optional<Deployment> DeploymentSearchResult::cheaperStale() const
{
    if (deployments.isEmpty() || deployments.first().stale)
        return std::nullopt;
    std::optional<Deployment> best;
    for (const Deployment& d : deployments)
        if (d.stale && d.total < deployments.first().total && (!best || d.total < best->total))
            best = d;
    return best;
}

QString DeploymentSearch::staleNote(const Deployment& stale, const Deployment& fresh, const QDate& today)
{
    const QString age = stale.price.date.isValid()
                            ? tr("priced %1, %n day(s) ago", nullptr, static_cast<int>(stale.price.date.daysTo(today)))
                                  .arg(stale.price.dateText())
                            : tr("its source gives no date");
    return tr("A stale price would cost less: %1 at %2 (%3). The answer uses the cheapest fresh price, %4 at %5; "
              "check the stale one with its provider before counting on it.")
        .arg(offerText(stale), ExchangeRate::format({stale.total, stale.currency}), age, offerText(fresh),
             ExchangeRate::format({fresh.total, fresh.currency}));
}

QJsonObject Deployment::toJson(const QDate& today, int freshnessDays) const
{
    QJsonObject o;
    priceAge.writeJson(o, today, freshnessDays);
    o.insert(QStringLiteral("provider"), providerId);
    o.insert(QStringLiteral("offer"), offerId);
    o.insert(QStringLiteral("gpu"), fit.gpu.id);
    o.insert(QStringLiteral("count"), gpusPerInstance);
    o.insert(QStringLiteral("mode"), billingModeCode(billing));
    o.insert(QStringLiteral("billing"), billingModeCode(billing));
    o.insert(QStringLiteral("granularity"), granularityCode(granularity));
    o.insert(QStringLiteral("spot"), spot);
    o.insert(QStringLiteral("hours"), wallHours);
    o.insert(QStringLiteral("wall_hours"), wallHours);
    o.insert(QStringLiteral("gpu_hours"), gpuHours);
    o.insert(QStringLiteral("billed_units"), billedUnits);
    o.insert(QStringLiteral("nodes"), fit.nodes);
    o.insert(QStringLiteral("cards_per_node"), fit.cardsPerNode);
    o.insert(QStringLiteral("instances"), instances);
    o.insert(QStringLiteral("parallelism"), QJsonObject{{QStringLiteral("zero"), fit.zeroStage},
                                                        {QStringLiteral("tp"), fit.tensorParallel},
                                                        {QStringLiteral("pp"), fit.pipelineParallel}});
    if (fabric)
        o.insert(QStringLiteral("fabric"),
                 QJsonObject{{QStringLiteral("type"), fabric->fabric}, {QStringLiteral("gbps"), fabric->gbps}});
    o.insert(QStringLiteral("price"), priceJson(price, today));
    o.insert(QStringLiteral("instance_cost"), instanceCost);
    QJsonArray feeList;
    for (const FeeLine& fee : fees)
        feeList.append(fee.toJson());
    o.insert(QStringLiteral("fees"), feeList);
    o.insert(QStringLiteral("total"), total);
    o.insert(QStringLiteral("cost_per_run"), costPerRun);
    QJsonArray months;
    for (double m : perMonth)
        months.append(m);
    o.insert(QStringLiteral("per_month"), months);
    o.insert(QStringLiteral("per_month_average"), perMonthAverage);
    o.insert(QStringLiteral("currency"), currencyCode(currency));
    o.insert(QStringLiteral("stale"), stale);
    if (hasBand()) { // the 10th–90th percentile of what such estimates missed by (ErrorBands)
        o.insert(QStringLiteral("band_basis"), band.basis);
        o.insert(QStringLiteral("band_rows"), band.rows);
        if (fit.layout.isTraining()) {
            o.insert(QStringLiteral("wall_hours_low"), wallHours * band.low);
            o.insert(QStringLiteral("wall_hours_high"), wallHours * band.high);
            o.insert(QStringLiteral("gpu_hours_low"), gpuHours * band.low);
            o.insert(QStringLiteral("gpu_hours_high"), gpuHours * band.high);
            o.insert(QStringLiteral("total_low"), totalLow);
            o.insert(QStringLiteral("total_high"), totalHigh);
        } else {
            o.insert(QStringLiteral("tokens_per_s_per_user_low"), tokensPerSecondPerUser * band.low);
            o.insert(QStringLiteral("tokens_per_s_per_user_high"), tokensPerSecondPerUser * band.high);
        }
    }
    if (!fit.layout.isTraining()) {
        o.insert(QStringLiteral("tokens_per_s"), tokensPerSecond);
        o.insert(QStringLiteral("tokens_per_s_per_user"), tokensPerSecondPerUser);
        o.insert(QStringLiteral("replicas"), fit.replicas);
        o.insert(QStringLiteral("cost_per_million_tokens"), costPerMillionTokens);
        o.insert(QStringLiteral("replicas_per_gpu"), replicasPerGpu);
        if (!migProfile.isEmpty())
            o.insert(QStringLiteral("mig_profile"), migProfile);
    }
    return o;
}

QString DeploymentSearch::fabricName(const QString& code)
{
    if (code == QLatin1String("infiniband"))
        return QStringLiteral("InfiniBand");
    if (code == QLatin1String("roce"))
        return QStringLiteral("RoCE");
    if (code == QLatin1String("efa"))
        return QStringLiteral("EFA");
    if (code == QLatin1String("ethernet"))
        return tr("Ethernet");
    return code;
}

QString DeploymentSearch::shapeText(const Deployment& d)
{
    const QString one = QStringLiteral("%1 × %2").arg(d.gpusPerInstance).arg(d.fit.gpu.name);
    return d.instances > 1 ? tr("%1 instances × %2").arg(d.instances).arg(one) : one;
}

QString DeploymentSearch::cardsText(const GpuFit& fit)
{
    if (!fit.fits)
        return {};
    return fit.nodes > 1 ? QStringLiteral("%1 × %2").arg(fit.nodes).arg(fit.cardsPerNode)
                         : QString::number(fit.gpusNeeded);
}

QString DeploymentSearch::billingText(const Deployment& d)
{
    QString mode = d.spot ? tr("spot (interruptible)") : billingModeName(d.billing);
    if (d.billing == BillingMode::Hourly || d.billing == BillingMode::Spot) {
        switch (d.granularity) {
        case Granularity::Second:
            return tr("%1, per second").arg(mode);
        case Granularity::Minute:
            return tr("%1, per minute").arg(mode);
        case Granularity::Hour:
            return tr("%1, whole hours").arg(mode);
        default:
            break;
        }
    }
    return mode;
}

QString DeploymentSearch::offerText(const Deployment& d)
{
    const QString text = QStringLiteral("%1 · %2").arg(d.providerName, shapeText(d));
    return d.stale ? tr("%1 (stale price)").arg(text) : text;
}

QString DeploymentSearch::hoursText(const Deployment& d)
{
    const QString hours = QLocale().toString(d.wallHours, 'f', 1);
    if (!d.hasBand() || !d.fit.layout.isTraining())
        return tr("%1 h").arg(hours);
    return tr("%1 h (%2)").arg(hours, ErrorBands::rangeText(d.wallHours, d.band, 1));
}

QString DeploymentSearch::moneyText(const Deployment& d, double amount)
{
    const QString money = ExchangeRate::format({amount, d.currency});
    if (!d.hasBand() || !d.fit.layout.isTraining() || d.total <= 0)
        return money;
    // The amount's share of the total, at the totals billed at the band's ends (granularity and minimums included).
    const double share = amount / d.total;
    return tr("%1 (%2–%3)")
        .arg(money, ExchangeRate::format({d.totalLow * share, d.currency}),
             ExchangeRate::format({d.totalHigh * share, d.currency}));
}

namespace {

// Why offers were passed over, for the reason of an empty answer.
struct SkipCounts
{
    int needsCluster = 0;
    int clusterTooSmall = 0;
    int shapeTooSmall = 0;
    int constrained = 0;
    int spotExcluded = 0;
};

// One offer of a GPU that fits: the card, the memory each card offers, how many an instance has and their link.
struct OfferHardware
{
    const GpuSpec& gpu;
    double usable;
    qint64 cards;
    bool nvlink;
};

// What every offer of one search is placed and billed with, and what the search learns on the way: why offers were
// passed over, and the memory of each layout tried (the same layouts recur across offers).
struct OfferSearch
{
    OfferSearch(const ModelArchitecture& model,
                const Need& need,
                const Usage& usage,
                const ExchangeRate& fx,
                Currency currency,
                const QDate& today);

    const ModelArchitecture& model;
    const Need& need;
    const Usage& usage;
    const ExchangeRate& fx;
    const Currency currency;
    const QDate& today;
    const bool serving;
    const bool service;
    WorkSchedule schedule;
    SpotInputs spotInputs;
    double rework = 0;
    qint64 users = 1;
    SkipCounts skipped;
    QHash<QString, std::optional<MemoryEstimate>> memoryCache;

    const std::optional<MemoryEstimate>& memoryOf(const Need& n);
    bool placeTraining(const Offer& offer, const OfferHardware& hw, Deployment& d, GpuFit& placed);
    bool placeServing(const OfferHardware& hw, Deployment& d, GpuFit& placed);
    void addBillingRows(const Provider& provider, const Offer& offer, const Deployment& d, QList<Deployment>& rows);
};

OfferSearch::OfferSearch(
    const ModelArchitecture& m, const Need& n, const Usage& u, const ExchangeRate& rate, Currency c, const QDate& day)
    : model(m), need(n), usage(u), fx(rate), currency(c), today(day), serving(!n.isTraining()),
      service(serving || u.service || (!u.jobHours && !n.tokens))
{
    schedule.start = usage.start.isValid() ? usage.start : today;
    schedule.months = std::max(1, usage.months);
    if (service) {
        schedule.kind = WorkSchedule::Kind::Service;
        schedule.hoursPerMonth = usage.hoursPerMonth;
        schedule.daysPerMonth = usage.daysPerMonth;
    } else {
        schedule.kind = WorkSchedule::Kind::Runs;
        schedule.runs = std::max(1, usage.runs);
    }
    spotInputs.checkpointMinutes = usage.checkpointMinutes;
    rework = CostModel::spotReworkFraction(spotInputs);
    users = std::max<qint64>(1, need.concurrency);
}

const std::optional<MemoryEstimate>& OfferSearch::memoryOf(const Need& n)
{
    const QString key = layoutKey(n);
    auto it = memoryCache.find(key);
    if (it == memoryCache.end()) {
        const Result<MemoryEstimate> m = MemoryEstimator::estimate(model, n, false);
        it = memoryCache.insert(key, m.ok() ? std::optional<MemoryEstimate>(m.value()) : std::nullopt);
    }
    return *it;
}

// Training on `offer`: the instances its cards need and the fastest layout that fits them. `placed` arrives as the
// GPU's hardware-only fit. False (the reason counted) when the offer cannot run the job.
bool OfferSearch::placeTraining(const Offer& offer, const OfferHardware& hw, Deployment& d, GpuFit& placed)
{
    const qint64 cards = hw.cards;
    const double usable = hw.usable;
    // Every card of the instance works on the job (its price pays for them); more cards than one
    // instance has come as identical instances on the provider's cluster network.
    qint64 instances = 1;
    if (usage.limits.gpus > 0) {
        if (usage.limits.gpus % cards != 0) {
            ++skipped.constrained;
            return false;
        }
        instances = usage.limits.gpus / cards;
    } else if (usage.limits.nodes > 0) {
        instances = usage.limits.nodes;
    } else if (placed.gpusNeeded > cards) {
        instances = (placed.gpusNeeded + cards - 1) / cards;
    }
    if (usage.limits.nodes > 0 && instances != usage.limits.nodes) {
        ++skipped.constrained;
        return false;
    }
    if (instances > 1 && !offer.cluster) {
        ++skipped.needsCluster;
        return false;
    }
    if (instances > 1 && instances > offer.cluster->maxInstances) {
        ++skipped.clusterTooSmall;
        return false;
    }
    const NodeShape shape{cards, instances};
    const Need* chosen = nullptr;
    const MemoryEstimate* memory = nullptr;
    const QList<Need> layouts = FitSearch::trainingLayouts(need, shape);
    for (const Need& l : layouts) {
        const std::optional<MemoryEstimate>& m = memoryOf(l);
        if (m && m->total() <= usable) {
            chosen = &l;
            memory = &*m;
            break;
        }
    }
    if (!chosen) {
        ++skipped.shapeTooSmall;
        return false;
    }
    d.instances = static_cast<int>(instances);
    if (instances > 1)
        d.fabric = offer.cluster;
    placed.gpusNeeded = shape.gpus();
    placed.cardsPerNode = cards;
    placed.nodes = instances;
    placed.layout = *chosen;
    placed.tensorParallel = chosen->tensorParallel;
    placed.pipelineParallel = chosen->pipelineParallel;
    placed.zeroStage = chosen->zeroStage;
    placed.bytesPerGpu = memory->total();
    placed.headroomBytes = usable - memory->total();
    placed.headroomFraction = placed.headroomBytes / usable;
    placed.interconnect = cards == 1                   ? InterconnectNeed::None
                          : chosen->tensorParallel > 1 ? InterconnectNeed::NvLink
                                                       : InterconnectNeed::Pcie;
    placed.interconnectAvailable = placed.interconnect != InterconnectNeed::NvLink || hw.nvlink;
    placed.needsFabric = instances > 1;
    const Topology topology = instances > 1
                                  ? Topology::cluster(hw.gpu, cards, instances, hw.nvlink, offer.cluster->gbps,
                                                      DeploymentSearch::tr("%1 %2 Gb/s")
                                                          .arg(DeploymentSearch::fabricName(offer.cluster->fabric),
                                                               QLocale().toString(offer.cluster->gbps, 'f', 0)))
                                  : Topology::singleNode(hw.gpu, cards, hw.nvlink);
    if (need.tokens) {
        placed.time = PerformanceEstimator::trainingTime(model, *memory, *chosen, hw.gpu, topology, *need.tokens,
                                                         /*explain=*/true);
        d.assumptions << placed.time->assumptions;
    }
    d.wallHours = usage.jobHours ? *usage.jobHours : placed.time ? placed.time->wallHours : usage.hoursPerMonth;
    if (!usage.jobHours && placed.time) // hours the user gave carry no estimate's band
        d.band = placed.time->band;
    return true;
}

// Serving: replicas of 1, 2, 4 or 8 cards, as many as an instance's cards hold; the layout that needs the fewest
// instances wins, and of those the one each user finds fastest. False when no layout serves the users.
bool OfferSearch::placeServing(const OfferHardware& hw, Deployment& d, GpuFit& placed)
{
    const GpuSpec& gpu = hw.gpu;
    const qint64 cards = hw.cards;
    const double usable = hw.usable;
    qint64 tp = 0, instances = 0;
    double bestSpeed = 0;
    for (qint64 candidate : {1, 2, 4, 8}) {
        if (candidate > cards)
            continue;
        const FitSearch::ReplicaCapacity c = FitSearch::replicaCapacity(model, need, gpu, candidate, usable);
        if (c.users < 1)
            continue;
        const qint64 perInstance = cards / candidate;
        const qint64 replicasNeeded = (users + c.users - 1) / c.users;
        const qint64 n = (replicasNeeded + perInstance - 1) / perInstance;
        const qint64 replicas = n * perInstance;
        const Need probe = FitSearch::replicaLayout(need, candidate, (users + replicas - 1) / replicas);
        const std::optional<MemoryEstimate>& m = memoryOf(probe);
        if (!m)
            continue;
        const double speed = PerformanceEstimator::decodeTokensPerSecond(model, *m, probe, gpu, probe.concurrency);
        if (instances == 0 || n < instances || (n == instances && speed > bestSpeed)) {
            tp = candidate;
            instances = n;
            bestSpeed = speed;
        }
    }
    if (tp == 0) {
        ++skipped.shapeTooSmall;
        return false;
    }
    if (usage.limits.gpus > 0 && instances * cards > usage.limits.gpus) {
        ++skipped.constrained;
        return false;
    }
    const qint64 perInstance = cards / tp;
    const qint64 replicas = instances * perInstance;
    const qint64 usersPerReplica = (users + replicas - 1) / replicas;
    const Need layout = FitSearch::replicaLayout(need, tp, usersPerReplica);
    const std::optional<MemoryEstimate>& memory = memoryOf(layout);
    if (!memory)
        return false;
    const ServingThroughput t = PerformanceEstimator::serving(model, *memory, layout, gpu, true);
    d.instances = static_cast<int>(instances);
    placed.replicas = replicas;
    placed.usersPerReplica = usersPerReplica;
    placed.gpusNeeded = instances * cards;
    placed.cardsPerNode = cards;
    placed.nodes = instances;
    placed.layout = layout;
    placed.bytesPerGpu = memory->total();
    placed.headroomBytes = usable - memory->total();
    placed.headroomFraction = placed.headroomBytes / usable;
    placed.throughput = t;
    placed.tokensPerSecondPerUser = t.decodeTokensPerSecond;
    placed.tensorParallel = tp;
    placed.interconnect = tp > 1 ? InterconnectNeed::NvLink : InterconnectNeed::None;
    placed.interconnectAvailable = tp == 1 || hw.nvlink;
    d.tokensPerSecondPerUser = t.decodeTokensPerSecond;
    d.tokensPerSecond = static_cast<double>(users) * t.decodeTokensPerSecond;
    if (tp == 1) {
        const CardSharing sharing = ServingEconomics::shareCard(gpu, memory->total());
        d.replicasPerGpu = sharing.replicas;
        d.migProfile = sharing.migProfile;
    }
    d.assumptions << t.assumptions;
    d.wallHours = usage.hoursPerMonth;
    d.band = t.decodeBand;
    return true;
}

// One row per way `offer` can be billed, `d` priced and billed that way.
void OfferSearch::addBillingRows(const Provider& provider,
                                 const Offer& offer,
                                 const Deployment& d,
                                 QList<Deployment>& rows)
{
    for (BillingMode mode : {BillingMode::Hourly, BillingMode::Daily, BillingMode::Weekly, BillingMode::Monthly,
                             BillingMode::Spot, BillingMode::PerTask}) {
        const std::optional<Price> price = offer.instancePrice(mode);
        if (!price)
            continue;
        if (mode == BillingMode::PerTask && service)
            continue;
        if (mode == BillingMode::Spot && serving && !need.allowSpot) {
            ++skipped.spotExcluded; // an always-on service is not put on interruptible capacity unless allowed
            continue;
        }
        Deployment row = d;
        row.billing = mode;
        row.price = *price;
        row.spot = mode == BillingMode::Spot;
        row.stale = price->isStale(today);
        const bool metered = mode == BillingMode::Hourly || mode == BillingMode::Spot;
        row.granularity = metered && usage.granularity ? *usage.granularity : price->granularity;
        row.reworkFraction = row.spot && !service ? rework : 0.0;
        const BillingContext billing{provider, offer, usage, schedule, fx, currency, service};
        const double machineHours = bill(row, billing);
        row.priceAge.add(*price);
        if (provider.fees && !row.fees.isEmpty())
            row.priceAge.add(provider.fees->date);
        // The same bill at the quick and the slow end of what such runs took (ErrorBands).
        if (!service && (row.band.rows > 0 || row.band.calibrated())) {
            for (const auto& [factor, total] :
                 {std::pair{row.band.low, &row.totalLow}, std::pair{row.band.high, &row.totalHigh}}) {
                Deployment end = row;
                end.wallHours = row.wallHours * factor;
                bill(end, billing);
                *total = end.total;
            }
        }
        if (serving) {
            // Every instance serves the whole paid time; the users generate during `utilization` of it.
            const double tokens = row.tokensPerSecond * 3600.0 * machineHours * usage.utilization;
            row.costPerMillionTokens = tokens > 0 ? row.total / (tokens / 1e6) : 0.0;
        }
        if (row.spot)
            row.assumptions << (serving ? DeploymentSearch::tr("Spot capacity for a service: the provider may stop it "
                                                               "at any time; keep a fallback.")
                                        : DeploymentSearch::tr("Spot: %1 interruptions an hour, each repeating half a "
                                                               "%2-minute checkpoint interval plus a %3-minute restart "
                                                               "(%4 % more work).")
                                              .arg(QLocale().toString(spotInputs.preemptionsPerHour, 'g', 3),
                                                   QLocale().toString(spotInputs.checkpointMinutes, 'g', 3),
                                                   QLocale().toString(spotInputs.restartMinutes, 'g', 3),
                                                   QLocale().toString(rework * 100, 'f', 1)));
        rows << row;
    }
}

// The deployment every billing row of `offer` starts from: who rents it, and the instance.
Deployment offerDeployment(const Provider& provider, const Offer& offer, Currency currency)
{
    Deployment d;
    d.providerId = provider.id;
    d.providerName = provider.displayName();
    d.offerId = offer.id;
    d.instanceType = offer.instanceType;
    d.gpusPerInstance = offer.gpuCount;
    d.currency = currency;
    return d;
}

// Beside the answer: a cheaper stale price, offers priced for the GPUs only, and providers whose fees are unknown.
void addNotes(DeploymentSearchResult& r,
              const QStringList& gpuOnly,
              const Usage& usage,
              const PriceCatalog& catalog,
              const QDate& today)
{
    if (const std::optional<Deployment> stale = r.cheaperStale())
        r.notes << DeploymentSearch::staleNote(*stale, r.deployments.first(), today);
    if (!gpuOnly.isEmpty())
        r.notes << PriceCatalog::gpuOnlyLeftOut(gpuOnly);
    if (usage.data) {
        QStringList unknown;
        for (const Deployment& d : std::as_const(r.deployments))
            if (const auto p = catalog.provider(d.providerId); p && !p->fees && !unknown.contains(d.providerName))
                unknown << d.providerName;
        for (const QString& name : std::as_const(unknown))
            r.notes << Fees::unknownFees(name);
    }
}

// Why no deployment exists: no GPU fits, or every offer of one that does was passed over (and why).
QString emptyReason(const QList<GpuFit>& fits, const SkipCounts& skipped)
{
    const bool anyFit = std::any_of(fits.cbegin(), fits.cend(), [](const GpuFit& f) { return f.fits; });
    QStringList why;
    if (!anyFit) {
        const auto closest = std::min_element(fits.cbegin(), fits.cend(), [](const GpuFit& a, const GpuFit& b) {
            return a.headroomFraction > b.headroomFraction;
        });
        why << DeploymentSearch::tr("No GPU in the catalog holds this work within the search limits.");
        if (closest != fits.cend() && !closest->reason.isEmpty())
            why << DeploymentSearch::tr("Closest: %1").arg(closest->reason);
    } else {
        if (skipped.needsCluster > 0)
            why << DeploymentSearch::tr("%n offer(s) of GPUs that fit would need several instances, but their "
                                        "providers list no cluster network for them.",
                                        nullptr, skipped.needsCluster);
        if (skipped.clusterTooSmall > 0)
            why << DeploymentSearch::tr("%n offer(s) cannot launch that many instances on one network.", nullptr,
                                        skipped.clusterTooSmall);
        if (skipped.shapeTooSmall > 0)
            why << DeploymentSearch::tr("%n offer(s) have too few cards, or too little usable memory, for the layout.",
                                        nullptr, skipped.shapeTooSmall);
        if (skipped.constrained > 0)
            why << DeploymentSearch::tr("%n offer(s) cannot make exactly the GPUs or nodes asked for.", nullptr,
                                        skipped.constrained);
        if (skipped.spotExcluded > 0)
            why << DeploymentSearch::tr(
                "Spot prices were left out for an always-on service (allow them with --allow-spot).");
        if (why.isEmpty()) {
            QStringList names;
            for (const GpuFit& f : fits)
                if (f.fits)
                    names << f.gpu.name;
            why << DeploymentSearch::tr("Only %1 hold this work, and no offer in the catalogs rents them.")
                       .arg(names.join(QStringLiteral(", ")));
        }
    }
    return why.join(QLatin1Char(' '));
}

} // namespace

Result<DeploymentSearchResult> DeploymentSearch::run(const ModelArchitecture& model,
                                                     const Need& need,
                                                     const Usage& usage,
                                                     const PriceCatalog& catalog,
                                                     const ExchangeRate& fx,
                                                     Currency currency,
                                                     const QDate& today)
{
    Result<QList<GpuFit>> fits = FitSearch::run(model, need, GpuCatalog::builtIn().gpus(), usage.limits);
    if (!fits.ok())
        return fits.error();
    DeploymentSearchResult r;
    r.fits = std::move(fits).value();
    QHash<QString, const GpuFit*> fitByGpu;
    for (const GpuFit& f : r.fits)
        fitByGpu.insert(f.gpu.id, &f);

    OfferSearch search(model, need, usage, fx, currency, today);
    QStringList gpuOnly; // offers of a GPU that fits whose prices cover the GPUs only
    for (const Provider& provider : catalog.providers()) {
        for (const Offer& offer : provider.offers) {
            const auto fitIt = fitByGpu.constFind(offer.gpuId);
            if (fitIt == fitByGpu.constEnd() || !(*fitIt)->fits)
                continue;
            const GpuFit& fit = **fitIt;
            const GpuSpec& gpu = fit.gpu;
            if (offer.hasGpuOnlyPrices())
                gpuOnly << offer.id;
            const OfferHardware hw{
                gpu, offer.usableVramGb ? *offer.usableVramGb * kGiB : static_cast<double>(gpu.memoryBytes()),
                offer.gpuCount, offer.interconnect == QLatin1String("nvlink")};
            Deployment d = offerDeployment(provider, offer, currency);
            GpuFit placed = fit;
            const bool placedOk =
                search.serving ? search.placeServing(hw, d, placed) : search.placeTraining(offer, hw, d, placed);
            if (!placedOk)
                continue;
            d.fit = placed;
            search.addBillingRows(provider, offer, d, r.deployments);
        }
    }
    // Fresh prices first: a stale or undated price never beats a fresh one silently (the note below names it).
    std::stable_sort(r.deployments.begin(), r.deployments.end(), [](const Deployment& a, const Deployment& b) {
        if (a.stale != b.stale)
            return !a.stale;
        return a.total < b.total;
    });
    addNotes(r, gpuOnly, usage, catalog, today);
    if (r.deployments.isEmpty())
        r.reason = emptyReason(r.fits, search.skipped);
    return r;
}

} // namespace gp
