#pragma once

#include "core/common/Result.h"
#include "core/hosts/SshTarget.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

struct ssh_session_struct;
struct ssh_channel_struct;

namespace gp {

struct HostKeyCheck
{
    enum class State { Known, Unknown, Changed, Error };
    State state = State::Error;
    QString keyType;     // ssh-ed25519 …
    QString fingerprint; // SHA256:…
    QString message;     // translated
};

// What a secret is for, so that the caller can look in the right keychain entry before asking.
enum class SecretKind { Password, KeyPassphrase };

// connectToHost + checkHostKey + authenticate, as one step for callers that only need the outcome.
struct OpenOutcome
{
    enum class State { Ready, UnknownHostKey, ChangedHostKey, Failed };
    State state = State::Failed;
    HostKeyCheck hostKey;
    QString message; // translated; empty when Ready
};

struct ExecResult
{
    int exitStatus = -1;
    QByteArray out;
    QByteArray err;
};

class SshConversation;

// One blocking libssh session. It belongs to the thread that created it: the CLI uses it directly, the desktop app
// from a worker thread. Host keys are checked against a known_hosts file exactly as OpenSSH keeps it (the user's
// ~/.ssh/known_hosts by default); an unknown key is added only when the caller says so, a changed key never.
class SshSession final
{
    Q_DECLARE_TR_FUNCTIONS(gp::SshSession)

public:
    explicit SshSession(const SshTarget& target);
    ~SshSession();
    SshSession(const SshSession&) = delete;
    SshSession& operator=(const SshSession&) = delete;

    void setKnownHostsFile(const QString& path) { m_knownHosts = path; }
    // The target as the command line typed it (HeldConnection::aliasPath): its connection remembers where it went,
    // and may take the one the launcher started there (EarlyConnection.h). Unset, neither.
    void setTargetAlias(const QString& aliasPath) { m_alias = aliasPath; }
    // Set from another thread to give up connecting at once (a window closing) instead of at the timeout.
    void setAbortFlag(const std::atomic_bool* abort) { m_abort = abort; }
    // A limit for each remote command, 0 for none (the default: an upload of many gigabytes takes what it takes).
    void setCommandTimeoutSeconds(int seconds) { m_commandTimeoutSeconds = seconds; }
    // A password or key passphrase when keys alone do not work: asked for only when needed, never stored here.
    using SecretProvider = std::function<QByteArray(SecretKind kind, const QString& prompt)>;
    void setSecretProvider(SecretProvider provider) { m_secret = std::move(provider); }
    // Sees each command line as it is sent, for the log of what was run. Commands never carry secrets: those travel
    // on stdin.
    void setCommandObserver(std::function<void(const QString& command)> observer)
    {
        m_commandObserver = std::move(observer);
    }

    // Sees what remote commands print as it arrives (stream 1: stderr), for a live log of long commands.
    void setOutputObserver(std::function<void(int stream, const QByteArray& data)> observer)
    {
        m_observer = std::move(observer);
    }
    std::function<void(int stream, const QByteArray& data)> outputObserver() const { return m_observer; }
    // How much of a command's stdout the result keeps (-1: all of it, the default); the observer sees every byte. A
    // log streamed to the observer keeps nothing, so that a log of gigabytes costs no memory here.
    void setKeptOutputLimit(qint64 bytes) { m_keptOutputLimit = bytes; }
    qint64 keptOutputLimit() const { return m_keptOutputLimit; }

    Status connectToHost();
    HostKeyCheck checkHostKey();
    Status trustHostKey(); // writes the current key to known_hosts (only for an unknown key)
    Status authenticate();
    // Connects, checks the host key and signs in. An unknown key is added to known_hosts only when
    // trustUnknownKey says so (otherwise the outcome is UnknownHostKey and the session stays connected, so that
    // trustAndSignIn() can continue with the very key the user saw); a changed key always stops.
    OpenOutcome open(bool trustUnknownKey);
    OpenOutcome trustAndSignIn();
    // Sends an SSH_MSG_IGNORE so that NAT boxes and idle timeouts keep the connection; false when it is gone.
    bool keepAlive();
    bool isConnected() const;
    // Runs a command; `input`, if given, is streamed to its stdin. Cancelling closes the channel.
    Result<ExecResult>
    exec(const QString& command, const QByteArray& input = QByteArray(), const std::atomic_bool* cancel = nullptr);
    // Runs a command and streams what `producer` writes to its stdin as it is produced (no buffering of the whole).
    using Writer = std::function<bool(const char* data, qint64 size)>;
    Result<ExecResult> execStreaming(const QString& command,
                                     const std::function<Status(const Writer& write)>& producer,
                                     const std::atomic_bool* cancel = nullptr);
    // Starts a command to talk with in turns (SshConversation): read what it printed up to a marker, write, read
    // again. One channel for an exchange that would otherwise need one per step, so one round trip fewer each.
    Result<std::unique_ptr<SshConversation>> start(const QString& command, const std::atomic_bool* cancel = nullptr);
    // Opens a channel whose shell waits for its command on stdin, so that the next command (start, exec) is sent at
    // once: no channel to open, no exec request to wait for, no shell to start, two round trips and more fewer. For
    // a connection held between commands (`remote … hold`), prepared while nobody waits.
    Status prepareSpareChannel();
    // Whether a spare channel is ready and its shell still there, waiting up to waitMs for news that it is not; a
    // spare the instance has closed is let go.
    bool spareChannelAlive(int waitMs = 0);
    // The random tag in the spare shell's command line (": gpuplanner-spare-TAG; …"), to tell it in a process list.
    QString spareChannelTag() const { return m_spareTag; }
    QString knownHostsFile() const;
    const SshTarget& target() const { return m_target; }
    // The SHA256: fingerprint of the host key this session verified and signed in with; empty before.
    QString hostKeyFingerprint() const { return m_verifiedHostKey; }

private:
    friend class SshConversation;
    QString lastError() const;
    bool useEarlyConnection();
    OpenOutcome signIn(bool trustUnknownKey);
    Result<std::unique_ptr<SshConversation>>
    startOnItsOwnChannel(const QString& command, const std::atomic_bool* cancel, bool observe);

    SshTarget m_target;
    QString m_knownHosts;
    QString m_alias;
    std::function<void(int stream, const QByteArray& data)> m_observer;
    std::function<void(const QString&)> m_commandObserver;
    int m_timeoutSeconds = 15;
    int m_commandTimeoutSeconds = 0;
    qint64 m_keptOutputLimit = -1;
    SecretProvider m_secret;
    QString m_verifiedHostKey;
    const std::atomic_bool* m_abort = nullptr;
    ssh_session_struct* m_session = nullptr;
    ssh_channel_struct* m_spare = nullptr; // see prepareSpareChannel
    int m_earlyFd = -1;                    // the launcher's socket, once libssh runs on it: libssh leaves it open
    QString m_spareTag;
};

// A remote command started by SshSession::start, on its own channel; it belongs to the session's thread and must end
// before the session does.
class SshConversation final
{
public: // its messages are SshSession's (one translation each)
    ~SshConversation();
    SshConversation(const SshConversation&) = delete;
    SshConversation& operator=(const SshConversation&) = delete;

    // What the command printed on stdout and on stderr before it printed `marker` and a newline on both (the two
    // streams arrive independently: only a marker on each says that one has nothing more before it). The marker
    // should be unguessable when the output carries names from the instance.
    Result<ExecResult> readUntil(const QByteArray& marker);
    // The same without waiting: what has arrived is taken, and nothing is returned while either marker is missing.
    Result<std::optional<ExecResult>> pollUntil(const QByteArray& marker);
    bool write(const char* data, qint64 size);
    // How much the instance will take now without a write waiting for it to read (the channel's window). A writer
    // that must keep reading, because the command may still be answering, writes no more than this.
    qint64 writableWithoutWaiting() const;
    // Waits, taking what arrives meanwhile as readUntil would, until the window is at least `bytes`: false when
    // `milliseconds` passed first, or the channel closed.
    Result<bool> waitForWindow(qint64 bytes, int milliseconds);
    const SshSession::Writer& writer() const { return m_writer; }
    bool cancelled() const { return m_cancelled; }
    // Ends the command's input and waits for it to end (within the session's command timeout): what it printed after
    // the markers, and its exit status.
    Result<ExecResult> finish();
    // Runs `producer` with this command's stdin, then finish(). When writing fails (a full disk there), the error
    // says what the command printed on stderr.
    Result<ExecResult> feed(const std::function<Status(const SshSession::Writer&)>& producer);
    // `error` (a write that failed) with what the command printed on stderr: the remote side may have stopped reading.
    Error withItsReason(const Error& error);

private:
    friend class SshSession;
    SshConversation(SshSession& session, ssh_channel_struct* channel, const std::atomic_bool* cancel);
    // A cancel or the command timeout (`answering`: while waiting for readUntil's marker), if either came.
    std::optional<Error> stopped(const QDeadlineTimer& deadline, bool answering);
    // Takes what has arrived on both streams; when nothing has, waits briefly on `waitOn` (unless it is -1). True when
    // something came.
    Result<bool> receive(int waitOn);
    // What came before `marker` on both streams, taken from what was received; nothing while either lacks it.
    std::optional<ExecResult> takeUntil(const QByteArray& marker, qsizetype& outFrom, qsizetype& errFrom);

    SshSession& m_session;
    ssh_channel_struct* m_channel;
    const std::atomic_bool* m_cancel;
    SshSession::Writer m_writer;
    bool m_cancelled = false;
    QByteArray m_out; // read past a marker, kept for finish()
    QByteArray m_err;
};

} // namespace gp
