#pragma once

// A TCP connection that the thin gpuplanner-cli launcher starts before it becomes the full CLI, without Qt: the full
// CLI loads about 64 libraries first (50 ms with a cold page cache), and `ssh` has connected by then. The launcher
// knows no ssh command and reads no ~/.ssh/config, so it connects to the address the target (as typed, like its
// alias) last connected to, remembered by the full CLI next to the alias. The full CLI takes the socket only when
// that address is one its own resolution of the final host and port gives, and no proxy command is configured;
// otherwise it closes it and connects as before. The host key is checked on it as on any other connection.

#include <string>
#include <sys/socket.h>

namespace gp::held {

// "FD ADDRESS PORT": the launcher's socket for the full CLI it becomes.
inline constexpr char kEarlySocketVariable[] = "GPUPLANNER_EARLY_SOCKET";

struct EarlySocket
{
    int fd = -1;         // connecting or connected, non-blocking; -1: none
    std::string address; // numeric, as inet_ntop writes it
    int port = 0;
};

// Where the address a target (its alias, aliasPath()) last connected to is remembered.
std::string addressHintPath(const std::string& aliasPath);

// Launcher side: starts connecting to the remembered address of the target and names the socket in the environment
// (not closed on exec); nothing when no address is remembered or it cannot be read.
void startEarlyConnection(const std::string& aliasPath);

// Full CLI side, at start: takes the launcher's socket out of the environment (it closes on exec from now on, and
// no child process sees the variable) and keeps it for claimEarlySocket().
void adoptEarlySocket();
// The adopted socket, once; fd -1 after the first call or when there was none.
EarlySocket claimEarlySocket();

// After connecting: remembers the peer of connectedFd for the target's next start, when it is not what is
// remembered already. Best effort: a hint that cannot be written only costs the next start its head start.
void rememberAddress(const std::string& aliasPath, int connectedFd);

// Numeric address (as inet_ntop writes it) and port of an IPv4 or IPv6 socket address; false for any other kind.
bool numericAddress(const sockaddr* socketAddress, std::string& address, int& port);
// The same for a socket's peer; false when it has none (not connected, not TCP).
bool peerAddress(int fd, std::string& address, int& port);

} // namespace gp::held
