#include "app/cli/CostCommand.h"

#include "app/cli/CliOutput.h"
#include "app/cli/CliValues.h"
#include "app/cli/support/CliSupport.h"
#include "core/cost/CostModel.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

#include <cmath>

namespace gp::cli {

namespace {

QString costHelp()
{
    return CatalogCommands::tr(
        "Usage: gpuplanner-cli cost --hours-per-month H --months M [--buy PRICE --power-watts W "
        "--electricity PRICE_PER_KWH --depreciation-years Y --resale PRICE --maintenance PRICE_PER_MONTH "
        "--utilization U] [--hourly PRICE] [--daily PRICE] [--weekly PRICE] [--monthly PRICE] [--spot PRICE "
        "--checkpoint-minutes N --preemptions-per-hour R] [--runs-per-month N] [--granularity "
        "second|minute|hour] --currency CNY|USD [--json]");
}

struct CostOptions
{
    static QCommandLineOption withValue(const char* name)
    {
        return QCommandLineOption(QLatin1String(name), QString(), QStringLiteral("x"));
    }

    const QCommandLineOption hours = withValue("hours-per-month"), months = withValue("months"), buy = withValue("buy"),
                             power = withValue("power-watts"), electricity = withValue("electricity"),
                             depreciation = withValue("depreciation-years"), resale = withValue("resale"),
                             maintenance = withValue("maintenance"), utilization = withValue("utilization"),
                             hourly = withValue("hourly"), daily = withValue("daily"), weekly = withValue("weekly"),
                             monthly = withValue("monthly"), spot = withValue("spot"),
                             checkpoint = withValue("checkpoint-minutes"),
                             preemptions = withValue("preemptions-per-hour"), currency = withValue("currency"),
                             runs = withValue("runs-per-month"), granularity = withValue("granularity");
    const QCommandLineOption json{QStringLiteral("json")};
    const QCommandLineOption help{QStringList{QStringLiteral("h"), QStringLiteral("help")}};

    QList<QCommandLineOption> all() const
    {
        return {hours,       months,      buy,      power, electricity, depreciation, resale,
                maintenance, utilization, hourly,   daily, weekly,      monthly,      spot,
                checkpoint,  preemptions, currency, runs,  granularity, json,         help};
    }
};

// The flags as the cost model's inputs, or nothing after printing what is wrong.
std::optional<CostInputs> readCostInputs(const QCommandLineParser& parser, const CostOptions& o, CliOutput& out)
{
    for (const QCommandLineOption* required : {&o.hours, &o.months, &o.currency}) {
        if (!parser.isSet(*required)) {
            out.error(CatalogCommands::tr("--%1 is required").arg(required->names().first()));
            return std::nullopt;
        }
    }
    CostInputs in;
    const auto c = readCurrency(parser, o.currency, Currency::CNY, out);
    if (!c)
        return std::nullopt;
    in.currency = *c;
    const auto h = readPositive(parser, o.hours, out, true);
    const auto m = readPositive(parser, o.months, out);
    if (!h || !m)
        return std::nullopt;
    if (*m != std::floor(*m) || *m > CostConstants::kMaxMonths) {
        out.error(CatalogCommands::tr("--months must be a whole number of months from 1 to %1, not '%2'")
                      .arg(CostConstants::kMaxMonths)
                      .arg(parser.value(o.months)));
        return std::nullopt;
    }
    in.hoursPerMonth = *h;
    in.months = static_cast<int>(*m);
    const auto optionalValue = [&](const QCommandLineOption& option, std::optional<double>& target, bool zero = false) {
        if (!parser.isSet(option))
            return true;
        target = readPositive(parser, option, out, zero);
        return target.has_value();
    };
    std::optional<double> buyPrice, powerW, kwh, years, resaleValue, maintenanceCost, util, spotPrice, checkpointMin,
        preemptionRate, runsValue;
    if (!optionalValue(o.buy, buyPrice) || !optionalValue(o.power, powerW, true) ||
        !optionalValue(o.electricity, kwh, true) || !optionalValue(o.depreciation, years) ||
        !optionalValue(o.resale, resaleValue, true) || !optionalValue(o.maintenance, maintenanceCost, true) ||
        !optionalValue(o.utilization, util, true) || !optionalValue(o.hourly, in.hourly) ||
        !optionalValue(o.daily, in.daily) || !optionalValue(o.weekly, in.weekly) ||
        !optionalValue(o.monthly, in.monthly) || !optionalValue(o.spot, spotPrice) ||
        !optionalValue(o.checkpoint, checkpointMin) || !optionalValue(o.preemptions, preemptionRate, true) ||
        !optionalValue(o.runs, runsValue))
        return std::nullopt;
    if (buyPrice)
        in.buy = BuyInputs{*buyPrice,
                           powerW.value_or(0),
                           kwh.value_or(0),
                           util.value_or(1.0),
                           years.value_or(3),
                           resaleValue.value_or(0),
                           maintenanceCost.value_or(0)};
    if (spotPrice) {
        SpotInputs s;
        s.price = *spotPrice;
        s.checkpointMinutes = checkpointMin.value_or(CostConstants::kDefaultCheckpointMinutes);
        s.preemptionsPerHour = preemptionRate.value_or(CostConstants::kPreemptionsPerHour);
        in.spot = s;
    }
    if (runsValue && (*runsValue != std::floor(*runsValue) || *runsValue > 1000)) {
        out.error(CatalogCommands::tr("--runs-per-month must be a whole number from 1 to 1000, not '%1'")
                      .arg(parser.value(o.runs)));
        return std::nullopt;
    }
    in.runsPerMonth = static_cast<int>(runsValue.value_or(1));
    if (parser.isSet(o.granularity)) {
        const auto g = granularityFromCode(parser.value(o.granularity));
        if (!g || (*g != Granularity::Second && *g != Granularity::Minute && *g != Granularity::Hour)) {
            out.error(CatalogCommands::tr("--granularity must be second, minute or hour"));
            return std::nullopt;
        }
        in.hourlyGranularity = *g;
    }
    return in;
}

QJsonObject costJson(const CostInputs& in, const CostResult& r)
{
    QJsonObject root;
    root.insert(QStringLiteral("currency"), currencyCode(in.currency));
    root.insert(QStringLiteral("hours_per_month"), in.hoursPerMonth);
    root.insert(QStringLiteral("months"), in.months);
    QJsonArray options;
    for (const OptionCost& o : r.options) {
        QJsonObject j;
        j.insert(QStringLiteral("option"), o.id);
        j.insert(QStringLiteral("monthly_cost"), o.perMonth);
        j.insert(QStringLiteral("upfront"), o.upfront);
        for (auto it = o.parts.cbegin(); it != o.parts.cend(); ++it)
            j.insert(it.key(), it.value());
        QJsonArray curve;
        for (double v : o.cumulative)
            curve.append(v);
        j.insert(QStringLiteral("cumulative"), curve);
        options.append(j);
    }
    root.insert(QStringLiteral("options"), options);
    root.insert(QStringLiteral("break_even_hours_per_month"),
                r.breakEvenHoursPerMonth ? QJsonValue(*r.breakEvenHoursPerMonth) : QJsonValue());
    QJsonObject months;
    for (auto it = r.breakEvenMonth.cbegin(); it != r.breakEvenMonth.cend(); ++it)
        months.insert(it.key(), it.value() ? QJsonValue(*it.value()) : QJsonValue());
    root.insert(QStringLiteral("break_even_month"), months);
    root.insert(QStringLiteral("break_even_beyond_horizon"), QJsonArray::fromStringList(r.breakEvenBeyondHorizon));
    root.insert(QStringLiteral("verdicts"), QJsonArray::fromStringList(r.verdicts));
    root.insert(QStringLiteral("granularity"), granularityCode(in.hourlyGranularity));
    root.insert(QStringLiteral("assumptions"), QJsonArray::fromStringList(r.assumptions));
    return root;
}

void printCost(const CostInputs& in, const CostResult& r, CliOutput& out)
{
    const QLocale l;
    QList<QStringList> rows;
    for (const OptionCost& o : r.options) {
        QString detail;
        if (o.id == QLatin1String("buy"))
            detail = CatalogCommands::tr("depreciation %1 + power %2 + maintenance %3")
                         .arg(money(o.parts.value(QStringLiteral("depreciation_per_month")), in.currency),
                              money(o.parts.value(QStringLiteral("power_per_month")), in.currency),
                              money(o.parts.value(QStringLiteral("maintenance_per_month")), in.currency));
        else if (o.id == QLatin1String("monthly"))
            detail = CatalogCommands::tr("%1 idle hours paid")
                         .arg(l.toString(o.parts.value(QStringLiteral("idle_hours_per_month")), 'f', 0));
        else if (o.parts.contains(QStringLiteral("billed_hours_per_month")))
            detail = CatalogCommands::tr("%1 billed hours")
                         .arg(l.toString(o.parts.value(QStringLiteral("billed_hours_per_month")), 'f', 1));
        rows << QStringList{CostModel::optionName(o.id), money(o.perMonth, in.currency),
                            money(o.cumulative.last(), in.currency), detail};
    }
    out.table({CatalogCommands::tr("Option"), CatalogCommands::tr("Per month"),
               CatalogCommands::tr("After %n month(s)", nullptr, in.months), CatalogCommands::tr("Detail")},
              rows);
    for (const QString& verdict : r.verdicts)
        out.line(verdict);
    for (const QString& a : r.assumptions)
        out.line(QStringLiteral("  - ") + a);
}

int runCost(const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const CostOptions o;
    parser.addOptions(o.all());
    if (!parseCommandLine(parser, args, QStringLiteral("cost"), out))
        return ExitUsage;
    if (parser.isSet(o.help)) {
        out.line(costHelp());
        return ExitOk;
    }
    const std::optional<CostInputs> in = readCostInputs(parser, o, out);
    if (!in)
        return ExitUsage;
    const Result<CostResult> r = CostModel::compute(*in);
    if (!r.ok()) {
        out.error(r.error().message);
        return ExitUsage;
    }
    if (parser.isSet(o.json))
        out.json(costJson(*in, *r));
    else
        printCost(*in, *r, out);
    return ExitOk;
}

} // namespace

CliCommand costCommand()
{
    return CliCommand{
        QStringLiteral("cost"),
        [] { return CatalogCommands::tr("Buy versus monthly, hourly and spot: costs and break-even points."); },
        runCost, costHelp};
}

} // namespace gp::cli
