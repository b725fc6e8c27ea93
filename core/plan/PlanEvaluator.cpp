#include "core/plan/PlanEvaluator.h"
#include "core/common/Units.h"

#include "core/catalog/GpuCatalog.h"
#include "core/cost/CostModel.h"
#include "core/estimator/ModelCatalog.h"
#include "core/estimator/ModelConfigParser.h"

#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gp {

namespace {

QString gib(double bytes)
{
    return QLocale().toString(bytes / kGiB, 'f', 1);
}

double totalFor(const ModelArchitecture& model, const Need& need)
{
    const Result<MemoryEstimate> e = MemoryEstimator::estimate(model, need, false);
    return e.ok() ? e->total() : 0;
}

} // namespace

Result<ModelArchitecture> PlanEvaluator::resolveModel(const Questionnaire& q)
{
    switch (q.modelSource) {
    case ModelSource::Catalog:
        if (const auto m = ModelCatalog::builtIn().find(q.modelId))
            return *m;
        return Error{QStringLiteral("model.unknown"), tr("The model \"%1\" is not in the catalog.").arg(q.modelId)};
    case ModelSource::ConfigFile:
        if (q.configPath.isEmpty())
            return Error{QStringLiteral("model.no_config"), tr("Choose a config.json file.")};
        return ModelConfigParser::parseFile(q.configPath);
    case ModelSource::Size:
        break;
    }
    return ModelCatalog::fromSize(q.size);
}

Usage PlanEvaluator::usageFor(const Questionnaire& q, const QDate& today)
{
    Usage u;
    u.start = today;
    u.months = std::max(1, static_cast<int>(std::ceil(q.projectMonths - 1e-9)));
    if (q.task == Task::Inference) {
        u.service = true;
        u.hoursPerMonth = std::min(CostConstants::kHoursPerMonth, q.hoursPerDay * q.daysPerMonth);
        if (q.hoursPerDay < 24)
            u.daysPerMonth = q.daysPerMonth;
    } else if (q.schedule == Schedule::Recurring) {
        u.runs = std::max(1, static_cast<int>(std::lround(q.runsPerMonth * u.months)));
    } else {
        u.runs = 1;
        u.months = 1; // a one-off run is priced once, in the month it runs
    }
    return u;
}

const GpuPlanRow* PlanResults::chosen() const
{
    const auto row =
        std::find_if(gpus.cbegin(), gpus.cend(), [](const GpuPlanRow& g) { return g.fit.fits && g.deployment; });
    return row == gpus.cend() ? nullptr : &*row;
}

QString PlanResults::pricingBasis() const
{
    const GpuPlanRow* answer = chosen();
    return answer ? answer->deployment->priceAge.basisText(today, freshnessDays, exchangeRate) : QString();
}

namespace {

// Buying `cards` of `gpu` as a what-if starts from its cited purchase price (0 when none is cited), the power the
// cards draw at the wall and the default tariff; the depreciation years are BuyInputs' own default.
BuyInputs buyingCards(const GpuSpec& gpu, double cards, Currency currency, const ExchangeRate& fx)
{
    BuyInputs b;
    if (const std::optional<GpuCatalog::BuyPrice> buy = GpuCatalog::buyPrice(gpu))
        b.price = fx.convert(buy->perGpu, currency).amount * cards;
    b.powerWatts = gpu.tdpWatts * CostConstants::kWallPowerPerGpuPower * cards;
    b.electricityPerKwh = fx.convert(CostConstants::kDefaultElectricityCnyPerKwh, Currency::CNY, currency);
    return b;
}

} // namespace

std::optional<CostPlan>
PlanEvaluator::costPlanFor(const PlanResults& r, const PriceCatalog& catalog, const ExchangeRate& fx)
{
    const GpuPlanRow* row = r.chosen();
    if (!row)
        return std::nullopt;
    const Deployment& d = *row->deployment;
    const std::optional<Offer> offer = catalog.offer(d.offerId);
    if (!offer)
        return std::nullopt;
    CostPlan plan;
    plan.gpuId = d.fit.gpu.id;
    CostInputs& in = plan.inputs;
    in.currency = r.currency;
    in.hoursPerMonth = std::clamp(r.hoursPerMonth, 1.0, CostConstants::kMaxHoursPerMonth);
    in.months = std::max(1, r.usage.months);
    in.runsPerMonth = 1;
    const double instances = d.instances;
    const auto price = [&](BillingMode mode) -> std::optional<double> {
        const std::optional<Price> p = offer->instancePrice(mode);
        if (!p)
            return std::nullopt;
        return fx.convert(p->amount, p->currency, r.currency) * instances;
    };
    in.hourly = price(BillingMode::Hourly);
    in.daily = price(BillingMode::Daily);
    in.weekly = price(BillingMode::Weekly);
    in.monthly = price(BillingMode::Monthly);
    if (const auto spot = price(BillingMode::Spot)) {
        SpotInputs s;
        s.price = *spot;
        in.spot = s;
    }
    // The plan's disk on the chosen provider, for every rental option (as compare and the budget count it).
    const std::optional<Provider> provider = catalog.provider(d.providerId);
    if (r.usage.data && provider && provider->fees && provider->fees->diskGbMonth) {
        const ProviderFees& f = *provider->fees;
        RentalStorage storage;
        storage.gb = Fees::chargedDiskGb(f, *offer, r.usage.data->diskGb) * instances;
        storage.perGbMonth = fx.convert(*f.diskGbMonth, f.currency, r.currency);
        storage.stoppedPerGbMonth = fx.convert(f.stoppedDiskGbMonth.value_or(*f.diskGbMonth), f.currency, r.currency);
        if (storage.gb > 0)
            in.storage = storage;
    }
    if (const BuyInputs buy = buyingCards(d.fit.gpu, d.totalGpus(), r.currency, fx); buy.price > 0)
        in.buy = buy; // the cards' share of whole machines, where a price is cited
    return plan;
}

PlanEvaluator::GpuCostInputs PlanEvaluator::costInputsForGpu(
    const GpuSpec& gpu, const PriceCatalog& catalog, Currency currency, const ExchangeRate& fx, const QDate& today)
{
    GpuCostInputs out;
    CostInputs& in = out.inputs;
    in.currency = currency;
    in.buy = buyingCards(gpu, 1, currency, fx);
    if (const std::optional<GpuCatalog::BuyPrice> buy = GpuCatalog::buyPrice(gpu))
        out.sources << tr("Purchase: %1").arg(buy->text);
    const QList<std::pair<BillingMode, std::optional<double>*>> modes{{BillingMode::Hourly, &in.hourly},
                                                                      {BillingMode::Daily, &in.daily},
                                                                      {BillingMode::Weekly, &in.weekly},
                                                                      {BillingMode::Monthly, &in.monthly}};
    std::optional<double> spot;
    const auto cheapest = [&](BillingMode mode, std::optional<double>& best) {
        QString where;
        for (const Provider& p : catalog.providers()) {
            for (const Offer& o : p.offers) {
                if (o.gpuId != gpu.id)
                    continue;
                const auto price = o.instancePrice(mode); // a GPU-only price is not what a machine costs
                if (!price)
                    continue;
                const double perGpu = fx.convert(price->amount, price->currency, currency) / o.gpuCount;
                if (!best || perGpu < *best) {
                    best = perGpu;
                    where = tr("%1 (%2%3)")
                                .arg(p.name, price->dateText(), price->isStale(today) ? tr(", stale") : QString());
                }
            }
        }
        if (best && *best > 0)
            out.sources << tr("%1: %2").arg(CostModel::optionName(billingModeCode(mode)), where);
    };
    for (const auto& [mode, field] : modes)
        cheapest(mode, *field);
    cheapest(BillingMode::Spot, spot);
    if (spot) {
        SpotInputs s;
        s.price = *spot;
        in.spot = s;
    }
    return out;
}

double PlanEvaluator::checkpointIntervalMinutes(double checkpointSeconds, double hoursBetweenInterruptions)
{
    return std::sqrt(2.0 * checkpointSeconds * hoursBetweenInterruptions * 3600.0) / 60.0;
}

QStringList PlanEvaluator::fitLadder(const ModelArchitecture& model, const Need& need, const GpuSpec& gpu)
{
    QStringList steps;
    const double capacity = static_cast<double>(gpu.memoryBytes());
    Need n = need;
    const auto step = [&](const QString& what) {
        const double total = totalFor(model, n);
        steps << tr("%1 → %2 GiB%3").arg(what, gib(total), total <= capacity ? tr(" (fits)") : QString());
        return total <= capacity;
    };
    if (n.batch > 1) {
        const qint64 accumulation = n.batch;
        n.batch = 1;
        if (step(tr("batch 1 with gradient accumulation × %1 (same effective batch)").arg(accumulation)))
            return steps;
    }
    if (!n.gradientCheckpointing && n.isTraining()) {
        n.gradientCheckpointing = true;
        if (step(tr("gradient checkpointing (about a third slower)")))
            return steps;
    }
    if (n.task == Task::Full || n.task == Task::Freeze) {
        n.task = Task::Lora;
        n.precision = Precision::Bf16;
        if (step(tr("LoRA instead of full fine-tuning")))
            return steps;
    }
    if (n.task == Task::Lora) {
        n.task = Task::Qlora;
        if (step(tr("QLoRA (4-bit base)")))
            return steps;
    }
    if (n.seq > 1024 && n.isTraining()) {
        n.seq = std::max<qint64>(512, n.seq / 2);
        if (step(tr("sequences of %1 tokens").arg(n.seq)))
            return steps;
    }
    if (!n.flashAttention) {
        n.flashAttention = true;
        if (step(tr("FlashAttention")))
            return steps;
    }
    steps << tr("a larger card, or several (see the table)");
    return steps;
}

QJsonArray PlanEvaluator::gpuTableJson(const PlanResults& results, const QDate& today)
{
    QJsonArray rows;
    const GpuPlanRow* chosen = results.chosen();
    for (const GpuPlanRow& row : results.gpus) {
        QJsonObject o;
        o.insert(QStringLiteral("gpu"), row.fit.gpu.id);
        o.insert(QStringLiteral("fits"), row.fit.fits);
        o.insert(QStringLiteral("gpus_needed"), row.fit.gpusNeeded);
        o.insert(QStringLiteral("answer"), &row == chosen);
        if (row.deployment) {
            o.insert(QStringLiteral("deployment"), row.deployment->toJson(today, results.freshnessDays));
            o.insert(QStringLiteral("cost_per_run"), row.costPerRun);
            o.insert(QStringLiteral("cost_per_month"), row.costPerMonth);
            o.insert(QStringLiteral("value_per_currency"), row.valuePerCurrency);
        }
        if (row.jobHours > 0)
            o.insert(QStringLiteral("job_hours"), row.jobHours);
        rows.append(o);
    }
    return rows;
}

PlanResults PlanEvaluator::evaluate(const Questionnaire& q,
                                    const PriceCatalog& catalog,
                                    const ExchangeRate& fx,
                                    Currency currency,
                                    const QDate& today,
                                    const QList<SpeedCalibration>& calibrations,
                                    const PriceConstraints& constraints)
{
    PlanResults r;
    r.currency = currency;
    r.transfer = QuestionnaireMath::dataTransfer(q);
    Result<ModelArchitecture> model = resolveModel(q);
    if (!model.ok()) {
        r.modelError = model.error().message;
        return r;
    }
    r.model = model.value();
    r.need = q.toNeed();
    if (r.need.isTraining())
        r.need.calibrations = calibrations;
    Result<MemoryEstimate> memory = MemoryEstimator::estimate(*r.model, r.need, true);
    if (!memory.ok()) {
        r.needError = memory.error().message;
        return r;
    }
    r.memory = memory.value();

    const bool serving = q.task == Task::Inference;
    r.usage = usageFor(q, today);
    r.usage.data = QuestionnaireMath::dataFootprint(q, *r.model, r.need);
    r.exchangeRate = fx;
    r.today = today;
    r.freshnessDays = constraints.freshnessWindowDays();
    const ConstrainedCatalog allowed = CatalogConstraint::apply(catalog, constraints, today);
    const Result<DeploymentSearchResult> search =
        DeploymentSearch::run(*r.model, r.need, r.usage, allowed.catalog, fx, currency, today);
    if (!search.ok()) {
        r.needError = search.error().message;
        return r;
    }
    r.search = search.value();
    if (!allowed.note.isEmpty())
        r.search.notes.prepend(allowed.note);
    for (const GpuFit& fit : r.search.fits) {
        GpuPlanRow row;
        row.fit = fit;
        row.deployment = r.search.cheapestFor(fit.gpu.id);
        if (row.deployment) {
            const Deployment& d = *row.deployment;
            row.fit = d.fit;
            row.costPerRun = d.costPerRun;
            row.costPerMonth = d.perMonthAverage;
            if (serving) {
                const double perHour = r.usage.hoursPerMonth > 0 ? d.perMonthAverage / r.usage.hoursPerMonth : 0;
                row.valuePerCurrency = perHour > 0 ? d.tokensPerSecond / perHour : 0;
            } else {
                row.jobHours = d.wallHours;
                if (d.fit.time)
                    row.calibration = d.fit.time->calibration;
                row.valuePerCurrency = d.costPerRun > 0 ? q.trainingTokens() / 1e6 / d.costPerRun : 0;
            }
        } else if (fit.time) {
            row.jobHours = fit.time->wallHours;
            row.calibration = fit.time->calibration;
        }
        r.gpus << row;
    }
    std::stable_sort(r.gpus.begin(), r.gpus.end(), [](const GpuPlanRow& a, const GpuPlanRow& b) {
        if (a.fit.fits != b.fit.fits)
            return a.fit.fits;
        const bool pa = a.deployment.has_value(), pb = b.deployment.has_value();
        if (pa != pb)
            return pa;
        if (pa && a.deployment->stale != b.deployment->stale)
            return !a.deployment->stale; // fresh prices first, as the search ranks them
        if (pa)
            return a.deployment->total < b.deployment->total;
        return a.fit.gpusNeeded < b.fit.gpusNeeded;
    });
    if (serving)
        r.hoursPerMonth = r.usage.hoursPerMonth;
    else if (!r.gpus.isEmpty() && r.gpus.first().deployment)
        r.hoursPerMonth = r.gpus.first().jobHours * r.usage.runs / r.usage.months;

    // Advice, most useful first.
    const GpuSpec consumer = *GpuCatalog::builtIn().find(QStringLiteral("rtx-4090"));
    if (r.need.isTraining() && r.memory->total() > static_cast<double>(consumer.memoryBytes())) {
        r.advice << tr("Does not fit a 24 GB card (%1 GiB needed). To make it fit: %2")
                        .arg(gib(r.memory->total()), fitLadder(*r.model, r.need, consumer).join(QStringLiteral("; ")));
    }
    if (q.dataLocation != DataLocation::SameRegion && r.transfer.hours > 0.25) {
        r.advice << tr("Moving the data takes about %1 hours (%2)%3: copy it once to storage in the GPUs' region, "
                       "and upload it before starting the GPU instance so you do not pay for the wait.")
                        .arg(QLocale().toString(r.transfer.hours, 'f', 1), r.transfer.explanation,
                             r.transfer.cost > 0
                                 ? tr(", plus about $%1 of egress").arg(QLocale().toString(r.transfer.cost, 'f', 2))
                                 : QString());
    }
    if (r.need.isTraining()) {
        // Saving what changes at ~1 GB/s to local disk: the whole model for full fine-tuning, only the trained
        // weights (16-bit) for adapters and freeze-tuning, plus their optimizer states.
        const bool partial = r.need.task != Task::Full;
        const double checkpointBytes =
            (partial ? static_cast<double>(r.memory->trainableParameters) * 2.0 : r.memory->weights) +
            r.memory->optimizer;
        const double minutes =
            checkpointIntervalMinutes(checkpointBytes / 1e9, 1.0 / CostConstants::kPreemptionsPerHour);
        r.advice << tr("On spot instances, checkpoint about every %1 minutes (each save ≈ %2 GiB); a preemption then "
                       "costs minutes, not the run.")
                        .arg(std::max(5L, std::lround(minutes)))
                        .arg(gib(checkpointBytes));
    }
    if (serving) {
        const double required = QuestionnaireMath::requiredTokensPerSecond(q);
        if (q.concurrentUsers > 0) // the founder gave users, not requests: speak of what was entered
            r.advice << tr("The service needs about %1 generated tokens per second: %2 users decoding at once at %3 "
                           "tokens/s each.")
                            .arg(QLocale().toString(required, 'f', 0))
                            .arg(r.need.concurrency)
                            .arg(QLocale().toString(q.servingSpeedPerUser(), 'f', 0));
        else
            r.advice << tr("The service needs about %1 generated tokens per second at %2 requests a day (%3 "
                           "concurrent sequences for a %4 s answer).")
                            .arg(QLocale().toString(required, 'f', 0), QLocale().toString(q.requestsPerDay, 'f', 0))
                            .arg(r.need.concurrency)
                            .arg(QLocale().toString(q.latencyTargetSeconds, 'f', 0));
        if (r.hoursPerMonth >= 24 * 25)
            r.advice << tr("Running around the clock: compare a monthly plan with hourly billing on the Costs page.");
    }
    if (r.model->approximate)
        r.advice << tr("Only a size was given: pick the model or import its config.json for exact numbers.");
    r.advice << r.search.notes; // what the prices left out, and why
    return r;
}

} // namespace gp
