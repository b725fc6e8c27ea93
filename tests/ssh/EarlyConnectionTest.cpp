// The launcher's head start (core/ssh/EarlyConnection.h): where a target last connected to is remembered, the
// next start connects there before the full CLI has loaded, and SshSession takes that socket only where it would have
// connected itself.

#include "core/ssh/EarlyConnection.h"
#include "core/ssh/HeldProtocol.h"
#include "core/ssh/SshSession.h"
#include "support/SshFixture.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QFile>

#include <arpa/inet.h>
#include <cerrno>
#include <cstdlib>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace gp;

namespace {

// A TCP listener on 127.0.0.1 with a port of its own, for the address a hint names.
struct Listener
{
    int fd = -1;
    int port = 0;
    Listener()
    {
        fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t size = sizeof(address);
        if (::bind(fd, reinterpret_cast<sockaddr*>(&address), size) == 0 && ::listen(fd, 4) == 0 &&
            ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &size) == 0)
            port = ntohs(address.sin_port);
    }
    ~Listener() { ::close(fd); }
    Listener(const Listener&) = delete;
    Listener& operator=(const Listener&) = delete;
    int accept() const { return ::accept4(fd, nullptr, nullptr, SOCK_CLOEXEC); }
};

int connectedTo(int port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    if (::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

// A runtime folder of the test's own, so that no hint of a real session is read or written.
class EarlyConnection : public ::testing::Test
{
protected:
    void SetUp() override
    {
        const char* previous = std::getenv("XDG_RUNTIME_DIR");
        m_previous = previous ? std::optional<std::string>(previous) : std::nullopt;
        ASSERT_EQ(::chmod(QFile::encodeName(runtime.path()).constData(), 0700), 0);
        ::setenv("XDG_RUNTIME_DIR", QFile::encodeName(runtime.path()).constData(), 1);
        ::unsetenv(held::kEarlySocketVariable);
        alias = held::aliasPath("ssh", "ssh root@instance");
    }
    void TearDown() override
    {
        if (const held::EarlySocket left = held::claimEarlySocket(); left.fd >= 0)
            ::close(left.fd);
        if (m_previous)
            ::setenv("XDG_RUNTIME_DIR", m_previous->c_str(), 1);
        else
            ::unsetenv("XDG_RUNTIME_DIR");
    }
    // What the launcher would hand the full CLI, as the full CLI adopts it.
    held::EarlySocket started()
    {
        held::startEarlyConnection(alias);
        const bool named = std::getenv(held::kEarlySocketVariable) != nullptr;
        held::adoptEarlySocket();
        EXPECT_EQ(std::getenv(held::kEarlySocketVariable), nullptr) << "a child process would see the variable";
        held::EarlySocket early = held::claimEarlySocket();
        EXPECT_EQ(named, early.fd >= 0);
        return early;
    }
    // What the launcher would hand the full CLI, adopted for a session to claim; its descriptor, or -1.
    int handedOver()
    {
        held::startEarlyConnection(alias);
        const char* value = std::getenv(held::kEarlySocketVariable);
        const int fd = value ? std::atoi(value) : -1;
        held::adoptEarlySocket();
        return fd;
    }
    QString aliasName() const { return QFile::decodeName(QByteArray::fromStdString(alias)); }
    test::TempDir runtime;
    std::string alias;

private:
    std::optional<std::string> m_previous;
};

} // namespace

TEST_F(EarlyConnection, TheNextStartConnectsWhereTheLastConnectionWentAndOnlyFromAPrivateFolder)
{
    Listener listener;
    ASSERT_GT(listener.port, 0);
    EXPECT_LT(started().fd, 0) << "nothing is remembered yet";

    const int last = connectedTo(listener.port);
    ASSERT_GE(last, 0);
    held::rememberAddress(alias, last);
    ::close(last);
    ::close(listener.accept());
    EXPECT_EQ(test::readFile(QFile::decodeName(QByteArray::fromStdString(held::addressHintPath(alias)))),
              QByteArray("127.0.0.1 ") + QByteArray::number(listener.port) + '\n');

    const held::EarlySocket early = started();
    ASSERT_GE(early.fd, 0);
    EXPECT_EQ(early.address, "127.0.0.1");
    EXPECT_EQ(early.port, listener.port);
    EXPECT_EQ(::fcntl(early.fd, F_GETFD) & FD_CLOEXEC, FD_CLOEXEC) << "no child process may inherit it";
    const int accepted = listener.accept();
    EXPECT_GE(accepted, 0) << "the connection was started";
    ::close(accepted);
    ::close(early.fd);
    EXPECT_LT(held::claimEarlySocket().fd, 0) << "claimed once";

    // A folder others may enter could hold anybody's hint: it is not read.
    const QByteArray folder = QFile::encodeName(QString::fromStdString(held::socketFolder()));
    ASSERT_EQ(::chmod(folder.constData(), 0755), 0);
    EXPECT_LT(started().fd, 0);
    ASSERT_EQ(::chmod(folder.constData(), 0700), 0);

    // Neither is a hint that is not an address and a port.
    for (const char* damaged : {"", "127.0.0.1\n", "127.0.0.1 0\n", "127.0.0.1 70000\n", "instance 22\n", " 22\n"}) {
        QFile hint(QFile::decodeName(QByteArray::fromStdString(held::addressHintPath(alias))));
        ASSERT_TRUE(hint.open(QIODevice::WriteOnly | QIODevice::Truncate));
        hint.write(damaged);
        hint.close();
        EXPECT_LT(started().fd, 0) << damaged;
    }
}

TEST_F(EarlyConnection, TheSessionTakesTheSocketOnlyWhereItWouldConnectItself)
{
    const SshTarget target = test::loopbackTarget();
    const auto signedIn = [&](bool withAlias) {
        SshSession session(target);
        session.setKnownHostsFile(test::sshFixture("known_hosts"));
        if (withAlias)
            session.setTargetAlias(aliasName());
        if (!session.connectToHost().ok() || session.checkHostKey().state != HostKeyCheck::State::Known ||
            !session.authenticate().ok())
            return false;
        const Result<ExecResult> ran = session.exec(QStringLiteral("echo ok"));
        return ran.ok() && ran->out == "ok\n";
    };

    // Elsewhere (another port at the same address, a decoy): closed unused, and the session connects by itself,
    // then remembers where it went.
    Listener decoy;
    ASSERT_GT(decoy.port, 0);
    const int last = connectedTo(decoy.port);
    held::rememberAddress(alias, last);
    ::close(last);
    ::close(decoy.accept());
    ASSERT_GE(handedOver(), 0);
    ASSERT_TRUE(signedIn(true));
    const int decoyEnd = decoy.accept();
    ASSERT_GE(decoyEnd, 0);
    char byte = 0;
    EXPECT_EQ(::recv(decoyEnd, &byte, 1, 0), 0) << "the wrong connection is closed, nothing sent on it";
    ::close(decoyEnd);
    EXPECT_EQ(test::readFile(QFile::decodeName(QByteArray::fromStdString(held::addressHintPath(alias)))),
              QByteArray("127.0.0.1 ") + QByteArray::number(target.port) + '\n');

    // Where it would connect: the session signs in on the launcher's socket, and owns it (closed with the session).
    const int fd = handedOver();
    ASSERT_GE(fd, 0);
    {
        SshSession session(target);
        session.setKnownHostsFile(test::sshFixture("known_hosts"));
        session.setTargetAlias(aliasName());
        ASSERT_TRUE(session.connectToHost().ok());
        ASSERT_EQ(session.checkHostKey().state, HostKeyCheck::State::Known);
        ASSERT_TRUE(session.authenticate().ok());
        std::string address;
        int port = 0;
        ASSERT_TRUE(held::peerAddress(fd, address, port)) << "the launcher's socket is the session's";
        EXPECT_EQ(port, target.port);
        const Result<ExecResult> ran = session.exec(QStringLiteral("echo ok"));
        ASSERT_TRUE(ran.ok());
        EXPECT_EQ(ran->out, "ok\n");
    }
    errno = 0;
    EXPECT_EQ(::fcntl(fd, F_GETFD), -1);
    EXPECT_EQ(errno, EBADF) << "closed with the session";

    // A session that was not told its target as typed (the desktop app's) leaves the socket alone.
    const int unclaimed = handedOver();
    ASSERT_GE(unclaimed, 0);
    ASSERT_TRUE(signedIn(false));
    EXPECT_EQ(held::claimEarlySocket().fd, unclaimed);
    ::close(unclaimed);
}
