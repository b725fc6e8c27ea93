#pragma once

#include <QString>
#include <QStringList>

#include <functional>

namespace gp::cli {

class CliOutput;

// One subcommand of gpuplanner-cli. `run` receives the arguments after the command name and returns the process exit
// code: 0 success, 1 the operation failed, 2 bad usage (a wrong flag, value or file).
struct CliCommand
{
    QString name;
    std::function<QString()> summary; // translated one-line description for --help
    std::function<int(const QStringList& args, CliOutput& out)> run;
};

enum ExitCode { ExitOk = 0, ExitFailure = 1, ExitUsage = 2 };

} // namespace gp::cli
