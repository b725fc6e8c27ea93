#pragma once

#include "core/hosts/SshTarget.h"

#include <QFile>
#include <QString>

namespace gp::test {

// A file of the loopback sshd that the CTest fixture started (tests/remote/sshd_fixture.sh): port, keys, known_hosts,
// and the instance's home under home/.
inline QString sshFixture(const char* name)
{
    return qEnvironmentVariable("SSH_FIXTURE_DIR") + QLatin1Char('/') + QString::fromLatin1(name);
}

inline QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Who the tests log in as: the user running them (an sshd started by anyone but root logs in only that user).
inline QString sshUser()
{
    return QString::fromUtf8(readFile(sshFixture("user")).trimmed());
}

// The loopback sshd as a target, signing in with the fixture's client key.
inline SshTarget loopbackTarget()
{
    SshTarget t;
    t.host = QStringLiteral("127.0.0.1");
    t.port = readFile(sshFixture("port")).trimmed().toInt();
    t.user = sshUser();
    t.keyFile = sshFixture("clientkey");
    return t;
}

} // namespace gp::test
