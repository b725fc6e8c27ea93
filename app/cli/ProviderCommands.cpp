#include "app/cli/ProviderCommands.h"

#include "app/cli/CliOutput.h"
#include "app/cli/ProviderInstances.h"
#include "app/cli/TerminalSecret.h"
#include "app/cli/support/CliSupport.h"
#include "app/cli/support/ProviderAccess.h"
#include "core/catalog/UserCatalogStore.h"
#include "core/providers/ProviderLaunch.h"
#include "core/secrets/SecretStore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

namespace gp::cli {

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
    const auto refusal = [](const QByteArray& secret, bool tooLong) {
        return tooLong || secret.isEmpty() || secret.contains('\n') || secret.contains('"')
                   ? ProviderCommands::tr("give one line without quotes (type it at the prompt, or pipe it in)")
                   : QString();
    };
    return storeSecretFromTerminal(
        ProviderCommands::tr("API token for %1: ").arg(providerId), key, refusal,
        ProviderCommands::tr("The API token for %1 is in the system keychain.").arg(providerId), out);
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
        return providerLaunch(subject, parser, out);
    if (action == QLatin1String("rate"))
        return providerRate(subject, parser.value(QStringLiteral("plan")), parser.isSet(QStringLiteral("json")), out);
    return providerLifecycle(action, subject, parser.isSet(QStringLiteral("yes")), out);
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
