#include "app/cli/CatalogCommands.h"

#include "app/cli/CatalogFreshness.h"
#include "app/cli/CatalogSubcommands.h"
#include "app/cli/CliOutput.h"
#include "app/cli/CliValues.h"
#include "app/cli/support/CliSupport.h"
#include "core/catalog/GpuCatalog.h"
#include "core/catalog/PriceHistory.h"
#include "core/catalog/UserCatalogStore.h"
#include "core/common/SafeRead.h"
#include "core/network/CatalogRefresher.h"
#include "core/settings/Settings.h"

#include <QCommandLineParser>
#include <QEventLoop>

namespace gp::cli {

QString problemsText(const QList<CatalogProblem>& problems)
{
    QStringList lines;
    for (const CatalogProblem& p : problems)
        lines << p.toString();
    return lines.join(QLatin1Char('\n'));
}

namespace {

int catalogValidate(const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("file"), QString());
    if (!parseCommandLine(parser, args, QStringLiteral("catalog validate"), out, true))
        return ExitUsage;
    if (parser.positionalArguments().size() != 1) {
        out.error(CatalogCommands::tr("usage: gpuplanner-cli catalog validate FILE"));
        return ExitUsage;
    }
    const QString path = parser.positionalArguments().first();
    const Result<QByteArray> text = SafeRead::read(path, PriceCatalog::kMaxFileBytes);
    if (!text.ok()) {
        out.error(text.error().message);
        return ExitUsage;
    }
    const ProviderParse parsed = PriceCatalog::parseProvider(*text, path, GpuCatalog::builtIn());
    for (const CatalogProblem& p : parsed.problems)
        (p.severity == CatalogProblem::Severity::Error ? static_cast<void>(out.error(p.toString()))
                                                       : out.line(p.toString()));
    if (!parsed.ok())
        return ExitUsage;
    out.line(CatalogCommands::tr("%1 is valid: provider %2 with %n offer(s).", nullptr,
                                 static_cast<int>(parsed.provider->offers.size()))
                 .arg(path, parsed.provider->id));
    return ExitOk;
}

int catalogImport(const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    if (!parseCommandLine(parser, args, QStringLiteral("catalog import"), out, true))
        return ExitUsage;
    if (parser.positionalArguments().size() != 1) {
        out.error(CatalogCommands::tr("usage: gpuplanner-cli catalog import FILE"));
        return ExitUsage;
    }
    const UserCatalogStore store;
    const UserCatalogStore::ImportResult r = store.importFile(parser.positionalArguments().first());
    for (const CatalogProblem& p : r.problems)
        (p.severity == CatalogProblem::Severity::Error ? out.error(p.toString()) : out.warning(p.toString()));
    if (!r.imported) {
        out.error(CatalogCommands::tr("nothing was imported; your catalogs are unchanged"));
        return ExitUsage;
    }
    out.line(CatalogCommands::tr("Imported provider %1 into %2.").arg(r.providerId, store.directory()));
    return ExitOk;
}

int catalogExport(const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    if (!parseCommandLine(parser, args, QStringLiteral("catalog export"), out, true))
        return ExitUsage;
    if (parser.positionalArguments().size() != 2) {
        out.error(CatalogCommands::tr("usage: gpuplanner-cli catalog export PROVIDER_ID FILE"));
        return ExitUsage;
    }
    const Status s =
        UserCatalogStore().exportProvider(parser.positionalArguments().at(0), parser.positionalArguments().at(1));
    if (!s.ok()) {
        out.error(s.error().message);
        return s.error().code == QLatin1String("store.unknown_provider") ? ExitUsage : ExitFailure;
    }
    out.line(CatalogCommands::tr("Wrote %1.").arg(parser.positionalArguments().at(1)));
    return ExitOk;
}

int catalogRefresh(const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption url(QStringLiteral("url"), QString(), QStringLiteral("url"));
    const QCommandLineOption save(QStringLiteral("save-url"));
    parser.addOptions({url, save});
    if (!parseCommandLine(parser, args, QStringLiteral("catalog refresh"), out))
        return ExitUsage;
    Settings settings;
    const QString address = parser.isSet(url) ? parser.value(url) : settings.catalogRefreshUrl();
    if (address.isEmpty()) {
        out.error(
            CatalogCommands::tr("no catalog URL is configured: pass --url https://… (add --save-url to remember it)"));
        return ExitUsage;
    }
    if (Status ok = CatalogRefresher::checkUrl(QUrl(address)); !ok.ok()) {
        out.error(ok.error().message);
        return ExitUsage;
    }
    if (parser.isSet(save)) {
        settings.setCatalogRefreshUrl(address);
        settings.sync();
    }
    const UserCatalogStore store;
    CatalogRefresher refresher(store.refreshedCacheFile());
    refresher.setHistoryFile(store.historyFile());
    RefreshOutcome outcome;
    QEventLoop loop;
    QObject::connect(&refresher, &CatalogRefresher::finished, &loop, [&](const RefreshOutcome& o) {
        outcome = o;
        loop.quit();
    });
    refresher.start(QUrl(address));
    loop.exec();
    for (const CatalogProblem& p : outcome.problems)
        out.line(p.toString());
    if (outcome.kind == RefreshOutcome::Kind::Failed) {
        out.error(outcome.message);
        return ExitFailure;
    }
    out.line(outcome.message);
    if (outcome.exchangeRate)
        out.line(CatalogCommands::tr("Exchange rate: %1").arg(outcome.exchangeRate->rate().describe()));
    return ExitOk;
}

int catalogHistory(const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"));
    parser.addOption(json);
    parser.addPositionalArgument(QStringLiteral("offer"), QString());
    if (!parseCommandLine(parser, args, QStringLiteral("catalog history"), out, true))
        return ExitUsage;
    if (parser.positionalArguments().size() != 1) {
        out.error(CatalogCommands::tr("usage: gpuplanner-cli catalog history OFFER [--json]"));
        return ExitUsage;
    }
    const QString offerId = parser.positionalArguments().first();
    const UserCatalogStore store;
    const Result<QList<Price>> prices = PriceHistory(store.historyFile()).of(offerId, store.load());
    if (!prices.ok()) {
        out.error(prices.error().message);
        return prices.error().code == QLatin1String("history.unknown_offer") ? ExitUsage : ExitFailure;
    }
    if (parser.isSet(json)) {
        out.json(PriceHistory::toJson(*prices));
        return ExitOk;
    }
    QList<QStringList> rows;
    for (const Price& p : *prices)
        rows << QStringList{p.dateText(), billingModeName(p.mode), money(p.amount, p.currency),
                            confidenceName(p.confidence), p.source};
    out.line(CatalogCommands::tr("Prices of %1, oldest first:").arg(offerId));
    out.table({CatalogCommands::tr("Date"), CatalogCommands::tr("Billing"), CatalogCommands::tr("Price"),
               CatalogCommands::tr("Confidence"), CatalogCommands::tr("Source")},
              rows);
    return ExitOk;
}

QString catalogHelp()
{
    return CatalogCommands::tr(
               "Usage: gpuplanner-cli catalog list [--json] [--stale [--max-age DAYS]] | rate [--refresh [--url URL]] "
               "[--set CNY_PER_USD] [--clear] [--json] | validate FILE | import FILE | export PROVIDER FILE "
               "| import-skypilot CSV [--provider-id ID] [--commit-date DATE] [--source TEXT] | refresh [--url URL] "
               "[--save-url] | history OFFER [--json]") +
           QLatin1Char('\n') +
           CatalogCommands::tr("A catalog file that does not validate is refused whole, with the line and field "
                               "that is wrong; import keeps the file among the user's catalogs, refresh downloads "
                               "the published one, history lists an offer's dated prices.");
}

int runCatalog(const QStringList& args, CliOutput& out)
{
    const QString sub = args.value(0);
    const QStringList rest = args.mid(1);
    if (sub == QLatin1String("list"))
        return catalogList(rest, out);
    if (sub == QLatin1String("validate"))
        return catalogValidate(rest, out);
    if (sub == QLatin1String("import"))
        return catalogImport(rest, out);
    if (sub == QLatin1String("export"))
        return catalogExport(rest, out);
    if (sub == QLatin1String("import-skypilot"))
        return catalogImportSkyPilot(rest, out);
    if (sub == QLatin1String("refresh"))
        return catalogRefresh(rest, out);
    if (sub == QLatin1String("history"))
        return catalogHistory(rest, out);
    if (sub == QLatin1String("rate"))
        return catalogRate(rest, out);
    if (sub == QLatin1String("--help") || sub == QLatin1String("-h") || sub.isEmpty()) {
        out.line(catalogHelp());
        return sub.isEmpty() ? ExitUsage : ExitOk;
    }
    out.error(
        CatalogCommands::tr(
            "unknown catalog command '%1' (list, validate, import, export, import-skypilot, refresh, history, rate)")
            .arg(sub));
    return ExitUsage;
}

} // namespace

CliCommand catalogCommand()
{
    return CliCommand{QStringLiteral("catalog"),
                      [] {
                          return CatalogCommands::tr(
                              "GPU and price catalogs: list, validate, import, export, refresh, history, rate.");
                      },
                      runCatalog, catalogHelp,
                      QStringList{QStringLiteral("list"), QStringLiteral("validate"), QStringLiteral("import"),
                                  QStringLiteral("export"), QStringLiteral("import-skypilot"),
                                  QStringLiteral("refresh"), QStringLiteral("history"), QStringLiteral("rate")}};
}

} // namespace gp::cli
