#include "core/ssh/HeldConnection.h"

#include "core/ssh/HeldProtocol.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>

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

QString errnoText()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

std::string encoded(const QString& path)
{
    return QFile::encodeName(path).toStdString();
}

void closeFd(int& fd)
{
    if (fd >= 0)
        ::close(fd);
    fd = -1;
}

} // namespace

HeldRequest::HeldRequest(HeldRequest&& other) noexcept
    : arguments(std::move(other.arguments)), workingDir(std::move(other.workingDir)),
      language(std::move(other.language)), sameLocale(other.sameLocale), sameHome(other.sameHome), client(other.client)
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
        sameLocale = other.sameLocale;
        sameHome = other.sameHome;
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
    return QFile::decodeName(QByteArray::fromStdString(held::socketFolder()));
}

QString HeldConnection::socketPath(const SshTarget& target)
{
    const QString key = target.display() + QLatin1Char('\n') +
                        (target.keyFile.isEmpty() ? QString() : QFileInfo(target.keyFile).absoluteFilePath());
    const QByteArray digest = QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha256).toHex().left(24);
    return socketFolder() + QLatin1Char('/') + QString::fromLatin1(digest) + QStringLiteral(".sock");
}

QString HeldConnection::aliasPath(const QString& kind, const QString& spelling)
{
    return QFile::decodeName(
        QByteArray::fromStdString(held::aliasPath(kind.toStdString(), spelling.toLocal8Bit().toStdString())));
}

void HeldConnection::addAlias(const QString& socketPath, const QString& alias)
{
    // A link made aside and renamed into place: a client never finds half an alias, and one for an older holder of
    // another target is replaced. Failing costs only the thin launcher's shortcut.
    const std::string staged = encoded(alias) + ".new";
    ::unlink(staged.c_str());
    if (::symlink(encoded(socketPath).c_str(), staged.c_str()) != 0 ||
        ::rename(staged.c_str(), encoded(alias).c_str()) != 0)
        ::unlink(staged.c_str());
}

std::optional<Result<int>>
HeldConnection::forward(const QString& socketPath, const QStringList& arguments, const QString& language)
{
    held::Request request;
    request.workingDir = encoded(QDir::currentPath());
    request.language = language.toStdString();
    request.locale = held::localeEnvironment();
    request.home = held::homeEnvironment();
    for (const QString& argument : arguments)
        request.arguments.push_back(argument.toLocal8Bit().toStdString());
    const held::Forwarded forwarded = held::forward(encoded(socketPath), request);
    switch (forwarded.outcome) {
    case held::Forwarded::Outcome::NoHolder:
        return std::nullopt;
    case held::Forwarded::Outcome::Ended:
        return Result<int>(Error{QStringLiteral("hold.ended"), endedMessage(socketPath)});
    case held::Forwarded::Outcome::Finished:
        break;
    }
    return Result<int>(forwarded.exitCode);
}

QString HeldConnection::endedMessage(const QString& socketPath)
{
    return tr("The process holding the connection (%1) ended before the command finished; check on the instance what "
              "it did before running it again.")
        .arg(socketPath);
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
        removeSocket(m_path);
    }
    closeFd(m_lock);
}

void HeldConnection::removeSocket(const QString& socketPath)
{
    ::unlink(QFile::encodeName(socketPath).constData());
    // The names it was known by go with it (a holder killed outright leaves them dangling, which only costs the
    // launcher a failed connect until the next holder of that target).
    const QDir folder(QFileInfo(socketPath).absolutePath());
    for (const QFileInfo& entry : folder.entryInfoList({QStringLiteral("as-*.sock")}, QDir::System))
        if (entry.isSymLink() && QDir::cleanPath(entry.symLinkTarget()) == QDir::cleanPath(socketPath))
            ::unlink(QFile::encodeName(entry.absoluteFilePath()).constData());
}

Status HeldConnection::listen(const QString& socketPath)
{
    const QString folder = QFileInfo(socketPath).absolutePath();
    if (::mkdir(QFile::encodeName(folder).constData(), 0700) != 0 && errno != EEXIST)
        return Error{QStringLiteral("hold.folder"), tr("Cannot create %1: %2").arg(folder, errnoText())};
    // The socket is as good as the sign-in behind it: a folder another user could enter or own is not used.
    if (!held::privateFolder(encoded(folder)))
        return Error{QStringLiteral("hold.folder"),
                     tr("%1 must be a folder of your own that only you can open (mode 0700).").arg(folder)};
    const QString staged = socketPath + QStringLiteral(".new");
    sockaddr_un address{};
    sockaddr_un stagedAddress{};
    if (!held::fillAddress(encoded(socketPath), address) || !held::fillAddress(encoded(staged), stagedAddress))
        return Error{QStringLiteral("hold.path"), tr("The socket path %1 is too long.").arg(socketPath)};
    m_lock = held::lockHolder(encoded(socketPath));
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
    if (!held::peerIsMe(request.client))
        return std::optional<HeldRequest>();
    // A client that connects and says nothing must not stall the holder.
    const timeval patience{5, 0};
    ::setsockopt(request.client, SOL_SOCKET, SO_RCVTIMEO, &patience, sizeof(patience));

    held::HeaderMessage first;
    const char* header = first.header;
    msghdr& message = first.message;
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
    if (received != held::kHeaderSize || count != 3 || (message.msg_flags & MSG_CTRUNC) != 0 ||
        std::memcmp(header, held::kMagic, 4) != 0)
        return std::optional<HeldRequest>();
    const quint32 size = held::bigEndian(header + 4);
    if (size > held::kMaxPayload)
        return std::optional<HeldRequest>();
    std::string payload(size, '\0');
    if (!held::receiveAll(request.client, payload.data(), size))
        return std::optional<HeldRequest>();
    std::optional<held::Request> decoded = held::decode(payload);
    if (!decoded)
        return std::optional<HeldRequest>();
    for (const std::string& argument : decoded->arguments)
        request.arguments << QString::fromLocal8Bit(QByteArray::fromStdString(argument));
    request.workingDir = QFile::decodeName(QByteArray::fromStdString(decoded->workingDir));
    request.language = QString::fromStdString(decoded->language);
    request.sameLocale = decoded->locale == held::localeEnvironment();
    request.sameHome = decoded->home == held::homeEnvironment();
    return std::optional<HeldRequest>(std::move(request));
}

bool HeldConnection::accept(HeldRequest& request)
{
    // A client interrupted while it waited its turn asked for nothing any more; one still there is told that its
    // command runs now (until then it may run it by itself).
    pollfd still{request.client, POLLRDHUP, 0};
    if (::poll(&still, 1, 0) > 0 && (still.revents & (POLLHUP | POLLRDHUP | POLLERR)) != 0)
        return false;
    return held::sendAll(request.client, &held::kAccepted, 1);
}

void HeldConnection::answer(HeldRequest& request, int exitCode)
{
    char code[4];
    held::putBigEndian(code, static_cast<quint32>(exitCode));
    for (int& fd : request.fds)
        closeFd(fd);
    held::sendAll(request.client, code, sizeof(code));
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
