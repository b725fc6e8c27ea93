#include "core/jobs/Guard.h"

#include <QFile>
#include <QRegularExpression>

#include <algorithm>

namespace gp {

std::optional<qint64> parseDuration(const QString& text)
{
    static const QRegularExpression whole(
        QStringLiteral(R"(^\s*(?:(\d+)\s*d)?\s*(?:(\d+)\s*h)?\s*(?:(\d+)\s*m)?\s*(?:(\d+)\s*s)?\s*$)"));
    // Each part is bounded before it is multiplied: "92874232315551562d" overflowed to an hour once.
    const auto part = [](const QString& digits, qint64 unit) -> std::optional<qint64> {
        if (digits.isEmpty())
            return 0;
        bool ok = false;
        const qint64 n = digits.toLongLong(&ok);
        if (!ok || n < 0 || n > kMaxDurationSeconds / unit)
            return std::nullopt;
        return n * unit;
    };
    if (const QString bare = text.trimmed();
        !bare.isEmpty() && std::all_of(bare.cbegin(), bare.cend(), [](QChar c) { return c.isDigit(); }))
        return part(bare, 60);
    const QRegularExpressionMatch m = whole.match(text);
    if (!m.hasMatch() || text.trimmed().isEmpty())
        return std::nullopt;
    qint64 total = 0;
    static constexpr std::pair<int, qint64> kUnits[] = {{1, 86400}, {2, 3600}, {3, 60}, {4, 1}};
    for (const auto& [index, unit] : kUnits) {
        const std::optional<qint64> seconds = part(m.captured(index), unit);
        if (!seconds || *seconds > kMaxDurationSeconds - total)
            return std::nullopt;
        total += *seconds;
    }
    return total;
}

namespace {

// notify.json (one line: it holds secrets, so it comes on stdin) and the script that sends it, before the guard
// starts; no notices removes an older notify.json, so a removed webhook is not told any more.
Status writeNotices(SshSession& session, const QByteArray& notices)
{
    if (notices.contains('\n'))
        return Error{QStringLiteral("guard.notices"), Guard::tr("The guard's notifications must be one line.")};
    QByteArray input;
    if (!notices.isEmpty()) {
        QFile script(QStringLiteral(":/remote/notify.py"));
        if (!script.open(QIODevice::ReadOnly))
            return Error{QStringLiteral("guard.script"), Guard::tr("The guard script is missing from this build.")};
        input = notices + '\n' + script.readAll();
    }
    const Result<ExecResult> r = session.exec(
        QStringLiteral("set -e; umask 077; d=\"$HOME/.gpuplanner\"; mkdir -p \"$d\"; rm -f \"$d/notify.json\"; "
                       "IFS= read -r line || exit 0; printf '%s\\n' \"$line\" > \"$d/notify.json.part\"; unset line; "
                       "cat > \"$d/notify.py\"; mv \"$d/notify.json.part\" \"$d/notify.json\""),
        input);
    input.fill('\0');
    if (!r.ok())
        return r.error();
    if (r->exitStatus != 0)
        return Error{QStringLiteral("guard.install"),
                     Guard::tr("Installing the guard failed: %1").arg(QString::fromUtf8(r->err).trimmed())};
    return Ok{};
}

} // namespace

Status Guard::install(SshSession& session, const GuardSettings& s)
{
    if (s.maxRuntimeSeconds <= 0 && s.idleSeconds <= 0)
        return Error{QStringLiteral("guard.nothing"), tr("Give a maximum runtime, an idle time, or both.")};
    QFile script(QStringLiteral(":/remote/guard.sh"));
    if (!script.open(QIODevice::ReadOnly))
        return Error{QStringLiteral("guard.script"), tr("The guard script is missing from this build.")};
    if (s.providerToken.contains('\n') || s.providerToken.contains('\r'))
        return Error{QStringLiteral("guard.token"), tr("A provider token is one line.")};
    // Settings as key=value lines; the release command is taken literally (one line).
    QString release = s.releaseCommand;
    release.replace(QLatin1Char('\n'), QLatin1Char(' '));
    // Stop any running guard, write the token (the first line of stdin, so never on a command line), the script
    // (the rest) and the settings, and start it detached from this session.
    const QString command =
        QStringLiteral("set -e; umask 077; d=\"$HOME/.gpuplanner\"; mkdir -p \"$d\"; "
                       "[ -f \"$d/guard.pid\" ] && kill \"$(cat \"$d/guard.pid\")\" 2>/dev/null || true; "
                       "IFS= read -r token || true; rm -f \"$d/provider-token\"; "
                       "[ -z \"$token\" ] || printf '%s' \"$token\" > \"$d/provider-token\"; unset token; "
                       "cat > \"$d/guard.sh\"; chmod 700 \"$d/guard.sh\"; "
                       "printf '%s\\n' \"started_at=$(date +%s)\" %1 > \"$d/guard.conf\"; "
                       // The port this session came in on (OpenSSH and Dropbear both set SSH_CONNECTION): the guard
                       // counts established connections to it as people using the machine.
                       "p=\"${SSH_CONNECTION##* }\"; case \"$p\" in ''|*[!0-9]*) p=22;; esac; "
                       "printf 'ssh_port=%s\\n' \"$p\" >> \"$d/guard.conf\"; "
                       "printf 'release_command=%s\\n' %2 >> \"$d/guard.conf\"; "
                       "nohup setsid sh \"$d/guard.sh\" </dev/null >/dev/null 2>&1 & echo $! > \"$d/guard.pid\"")
            .arg(shellQuote(QStringLiteral("max_runtime_s=%1").arg(s.maxRuntimeSeconds)) + QLatin1Char(' ') +
                     shellQuote(QStringLiteral("idle_s=%1").arg(s.idleSeconds)) + QLatin1Char(' ') +
                     shellQuote(QStringLiteral("idle_util_percent=%1").arg(s.idleUtilPercent)) + QLatin1Char(' ') +
                     shellQuote(QStringLiteral("check_every_s=%1").arg(s.checkEverySeconds)),
                 shellQuote(release));
    if (Status written = writeNotices(session, s.notices); !written.ok())
        return written;
    QByteArray input = s.providerToken + '\n' + script.readAll();
    const Result<ExecResult> r = session.exec(command, input);
    input.fill('\0');
    if (!r.ok())
        return r.error();
    if (r->exitStatus != 0)
        return Error{QStringLiteral("guard.install"),
                     tr("Installing the guard failed: %1").arg(QString::fromUtf8(r->err).trimmed())};
    return Ok{};
}

Result<GuardStatus> Guard::show(SshSession& session)
{
    const Result<ExecResult> r = session.exec(QStringLiteral(
        "d=\"$HOME/.gpuplanner\"; [ -f \"$d/guard.conf\" ] || { echo installed=no; exit 0; }; echo installed=yes; "
        "if [ -f \"$d/guard.pid\" ] && kill -0 \"$(cat \"$d/guard.pid\")\" 2>/dev/null; then echo running=yes; "
        "else echo running=no; fi; cat \"$d/guard.conf\"; echo '--log--'; tail -n 5 \"$d/guard.log\" 2>/dev/null"));
    if (!r.ok())
        return r.error();
    GuardStatus status;
    const QString text = QString::fromUtf8(r->out);
    const QString settings = text.section(QStringLiteral("--log--"), 0, 0);
    status.log = text.section(QStringLiteral("--log--\n"), 1).trimmed();
    for (const QString& line : settings.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (eq > 0)
            status.settings.insert(line.left(eq), line.mid(eq + 1));
    }
    status.installed = status.settings.take(QStringLiteral("installed")) == QLatin1String("yes");
    status.running = status.settings.take(QStringLiteral("running")) == QLatin1String("yes");
    return status;
}

Status Guard::remove(SshSession& session)
{
    const Result<ExecResult> r = session.exec(QStringLiteral(
        "d=\"$HOME/.gpuplanner\"; [ -f \"$d/guard.pid\" ] && kill \"$(cat \"$d/guard.pid\")\" 2>/dev/null; "
        "rm -f \"$d/guard.conf\" \"$d/guard.pid\" \"$d/provider-token\" \"$d/notify.json\"; echo removed"));
    if (!r.ok())
        return r.error();
    return Ok{};
}

QString Guard::accountTokenNotice(const QString& providerName)
{
    return tr("The guard holds your %1 account's API token on the instance (readable only by its user, and by root "
              "there).")
        .arg(providerName);
}

} // namespace gp
