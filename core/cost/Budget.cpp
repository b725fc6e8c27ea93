#include "core/cost/Budget.h"

#include "core/common/CodeTable.h"
#include "core/common/JsonFields.h"

#include "core/catalog/GpuCatalog.h"
#include "core/cost/BillingCalendar.h"
#include "core/cost/CostModel.h"

#include <QJsonArray>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <cmath>

namespace gp {

namespace {

constexpr CodeTable<ScenarioKind, 4> kKinds{{{ScenarioKind::FineTuning, "fine-tuning"},
                                             {ScenarioKind::Inference, "inference"},
                                             {ScenarioKind::DataProcessing, "data-processing"},
                                             {ScenarioKind::Testing, "testing"}}};

constexpr CodeTable<PlanLink, 2> kLinks{{{PlanLink::Answer, "answer"}, {PlanLink::Gpu, "gpu"}}};

QString money(double amount, Currency currency)
{
    return ExchangeRate::format({amount, currency});
}

} // namespace

QString scenarioKindCode(ScenarioKind kind)
{
    return codeOf(kKinds, kind);
}

std::optional<ScenarioKind> scenarioKindFromCode(const QString& code)
{
    return fromCode(kKinds, code);
}

QString planLinkCode(PlanLink link)
{
    return codeOf(kLinks, link);
}

std::optional<PlanLink> planLinkFromCode(const QString& code)
{
    return fromCode(kLinks, code);
}

QJsonObject BudgetItem::toJson() const
{
    QJsonObject j;
    j.insert(QStringLiteral("name"), name);
    j.insert(QStringLiteral("kind"), scenarioKindCode(kind));
    j.insert(QStringLiteral("gpu"), gpuId);
    j.insert(QStringLiteral("gpus"), gpus);
    j.insert(QStringLiteral("hours_per_run"), hoursPerRun);
    j.insert(QStringLiteral("runs"), runs);
    j.insert(QStringLiteral("span_days"), spanDays);
    j.insert(QStringLiteral("start_month"), startMonth);
    j.insert(QStringLiteral("spot_allowed"), spotAllowed);
    j.insert(QStringLiteral("checkpoint_minutes"), checkpointMinutes);
    QJsonArray modes;
    for (BillingMode mode : billing)
        modes.append(billingModeCode(mode));
    j.insert(QStringLiteral("billing"), modes);
    if (followsPlan != PlanLink::None)
        j.insert(QStringLiteral("follows_plan"), planLinkCode(followsPlan));
    if (followsPlan != PlanLink::None && workload > 0)
        j.insert(QStringLiteral("workload"), workload);
    if (followsPlan != PlanLink::None && slowEnd)
        j.insert(QStringLiteral("slow_end"), *slowEnd);
    if (dataGb > 0)
        j.insert(QStringLiteral("data_gb"), dataGb);
    return j;
}

QString BudgetItem::displayName() const
{
    if (!name.isEmpty())
        return name;
    if (followsPlan != PlanLink::None && workload > 0) { // which of the plan's workloads, counted from 1 as shown
        BudgetItem first = *this;
        first.workload = 0;
        return BudgetPlanner::tr("%1 (workload %2)").arg(first.displayName()).arg(workload + 1);
    }
    const bool training = kind != ScenarioKind::Inference;
    switch (followsPlan) {
    case PlanLink::Answer:
        return training ? BudgetPlanner::tr("Fine-tuning: the plan's answer")
                        : BudgetPlanner::tr("Serving: the plan's answer");
    case PlanLink::Gpu: {
        const std::optional<GpuSpec> gpu = GpuCatalog::builtIn().find(gpuId);
        const QString card = gpu ? gpu->name : gpuId;
        return training ? BudgetPlanner::tr("Fine-tuning on %1").arg(card)
                        : BudgetPlanner::tr("Serving on %1").arg(card);
    }
    case PlanLink::None:
        break;
    }
    return BudgetPlanner::tr("New item");
}

bool BudgetItem::isGeneratedName(const QString& name, PlanLink link)
{
    // Earlier versions stored the name in the language of the moment; these are all they ever made.
    static const QStringList answers{QStringLiteral("Fine-tuning: the plan's answer"),
                                     QStringLiteral("Serving: the plan's answer"), QStringLiteral("微调：规划的答案"),
                                     QStringLiteral("推理服务：规划的答案")};
    static const QStringList newItems{QStringLiteral("New item"), QStringLiteral("新条目")};
    static const QRegularExpression onGpu(
        QStringLiteral("^(Fine-tuning on .+|Serving on .+|在 .+ 上微调|在 .+ 上提供推理服务)$"));
    switch (link) {
    case PlanLink::Answer:
        return answers.contains(name);
    case PlanLink::Gpu:
        return onGpu.match(name).hasMatch();
    case PlanLink::None:
        break;
    }
    return newItems.contains(name);
}

QString BudgetScenario::displayName() const
{
    return name.isEmpty() ? BudgetPlanner::tr("Base") : name;
}

BudgetItem BudgetScenario::loaded(const BudgetItem& item) const
{
    if (load == 1)
        return item;
    BudgetItem scaled = item;
    if (item.spanDays > 0) // a service held for a span: more (or fewer) replicas at once
        scaled.gpus = std::max(1, static_cast<int>(std::ceil(item.gpus * load - 1e-9)));
    else
        scaled.runs = std::max(1, static_cast<int>(std::ceil(item.runs * load - 1e-9)));
    return scaled;
}

BudgetItem BudgetItem::fromDeployment(const Deployment& d, const Usage& usage, const QString& name)
{
    BudgetItem item;
    item.name = name;
    item.gpuId = d.fit.gpu.id;
    item.gpus = d.totalGpus();
    item.spotAllowed = d.spot;
    item.dataGb = usage.data ? usage.data->diskGb : 0.0;
    if (d.fit.layout.isTraining() && !usage.service) {
        item.kind = ScenarioKind::FineTuning;
        item.hoursPerRun = d.wallHours;
        item.runs = std::max(1, usage.runs);
    } else {
        item.kind = d.fit.layout.isTraining() ? ScenarioKind::FineTuning : ScenarioKind::Inference;
        const QDate start = usage.start.isValid() ? usage.start : QDate::currentDate();
        item.spanDays = static_cast<double>(start.daysTo(start.addMonths(std::max(1, usage.months))));
        item.hoursPerRun = std::min(usage.hoursPerMonth * std::max(1, usage.months), item.spanDays * 24.0);
        item.runs = 1;
    }
    return item;
}

QJsonObject Budget::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("months"), settings.months);
    o.insert(QStringLiteral("buffer"), settings.buffer);
    o.insert(QStringLiteral("risk_factor"), settings.riskFactor);
    o.insert(QStringLiteral("currency"), currencyCode(settings.currency));
    if (settings.cnyPerUsd > 0) // absent: the catalog's rate
        o.insert(QStringLiteral("cny_per_usd"), settings.cnyPerUsd);
    if (settings.start.isValid())
        o.insert(QStringLiteral("start"), settings.start.toString(Qt::ISODate));
    QJsonArray list;
    for (const BudgetScenario& scenario : scenarios) {
        QJsonArray items;
        for (const BudgetItem& item : scenario.items)
            items.append(item.toJson());
        QJsonObject s{{QStringLiteral("name"), scenario.name}, {QStringLiteral("items"), items}};
        if (scenario.riskFactor)
            s.insert(QStringLiteral("risk_factor"), *scenario.riskFactor);
        if (scenario.load != 1)
            s.insert(QStringLiteral("load"), scenario.load);
        if (scenario.riskFromBand)
            s.insert(QStringLiteral("risk_from_band"), true);
        list.append(s);
    }
    o.insert(QStringLiteral("scenarios"), list);
    return o;
}

QDate Budget::startDate(const QDate& today) const
{
    if (settings.start.isValid())
        return settings.start;
    return QDate(today.year(), today.month(), 1).addMonths(1);
}

namespace {

Result<BudgetItem> itemFromJson(const QJsonValue& value, const QString& path, int months)
{
    const auto bad = [&](const QString& message) {
        return Result<BudgetItem>(Error{QStringLiteral("budget.invalid"), message});
    };
    if (!value.isObject())
        return bad(BudgetPlanner::tr("%1: must be an object").arg(path));
    const QJsonObject j = value.toObject();
    QString error;
    JsonFields r(j, path, error);
    BudgetItem s;
    s.name = r.text("name", QString());
    const auto kind = scenarioKindFromCode(r.text("kind", QStringLiteral("fine-tuning")));
    if (!kind)
        r.fail("kind", BudgetPlanner::tr("unknown kind (fine-tuning, inference, data-processing, testing)"));
    else
        s.kind = *kind;
    s.gpuId = r.text("gpu", QString());
    if (r.ok() && !GpuCatalog::builtIn().find(s.gpuId))
        r.fail("gpu", BudgetPlanner::tr("unknown GPU id \"%1\"").arg(s.gpuId));
    s.gpus = r.whole("gpus", 1, 1, 1024);
    if (!j.contains(QLatin1String("hours_per_run")))
        r.fail("hours_per_run", BudgetPlanner::tr("must be a number of hours above 0"));
    s.hoursPerRun = r.number("hours_per_run", 1, 1.0 / 3600, 24.0 * 31 * 24);
    s.runs = r.whole("runs", 1, 1, 100000);
    s.spanDays = r.number("span_days", 0, 0, 31.0 * 24);
    s.startMonth = r.whole("start_month", 0, 0, std::max(0, months - 1));
    s.spotAllowed = r.boolean("spot_allowed", false);
    s.checkpointMinutes = r.number("checkpoint_minutes", 30, 1, 24 * 60);
    s.dataGb = r.number("data_gb", 0, 0, 1e7);
    const QJsonValue billing = j.value(QLatin1String("billing"));
    if (!billing.isUndefined() && !billing.isArray())
        r.fail("billing", BudgetPlanner::tr("must be a list of billing modes"));
    for (const QJsonValue& mode : billing.toArray()) {
        const auto m = billingModeFromCode(mode.toString());
        if (!m)
            r.fail("billing", BudgetPlanner::tr("unknown billing mode \"%1\"").arg(mode.toString()));
        else
            s.billing << *m;
    }
    const QString link = r.text("follows_plan", QString());
    if (!link.isEmpty()) {
        if (const auto l = planLinkFromCode(link))
            s.followsPlan = *l;
        else
            r.fail("follows_plan", BudgetPlanner::tr("must be \"answer\" or \"gpu\""));
    }
    s.workload = r.whole("workload", 0, 0, 63);
    if (j.contains(QLatin1String("slow_end")))
        s.slowEnd = r.number("slow_end", 1, 0.1, 10);
    if (BudgetItem::isGeneratedName(s.name, s.followsPlan))
        s.name.clear(); // made by GPU Planner: drawn in the reader's language
    if (!r.ok())
        return bad(error);
    return s;
}

} // namespace

Result<Budget> Budget::fromJson(const QJsonObject& o, const QString& where, int planVersion)
{
    const auto bad = [&](const QString& message) {
        return Result<Budget>(Error{QStringLiteral("budget.invalid"), BudgetPlanner::tr("%1: %2").arg(where, message)});
    };
    Budget b;
    QString error;
    JsonFields r(o, QStringLiteral("budget"), error);
    b.settings.months = r.whole("months", 3, 1, 24);
    b.settings.buffer = r.number("buffer", 0.25, 0, 2);
    b.settings.riskFactor = r.number("risk_factor", 1.4, 1, 5);
    if (o.contains(QLatin1String("cny_per_usd")))
        b.settings.cnyPerUsd = r.number("cny_per_usd", 0, 0.01, 1000);
    const auto currency = currencyFromCode(r.text("currency", QStringLiteral("CNY")));
    if (!currency)
        r.fail("currency", BudgetPlanner::tr("unknown currency (CNY or USD)"));
    else
        b.settings.currency = *currency;
    const QString start = r.text("start", QString());
    if (!start.isEmpty()) {
        b.settings.start = QDate::fromString(start, Qt::ISODate);
        if (!b.settings.start.isValid())
            r.fail("start", BudgetPlanner::tr("must be a date (YYYY-MM-DD)"));
    }
    if (!r.ok())
        return bad(error);
    const QJsonValue scenarios = o.value(QLatin1String("scenarios"));
    if (!scenarios.isUndefined() && !scenarios.isArray())
        return bad(BudgetPlanner::tr("budget.scenarios: must be a list"));
    const QJsonArray list = scenarios.toArray();
    if (planVersion < 2) {
        // Format 1: the list holds workloads; they become the items of one scenario.
        BudgetScenario base{QString(), {}}; // "Base", drawn in the reader's language
        for (qsizetype i = 0; i < list.size(); ++i) {
            Result<BudgetItem> item =
                itemFromJson(list.at(i), QStringLiteral("budget.scenarios[%1]").arg(i), b.settings.months);
            if (!item.ok())
                return bad(item.error().message);
            base.items << item.value();
        }
        b.scenarios << base;
        return b;
    }
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = QStringLiteral("budget.scenarios[%1]").arg(i);
        if (!list.at(i).isObject())
            return bad(BudgetPlanner::tr("%1: must be an object with a name and items").arg(path));
        const QJsonObject j = list.at(i).toObject();
        BudgetScenario scenario;
        if (!j.value(QLatin1String("name")).isString())
            return bad(BudgetPlanner::tr("%1.name: must be text").arg(path));
        scenario.name = j.value(QLatin1String("name")).toString();
        if (scenario.name == QLatin1String("Base") || scenario.name == QStringLiteral("基准"))
            scenario.name.clear(); // made by GPU Planner: drawn in the reader's language
        QString error;
        JsonFields fields(j, path, error);
        if (j.contains(QLatin1String("risk_factor")))
            scenario.riskFactor = fields.number("risk_factor", 1.4, 1, 5);
        scenario.load = fields.number("load", 1, BudgetScenario::kMinLoad, BudgetScenario::kMaxLoad);
        scenario.riskFromBand = fields.boolean("risk_from_band", false);
        if (!fields.ok())
            return bad(error);
        const QJsonValue items = j.value(QLatin1String("items"));
        if (!items.isArray())
            return bad(BudgetPlanner::tr("%1.items: must be a list").arg(path));
        const QJsonArray array = items.toArray();
        for (qsizetype k = 0; k < array.size(); ++k) {
            Result<BudgetItem> item =
                itemFromJson(array.at(k), path + QStringLiteral(".items[%1]").arg(k), b.settings.months);
            if (!item.ok())
                return bad(item.error().message);
            scenario.items << item.value();
        }
        b.scenarios << scenario;
    }
    return b;
}

std::optional<BillingChoice> BudgetPlanner::price(const BudgetItem& s,
                                                  const BudgetSettings& settings,
                                                  const QDate& start,
                                                  const Provider& provider,
                                                  const Offer& offer,
                                                  const Price& p,
                                                  const QDate& today)
{
    if (!s.billing.isEmpty() && !s.billing.contains(p.mode))
        return std::nullopt;
    if ((p.mode == BillingMode::Spot && !s.spotAllowed) || p.mode == BillingMode::PerTask)
        return std::nullopt;
    // A job's GPUs work together: one instance must hold them, or identical instances on the provider's cluster
    // network. A service's GPUs are replicas that need no shared network: any number of instances will do.
    int instances = 1;
    if (s.gpus > offer.gpuCount) {
        instances = static_cast<int>(ceilUnits(static_cast<double>(s.gpus) / offer.gpuCount));
        if (s.kind != ScenarioKind::Inference && (!offer.cluster || instances > offer.cluster->maxInstances))
            return std::nullopt;
    }
    // compute() resolves the rate; 0 would mean "the catalog's", which only compute() knows.
    const ExchangeRate fx(settings.cnyPerUsd > 0 ? settings.cnyPerUsd : ExchangeRate().cnyPerUsd());
    BillingChoice c;
    c.providerId = provider.id;
    c.providerName = provider.displayName();
    c.offerId = offer.id;
    c.mode = p.mode;
    c.unitPrice = p.amount;
    c.priceCurrency = p.currency;
    c.stale = p.isStale(today);
    c.instances = instances;

    const int months = settings.months - s.startMonth;
    WorkSchedule schedule;
    schedule.start = start.addMonths(s.startMonth);
    schedule.months = months;
    const double periodHours = [&] {
        double h = 0;
        for (int m = 0; m < months; ++m)
            h += BillingCalendar::hoursInMonth(schedule.start, m);
        return h;
    }();
    const bool reserved =
        p.mode == BillingMode::Daily || p.mode == BillingMode::Weekly || p.mode == BillingMode::Monthly;
    const double work = s.hoursPerRun * settings.riskFactor; // the risk factor stretches the work...
    if (s.spanDays > 0) {
        // ...but capacity held for a span is calendar time: reserved plans pay the span, metered billing the work,
        // and neither more than the span (nor the period) holds.
        const double held = std::min(s.spanDays * 24.0, periodHours);
        schedule.runs = 1;
        schedule.runHours = reserved ? held : std::min(work * s.runs, held);
    } else {
        schedule.runs = s.runs;
        schedule.runHours = std::min(work, periodHours);
    }
    SpotInputs spot;
    spot.checkpointMinutes = s.checkpointMinutes;
    const BilledUsage billed =
        BillingCalendar::bill(schedule, p.mode, p.granularity, CostModel::spotReworkFraction(spot));
    c.units = billed.units;
    c.perMonth = QList<double>(settings.months, 0.0);
    for (int m = 0; m < billed.unitsPerMonth.size(); ++m) {
        // Work that spills past the period is still paid: it lands in the period's last month.
        const int month = std::min(settings.months - 1, s.startMonth + m);
        c.perMonth[month] += fx.convert(billed.unitsPerMonth[m] * p.amount * instances, p.currency, settings.currency);
    }
    c.cost = fx.convert(billed.units * p.amount * instances, p.currency, settings.currency);
    if (s.dataGb > 0) {
        // The item's disk, as compare bills it: at the running rate while billed, stopped between runs.
        DataFootprint data;
        data.diskGb = s.dataGb;
        Fees::Hours hours;
        hours.running = reserved ? billed.units * billingUnitHours(p.mode) : billed.units;
        // As compare bills it: kept (stopped) between repeated runs, or between the sessions of a part-time span.
        const double span = s.spanDays > 0 ? std::min(s.spanDays * 24.0, periodHours) : periodHours;
        const bool repeated = s.spanDays > 0 ? hours.running < span : s.runs > 1;
        hours.stopped = repeated ? std::max(0.0, span - hours.running) : 0.0;
        hours.runs = s.runs;
        hours.instances = instances;
        for (const FeeLine& fee : Fees::lines(provider, offer, data, hours, fx, settings.currency))
            if (fee.kind != FeeLine::Kind::TransferIn) // moving the data in is the plan's, not each item's
                c.fees << fee;
        const double fees = Fees::total(c.fees);
        c.cost += fees;
        const int first = std::min(settings.months - 1, s.startMonth);
        for (int m = first; m < settings.months; ++m)
            c.perMonth[m] += fees / (settings.months - first);
    }
    const QString unitPrice = money(p.amount, p.currency);
    const QString units = QLocale().toString(billed.units, 'f', reserved ? 0 : 1);
    const QString unitName = p.mode == BillingMode::Daily     ? tr("days")
                             : p.mode == BillingMode::Weekly  ? tr("weeks")
                             : p.mode == BillingMode::Monthly ? tr("months")
                                                              : tr("billed hours");
    c.explanation = tr("%n instance(s) × %1 %2 × %3", nullptr, instances).arg(units, unitName, unitPrice);
    if (!c.fees.isEmpty())
        c.explanation += QStringLiteral("; ") + Fees::summary(c.fees, settings.currency);
    c.priceAge.add(p);
    if (provider.fees && !c.fees.isEmpty())
        c.priceAge.add(provider.fees->date);
    return c;
}

QJsonObject BudgetResult::toJson() const
{
    const auto list = [](const auto& values) {
        QJsonArray a;
        for (const auto v : values)
            a.append(v);
        return a;
    };
    QJsonArray scenarioList;
    for (const ScenarioResult& s : scenarios) {
        QJsonArray items;
        for (const ItemBudget& i : s.items) {
            QJsonObject o = i.item.toJson();
            o.insert(QStringLiteral("gpu_hours"), i.gpuHours);
            o.insert(QStringLiteral("risk_gpu_hours"), i.riskGpuHours);
            o.insert(QStringLiteral("per_month"), list(i.perMonth));
            if (i.cheapest) {
                const BillingChoice& c = *i.cheapest;
                i.cheapest->priceAge.writeJson(o, today, freshnessDays);
                o.insert(QStringLiteral("cheapest"),
                         QJsonObject{{QStringLiteral("provider"), c.providerId},
                                     {QStringLiteral("offer"), c.offerId},
                                     {QStringLiteral("mode"), billingModeCode(c.mode)},
                                     {QStringLiteral("instances"), c.instances},
                                     {QStringLiteral("units"), c.units},
                                     {QStringLiteral("unit_price"), c.unitPrice},
                                     {QStringLiteral("price_currency"), currencyCode(c.priceCurrency)},
                                     {QStringLiteral("cost"), c.cost},
                                     {QStringLiteral("stale"), c.stale},
                                     {QStringLiteral("fees"),
                                      [&] {
                                          QJsonArray fees;
                                          for (const FeeLine& fee : c.fees)
                                              fees.append(fee.toJson());
                                          return fees;
                                      }()},
                                     {QStringLiteral("explanation"), c.explanation}});
            } else {
                o.insert(QStringLiteral("problem"), i.problem);
            }
            items.append(o);
        }
        QJsonObject mix;
        for (auto it = s.billingMix.cbegin(); it != s.billingMix.cend(); ++it)
            mix.insert(billingModeCode(it.key()), it.value());
        QJsonObject scenario{{QStringLiteral("name"), s.name},
                             {QStringLiteral("total"), s.total},
                             {QStringLiteral("items_total"), s.itemsTotal},
                             {QStringLiteral("buffer_cost"), s.bufferCost},
                             {QStringLiteral("per_month"), list(s.perMonth)},
                             {QStringLiteral("peak_gpus"), s.peakGpus},
                             {QStringLiteral("buffered_peak_gpus"), s.bufferedPeakGpus},
                             {QStringLiteral("gpu_hours"), s.gpuHours},
                             {QStringLiteral("risk_gpu_hours"), s.riskGpuHours},
                             {QStringLiteral("billing_mix"), mix},
                             {QStringLiteral("unpriced_items"), s.unpricedItems},
                             {QStringLiteral("items"), items},
                             {QStringLiteral("steps"), QJsonArray::fromStringList(s.steps)}};
        s.priceAge.writeJson(scenario, today, freshnessDays);
        scenarioList.append(scenario);
    }
    return QJsonObject{{QStringLiteral("currency"), currencyCode(currency)},
                       {QStringLiteral("exchange_rate"), exchangeRate.toJson()},
                       {QStringLiteral("scenarios"), scenarioList}};
}

QString BudgetPlanner::gpusText(const BudgetItem& item)
{
    const std::optional<GpuSpec> gpu = GpuCatalog::builtIn().find(item.gpuId);
    return QStringLiteral("%1 × %2").arg(item.gpus).arg(gpu ? gpu->name : item.gpuId);
}

QString BudgetPlanner::billingMixText(const ScenarioResult& scenario, Currency currency)
{
    QStringList parts;
    for (auto it = scenario.billingMix.cbegin(); it != scenario.billingMix.cend(); ++it)
        parts << tr("%1 %2").arg(billingModeName(it.key()), money(it.value(), currency));
    return parts.join(QStringLiteral(" · "));
}

ExchangeRate BudgetSettings::exchangeRate(const PriceCatalog& catalog) const
{
    if (cnyPerUsd > 0)
        return ExchangeRate(cnyPerUsd, {}, BudgetPlanner::tr("the plan's own rate"));
    return catalog.exchangeRate().rate();
}

Result<BudgetResult>
BudgetPlanner::compute(const Budget& budget, const PriceCatalog& catalog, const QDate& today, int freshnessDays)
{
    if (budget.scenarios.isEmpty())
        return Error{QStringLiteral("budget.empty"), tr("The budget has no scenarios yet.")};
    BudgetSettings st = budget.settings;
    const ExchangeRate fx = st.exchangeRate(catalog);
    st.cnyPerUsd = fx.cnyPerUsd(); // what every item below converts with
    const QDate start = budget.startDate(today);
    BudgetResult result;
    result.currency = st.currency;
    result.exchangeRate = fx;
    result.today = today;
    result.freshnessDays = freshnessDays;
    const QLocale l;
    for (const BudgetScenario& scenario : budget.scenarios) {
        ScenarioResult r;
        r.name = scenario.displayName();
        BudgetSettings sst = st; // this scenario's own risk factor, where it has one
        sst.riskFactor = scenario.riskFactor.value_or(st.riskFactor);
        r.riskFactor = sst.riskFactor;
        r.riskFromBand = scenario.riskFromBand;
        r.load = scenario.load;
        r.perMonth = QList<double>(st.months, 0.0);
        QList<int> gpusPerMonth(st.months, 0);
        for (const BudgetItem& original : scenario.items) {
            const BudgetItem s = scenario.loaded(original);
            ItemBudget row;
            row.item = original;      // as the user wrote it; priced under the scenario's load
            BudgetSettings ist = sst; // an estimate's slow end, where the scenario takes its risk from the band
            if (scenario.riskFromBand && s.slowEnd)
                ist.riskFactor = std::max(1.0, *s.slowEnd);
            row.riskFactor = ist.riskFactor;
            row.gpuHours = s.gpus * s.hoursPerRun * s.runs;
            row.riskGpuHours = row.gpuHours * ist.riskFactor;
            row.perMonth = QList<double>(st.months, 0.0);
            row.gpusPerMonth = QList<int>(st.months, 0);
            QStringList gpuOnly; // offers whose prices cover the GPUs only: not what an instance costs
            for (const Provider& provider : catalog.providers()) {
                for (const Offer& offer : provider.offers) {
                    if (offer.gpuId != s.gpuId)
                        continue;
                    if (offer.hasGpuOnlyPrices())
                        gpuOnly << offer.id;
                    for (BillingMode mode : {BillingMode::Hourly, BillingMode::Daily, BillingMode::Weekly,
                                             BillingMode::Monthly, BillingMode::Spot}) {
                        const std::optional<Price> p = offer.instancePrice(mode);
                        if (!p)
                            continue;
                        if (auto choice = price(s, ist, start, provider, offer, *p, today))
                            row.alternatives << *choice;
                    }
                }
            }
            // Fresh prices first, as the plan ranks them: a stale price never becomes the budget's pick silently.
            std::stable_sort(row.alternatives.begin(), row.alternatives.end(),
                             [](const BillingChoice& a, const BillingChoice& b) {
                                 if (a.stale != b.stale)
                                     return !a.stale;
                                 return a.cost < b.cost;
                             });
            if (row.alternatives.isEmpty()) {
                ++r.unpricedItems;
                const auto gpu = GpuCatalog::builtIn().find(s.gpuId);
                row.problem = tr("No offer in the catalogs rents %1 × %2 in one instance (or a cluster) with the "
                                 "allowed billing modes.")
                                  .arg(s.gpus)
                                  .arg(gpu ? gpu->name : s.gpuId);
                if (!gpuOnly.isEmpty())
                    row.problem += QLatin1Char(' ') + PriceCatalog::gpuOnlyLeftOut(gpuOnly);
            } else {
                row.cheapest = row.alternatives.first();
                row.perMonth = row.cheapest->perMonth;
                r.itemsTotal += row.cheapest->cost;
                r.priceAge.add(row.cheapest->priceAge);
                r.billingMix[row.cheapest->mode] += row.cheapest->cost;
                for (int m = 0; m < st.months; ++m) {
                    if (row.perMonth[m] > 0) {
                        row.gpusPerMonth[m] = s.gpus;
                        gpusPerMonth[m] += s.gpus;
                    }
                }
            }
            r.gpuHours += row.gpuHours;
            r.riskGpuHours += row.riskGpuHours;
            r.items << row;
        }
        r.peakGpus = gpusPerMonth.isEmpty() ? 0 : *std::max_element(gpusPerMonth.cbegin(), gpusPerMonth.cend());
        r.bufferedPeakGpus = static_cast<int>(ceilUnits(r.peakGpus * (1.0 + st.buffer)));
        r.bufferCost = r.itemsTotal * st.buffer;
        r.total = r.itemsTotal + r.bufferCost;
        for (const ItemBudget& row : r.items)
            for (int m = 0; m < st.months; ++m)
                r.perMonth[m] += row.perMonth[m] * (1.0 + st.buffer);
        r.steps << tr("1. GPU-hours: Σ GPUs × hours per run × runs = %1").arg(l.toString(r.gpuHours, 'f', 1));
        if (scenario.load != 1)
            r.steps << tr("   This scenario expects %1 × the items' work: each job's runs, or each service's GPUs, "
                          "scaled and rounded up")
                           .arg(l.toString(scenario.load, 'g', 3));
        r.steps << (scenario.riskFromBand
                        ? tr("2. Each estimated job's risk is its estimate's slow end (what the slowest tenth of "
                             "published runs of its class took); the other items' is %1: %2 GPU-hours")
                        : tr("2. The risk factor %1 stretches the work, not the calendar: %2 GPU-hours"))
                       .arg(l.toString(sst.riskFactor, 'g', 3), l.toString(r.riskGpuHours, 'f', 1));
        r.steps << tr("3. Cheapest billing per item across every offer, billed by calendar day, week or month from "
                      "%1, each run rounded to its price's granularity: %2")
                       .arg(start.toString(Qt::ISODate), money(r.itemsTotal, st.currency));
        r.steps << tr("4. Peak: %n GPU(s) in the busiest month; a %1 % buffer reserves %2 and %3", nullptr, r.peakGpus)
                       .arg(l.toString(st.buffer * 100, 'f', 0), tr("%n GPU(s)", nullptr, r.bufferedPeakGpus),
                            money(r.bufferCost, st.currency));
        r.steps << tr("5. Total: %1").arg(money(r.total, st.currency));
        r.steps << r.priceAge.basisText(today, result.freshnessDays, fx);
        if (r.unpricedItems > 0)
            r.steps << tr("Incomplete: %n item(s) could not be priced and are not in the total.", nullptr,
                          r.unpricedItems);
        result.scenarios << r;
    }
    return result;
}

} // namespace gp
