#pragma once

#include "app/cli/CliCommand.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace gp {
class TranslationLoader;
}

namespace gp::cli {

class CliOutput;

// gpuplanner-cli: global options (--help, --version, --lang, --json) and dispatch to the subcommands its program
// gives it (allCommands(), or `remote` alone: CliMain.h). Scripts rely on its flags, output keys and exit codes:
// extend, never rename.
class CliApp final
{
    Q_DECLARE_TR_FUNCTIONS(gp::cli::CliApp)

public:
    CliApp(TranslationLoader& translations, QList<CliCommand> commands);

    int run(const QStringList& arguments, CliOutput& out);
    const QList<CliCommand>& commands() const { return m_commands; }

    // The pieces of `--help`, which the man page (ManPage) is also made of.
    static QString synopsis(); // "gpuplanner-cli [--lang en|zh_CN] COMMAND [OPTIONS]", not translated: it is syntax
    static QString description();
    static QList<QStringList> globalOptions(); // {option, meaning}
    static QList<QStringList> exitCodes();     // {code, meaning}
    static QStringList globalOptionNames();    // --help, --version, --lang, --json (and -h)

private:
    void printHelp(CliOutput& out) const;

    TranslationLoader& m_translations;
    QList<CliCommand> m_commands;
};

// Every command there is: the full CLI's.
QList<CliCommand> allCommands(TranslationLoader& translations);

} // namespace gp::cli
