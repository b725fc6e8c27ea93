#pragma once

#include "app/cli/CliCommand.h"
#include "core/estimator/FitSearch.h"
#include "core/estimator/ModelArchitecture.h"
#include "core/estimator/Need.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QList>

#include <optional>

namespace gp::cli {

// params, estimate and fit: the estimator's scripting interface. Flags, JSON keys and exit codes are public.
QList<CliCommand> estimatorCommands();

class CliOutput;

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

// The catalog GPU `id`, or nothing after an error that lists the known ones.
std::optional<GpuSpec> findGpu(const QString& id, CliOutput& out);

// Parses a subcommand's arguments; prints a usage error and returns false on unknown flags or stray arguments.
bool parseCommandLine(QCommandLineParser& parser,
                      const QStringList& args,
                      const QString& command,
                      CliOutput& out,
                      bool allowPositional = false);

} // namespace gp::cli
