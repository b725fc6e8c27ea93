#pragma once

#include "app/cli/ConstraintOptions.h"
#include "core/cost/Deployment.h"
#include "core/money/Money.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>

#include <optional>

namespace gp::cli {

class CliOutput;
struct EstimateInput;

// compare's pricing flags: how long the work runs (one run, recurring runs or a service), billing, data and rate.
struct CompareOptions
{
    QCommandLineOption hours{QStringLiteral("hours"), QString(), QStringLiteral("h")};
    QCommandLineOption hoursPerMonth{QStringLiteral("hours-per-month"), QString(), QStringLiteral("h")};
    QCommandLineOption daysPerMonth{QStringLiteral("days-per-month"), QString(), QStringLiteral("d")};
    QCommandLineOption months{QStringLiteral("months"), QString(), QStringLiteral("m")};
    QCommandLineOption runs{QStringLiteral("runs"), QString(), QStringLiteral("n")};
    QCommandLineOption granularity{QStringLiteral("granularity"), QString(), QStringLiteral("unit")};
    QCommandLineOption rate{QStringLiteral("cny-per-usd"), QString(), QStringLiteral("x")};
    QCommandLineOption limit{QStringLiteral("limit"), QString(), QStringLiteral("n")};
    QCommandLineOption utilization{QStringLiteral("utilization"), QString(), QStringLiteral("x")};
    QCommandLineOption dataGb{QStringLiteral("data-gb"), QString(), QStringLiteral("GB")};
    QCommandLineOption dataLocation{QStringLiteral("data-location"), QString(), QStringLiteral("where")};
    QCommandLineOption uploadMbps{QStringLiteral("upload-mbps"), QString(), QStringLiteral("Mbit/s")};
    ConstraintOptions constraints;

    QList<QCommandLineOption> pricing() const
    {
        return QList<QCommandLineOption>{hours, hoursPerMonth, daysPerMonth, months, runs,         granularity,
                                         rate,  limit,         utilization,  dataGb, dataLocation, uploadMbps} +
               constraints.all();
    }
};

// The rate prices are converted at: the settings' (or the plan's), unless --cny-per-usd says otherwise.
std::optional<ExchangeRate>
readRate(const QCommandLineParser& parser, const CompareOptions& o, ExchangeRate fx, CliOutput& out);
// How many options to show (--limit; all without it), or nothing after an error.
std::optional<qsizetype> readLimit(const QCommandLineParser& parser, const CompareOptions& o, CliOutput& out);
// How the workload is used and billed, or nothing after printing what is wrong.
std::optional<Usage>
readUsage(const QCommandLineParser& parser, const CompareOptions& o, const EstimateInput& input, CliOutput& out);

} // namespace gp::cli
