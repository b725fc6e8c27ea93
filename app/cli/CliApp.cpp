#include "app/cli/CliApp.h"

#include "app/cli/CatalogCommands.h"
#include "app/cli/CliOutput.h"
#include "app/cli/EstimatorCommands.h"
#include "app/cli/ExportCommands.h"
#include "app/cli/ProviderCommands.h"
#include "app/cli/RemoteCommands.h"
#include "app/cli/ReportCommands.h"
#include "core/common/AppInfo.h"
#include "core/i18n/TranslationLoader.h"
#include "core/settings/Settings.h"

#include <QCommandLineParser>
#include <QJsonObject>

namespace gp::cli {

CliApp::CliApp(TranslationLoader& translations)
    : m_translations(translations),
      m_commands(estimatorCommands() + catalogCommands() + reportCommands() +
                 QList<CliCommand>{exportCommand(), providerCommand()} + remoteCommands(translations))
{}

void CliApp::printHelp(CliOutput& out) const
{
    out.line(tr("Usage: gpuplanner-cli [--lang en|zh_CN] COMMAND [OPTIONS]"));
    out.line();
    out.line(tr("Plan, price and operate rented GPUs for LLM work, from scripts and headless machines."));
    out.line();
    out.line(tr("Options:"));
    out.table({tr("Option"), tr("Meaning")},
              {{QStringLiteral("-h, --help"), tr("Show this help, or a command's help after its name.")},
               {QStringLiteral("--version"), tr("Show the version (with --json as JSON).")},
               {QStringLiteral("--lang CODE"), tr("Language of the output: en or zh_CN (default: the saved choice, "
                                                  "else the system locale).")},
               {QStringLiteral("--json"), tr("Print machine-readable JSON instead of a table.")}});
    if (!m_commands.isEmpty()) {
        out.line();
        out.line(tr("Commands:"));
        QList<QStringList> rows;
        for (const CliCommand& command : m_commands) {
            rows << QStringList{command.name, command.summary()};
        }
        out.table({tr("Command"), tr("Description")}, rows);
    }
    out.line();
    out.line(tr("Exit codes: 0 success, 1 the operation failed, 2 bad usage or input."));
}

int CliApp::run(const QStringList& arguments, CliOutput& out)
{
    QCommandLineParser parser;
    // Everything after the first positional argument (the command) belongs to that command.
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    const QCommandLineOption helpOption(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    const QCommandLineOption versionOption(QStringLiteral("version"));
    const QCommandLineOption jsonOption(QStringLiteral("json"));
    const QCommandLineOption langOption(QStringLiteral("lang"), QString(), QStringLiteral("code"));
    parser.addOptions({helpOption, versionOption, jsonOption, langOption});
    parser.addPositionalArgument(QStringLiteral("command"), QString());

    const bool parsed = parser.parse(arguments);
    if (parser.isSet(langOption)) {
        const auto language = languageFromCode(parser.value(langOption));
        if (!language) {
            out.error(tr("unknown language '%1' (use en or zh_CN)").arg(parser.value(langOption)));
            return ExitUsage;
        }
        m_translations.apply(*language);
    }
    if (!parsed) {
        out.error(parser.errorText());
        return ExitUsage;
    }
    if (parser.isSet(versionOption)) {
        if (parser.isSet(jsonOption)) {
            QJsonObject json;
            json.insert(QStringLiteral("name"), QString(AppInfo::applicationName() + QStringLiteral("-cli")));
            json.insert(QStringLiteral("version"), AppInfo::version());
            out.json(json);
        } else {
            out.line(QStringLiteral("gpuplanner-cli ") + AppInfo::version());
        }
        return ExitOk;
    }
    const QStringList positional = parser.positionalArguments();
    if (parser.isSet(helpOption) || positional.isEmpty()) {
        printHelp(out);
        return positional.isEmpty() && !parser.isSet(helpOption) ? ExitUsage : ExitOk;
    }
    const QString name = positional.first();
    for (const CliCommand& command : m_commands) {
        if (command.name == name) {
            QStringList rest = positional.mid(1);
            if (parser.isSet(jsonOption)) {
                rest << QStringLiteral("--json");
            }
            return command.run(rest, out);
        }
    }
    out.error(tr("unknown command '%1' (see gpuplanner-cli --help)").arg(name));
    return ExitUsage;
}

} // namespace gp::cli
