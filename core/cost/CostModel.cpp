#include "core/cost/CostModel.h"

#include "core/common/JsonFields.h"

#include <QLocale>

#include <cmath>

namespace gp {

namespace C = CostConstants;

const OptionCost* CostResult::option(const QString& id) const
{
    for (const OptionCost& o : options)
        if (o.id == id)
            return &o;
    return nullptr;
}

QJsonObject CostPlan::toJson() const
{
    const CostInputs& in = inputs;
    QJsonObject o{{QStringLiteral("gpu"), gpuId},
                  {QStringLiteral("currency"), currencyCode(in.currency)},
                  {QStringLiteral("hours_per_month"), in.hoursPerMonth},
                  {QStringLiteral("months"), in.months},
                  {QStringLiteral("runs_per_month"), in.runsPerMonth},
                  {QStringLiteral("granularity"), granularityCode(in.hourlyGranularity)}};
    if (in.buy)
        o.insert(QStringLiteral("buy"),
                 QJsonObject{{QStringLiteral("price"), in.buy->price},
                             {QStringLiteral("power_watts"), in.buy->powerWatts},
                             {QStringLiteral("electricity_per_kwh"), in.buy->electricityPerKwh},
                             {QStringLiteral("utilization"), in.buy->utilization},
                             {QStringLiteral("depreciation_years"), in.buy->depreciationYears},
                             {QStringLiteral("resale"), in.buy->resale},
                             {QStringLiteral("maintenance_per_month"), in.buy->maintenancePerMonth}});
    const auto price = [&](const char* key, const std::optional<double>& v) {
        if (v)
            o.insert(QLatin1String(key), *v);
    };
    price("hourly", in.hourly);
    price("daily", in.daily);
    price("weekly", in.weekly);
    price("monthly", in.monthly);
    if (in.storage)
        o.insert(QStringLiteral("storage"),
                 QJsonObject{{QStringLiteral("gb"), in.storage->gb},
                             {QStringLiteral("per_gb_month"), in.storage->perGbMonth},
                             {QStringLiteral("stopped_per_gb_month"), in.storage->stoppedPerGbMonth}});
    if (in.spot)
        o.insert(QStringLiteral("spot"),
                 QJsonObject{{QStringLiteral("price"), in.spot->price},
                             {QStringLiteral("checkpoint_minutes"), in.spot->checkpointMinutes},
                             {QStringLiteral("preemptions_per_hour"), in.spot->preemptionsPerHour},
                             {QStringLiteral("restart_minutes"), in.spot->restartMinutes}});
    return o;
}

Result<CostPlan> CostPlan::fromJson(const QJsonObject& o, const QString& where)
{
    CostPlan plan;
    QString error;
    JsonFields top(o, QStringLiteral("costs"), error);
    constexpr double kMaxMoney = kMaxMoneyAmount;
    plan.gpuId = top.text("gpu", QString());
    CostInputs& in = plan.inputs;
    const auto currency = currencyFromCode(top.text("currency", QStringLiteral("CNY")));
    if (!currency)
        top.fail("currency", CostModel::tr("unknown currency (CNY or USD)"));
    else
        in.currency = *currency;
    in.hoursPerMonth = top.number("hours_per_month", in.hoursPerMonth, 0, C::kMaxHoursPerMonth);
    in.months = top.whole("months", in.months, 1, C::kMaxMonths);
    in.runsPerMonth = top.whole("runs_per_month", in.runsPerMonth, 1, 1000);
    if (o.contains(QLatin1String("granularity"))) {
        const auto g = granularityFromCode(top.text("granularity", QString()));
        if (!g || (*g != Granularity::Second && *g != Granularity::Minute && *g != Granularity::Hour))
            top.fail("granularity", CostModel::tr("must be second, minute or hour"));
        else
            in.hourlyGranularity = *g;
    }
    if (o.value(QLatin1String("buy")).isObject()) {
        const QJsonObject object = o.value(QLatin1String("buy")).toObject();
        JsonFields b(object, QStringLiteral("costs.buy"), error);
        in.buy = BuyInputs{b.number("price", 0, 0, kMaxMoney),
                           b.number("power_watts", 0, 0, 1e6),
                           b.number("electricity_per_kwh", 0, 0, 1e3),
                           b.number("utilization", 1, 0, 1),
                           b.number("depreciation_years", BuyInputs{}.depreciationYears, 0.1, 50),
                           b.number("resale", 0, 0, kMaxMoney),
                           b.number("maintenance_per_month", 0, 0, kMaxMoney)};
    }
    const auto price = [&](const char* key, std::optional<double>& target) {
        if (o.contains(QLatin1String(key)))
            target = top.number(key, 0, 1e-9, kMaxMoney);
    };
    price("hourly", in.hourly);
    price("daily", in.daily);
    price("weekly", in.weekly);
    price("monthly", in.monthly);
    if (o.value(QLatin1String("spot")).isObject()) {
        const QJsonObject object = o.value(QLatin1String("spot")).toObject();
        JsonFields s(object, QStringLiteral("costs.spot"), error);
        SpotInputs spot;
        if (!object.contains(QLatin1String("price")))
            s.fail("price", CostModel::tr("is required: a spot option without its price cannot be priced"));
        spot.price = s.number("price", 0, 1e-9, kMaxMoney);
        spot.checkpointMinutes = s.number("checkpoint_minutes", spot.checkpointMinutes, 1, 24 * 60);
        spot.preemptionsPerHour = s.number("preemptions_per_hour", spot.preemptionsPerHour, 0, 60);
        spot.restartMinutes = s.number("restart_minutes", spot.restartMinutes, 0, 24 * 60);
        in.spot = spot;
    }
    if (o.value(QLatin1String("storage")).isObject()) {
        JsonFields st(o.value(QLatin1String("storage")).toObject(), QStringLiteral("costs.storage"), error);
        RentalStorage storage;
        storage.gb = st.number("gb", 0, 0, 1e7);
        storage.perGbMonth = st.number("per_gb_month", 0, 0, 1e4);
        storage.stoppedPerGbMonth = st.number("stopped_per_gb_month", storage.perGbMonth, 0, 1e4);
        in.storage = storage;
    }
    if (!error.isEmpty())
        return Error{QStringLiteral("plan.invalid"), CostModel::tr("%1: %2").arg(where, error)};
    return plan;
}

double CostModel::billedHours(double hours, Granularity granularity)
{
    const double unit = granularityHours(granularity);
    if (unit <= 0 || hours <= 0)
        return hours;
    // A tiny tolerance keeps 1.0000000001 hours (floating point) from becoming 2.
    return std::ceil(hours / unit - 1e-9) * unit;
}

double CostModel::spotReworkFraction(const SpotInputs& spot)
{
    return spot.preemptionsPerHour * (spot.checkpointMinutes / 2.0 + spot.restartMinutes) / 60.0;
}

QString CostModel::optionName(const QString& id)
{
    if (id == QLatin1String("buy"))
        return tr("Buy");
    if (id == QLatin1String("hourly"))
        return tr("Hourly");
    if (id == QLatin1String("daily"))
        return tr("Daily");
    if (id == QLatin1String("weekly"))
        return tr("Weekly");
    if (id == QLatin1String("monthly"))
        return tr("Monthly");
    if (id == QLatin1String("spot"))
        return tr("Spot");
    return id;
}

namespace {

Status checkInputs(const CostInputs& in)
{
    const auto bad = [](const QString& m) { return Status(Error{QStringLiteral("cost.invalid"), m}); };
    if (in.hoursPerMonth < 0 || in.hoursPerMonth > C::kMaxHoursPerMonth)
        return bad(CostModel::tr("Hours per month must be between 0 and %1.").arg(C::kMaxHoursPerMonth));
    if (in.months < 1 || in.months > C::kMaxMonths)
        return bad(CostModel::tr("The period must be between 1 and %1 months.").arg(C::kMaxMonths));
    if (in.runsPerMonth < 1)
        return bad(CostModel::tr("There must be at least one run a month."));
    const QString maxMoney = QLocale().toString(kMaxMoneyAmount, 'f', 0);
    for (const auto& price :
         {in.hourly, in.daily, in.weekly, in.monthly, in.spot ? std::optional(in.spot->price) : std::nullopt})
        if (price && (!(*price > 0) || *price > kMaxMoneyAmount))
            return bad(CostModel::tr("Rental prices must be above 0 and at most %1.").arg(maxMoney));
    if (in.buy &&
        (!(in.buy->price <= kMaxMoneyAmount) || !(in.buy->maintenancePerMonth <= kMaxMoneyAmount) ||
         !(in.buy->powerWatts <= 1e6) || !(in.buy->electricityPerKwh <= 1e3) || !(in.buy->depreciationYears <= 50)))
        return bad(CostModel::tr("Buying is bounded: a price and maintenance of at most %1, power up to 1 MW, "
                                 "electricity up to 1,000 a kWh and depreciation up to 50 years.")
                       .arg(maxMoney));
    if (in.buy && (in.buy->price <= 0 || in.buy->depreciationYears <= 0 || in.buy->resale < 0 ||
                   in.buy->resale > in.buy->price || in.buy->powerWatts < 0 || in.buy->electricityPerKwh < 0 ||
                   in.buy->utilization < 0 || in.buy->utilization > 1 || in.buy->maintenancePerMonth < 0))
        return bad(CostModel::tr("Buying needs a price above 0, a depreciation period, a resale value between 0 and "
                                 "the price, and non-negative power, electricity, utilization (0–1) and maintenance."));
    if (!in.buy && !in.hourly && !in.daily && !in.weekly && !in.monthly && !in.spot)
        return bad(CostModel::tr("Give at least one option: a purchase price or a rental price."));
    return Ok{};
}

OptionCost buyOption(const CostInputs& in)
{
    const BuyInputs& b = *in.buy;
    OptionCost o;
    o.id = QStringLiteral("buy");
    o.upfront = b.price;
    const double depreciation = (b.price - b.resale) / (b.depreciationYears * 12.0);
    const double energyKwh = b.powerWatts / 1000.0 * in.hoursPerMonth * b.utilization;
    const double power = energyKwh * b.electricityPerKwh;
    o.perMonth = depreciation + power + b.maintenancePerMonth;
    o.parts.insert(QStringLiteral("depreciation_per_month"), depreciation);
    o.parts.insert(QStringLiteral("energy_kwh_per_month"), energyKwh);
    o.parts.insert(QStringLiteral("power_per_month"), power);
    o.parts.insert(QStringLiteral("maintenance_per_month"), b.maintenancePerMonth);
    o.parts.insert(QStringLiteral("purchase"), b.price);
    o.parts.insert(QStringLiteral("resale"), b.resale);
    // Cash basis: the purchase at the start, then power and maintenance each month.
    for (int m = 0; m <= in.months; ++m)
        o.cumulative << b.price + (power + b.maintenancePerMonth) * m;
    return o;
}

// `billedHours`: the hours a month the rental is billed (its disk at the running rate); the rest of the month
// the disk is kept at the stopped rate.
void addRental(const CostInputs& in,
               CostResult& r,
               const QString& id,
               double perMonth,
               QMap<QString, double> parts,
               double billedHours)
{
    OptionCost o;
    o.id = id;
    o.perMonth = perMonth;
    o.parts = std::move(parts);
    if (in.storage && in.storage->gb > 0) {
        const double running = std::clamp(billedHours, 0.0, C::kHoursPerMonth);
        const double disk = in.storage->gb * (in.storage->perGbMonth * running / C::kHoursPerMonth +
                                              in.storage->stoppedPerGbMonth * (1.0 - running / C::kHoursPerMonth));
        o.parts.insert(QStringLiteral("disk_per_month"), disk);
        o.perMonth += disk;
    }
    for (int m = 0; m <= in.months; ++m)
        o.cumulative << o.perMonth * m;
    r.options << o;
}

void addRentals(const CostInputs& in, CostResult& r)
{
    const double runHours = in.hoursPerMonth / in.runsPerMonth;
    if (in.hourly) {
        const double billed = CostModel::billedHours(runHours, in.hourlyGranularity) * in.runsPerMonth;
        addRental(in, r, QStringLiteral("hourly"), billed * *in.hourly,
                  {{QStringLiteral("billed_hours_per_month"), billed}, {QStringLiteral("price_per_hour"), *in.hourly}},
                  billed);
    }
    if (in.daily) {
        const double days = std::ceil(runHours / billingUnitHours(BillingMode::Daily) - 1e-9) * in.runsPerMonth;
        addRental(in, r, QStringLiteral("daily"), days * *in.daily,
                  {{QStringLiteral("billed_days_per_month"), days}, {QStringLiteral("price_per_day"), *in.daily}},
                  days * billingUnitHours(BillingMode::Daily));
    }
    if (in.weekly) {
        // A month holds 30/7 weeks: continuous use pays for whole weeks, the last one partly idle.
        const double weeks = in.runsPerMonth == 1 && in.hoursPerMonth >= C::kHoursPerMonth - 1e-9
                                 ? C::kHoursPerMonth / billingUnitHours(BillingMode::Weekly)
                                 : std::ceil(runHours / billingUnitHours(BillingMode::Weekly) - 1e-9) * in.runsPerMonth;
        addRental(in, r, QStringLiteral("weekly"), weeks * *in.weekly,
                  {{QStringLiteral("billed_weeks_per_month"), weeks}, {QStringLiteral("price_per_week"), *in.weekly}},
                  weeks * billingUnitHours(BillingMode::Weekly));
    }
    if (in.monthly) {
        const double idle = std::max(0.0, C::kHoursPerMonth - in.hoursPerMonth);
        addRental(in, r, QStringLiteral("monthly"), *in.monthly,
                  {{QStringLiteral("idle_hours_per_month"), idle},
                   {QStringLiteral("idle_cost_per_month"), *in.monthly * idle / C::kHoursPerMonth}},
                  C::kHoursPerMonth);
    }
    if (in.spot) {
        const double rework = CostModel::spotReworkFraction(*in.spot);
        const double billed = CostModel::billedHours(runHours * (1.0 + rework), in.hourlyGranularity) * in.runsPerMonth;
        addRental(in, r, QStringLiteral("spot"), billed * in.spot->price,
                  {{QStringLiteral("billed_hours_per_month"), billed},
                   {QStringLiteral("rework_fraction"), rework},
                   {QStringLiteral("price_per_hour"), in.spot->price}},
                  billed);
    }
}

// Where a monthly plan starts to beat hourly billing, and the month from which buying beats each rental.
void addBreakEvens(const CostInputs& in, CostResult& r)
{
    const QLocale l;
    if (in.hourly && in.monthly) {
        const double hours = *in.monthly / *in.hourly;
        if (hours <= C::kMaxHoursPerMonth) {
            r.breakEvenHoursPerMonth = hours;
            r.verdicts << CostModel::tr("A monthly plan beats hourly billing above %1 hours a month.")
                              .arg(l.toString(hours, 'f', 0));
        } else {
            r.verdicts << CostModel::tr("A monthly plan never beats hourly billing: it costs more than a whole month "
                                        "(%1 hours) of hourly use.")
                              .arg(C::kMaxHoursPerMonth);
        }
    }
    if (in.buy) {
        const double running =
            in.buy->electricityPerKwh * in.buy->powerWatts / 1000.0 * in.hoursPerMonth * in.buy->utilization +
            in.buy->maintenancePerMonth;
        for (const OptionCost& o : r.options) {
            if (o.id == QLatin1String("buy"))
                continue;
            const double saving = o.perMonth - running;
            const auto mode = billingModeFromCode(o.id);
            const QString name = mode ? billingModeName(*mode) : o.id;
            const int month =
                saving > 0 ? static_cast<int>(std::min(1e6, std::ceil(in.buy->price / saving - 1e-9))) : 0;
            if (saving <= 0) {
                r.breakEvenMonth.insert(o.id, std::nullopt); // renting stays cheaper than just running the machine
                r.verdicts << CostModel::tr("Buying never beats %1 renting at this usage.").arg(name);
            } else if (month > in.months) {
                r.breakEvenMonth.insert(o.id, std::nullopt);
                r.breakEvenBeyondHorizon << o.id;
                r.verdicts << CostModel::tr("Buying does not beat %1 renting within %n month(s).", nullptr, in.months)
                                  .arg(name);
            } else {
                r.breakEvenMonth.insert(o.id, month);
                r.verdicts << CostModel::tr("Buying beats %1 renting from month %2.").arg(name).arg(month);
            }
        }
    }
}

void addAssumptions(const CostInputs& in, CostResult& r)
{
    r.assumptions
        << CostModel::tr("A month is %1 hours; monthly plans are paid whether used or idle.").arg(C::kHoursPerMonth);
    if (in.hourly || in.spot)
        r.assumptions << (in.hourlyGranularity == Granularity::Second
                              ? CostModel::tr("Hourly and spot runs are billed per second.")
                          : in.hourlyGranularity == Granularity::Minute
                              ? CostModel::tr("Hourly and spot runs are billed per minute.")
                              : CostModel::tr(
                                    "Hourly and spot runs are billed in whole hours: a 61-minute run pays for two."));
    if (in.storage && in.storage->gb > 0)
        r.assumptions << CostModel::tr("Rentals carry their disk: %1 GB at %2 per GB-month while billed and %3 while "
                                       "stopped; buying uses its own disk.")
                             .arg(QLocale().toString(in.storage->gb, 'f', 0),
                                  ExchangeRate::format({in.storage->perGbMonth, in.currency}, 4),
                                  ExchangeRate::format({in.storage->stoppedPerGbMonth, in.currency}, 4));
    if (in.spot)
        r.assumptions << CostModel::tr("Spot: %1 interruptions per hour, each losing half a %2-minute checkpoint "
                                       "interval plus %3 minutes to restart: %4 % of the work is repeated.")
                             .arg(QLocale().toString(in.spot->preemptionsPerHour, 'g', 3))
                             .arg(QLocale().toString(in.spot->checkpointMinutes, 'g', 4))
                             .arg(QLocale().toString(in.spot->restartMinutes, 'g', 4))
                             .arg(QLocale().toString(CostModel::spotReworkFraction(*in.spot) * 100, 'f', 1));
    if (in.buy)
        r.assumptions << CostModel::tr("Buying: break-even months are on a cash basis (purchase, then power and "
                                       "maintenance); the monthly cost of ownership spreads the purchase less resale "
                                       "over %1 years.")
                             .arg(QLocale().toString(in.buy->depreciationYears, 'g', 3));
}

} // namespace

Result<CostResult> CostModel::compute(const CostInputs& in)
{
    if (Status valid = checkInputs(in); !valid.ok())
        return valid.error();
    CostResult r;
    r.currency = in.currency;
    if (in.buy)
        r.options << buyOption(in);
    addRentals(in, r);
    addBreakEvens(in, r);
    addAssumptions(in, r);
    return r;
}

QList<UsagePoint> CostModel::costVersusUsage(const CostInputs& inputs, int steps)
{
    QList<UsagePoint> points;
    for (int i = 0; i <= steps; ++i) {
        CostInputs at = inputs;
        at.hoursPerMonth = C::kHoursPerMonth * i / steps;
        const Result<CostResult> r = compute(at);
        if (!r.ok())
            continue;
        UsagePoint p;
        p.hoursPerMonth = at.hoursPerMonth;
        for (const OptionCost& o : r->options)
            p.perMonth.insert(o.id, o.perMonth);
        points << p;
    }
    return points;
}

} // namespace gp
