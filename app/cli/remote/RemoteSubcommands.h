#pragma once

#include <QString>
#include <QStringList>

namespace gp {
class TranslationLoader;
}

namespace gp::cli {

class CliOutput;
struct Remote;

// The `remote` subcommands, one file each; RemoteCommands.cpp names them in its table. Each gets the words after its
// name and returns the exit code.
int remoteSmokeTest(const Remote& remote, const QStringList& args, CliOutput& out);
int remoteUpload(const Remote& remote, const QStringList& args, CliOutput& out);
int remoteMonitor(const Remote& remote, const QStringList& args, CliOutput& out);
int remoteGuard(const Remote& remote, const QStringList& args, CliOutput& out);
int remoteProvision(const Remote& remote, const QStringList& args, CliOutput& out);
int remoteInstallKey(const Remote& remote, const QStringList& args, CliOutput& out);
int remoteJob(const Remote& remote, const QStringList& args, CliOutput& out);

// How `remote` runs the command a client hands to a held connection: the whole of it, as runRemote does.
using RemoteRunner = int (*)(const QStringList& args, CliOutput& out, TranslationLoader& translations);
int remoteHold(
    const Remote& remote, const QStringList& args, CliOutput& out, TranslationLoader& translations, RemoteRunner run);

// The usages a subcommand prints when its words are wrong, which `remote --help` shows too.
QString uploadUsage();
QString guardUsage();
QString jobUsage();

// Whether `job`'s words ask for help: for `job run` only among its own options, not in the command the job runs.
bool jobAsksForHelp(const QStringList& words);

} // namespace gp::cli
