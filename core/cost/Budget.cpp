#include "cost/Budget.h"

#include "catalog/GpuCatalog.h"
#include "cost/CostModel.h"

#include <QJsonArray>
#include <QLocale>

#include <algorithm>
#include <array>
#include <cmath>

namespace gp {

namespace {

constexpr std::array<std::pair<ScenarioKind, const char*>, 4> kKinds{{{ScenarioKind::FineTuning, "fine-tuning"},
                                                                      {ScenarioKind::Inference, "inference"},
                                                                      {ScenarioKind::DataProcessing, "data-processing"},
                                                                      {ScenarioKind::Testing, "testing"}}};

double ceilUnits(double value)
{
    return std::ceil(value - 1e-9);
}

QString money(double amount, Currency currency)
{
    return ExchangeRate::format({amount, currency});
}

} // namespace

QString scenarioKindCode(ScenarioKind kind)
{
    for (const auto& [k, name] : kKinds)
        if (k == kind)
            return QLatin1String(name);
    return {};
}

std::optional<ScenarioKind> scenarioKindFromCode(const QString& code)
{
    for (const auto& [k, name] : kKinds)
        if (code == QLatin1String(name))
            return k;
    return std::nullopt;
}

QJsonObject Budget::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("months"), settings.months);
    o.insert(QStringLiteral("buffer"), settings.buffer);
    o.insert(QStringLiteral("risk_factor"), settings.riskFactor);
    o.insert(QStringLiteral("currency"), currencyCode(settings.currency));
    o.insert(QStringLiteral("cny_per_usd"), settings.cnyPerUsd);
    QJsonArray scenarios;
    for (const Scenario& s : this->scenarios) {
        QJsonObject j;
        j.insert(QStringLiteral("name"), s.name);
        j.insert(QStringLiteral("kind"), scenarioKindCode(s.kind));
        j.insert(QStringLiteral("gpu"), s.gpuId);
        j.insert(QStringLiteral("gpus"), s.gpus);
        j.insert(QStringLiteral("hours_per_run"), s.hoursPerRun);
        j.insert(QStringLiteral("runs"), s.runs);
        j.insert(QStringLiteral("span_days"), s.spanDays);
        j.insert(QStringLiteral("start_month"), s.startMonth);
        j.insert(QStringLiteral("spot_allowed"), s.spotAllowed);
        j.insert(QStringLiteral("checkpoint_minutes"), s.checkpointMinutes);
        QJsonArray billing;
        for (BillingMode mode : s.billing)
            billing.append(billingModeCode(mode));
        j.insert(QStringLiteral("billing"), billing);
        scenarios.append(j);
    }
    o.insert(QStringLiteral("scenarios"), scenarios);
    return o;
}

Result<Budget> Budget::fromJson(const QJsonObject& o, const QString& where)
{
    const auto bad = [&](const QString& path, const QString& message) {
        return Result<Budget>(
            Error{QStringLiteral("budget.invalid"), BudgetPlanner::tr("%1: %2: %3").arg(where, path, message)});
    };
    Budget b;
    b.settings.months = o.value(QLatin1String("months")).toInt(3);
    b.settings.buffer = o.value(QLatin1String("buffer")).toDouble(0.25);
    b.settings.riskFactor = o.value(QLatin1String("risk_factor")).toDouble(1.4);
    b.settings.cnyPerUsd = o.value(QLatin1String("cny_per_usd")).toDouble(ExchangeRate::kDefaultCnyPerUsd);
    const auto currency = currencyFromCode(o.value(QLatin1String("currency")).toString(QStringLiteral("CNY")));
    if (!currency)
        return bad(QStringLiteral("budget.currency"), BudgetPlanner::tr("unknown currency (CNY or USD)"));
    b.settings.currency = *currency;
    if (b.settings.months < 1 || b.settings.months > 24)
        return bad(QStringLiteral("budget.months"), BudgetPlanner::tr("must be between 1 and 24"));
    if (b.settings.buffer < 0 || b.settings.buffer > 2)
        return bad(QStringLiteral("budget.buffer"), BudgetPlanner::tr("must be between 0 and 2 (0.25 is 25 %)"));
    if (b.settings.riskFactor < 1 || b.settings.riskFactor > 5)
        return bad(QStringLiteral("budget.risk_factor"), BudgetPlanner::tr("must be between 1 and 5"));
    if (b.settings.cnyPerUsd <= 0)
        return bad(QStringLiteral("budget.cny_per_usd"), BudgetPlanner::tr("must be above 0"));
    const QJsonArray scenarios = o.value(QLatin1String("scenarios")).toArray();
    for (qsizetype i = 0; i < scenarios.size(); ++i) {
        const QString path = QStringLiteral("budget.scenarios[%1]").arg(i);
        const QJsonObject j = scenarios.at(i).toObject();
        Scenario s;
        s.name = j.value(QLatin1String("name")).toString();
        const auto kind = scenarioKindFromCode(j.value(QLatin1String("kind")).toString(QStringLiteral("fine-tuning")));
        if (!kind)
            return bad(path + QStringLiteral(".kind"),
                       BudgetPlanner::tr("unknown kind (fine-tuning, inference, data-processing, testing)"));
        s.kind = *kind;
        s.gpuId = j.value(QLatin1String("gpu")).toString();
        if (!GpuCatalog::builtIn().find(s.gpuId))
            return bad(path + QStringLiteral(".gpu"), BudgetPlanner::tr("unknown GPU id \"%1\"").arg(s.gpuId));
        s.gpus = j.value(QLatin1String("gpus")).toInt(1);
        s.hoursPerRun = j.value(QLatin1String("hours_per_run")).toDouble(-1);
        s.runs = j.value(QLatin1String("runs")).toInt(1);
        s.spanDays = j.value(QLatin1String("span_days")).toDouble(0);
        s.startMonth = j.value(QLatin1String("start_month")).toInt(0);
        s.spotAllowed = j.value(QLatin1String("spot_allowed")).toBool(false);
        s.checkpointMinutes = j.value(QLatin1String("checkpoint_minutes")).toDouble(30);
        if (s.gpus < 1 || s.gpus > 1024)
            return bad(path + QStringLiteral(".gpus"), BudgetPlanner::tr("must be a whole number from 1 to 1024"));
        if (s.hoursPerRun <= 0)
            return bad(path + QStringLiteral(".hours_per_run"), BudgetPlanner::tr("must be a number of hours above 0"));
        if (s.runs < 1)
            return bad(path + QStringLiteral(".runs"), BudgetPlanner::tr("must be at least 1"));
        if (s.spanDays < 0 || s.startMonth < 0 || s.startMonth >= b.settings.months)
            return bad(path,
                       BudgetPlanner::tr("span_days must not be negative and start_month must fall in the period"));
        for (const QJsonValue& mode : j.value(QLatin1String("billing")).toArray()) {
            const auto m = billingModeFromCode(mode.toString());
            if (!m)
                return bad(path + QStringLiteral(".billing"),
                           BudgetPlanner::tr("unknown billing mode \"%1\"").arg(mode.toString()));
            s.billing << *m;
        }
        b.scenarios << s;
    }
    return b;
}

std::optional<BillingChoice> BudgetPlanner::price(const Scenario& s,
                                                  const BudgetSettings& settings,
                                                  const Provider& provider,
                                                  const Offer& offer,
                                                  const Price& p,
                                                  const QDate& today)
{
    if (!s.billing.isEmpty() && !s.billing.contains(p.mode))
        return std::nullopt;
    if (p.mode == BillingMode::Spot && !s.spotAllowed)
        return std::nullopt;
    if (p.mode == BillingMode::PerTask)
        return std::nullopt;
    const ExchangeRate fx(settings.cnyPerUsd);
    BillingChoice c;
    c.providerId = provider.id;
    c.providerName = provider.name;
    c.offerId = offer.id;
    c.mode = p.mode;
    c.unitPrice = p.amount;
    c.priceCurrency = p.currency;
    c.stale = p.isStale(today);
    const int running = static_cast<int>(ceilUnits(static_cast<double>(s.gpus) / offer.gpuCount));
    const int reservedGpus = static_cast<int>(ceilUnits(s.gpus * (1.0 + settings.buffer)));
    const int reserved = static_cast<int>(ceilUnits(static_cast<double>(reservedGpus) / offer.gpuCount));
    const double spanHours = s.effectiveSpanDays() * 24.0 * settings.riskFactor;
    const QString unitPrice = money(p.amount, p.currency);
    switch (p.mode) {
    case BillingMode::Hourly:
    case BillingMode::Spot: {
        double hours = s.hoursPerRun * settings.riskFactor;
        if (p.mode == BillingMode::Spot) {
            SpotInputs spot;
            spot.checkpointMinutes = s.checkpointMinutes;
            hours *= 1.0 + CostModel::spotReworkFraction(spot);
        }
        c.instances = running;
        c.units = CostModel::billedHours(hours, p.granularity) * s.runs;
        c.explanation = tr("%1 instance(s) × %2 runs × %3 billed hours × %4/h")
                            .arg(running)
                            .arg(s.runs)
                            .arg(QLocale().toString(c.units / s.runs, 'f', 1), unitPrice);
        break;
    }
    case BillingMode::Daily:
    case BillingMode::Weekly:
    case BillingMode::Monthly: {
        const double unit = p.mode == BillingMode::Daily ? 24.0 : p.mode == BillingMode::Weekly ? 168.0 : 720.0;
        c.instances = reserved;
        c.units = ceilUnits(spanHours / unit);
        const QString unitName = p.mode == BillingMode::Daily    ? tr("days")
                                 : p.mode == BillingMode::Weekly ? tr("weeks")
                                                                 : tr("months");
        c.explanation = tr("%1 instance(s) for %2 GPUs with buffer × %3 %4 × %5")
                            .arg(reserved)
                            .arg(reservedGpus)
                            .arg(QLocale().toString(c.units, 'f', 0), unitName, unitPrice);
        break;
    }
    case BillingMode::PerTask:
        return std::nullopt;
    }
    c.cost = fx.convert(c.instances * c.units * p.amount, p.currency, settings.currency);
    return c;
}

Result<BudgetResult> BudgetPlanner::compute(const Budget& budget, const PriceCatalog& catalog, const QDate& today)
{
    if (budget.scenarios.isEmpty())
        return Error{QStringLiteral("budget.empty"), tr("The budget has no scenarios yet.")};
    const BudgetSettings& st = budget.settings;
    BudgetResult r;
    r.perMonth = QList<double>(st.months, 0.0);
    QList<int> gpusPerMonth(st.months, 0);
    for (const Scenario& s : budget.scenarios) {
        ScenarioBudget row;
        row.scenario = s;
        row.perMonth = QList<double>(st.months, 0.0);
        row.gpuHours = s.gpus * s.hoursPerRun * s.runs;
        row.riskGpuHours = row.gpuHours * st.riskFactor;
        row.bufferedGpus = static_cast<int>(ceilUnits(s.gpus * (1.0 + st.buffer)));
        for (const Provider& provider : catalog.providers()) {
            for (const Offer& offer : provider.offers) {
                if (offer.gpuId != s.gpuId)
                    continue;
                for (BillingMode mode : {BillingMode::Hourly, BillingMode::Daily, BillingMode::Weekly,
                                         BillingMode::Monthly, BillingMode::Spot}) {
                    const std::optional<Price> p = offer.price(mode);
                    if (!p)
                        continue;
                    if (auto choice = price(s, st, provider, offer, *p, today))
                        row.alternatives << *choice;
                }
            }
        }
        std::stable_sort(row.alternatives.begin(), row.alternatives.end(),
                         [](const BillingChoice& a, const BillingChoice& b) { return a.cost < b.cost; });
        if (row.alternatives.isEmpty()) {
            row.problem = tr("No offer in the catalogs rents %1 with the allowed billing modes.")
                              .arg(GpuCatalog::builtIn().find(s.gpuId)->name);
        } else {
            row.cheapest = row.alternatives.first();
            r.total += row.cheapest->cost;
            // Spread the cost over the months the work is active.
            const int active = std::clamp(static_cast<int>(ceilUnits(s.effectiveSpanDays() * st.riskFactor / 30.0)), 1,
                                          st.months - s.startMonth);
            for (int m = s.startMonth; m < s.startMonth + active; ++m) {
                r.perMonth[m] += row.cheapest->cost / active;
                row.perMonth[m] = row.cheapest->cost / active;
                gpusPerMonth[m] += s.gpus;
            }
        }
        r.gpuHours += row.gpuHours;
        r.riskGpuHours += row.riskGpuHours;
        r.rows << row;
    }
    r.peakConcurrentGpus = *std::max_element(gpusPerMonth.cbegin(), gpusPerMonth.cend());
    r.bufferedPeakGpus = static_cast<int>(ceilUnits(r.peakConcurrentGpus * (1.0 + st.buffer)));
    const QLocale l;
    r.steps << tr("1. GPU-hours: Σ GPUs × hours per run × runs = %1").arg(l.toString(r.gpuHours, 'f', 1));
    r.steps << tr("2. With the risk factor %1: %2 GPU-hours")
                   .arg(l.toString(st.riskFactor, 'g', 3), l.toString(r.riskGpuHours, 'f', 1));
    r.steps << tr("3. Peak concurrency: %1 GPUs in the busiest month; with a %2 % buffer: %3 GPUs")
                   .arg(r.peakConcurrentGpus)
                   .arg(l.toString(st.buffer * 100, 'f', 0))
                   .arg(r.bufferedPeakGpus);
    r.steps << tr("4. Cheapest billing per scenario across every offer (reserved plans pay for the buffered GPUs, "
                  "pay-as-you-go for the hours used)");
    r.steps << tr("5. Total: %1").arg(money(r.total, st.currency));
    return r;
}

} // namespace gp
