#include "app/cli/ProviderInstances.h"

#include "app/cli/CliCommand.h"
#include "app/cli/CliOutput.h"
#include "app/cli/support/CliSupport.h"
#include "app/cli/support/ProviderAccess.h"
#include "core/plan/PlanFile.h"
#include "core/providers/ProviderLaunch.h"
#include "core/secrets/SecretStore.h"

#include <QDateTime>
#include <QFileInfo>
#include <QJsonObject>

#include <algorithm>

namespace gp::cli {

namespace {

// The profile a command names, launched through a provider's API, with an adapter ready to call it.
struct Launched
{
    HostProfile profile;
    std::unique_ptr<CloudProvider> provider;
};

std::optional<Launched> openLaunched(const QString& name, CliOutput& out, int& exitCode)
{
    const Result<HostProfile> profile = HostProfileStore().find(name);
    if (!profile.ok()) {
        out.error(profile.error().message);
        exitCode = ExitUsage;
        return std::nullopt;
    }
    if (!profile->launched()) {
        out.error(
            ProviderCommands::tr("profile %1 was not launched through a provider's API (provider launch)").arg(name));
        exitCode = ExitUsage;
        return std::nullopt;
    }
    const Result<QByteArray> key = ProviderLaunch::profileToken(*profile);
    if (!key.ok()) {
        out.error(key.error().message);
        exitCode = ExitFailure;
        return std::nullopt;
    }
    std::unique_ptr<CloudProvider> provider = openProvider(profile->providerId, *key, out);
    if (!provider) {
        exitCode = ExitUsage;
        return std::nullopt;
    }
    return Launched{*profile, std::move(provider)};
}

// Appends a billed-rate check to a plan file; the plan is written only whole (PlanFile::save).
Status recordRate(const QString& planPath, const BilledRate& rate)
{
    Result<Plan> plan = PlanFile::load(planPath);
    if (!plan.ok())
        return plan.error();
    plan.value().billedRates << rate;
    return PlanFile::save(plan.value(), planPath);
}

} // namespace

int providerRate(const QString& name, const QString& planPath, bool json, CliOutput& out)
{
    int exitCode = ExitOk;
    std::optional<Launched> l = openLaunched(name, out, exitCode);
    if (!l)
        return exitCode;
    const PriceCatalog catalog = loadCatalogs(out);
    const Result<BilledRate> checked = ProviderLaunch::checkRate(*l->provider, l->profile, catalog);
    if (!checked.ok()) {
        out.error(checked.error().message);
        return ExitFailure;
    }
    const ExchangeRate fx = catalog.exchangeRate().rate();
    if (!planPath.isEmpty())
        if (Status s = recordRate(planPath, *checked); !s.ok()) {
            out.error(s.error().message);
            return ExitFailure;
        }
    if (json) {
        QJsonObject o = checked->toJson();
        const std::optional<double> d = checked->difference(fx);
        o.insert(QStringLiteral("difference"), d ? QJsonValue(*d) : QJsonValue());
        o.insert(QStringLiteral("differs"), checked->differs(fx));
        out.json(o);
    } else {
        (checked->differs(fx) ? out.warning(checked->describe(fx)) : out.line(checked->describe(fx)));
    }
    return ExitOk;
}

int providerLaunch(const QString& providerId, const QCommandLineParser& parser, CliOutput& out)
{
    if (!knownApi(providerId, out))
        return ExitUsage;
    if (!parser.isSet(QStringLiteral("offer"))) {
        out.error(
            ProviderCommands::tr("say what to launch: --offer ID (provider offers %1 lists them)").arg(providerId));
        return ExitUsage;
    }
    const auto number = [&](const QString& name, int fallback, int low, int high, int& value) {
        if (!parser.isSet(name)) {
            value = fallback;
            return true;
        }
        bool ok = false;
        value = parser.value(name).toInt(&ok);
        if (ok && value >= low && value <= high)
            return true;
        out.error(ProviderCommands::tr("--%1 takes a whole number from %2 to %3").arg(name).arg(low).arg(high));
        return false;
    };
    int count = 0, disk = 0, wait = 0;
    if (!number(QStringLiteral("count"), 0, 1, 64, count) || !number(QStringLiteral("disk"), 50, 10, 10000, disk) ||
        !number(QStringLiteral("wait"), 900, 10, 86400, wait))
        return ExitUsage;
    // A provider that signs in with its own password (AutoDL) needs no key.
    const bool password = providerApi(providerId)->signsInWithPassword;
    const QString keyFile = parser.isSet(QStringLiteral("key")) ? parser.value(QStringLiteral("key"))
                            : password                          ? QString()
                                                                : ProviderLaunch::defaultKeyFile();
    if (keyFile.isEmpty() && !password) {
        out.error(
            ProviderCommands::tr("no SSH key found in ~/.ssh: give one with --key FILE (its FILE.pub is installed)"));
        return ExitUsage;
    }
    const QString planPath = parser.value(QStringLiteral("plan"));
    if (!planPath.isEmpty())
        if (const Result<Plan> plan = PlanFile::load(planPath); !plan.ok()) {
            out.error(plan.error().message);
            return ExitUsage;
        }
    int exitCode = ExitOk;
    const std::unique_ptr<CloudProvider> provider = openAccount(providerId, out, exitCode);
    if (!provider)
        return exitCode;
    const Result<QList<LiveOffer>> all = provider->offers();
    if (!all.ok()) {
        out.error(all.error().message);
        return ExitFailure;
    }
    const QString offerId = parser.value(QStringLiteral("offer"));
    const auto found = std::find_if(all->begin(), all->end(), [&](const LiveOffer& l) { return l.id == offerId; });
    if (found == all->end()) {
        out.error(ProviderCommands::tr("%1 offers no '%2' now (provider offers %3 lists what it does)")
                      .arg(provider->name(), offerId, providerId));
        return ExitFailure;
    }
    const PriceCatalog catalog = loadCatalogs(out);
    const Result<LaunchQuote> quote = ProviderLaunch::quote(providerId, *found, count, catalog);
    if (!quote.ok()) {
        out.error(quote.error().message);
        return ExitUsage;
    }
    const bool json = parser.isSet(QStringLiteral("json"));
    if (!confirmed(ProviderCommands::tr("Launch %1? It bills from now until released.").arg(quote->describe()),
                   parser.isSet(QStringLiteral("yes")), out))
        return ExitFailure;
    LaunchRequest request;
    request.name = parser.isSet(QStringLiteral("name")) ? parser.value(QStringLiteral("name"))
                                                        : ProviderLaunch::defaultName(QDateTime::currentDateTimeUtc());
    request.image = parser.value(QStringLiteral("image"));
    request.diskGb = disk;
    request.region = parser.value(QStringLiteral("region"));
    const Result<HostProfile> profile = ProviderLaunch::launch(
        *provider, *quote, request, keyFile.isEmpty() ? QString() : QFileInfo(keyFile).absoluteFilePath(),
        HostProfileStore(), wait * 1000, [&](const QString& text) { out.passThrough(text + QLatin1Char('\n'), true); });
    if (!profile.ok()) {
        out.error(profile.error().message);
        // Created but not reached: a script still learns which billed profile exists.
        if (const Result<HostProfile> saved = HostProfileStore().find(request.name);
            json && saved.ok() && saved->launched()) {
            QJsonObject o = hostProfileJson(*saved);
            o.insert(QStringLiteral("error"), profile.error().message);
            out.json(o);
        }
        return ExitFailure;
    }
    if (!planPath.isEmpty()) {
        const Result<BilledRate> checked = ProviderLaunch::checkRate(*provider, *profile, catalog);
        if (checked.ok()) {
            const ExchangeRate fx = catalog.exchangeRate().rate();
            if (checked->differs(fx))
                out.warning(checked->describe(fx));
            if (Status s = recordRate(planPath, *checked); !s.ok())
                out.warning(s.error().message);
        } else {
            out.warning(checked.error().message);
        }
    }
    if (json)
        out.json(hostProfileJson(*profile));
    else
        out.line(ProviderCommands::tr("Launched %1 as profile %2: %3. 'remote --profile %2 smoke-test' checks it.")
                     .arg(profile->instanceId, profile->name, profile->target.display()));
    return ExitOk;
}

int providerLifecycle(const QString& action, const QString& name, bool yes, CliOutput& out)
{
    int exitCode = ExitOk;
    std::optional<Launched> l = openLaunched(name, out, exitCode);
    if (!l)
        return exitCode;
    CloudProvider& provider = *l->provider;
    if (action == QLatin1String("stop")) {
        if (Status s = provider.stop(l->profile.instanceId); !s.ok()) {
            out.error(s.error().message);
            return ExitFailure;
        }
        out.line(
            ProviderCommands::tr("%1 instance %2 (%3) is stopping.").arg(provider.name(), l->profile.instanceId, name));
        return ExitOk;
    }
    if (action == QLatin1String("start")) {
        // Still starting (a launch that timed out waiting) or running: only the wait is left.
        const Result<CloudInstance> now = provider.instance(l->profile.instanceId);
        if (!now.ok()) {
            out.error(now.error().message);
            return ExitFailure;
        }
        if (now->state != CloudInstance::State::Starting && now->state != CloudInstance::State::Running)
            if (Status s = provider.start(l->profile.instanceId); !s.ok()) {
                out.error(s.error().message);
                return ExitFailure;
            }
        // An instance may come back at another address (a dynamic IP, another port mapping).
        const Result<CloudInstance> up = provider.waitUntilReachable(l->profile.instanceId, 900000);
        if (up.ok()) {
            QString problem;
            if (ProviderLaunch::adoptAddress(l->profile, *up, &problem))
                if (Status s = HostProfileStore().save(l->profile); !s.ok())
                    out.warning(s.error().message);
            if (!problem.isEmpty())
                out.warning(problem);
        }
        if (!up.ok()) {
            out.error(up.error().message);
            return ExitFailure;
        }
        out.line(ProviderCommands::tr("%1 instance %2 (%3) is running: %4.")
                     .arg(provider.name(), l->profile.instanceId, name, l->profile.target.display()));
        return ExitOk;
    }
    // release: say what it has cost so far, at the rate confirmed at launch.
    const QString cost = ProviderLaunch::costSinceLaunch(l->profile, QDateTime::currentDateTimeUtc());
    if (!confirmed(ProviderCommands::tr("Release %1 instance %2 (%3)? Its disk and data are deleted. %4")
                       .arg(provider.name(), l->profile.instanceId, name, cost),
                   yes, out))
        return ExitFailure;
    if (Status s = provider.release(l->profile.instanceId); !s.ok()) {
        out.error(s.error().message);
        return ExitFailure;
    }
    // The instance is gone: so are its profile and secrets, so that nothing connects to a stranger at that address.
    if (Status s = HostProfileStore().remove(name); !s.ok())
        out.warning(s.error().message);
    SecretStore::forgetProfile(name);
    out.line(ProviderCommands::tr("%1 instance %2 is released and profile %3 removed.")
                 .arg(provider.name(), l->profile.instanceId, name));
    return ExitOk;
}

} // namespace gp::cli
