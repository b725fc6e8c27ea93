#include "core/hosts/SshTarget.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>

namespace gp {

QString shellQuote(const QString& argument)
{
    // Inside single quotes nothing is special except the quote itself, which is closed, escaped and reopened.
    QString quoted = argument;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QString remotePathWord(const QString& path)
{
    if (path.startsWith(QLatin1Char('/')))
        return shellQuote(path);
    if (path == QLatin1String("~") || path.isEmpty())
        return QStringLiteral("\"$HOME\"");
    const QString relative = path.startsWith(QLatin1String("~/")) ? path.mid(2) : path;
    return QStringLiteral("\"$HOME\"/") + shellQuote(relative);
}

QString SshTarget::display() const
{
    return (user.isEmpty() ? QString() : user + QLatin1Char('@')) + host +
           (port > 0 ? QLatin1Char(':') + QString::number(port) : QString());
}

Result<SshTarget> SshTarget::parseCommand(const QString& command)
{
    const auto bad = [](const QString& message) {
        return Result<SshTarget>(Error{QStringLiteral("ssh.command"), message});
    };
    QStringList words = QProcess::splitCommand(command.trimmed());
    if (words.isEmpty() || words.first() != QLatin1String("ssh"))
        return bad(
            SshTargetParser::tr("expected an ssh command such as \"ssh -p 12345 root@host\", got \"%1\"").arg(command));
    words.removeFirst();
    SshTarget t;
    QString destination;
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString& w = words.at(i);
        const auto value = [&](const char* flag) -> std::optional<QString> {
            if (w == QLatin1String(flag)) {
                if (i + 1 >= words.size())
                    return std::nullopt;
                return words.at(++i);
            }
            return w.mid(2); // -p2222
        };
        if (w.startsWith(QLatin1String("-p"))) {
            const auto v = value("-p");
            bool ok = false;
            const int port = v ? v->toInt(&ok) : 0;
            if (!ok || port < 1 || port > 65535)
                return bad(SshTargetParser::tr("the port after -p must be a number from 1 to 65535"));
            t.port = port;
        } else if (w.startsWith(QLatin1String("-i"))) {
            const auto v = value("-i");
            if (!v || v->isEmpty())
                return bad(SshTargetParser::tr("-i needs a key file"));
            // Absolute, so that a saved profile (and its passphrase in the keychain) does not depend on where it was
            // pasted from.
            t.keyFile =
                QFileInfo(v->startsWith(QLatin1String("~/")) ? QDir::homePath() + v->mid(1) : *v).absoluteFilePath();
        } else if (w.startsWith(QLatin1String("-l"))) {
            const auto v = value("-l");
            if (!v || v->isEmpty())
                return bad(SshTargetParser::tr("-l needs a user name"));
            t.user = *v;
        } else if (w.startsWith(QLatin1String("-J"))) {
            return bad(SshTargetParser::tr("jump hosts (-J) are not supported: connect to the instance directly"));
        } else if (w.size() == 2 && QStringLiteral("BbcDEeFILmOoQRSWw").contains(w.at(1))) {
            // Flags that take a value (-L 8080:localhost:8080 from vast.ai, -o StrictHostKeyChecking=no …): the
            // value is not the host. Forwarding and options are GPU Planner's own business: ignored.
            ++i;
        } else if (w.startsWith(QLatin1Char('-'))) {
            continue; // -A, -v, -C …: harmless flags
        } else if (destination.isEmpty()) {
            destination = w;
        } else {
            return bad(SshTargetParser::tr("only the login is understood, not a remote command (\"%1\")").arg(w));
        }
    }
    if (destination.isEmpty())
        return bad(SshTargetParser::tr("the ssh command names no host"));
    if (destination.startsWith(QLatin1String("ssh://"))) {
        destination = destination.mid(6);
        const qsizetype colon = destination.lastIndexOf(QLatin1Char(':'));
        if (colon > 0 && !destination.contains(QLatin1Char(']'))) {
            bool ok = false;
            t.port = destination.mid(colon + 1).toInt(&ok);
            if (!ok || t.port < 1 || t.port > 65535)
                return bad(SshTargetParser::tr("the port after -p must be a number from 1 to 65535"));
            destination = destination.left(colon);
        }
    }
    const qsizetype at = destination.lastIndexOf(QLatin1Char('@'));
    if (at >= 0) {
        t.user = destination.left(at);
        destination = destination.mid(at + 1);
    }
    // "host:2222", as some provider pages write it: ssh would look up a host named "host:2222". Accepted as a port
    // when there is exactly one colon (an IPv6 address has several) and no -p said otherwise.
    if (destination.count(QLatin1Char(':')) == 1) {
        const qsizetype colon = destination.indexOf(QLatin1Char(':'));
        bool ok = false;
        const int port = destination.mid(colon + 1).toInt(&ok);
        if (!ok || port < 1 || port > 65535)
            return bad(SshTargetParser::tr("\"%1\" is not a host name: after the colon ssh expects nothing; give the "
                                           "port with -p, as in \"ssh -p 2222 root@host\"")
                           .arg(destination));
        if (t.port > 0 && t.port != port)
            return bad(SshTargetParser::tr("two ports: -p %1 and \"%2\"").arg(t.port).arg(destination));
        t.port = port;
        destination = destination.left(colon);
    }
    if (destination.isEmpty() || destination.contains(QLatin1Char('/')) || destination.contains(QLatin1Char(' ')))
        return bad(SshTargetParser::tr("\"%1\" is not a host name").arg(destination));
    t.host = destination;
    return t;
}

} // namespace gp
