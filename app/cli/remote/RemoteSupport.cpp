#include "app/cli/remote/RemoteSupport.h"

#include "app/cli/CliOutput.h"
#include "app/cli/RemoteCommands.h"
#include "app/cli/TerminalSecret.h"
#include "core/console/ConsoleSession.h"
#include "core/hosts/HostProfiles.h"
#include "core/secrets/SecretStore.h"
#include "core/ssh/HeldConnection.h"

namespace gp::cli {

SshSession* g_heldSession = nullptr;
QString g_heldSocket;

Result<Remote> RemoteOptions::remote(const QCommandLineParser& parser) const
{
    Remote remote;
    remote.acceptNewHostKey = parser.isSet(accept);
    if (parser.isSet(profile)) {
        const Result<HostProfile> p = HostProfileStore().find(parser.value(profile));
        if (!p.ok())
            return p.error();
        if (p->target.host.isEmpty())
            return Error{QStringLiteral("hosts.no_address"),
                         RemoteCommands::tr("profile %1 has no address yet: its instance was still starting when "
                                            "it was saved ('provider start %1' waits for it)")
                             .arg(p->name)};
        remote.target = p->target;
        remote.profile = p->name;
        remote.offerId = p->offerId;
        remote.alias = HeldConnection::aliasPath(QStringLiteral("profile"), parser.value(profile));
        return remote;
    }
    const Result<SshTarget> target = SshTarget::parseCommand(parser.value(ssh));
    if (!target.ok())
        return target.error();
    remote.target = *target;
    remote.alias = HeldConnection::aliasPath(QStringLiteral("ssh"), parser.value(ssh));
    return remote;
}

bool wordsAskForHelp(const QStringList& words)
{
    for (const QString& word : words) {
        if (word == QLatin1String("--"))
            return false;
        if (word == QLatin1String("--help") || word == QLatin1String("-h"))
            return true;
    }
    return false;
}

namespace {

// A saved secret from the keychain first (a profile's password; a key's passphrase, whoever uses the key); else the
// terminal.
QByteArray secretFor(const Remote& remote, SecretKind kind, const QString& prompt, CliOutput& out)
{
    const QString key = ConsoleSession::secretKey(kind, remote.profile, remote.target.keyFile);
    if (!key.isEmpty()) {
        const Result<std::optional<QByteArray>> saved = SecretStore::read(key);
        if (saved.ok() && saved->has_value())
            return **saved;
        if (!saved.ok())
            out.error(saved.error().message);
    }
    return promptSecret(prompt);
}

} // namespace

Connection connect(const Remote& remote, CliOutput& out)
{
    Connection c;
    if (g_heldSession) {
        c.session = g_heldSession;
        return c;
    }
    c.owned = std::make_unique<SshSession>(remote.target);
    c.session = c.owned.get();
    c.session->setTargetAlias(remote.alias);
    c.session->setSecretProvider(
        [&remote, &out](SecretKind kind, const QString& prompt) { return secretFor(remote, kind, prompt, out); });
    const OpenOutcome opened = c.session->open(remote.acceptNewHostKey);
    switch (opened.state) {
    case OpenOutcome::State::Ready:
        break;
    case OpenOutcome::State::UnknownHostKey:
        out.error(opened.message + QLatin1Char(' ') +
                  RemoteCommands::tr("Run again with --accept-new-host-key to trust it (it is then added to %1).")
                      .arg(c.session->knownHostsFile()));
        c.exitCode = ExitUnknownHostKey;
        break;
    case OpenOutcome::State::ChangedHostKey:
        out.error(opened.message);
        c.exitCode = ExitChangedHostKey;
        break;
    case OpenOutcome::State::Failed:
        out.error(opened.message);
        c.exitCode = ExitFailure;
        break;
    }
    return c;
}

} // namespace gp::cli
