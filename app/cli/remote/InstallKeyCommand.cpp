#include "app/cli/CliOutput.h"
#include "app/cli/remote/RemoteSubcommands.h"
#include "app/cli/remote/RemoteSupport.h"
#include "app/cli/support/CliSupport.h"
#include "core/ssh/KeyInstaller.h"

namespace gp::cli {

// install-key: appends the user's public key to the instance's authorized_keys, so a password is needed only once.
int remoteInstallKey(const Remote& remote, const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption publicKey(QStringLiteral("public-key"), QString(), QStringLiteral("file"));
    parser.addOption(publicKey);
    if (!parseCommandLine(parser, args, QStringLiteral("remote install-key"), out))
        return ExitUsage;
    QString path = parser.value(publicKey);
    if (path.isEmpty()) {
        path = KeyInstaller::defaultPublicKeyFile();
        if (path.isEmpty()) {
            out.error(
                RemoteCommands::tr("no public key in ~/.ssh (id_ed25519.pub, id_ecdsa.pub, id_rsa.pub): create one "
                                   "with ssh-keygen -t ed25519, or give --public-key FILE"));
            return ExitUsage;
        }
    }
    const Result<QByteArray> key = KeyInstaller::readPublicKey(path);
    if (!key.ok()) {
        out.error(key.error().message);
        return ExitUsage;
    }
    Connection c = connect(remote, out);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    const Result<bool> added = KeyInstaller::install(*c.session, *key);
    if (!added.ok()) {
        out.error(added.error().message);
        return ExitFailure;
    }
    out.line(!*added ? RemoteCommands::tr("%1 already trusts %2.").arg(remote.target.display(), path)
                     : RemoteCommands::tr("%1 now trusts %2: the next connection needs no password.")
                           .arg(remote.target.display(), path));
    return ExitOk;
}

} // namespace gp::cli
