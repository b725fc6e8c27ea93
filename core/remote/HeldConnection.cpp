#include "core/remote/HeldConnection.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace gp {

namespace {

// A request: this magic, the payload's length (4 bytes, big-endian) with the three descriptors attached, then the
// payload (JSON: arguments and working folder). The answer: the exit code, 4 bytes, big-endian.
constexpr char kMagic[4] = {'G', 'P', 'H', '1'};
constexpr quint32 kMaxPayload = 1 << 20;
constexpr int kHeaderSize = 8;

QString errnoText()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

bool fillAddress(const QString& path, sockaddr_un& address)
{
    const QByteArray encoded = QFile::encodeName(path);
    if (encoded.size() >= static_cast<qsizetype>(sizeof(address.sun_path)))
        return false;
    std::memset(&address, 0, sizeof(address));
    address.sun_family = AF_UNIX;
    std::memcpy(address.sun_path, encoded.constData(), static_cast<size_t>(encoded.size()));
    return true;
}

int connectTo(const QString& path)
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

// send() or recv() until all of `size` went through; false when the peer or the connection ended first.
template <typename Byte, typename Io>
bool whole(Io io, int fd, Byte* data, size_t size, int flags)
{
    while (size > 0) {
        const ssize_t n = io(fd, data, size, flags);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        data += n;
        size -= static_cast<size_t>(n);
    }
    return true;
}

bool writeAll(int fd, const char* data, size_t size)
{
    return whole(::send, fd, data, size, MSG_NOSIGNAL);
}

bool readAll(int fd, char* data, size_t size)
{
    return whole(::recv, fd, data, size, 0);
}

// A message of one block with room for the three descriptors.
msghdr withDescriptors(iovec& block, char* control, size_t controlSize)
{
    msghdr message{};
    message.msg_iov = &block;
    message.msg_iovlen = 1;
    message.msg_control = control;
    message.msg_controllen = controlSize;
    return message;
}

void putBigEndian(char* at, quint32 value)
{
    for (int i = 0; i < 4; ++i)
        at[i] = static_cast<char>((value >> (24 - 8 * i)) & 0xff);
}

quint32 bigEndian(const char* at)
{
    quint32 value = 0;
    for (int i = 0; i < 4; ++i)
        value = (value << 8) | static_cast<unsigned char>(at[i]);
    return value;
}

void closeFd(int& fd)
{
    if (fd >= 0)
        ::close(fd);
    fd = -1;
}

// A folder of this user's own that nobody else can enter: the only kind a socket is made in or trusted from.
bool privateFolder(const QString& folder)
{
    struct stat info
    {};
    return ::lstat(QFile::encodeName(folder).constData(), &info) == 0 && S_ISDIR(info.st_mode) &&
           info.st_uid == ::geteuid() && (info.st_mode & 0077) == 0;
}

bool peerIsMe(int fd)
{
    ucred peer{};
    socklen_t size = sizeof(peer);
    return ::getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &peer, &size) == 0 && peer.uid == ::geteuid();
}

// The holder's lock: held for as long as it serves, so that two holders never race for one socket and a client
// removes a stale socket only when no holder is starting.
int lockHolder(const QString& socketPath)
{
    const int fd = ::open(QFile::encodeName(socketPath + QStringLiteral(".lock")).constData(),
                          O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0)
        return -1;
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

constexpr char kAccepted = 'A';

} // namespace

HeldRequest::HeldRequest(HeldRequest&& other) noexcept
    : arguments(std::move(other.arguments)), workingDir(std::move(other.workingDir)),
      language(std::move(other.language)), client(other.client)
{
    for (int i = 0; i < 3; ++i) {
        fds[i] = other.fds[i];
        other.fds[i] = -1;
    }
    other.client = -1;
}

HeldRequest& HeldRequest::operator=(HeldRequest&& other) noexcept
{
    if (this != &other) {
        for (int& fd : fds)
            closeFd(fd);
        closeFd(client);
        arguments = std::move(other.arguments);
        workingDir = std::move(other.workingDir);
        language = std::move(other.language);
        for (int i = 0; i < 3; ++i) {
            fds[i] = other.fds[i];
            other.fds[i] = -1;
        }
        client = other.client;
        other.client = -1;
    }
    return *this;
}

HeldRequest::~HeldRequest()
{
    for (int& fd : fds)
        closeFd(fd);
    closeFd(client);
}

QString HeldConnection::socketFolder()
{
    // The session's runtime folder (0700 by definition); without one, a folder of this user's own under /tmp.
    const QByteArray runtime = qgetenv("XDG_RUNTIME_DIR");
    if (!runtime.isEmpty())
        return QFile::decodeName(runtime) + QStringLiteral("/gpuplanner-hold");
    return QStringLiteral("/tmp/gpuplanner-hold-%1").arg(::geteuid());
}

QString HeldConnection::socketPath(const SshTarget& target)
{
    const QString key = target.display() + QLatin1Char('\n') +
                        (target.keyFile.isEmpty() ? QString() : QFileInfo(target.keyFile).absoluteFilePath());
    const QByteArray digest = QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha256).toHex().left(24);
    return socketFolder() + QLatin1Char('/') + QString::fromLatin1(digest) + QStringLiteral(".sock");
}

std::optional<Result<int>>
HeldConnection::forward(const QString& socketPath, const QStringList& arguments, const QString& language)
{
    // Whoever could listen there must be this user: the folder is private and the peer is checked, since the client
    // hands over its terminal.
    if (!privateFolder(QFileInfo(socketPath).absolutePath()))
        return std::nullopt;
    const int fd = connectTo(socketPath);
    if (fd < 0) {
        // A holder that died leaves its socket behind; it goes (unless a holder is just starting) and the caller
        // connects by itself.
        if (errno == ECONNREFUSED) {
            int lock = lockHolder(socketPath);
            if (lock >= 0) {
                ::unlink(QFile::encodeName(socketPath).constData());
                closeFd(lock);
            }
        }
        return std::nullopt;
    }
    if (!peerIsMe(fd)) {
        ::close(fd);
        return std::nullopt;
    }
    QJsonObject request;
    request.insert(QStringLiteral("arguments"), QJsonArray::fromStringList(arguments));
    request.insert(QStringLiteral("cwd"), QDir::currentPath());
    request.insert(QStringLiteral("language"), language);
    const QByteArray payload = QJsonDocument(request).toJson(QJsonDocument::Compact);

    char header[kHeaderSize];
    std::memcpy(header, kMagic, 4);
    putBigEndian(header + 4, static_cast<quint32>(payload.size()));
    iovec iov{header, sizeof(header)};
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int) * 3)] = {};
    msghdr message = withDescriptors(iov, control, sizeof(control));
    cmsghdr* attached = CMSG_FIRSTHDR(&message);
    attached->cmsg_level = SOL_SOCKET;
    attached->cmsg_type = SCM_RIGHTS;
    attached->cmsg_len = CMSG_LEN(sizeof(int) * 3);
    const int standard[3] = {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO};
    std::memcpy(CMSG_DATA(attached), standard, sizeof(standard));
    ssize_t sent = -1;
    do {
        sent = ::sendmsg(fd, &message, MSG_NOSIGNAL);
    } while (sent < 0 && errno == EINTR);
    // A holder busy with another client has not read anything yet, so a refused first message is not a lost command.
    const bool headerSent = sent == static_cast<ssize_t>(sizeof(header));
    if (!headerSent || !writeAll(fd, payload.constData(), static_cast<size_t>(payload.size()))) {
        ::close(fd);
        return std::nullopt;
    }
    // Until the holder says it takes the command, nothing has run: a holder that ends first (its idle timeout, a
    // stop) leaves the command to the caller.
    char accepted = 0;
    if (!readAll(fd, &accepted, 1) || accepted != kAccepted) {
        ::close(fd);
        return std::nullopt;
    }
    char answer[4];
    const bool answered = readAll(fd, answer, sizeof(answer));
    ::close(fd);
    if (!answered)
        return Result<int>(Error{QStringLiteral("hold.ended"),
                                 tr("The process holding the connection (%1) ended before the command finished; "
                                    "check on the instance what it did before running it again.")
                                     .arg(socketPath)});
    return Result<int>(static_cast<int>(bigEndian(answer)));
}

bool HeldConnection::answers(const QString& socketPath)
{
    // A holder keeps its lock for as long as it serves.
    const int fd =
        ::open(QFile::encodeName(socketPath + QStringLiteral(".lock")).constData(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0)
        return false;
    const bool busy = ::flock(fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK;
    ::close(fd);
    return busy;
}

HeldConnection::~HeldConnection()
{
    if (m_socket >= 0) {
        ::close(m_socket);
        ::unlink(QFile::encodeName(m_path).constData());
    }
    closeFd(m_lock);
}

Status HeldConnection::listen(const QString& socketPath)
{
    const QString folder = QFileInfo(socketPath).absolutePath();
    if (::mkdir(QFile::encodeName(folder).constData(), 0700) != 0 && errno != EEXIST)
        return Error{QStringLiteral("hold.folder"), tr("Cannot create %1: %2").arg(folder, errnoText())};
    // The socket is as good as the sign-in behind it: a folder another user could enter or own is not used.
    if (!privateFolder(folder))
        return Error{QStringLiteral("hold.folder"),
                     tr("%1 must be a folder of your own that only you can open (mode 0700).").arg(folder)};
    const QString staged = socketPath + QStringLiteral(".new");
    sockaddr_un address{};
    sockaddr_un stagedAddress{};
    if (!fillAddress(socketPath, address) || !fillAddress(staged, stagedAddress))
        return Error{QStringLiteral("hold.path"), tr("The socket path %1 is too long.").arg(socketPath)};
    m_lock = lockHolder(socketPath);
    if (m_lock < 0)
        return Error{QStringLiteral("hold.busy"),
                     tr("Another process already holds this connection (%1).").arg(socketPath)};
    m_socket = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (m_socket < 0)
        return Error{QStringLiteral("hold.socket"), tr("Cannot create a socket: %1").arg(errnoText())};
    // Bound and listening under a name of its own first, then renamed over whatever a dead holder left: a client
    // never finds a socket that does not answer yet.
    ::unlink(stagedAddress.sun_path);
    const mode_t previous = ::umask(0177);
    const int bound = ::bind(m_socket, reinterpret_cast<const sockaddr*>(&stagedAddress), sizeof(stagedAddress));
    ::umask(previous);
    if (bound != 0 || ::listen(m_socket, 16) != 0 || ::rename(stagedAddress.sun_path, address.sun_path) != 0) {
        const QString reason = errnoText();
        ::unlink(stagedAddress.sun_path);
        closeFd(m_socket);
        return Error{QStringLiteral("hold.socket"), tr("Cannot listen on %1: %2").arg(socketPath, reason)};
    }
    m_path = socketPath;
    return Ok{};
}

Result<std::optional<HeldRequest>> HeldConnection::next(int timeoutMs, int wakeFd)
{
    pollfd waiting[2] = {{m_socket, POLLIN, 0}, {wakeFd, POLLIN, 0}};
    const int ready = ::poll(waiting, wakeFd >= 0 ? 2 : 1, timeoutMs);
    if (ready < 0 && errno != EINTR)
        return Error{QStringLiteral("hold.poll"), tr("Waiting for commands failed: %1").arg(errnoText())};
    if (ready <= 0 || (waiting[0].revents & POLLIN) == 0)
        return std::optional<HeldRequest>();
    HeldRequest request;
    request.client = ::accept4(m_socket, nullptr, nullptr, SOCK_CLOEXEC);
    if (request.client < 0)
        return std::optional<HeldRequest>();
    if (!peerIsMe(request.client))
        return std::optional<HeldRequest>();
    // A client that connects and says nothing must not stall the holder.
    const timeval patience{5, 0};
    ::setsockopt(request.client, SOL_SOCKET, SO_RCVTIMEO, &patience, sizeof(patience));

    char header[kHeaderSize];
    iovec iov{header, sizeof(header)};
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int) * 3)] = {};
    msghdr message = withDescriptors(iov, control, sizeof(control));
    ssize_t received = -1;
    do {
        received = ::recvmsg(request.client, &message, MSG_CMSG_CLOEXEC | MSG_WAITALL);
    } while (received < 0 && errno == EINTR);
    int count = 0;
    for (cmsghdr* c = CMSG_FIRSTHDR(&message); c; c = CMSG_NXTHDR(&message, c)) {
        if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS)
            continue;
        const int n = static_cast<int>((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
        for (int i = 0; i < n; ++i) {
            int fd = -1;
            std::memcpy(&fd, CMSG_DATA(c) + i * sizeof(int), sizeof(int));
            if (count < 3)
                request.fds[count++] = fd;
            else
                ::close(fd);
        }
    }
    if (received != kHeaderSize || count != 3 || (message.msg_flags & MSG_CTRUNC) != 0 ||
        std::memcmp(header, kMagic, 4) != 0)
        return std::optional<HeldRequest>();
    const quint32 size = bigEndian(header + 4);
    if (size > kMaxPayload)
        return std::optional<HeldRequest>();
    QByteArray payload(static_cast<qsizetype>(size), Qt::Uninitialized);
    if (!readAll(request.client, payload.data(), size))
        return std::optional<HeldRequest>();
    const QJsonObject object = QJsonDocument::fromJson(payload).object();
    const QJsonValue arguments = object.value(QStringLiteral("arguments"));
    if (!arguments.isArray() || !object.value(QStringLiteral("cwd")).isString())
        return std::optional<HeldRequest>();
    for (const QJsonValue& argument : arguments.toArray())
        request.arguments << argument.toString();
    request.workingDir = object.value(QStringLiteral("cwd")).toString();
    request.language = object.value(QStringLiteral("language")).toString();
    // A client interrupted while it waited its turn asked for nothing any more; one still there is told that its
    // command runs now (until then it may run it by itself).
    pollfd still{request.client, POLLRDHUP, 0};
    if (::poll(&still, 1, 0) > 0 && (still.revents & (POLLHUP | POLLRDHUP | POLLERR)) != 0)
        return std::optional<HeldRequest>();
    if (!writeAll(request.client, &kAccepted, 1))
        return std::optional<HeldRequest>();
    return std::optional<HeldRequest>(std::move(request));
}

void HeldConnection::answer(HeldRequest& request, int exitCode)
{
    char code[4];
    putBigEndian(code, static_cast<quint32>(exitCode));
    for (int& fd : request.fds)
        closeFd(fd);
    writeAll(request.client, code, sizeof(code));
    closeFd(request.client);
}

bool HeldConnection::clientGone(const HeldRequest& request, int wakeFd)
{
    for (;;) {
        // The client's stdout is watched too: a pipe whose reader went away (`… | head`) would have ended the
        // command by SIGPIPE in a process of its own.
        pollfd watched[3] = {{request.client, POLLIN | POLLRDHUP, 0}, {wakeFd, POLLIN, 0}, {request.fds[1], 0, 0}};
        const int ready = ::poll(watched, 3, -1);
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready < 0 || watched[1].revents != 0)
            return false;
        if ((watched[0].revents & (POLLHUP | POLLRDHUP | POLLERR)) != 0 ||
            (watched[2].revents & (POLLHUP | POLLERR)) != 0)
            return true;
        char byte = 0;
        if (::recv(request.client, &byte, 1, MSG_PEEK | MSG_DONTWAIT) == 0)
            return true;
        // A client that writes more after its request is not following the protocol; it is not gone either.
        return false;
    }
}

} // namespace gp
