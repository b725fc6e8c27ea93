#include "app/cli/RemoteCommands.h"

#include "app/cli/CliOutput.h"
#include "app/cli/NotifyCommands.h"
#include "app/cli/ProfileCommands.h"
#include "app/cli/remote/RemoteSubcommands.h"
#include "app/cli/remote/RemoteSupport.h"
#include "app/cli/support/CliSupport.h"
#include "core/i18n/TranslationLoader.h"
#include "core/ssh/HeldConnection.h"
#include "core/ssh/HeldProtocol.h"

#include <optional>

namespace gp::cli {

namespace {

// One `remote` subcommand (its code is in app/cli/remote). The help, shell completion and the dispatch all read the
// table below; only the two sentences that list every name (remoteUsage, unknownSubcommand) spell them out again.
struct RemoteSubcommand
{
    QString name;
    QStringList (*help)(); // its lines in `remote --help`: the usage, then what it does
    QStringList actions;   // what completion offers after the name ("guard install"); none: the name alone
    int (*run)(const Remote& remote, const QStringList& args, CliOutput& out) = nullptr;
    // Set instead of run by hold: it is the connection the others are forwarded to, so it runs before any
    // forwarding, and it runs what its clients ask through runRemote.
    int (*hold)(const Remote& remote,
                const QStringList& args,
                CliOutput& out,
                TranslationLoader& translations,
                RemoteRunner run) = nullptr;
    // Whether its words ask for help, when --help or -h anywhere before a `--` does not say it (job run).
    bool (*asksForHelp)(const QStringList& words) = nullptr;
};

const QList<RemoteSubcommand>& subcommands()
{
    static const QList<RemoteSubcommand> table = {
        {QStringLiteral("smoke-test"),
         [] {
             return QStringList{
                 RemoteCommands::tr(
                     "usage: gpuplanner-cli remote … smoke-test [--offer ID | --gpu ID] [--need-vram BYTES] "
                     "[--plan FILE] [--level quick|full] [--run COMMAND [--steps N] [--batch N] [--seq N] "
                     "[--speed-pattern REGEX] [--calibrate]] [--timeout DURATION] [--workdir DIR] "
                     "[--download-url URL] [--upload-url URL] [--json]"),
                 RemoteCommands::tr("  checks the instance against what the offer promised (GPUs, memory, driver, "
                                    "CUDA, disk, network) and, with --run, a few steps of your own training.")};
         },
         {},
         remoteSmokeTest},
        {QStringLiteral("upload"),
         [] {
             return QStringList{uploadUsage(),
                                RemoteCommands::tr("  sends only what changed since the last upload to DIR (a manifest "
                                                   "kept next to it), verified, staged and moved into place; an "
                                                   "interrupted upload resumes.")};
         },
         {},
         remoteUpload},
        {QStringLiteral("monitor"),
         [] {
             return QStringList{
                 RemoteCommands::tr("usage: gpuplanner-cli remote … monitor [--interval SECONDS] [--count N] [--json]"),
                 RemoteCommands::tr("  samples every GPU each interval (--json: one JSON object per line).")};
         },
         {},
         remoteMonitor},
        {QStringLiteral("guard"),
         [] {
             return QStringList{guardUsage(),
                                RemoteCommands::tr("  a watchdog on the instance that stops or releases it after the "
                                                   "longest run or when idle, so nobody pays for a forgotten "
                                                   "instance.")};
         },
         {QStringLiteral("install"), QStringLiteral("show"), QStringLiteral("remove")},
         remoteGuard},
        {QStringLiteral("provision"),
         [] {
             return QStringList{
                 RemoteCommands::tr("usage: gpuplanner-cli remote … provision [--setup FILE] [--requirements FILE] "
                                    "[--workdir DIR] [--python COMMAND] [--min-cuda VERSION] [--force]")};
         },
         {},
         remoteProvision},
        {QStringLiteral("install-key"),
         [] {
             return QStringList{RemoteCommands::tr("usage: gpuplanner-cli remote … install-key [--public-key FILE]")};
         },
         {},
         remoteInstallKey},
        {QStringLiteral("job"),
         [] {
             return QStringList{jobUsage(),
                                RemoteCommands::tr("  jobs run detached from the connection, queued by priority, and "
                                                   "resume after a reboot or a preemption with their resume command.")};
         },
         {QStringLiteral("run"), QStringLiteral("list"), QStringLiteral("logs"), QStringLiteral("stop"),
          QStringLiteral("resume")},
         remoteJob,
         nullptr,
         jobAsksForHelp},
        {QStringLiteral("hold"),
         [] {
             return QStringList{
                 RemoteCommands::tr("usage: gpuplanner-cli remote … hold [--idle-timeout DURATION]"),
                 RemoteCommands::tr("  keeps the connection open, so that the next remote commands for this host "
                                    "start at once.")};
         },
         {},
         nullptr,
         remoteHold},
    };
    return table;
}

const RemoteSubcommand* findSubcommand(const QString& name)
{
    for (const RemoteSubcommand& s : subcommands())
        if (s.name == name)
            return &s;
    return nullptr;
}

// The translations keep the subcommands' names inside these two sentences, so they are written out here too.
QString remoteUsage()
{
    return RemoteCommands::tr(
        "usage: gpuplanner-cli remote (--profile NAME | --ssh \"ssh [-p PORT] [-i KEY] [USER@]HOST\") "
        "[--accept-new-host-key] (smoke-test | upload | monitor | guard | provision | install-key | job | hold) "
        "[OPTIONS]");
}

QString unknownSubcommand(const QString& name)
{
    return RemoteCommands::tr(
               "unknown remote command '%1' (smoke-test, upload, monitor, guard, provision, install-key, job, hold)")
        .arg(name);
}

// Every remote command's usage, one line each: `remote --help`, and the man page's section.
QString remoteHelp()
{
    QStringList lines = {
        remoteUsage(),
        RemoteCommands::tr("The host is a saved profile (see 'profile') or an ssh command line as you would type it. "
                           "A host key seen for the first time is shown and needs --accept-new-host-key (or a yes at "
                           "the terminal); a changed key is refused."),
    };
    for (const RemoteSubcommand& s : subcommands())
        lines << s.help();
    return lines.join(QLatin1Char('\n'));
}

// The words that may follow `remote`, for shell completion.
QStringList completionWords()
{
    QStringList words;
    for (const RemoteSubcommand& s : subcommands()) {
        if (s.actions.isEmpty())
            words << s.name;
        for (const QString& action : s.actions)
            words << s.name + QLatin1Char(' ') + action;
    }
    return words;
}

// Whether `remote … SUBCOMMAND WORDS` asks for help (an unknown subcommand too).
bool asksForHelp(const RemoteSubcommand* command, const QStringList& rest)
{
    const QStringList words = rest.mid(1);
    return command && command->asksForHelp ? command->asksForHelp(words) : wordsAskForHelp(words);
}

// Where a command runs when not in this process: a held connection for another target refuses it, and one that
// `remote … hold` keeps open for this target runs it with no connecting at all. Nothing: it runs here.
std::optional<int>
runElsewhere(const Remote& remote, const QStringList& args, CliOutput& out, TranslationLoader& translations)
{
    // The holder checked the target before it took the command; this is the second line, should the profile have
    // changed in between.
    if (g_heldSession && HeldConnection::socketPath(remote.target) != g_heldSocket) {
        out.error(RemoteCommands::tr("This held connection is for another host, not %1.").arg(remote.target.display()));
        return ExitUsage;
    }
    if (g_heldSession)
        return std::nullopt;
    // The thin launcher forwarded this very command before and the holder ended while it ran: said here,
    // translated, and nothing runs again.
    const QString ended = qEnvironmentVariable(held::kEndedVariable);
    qunsetenv(held::kEndedVariable);
    if (!ended.isEmpty() && ended == remote.alias) {
        out.error(HeldConnection::endedMessage(ended));
        return ExitFailure;
    }
    const QString socket = HeldConnection::socketPath(remote.target);
    const std::optional<Result<int>> held = HeldConnection::forward(socket, args, languageCode(translations.current()));
    if (!held)
        return std::nullopt;
    // The next command typed like this one finds the holder from the thin launcher.
    HeldConnection::addAlias(socket, remote.alias);
    if (!held->ok()) {
        out.error(held->error().message);
        return ExitFailure;
    }
    return **held;
}

int runRemote(const QStringList& args, CliOutput& out, TranslationLoader& translations)
{
    QCommandLineParser parser;
    const RemoteOptions options;
    options.addTo(parser);
    if (!parseCommandLine(parser, args, QStringLiteral("remote"), out, true))
        return ExitUsage;
    const QStringList rest = parser.positionalArguments();
    const RemoteSubcommand* command = findSubcommand(rest.value(0));
    if (parser.isSet(options.help) || asksForHelp(command, rest)) {
        out.line(remoteHelp());
        return ExitOk;
    }
    if (rest.isEmpty()) {
        out.error(remoteUsage());
        return ExitUsage;
    }
    if (parser.isSet(options.profile) == parser.isSet(options.ssh)) {
        out.error(RemoteCommands::tr("say where to connect: --profile NAME or --ssh \"ssh -p PORT root@host\""));
        return ExitUsage;
    }
    const Result<Remote> named = options.remote(parser);
    if (!named.ok()) {
        out.error(named.error().message);
        return ExitUsage;
    }
    const Remote& remote = *named;
    const QStringList commandArgs = rest.mid(1);
    if (command && command->hold)
        return command->hold(remote, commandArgs, out, translations, runRemote);
    if (const std::optional<int> code = runElsewhere(remote, args, out, translations))
        return *code;
    if (!command) {
        out.error(unknownSubcommand(rest.first()));
        return ExitUsage;
    }
    return command->run(remote, commandArgs, out);
}

} // namespace

QList<CliCommand> remoteCommands(TranslationLoader& translations)
{
    return {CliCommand{
                QStringLiteral("remote"),
                [] {
                    return RemoteCommands::tr(
                        "A rented instance over SSH: smoke test, provisioning, upload, monitor and guards.");
                },
                [&translations](const QStringList& args, CliOutput& out) { return runRemote(args, out, translations); },
                remoteHelp, completionWords(),
                // A held connection reaches runRemote without CliApp: it decides --help itself.
                true},
            profileCommand(), notifyCommand()};
}

} // namespace gp::cli
