#include "core/ssh/EarlyConnection.h"

#include "core/ssh/HeldProtocol.h"

#include <arpa/inet.h>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gp::held {

namespace {

EarlySocket g_adopted;

// "ADDRESS PORT\n" as remembered; empty when there is none, or it is not this user's own small regular file.
std::string readHint(const std::string& path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0)
        return std::string();
    struct stat info
    {};
    char text[128];
    ssize_t n = -1;
    if (::fstat(fd, &info) == 0 && S_ISREG(info.st_mode) && info.st_uid == ::geteuid() &&
        info.st_size < static_cast<off_t>(sizeof(text)))
        n = ::read(fd, text, sizeof(text) - 1);
    ::close(fd);
    return n > 0 ? std::string(text, static_cast<std::size_t>(n)) : std::string();
}

// A numeric address and port as a socket address; false when the text is not one.
bool socketAddress(const std::string& address, int port, sockaddr_storage& out, socklen_t& size)
{
    if (port < 1 || port > 65535)
        return false;
    out = {};
    auto* v4 = reinterpret_cast<sockaddr_in*>(&out);
    if (::inet_pton(AF_INET, address.c_str(), &v4->sin_addr) == 1) {
        v4->sin_family = AF_INET;
        v4->sin_port = htons(static_cast<std::uint16_t>(port));
        size = sizeof(sockaddr_in);
        return true;
    }
    auto* v6 = reinterpret_cast<sockaddr_in6*>(&out);
    if (::inet_pton(AF_INET6, address.c_str(), &v6->sin6_addr) == 1) {
        v6->sin6_family = AF_INET6;
        v6->sin6_port = htons(static_cast<std::uint16_t>(port));
        size = sizeof(sockaddr_in6);
        return true;
    }
    return false;
}

// "ADDRESS PORT" (and whatever follows) split; false when malformed.
bool splitAddress(const char* text, std::string& address, int& port)
{
    const char* space = std::strchr(text, ' ');
    if (!space || space == text)
        return false;
    char* end = nullptr;
    errno = 0;
    const long value = std::strtol(space + 1, &end, 10);
    if (errno != 0 || end == space + 1 || value < 1 || value > 65535)
        return false;
    address.assign(text, static_cast<std::size_t>(space - text));
    port = static_cast<int>(value);
    return true;
}

} // namespace

std::string addressHintPath(const std::string& aliasPath)
{
    return aliasPath + ".address";
}

bool numericAddress(const sockaddr* socketAddress, std::string& address, int& port)
{
    char text[INET6_ADDRSTRLEN] = {};
    const void* bytes = nullptr;
    if (socketAddress->sa_family == AF_INET) {
        const auto* v4 = reinterpret_cast<const sockaddr_in*>(socketAddress);
        bytes = &v4->sin_addr;
        port = ntohs(v4->sin_port);
    } else if (socketAddress->sa_family == AF_INET6) {
        const auto* v6 = reinterpret_cast<const sockaddr_in6*>(socketAddress);
        bytes = &v6->sin6_addr;
        port = ntohs(v6->sin6_port);
    } else {
        return false;
    }
    if (!::inet_ntop(socketAddress->sa_family, bytes, text, sizeof(text)))
        return false;
    address = text;
    return true;
}

bool peerAddress(int fd, std::string& address, int& port)
{
    sockaddr_storage peer{};
    socklen_t size = sizeof(peer);
    return fd >= 0 && ::getpeername(fd, reinterpret_cast<sockaddr*>(&peer), &size) == 0 &&
           numericAddress(reinterpret_cast<const sockaddr*>(&peer), address, port);
}

void startEarlyConnection(const std::string& aliasPath)
{
    const std::string hint = addressHintPath(aliasPath);
    if (!privateFolder(folderOf(hint)))
        return;
    const std::string text = readHint(hint);
    std::string address;
    int port = 0;
    sockaddr_storage target{};
    socklen_t size = 0;
    if (!splitAddress(text.c_str(), address, port) || !socketAddress(address, port, target, size))
        return;
    // Not closed on exec: it is for the full CLI this process becomes.
    const int fd = ::socket(target.ss_family, SOCK_STREAM | SOCK_NONBLOCK, 0);
    if (fd < 0)
        return;
    // As SshSession asks libssh for its own sockets: without it every small write waits for a delayed ACK.
    const int on = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof(on));
    if (::connect(fd, reinterpret_cast<const sockaddr*>(&target), size) != 0 && errno != EINPROGRESS) {
        ::close(fd);
        return;
    }
    const std::string value = std::to_string(fd) + ' ' + address + ' ' + std::to_string(port);
    if (::setenv(kEarlySocketVariable, value.c_str(), 1) != 0)
        ::close(fd);
}

void adoptEarlySocket()
{
    const char* value = std::getenv(kEarlySocketVariable);
    if (!value)
        return;
    const std::string text = value;
    ::unsetenv(kEarlySocketVariable);
    char* end = nullptr;
    errno = 0;
    const long fd = std::strtol(text.c_str(), &end, 10);
    if (errno != 0 || end == text.c_str() || *end != ' ' || fd < 3 || fd > 1 << 20)
        return;
    EarlySocket early;
    struct stat info
    {};
    if (!splitAddress(end + 1, early.address, early.port) || ::fstat(static_cast<int>(fd), &info) != 0 ||
        !S_ISSOCK(info.st_mode))
        return;
    early.fd = static_cast<int>(fd);
    ::fcntl(early.fd, F_SETFD, FD_CLOEXEC);
    if (g_adopted.fd >= 0)
        ::close(g_adopted.fd);
    g_adopted = early;
}

EarlySocket claimEarlySocket()
{
    EarlySocket claimed = g_adopted;
    g_adopted = EarlySocket{};
    return claimed;
}

void rememberAddress(const std::string& aliasPath, int connectedFd)
{
    std::string address;
    int port = 0;
    if (!peerAddress(connectedFd, address, port))
        return;
    const std::string text = address + ' ' + std::to_string(port) + '\n';
    const std::string hint = addressHintPath(aliasPath);
    if (readHint(hint) == text)
        return;
    const std::string folder = folderOf(hint);
    ::mkdir(folder.c_str(), 0700);
    if (!privateFolder(folder))
        return;
    // Whole or not at all: written beside, then renamed over the old one.
    const std::string temporary = hint + ".tmp" + std::to_string(::getpid());
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0)
        return;
    const bool written = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
    if (::close(fd) != 0 || !written || ::rename(temporary.c_str(), hint.c_str()) != 0)
        ::unlink(temporary.c_str());
}

} // namespace gp::held
