#include "app/cli/ProfileCommands.h"

#include "app/cli/CliOutput.h"
#include "app/cli/TerminalSecret.h"
#include "app/cli/support/CliSupport.h"
#include "core/catalog/UserCatalogStore.h"
#include "core/hosts/HostProfiles.h"
#include "core/secrets/SecretStore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

#include <optional>

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

struct ProfileOptions
{
    QCommandLineOption ssh{QStringLiteral("ssh"), QString(), QStringLiteral("command")};
    QCommandLineOption auth{QStringLiteral("auth"), QString(), QStringLiteral("method"), QStringLiteral("key")};
    QCommandLineOption offer{QStringLiteral("offer"), QString(), QStringLiteral("id")};
    QCommandLineOption json{QStringLiteral("json")};
};

int listProfiles(const HostProfileStore& store, const QStringList& names, bool json, CliOutput& out)
{
    if (!names.isEmpty()) {
        out.error(ProfileCommands::tr("unexpected argument '%1'").arg(names.first()));
        return ExitUsage;
    }
    const Result<QList<HostProfile>> profiles = store.load();
    if (!profiles.ok()) {
        out.error(profiles.error().message);
        return ExitFailure;
    }
    if (json) {
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

// One kind of secret of one profile: where the keychain keeps it and what is said about it.
struct SecretWording
{
    QString key, prompt, stored, removed;
};

// password: the host's; passphrase: the profile's key file (shared by every profile that uses the key); token: the
// provider's API token, for a guard whose release command stops the instance through that API. Nothing for a
// passphrase of a profile without a key file, said.
std::optional<SecretWording> secretWording(const QString& what, const HostProfile& profile, CliOutput& out)
{
    SecretWording w;
    if (what == QLatin1String("password")) {
        w.key = SecretStore::hostPasswordKey(profile.name);
        w.prompt = ProfileCommands::tr("Password for %1: ").arg(profile.target.display());
        w.stored = ProfileCommands::tr("The password of %1 is in the system keychain.").arg(profile.name);
        w.removed = ProfileCommands::tr("The password of %1 is removed from the keychain.").arg(profile.name);
    } else if (what == QLatin1String("passphrase")) {
        if (profile.target.keyFile.isEmpty()) {
            out.error(ProfileCommands::tr("the profile %1 has no key file (add it with -i KEY)").arg(profile.name));
            return std::nullopt;
        }
        w.key = SecretStore::keyPassphraseKey(profile.target.keyFile);
        w.prompt = ProfileCommands::tr("Passphrase for %1: ").arg(profile.target.keyFile);
        w.stored = ProfileCommands::tr("The passphrase of %1 is in the system keychain.").arg(profile.target.keyFile);
        w.removed =
            ProfileCommands::tr("The passphrase of %1 is removed from the keychain.").arg(profile.target.keyFile);
    } else {
        w.key = SecretStore::providerTokenKey(profile.name);
        w.prompt = ProfileCommands::tr("Provider API token for %1: ").arg(profile.name);
        w.stored = ProfileCommands::tr("The provider token of %1 is in the system keychain; guards installed from "
                                       "this profile can use it as $GP_PROVIDER_TOKEN.")
                       .arg(profile.name);
        w.removed = ProfileCommands::tr("The provider token of %1 is removed from the keychain.").arg(profile.name);
    }
    return w;
}

int forgetSecret(const HostProfile& profile, const SecretWording& w, CliOutput& out)
{
    const Result<std::optional<QByteArray>> present = SecretStore::read(w.key);
    if (present.ok() && !present->has_value()) {
        out.line(ProfileCommands::tr("Nothing of that kind is stored for %1; nothing was removed.").arg(profile.name));
        return ExitOk;
    }
    if (Status s = SecretStore::remove(w.key); !s.ok()) {
        out.error(s.error().message);
        return ExitFailure;
    }
    out.line(w.removed);
    return ExitOk;
}

// Read at the terminal without echo (or piped in), never from the command line.
int storeSecret(const SecretWording& w, CliOutput& out)
{
    const auto refusal = [](const QByteArray& secret, bool tooLong) {
        if (tooLong)
            return ProfileCommands::tr("what was piped in is over 64 KiB: not a password or token; nothing stored");
        return secret.isEmpty() ? ProfileCommands::tr("nothing given (type it at the prompt, or pipe it in)")
                                : QString();
    };
    return storeSecretFromTerminal(w.prompt, w.key, refusal, w.stored, out);
}

// set-password, forget-passphrase, …: ACTION is "set" or "forget", a dash, and the kind of secret.
int secretAction(const QString& action, const QString& name, const HostProfileStore& store, CliOutput& out)
{
    const Result<HostProfile> profile = store.find(name);
    if (!profile.ok()) {
        out.error(profile.error().message);
        return ExitFailure;
    }
    const std::optional<SecretWording> wording = secretWording(action.section(QLatin1Char('-'), 1), *profile, out);
    if (!wording)
        return ExitUsage;
    if (action.startsWith(QLatin1String("forget-")))
        return forgetSecret(*profile, *wording, out);
    return storeSecret(*wording, out);
}

int removeProfile(const QString& name, const HostProfileStore& store, CliOutput& out)
{
    if (Status s = store.remove(name); !s.ok()) {
        out.error(s.error().message);
        return ExitFailure;
    }
    SecretStore::forgetProfile(name);
    out.line(ProfileCommands::tr("Profile %1 removed.").arg(name));
    return ExitOk;
}

int addProfile(const QCommandLineParser& parser,
               const ProfileOptions& o,
               const QString& name,
               const HostProfileStore& store,
               CliOutput& out)
{
    if (!parser.isSet(o.ssh)) {
        out.error(ProfileCommands::tr("say where it is: --ssh \"ssh -p PORT root@host\""));
        return ExitUsage;
    }
    HostProfile profile;
    profile.name = name;
    const Result<SshTarget> target = SshTarget::parseCommand(parser.value(o.ssh));
    if (!target.ok()) {
        out.error(target.error().message);
        return ExitUsage;
    }
    profile.target = *target;
    const auto method = authFromCode(parser.value(o.auth));
    if (!method) {
        out.error(ProfileCommands::tr("--auth must be key, agent or password"));
        return ExitUsage;
    }
    profile.auth = *method;
    if (parser.isSet(o.offer)) {
        if (!loadCatalogs(out).offer(parser.value(o.offer))) {
            out.error(
                ProfileCommands::tr("unknown offer '%1' (see gpuplanner-cli catalog list)").arg(parser.value(o.offer)));
            return ExitUsage;
        }
        profile.offerId = parser.value(o.offer);
    }
    if (Status s = store.save(profile); !s.ok()) {
        out.error(s.error().message);
        return ExitFailure;
    }
    out.line(ProfileCommands::tr("Profile %1 saved: %2.").arg(profile.name, profile.target.display()));
    return ExitOk;
}

int runProfile(const QStringList& args, CliOutput& out)
{
    const QString action = args.value(0);
    QCommandLineParser parser;
    const ProfileOptions o;
    const QStringList secretActions = cli::secretActions();
    const bool nameOnly = action == QLatin1String("remove") || secretActions.contains(action);
    if (action == QLatin1String("add"))
        parser.addOptions({o.ssh, o.auth, o.offer});
    else if (action == QLatin1String("list"))
        parser.addOption(o.json);
    else if (!nameOnly) {
        out.error(usage());
        return ExitUsage;
    }
    if (!parseCommandLine(parser, args.mid(1), QStringLiteral("profile ") + action, out, true))
        return ExitUsage;
    const HostProfileStore store;
    const QStringList names = parser.positionalArguments();
    if (action == QLatin1String("list"))
        return listProfiles(store, names, parser.isSet(o.json), out);
    if (names.size() != 1) {
        out.error(ProfileCommands::tr("give exactly one profile name"));
        return ExitUsage;
    }
    if (secretActions.contains(action))
        return secretAction(action, names.first(), store, out);
    if (action == QLatin1String("remove"))
        return removeProfile(names.first(), store, out);
    return addProfile(parser, o, names.first(), store, out);
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
