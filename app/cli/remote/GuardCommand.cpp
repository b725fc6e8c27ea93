// remote … guard: a watchdog on the instance that stops or releases it after the longest run or when idle.
#include "app/cli/CliOutput.h"
#include "app/cli/remote/RemoteSubcommands.h"
#include "app/cli/remote/RemoteSupport.h"
#include "app/cli/support/CliSupport.h"
#include "core/hosts/HostProfiles.h"
#include "core/jobs/Guard.h"
#include "core/notify/WebhookBook.h"
#include "core/providers/CloudProvider.h"
#include "core/providers/ProviderLaunch.h"
#include "core/secrets/SecretStore.h"

#include <QJsonObject>

#include <algorithm>
#include <utility>

namespace gp::cli {

QString guardUsage()
{
    return RemoteCommands::tr(
        "usage: gpuplanner-cli remote … guard install [--max-runtime DURATION] [--idle DURATION] "
        "[--idle-util PERCENT] [--release-command CMD | --provider-action stop|release] [--check-every DURATION] "
        "| guard show [--json] "
        "| guard remove");
}

namespace {

struct GuardOptions
{
    QCommandLineOption maxRuntime{QStringLiteral("max-runtime"), QString(), QStringLiteral("duration")};
    QCommandLineOption idle{QStringLiteral("idle"), QString(), QStringLiteral("duration")};
    QCommandLineOption idleUtil{QStringLiteral("idle-util"), QString(), QStringLiteral("percent")};
    QCommandLineOption release{QStringLiteral("release-command"), QString(), QStringLiteral("command")};
    QCommandLineOption every{QStringLiteral("check-every"), QString(), QStringLiteral("duration")};
    QCommandLineOption json{QStringLiteral("json")};
    QCommandLineOption providerAction{QStringLiteral("provider-action"), QString(), QStringLiteral("stop|release")};
};

// What `guard install` puts on the instance, read before connecting.
struct GuardInstall
{
    GuardSettings settings;
    bool viaProvider = false; // the guard stops or releases the instance through its provider's API
};

// When the guard fires: the durations and the idle threshold.
int readLimits(const QCommandLineParser& parser, const GuardOptions& g, GuardSettings& settings, CliOutput& out)
{
    const auto duration = [&](const QCommandLineOption& o, qint64& target) {
        if (!parser.isSet(o))
            return true;
        const auto d = parseDuration(parser.value(o));
        if (!d) {
            out.error(RemoteCommands::tr("--%1 takes a duration such as 8h, 30m, 90s or 2h30m, not '%2'")
                          .arg(o.names().first(), parser.value(o)));
            return false;
        }
        target = *d;
        return true;
    };
    if (!duration(g.maxRuntime, settings.maxRuntimeSeconds) || !duration(g.idle, settings.idleSeconds) ||
        !duration(g.every, settings.checkEverySeconds))
        return ExitUsage;
    if (parser.isSet(g.idleUtil)) {
        bool ok = false;
        settings.idleUtilPercent = parser.value(g.idleUtil).toInt(&ok);
        if (!ok || settings.idleUtilPercent < 1 || settings.idleUtilPercent > 100) {
            out.error(RemoteCommands::tr("--idle-util takes a percentage from 1 to 100"));
            return ExitUsage;
        }
    }
    return ExitOk;
}

// Launched through a provider's API: the guard stops (or releases) it through that API, which is what ends the bill;
// a shutdown inside a container often does not.
int releaseThroughProvider(const QCommandLineParser& parser,
                           const GuardOptions& g,
                           const HostProfile& profile,
                           GuardInstall& install,
                           CliOutput& out)
{
    std::optional<ProviderAction> wanted;
    if (parser.isSet(g.providerAction)) {
        wanted = providerActionFromCode(parser.value(g.providerAction));
        if (wanted != ProviderAction::Stop && wanted != ProviderAction::Release) {
            out.error(RemoteCommands::tr("--provider-action takes stop or release"));
            return ExitUsage;
        }
    }
    const Result<ProviderEndpoint> endpoint = ProviderEndpoint::fromEnvironment();
    if (!endpoint.ok()) {
        out.error(endpoint.error().message);
        return ExitUsage;
    }
    const Result<ProviderGuardPlan> plan = ProviderGuard::plan(profile, wanted, loadCatalogs(out), *endpoint);
    if (!plan.ok()) {
        out.error(plan.error().message);
        return ExitUsage;
    }
    install.settings.releaseCommand = plan->command;
    install.viaProvider = true;
    out.line(plan->says);
    return ExitOk;
}

// What the guard runs when it fires: the command given, else the provider's API for a launched profile.
int readRelease(const QCommandLineParser& parser,
                const GuardOptions& g,
                const Remote& remote,
                GuardInstall& install,
                CliOutput& out)
{
    if (parser.isSet(g.release) && parser.isSet(g.providerAction)) {
        out.error(RemoteCommands::tr("give --release-command or --provider-action, not both"));
        return ExitUsage;
    }
    if (parser.isSet(g.release)) {
        install.settings.releaseCommand = parser.value(g.release);
        return ExitOk;
    }
    const Result<HostProfile> profile =
        remote.profile.isEmpty() ? Result<HostProfile>(Error{}) : HostProfileStore().find(remote.profile);
    if (profile.ok() && profile->launched())
        return releaseThroughProvider(parser, g, *profile, install, out);
    if (parser.isSet(g.providerAction)) {
        out.error(RemoteCommands::tr("--provider-action needs a profile launched through a provider's API "
                                     "(provider launch)"));
        return ExitUsage;
    }
    return ExitOk;
}

int readInstall(const QCommandLineParser& parser,
                const GuardOptions& g,
                const Remote& remote,
                GuardInstall& install,
                CliOutput& out)
{
    if (const int code = readLimits(parser, g, install.settings, out); code != ExitOk)
        return code;
    if (const int code = readRelease(parser, g, remote, install, out); code != ExitOk)
        return code;
    if (install.settings.maxRuntimeSeconds <= 0 && install.settings.idleSeconds <= 0) {
        out.error(RemoteCommands::tr("give --max-runtime, --idle or both"));
        return ExitUsage;
    }
    install.settings.checkEverySeconds = std::max<qint64>(1, install.settings.checkEverySeconds);
    return ExitOk;
}

// A profile's own provider token (profile set-token; a launch's key for that instance alone) goes along for a release
// command that calls the provider. The account's token only when the guard stops the instance through the API, and
// said so: whoever is root on the instance can read it.
void addProviderToken(const Remote& remote, GuardInstall& install, CliOutput& out)
{
    if (remote.profile.isEmpty())
        return;
    const Result<HostProfile> profile = HostProfileStore().find(remote.profile);
    const QStringList keys = SecretStore::providerTokenKeys(
        remote.profile, install.viaProvider && profile.ok() ? profile->providerId : QString());
    for (const QString& key : keys) {
        const Result<std::optional<QByteArray>> token = SecretStore::read(key);
        if (token.ok() && token->has_value() && !(*token)->isEmpty()) {
            install.settings.providerToken = **token;
            if (key != keys.first())
                out.warning(Guard::accountTokenNotice(providerDisplayName(profile->providerId)));
            break;
        }
    }
}

int installGuard(SshSession& session, const Remote& remote, GuardInstall& install, CliOutput& out)
{
    GuardSettings& settings = install.settings;
    addProviderToken(remote, install, out);
    if (install.viaProvider && settings.providerToken.isEmpty()) {
        out.error(RemoteCommands::tr("no API token to stop the instance with: run 'provider set-token' first"));
        return ExitFailure;
    }
    // The webhooks that want guard.fired (notify add) are told from the instance when it fires.
    GuardNoticeSet notices = WebhookBook().guardNotices(remote.where(), settings.releaseCommand, &SecretStore::read);
    for (const QString& problem : notices.problems)
        out.warning(problem);
    settings.notices = std::move(notices.notices); // one copy of the secrets, cleared below
    const Status installed = Guard::install(session, settings);
    settings.providerToken.fill('\0');
    settings.notices.fill('\0');
    if (Status s = installed; !s.ok()) {
        out.error(s.error().message);
        return ExitFailure;
    }
    // One arg() call: a "%2F" in a release command (a URL) must stay as written.
    const QString runtime =
        settings.maxRuntimeSeconds > 0 ? RemoteCommands::tr(" after %1 s").arg(settings.maxRuntimeSeconds) : QString();
    const QString idle = settings.idleSeconds > 0
                             ? RemoteCommands::tr(" or after %1 s with GPUs below %2 % and no SSH session")
                                   .arg(settings.idleSeconds)
                                   .arg(settings.idleUtilPercent)
                             : QString();
    out.line(RemoteCommands::tr("Guard installed on %1: it runs \"%2\"%3%4.")
                 .arg(remote.target.display(), settings.releaseCommand, runtime, idle));
    if (!notices.webhooks.isEmpty())
        out.line(RemoteCommands::tr("When it fires, it tells: %1.").arg(notices.webhooks.join(QStringLiteral(", "))));
    return ExitOk;
}

int removeGuard(SshSession& session, const Remote& remote, CliOutput& out)
{
    if (Status s = Guard::remove(session); !s.ok()) {
        out.error(s.error().message);
        return ExitFailure;
    }
    out.line(RemoteCommands::tr("Guard removed from %1.").arg(remote.target.display()));
    return ExitOk;
}

int showGuard(SshSession& session, const Remote& remote, bool json, CliOutput& out)
{
    const Result<GuardStatus> status = Guard::show(session);
    if (!status.ok()) {
        out.error(status.error().message);
        return ExitFailure;
    }
    if (json) {
        QJsonObject o;
        o.insert(QStringLiteral("installed"), status->installed);
        o.insert(QStringLiteral("running"), status->running);
        QJsonObject settingsJson;
        for (auto it = status->settings.cbegin(); it != status->settings.cend(); ++it)
            settingsJson.insert(it.key(), it.value());
        o.insert(QStringLiteral("settings"), settingsJson);
        o.insert(QStringLiteral("log"), status->log);
        out.json(o);
        return ExitOk;
    }
    if (!status->installed) {
        out.line(RemoteCommands::tr("No guard is installed on %1.").arg(remote.target.display()));
        return ExitOk;
    }
    out.line(status->running
                 ? RemoteCommands::tr("The guard is running on %1.").arg(remote.target.display())
                 : RemoteCommands::tr("The guard is installed on %1 but not running.").arg(remote.target.display()));
    for (auto it = status->settings.cbegin(); it != status->settings.cend(); ++it)
        out.line(QStringLiteral("  %1 = %2").arg(it.key(), it.value()));
    if (!status->log.isEmpty())
        out.line(status->log);
    return ExitOk;
}

} // namespace

int remoteGuard(const Remote& remote, const QStringList& args, CliOutput& out)
{
    const QString action = args.value(0);
    const bool installing = action == QLatin1String("install");
    QCommandLineParser parser;
    const GuardOptions g;
    if (installing)
        parser.addOptions({g.maxRuntime, g.idle, g.idleUtil, g.release, g.every, g.providerAction});
    else if (action == QLatin1String("show"))
        parser.addOption(g.json);
    else if (action != QLatin1String("remove")) {
        out.error(guardUsage());
        return ExitUsage;
    }
    if (!parseCommandLine(parser, args.mid(1), QStringLiteral("remote guard ") + action, out))
        return ExitUsage;
    GuardInstall install;
    if (const int code = installing ? readInstall(parser, g, remote, install, out) : ExitOk; code != ExitOk)
        return code;
    Connection c = connect(remote, out);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    if (installing)
        return installGuard(*c.session, remote, install, out);
    if (action == QLatin1String("remove"))
        return removeGuard(*c.session, remote, out);
    return showGuard(*c.session, remote, parser.isSet(g.json), out);
}

} // namespace gp::cli
