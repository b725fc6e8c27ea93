#include "app/cli/CompareOptions.h"

#include "app/cli/CliOutput.h"
#include "app/cli/CliValues.h"
#include "app/cli/support/WorkloadInput.h"
#include "core/plan/Questionnaire.h"

#include <limits>

namespace gp::cli {

namespace {

std::optional<int>
wholeCount(const QCommandLineParser& parser, const QCommandLineOption& option, int maximum, CliOutput& out)
{
    bool ok = false;
    const int v = parser.value(option).toInt(&ok);
    if (!ok || v < 1 || v > maximum) {
        out.error(CatalogCommands::tr("--%1 must be a whole number from 1 to %2, not '%3'")
                      .arg(option.names().first())
                      .arg(maximum)
                      .arg(parser.value(option)));
        return std::nullopt;
    }
    return v;
}

} // namespace

std::optional<ExchangeRate>
readRate(const QCommandLineParser& parser, const CompareOptions& o, ExchangeRate fx, CliOutput& out)
{
    if (!parser.isSet(o.rate))
        return fx;
    const auto r = readPositive(parser, o.rate, out);
    if (!r)
        return std::nullopt;
    return ExchangeRate(*r, {}, CatalogCommands::tr("--cny-per-usd"));
}

std::optional<qsizetype> readLimit(const QCommandLineParser& parser, const CompareOptions& o, CliOutput& out)
{
    if (!parser.isSet(o.limit))
        return std::numeric_limits<qsizetype>::max();
    const auto n = wholeCount(parser, o.limit, 100000, out);
    if (!n)
        return std::nullopt;
    return *n;
}

std::optional<Usage>
readUsage(const QCommandLineParser& parser, const CompareOptions& o, const EstimateInput& input, CliOutput& out)
{
    Usage usage;
    usage.limits = input.limits;
    if (parser.isSet(o.hours) && parser.isSet(o.hoursPerMonth)) {
        out.error(CatalogCommands::tr("give --hours (one run) or --hours-per-month (a service), not both"));
        return std::nullopt;
    }
    if (parser.isSet(o.hours)) {
        const auto h = readPositive(parser, o.hours, out);
        if (!h)
            return std::nullopt;
        usage.jobHours = *h;
    }
    if (parser.isSet(o.hoursPerMonth)) {
        const auto h = readPositive(parser, o.hoursPerMonth, out);
        if (!h || *h > CostConstants::kMaxHoursPerMonth) {
            if (h)
                out.error(
                    CatalogCommands::tr("--hours-per-month must be at most %1").arg(CostConstants::kMaxHoursPerMonth));
            return std::nullopt;
        }
        usage.hoursPerMonth = *h;
        usage.service = true;
    }
    if (parser.isSet(o.daysPerMonth)) {
        const auto d = readPositive(parser, o.daysPerMonth, out);
        if (!d || *d > 31) {
            if (d)
                out.error(CatalogCommands::tr("--days-per-month must be at most 31"));
            return std::nullopt;
        }
        usage.daysPerMonth = *d;
    }
    if (parser.isSet(o.months)) {
        const auto m = wholeCount(parser, o.months, CostConstants::kMaxMonths, out);
        if (!m)
            return std::nullopt;
        usage.months = *m;
    }
    if (parser.isSet(o.runs)) {
        const auto n = wholeCount(parser, o.runs, 10000, out);
        if (!n)
            return std::nullopt;
        usage.runs = *n;
    }
    if (parser.isSet(o.granularity)) {
        const auto g = granularityFromCode(parser.value(o.granularity));
        if (!g || (*g != Granularity::Second && *g != Granularity::Minute && *g != Granularity::Hour)) {
            out.error(CatalogCommands::tr("--granularity must be second, minute or hour"));
            return std::nullopt;
        }
        usage.granularity = *g;
    }
    if (parser.isSet(o.utilization)) {
        const auto u = readPositive(parser, o.utilization, out);
        if (!u || *u > 1) {
            if (u)
                out.error(CatalogCommands::tr("--utilization must be above 0 and at most 1"));
            return std::nullopt;
        }
        usage.utilization = *u;
    }
    if (parser.isSet(o.dataGb) || parser.isSet(o.dataLocation) || parser.isSet(o.uploadMbps)) {
        Questionnaire q;
        q.dataSizeGb = 0;
        if (parser.isSet(o.dataGb)) {
            bool ok = false;
            q.dataSizeGb = parser.value(o.dataGb).toDouble(&ok);
            if (!ok || !(q.dataSizeGb >= 0) || q.dataSizeGb > 1e7) {
                out.error(CatalogCommands::tr("--data-gb must be a number of GB from 0 to 10000000, not '%1'")
                              .arg(parser.value(o.dataGb)));
                return std::nullopt;
            }
        }
        if (parser.isSet(o.dataLocation)) {
            const auto where = QuestionnaireMath::dataLocationFromCode(parser.value(o.dataLocation));
            if (!where) {
                out.error(CatalogCommands::tr("--data-location must be same-region, other-region or local"));
                return std::nullopt;
            }
            q.dataLocation = *where;
        }
        if (parser.isSet(o.uploadMbps)) {
            const auto mbps = readPositive(parser, o.uploadMbps, out);
            if (!mbps)
                return std::nullopt;
            q.uploadMbps = *mbps;
        }
        usage.data = QuestionnaireMath::dataFootprint(q, input.model, input.need);
    }
    if (input.need.isTraining() && !input.need.tokens && !usage.jobHours && !parser.isSet(o.hoursPerMonth)) {
        out.error(
            CatalogCommands::tr("say how long the work runs: --tokens N (with the estimate's speed) or --hours H"));
        return std::nullopt;
    }
    return usage;
}

} // namespace gp::cli
