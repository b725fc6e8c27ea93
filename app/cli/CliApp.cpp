#include "app/cli/CliApp.h"

#include "app/cli/CliOutput.h"
#include "app/cli/Completion.h"
#include "app/cli/ManPage.h"
#include "core/common/AppInfo.h"
#include "core/i18n/TranslationLoader.h"
#include "core/settings/Settings.h"

#include <QCommandLineParser>
#include <QJsonObject>

namespace gp::cli {

CliApp::CliApp(TranslationLoader& translations, QList<CliCommand> commands)
    : m_translations(translations), m_commands(std::move(commands))
{}

QString CliApp::synopsis()
{
    return QStringLiteral("gpuplanner-cli [--lang en|zh_CN] COMMAND [OPTIONS]");
}

QString CliApp::description()
{
    return tr("Plan, price and operate rented GPUs for LLM work, from scripts and headless machines.");
}

QList<QStringList> CliApp::globalOptions()
{
    return {{QStringLiteral("-h, --help"), tr("Show this help, or a command's help after its name.")},
            {QStringLiteral("--version"), tr("Show the version (with --json as JSON).")},
            {QStringLiteral("--lang CODE"), tr("Language of the output: en or zh_CN (default: the saved choice, "
                                               "else the system locale).")},
            {QStringLiteral("--json"), tr("Print machine-readable JSON instead of a table.")}};
}

QStringList CliApp::globalOptionNames()
{
    QStringList names;
    for (const QStringList& row : globalOptions())
        for (const QString& spelling : row.first().split(QStringLiteral(", ")))
            names << spelling.section(QLatin1Char(' '), 0, 0);
    return names;
}

QList<QStringList> CliApp::exitCodes()
{
    return {{QString::number(ExitOk), tr("success")},
            {QString::number(ExitFailure), tr("the operation failed")},
            {QString::number(ExitUsage), tr("bad usage or input")}};
}

void CliApp::printHelp(CliOutput& out) const
{
    out.line(tr("Usage: %1").arg(synopsis()));
    out.line();
    out.line(description());
    out.line();
    out.line(tr("Options:"));
    out.table({tr("Option"), tr("Meaning")}, globalOptions());
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
    QStringList codes;
    for (const QStringList& row : exitCodes())
        codes << row.join(QLatin1Char(' '));
    out.line(tr("Exit codes: %1.").arg(codes.join(QStringLiteral(", "))));
}

// `COMMAND --help` (or -h) anywhere before a `--` that ends the options: the command's whole help, before the
// command would connect, read a file or ask for anything.
namespace {

bool asksForHelp(const QStringList& commandArguments)
{
    for (const QString& argument : commandArguments) {
        if (argument == QLatin1String("--"))
            return false;
        if (argument == QLatin1String("--help") || argument == QLatin1String("-h"))
            return true;
    }
    return false;
}

} // namespace

int CliApp::run(const QStringList& arguments, CliOutput& out)
{
    // Shell completion (resources/completion): every word after it is the line being typed, options included.
    if (arguments.value(1) == QLatin1String("--complete")) {
        m_translations.apply(Language::English); // the helps' option spellings, whatever the user's language
        for (const QString& candidate : Completion(m_commands).candidates(arguments.mid(2)))
            out.line(candidate);
        return ExitOk;
    }
    QCommandLineParser parser;
    // Everything after the first positional argument (the command) belongs to that command.
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    const QCommandLineOption helpOption(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    const QCommandLineOption versionOption(QStringLiteral("version"));
    const QCommandLineOption jsonOption(QStringLiteral("json"));
    const QCommandLineOption langOption(QStringLiteral("lang"), QString(), QStringLiteral("code"));
    // Not in --help: the man pages are made from it (cmake/ManPages.cmake) and installed.
    const QCommandLineOption manOption(QStringLiteral("man"), QString(), QStringLiteral("page"));
    parser.addOptions({helpOption, versionOption, jsonOption, langOption, manOption});
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
    if (parser.isSet(manOption)) {
        const std::optional<QString> page = ManPage(*this).render(parser.value(manOption));
        if (!page) {
            out.error(tr("unknown manual page '%1' (gpuplanner-cli or gpuplanner)").arg(parser.value(manOption)));
            return ExitUsage;
        }
        out.passThrough(*page, false);
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
            if (!command.decidesHelp && asksForHelp(rest)) {
                out.line(command.help());
                return ExitOk;
            }
            if (parser.isSet(jsonOption)) {
                // Among the command's options: after a `--` it would be a word of a job's command line.
                const qsizetype separator = rest.indexOf(QStringLiteral("--"));
                rest.insert(separator < 0 ? rest.size() : separator, QStringLiteral("--json"));
            }
            return command.run(rest, out);
        }
    }
    out.error(tr("unknown command '%1' (see gpuplanner-cli --help)").arg(name));
    return ExitUsage;
}

} // namespace gp::cli
