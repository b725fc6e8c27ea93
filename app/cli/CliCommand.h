#pragma once

#include <QString>
#include <QStringList>

#include <functional>

namespace gp::cli {

class CliOutput;

// One subcommand of gpuplanner-cli. `run` receives the arguments after the command name and returns the process exit
// code: 0 success, 1 the operation failed, 2 bad usage (a wrong flag, value or file).
//
// `help` is the command's whole help, translated: what `COMMAND --help` prints, the command's section of the man page
// (ManPage) and where shell completion (Completion) finds its options and their values. So the three cannot drift.
struct CliCommand
{
    QString name;
    std::function<QString()> summary; // translated one-line description for --help
    std::function<int(const QStringList& args, CliOutput& out)> run;
    std::function<QString()> help;
    // The words that may follow the name, each level separated by a space ("list", "guard install"); empty when the
    // command takes options only.
    QStringList subcommands = {};
    // The command reads --help among its own arguments itself (remote: a held connection runs it without CliApp);
    // otherwise CliApp answers `COMMAND … --help` before running it.
    bool decidesHelp = false;
};

enum ExitCode { ExitOk = 0, ExitFailure = 1, ExitUsage = 2 };

} // namespace gp::cli
