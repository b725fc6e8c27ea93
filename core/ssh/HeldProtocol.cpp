#include "core/ssh/HeldProtocol.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace gp::held {

namespace {

template <typename Byte, typename Io>
bool whole(Io io, int fd, Byte* data, std::size_t size, int flags)
{
    while (size > 0) {
        const ssize_t n = io(fd, data, size, flags);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        data += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

// FNV-1a: a name, not a secret. Whoever answers at the alias is still this user's holder (private folder, peer uid),
// and it declines a command for another target than its own.
std::uint64_t nameHash(std::string_view text)
{
    std::uint64_t hash = 14695981039346656037ULL;
    for (const char c : text) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 1099511628211ULL;
    }
    return hash;
}

int connectTo(const std::string& path)
{
    sockaddr_un address{};
    if (!fillAddress(path, address))
        return -1;
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return -1;
    if (::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof(address)) != 0) {
        const int saved = errno;
        ::close(fd);
        errno = saved;
        return -1;
    }
    return fd;
}

} // namespace

std::string folderOf(const std::string& path)
{
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? std::string(".") : path.substr(0, slash);
}

bool fillAddress(const std::string& path, sockaddr_un& address)
{
    if (path.size() >= sizeof(address.sun_path))
        return false;
    std::memset(&address, 0, sizeof(address));
    address.sun_family = AF_UNIX;
    std::memcpy(address.sun_path, path.data(), path.size());
    return true;
}

std::string encode(const Request& request)
{
    std::string payload;
    for (const std::string* field : {&request.workingDir, &request.language, &request.locale, &request.home}) {
        payload += *field;
        payload += '\0';
    }
    for (const std::string& argument : request.arguments) {
        payload += argument;
        payload += '\0';
    }
    return payload;
}

std::optional<Request> decode(std::string_view payload)
{
    std::vector<std::string> fields;
    while (!payload.empty()) {
        const std::size_t end = payload.find('\0');
        if (end == std::string_view::npos)
            return std::nullopt; // cut short
        fields.emplace_back(payload.substr(0, end));
        payload.remove_prefix(end + 1);
    }
    if (fields.size() < 4 || fields[0].empty())
        return std::nullopt;
    Request request;
    request.workingDir = std::move(fields[0]);
    request.language = std::move(fields[1]);
    request.locale = std::move(fields[2]);
    request.home = std::move(fields[3]);
    request.arguments.assign(std::make_move_iterator(fields.begin() + 4), std::make_move_iterator(fields.end()));
    return request;
}

namespace {

std::string variables(std::initializer_list<const char*> names)
{
    std::string text;
    for (const char* name : names) {
        const char* value = std::getenv(name);
        text += name;
        text += '=';
        text += value ? value : "";
        text += '\n';
    }
    return text;
}

} // namespace

std::string localeEnvironment()
{
    return variables({"LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"});
}

std::string homeEnvironment()
{
    return variables({"HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME"});
}

std::string socketFolder()
{
    // The session's runtime folder (0700 by definition); without one, a folder of this user's own under /tmp.
    const char* runtime = std::getenv("XDG_RUNTIME_DIR");
    if (runtime && *runtime)
        return std::string(runtime) + "/gpuplanner-hold";
    return "/tmp/gpuplanner-hold-" + std::to_string(::geteuid());
}

std::string aliasPath(std::string_view kind, std::string_view spelling)
{
    std::string key(kind);
    key += '\n';
    key += spelling;
    char hex[17];
    std::snprintf(hex, sizeof(hex), "%016llx", static_cast<unsigned long long>(nameHash(key)));
    return socketFolder() + "/as-" + hex + ".sock";
}

bool privateFolder(const std::string& folder)
{
    struct stat info
    {};
    return ::lstat(folder.c_str(), &info) == 0 && S_ISDIR(info.st_mode) && info.st_uid == ::geteuid() &&
           (info.st_mode & 0077) == 0;
}

bool peerIsMe(int fd)
{
    ucred peer{};
    socklen_t size = sizeof(peer);
    return ::getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &peer, &size) == 0 && peer.uid == ::geteuid();
}

int lockHolder(const std::string& socketPath)
{
    const int fd = ::open((socketPath + ".lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0)
        return -1;
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

bool sendAll(int fd, const char* data, std::size_t size)
{
    return whole(::send, fd, data, size, MSG_NOSIGNAL);
}

bool receiveAll(int fd, char* data, std::size_t size)
{
    return whole(::recv, fd, data, size, 0);
}

void putBigEndian(char* at, std::uint32_t value)
{
    for (int i = 0; i < 4; ++i)
        at[i] = static_cast<char>((value >> (24 - 8 * i)) & 0xff);
}

std::uint32_t bigEndian(const char* at)
{
    std::uint32_t value = 0;
    for (int i = 0; i < 4; ++i)
        value = (value << 8) | static_cast<unsigned char>(at[i]);
    return value;
}

Forwarded forward(const std::string& socketPath, const Request& request)
{
    // Whoever could listen there must be this user: the folder is private and the peer is checked, since the client
    // hands over its terminal.
    if (!privateFolder(folderOf(socketPath)))
        return {};
    const int fd = connectTo(socketPath);
    if (fd < 0) {
        // A holder that died leaves its socket behind; it goes (unless a holder is just starting) and the caller
        // connects by itself. An alias is only a link: it stays for the next holder of that target.
        struct stat link
        {};
        if (errno == ECONNREFUSED && ::lstat(socketPath.c_str(), &link) == 0 && S_ISSOCK(link.st_mode)) {
            if (const int lock = lockHolder(socketPath); lock >= 0) {
                ::unlink(socketPath.c_str());
                ::close(lock);
            }
        }
        return {};
    }
    const std::string payload = encode(request);
    if (!peerIsMe(fd) || payload.size() > kMaxPayload) {
        ::close(fd);
        return {};
    }
    HeaderMessage first;
    std::memcpy(first.header, kMagic, 4);
    putBigEndian(first.header + 4, static_cast<std::uint32_t>(payload.size()));
    cmsghdr* attached = CMSG_FIRSTHDR(&first.message);
    attached->cmsg_level = SOL_SOCKET;
    attached->cmsg_type = SCM_RIGHTS;
    attached->cmsg_len = CMSG_LEN(sizeof(int) * 3);
    const int standard[3] = {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO};
    std::memcpy(CMSG_DATA(attached), standard, sizeof(standard));
    ssize_t sent = -1;
    do {
        sent = ::sendmsg(fd, &first.message, MSG_NOSIGNAL);
    } while (sent < 0 && errno == EINTR);
    // A holder busy with another client has not read anything yet, so a refused first message is not a lost command.
    if (sent != static_cast<ssize_t>(sizeof(first.header)) || !sendAll(fd, payload.data(), payload.size())) {
        ::close(fd);
        return {};
    }
    // Until the holder says it takes the command, nothing has run: a holder that ends first (its idle timeout, a
    // stop) or declines (another target) leaves the command to the caller.
    char accepted = 0;
    if (!receiveAll(fd, &accepted, 1) || accepted != kAccepted) {
        ::close(fd);
        return {};
    }
    char answer[4];
    const bool answered = receiveAll(fd, answer, sizeof(answer));
    ::close(fd);
    if (!answered)
        return {Forwarded::Outcome::Ended, 0};
    return {Forwarded::Outcome::Finished, static_cast<int>(bigEndian(answer))};
}

} // namespace gp::held
