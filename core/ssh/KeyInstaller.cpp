#include "core/ssh/KeyInstaller.h"

#include <QDir>
#include <QFile>

namespace gp {

QString KeyInstaller::defaultPublicKeyFile()
{
    const QString ssh = QDir::homePath() + QStringLiteral("/.ssh/");
    for (const char* name : {"id_ed25519.pub", "id_ecdsa.pub", "id_rsa.pub"})
        if (QFile::exists(ssh + QLatin1String(name)))
            return ssh + QLatin1String(name);
    return {};
}

Result<QByteArray> KeyInstaller::readPublicKey(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QStringLiteral("key.read"), tr("Cannot read %1: %2").arg(path, file.errorString())};
    const QByteArray key = file.read(64 * 1024).trimmed();
    // One line, "type base64 [comment]": anything else (a private key, several lines) is not appended anywhere.
    if (key.contains('\n') || (!key.startsWith("ssh-") && !key.startsWith("ecdsa-") && !key.startsWith("sk-")))
        return Error{QStringLiteral("key.format"),
                     tr("%1 is not an OpenSSH public key (one line starting with ssh-, ecdsa- or sk-).").arg(path)};
    return key;
}

Result<bool> KeyInstaller::install(SshSession& session, const QByteArray& publicKey)
{
    // The key comes on stdin, so no quoting of its comment can go wrong; sshd ignores keys in group- or
    // world-writable files, hence the modes.
    const Result<ExecResult> r =
        session.exec(QStringLiteral("umask 077; key=$(cat); mkdir -p \"$HOME/.ssh\" && chmod 700 \"$HOME/.ssh\" && "
                                    "f=\"$HOME/.ssh/authorized_keys\" && touch \"$f\" && chmod 600 \"$f\" && "
                                    "if grep -qxF -- \"$key\" \"$f\"; then echo present; "
                                    "else printf '%s\\n' \"$key\" >> \"$f\" && echo added; fi"),
                     publicKey);
    if (!r.ok())
        return r.error();
    if (r->exitStatus != 0)
        return Error{QStringLiteral("key.install"),
                     tr("Adding the key failed: %1").arg(QString::fromUtf8(r->err).trimmed())};
    return r->out.trimmed() != "present";
}

} // namespace gp
