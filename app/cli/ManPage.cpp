#include "app/cli/ManPage.h"

#include "app/cli/CliApp.h"
#include "app/cli/CliCommand.h"
#include "core/common/AppInfo.h"
#include "core/common/GuiCommandLine.h"
#include "core/common/UserFiles.h"

#include <QStringList>

namespace gp::cli {

namespace {

// Chinese has no spaces to break a line at, and groff 1.22 knows no other break points: a zero-width break (\:) after
// each CJK character or full-width punctuation mark (and after each | of a usage's alternatives) lets a paragraph
// wrap at any terminal width.
bool breaksAfter(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x2E80 && u <= 0x9FFF) || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFF00 && u <= 0xFFEF);
}

// What never starts a line: full-width closing punctuation, and the ASCII closers and dots of a usage ("[--spot
// 价格]", "规划.json").
bool opensNoLine(QChar c)
{
    static const QString closing = QStringLiteral("，。、：；！？）」』》”’]).,;:");
    return closing.contains(c);
}

// What never ends a line: full-width opening brackets.
bool closesNoLine(QChar c)
{
    static const QString opening = QStringLiteral("（「『《“‘");
    return opening.contains(c);
}

// One paragraph per line of text; a line a help indents (an explanation under a usage line) is indented here too.
QString paragraphs(const QString& text)
{
    QString roff;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        if (line.trimmed().isEmpty())
            continue;
        // An indented line explains the usage above it; an indented usage (a second "gpuplanner-cli …") is not.
        if (line.startsWith(QLatin1String("  ")) && !line.trimmed().startsWith(QLatin1String("gpuplanner-cli ")))
            roff += QStringLiteral(".RS 4\n") + ManPage::escape(line.trimmed()) + QStringLiteral("\n.RE\n");
        else
            roff += QStringLiteral(".PP\n") + ManPage::escape(line) + QLatin1Char('\n');
    }
    return roff;
}

QString tagged(const QString& tag, const QString& text)
{
    return QStringLiteral(".TP\n.B ") + ManPage::escape(tag) + QLatin1Char('\n') + ManPage::escape(text) +
           QLatin1Char('\n');
}

QString section(const QString& title)
{
    return QStringLiteral(".SH \"") + ManPage::escape(title, ManPage::Breaks::AtSpaces) + QStringLiteral("\"\n");
}

} // namespace

QString ManPage::escape(const QString& text, Breaks breaks)
{
    QString roff;
    roff.reserve(text.size() + 8);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\\'))
            roff += QStringLiteral("\\e");
        else if (c == QLatin1Char('-'))
            roff += QStringLiteral("\\-");
        else
            roff += c;
        const QChar next = i + 1 < text.size() ? text.at(i + 1) : QChar();
        if (breaks == Breaks::Anywhere && (breaksAfter(c) || c == QLatin1Char('|')) && !closesNoLine(c) &&
            !next.isNull() && !opensNoLine(next))
            roff += QStringLiteral("\\:");
    }
    if (roff.startsWith(QLatin1Char('.')) || roff.startsWith(QLatin1Char('\'')))
        roff.prepend(QStringLiteral("\\&"));
    return roff;
}

std::optional<QString> ManPage::render(const QString& page) const
{
    if (page == QLatin1String("gpuplanner-cli"))
        return cliPage();
    if (page == QLatin1String("gpuplanner"))
        return guiPage();
    return std::nullopt;
}

QString ManPage::header(const QString& name, const QString& summary) const
{
    // The coding line lets man-db read the Chinese page as UTF-8 whatever the reader's locale.
    return QStringLiteral(".\\\" -*- coding: UTF-8 -*-\n"
                          ".\\\" Made by gpuplanner-cli --man %1 from the program's own help; do not edit.\n")
               .arg(name) +
           QStringLiteral(".TH %1 1 \"%2\" \"GPU Planner %3\" \"%4\"\n")
               .arg(escape(name.toUpper()), AppInfo::releaseDate(), AppInfo::version(),
                    escape(tr("User Commands"), Breaks::AtSpaces)) +
           // Ragged right and no hyphens: options and ids stay whole and copyable, in both languages.
           QStringLiteral(".ad l\n.nh\n") + section(tr("NAME")) + escape(name) + QStringLiteral(" \\- ") +
           escape(summary, Breaks::AtSpaces) + QLatin1Char('\n');
}

QString ManPage::filesAndEnvironment() const
{
    const QString config = UserFiles::configFolderForPeople();
    const QString data = UserFiles::dataFolderForPeople();
    QString roff = section(tr("FILES"));
    roff += tagged(config + QLatin1Char('/') + UserFiles::settingsFile(),
                   tr("Settings shared with the desktop app: language, display currency, exchange rate, the catalog "
                      "refresh address."));
    roff += tagged(config + QLatin1Char('/') + UserFiles::hostsFile(),
                   tr("Saved host profiles: address, sign-in method, the offer rented, the provider's instance."));
    roff += tagged(config + QLatin1Char('/') + UserFiles::webhooksFile(),
                   tr("Webhooks: name, platform and the events each wants."));
    roff += tagged(data + QLatin1Char('/') + UserFiles::catalogsFolder(),
                   tr("Imported and downloaded price catalogs, and the history of every price."));
    roff += tagged(data + QLatin1Char('/') + UserFiles::uploadsFile(),
                   tr("Which folders on which instances were uploaded to, as digests: only a first upload into a "
                      "folder is sent before the instance has answered."));
    roff += tagged(QStringLiteral("~/.ssh/known_hosts"),
                   tr("Host keys, shared with OpenSSH: a new key is added only once confirmed, a changed one is "
                      "refused."));
    roff += paragraphs(tr("Passwords, key passphrases, provider tokens and webhook addresses are kept in the system "
                          "keychain (Secret Service), never in these files, a plan file, a log or the command line."));

    roff += section(tr("ENVIRONMENT"));
    roff += tagged(QStringLiteral("LANG, LC_ALL, LC_MESSAGES"),
                   tr("The language when neither --lang nor a saved choice says (zh_CN for a Chinese locale)."));
    roff += tagged(QStringLiteral("XDG_CONFIG_HOME, XDG_DATA_HOME"),
                   tr("Where the files above are kept (default ~/.config and ~/.local/share)."));
    roff += tagged(QStringLiteral("XDG_RUNTIME_DIR"),
                   tr("Where a held connection's socket is made (else a private folder under /tmp)."));
    roff += tagged(QStringLiteral("GPUPLANNER_PROVIDER_ENDPOINT"),
                   tr("Another https:// origin for the providers' APIs (a proxy or a test double)."));
    roff += tagged(QStringLiteral("GPUPLANNER_PROVIDER_CA"),
                   tr("A PEM certificate to trust for that origin, besides the system's roots."));
    return roff;
}

QString ManPage::cliPage() const
{
    QString roff = header(QStringLiteral("gpuplanner-cli"), CliApp::description());
    roff += section(tr("SYNOPSIS"));
    roff += QStringLiteral(".B gpuplanner\\-cli\n") + escape(CliApp::synopsis().section(QLatin1Char(' '), 1)) +
            QLatin1Char('\n');
    roff += section(tr("DESCRIPTION"));
    roff += paragraphs(tr("gpuplanner-cli is GPU Planner's command-line front end: the same estimator, catalogs, cost "
                          "model and SSH console as the desktop app, for scripts and headless machines. Each command "
                          "prints a table, or JSON with --json; its flags, JSON keys and exit codes are stable."));
    roff += section(tr("OPTIONS"));
    for (const QStringList& row : CliApp::globalOptions())
        roff += tagged(row.value(0), row.value(1));
    roff += section(tr("COMMANDS"));
    for (const CliCommand& command : m_app.commands()) {
        roff += QStringLiteral(".SS ") + escape(command.name) + QLatin1Char('\n');
        roff += escape(command.summary()) + QLatin1Char('\n');
        roff += paragraphs(command.help());
    }
    roff += section(tr("EXIT STATUS"));
    for (const QStringList& row : CliApp::exitCodes())
        roff += tagged(row.value(0), row.value(1));
    roff += filesAndEnvironment();
    roff += section(tr("EXAMPLES"));
    const QList<QStringList> examples = {
        {tr("Which GPUs fit a LoRA fine-tune of a 7B model, and how fast:"),
         QStringLiteral("gpuplanner-cli fit --model qwen2.5-7b --task lora --batch 4 --seq 2048")},
        {tr("Every offer for that run of 2×10⁸ tokens, cheapest first, in yuan:"),
         QStringLiteral("gpuplanner-cli compare --model qwen2.5-7b --task lora --tokens 200000000 --currency CNY")},
        {tr("Save a rented host, then check it against the offer it was rented as:"),
         QStringLiteral("gpuplanner-cli profile add trainer --ssh \"ssh -p 2222 root@203.0.113.7\" --offer "
                        "autodl-a100-80gb\ngpuplanner-cli remote --profile trainer smoke-test")},
        {tr("Upload a project, then run training detached from the connection:"),
         QStringLiteral("gpuplanner-cli remote --profile trainer upload ./project --dest /root/project\n"
                        "gpuplanner-cli remote --profile trainer job run --name sft -- python train.py")},
    };
    for (const QStringList& example : examples) {
        roff += QStringLiteral(".PP\n") + escape(example.value(0)) + QStringLiteral("\n.PP\n.RS 4\n.nf\n") +
                escape(example.value(1)) + QStringLiteral("\n.fi\n.RE\n");
    }
    roff += section(tr("SEE ALSO"));
    roff += QStringLiteral(".BR gpuplanner (1),\n.BR ssh (1)\n");
    return roff;
}

QString ManPage::guiPage() const
{
    QString roff =
        header(QStringLiteral("gpuplanner"), tr("plan, price and operate rented GPUs for LLM work (desktop app)"));
    roff += section(tr("SYNOPSIS"));
    roff += QStringLiteral(".B gpuplanner\n") +
            escape(QStringLiteral("[--lang en|zh_CN] [--page ID] [") + GuiCommandLine::planArgument() +
                   QStringLiteral("]")) +
            QLatin1Char('\n');
    roff += section(tr("DESCRIPTION"));
    roff += paragraphs(tr("GPU Planner answers which GPU to rent for fine-tuning or serving a language model and what "
                          "it will cost: a questionnaire drives the memory estimator, dated provider catalogs in CNY "
                          "and USD price every billing mode, and a budget holds the quarter's scenarios. Its Console "
                          "connects to a rented instance over SSH to upload, run a smoke test against what the offer "
                          "promised, run jobs and guard against paying for an idle instance.\n"
                          "The interface is in English and Chinese, switched at runtime from the Language menu."));
    roff += section(tr("OPTIONS"));
    for (const QCommandLineOption& option : GuiCommandLine::options())
        roff += tagged(QStringLiteral("--") + option.names().first() + QLatin1Char(' ') + option.valueName().toUpper(),
                       option.description());
    roff += tagged(GuiCommandLine::planArgument(), GuiCommandLine::planArgumentHelp());
    roff += tagged(QStringLiteral("-h, --help"), tr("Show the options and exit."));
    roff += tagged(QStringLiteral("--help-all"),
                   tr("Show the options with Qt's own (such as -platform offscreen) and exit."));
    roff += tagged(QStringLiteral("-v, --version"), tr("Show the version and exit."));
    roff += filesAndEnvironment();
    roff += section(tr("SEE ALSO"));
    roff += QStringLiteral(".BR gpuplanner\\-cli (1)\n");
    return roff;
}

} // namespace gp::cli
