// remote … hold: keeps the connection open and runs the next remote commands for its host over it, each with its
// client's terminal, folder and language.
#include "app/cli/CliOutput.h"
#include "app/cli/remote/RemoteSubcommands.h"
#include "app/cli/remote/RemoteSupport.h"
#include "app/cli/support/CliSupport.h"
#include "core/i18n/TranslationLoader.h"
#include "core/jobs/Guard.h"
#include "core/settings/Settings.h"
#include "core/ssh/HeldConnection.h"

#include <QDeadlineTimer>
#include <QDir>

#include <algorithm>
#include <csignal>
#include <fcntl.h>
#include <thread>
#include <unistd.h>
#include <utility>

namespace gp::cli {

namespace {

volatile std::sig_atomic_t g_stopHolding = 0;
int g_stopPipe[2] = {-1, -1}; // the signal handler's byte wakes the wait for the next client at once

void stopHolding(int)
{
    g_stopHolding = 1;
    const int saved = errno;
    const char byte = 1;
    [[maybe_unused]] const ssize_t n = ::write(g_stopPipe[1], &byte, 1);
    errno = saved;
}

// One holder while it serves: its session and socket, and how it runs what a client asks.
struct Holding
{
    const Remote& remote;
    SshSession& session;
    QString socketPath;
    qint64 idleSeconds;
    int own[3]; // the holder's own stdin, stdout and stderr, put back after each client
    TranslationLoader& translations;
    RemoteRunner run;
};

// Runs one client's command on the held session, with the client's stdin, stdout, stderr and working folder, so that
// it prints, prompts and resolves paths exactly as it would have in the client's own process.
int serveHeld(HeldRequest& request, Language language, const Holding& h, CliOutput& out)
{
    out.flush();
    for (int i = 0; i < 3; ++i)
        ::dup2(request.fds[i], i);
    out.resetStatus(); // a write that failed for the client before (a closed pipe) must not silence this one
    int wake[2] = {-1, -1};
    if (::pipe2(wake, O_CLOEXEC) != 0) {
        out.error(RemoteCommands::tr("The held connection cannot run the command: %1").arg(qt_error_string(errno)));
        out.flush();
        for (int i = 0; i < 3; ++i)
            ::dup2(h.own[i], i);
        return ExitFailure;
    }
    // A client that is interrupted (Ctrl-C) or killed while its command runs ends the hold with it, as the command
    // would have ended in a process of its own: its connection must not go on working for nobody.
    std::thread watcher([&request, &wake, socketPath = h.socketPath] {
        if (HeldConnection::clientGone(request, wake[0])) {
            HeldConnection::removeSocket(socketPath);
            ::_exit(ExitFailure);
        }
    });
    // The client's language, not the holder's: the messages are the client's to read.
    const Language holderLanguage = h.translations.current();
    if (language != holderLanguage)
        h.translations.apply(language);
    const QString before = QDir::currentPath();
    int code = ExitFailure;
    if (!QDir::setCurrent(request.workingDir)) {
        out.error(RemoteCommands::tr("The held connection cannot enter the folder %1.").arg(request.workingDir));
    } else {
        g_heldSession = &h.session;
        g_heldSocket = h.socketPath;
        code = h.run(request.arguments, out, h.translations);
        g_heldSession = nullptr;
    }
    if (h.translations.current() != holderLanguage)
        h.translations.apply(holderLanguage);
    out.flush();
    const char done = 1;
    while (::write(wake[1], &done, 1) < 0 && errno == EINTR) {
    }
    watcher.join();
    ::close(wake[0]);
    ::close(wake[1]);
    for (int i = 0; i < 3; ++i)
        ::dup2(h.own[i], i);
    QDir::setCurrent(before);
    return code;
}

// The socket of the target a held command names, read in the client's folder (a relative key path is the client's);
// empty when it names none.
QString heldSocketOf(const HeldRequest& request)
{
    QCommandLineParser parser;
    const RemoteOptions options;
    options.addTo(parser);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions); // as parseCommandLine reads it
    if (!parser.parse(QStringList{QStringLiteral("gpuplanner-cli remote")} + request.arguments) ||
        parser.isSet(options.ssh) == parser.isSet(options.profile))
        return QString();
    const QString before = QDir::currentPath();
    if (!QDir::setCurrent(request.workingDir))
        return QString();
    const Result<Remote> remote = options.remote(parser);
    QDir::setCurrent(before);
    return remote.ok() ? HeldConnection::socketPath(remote->target) : QString();
}

// The language a held command speaks: the client's --lang, else what the client would have chosen by itself (the
// saved choice, else the locale), which is known here only when the client's locale variables are the holder's.
std::optional<Language> heldLanguage(const HeldRequest& request)
{
    if (!request.language.isEmpty())
        return languageFromCode(request.language);
    if (!request.sameLocale)
        return std::nullopt;
    return Settings().language().value_or(languageForLocale(QLocale::system()));
}

// --idle-timeout in seconds (600 when not given), or nothing after saying what is wrong with it.
std::optional<qint64> readIdleTimeout(const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption idle(QStringLiteral("idle-timeout"), QString(), QStringLiteral("duration"));
    parser.addOption(idle);
    if (!parseCommandLine(parser, args, QStringLiteral("remote hold"), out, false))
        return std::nullopt;
    if (!parser.isSet(idle))
        return 600;
    const std::optional<qint64> parsed = parseDuration(parser.value(idle));
    if (!parsed || *parsed < 1 || *parsed > 7 * 24 * 3600) {
        out.error(RemoteCommands::tr("--idle-timeout must be a duration from 1s to 7d (90s, 30m, 2h)"));
        return std::nullopt;
    }
    return parsed;
}

// Ctrl-C, TERM and a hangup end the hold: at once while it waits for a client (the pipe's byte wakes the wait), else
// when the command it serves returns.
bool catchStopSignals(CliOutput& out)
{
    if (::pipe2(g_stopPipe, O_CLOEXEC | O_NONBLOCK) != 0) {
        out.error(HeldConnection::tr("Waiting for commands failed: %1").arg(qt_error_string(errno)));
        return false;
    }
    struct sigaction stop = {};
    stop.sa_handler = stopHolding;
    sigemptyset(&stop.sa_mask);
    for (const int signal : {SIGINT, SIGTERM, SIGHUP})
        ::sigaction(signal, &stop, nullptr);
    // A client's pipe that closed early ends what runs for it (see serveHeld), not the holder.
    std::signal(SIGPIPE, SIG_IGN);
    return true;
}

// Serves clients until the idle timeout passes, a stop signal comes or the connection is lost.
int serveClients(HeldConnection& control, const Holding& h, CliOutput& out)
{
    constexpr int kKeepAliveMs = 30000; // well inside the usual ClientAliveInterval and NAT timeouts
    QDeadlineTimer idleUntil{std::chrono::seconds(h.idleSeconds)};
    const auto lost = [&] {
        out.error(RemoteCommands::tr("The connection to %1 was lost.").arg(h.remote.target.display()));
        return ExitFailure;
    };
    while (!g_stopHolding) {
        if (idleUntil.hasExpired()) {
            out.line(RemoteCommands::tr("No command for %n second(s): the connection is closed.", nullptr,
                                        int(h.idleSeconds)));
            return ExitOk;
        }
        Result<std::optional<HeldRequest>> next =
            control.next(static_cast<int>(std::min<qint64>(idleUntil.remainingTime(), kKeepAliveMs)), g_stopPipe[0]);
        if (!next.ok()) {
            out.error(next.error().message);
            return ExitFailure;
        }
        if (!next.value().has_value()) {
            if (!g_stopHolding && !h.session.keepAlive())
                return lost();
            continue;
        }
        HeldRequest request = std::move(*next.value());
        // Only a command for this very target as its client means it (in its folder, with its home), in a language
        // known here, is taken; any other goes back untouched to its client, which then runs it by itself.
        const std::optional<Language> language = heldLanguage(request);
        if (!language || !request.sameHome || heldSocketOf(request) != h.socketPath || !HeldConnection::accept(request))
            continue;
        const QString asked = request.arguments.join(QLatin1Char(' '));
        const int served = serveHeld(request, *language, h, out);
        HeldConnection::answer(request, served);
        out.line(RemoteCommands::tr("Ran \"%1\": exit code %2.").arg(asked).arg(served));
        out.flush();
        (void)h.session.prepareSpareChannel();
        idleUntil = QDeadlineTimer{std::chrono::seconds(h.idleSeconds)};
        if (!h.session.isConnected())
            return lost();
    }
    return ExitOk;
}

} // namespace

int remoteHold(
    const Remote& remote, const QStringList& args, CliOutput& out, TranslationLoader& translations, RemoteRunner run)
{
    const std::optional<qint64> idleSeconds = readIdleTimeout(args, out);
    if (!idleSeconds)
        return ExitUsage;
    if (g_heldSession) {
        out.error(RemoteCommands::tr("This command already runs on a held connection."));
        return ExitUsage;
    }
    // A holder started with a standard descriptor closed would hand that number to a socket, which serving a client
    // (dup2 onto 0, 1 and 2) would then overwrite: /dev/null takes it first.
    for (int fd = 0; fd < 3; ++fd)
        if (::fcntl(fd, F_GETFD) < 0 && ::open("/dev/null", O_RDWR) < 0)
            return ExitFailure;
    const QString socketPath = HeldConnection::socketPath(remote.target);
    if (HeldConnection::answers(socketPath)) {
        out.error(HeldConnection::tr("Another process already holds this connection (%1).").arg(socketPath));
        return ExitFailure;
    }
    Connection c = connect(remote, out);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    // A spare channel, its shell already waiting, makes the next command start without a round trip; failing to
    // open one only costs that.
    (void)c.session->prepareSpareChannel();
    HeldConnection control;
    if (const Status listening = control.listen(socketPath); !listening.ok()) {
        out.error(listening.error().message);
        return ExitFailure;
    }
    // Commands typed the way this one was find the socket from the thin launcher, without parsing the target.
    HeldConnection::addAlias(socketPath, remote.alias);
    if (!catchStopSignals(out))
        return ExitFailure;
    Holding h{remote, *c.session, socketPath, *idleSeconds, {}, translations, run};
    for (int i = 0; i < 3; ++i)
        h.own[i] = ::fcntl(i, F_DUPFD_CLOEXEC, 3);
    out.line(RemoteCommands::tr("Holding the connection to %1. Remote commands for it from this user run over it "
                                "(socket %2) until %n second(s) pass without one, or Ctrl-C.",
                                nullptr, int(*idleSeconds))
                 .arg(remote.target.display(), socketPath));
    out.flush();
    const int code = serveClients(control, h, out);
    for (const int fd : h.own)
        ::close(fd);
    for (int& fd : g_stopPipe)
        ::close(std::exchange(fd, -1));
    return code;
}

} // namespace gp::cli
