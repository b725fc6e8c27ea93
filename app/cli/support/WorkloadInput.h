#pragma once

#include "core/estimator/FitSearch.h"
#include "core/estimator/ModelArchitecture.h"
#include "core/estimator/Need.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace gp::cli {

class CliOutput;

// The flags that name a model: a built-in one, a config.json, or a bare size.
struct ModelOptions
{
    QCommandLineOption model{QStringLiteral("model"), QString(), QStringLiteral("id")};
    QCommandLineOption config{QStringLiteral("config"), QString(), QStringLiteral("file")};
    QCommandLineOption params{QStringLiteral("params"), QString(), QStringLiteral("size")};
    QCommandLineOption json{QStringLiteral("json")};
    QCommandLineOption help{QStringList{QStringLiteral("h"), QStringLiteral("help")}};
};

// The model the flags name (exactly one of them; --params only where `allowSize`), or nothing after an error.
std::optional<ModelArchitecture>
readModel(const QCommandLineParser& p, const ModelOptions& o, bool allowSize, CliOutput& out);

struct EstimateInput
{
    ModelArchitecture model;
    Need need;
    bool json = false;
    FitLimits limits; // --gpus and --nodes, as constraints of fit and compare
};

// The help of a command that takes `estimate`'s flags (estimate, fit, compare), with the command's own lines after.
QString workloadHelp(const QString& command, const QString& extraHelp = QString());

// Adds the model and need flags of `estimate` to `parser` (the caller may add its own first), parses `args` and
// reads them. On --help or an error it prints and returns nothing, with the exit code in `exitCode`.
std::optional<EstimateInput> readEstimateInput(QCommandLineParser& parser,
                                               const QString& command,
                                               const QStringList& args,
                                               CliOutput& out,
                                               int& exitCode,
                                               const QString& extraHelp = QString());

// A model as the commands' JSON names it: {"id", "name", "family", "approximate", "best_effort"}.
QJsonObject modelJson(const ModelArchitecture& model);

} // namespace gp::cli
