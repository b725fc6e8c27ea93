#pragma once

#include "core/common/Result.h"
#include "core/hosts/SshTarget.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace gp {

// One CLI command that a client handed to the process holding a connection: its arguments, its working folder and
// its standard input, output and error (received as descriptors, so its progress lines and isatty() are the
// client's own).
struct HeldRequest
{
    QStringList arguments;
    QString workingDir;
    QString language;        // the client's ("en", "zh_CN"): its messages are in it; empty when it did not say
    bool sameLocale = false; // the client's locale variables are the holder's (so, without a language, its default)
    bool sameHome = false;   // the client's home variables are the holder's: its words name the same keys and profiles
    int fds[3] = {-1, -1, -1};
    int client = -1; // the control connection; the exit code goes back on it

    HeldRequest() = default;
    HeldRequest(const HeldRequest&) = delete;
    HeldRequest& operator=(const HeldRequest&) = delete;
    HeldRequest(HeldRequest&& other) noexcept;
    HeldRequest& operator=(HeldRequest&& other) noexcept;
    ~HeldRequest(); // closes whatever is still open
};

// A signed-in SSH connection kept open by one process (`remote … hold`) so that the CLI runs after it skip TCP, the
// key exchange and the sign-in, about seven round trips (0.28 s at 40 ms): a control socket in the user's runtime
// folder, as OpenSSH's ControlMaster has. Only the same user may connect (the folder is 0700 and the peer's uid is
// checked); the holder serves one command at a time.
class HeldConnection final
{
    Q_DECLARE_TR_FUNCTIONS(gp::HeldConnection)

public:
    // $XDG_RUNTIME_DIR/gpuplanner-hold, else /tmp/gpuplanner-hold-UID: private to the user (0700).
    static QString socketFolder();
    // One socket per user, host, port and key: a command for another target never reaches this connection.
    static QString socketPath(const SshTarget& target);
    // The link a client finds a holder by without parsing the target: kind "ssh" with the --ssh command as typed,
    // "profile" with the profile's name (HeldProtocol.h). addAlias() points it at a holder's socket.
    static QString aliasPath(const QString& kind, const QString& spelling);
    static void addAlias(const QString& socketPath, const QString& alias);

    // Client side. The exit code of the command as the holder ran it, or nullopt when no holder answers (none, or a
    // stale socket, which is then removed), so the caller connects by itself. An error when the holder took the
    // command but ended before it finished: the caller must not run it a second time.
    static std::optional<Result<int>>
    forward(const QString& socketPath, const QStringList& arguments, const QString& language);

    // What a client says when the holder ended before the command finished.
    static QString endedMessage(const QString& socketPath);

    // Whether a holder serves this socket now (it holds the socket's lock).
    static bool answers(const QString& socketPath);

    // Holder side.
    HeldConnection() = default;
    HeldConnection(const HeldConnection&) = delete;
    HeldConnection& operator=(const HeldConnection&) = delete;
    ~HeldConnection(); // closes the socket and removes its file
    // Removes a holder's socket file and the aliases that point to it.
    static void removeSocket(const QString& socketPath);
    Status listen(const QString& socketPath);
    // Waits up to timeoutMs for a client's command (or until wakeFd, if given, is readable); nullopt when none came.
    // A client of another user, or one that sends something else than a request, is turned away.
    Result<std::optional<HeldRequest>> next(int timeoutMs, int wakeFd = -1);
    // Tells the client its command is taken: from then on it runs here. False when the client has gone away while it
    // waited its turn. A request dropped without accept() is the client's to run by itself.
    static bool accept(HeldRequest& request);
    // Sends the exit code and closes the request's descriptors.
    static void answer(HeldRequest& request, int exitCode);
    // Blocks until the client of a running command goes away (interrupted, killed, or its stdout a pipe nobody reads
    // any more: true) or wakeFd becomes readable (the command finished: false).
    static bool clientGone(const HeldRequest& request, int wakeFd);

private:
    int m_socket = -1;
    int m_lock = -1;
    QString m_path;
};

} // namespace gp
