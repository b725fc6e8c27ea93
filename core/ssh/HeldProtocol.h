#pragma once

// The control-socket protocol of a held connection (`remote … hold`), without Qt: the holder (HeldConnection) and
// the thin `gpuplanner-cli` launcher, which forwards a command to a holder before anything else is loaded, share it.
//
// A request: the magic "GPH2", the payload's length (4 bytes, big-endian) with the client's stdin, stdout and stderr
// attached (SCM_RIGHTS), then the payload: NUL-terminated strings, the working folder, the language code (empty when
// the client did not say one: the holder decides as the client would have, or declines), the client's locale
// variables (localeEnvironment()), its home variables (homeEnvironment()), then the arguments after `remote`. The
// holder answers kAccepted once it takes the command, then the exit code (4 bytes, big-endian); a holder that closes
// the connection first has run nothing.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <sys/socket.h>
#include <sys/un.h>
#include <vector>

namespace gp::held {

inline constexpr char kMagic[4] = {'G', 'P', 'H', '2'};
inline constexpr char kAccepted = 'A';
inline constexpr std::uint32_t kMaxPayload = 1 << 20;
inline constexpr int kHeaderSize = 8;
// Set by the launcher for the full CLI it becomes when a holder took its command and ended before answering: the full
// CLI says so in the user's language (the launcher has no translations) and runs nothing.
inline constexpr char kEndedVariable[] = "GPUPLANNER_HELD_ENDED";

// The request's first message: its header in one block, with room for the three standard descriptors (sendmsg() on
// the client's side, recvmsg() on the holder's).
struct HeaderMessage
{
    char header[kHeaderSize] = {};
    iovec block{header, sizeof(header)};
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int) * 3)] = {};
    msghdr message{};

    HeaderMessage()
    {
        message.msg_iov = &block;
        message.msg_iovlen = 1;
        message.msg_control = control;
        message.msg_controllen = sizeof(control);
    }
    HeaderMessage(const HeaderMessage&) = delete;
    HeaderMessage& operator=(const HeaderMessage&) = delete;
};

struct Request
{
    std::string workingDir;
    std::string language;
    std::string locale;
    std::string home;
    std::vector<std::string> arguments;
};

std::string encode(const Request& request);
std::optional<Request> decode(std::string_view payload);

// LC_ALL, LC_MESSAGES, LANG and LANGUAGE as this process has them: what the system locale is made of, so a holder can
// tell whether a client without --lang would speak its own language.
std::string localeEnvironment();
// HOME, XDG_CONFIG_HOME and XDG_DATA_HOME: where `~/` in a key path, known_hosts, profiles and settings are. A holder
// declines a client whose are not its own, since the same words could name another key or profile there.
std::string homeEnvironment();

// $XDG_RUNTIME_DIR/gpuplanner-hold, else /tmp/gpuplanner-hold-UID.
std::string socketFolder();
// The name a target is known by as typed (kind "ssh" with the --ssh command, or "profile" with its name): a link to
// the holder's socket, so that a client finds the holder without parsing an ssh command or reading profiles.
std::string aliasPath(std::string_view kind, std::string_view spelling);

// The folder a path names its file in ("." for a bare name).
std::string folderOf(const std::string& path);
// A Unix socket address for path; false when the path is too long for one.
bool fillAddress(const std::string& path, sockaddr_un& address);
// A folder of this user's own that nobody else can enter: the only kind a socket is made in or trusted from.
bool privateFolder(const std::string& folder);
// Whether the process at the other end of a Unix socket runs as this user.
bool peerIsMe(int fd);
// The holder's lock (socketPath + ".lock"), held for as long as it serves; -1 when another process holds it.
int lockHolder(const std::string& socketPath);
// send() and recv() until all of it went through; false when the peer or the connection ended first.
bool sendAll(int fd, const char* data, std::size_t size);
bool receiveAll(int fd, char* data, std::size_t size);
void putBigEndian(char* at, std::uint32_t value);
std::uint32_t bigEndian(const char* at);

struct Forwarded
{
    enum class Outcome {
        NoHolder, // nobody took the command (none, a stale socket, a holder that declined): run it yourself
        Finished, // the holder ran it: exitCode
        Ended,    // the holder took it and ended before it finished: do not run it again
    };
    Outcome outcome = Outcome::NoHolder;
    int exitCode = 0;
};

// Client side: hands this process's stdin, stdout and stderr and the request to the holder at socketPath (which
// may be an alias) and waits for the exit code.
Forwarded forward(const std::string& socketPath, const Request& request);

} // namespace gp::held
