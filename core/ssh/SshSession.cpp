#include "core/ssh/SshSession.h"

#include "core/ssh/EarlyConnection.h"

#include <QElapsedTimer>
#include <QThread>

#include <netdb.h>
#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <utility>

#include <libssh/libssh.h>

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QUuid>

namespace gp {

namespace {

// Whether ~/.ssh/config gave a ProxyCommand (or a ProxyJump, which libssh 0.10 runs as one): then libssh connects
// through it, and the address it reaches is not the instance's.
bool hasProxyCommand(ssh_session_struct* session)
{
    char* proxy = nullptr;
    if (ssh_options_get(session, SSH_OPTIONS_PROXYCOMMAND, &proxy) != SSH_OK)
        return false;
    const bool has = proxy && *proxy && std::strcmp(proxy, "none") != 0;
    ssh_string_free_char(proxy);
    return has;
}

// A channel is closed only after the server has finished with it. Closing one whose command still runs (a
// cancelled upload, a timed-out check) races the server: Dropbear 2022.83 then either fails an assertion
// (common-channel.c, `!channel->sent_close`) and drops the connection, or closes the session's next channel as soon as
// it opens; either way the next command fails. So the command gets the end of its input first, which ends every
// command that reads it (an upload's receiver); one that does not is asked to stop (TERM). Then the client waits, for
// a bounded time, for the exit status, which the server sends together with its own close.
bool drainUntilEof(ssh_channel_struct* channel, const QDeadlineTimer& deadline)
{
    char buffer[4096];
    while (!ssh_channel_is_eof(channel)) {
        if (deadline.hasExpired())
            return false;
        for (int stream : {0, 1})
            if (ssh_channel_read_timeout(channel, buffer, sizeof buffer, stream, 50) == SSH_ERROR)
                return false;
    }
    return true;
}

void windDown(ssh_channel_struct* channel, long sessionTimeoutSeconds)
{
    if (!ssh_channel_is_eof(channel)) {
        ssh_channel_send_eof(channel);
        if (!drainUntilEof(channel, QDeadlineTimer(1000))) {
            ssh_channel_request_send_signal(channel, "TERM");
            drainUntilEof(channel, QDeadlineTimer(1000));
        }
    }
    ssh_session session = ssh_channel_get_session(channel);
    long brief = 2;
    ssh_options_set(session, SSH_OPTIONS_TIMEOUT, &brief);
    ssh_channel_get_exit_status(channel); // returns at once when it has arrived (every finished command)
    ssh_options_set(session, SSH_OPTIONS_TIMEOUT, &sessionTimeoutSeconds);
}

} // namespace

SshSession::SshSession(const SshTarget& target) : m_target(target), m_session(ssh_new()) {}

SshSession::~SshSession()
{
    if (m_spare) {
        ssh_channel_close(m_spare);
        ssh_channel_free(m_spare);
    }
    if (m_session) {
        if (ssh_is_connected(m_session))
            ssh_disconnect(m_session);
        ssh_free(m_session);
    }
    if (m_earlyFd >= 0)
        ::close(m_earlyFd);
}

QString SshSession::lastError() const
{
    const QString error = QString::fromUtf8(ssh_get_error(m_session));
    if (!error.isEmpty())
        return error;
    // libssh leaves the message empty when the server closed the connection while it waited for an answer.
    return isConnected() ? tr("no answer from the server") : tr("the server closed the connection");
}

QString SshSession::knownHostsFile() const
{
    return m_knownHosts.isEmpty() ? QDir::homePath() + QStringLiteral("/.ssh/known_hosts") : m_knownHosts;
}

Status SshSession::connectToHost()
{
    if (!m_session)
        return Error{QStringLiteral("ssh.init"), tr("libssh could not create a session.")};
    const QByteArray host = m_target.host.toUtf8();
    const unsigned int port = static_cast<unsigned int>(m_target.port);
    const long timeout = m_timeoutSeconds;
    const int on = 1;
    ssh_options_set(m_session, SSH_OPTIONS_HOST, host.constData());
    ssh_options_set(m_session, SSH_OPTIONS_TIMEOUT, &timeout);
    // Without TCP_NODELAY every small write waits for a delayed ACK (TOOLCHAIN.md measured 481 s for 512 MiB).
    ssh_options_set(m_session, SSH_OPTIONS_NODELAY, &on);
    // AES-GCM first: with the AES instructions every server CPU has, it moves an upload's bytes faster than the
    // chacha20-poly1305 both sides would otherwise agree on (TOOLCHAIN.md: 666 against 521 MiB/s on loopback). All
    // are ciphers OpenSSH offers by default; a Ciphers line in ~/.ssh/config, read next, still decides.
    static const char* const kCiphers = "aes128-gcm@openssh.com,aes256-gcm@openssh.com,chacha20-poly1305@openssh.com,"
                                        "aes128-ctr,aes192-ctr,aes256-ctr";
    ssh_options_set(m_session, SSH_OPTIONS_CIPHERS_C_S, kCiphers);
    ssh_options_set(m_session, SSH_OPTIONS_CIPHERS_S_C, kCiphers);
    // ~/.ssh/config (Host aliases, User, Port, IdentityFile) as OpenSSH reads it, then our explicit choices win.
    // The file is named so that it follows $HOME, like the known_hosts file (libssh would ask the password database).
    const QByteArray config = QFile::encodeName(QDir::homePath() + QStringLiteral("/.ssh/config"));
    if (QFile::exists(QString::fromLocal8Bit(config)))
        ssh_options_parse_config(m_session, config.constData());
    if (port > 0)
        ssh_options_set(m_session, SSH_OPTIONS_PORT, &port);
    if (!m_target.user.isEmpty())
        ssh_options_set(m_session, SSH_OPTIONS_USER, m_target.user.toUtf8().constData());
    // The default keys (~/.ssh/id_*) follow $HOME too; libssh would take the password database's home.
    const QByteArray sshDir = QFile::encodeName(QDir::homePath() + QStringLiteral("/.ssh"));
    ssh_options_set(m_session, SSH_OPTIONS_SSH_DIR, sshDir.constData());
    const QByteArray knownHosts = QFile::encodeName(knownHostsFile());
    ssh_options_set(m_session, SSH_OPTIONS_KNOWNHOSTS, knownHosts.constData());
    ssh_options_set(m_session, SSH_OPTIONS_GLOBAL_KNOWNHOSTS, "/dev/null");
    // Non-blocking, so that the abort flag is seen while the host is slow to answer; the timeout is kept here.
    ssh_set_blocking(m_session, 0);
    QElapsedTimer elapsed;
    elapsed.start();
    const bool early = useEarlyConnection();
    int rc = SSH_AGAIN;
    while ((rc = ssh_connect(m_session)) == SSH_AGAIN) {
        if (m_abort && *m_abort) {
            ssh_set_blocking(m_session, 1);
            return Error{QStringLiteral("ssh.cancelled"),
                         tr("Connecting to %1 was cancelled.").arg(m_target.display())};
        }
        if (elapsed.elapsed() > timeout * 1000) {
            ssh_set_blocking(m_session, 1);
            return Error{QStringLiteral("ssh.connect"),
                         tr("Cannot connect to %1: no answer within %n second(s).", nullptr, static_cast<int>(timeout))
                             .arg(m_target.display())};
        }
        const socket_t fd = ssh_get_fd(m_session);
        if (fd != SSH_INVALID_SOCKET) {
            // Writable is almost always true: wait for it only while libssh has something to send, or this spins.
            const short events =
                static_cast<short>(POLLIN | ((ssh_get_poll_flags(m_session) & SSH_WRITE_PENDING) ? POLLOUT : 0));
            pollfd p{fd, events, 0};
            ::poll(&p, 1, 100);
        } else {
            QThread::msleep(20);
        }
    }
    ssh_set_blocking(m_session, 1);
    if (rc != SSH_OK)
        return Error{QStringLiteral("ssh.connect"),
                     tr("Cannot connect to %1: %2").arg(m_target.display(), lastError())};
    if (!m_alias.isEmpty() && !early && !hasProxyCommand(m_session))
        held::rememberAddress(QFile::encodeName(m_alias).toStdString(), ssh_get_fd(m_session));
    return Ok{};
}

bool SshSession::useEarlyConnection()
{
    if (m_alias.isEmpty() || m_earlyFd >= 0)
        return false;
    held::EarlySocket early = held::claimEarlySocket();
    if (early.fd < 0)
        return false;
    // Only where libssh itself would connect: the final host and port (after ~/.ssh/config), resolved here as libssh
    // resolves them, must give the very address the launcher connected to; a proxy command connects elsewhere.
    bool matches = false;
    char* host = nullptr;
    unsigned int port = 0;
    if (!hasProxyCommand(m_session) && ssh_options_get(m_session, SSH_OPTIONS_HOST, &host) == SSH_OK &&
        ssh_options_get_port(m_session, &port) == SSH_OK && static_cast<int>(port) == early.port) {
        addrinfo hints{};
        hints.ai_family = AF_UNSPEC;
        hints.ai_socktype = SOCK_STREAM;
        hints.ai_flags = AI_NUMERICSERV;
        addrinfo* found = nullptr;
        if (::getaddrinfo(host, std::to_string(port).c_str(), &hints, &found) == 0) {
            for (const addrinfo* a = found; a && !matches; a = a->ai_next) {
                std::string address;
                int resolvedPort = 0;
                matches = held::numericAddress(a->ai_addr, address, resolvedPort) && address == early.address;
            }
            ::freeaddrinfo(found);
        }
    }
    ssh_string_free_char(host);
    // Connected, or refused: its handshake began a round trip ago, so this rarely waits; at most as long as
    // connecting by itself may take.
    QElapsedTimer waited;
    waited.start();
    while (matches) {
        pollfd p{early.fd, POLLOUT, 0};
        const int ready = ::poll(&p, 1, 100);
        if (ready > 0)
            break;
        if ((ready < 0 && errno != EINTR) || (m_abort && *m_abort) || waited.elapsed() > m_timeoutSeconds * 1000)
            matches = false;
    }
    int error = 0;
    socklen_t size = sizeof(error);
    if (!matches || ::getsockopt(early.fd, SOL_SOCKET, SO_ERROR, &error, &size) != 0 || error != 0) {
        ::close(early.fd);
        return false;
    }
    ssh_options_set(m_session, SSH_OPTIONS_FD, &early.fd);
    m_earlyFd = early.fd;
    return true;
}

HostKeyCheck SshSession::checkHostKey()
{
    HostKeyCheck check;
    ssh_key key = nullptr;
    if (ssh_get_server_publickey(m_session, &key) != SSH_OK) {
        check.message = tr("The server sent no host key: %1").arg(lastError());
        return check;
    }
    unsigned char* hash = nullptr;
    size_t length = 0;
    if (ssh_get_publickey_hash(key, SSH_PUBLICKEY_HASH_SHA256, &hash, &length) == SSH_OK) {
        char* fingerprint = ssh_get_fingerprint_hash(SSH_PUBLICKEY_HASH_SHA256, hash, length);
        check.fingerprint = QString::fromLatin1(fingerprint);
        ssh_string_free_char(fingerprint);
        ssh_clean_pubkey_hash(&hash);
    }
    check.keyType = QString::fromLatin1(ssh_key_type_to_char(ssh_key_type(key)));
    ssh_key_free(key);
    switch (ssh_session_is_known_server(m_session)) {
    case SSH_KNOWN_HOSTS_OK:
        check.state = HostKeyCheck::State::Known;
        break;
    case SSH_KNOWN_HOSTS_CHANGED:
    case SSH_KNOWN_HOSTS_OTHER:
        check.state = HostKeyCheck::State::Changed;
        check.message = tr("WARNING: the host key of %1 has CHANGED (now %2 %3). Someone may be intercepting the "
                           "connection, or the provider reused the address for a new instance. Nothing was sent. "
                           "If you are sure, remove the old line for this host from %4 and connect again.")
                            .arg(m_target.display(), check.keyType, check.fingerprint, knownHostsFile());
        break;
    case SSH_KNOWN_HOSTS_NOT_FOUND:
    case SSH_KNOWN_HOSTS_UNKNOWN:
        check.state = HostKeyCheck::State::Unknown;
        check.message = tr("The host %1 is not known yet. Its %2 key fingerprint is %3. Compare it with the one your "
                           "provider shows before trusting it.")
                            .arg(m_target.display(), check.keyType, check.fingerprint);
        break;
    default:
        check.message = tr("Cannot check the host key: %1").arg(lastError());
        break;
    }
    return check;
}

Status SshSession::trustHostKey()
{
    if (ssh_session_update_known_hosts(m_session) != SSH_OK)
        return Error{QStringLiteral("ssh.known_hosts"),
                     tr("Cannot add the host key to %1: %2").arg(knownHostsFile(), lastError())};
    return Ok{};
}

Status SshSession::authenticate()
{
    // A named key goes first, signed at once: asking the server which methods it takes ("none") first, as OpenSSH
    // does, costs a round trip that every upload and command pays (40 ms on a far link). The answer comes with the
    // refusal of a key anyway.
    int rc = SSH_AUTH_DENIED;
    if (!m_target.keyFile.isEmpty()) {
        ssh_key key = nullptr;
        QByteArray passphrase;
        rc = ssh_pki_import_privkey_file(QFile::encodeName(m_target.keyFile).constData(), nullptr, nullptr, nullptr,
                                         &key);
        if (rc != SSH_OK && m_secret) {
            passphrase = m_secret(SecretKind::KeyPassphrase, tr("Passphrase for %1: ").arg(m_target.keyFile));
            rc = ssh_pki_import_privkey_file(QFile::encodeName(m_target.keyFile).constData(), passphrase.constData(),
                                             nullptr, nullptr, &key);
        }
        passphrase.fill('\0');
        // A key that cannot be used does not keep out of a server that lets anyone in.
        if (rc != SSH_OK && ssh_userauth_none(m_session, nullptr) == SSH_AUTH_SUCCESS)
            return Ok{};
        if (rc != SSH_OK) {
            QFile file(m_target.keyFile);
            if (!file.open(QIODevice::ReadOnly))
                return Error{QStringLiteral("ssh.key"),
                             tr("Cannot read the key file %1: %2").arg(m_target.keyFile, file.errorString())};
            if (passphrase.isEmpty() && file.read(64 * 1024).contains("PRIVATE KEY"))
                return Error{QStringLiteral("ssh.key_passphrase"),
                             tr("The key %1 is protected by a passphrase, and none could be asked for (no terminal) "
                                "or found in the system keychain. Save it once with 'gpuplanner-cli profile "
                                "set-passphrase NAME', or run from a terminal.")
                                 .arg(m_target.keyFile)};
            return Error{QStringLiteral("ssh.key"),
                         tr("Cannot use the key file %1: it is not a private key libssh can read, or the passphrase "
                            "is wrong.")
                             .arg(m_target.keyFile)};
        }
        rc = ssh_userauth_publickey(m_session, nullptr, key);
        ssh_key_free(key);
        if (rc == SSH_AUTH_SUCCESS)
            return Ok{};
    }
    // A server that lets anyone in (some container platforms), and the list of methods for what follows.
    if (ssh_userauth_none(m_session, nullptr) == SSH_AUTH_SUCCESS)
        return Ok{};
    // The agent, then the default keys (~/.ssh/id_*).
    if (ssh_userauth_publickey_auto(m_session, nullptr, nullptr) == SSH_AUTH_SUCCESS)
        return Ok{};
    if (m_secret && (ssh_userauth_list(m_session, nullptr) & SSH_AUTH_METHOD_PASSWORD)) {
        QByteArray password = m_secret(SecretKind::Password, tr("Password for %1: ").arg(m_target.display()));
        rc = ssh_userauth_password(m_session, nullptr, password.constData());
        password.fill('\0');
        if (rc == SSH_AUTH_SUCCESS)
            return Ok{};
        return Error{QStringLiteral("ssh.auth"), tr("The server refused the password for %1.").arg(m_target.display())};
    }
    return Error{
        QStringLiteral("ssh.auth"),
        tr("Authentication to %1 failed: no key was accepted (tried %2the agent and the default keys).")
            .arg(m_target.display(), m_target.keyFile.isEmpty() ? QString() : m_target.keyFile + QStringLiteral(", "))};
}

OpenOutcome SshSession::open(bool trustUnknownKey)
{
    if (Status s = connectToHost(); !s.ok()) {
        OpenOutcome failed;
        failed.message = s.error().message;
        return failed;
    }
    return signIn(trustUnknownKey);
}

OpenOutcome SshSession::trustAndSignIn()
{
    return signIn(true);
}

OpenOutcome SshSession::signIn(bool trustUnknownKey)
{
    OpenOutcome outcome;
    // Checked again when trusting later: only the unknown key the user was shown, never one that changed since.
    outcome.hostKey = checkHostKey();
    switch (outcome.hostKey.state) {
    case HostKeyCheck::State::Known:
        break;
    case HostKeyCheck::State::Unknown:
        if (!trustUnknownKey) {
            outcome.state = OpenOutcome::State::UnknownHostKey;
            outcome.message = outcome.hostKey.message;
            return outcome;
        }
        if (Status s = trustHostKey(); !s.ok()) {
            outcome.message = s.error().message;
            return outcome;
        }
        break;
    case HostKeyCheck::State::Changed:
        outcome.state = OpenOutcome::State::ChangedHostKey;
        outcome.message = outcome.hostKey.message;
        return outcome;
    case HostKeyCheck::State::Error:
        outcome.message = outcome.hostKey.message;
        return outcome;
    }
    if (Status s = authenticate(); !s.ok()) {
        outcome.message = s.error().message;
        return outcome;
    }
    outcome.state = OpenOutcome::State::Ready;
    m_verifiedHostKey = outcome.hostKey.fingerprint;
    return outcome;
}

bool SshSession::keepAlive()
{
    return isConnected() && ssh_send_ignore(m_session, "keepalive") == SSH_OK;
}

bool SshSession::isConnected() const
{
    return m_session && ssh_is_connected(m_session);
}

Result<ExecResult> SshSession::exec(const QString& command, const QByteArray& input, const std::atomic_bool* cancel)
{
    return execStreaming(
        command,
        [&](const Writer& write) -> Status {
            if (!input.isEmpty() && !write(input.constData(), input.size()))
                return Error{QStringLiteral("ssh.write"),
                             tr("The connection dropped while sending: %1").arg(lastError())};
            return Ok{};
        },
        cancel);
}

namespace {

// The spare channel's shell: the length of the command, a newline, the command (GNU head reads exactly that much
// from a pipe, so what follows stays the command's stdin), which then runs in that same shell. The command ends with
// a comment line of its own: one cut short (a cancel, a dropped write) lacks it and never runs. The tag names this
// session's spare in a process list.
constexpr char kSpareEnd[] = "\n#gpuplanner-spare-end";
constexpr char kSpareShell[] = ": gpuplanner-spare-%1; IFS= read -r n && s=$(head -c \"$n\") && "
                               "case $s in *'#gpuplanner-spare-end') eval \"$s\";; *) exit 125;; esac";

} // namespace

Status SshSession::prepareSpareChannel()
{
    if (m_spare)
        return Ok{};
    ssh_channel channel = ssh_channel_new(m_session);
    if (!channel)
        return Error{QStringLiteral("ssh.channel"), tr("Cannot open a channel: %1").arg(lastError())};
    if (m_spareTag.isEmpty())
        m_spareTag = QUuid::createUuid().toString(QUuid::Id128).left(16);
    const QByteArray shell = QString::fromLatin1(kSpareShell).arg(m_spareTag).toUtf8();
    if (ssh_channel_open_session(channel) != SSH_OK || ssh_channel_request_exec(channel, shell.constData()) != SSH_OK) {
        const QString reason = lastError();
        ssh_channel_close(channel);
        ssh_channel_free(channel);
        return Error{QStringLiteral("ssh.channel"), tr("Cannot open a channel: %1").arg(reason)};
    }
    m_spare = channel;
    return Ok{};
}

bool SshSession::spareChannelAlive(int waitMs)
{
    if (!m_spare)
        return false;
    // The shell prints nothing before its command arrives: any news on the channel (its end, an error) means it is
    // gone, or not the shell it was.
    const int news = ssh_channel_is_open(m_spare) && !ssh_channel_is_eof(m_spare)
                         ? ssh_channel_poll_timeout(m_spare, waitMs, 0)
                         : SSH_EOF;
    if (news == 0 && !ssh_channel_is_eof(m_spare))
        return true;
    ssh_channel_close(m_spare);
    ssh_channel_free(m_spare);
    m_spare = nullptr;
    return false;
}

Result<std::unique_ptr<SshConversation>> SshSession::start(const QString& command, const std::atomic_bool* cancel)
{
    // A spare the instance has closed since (its shell killed, say) is let go; the command opens its own channel.
    if (spareChannelAlive()) {
        ssh_channel spare = std::exchange(m_spare, nullptr);
        std::unique_ptr<SshConversation> conversation(new SshConversation(*this, spare, cancel));
        if (m_commandObserver)
            m_commandObserver(command);
        const QByteArray script = command.toUtf8() + kSpareEnd;
        const QByteArray message = QByteArray::number(script.size()).append('\n').append(script);
        if (conversation->write(message.constData(), message.size()))
            return Result<std::unique_ptr<SshConversation>>(std::move(conversation));
        // Cut short, the command did not run there (its end line is missing): it may run on a channel of its own.
        if (conversation->cancelled())
            return Error{QStringLiteral("ssh.cancelled"), tr("Cancelled.")};
        conversation.reset();
        return startOnItsOwnChannel(command, cancel, false);
    }
    return startOnItsOwnChannel(command, cancel, true);
}

Result<std::unique_ptr<SshConversation>>
SshSession::startOnItsOwnChannel(const QString& command, const std::atomic_bool* cancel, bool observe)
{
    ssh_channel channel = ssh_channel_new(m_session);
    if (!channel)
        return Error{QStringLiteral("ssh.channel"), tr("Cannot open a channel: %1").arg(lastError())};
    if (ssh_channel_open_session(channel) != SSH_OK) {
        ssh_channel_free(channel);
        return Error{QStringLiteral("ssh.channel"), tr("Cannot open a channel: %1").arg(lastError())};
    }
    std::unique_ptr<SshConversation> conversation(new SshConversation(*this, channel, cancel));
    if (observe && m_commandObserver)
        m_commandObserver(command);
    if (ssh_channel_request_exec(channel, command.toUtf8().constData()) != SSH_OK)
        return Error{QStringLiteral("ssh.exec"), tr("Cannot run a command: %1").arg(lastError())};
    return Result<std::unique_ptr<SshConversation>>(std::move(conversation));
}

Result<ExecResult> SshSession::execStreaming(const QString& command,
                                             const std::function<Status(const Writer&)>& producer,
                                             const std::atomic_bool* cancel)
{
    Result<std::unique_ptr<SshConversation>> started = start(command, cancel);
    if (!started.ok())
        return started.error();
    return started.value()->feed(producer);
}

Result<ExecResult> SshConversation::feed(const std::function<Status(const SshSession::Writer&)>& producer)
{
    const Status produced = producer(m_writer);
    if (m_cancelled)
        return Error{QStringLiteral("ssh.cancelled"), SshSession::tr("Cancelled.")};
    if (!produced.ok())
        return withItsReason(produced.error());
    return finish();
}

Error SshConversation::withItsReason(const Error& error)
{
    // The remote side may have stopped reading (a full disk): its own message says why.
    QByteArray err = m_err;
    char buffer[4096];
    const int n = ssh_channel_read_timeout(m_channel, buffer, sizeof buffer, 1, 1000);
    if (n > 0)
        err.append(buffer, n);
    err = err.trimmed();
    return Error{error.code,
                 error.message +
                     (err.isEmpty() ? QString() : QStringLiteral(" (") + QString::fromUtf8(err) + QLatin1Char(')'))};
}

SshConversation::SshConversation(SshSession& session, ssh_channel_struct* channel, const std::atomic_bool* cancel)
    : m_session(session), m_channel(channel), m_cancel(cancel)
{
    m_writer = [this](const char* data, qint64 size) { return write(data, size); };
}

SshConversation::~SshConversation()
{
    if (ssh_channel_is_open(m_channel)) {
        windDown(m_channel, m_session.m_timeoutSeconds);
        ssh_channel_close(m_channel);
    }
    ssh_channel_free(m_channel);
}

bool SshConversation::write(const char* data, qint64 size)
{
    for (qint64 written = 0; written < size;) {
        if (m_cancel && m_cancel->load()) {
            m_cancelled = true;
            return false;
        }
        const int n = ssh_channel_write(m_channel, data + written,
                                        static_cast<uint32_t>(std::min<qint64>(size - written, 256 * 1024)));
        if (n < 0)
            return false;
        written += n;
    }
    return true;
}

namespace {

// Where `marker`, followed by a newline, is in `data` from `from` on, or -1. What comes before it need not end a
// line (an answer of NUL-separated fields does not).
qsizetype markerAt(const QByteArray& data, const QByteArray& marker, qsizetype from = 0)
{
    return data.indexOf(QByteArray(marker + '\n'), from);
}

} // namespace

std::optional<Error> SshConversation::stopped(const QDeadlineTimer& deadline, bool answering)
{
    if (m_cancel && m_cancel->load()) {
        m_cancelled = true;
        return Error{QStringLiteral("ssh.cancelled"), SshSession::tr("Cancelled.")};
    }
    const int seconds = m_session.m_commandTimeoutSeconds;
    if (deadline.hasExpired())
        return Error{
            QStringLiteral("ssh.timeout"),
            answering
                ? SshSession::tr("The command did not answer within %n second(s); it was stopped.", nullptr, seconds)
                : SshSession::tr("The command did not finish within %n second(s); it was stopped.", nullptr, seconds)};
    return std::nullopt;
}

Result<bool> SshConversation::receive(int waitOn)
{
    // What has arrived on either stream is taken without waiting; only then is there a wait, on `waitOn`. Waiting on
    // each stream in turn would cost the full wait on the quiet one (stderr) for every piece of a long answer while
    // the command still runs (no end of file cuts the wait short).
    char buffer[16384];
    bool progressed = false;
    const qint64 limit = m_session.m_keptOutputLimit;
    const auto take = [&](int stream, int n) {
        QByteArray& kept = stream ? m_err : m_out;
        kept.append(buffer, n);
        // With a limit, the last `limit` bytes of stdout: trimmed once it holds twice that, so each byte is moved
        // about once.
        if (!stream && limit >= 0 && kept.size() > 2 * limit + 65536)
            kept.remove(0, kept.size() - limit);
        if (m_session.m_observer)
            m_session.m_observer(stream, QByteArray(buffer, n));
        progressed = true;
    };
    for (int stream : {0, 1}) {
        const int n = ssh_channel_read_nonblocking(m_channel, buffer, sizeof buffer, stream);
        if (n == SSH_ERROR)
            return Error{QStringLiteral("ssh.read"),
                         SshSession::tr("The connection dropped: %1").arg(m_session.lastError())};
        if (n > 0)
            take(stream, n);
    }
    if (progressed || waitOn < 0)
        return progressed;
    const int n = ssh_channel_read_timeout(m_channel, buffer, sizeof buffer, waitOn, 200);
    if (n == SSH_ERROR)
        return Error{QStringLiteral("ssh.read"),
                     SshSession::tr("The connection dropped: %1").arg(m_session.lastError())};
    if (n > 0)
        take(waitOn, n);
    return progressed;
}

namespace {

QDeadlineTimer commandDeadline(int seconds)
{
    return seconds > 0 ? QDeadlineTimer(seconds * 1000LL) : QDeadlineTimer(QDeadlineTimer::Forever);
}

} // namespace

std::optional<ExecResult> SshConversation::takeUntil(const QByteArray& marker, qsizetype& outFrom, qsizetype& errFrom)
{
    const qsizetype outAt = markerAt(m_out, marker, outFrom);
    const qsizetype errAt = markerAt(m_err, marker, errFrom);
    if (outAt < 0)
        outFrom = std::max<qsizetype>(0, m_out.size() - marker.size());
    if (errAt < 0)
        errFrom = std::max<qsizetype>(0, m_err.size() - marker.size());
    if (outAt < 0 || errAt < 0)
        return std::nullopt;
    ExecResult before;
    before.out = m_out.left(outAt);
    before.err = m_err.left(errAt);
    m_out.remove(0, outAt + marker.size() + 1);
    m_err.remove(0, errAt + marker.size() + 1);
    outFrom = errFrom = 0;
    return before;
}

namespace {

Error endedBeforeAnswering(const QByteArray& err)
{
    // Its last words: the reason it ended comes after whatever it printed while it worked.
    const QString said = QString::fromUtf8(err.trimmed()).section(QLatin1Char('\n'), -1).left(200);
    return Error{QStringLiteral("ssh.ended"),
                 said.isEmpty() ? SshSession::tr("The command ended before it answered.")
                                : SshSession::tr("The command ended before it answered: %1").arg(said)};
}

} // namespace

Result<ExecResult> SshConversation::readUntil(const QByteArray& marker)
{
    const QDeadlineTimer deadline = commandDeadline(m_session.m_commandTimeoutSeconds);
    // Each search starts where the marker could begin in what arrived since the last one: an answer of many
    // megabytes is searched once, not once per piece.
    qsizetype outFrom = 0;
    qsizetype errFrom = 0;
    while (true) {
        if (std::optional<ExecResult> before = takeUntil(marker, outFrom, errFrom))
            return std::move(*before);
        if (const std::optional<Error> stop = stopped(deadline, true))
            return *stop;
        // Wait on a stream whose marker is missing.
        const Result<bool> received = receive(markerAt(m_out, marker, outFrom) < 0 ? 0 : 1);
        if (!received.ok())
            return received.error();
        if (!*received && ssh_channel_is_eof(m_channel))
            return endedBeforeAnswering(m_err);
    }
}

Result<std::optional<ExecResult>> SshConversation::pollUntil(const QByteArray& marker)
{
    qsizetype outFrom = 0;
    qsizetype errFrom = 0;
    if (std::optional<ExecResult> before = takeUntil(marker, outFrom, errFrom))
        return before;
    if (m_cancel && m_cancel->load()) {
        m_cancelled = true;
        return Error{QStringLiteral("ssh.cancelled"), SshSession::tr("Cancelled.")};
    }
    const Result<bool> received = receive(-1);
    if (!received.ok())
        return received.error();
    if (std::optional<ExecResult> before = takeUntil(marker, outFrom, errFrom))
        return before;
    if (!*received && ssh_channel_is_eof(m_channel))
        return endedBeforeAnswering(m_err);
    return std::optional<ExecResult>();
}

qint64 SshConversation::writableWithoutWaiting() const
{
    return ssh_channel_is_open(m_channel) ? static_cast<qint64>(ssh_channel_window_size(m_channel)) : 0;
}

Result<bool> SshConversation::waitForWindow(qint64 bytes, int milliseconds)
{
    const QDeadlineTimer deadline(milliseconds);
    while (writableWithoutWaiting() < bytes) {
        if (!ssh_channel_is_open(m_channel) || deadline.hasExpired())
            return false;
        if (m_cancel && m_cancel->load()) {
            m_cancelled = true;
            return false;
        }
        const Result<bool> got = receive(-1);
        if (!got.ok())
            return got.error();
        // Nothing to take: wait a moment for the next packet (a window adjustment is one).
        if (!*got && ssh_channel_poll_timeout(m_channel, 2, 0) == SSH_ERROR)
            return Error{QStringLiteral("ssh.read"),
                         SshSession::tr("The connection dropped: %1").arg(m_session.lastError())};
    }
    return true;
}

Result<ExecResult> SshConversation::finish()
{
    ssh_channel_send_eof(m_channel);
    const QDeadlineTimer deadline = commandDeadline(m_session.m_commandTimeoutSeconds);
    while (true) {
        if (const std::optional<Error> stop = stopped(deadline, false))
            return *stop;
        const Result<bool> received = receive(0);
        if (!received.ok())
            return received.error();
        if (!*received && ssh_channel_is_eof(m_channel))
            break;
    }
    ExecResult result;
    if (m_session.m_keptOutputLimit >= 0 && m_out.size() > m_session.m_keptOutputLimit)
        m_out.remove(0, m_out.size() - m_session.m_keptOutputLimit);
    result.out = std::move(m_out);
    result.err = std::move(m_err);
    result.exitStatus = ssh_channel_get_exit_status(m_channel);
    return result;
}

} // namespace gp
