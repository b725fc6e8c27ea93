#pragma once

#include "core/ssh/SshSession.h"

#include <QCoreApplication>

namespace gp {

// "Install my key": appends the user's OpenSSH public key to the instance's authorized_keys, so that the password is
// needed once.
class KeyInstaller final
{
    Q_DECLARE_TR_FUNCTIONS(gp::KeyInstaller)

public:
    // ~/.ssh/id_ed25519.pub, id_ecdsa.pub or id_rsa.pub, the first that exists; empty when there is none.
    static QString defaultPublicKeyFile();
    // Reads a public key and checks that it is one line "type base64 [comment]" (never a private key).
    static Result<QByteArray> readPublicKey(const QString& path);
    // true: added; false: the instance already trusted it.
    static Result<bool> install(SshSession& session, const QByteArray& publicKey);
};

} // namespace gp
