#include "app/cli/ProviderCommands.h"

#include "app/cli/CatalogCommands.h"
#include "app/cli/CliOutput.h"
#include "app/cli/EstimatorCommands.h"
#include "app/cli/TerminalSecret.h"
#include "core/catalog/UserCatalogStore.h"
#include "core/plan/PlanFile.h"
#include "core/providers/ProviderLaunch.h"
#include "core/secrets/SecretStore.h"

#include <QCommandLineParser>
#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QTextStream>

#include <unistd.h>

namespace gp::cli {

class ProviderCommands
{
    Q_DECLARE_TR_FUNCTIONS(gp::cli::ProviderCommands)
};

namespace {

QString usage()
{
    return ProviderCommands::tr(
        "usage: gpuplanner-cli provider list [--json] | provider set-token|forget-token PROVIDER | "
        "provider offers PROVIDER [--gpu ID] [--save] [--json] | "
        "provider launch PROVIDER --offer ID [--count N] [--name NAME] [--key FILE] [--image IMAGE] [--disk GB] "
        "[--region REGION] [--wait SECONDS] [--plan PLAN.json] [--yes] [--json] | "
        "provider stop|start|release PROFILE [--yes] | provider rate PROFILE [--plan PLAN.json] [--json]");
}

QStringList actions()
{
    return {QStringLiteral("list"),   QStringLiteral("set-token"), QStringLiteral("forget-token"),
            QStringLiteral("offers"), QStringLiteral("launch"),    QStringLiteral("stop"),
            QStringLiteral("start"),  QStringLiteral("release"),   QStringLiteral("rate")};
}

QString help()
{
    return usage() + QLatin1Char('\n') +
           ProviderCommands::tr("PROVIDER is one of: %1. Its API token is read at the terminal without echo (or "
                                "piped in) by set-token and kept in the system keychain. launch saves a host profile "
                                "named after the instance; stop, start, release and rate take that PROFILE.")
               .arg(providerApiIds().join(QStringLiteral(", ")));
}

// An adapter for a provider id the user typed, with the token from the keychain; an error printed otherwise.
std::unique_ptr<CloudProvider> open(const QString& providerId, const QByteArray& token, CliOutput& out)
{
    const Result<ProviderEndpoint> endpoint = ProviderEndpoint::fromEnvironment();
    if (!endpoint.ok()) {
        out.error(endpoint.error().message);
        return nullptr;
    }
    return makeCloudProvider(providerId, token, *endpoint);
}

// An adapter with the account's token from the keychain; nothing (and the exit code set) after a printed error.
std::unique_ptr<CloudProvider> openAccount(const QString& providerId, CliOutput& out, int& exitCode)
{
    const Result<QByteArray> key = ProviderLaunch::accountToken(providerId);
    if (!key.ok()) {
        out.error(key.error().message);
        exitCode = ExitFailure;
        return nullptr;
    }
    std::unique_ptr<CloudProvider> provider = open(providerId, *key, out);
    if (!provider)
        exitCode = ExitUsage;
    return provider;
}

bool knownApi(const QString& providerId, CliOutput& out)
{
    if (providerApi(providerId))
        return true;
    out.error(ProviderCommands::tr("no adapter for provider '%1' (there are: %2; 'provider list' shows all)")
                  .arg(providerId, providerApiIds().join(QStringLiteral(", "))));
    return false;
}

// Asks at the terminal; without one, only --yes says yes.
bool confirmed(const QString& question, bool yes, CliOutput& out)
{
    if (yes)
        return true;
    if (!isatty(STDIN_FILENO)) {
        out.error(ProviderCommands::tr("%1 Not asked without a terminal: add --yes.").arg(question));
        return false;
    }
    out.flush();
    QTextStream err(stderr);
    err << question << ProviderCommands::tr(" [y/N] ") << Qt::flush;
    QTextStream in(stdin);
    const QString answer = in.readLine().trimmed().toLower();
    return answer == QLatin1String("y") || answer == QLatin1String("yes") || answer == QStringLiteral("是");
}

int list(bool json, CliOutput& out)
{
    QJsonArray rows;
    QList<QStringList> table;
    for (const Provider& p : PriceCatalog::builtIn().providers()) {
        const ProviderApiInfo* api = providerApi(p.id);
        const QStringList actions = api ? providerActionCodes(api->actions) : QStringList();
        rows.append(QJsonObject{{QStringLiteral("id"), p.id},
                                {QStringLiteral("name"), p.name},
                                {QStringLiteral("api"), api != nullptr},
                                {QStringLiteral("actions"), QJsonArray::fromStringList(actions)}});
        table << QStringList{p.id, p.displayName(), api ? ProviderCommands::tr("yes") : ProviderCommands::tr("no"),
                             actions.join(QStringLiteral(", "))};
    }
    if (json)
        out.json(rows);
    else
        out.table({ProviderCommands::tr("Id"), ProviderCommands::tr("Name"), ProviderCommands::tr("API"),
                   ProviderCommands::tr("Actions")},
                  table);
    return ExitOk;
}

int token(const QString& action, const QString& providerId, CliOutput& out)
{
    const QString key = SecretStore::providerAccountTokenKey(providerId);
    if (action == QLatin1String("forget-token")) {
        if (Status s = SecretStore::remove(key); !s.ok()) {
            out.error(s.error().message);
            return ExitFailure;
        }
        out.line(ProviderCommands::tr("The API token for %1 is removed from the keychain.").arg(providerId));
        return ExitOk;
    }
    bool tooLong = false;
    QByteArray secret = readSecret(ProviderCommands::tr("API token for %1: ").arg(providerId), &tooLong);
    if (tooLong || secret.isEmpty() || secret.contains('\n') || secret.contains('"')) {
        secret.fill('\0');
        out.error(ProviderCommands::tr("give one line without quotes (type it at the prompt, or pipe it in)"));
        return ExitUsage;
    }
    const Status written = SecretStore::write(key, secret);
    secret.fill('\0');
    if (!written.ok()) {
        out.error(written.error().message);
        return ExitFailure;
    }
    out.line(ProviderCommands::tr("The API token for %1 is in the system keychain.").arg(providerId));
    return ExitOk;
}

int offers(const QString& providerId, const QString& gpu, bool save, bool json, CliOutput& out)
{
    int exitCode = ExitOk;
    const std::unique_ptr<CloudProvider> provider = openAccount(providerId, out, exitCode);
    if (!provider)
        return exitCode;
    const Result<QList<LiveOffer>> all = provider->offers();
    if (!all.ok()) {
        out.error(all.error().message);
        return ExitFailure;
    }
    const PriceCatalog catalog = loadCatalogs(out);
    QJsonArray rows;
    QList<QStringList> table;
    int saved = 0;
    // An API without prices (AutoDL, Paperspace) offers at the catalog's own: never saved back as if seen.
    const bool observed = provider->info().listsPrices;
    QSet<QString> savedFor; // offers come cheapest first: the first price seen for a catalog offer is the one kept
    for (const LiveOffer& o : *all) {
        if (!gpu.isEmpty() && o.gpuId != gpu)
            continue;
        const Result<LaunchQuote> q = ProviderLaunch::quote(providerId, o, o.gpuCount, catalog);
        const std::optional<Offer> linked = q.ok() ? q->catalog : std::nullopt;
        QJsonObject row = o.toJson();
        row.insert(QStringLiteral("catalog_offer"), linked ? QJsonValue(linked->id) : QJsonValue());
        rows.append(row);
        table << QStringList{o.id,
                             o.gpuId.isEmpty() ? o.gpuName : o.gpuId,
                             QString::number(o.gpuCount),
                             ExchangeRate::format(o.price.money(), 3),
                             o.available ? ProviderCommands::tr("yes") : ProviderCommands::tr("no"),
                             linked ? linked->id : QString()};
        // The price the API shows now, as an observed price of the catalog offer it is (it wins from now on).
        if (save && observed && linked && o.available && !savedFor.contains(linked->id)) {
            savedFor.insert(linked->id);
            if (Status s = UserCatalogStore().setPrice(providerId, linked->id, o.price); !s.ok()) {
                out.error(s.error().message);
                return ExitFailure;
            }
            ++saved;
        }
    }
    if (json) {
        out.json(QJsonObject{{QStringLiteral("provider"), providerId},
                             {QStringLiteral("retrieved"), QDate::currentDate().toString(Qt::ISODate)},
                             {QStringLiteral("offers"), rows}});
    } else {
        out.table({ProviderCommands::tr("Offer"), ProviderCommands::tr("GPU"), ProviderCommands::tr("GPUs"),
                   ProviderCommands::tr("Per hour"), ProviderCommands::tr("Available"),
                   ProviderCommands::tr("Catalog offer")},
                  table);
    }
    if (save && !observed)
        out.warning(ProviderCommands::tr("%1's API lists no prices of its own (these are the catalog's): nothing was "
                                         "saved to the catalog.")
                        .arg(provider->name()));
    else if (save)
        out.warning(ProviderCommands::tr("%n observed price(s) saved to the catalog.", nullptr, saved));
    return ExitOk;
}

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
    std::unique_ptr<CloudProvider> provider = open(profile->providerId, *key, out);
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

int rate(const QString& name, const QString& planPath, bool json, CliOutput& out)
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

int launch(const QString& providerId, const QCommandLineParser& parser, CliOutput& out)
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

int lifecycle(const QString& action, const QString& name, bool yes, CliOutput& out)
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

int runProvider(const QStringList& args, CliOutput& out)
{
    const QString action = args.value(0);
    if (!actions().contains(action)) {
        out.error(usage());
        return ExitUsage;
    }
    QList<QCommandLineOption> o;
    const auto flag = [&](const QString& name) { o << QCommandLineOption(name); };
    const auto value = [&](const QString& name, const QString& valueName) {
        o << QCommandLineOption(name, QString(), valueName);
    };
    if (action == QLatin1String("list") || action == QLatin1String("offers") || action == QLatin1String("launch") ||
        action == QLatin1String("rate"))
        flag(QStringLiteral("json"));
    if (action == QLatin1String("offers")) {
        value(QStringLiteral("gpu"), QStringLiteral("id"));
        flag(QStringLiteral("save"));
    }
    if (action == QLatin1String("launch")) {
        for (const char* name : {"offer", "count", "name", "key", "image", "disk", "region", "wait", "plan"})
            value(QLatin1String(name), QStringLiteral("value"));
    }
    if (action == QLatin1String("rate"))
        value(QStringLiteral("plan"), QStringLiteral("file"));
    if (action == QLatin1String("launch") || action == QLatin1String("release"))
        flag(QStringLiteral("yes"));
    QCommandLineParser parser;
    for (const QCommandLineOption& option : std::as_const(o))
        parser.addOption(option);
    if (!parseCommandLine(parser, args.mid(1), QStringLiteral("provider ") + action, out, true))
        return ExitUsage;
    const QStringList names = parser.positionalArguments();
    if (action == QLatin1String("list")) {
        if (!names.isEmpty()) {
            out.error(usage());
            return ExitUsage;
        }
        return list(parser.isSet(QStringLiteral("json")), out);
    }
    if (names.size() != 1) {
        out.error(usage());
        return ExitUsage;
    }
    const QString subject = names.first();
    if (action == QLatin1String("set-token") || action == QLatin1String("forget-token"))
        return knownApi(subject, out) ? token(action, subject, out) : ExitUsage;
    if (action == QLatin1String("offers"))
        return knownApi(subject, out)
                   ? offers(subject, parser.value(QStringLiteral("gpu")), parser.isSet(QStringLiteral("save")),
                            parser.isSet(QStringLiteral("json")), out)
                   : ExitUsage;
    if (action == QLatin1String("launch"))
        return launch(subject, parser, out);
    if (action == QLatin1String("rate"))
        return rate(subject, parser.value(QStringLiteral("plan")), parser.isSet(QStringLiteral("json")), out);
    return lifecycle(action, subject, parser.isSet(QStringLiteral("yes")), out);
}

} // namespace

CliCommand providerCommand()
{
    return CliCommand{QStringLiteral("provider"),
                      [] {
                          return ProviderCommands::tr(
                              "Providers' APIs: live offers, launch, stop, start, release, the rate charged.");
                      },
                      runProvider, help, actions()};
}

} // namespace gp::cli
