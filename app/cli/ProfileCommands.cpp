#include "app/cli/ProfileCommands.h"

#include "app/cli/CatalogCommands.h"
#include "app/cli/CliOutput.h"
#include "app/cli/EstimatorCommands.h"
#include "app/cli/TerminalSecret.h"
#include "core/catalog/UserCatalogStore.h"
#include "core/remote/HostProfiles.h"
#include "core/secrets/SecretStore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

namespace gp::cli {

class ProfileCommands
{
    Q_DECLARE_TR_FUNCTIONS(gp::cli::ProfileCommands)
};

namespace {

// remove and the set-/forget- secret actions take a profile name only: a secret never comes from the command line.
QStringList secretActions()
{
    return {QStringLiteral("set-password"),      QStringLiteral("forget-password"), QStringLiteral("set-passphrase"),
            QStringLiteral("forget-passphrase"), QStringLiteral("set-token"),       QStringLiteral("forget-token")};
}

QString usage()
{
    return ProfileCommands::tr(
        "usage: gpuplanner-cli profile add NAME --ssh \"ssh [-p PORT] [-i KEY] [USER@]HOST\" "
        "[--auth key|agent|password] [--offer ID] | profile list [--json] | "
        "profile remove NAME | profile set-password|forget-password|set-passphrase|forget-passphrase|"
        "set-token|forget-token NAME");
}

QString help()
{
    return usage() + QLatin1Char('\n') +
           ProfileCommands::tr(
               "A profile names a host the remote command connects to by name: where it is, how to "
               "sign in and which offer it was rented as. Passwords, key passphrases and provider tokens are "
               "read at the terminal without echo (or piped in) and kept in the system keychain, "
               "never in the profile file.");
}

int runProfile(const QStringList& args, CliOutput& out)
{
    const QString action = args.value(0);
    QCommandLineParser parser;
    const QCommandLineOption ssh(QStringLiteral("ssh"), QString(), QStringLiteral("command"));
    const QCommandLineOption auth(QStringLiteral("auth"), QString(), QStringLiteral("method"), QStringLiteral("key"));
    const QCommandLineOption offer(QStringLiteral("offer"), QString(), QStringLiteral("id"));
    const QCommandLineOption json(QStringLiteral("json"));
    const QStringList secretActions = cli::secretActions();
    const bool nameOnly = action == QLatin1String("remove") || secretActions.contains(action);
    if (action == QLatin1String("add"))
        parser.addOptions({ssh, auth, offer});
    else if (action == QLatin1String("list"))
        parser.addOption(json);
    else if (!nameOnly) {
        out.error(usage());
        return ExitUsage;
    }
    if (!parseCommandLine(parser, args.mid(1), QStringLiteral("profile ") + action, out, true))
        return ExitUsage;
    const HostProfileStore store;
    const QStringList names = parser.positionalArguments();
    if (action == QLatin1String("list")) {
        if (!names.isEmpty()) {
            out.error(ProfileCommands::tr("unexpected argument '%1'").arg(names.first()));
            return ExitUsage;
        }
        const Result<QList<HostProfile>> profiles = store.load();
        if (!profiles.ok()) {
            out.error(profiles.error().message);
            return ExitFailure;
        }
        if (parser.isSet(json)) {
            QJsonArray list;
            for (const HostProfile& p : *profiles)
                list.append(hostProfileJson(p));
            QJsonObject root;
            root.insert(QStringLiteral("profiles"), list);
            out.json(root);
            return ExitOk;
        }
        QList<QStringList> rows;
        for (const HostProfile& p : *profiles)
            rows << QStringList{p.name, p.target.display(), authCode(p.auth), p.offerId};
        out.table({ProfileCommands::tr("Name"), ProfileCommands::tr("Host"), ProfileCommands::tr("Sign-in"),
                   ProfileCommands::tr("Offer")},
                  rows);
        return ExitOk;
    }
    if (names.size() != 1) {
        out.error(ProfileCommands::tr("give exactly one profile name"));
        return ExitUsage;
    }
    if (secretActions.contains(action)) {
        const Result<HostProfile> profile = store.find(names.first());
        if (!profile.ok()) {
            out.error(profile.error().message);
            return ExitFailure;
        }
        // password: the host's; passphrase: the profile's key file (shared by every profile that uses the key);
        // token: the provider's API token, for a guard whose release command stops the instance through that API.
        const QString what = action.section(QLatin1Char('-'), 1);
        QString key, prompt, stored, removed;
        if (what == QLatin1String("password")) {
            key = SecretStore::hostPasswordKey(profile->name);
            prompt = ProfileCommands::tr("Password for %1: ").arg(profile->target.display());
            stored = ProfileCommands::tr("The password of %1 is in the system keychain.").arg(profile->name);
            removed = ProfileCommands::tr("The password of %1 is removed from the keychain.").arg(profile->name);
        } else if (what == QLatin1String("passphrase")) {
            if (profile->target.keyFile.isEmpty()) {
                out.error(
                    ProfileCommands::tr("the profile %1 has no key file (add it with -i KEY)").arg(profile->name));
                return ExitUsage;
            }
            key = SecretStore::keyPassphraseKey(profile->target.keyFile);
            prompt = ProfileCommands::tr("Passphrase for %1: ").arg(profile->target.keyFile);
            stored =
                ProfileCommands::tr("The passphrase of %1 is in the system keychain.").arg(profile->target.keyFile);
            removed =
                ProfileCommands::tr("The passphrase of %1 is removed from the keychain.").arg(profile->target.keyFile);
        } else {
            key = SecretStore::providerTokenKey(profile->name);
            prompt = ProfileCommands::tr("Provider API token for %1: ").arg(profile->name);
            stored = ProfileCommands::tr("The provider token of %1 is in the system keychain; guards installed from "
                                         "this profile can use it as $GP_PROVIDER_TOKEN.")
                         .arg(profile->name);
            removed = ProfileCommands::tr("The provider token of %1 is removed from the keychain.").arg(profile->name);
        }
        if (action.startsWith(QLatin1String("forget-"))) {
            const Result<std::optional<QByteArray>> present = SecretStore::read(key);
            if (present.ok() && !present->has_value()) {
                out.line(ProfileCommands::tr("Nothing of that kind is stored for %1; nothing was removed.")
                             .arg(profile->name));
                return ExitOk;
            }
            if (Status s = SecretStore::remove(key); !s.ok()) {
                out.error(s.error().message);
                return ExitFailure;
            }
            out.line(removed);
            return ExitOk;
        }
        bool tooLong = false;
        QByteArray secret = readSecret(prompt, &tooLong);
        if (tooLong) {
            out.error(ProfileCommands::tr("what was piped in is over 64 KiB: not a password or token; nothing stored"));
            return ExitUsage;
        }
        if (secret.isEmpty()) {
            out.error(ProfileCommands::tr("nothing given (type it at the prompt, or pipe it in)"));
            return ExitUsage;
        }
        const Status written = SecretStore::write(key, secret);
        secret.fill('\0');
        if (!written.ok()) {
            out.error(written.error().message);
            return ExitFailure;
        }
        out.line(stored);
        return ExitOk;
    }
    if (action == QLatin1String("remove")) {
        if (Status s = store.remove(names.first()); !s.ok()) {
            out.error(s.error().message);
            return ExitFailure;
        }
        SecretStore::forgetProfile(names.first());
        out.line(ProfileCommands::tr("Profile %1 removed.").arg(names.first()));
        return ExitOk;
    }
    if (!parser.isSet(ssh)) {
        out.error(ProfileCommands::tr("say where it is: --ssh \"ssh -p PORT root@host\""));
        return ExitUsage;
    }
    HostProfile profile;
    profile.name = names.first();
    const Result<SshTarget> target = SshTarget::parseCommand(parser.value(ssh));
    if (!target.ok()) {
        out.error(target.error().message);
        return ExitUsage;
    }
    profile.target = *target;
    const auto method = authFromCode(parser.value(auth));
    if (!method) {
        out.error(ProfileCommands::tr("--auth must be key, agent or password"));
        return ExitUsage;
    }
    profile.auth = *method;
    if (parser.isSet(offer)) {
        if (!loadCatalogs(out).offer(parser.value(offer))) {
            out.error(
                ProfileCommands::tr("unknown offer '%1' (see gpuplanner-cli catalog list)").arg(parser.value(offer)));
            return ExitUsage;
        }
        profile.offerId = parser.value(offer);
    }
    if (Status s = store.save(profile); !s.ok()) {
        out.error(s.error().message);
        return ExitFailure;
    }
    out.line(ProfileCommands::tr("Profile %1 saved: %2.").arg(profile.name, profile.target.display()));
    return ExitOk;
}

} // namespace

CliCommand profileCommand()
{
    return CliCommand{
        QStringLiteral("profile"),
        [] { return ProfileCommands::tr("Saved host profiles for remote --profile: add, list, remove."); }, runProfile,
        help, QStringList{QStringLiteral("add"), QStringLiteral("list"), QStringLiteral("remove")} + secretActions()};
}

} // namespace gp::cli
