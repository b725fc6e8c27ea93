#include "app/cli/CatalogCommands.h"

#include "app/cli/CliOutput.h"
#include "app/cli/EstimatorCommands.h"
#include "core/catalog/GpuCatalog.h"
#include "core/catalog/PriceCatalog.h"
#include "core/catalog/PriceHistory.h"
#include "core/catalog/SkyPilotImporter.h"
#include "core/catalog/UserCatalogStore.h"
#include "core/common/SafeRead.h"
#include "core/cost/Budget.h"
#include "core/cost/CostModel.h"
#include "core/cost/Deployment.h"
#include "core/network/CatalogRefresher.h"
#include "core/plan/PlanBudget.h"
#include "core/plan/PlanFile.h"
#include "core/plan/Questionnaire.h"
#include "core/settings/Settings.h"

#include <QCommandLineParser>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

#include <cmath>
#include <unistd.h>

namespace gp::cli {

class CatalogCommands
{
    Q_DECLARE_TR_FUNCTIONS(gp::cli::CatalogCommands)
};

namespace {

QString money(double amount, Currency currency)
{
    return ExchangeRate::format({amount, currency});
}

QString modeName(BillingMode mode)
{
    return billingModeName(mode);
}

QString problemsText(const QList<CatalogProblem>& problems)
{
    QStringList lines;
    for (const CatalogProblem& p : problems)
        lines << p.toString();
    return lines.join(QLatin1Char('\n'));
}

std::optional<Currency>
readCurrency(const QCommandLineParser& p, const QCommandLineOption& option, Currency fallback, CliOutput& out)
{
    if (!p.isSet(option))
        return fallback;
    const auto c = currencyFromCode(p.value(option).toUpper());
    if (!c)
        out.error(CatalogCommands::tr("unknown currency '%1' (CNY or USD)").arg(p.value(option)));
    return c;
}

std::optional<double>
readPositive(const QCommandLineParser& p, const QCommandLineOption& option, CliOutput& out, bool allowZero = false)
{
    bool ok = false;
    const double v = p.value(option).toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0 || (!allowZero && v == 0)) {
        out.error(CatalogCommands::tr("--%1 needs a number %2, not '%3'")
                      .arg(option.names().first(),
                           allowZero ? CatalogCommands::tr("of at least 0") : CatalogCommands::tr("above 0"),
                           p.value(option)));
        return std::nullopt;
    }
    return v;
}

// ---- catalog ------------------------------------------------------------------------------------------------------

int catalogList(const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"));
    parser.addOption(json);
    if (!parseCommandLine(parser, args, QStringLiteral("catalog list"), out))
        return ExitUsage;
    const QDate today = QDate::currentDate();
    QList<CatalogProblem> problems;
    const PriceCatalog catalog = UserCatalogStore().load(&problems);
    if (parser.isSet(json)) {
        QJsonArray gpus;
        for (const GpuSpec& g : GpuCatalog::builtIn().gpus()) {
            QJsonObject o;
            o.insert(QStringLiteral("id"), g.id);
            o.insert(QStringLiteral("name"), g.name);
            o.insert(QStringLiteral("vendor"), g.vendor);
            o.insert(QStringLiteral("memory_gb"), g.memoryGb);
            o.insert(QStringLiteral("bandwidth_gbps"), g.bandwidthGBps);
            o.insert(QStringLiteral("fp32_tflops"), g.tflopsFp32);
            o.insert(QStringLiteral("tf32_tflops"), g.tflopsTf32);
            o.insert(QStringLiteral("bf16_tflops"), g.tflopsBf16);
            o.insert(QStringLiteral("fp16_tflops"), g.tflopsFp16);
            o.insert(QStringLiteral("fp8_tflops"), g.tflopsFp8);
            o.insert(QStringLiteral("int8_tops"), g.tflopsInt8);
            o.insert(QStringLiteral("tdp_w"), g.tdpWatts);
            o.insert(QStringLiteral("interconnect"), g.interconnect);
            o.insert(QStringLiteral("interconnect_gbps"), g.interconnectGBps);
            o.insert(QStringLiteral("mig_instances"), g.migInstances);
            o.insert(QStringLiteral("source"), g.source);
            if (g.purchasePrice > 0) {
                QJsonObject buy;
                buy.insert(QStringLiteral("price"), g.purchasePrice);
                buy.insert(QStringLiteral("currency"), currencyCode(g.purchaseCurrency));
                buy.insert(QStringLiteral("date"), g.purchaseDate.toString(Qt::ISODate));
                buy.insert(QStringLiteral("source"), g.purchaseSource);
                buy.insert(QStringLiteral("stale"), g.purchaseDate.daysTo(today) > Price::kStaleDays);
                o.insert(QStringLiteral("purchase"), buy);
            }
            if (g.machine) {
                const GpuSpec::Machine& m = *g.machine;
                o.insert(QStringLiteral("machine"),
                         QJsonObject{{QStringLiteral("price"), m.price},
                                     {QStringLiteral("currency"), currencyCode(m.currency)},
                                     {QStringLiteral("gpus"), m.gpus},
                                     {QStringLiteral("price_per_gpu"), m.price / m.gpus},
                                     {QStringLiteral("date"),
                                      m.date.isValid() ? QJsonValue(m.date.toString(Qt::ISODate)) : QJsonValue()},
                                     {QStringLiteral("source"), m.source}});
            }
            gpus.append(o);
        }
        QJsonArray providers;
        for (const Provider& p : catalog.providers()) {
            QJsonObject o = PriceCatalog::toJson(p).value(QStringLiteral("provider")).toObject();
            o.insert(QStringLiteral("user_defined"), p.userDefined);
            o.insert(QStringLiteral("fees"), p.fees ? QJsonValue(p.fees->toJson()) : QJsonValue());
            QJsonArray offers;
            for (const Offer& offer : p.offers)
                offers.append(offerJson(offer, today));
            o.insert(QStringLiteral("offers"), offers);
            providers.append(o);
        }
        QJsonObject root;
        root.insert(QStringLiteral("gpus"), gpus);
        root.insert(QStringLiteral("providers"), providers);
        root.insert(QStringLiteral("exchange_rate"), catalog.exchangeRate().toJson());
        QJsonArray warnings;
        for (const CatalogProblem& p : problems)
            warnings.append(p.toString());
        root.insert(QStringLiteral("problems"), warnings);
        out.json(root);
        return ExitOk;
    }
    const QLocale l;
    QList<QStringList> gpuRows;
    for (const GpuSpec& g : GpuCatalog::builtIn().gpus()) {
        gpuRows << QStringList{g.id,
                               g.name,
                               l.toString(g.memoryGb, 'f', 0),
                               l.toString(g.bandwidthGBps, 'f', 0),
                               GpuCatalog::bf16Text(g),
                               l.toString(g.tdpWatts, 'f', 0),
                               g.purchasePrice > 0 ? money(g.purchasePrice, g.purchaseCurrency) : QStringLiteral("—"),
                               g.machine ? CatalogCommands::tr("%1 / %n GPU(s)", nullptr, g.machine->gpus)
                                               .arg(money(g.machine->price, g.machine->currency))
                                         : QStringLiteral("—")};
    }
    out.table({CatalogCommands::tr("GPU"), CatalogCommands::tr("Name"), CatalogCommands::tr("Memory GB"),
               CatalogCommands::tr("GB/s"), CatalogCommands::tr("BF16 TFLOPS"), CatalogCommands::tr("TDP W"),
               CatalogCommands::tr("Purchase"), CatalogCommands::tr("Whole machine")},
              gpuRows);
    out.line();
    QList<QStringList> rows;
    for (const Provider& p : catalog.providers()) {
        for (const Offer& offer : p.offers) {
            for (const Price& price : offer.prices) {
                QString flags;
                if (price.isStale(today))
                    flags += price.date.isValid() ? CatalogCommands::tr("stale (%1 days)").arg(price.date.daysTo(today))
                                                  : CatalogCommands::tr("stale (undated)");
                if (price.userOverride)
                    flags += (flags.isEmpty() ? QString() : QStringLiteral(", ")) + CatalogCommands::tr("yours");
                if (const auto current = offer.price(price.mode);
                    current && (current->date != price.date || current->amount != price.amount))
                    flags += (flags.isEmpty() ? QString() : QStringLiteral(", ")) +
                             CatalogCommands::tr("earlier price (history)");
                rows << QStringList{p.displayName(),
                                    offer.id,
                                    QStringLiteral("%1 × %2").arg(offer.gpuCount).arg(offer.gpuId),
                                    modeName(price.mode),
                                    money(price.amount, price.currency),
                                    price.dateText(),
                                    confidenceName(price.confidence),
                                    flags};
            }
        }
    }
    out.table({CatalogCommands::tr("Provider"), CatalogCommands::tr("Offer"), CatalogCommands::tr("GPUs"),
               CatalogCommands::tr("Billing"), CatalogCommands::tr("Price"), CatalogCommands::tr("Date"),
               CatalogCommands::tr("Confidence"), CatalogCommands::tr("Notes")},
              rows);
    out.line();
    out.line(CatalogCommands::tr("Exchange rate: %1").arg(catalog.exchangeRate().rate().describe()));
    QList<QStringList> feeRows;
    const auto fee = [&](const std::optional<double>& v, Currency c) { return v ? money(*v, c) : QStringLiteral("—"); };
    for (const Provider& p : catalog.providers()) {
        if (!p.fees)
            continue;
        feeRows << QStringList{
            p.displayName(), fee(p.fees->diskGbMonth, p.fees->currency),
            fee(p.fees->stoppedDiskGbMonth, p.fees->currency), fee(p.fees->egressGb, p.fees->currency),
            p.fees->date.isValid() ? p.fees->date.toString(Qt::ISODate) : CatalogCommands::tr("date unknown")};
    }
    if (!feeRows.isEmpty()) {
        out.line();
        out.table({CatalogCommands::tr("Provider"), CatalogCommands::tr("Disk per GB-month"),
                   CatalogCommands::tr("Stopped disk per GB-month"), CatalogCommands::tr("Egress per GB"),
                   CatalogCommands::tr("Date")},
                  feeRows);
    }
    if (!problems.isEmpty()) {
        out.line();
        out.line(CatalogCommands::tr("Problems in your catalog files (those files were skipped):"));
        out.line(problemsText(problems));
    }
    return ExitOk;
}

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

int catalogImportSkyPilot(const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption id(QStringLiteral("provider-id"), QString(), QStringLiteral("id"));
    const QCommandLineOption commitDate(QStringLiteral("commit-date"), QString(), QStringLiteral("date"));
    const QCommandLineOption source(QStringLiteral("source"), QString(), QStringLiteral("text"));
    parser.addOptions({id, commitDate, source});
    if (!parseCommandLine(parser, args, QStringLiteral("catalog import-skypilot"), out, true))
        return ExitUsage;
    if (parser.positionalArguments().size() != 1) {
        out.error(CatalogCommands::tr("usage: gpuplanner-cli catalog import-skypilot CSV [--provider-id ID] "
                                      "[--commit-date YYYY-MM-DD] [--source \"owner/repo path @ commit\"]"));
        return ExitUsage;
    }
    // The prices' date is the catalog commit's, read from the repository's history or given; never the day the file
    // was downloaded.
    SkyPilotImporter::Provenance provenance = SkyPilotImporter::provenanceOf(parser.positionalArguments().first());
    if (parser.isSet(source))
        provenance.source = parser.value(source).trimmed();
    if (parser.isSet(commitDate)) {
        provenance.date = QDate::fromString(parser.value(commitDate), Qt::ISODate);
        if (!provenance.date.isValid() || provenance.date > QDate::currentDate()) {
            out.error(CatalogCommands::tr("--commit-date must be a past date like 2026-11-27, not '%1'")
                          .arg(parser.value(commitDate)));
            return ExitUsage;
        }
    }
    // Progress on a terminal only: a script reading stderr gets the problems and nothing else.
    const bool terminal = ::isatty(STDERR_FILENO) == 1;
    int shown = -1;
    const auto progress = [&](qint64 done, qint64 total) {
        const int percent = total > 0 ? static_cast<int>(done * 100 / total) : 0;
        if (terminal && percent != shown) {
            shown = percent;
            out.progress(CatalogCommands::tr("Reading the CSV: %1%").arg(percent));
        }
        return true;
    };
    const SkyPilotImporter::Output imported =
        SkyPilotImporter::importFile(parser.positionalArguments().first(), parser.value(id), progress, provenance);
    if (terminal)
        out.progress(QString());
    for (const CatalogProblem& p : imported.problems)
        (p.severity == CatalogProblem::Severity::Error ? out.error(p.toString()) : out.warning(p.toString()));
    if (!imported.provider) {
        out.error(CatalogCommands::tr("nothing was imported; your catalogs are unchanged"));
        return ExitUsage;
    }
    const UserCatalogStore store;
    const UserCatalogStore::ImportResult stored = store.importProvider(*imported.provider);
    if (!stored.imported) {
        out.error(problemsText(stored.problems));
        return ExitFailure;
    }
    out.line(provenance.date.isValid()
                 ? CatalogCommands::tr("Prices dated %1, from %2.")
                       .arg(provenance.date.toString(Qt::ISODate), provenance.source)
                 : CatalogCommands::tr("The CSV's date is unknown (not in a git checkout, no --commit-date): its "
                                       "prices are stored as undated, and so count as stale."));
    out.line(CatalogCommands::tr("Imported %1 offers as provider %2 (%3 of %4 rows skipped).")
                 .arg(imported.provider->offers.size())
                 .arg(imported.provider->id)
                 .arg(imported.rowsSkipped)
                 .arg(imported.rowsRead));
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
        rows << QStringList{p.dateText(), modeName(p.mode), money(p.amount, p.currency), confidenceName(p.confidence),
                            p.source};
    out.line(CatalogCommands::tr("Prices of %1, oldest first:").arg(offerId));
    out.table({CatalogCommands::tr("Date"), CatalogCommands::tr("Billing"), CatalogCommands::tr("Price"),
               CatalogCommands::tr("Confidence"), CatalogCommands::tr("Source")},
              rows);
    return ExitOk;
}

QString catalogHelp()
{
    return CatalogCommands::tr(
               "Usage: gpuplanner-cli catalog list [--json] | validate FILE | import FILE | export PROVIDER FILE "
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
    if (sub == QLatin1String("--help") || sub == QLatin1String("-h") || sub.isEmpty()) {
        out.line(catalogHelp());
        return sub.isEmpty() ? ExitUsage : ExitOk;
    }
    out.error(CatalogCommands::tr(
                  "unknown catalog command '%1' (list, validate, import, export, import-skypilot, refresh, history)")
                  .arg(sub));
    return ExitUsage;
}

// ---- cost ---------------------------------------------------------------------------------------------------------

QString costHelp()
{
    return CatalogCommands::tr(
        "Usage: gpuplanner-cli cost --hours-per-month H --months M [--buy PRICE --power-watts W "
        "--electricity PRICE_PER_KWH --depreciation-years Y --resale PRICE --maintenance PRICE_PER_MONTH "
        "--utilization U] [--hourly PRICE] [--daily PRICE] [--weekly PRICE] [--monthly PRICE] [--spot PRICE "
        "--checkpoint-minutes N --preemptions-per-hour R] [--runs-per-month N] [--granularity "
        "second|minute|hour] --currency CNY|USD [--json]");
}

int runCost(const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const auto opt = [](const char* name) {
        return QCommandLineOption(QLatin1String(name), QString(), QStringLiteral("x"));
    };
    const QCommandLineOption hours = opt("hours-per-month"), months = opt("months"), buy = opt("buy"),
                             power = opt("power-watts"), electricity = opt("electricity"),
                             depreciation = opt("depreciation-years"), resale = opt("resale"),
                             maintenance = opt("maintenance"), utilization = opt("utilization"), hourly = opt("hourly"),
                             daily = opt("daily"), weekly = opt("weekly"), monthly = opt("monthly"), spot = opt("spot"),
                             checkpoint = opt("checkpoint-minutes"), preemptions = opt("preemptions-per-hour"),
                             currency = opt("currency"), runs = opt("runs-per-month"), granularity = opt("granularity");
    const QCommandLineOption json(QStringLiteral("json")),
        help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    parser.addOptions({hours,       months,      buy,      power, electricity, depreciation, resale,
                       maintenance, utilization, hourly,   daily, weekly,      monthly,      spot,
                       checkpoint,  preemptions, currency, runs,  granularity, json,         help});
    if (!parseCommandLine(parser, args, QStringLiteral("cost"), out))
        return ExitUsage;
    if (parser.isSet(help)) {
        out.line(costHelp());
        return ExitOk;
    }
    for (const QCommandLineOption* required : {&hours, &months, &currency}) {
        if (!parser.isSet(*required)) {
            out.error(CatalogCommands::tr("--%1 is required").arg(required->names().first()));
            return ExitUsage;
        }
    }
    CostInputs in;
    const auto c = readCurrency(parser, currency, Currency::CNY, out);
    if (!c)
        return ExitUsage;
    in.currency = *c;
    const auto h = readPositive(parser, hours, out, true);
    const auto m = readPositive(parser, months, out);
    if (!h || !m)
        return ExitUsage;
    if (*m != std::floor(*m) || *m > 120) {
        out.error(CatalogCommands::tr("--months must be a whole number of months from 1 to 120, not '%1'")
                      .arg(parser.value(months)));
        return ExitUsage;
    }
    in.hoursPerMonth = *h;
    in.months = static_cast<int>(*m);
    const auto optionalValue = [&](const QCommandLineOption& o, std::optional<double>& target, bool zero = false) {
        if (!parser.isSet(o))
            return true;
        target = readPositive(parser, o, out, zero);
        return target.has_value();
    };
    std::optional<double> buyPrice, powerW, kwh, years, resaleValue, maintenanceCost, util, spotPrice, checkpointMin,
        preemptionRate, runsValue;
    if (!optionalValue(buy, buyPrice) || !optionalValue(power, powerW, true) ||
        !optionalValue(electricity, kwh, true) || !optionalValue(depreciation, years) ||
        !optionalValue(resale, resaleValue, true) || !optionalValue(maintenance, maintenanceCost, true) ||
        !optionalValue(utilization, util, true) || !optionalValue(hourly, in.hourly) ||
        !optionalValue(daily, in.daily) || !optionalValue(weekly, in.weekly) || !optionalValue(monthly, in.monthly) ||
        !optionalValue(spot, spotPrice) || !optionalValue(checkpoint, checkpointMin) ||
        !optionalValue(preemptions, preemptionRate, true) || !optionalValue(runs, runsValue))
        return ExitUsage;
    if (buyPrice)
        in.buy = BuyInputs{*buyPrice,
                           powerW.value_or(0),
                           kwh.value_or(0),
                           util.value_or(1.0),
                           years.value_or(3),
                           resaleValue.value_or(0),
                           maintenanceCost.value_or(0)};
    if (spotPrice) {
        SpotInputs s;
        s.price = *spotPrice;
        s.checkpointMinutes = checkpointMin.value_or(CostConstants::kDefaultCheckpointMinutes);
        s.preemptionsPerHour = preemptionRate.value_or(CostConstants::kPreemptionsPerHour);
        in.spot = s;
    }
    if (runsValue && (*runsValue != std::floor(*runsValue) || *runsValue > 1000)) {
        out.error(CatalogCommands::tr("--runs-per-month must be a whole number from 1 to 1000, not '%1'")
                      .arg(parser.value(runs)));
        return ExitUsage;
    }
    in.runsPerMonth = static_cast<int>(runsValue.value_or(1));
    if (parser.isSet(granularity)) {
        const auto g = granularityFromCode(parser.value(granularity));
        if (!g || (*g != Granularity::Second && *g != Granularity::Minute && *g != Granularity::Hour)) {
            out.error(CatalogCommands::tr("--granularity must be second, minute or hour"));
            return ExitUsage;
        }
        in.hourlyGranularity = *g;
    }
    const Result<CostResult> r = CostModel::compute(in);
    if (!r.ok()) {
        out.error(r.error().message);
        return ExitUsage;
    }
    if (parser.isSet(json)) {
        QJsonObject root;
        root.insert(QStringLiteral("currency"), currencyCode(in.currency));
        root.insert(QStringLiteral("hours_per_month"), in.hoursPerMonth);
        root.insert(QStringLiteral("months"), in.months);
        QJsonArray options;
        for (const OptionCost& o : r->options) {
            QJsonObject j;
            j.insert(QStringLiteral("option"), o.id);
            j.insert(QStringLiteral("monthly_cost"), o.perMonth);
            j.insert(QStringLiteral("upfront"), o.upfront);
            for (auto it = o.parts.cbegin(); it != o.parts.cend(); ++it)
                j.insert(it.key(), it.value());
            QJsonArray curve;
            for (double v : o.cumulative)
                curve.append(v);
            j.insert(QStringLiteral("cumulative"), curve);
            options.append(j);
        }
        root.insert(QStringLiteral("options"), options);
        root.insert(QStringLiteral("break_even_hours_per_month"),
                    r->breakEvenHoursPerMonth ? QJsonValue(*r->breakEvenHoursPerMonth) : QJsonValue());
        QJsonObject months;
        for (auto it = r->breakEvenMonth.cbegin(); it != r->breakEvenMonth.cend(); ++it)
            months.insert(it.key(), it.value() ? QJsonValue(*it.value()) : QJsonValue());
        root.insert(QStringLiteral("break_even_month"), months);
        root.insert(QStringLiteral("break_even_beyond_horizon"), QJsonArray::fromStringList(r->breakEvenBeyondHorizon));
        root.insert(QStringLiteral("verdicts"), QJsonArray::fromStringList(r->verdicts));
        root.insert(QStringLiteral("granularity"), granularityCode(in.hourlyGranularity));
        root.insert(QStringLiteral("assumptions"), QJsonArray::fromStringList(r->assumptions));
        out.json(root);
        return ExitOk;
    }
    const QLocale l;
    QList<QStringList> rows;
    for (const OptionCost& o : r->options) {
        QString detail;
        if (o.id == QLatin1String("buy"))
            detail = CatalogCommands::tr("depreciation %1 + power %2 + maintenance %3")
                         .arg(money(o.parts.value(QStringLiteral("depreciation_per_month")), in.currency),
                              money(o.parts.value(QStringLiteral("power_per_month")), in.currency),
                              money(o.parts.value(QStringLiteral("maintenance_per_month")), in.currency));
        else if (o.id == QLatin1String("monthly"))
            detail = CatalogCommands::tr("%1 idle hours paid")
                         .arg(l.toString(o.parts.value(QStringLiteral("idle_hours_per_month")), 'f', 0));
        else if (o.parts.contains(QStringLiteral("billed_hours_per_month")))
            detail = CatalogCommands::tr("%1 billed hours")
                         .arg(l.toString(o.parts.value(QStringLiteral("billed_hours_per_month")), 'f', 1));
        rows << QStringList{CostModel::optionName(o.id), money(o.perMonth, in.currency),
                            money(o.cumulative.last(), in.currency), detail};
    }
    out.table({CatalogCommands::tr("Option"), CatalogCommands::tr("Per month"),
               CatalogCommands::tr("After %n month(s)", nullptr, in.months), CatalogCommands::tr("Detail")},
              rows);
    for (const QString& verdict : r->verdicts)
        out.line(verdict);
    for (const QString& a : r->assumptions)
        out.line(QStringLiteral("  - ") + a);
    return ExitOk;
}

// ---- compare ------------------------------------------------------------------------------------------------------

QString compareHelp()
{
    return CatalogCommands::tr(
        "Pricing: --hours H (one run) or --tokens N, with --runs N over --months M (a recurring job); or "
        "--hours-per-month H [--days-per-month D] --months M (a service); --granularity second|minute|hour "
        "(overrides the offers' own), --currency CNY|USD, --cny-per-usd X, --limit N; serving: --utilization X "
        "(share of paid time spent generating, default 0.5)\n"
        "Data: --data-gb N (kept on the instance: disk, transfer and egress fees join the totals), "
        "--data-location same-region|other-region|local, --upload-mbps X (data on your machine)");
}

int runCompare(const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption hours(QStringLiteral("hours"), QString(), QStringLiteral("h"));
    const QCommandLineOption hoursPerMonth(QStringLiteral("hours-per-month"), QString(), QStringLiteral("h"));
    const QCommandLineOption daysPerMonth(QStringLiteral("days-per-month"), QString(), QStringLiteral("d"));
    const QCommandLineOption months(QStringLiteral("months"), QString(), QStringLiteral("m"));
    const QCommandLineOption runs(QStringLiteral("runs"), QString(), QStringLiteral("n"));
    const QCommandLineOption granularity(QStringLiteral("granularity"), QString(), QStringLiteral("unit"));
    const QCommandLineOption currency(QStringLiteral("currency"), QString(), QStringLiteral("c"));
    const QCommandLineOption rate(QStringLiteral("cny-per-usd"), QString(), QStringLiteral("x"));
    const QCommandLineOption limit(QStringLiteral("limit"), QString(), QStringLiteral("n"));
    const QCommandLineOption utilization(QStringLiteral("utilization"), QString(), QStringLiteral("x"));
    const QCommandLineOption dataGb(QStringLiteral("data-gb"), QString(), QStringLiteral("GB"));
    const QCommandLineOption dataLocation(QStringLiteral("data-location"), QString(), QStringLiteral("where"));
    const QCommandLineOption uploadMbps(QStringLiteral("upload-mbps"), QString(), QStringLiteral("Mbit/s"));
    parser.addOptions({hours, hoursPerMonth, daysPerMonth, months, runs, granularity, currency, rate, limit,
                       utilization, dataGb, dataLocation, uploadMbps});
    int exitCode = ExitUsage;
    const auto input = readEstimateInput(parser, QStringLiteral("compare"), args, out, exitCode, compareHelp());
    if (!input)
        return exitCode;
    Settings settings;
    const PriceCatalog catalog = loadCatalogs(out);
    const auto display = readCurrency(parser, currency, Currency::CNY, out);
    if (!display)
        return ExitUsage;
    ExchangeRate fx = settings.exchangeRate(catalog);
    if (parser.isSet(rate)) {
        const auto r = readPositive(parser, rate, out);
        if (!r)
            return ExitUsage;
        fx = ExchangeRate(*r, {}, CatalogCommands::tr("--cny-per-usd"));
    }
    Usage usage;
    usage.limits = input->limits;
    if (parser.isSet(hours) && parser.isSet(hoursPerMonth)) {
        out.error(CatalogCommands::tr("give --hours (one run) or --hours-per-month (a service), not both"));
        return ExitUsage;
    }
    if (parser.isSet(hours)) {
        const auto h = readPositive(parser, hours, out);
        if (!h)
            return ExitUsage;
        usage.jobHours = *h;
    }
    if (parser.isSet(hoursPerMonth)) {
        const auto h = readPositive(parser, hoursPerMonth, out);
        if (!h || *h > CostConstants::kMaxHoursPerMonth) {
            if (h)
                out.error(
                    CatalogCommands::tr("--hours-per-month must be at most %1").arg(CostConstants::kMaxHoursPerMonth));
            return ExitUsage;
        }
        usage.hoursPerMonth = *h;
        usage.service = true;
    }
    if (parser.isSet(daysPerMonth)) {
        const auto d = readPositive(parser, daysPerMonth, out);
        if (!d || *d > 31) {
            if (d)
                out.error(CatalogCommands::tr("--days-per-month must be at most 31"));
            return ExitUsage;
        }
        usage.daysPerMonth = *d;
    }
    const auto wholeCount = [&](const QCommandLineOption& option, int maximum) -> std::optional<int> {
        bool ok = false;
        const int v = parser.value(option).toInt(&ok);
        if (!ok || v < 1 || v > maximum) {
            out.error(CatalogCommands::tr("--%1 must be a whole number from 1 to %2, not '%3'")
                          .arg(option.names().first())
                          .arg(maximum)
                          .arg(parser.value(option)));
            return std::nullopt;
        }
        return v;
    };
    if (parser.isSet(months)) {
        const auto m = wholeCount(months, 120);
        if (!m)
            return ExitUsage;
        usage.months = *m;
    }
    if (parser.isSet(runs)) {
        const auto n = wholeCount(runs, 10000);
        if (!n)
            return ExitUsage;
        usage.runs = *n;
    }
    if (parser.isSet(granularity)) {
        const auto g = granularityFromCode(parser.value(granularity));
        if (!g || (*g != Granularity::Second && *g != Granularity::Minute && *g != Granularity::Hour)) {
            out.error(CatalogCommands::tr("--granularity must be second, minute or hour"));
            return ExitUsage;
        }
        usage.granularity = *g;
    }
    if (parser.isSet(utilization)) {
        const auto u = readPositive(parser, utilization, out);
        if (!u || *u > 1) {
            if (u)
                out.error(CatalogCommands::tr("--utilization must be above 0 and at most 1"));
            return ExitUsage;
        }
        usage.utilization = *u;
    }
    if (parser.isSet(dataGb) || parser.isSet(dataLocation) || parser.isSet(uploadMbps)) {
        Questionnaire q;
        q.dataSizeGb = 0;
        if (parser.isSet(dataGb)) {
            bool ok = false;
            q.dataSizeGb = parser.value(dataGb).toDouble(&ok);
            if (!ok || !(q.dataSizeGb >= 0) || q.dataSizeGb > 1e7) {
                out.error(CatalogCommands::tr("--data-gb must be a number of GB from 0 to 10000000, not '%1'")
                              .arg(parser.value(dataGb)));
                return ExitUsage;
            }
        }
        if (parser.isSet(dataLocation)) {
            const auto where = QuestionnaireMath::dataLocationFromCode(parser.value(dataLocation));
            if (!where) {
                out.error(CatalogCommands::tr("--data-location must be same-region, other-region or local"));
                return ExitUsage;
            }
            q.dataLocation = *where;
        }
        if (parser.isSet(uploadMbps)) {
            const auto mbps = readPositive(parser, uploadMbps, out);
            if (!mbps)
                return ExitUsage;
            q.uploadMbps = *mbps;
        }
        usage.data = QuestionnaireMath::dataFootprint(q, input->model, input->need);
    }
    if (input->need.isTraining() && !input->need.tokens && !usage.jobHours && !parser.isSet(hoursPerMonth)) {
        out.error(
            CatalogCommands::tr("say how long the work runs: --tokens N (with the estimate's speed) or --hours H"));
        return ExitUsage;
    }
    const QDate today = QDate::currentDate();
    const Result<DeploymentSearchResult> result =
        DeploymentSearch::run(input->model, input->need, usage, catalog, fx, *display, today);
    if (!result.ok()) {
        out.error(result.error().message);
        return ExitUsage;
    }
    const QList<Deployment>& rows = result->deployments;
    qsizetype shown = rows.size();
    if (parser.isSet(limit)) {
        const auto n = wholeCount(limit, 100000);
        if (!n)
            return ExitUsage;
        shown = std::min<qsizetype>(shown, *n);
    }
    if (input->json) {
        QJsonArray array;
        for (qsizetype i = 0; i < shown; ++i)
            array.append(rows.at(i).toJson(today));
        QJsonObject root;
        root.insert(QStringLiteral("model"), input->model.id);
        root.insert(QStringLiteral("task"), taskCode(input->need.task));
        root.insert(QStringLiteral("cny_per_usd"), fx.cnyPerUsd());
        root.insert(QStringLiteral("exchange_rate"), fx.toJson());
        root.insert(QStringLiteral("options"), array);
        if (rows.isEmpty())
            root.insert(QStringLiteral("reason"), result->reason);
        root.insert(QStringLiteral("notes"), QJsonArray::fromStringList(result->notes));
        out.json(root);
        return ExitOk;
    }
    const QLocale l;
    QList<QStringList> table;
    for (qsizetype i = 0; i < shown; ++i) {
        const Deployment& r = rows.at(i);
        QStringList notes;
        if (r.stale)
            notes << CatalogCommands::tr("stale price (%1)").arg(r.price.dateText());
        if (r.fit.nodes > 1 && r.fabric)
            notes << CatalogCommands::tr("%1 nodes over %2")
                         .arg(r.fit.nodes)
                         .arg(DeploymentSearch::fabricName(r.fabric->fabric));
        if (!input->need.isTraining()) {
            notes << CatalogCommands::tr("%n replica(s), %1 tok/s per user", nullptr, static_cast<int>(r.fit.replicas))
                         .arg(l.toString(r.tokensPerSecondPerUser, 'f', 0));
            if (r.costPerMillionTokens > 0)
                notes << CatalogCommands::tr("%1 per million tokens").arg(money(r.costPerMillionTokens, r.currency));
        }
        if (r.replicasPerGpu > 1)
            notes << (r.migProfile.isEmpty()
                          ? CatalogCommands::tr("%1 replicas fit on one card").arg(r.replicasPerGpu)
                          : CatalogCommands::tr("%1 × MIG %2 per card").arg(r.replicasPerGpu).arg(r.migProfile));
        table << QStringList{r.providerName,
                             DeploymentSearch::shapeText(r),
                             DeploymentSearch::billingText(r),
                             l.toString(r.wallHours, 'f', 1),
                             money(r.price.amount, r.price.currency),
                             money(r.instanceCost, r.currency),
                             usage.data ? money(Fees::total(r.fees), r.currency) : QStringLiteral("—"),
                             money(r.total, r.currency),
                             notes.join(QStringLiteral("; "))};
    }
    out.line(CatalogCommands::tr("%1 — %2: %n option(s), cheapest first", nullptr, static_cast<int>(rows.size()))
                 .arg(input->model.name, taskCode(input->need.task)));
    if (rows.isEmpty()) {
        out.line(result->reason);
        for (const QString& note : result->notes)
            out.line(note);
        return ExitOk;
    }
    out.table({CatalogCommands::tr("Provider"), CatalogCommands::tr("GPUs"), CatalogCommands::tr("Billing"),
               input->need.isTraining() && !usage.service ? CatalogCommands::tr("Hours per run")
                                                          : CatalogCommands::tr("Hours a month"),
               CatalogCommands::tr("Price"), CatalogCommands::tr("Instances"), CatalogCommands::tr("Disk and data"),
               CatalogCommands::tr("Total"), CatalogCommands::tr("Notes")},
              table);
    if (usage.data && !rows.first().fees.isEmpty()) {
        // The cheapest option's charges beyond its instances, one line each: what the "Disk and data" column sums.
        out.line(CatalogCommands::tr("Beyond the instances, the cheapest option pays:"));
        for (const FeeLine& fee : rows.first().fees)
            out.line(QStringLiteral("  %1: %2 (%3)")
                         .arg(fee.name(), money(fee.amount, rows.first().currency), fee.explanation));
    }
    const bool converted = std::any_of(rows.cbegin(), rows.cbegin() + shown, [&](const Deployment& d) {
        const auto provider = catalog.provider(d.providerId);
        return d.price.currency != *display ||
               (!d.fees.isEmpty() && provider && provider->fees && provider->fees->currency != *display);
    });
    if (converted)
        out.line(CatalogCommands::tr("Converted at %1.").arg(fx.describe()));
    for (const QString& note : result->notes)
        out.line(note);
    return ExitOk;
}

// ---- budget -------------------------------------------------------------------------------------------------------

QString budgetHelp()
{
    return CatalogCommands::tr("usage: gpuplanner-cli budget PLAN.json [--json]") + QLatin1Char('\n') +
           CatalogCommands::tr("The plan's budget: each scenario's items priced on every offer, the scenarios side "
                               "by side (total, per month, peak GPUs, the cheapest billing mix).");
}

int runBudget(const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    parser.addOptions({json, help});
    if (!parseCommandLine(parser, args, QStringLiteral("budget"), out, true))
        return ExitUsage;
    if (parser.isSet(help)) {
        out.line(budgetHelp());
        return ExitOk;
    }
    if (parser.positionalArguments().size() != 1) {
        out.error(CatalogCommands::tr("usage: gpuplanner-cli budget PLAN.json [--json]"));
        return ExitUsage;
    }
    const Result<Plan> plan = PlanFile::load(parser.positionalArguments().first());
    if (!plan.ok()) {
        out.error(plan.error().message);
        return ExitUsage;
    }
    if (!plan->budget) {
        out.error(CatalogCommands::tr("the plan has no budget section yet"));
        return ExitUsage;
    }
    const QDate today = QDate::currentDate();
    const PriceCatalog catalog = loadCatalogs(out);
    // Items that follow the plan are priced as the plan stands today, as the app and the report show them.
    const Budget budget = PlanBudget::budgetOf(*plan, PlanBudget::evaluate(*plan, catalog, today));
    const Result<BudgetResult> r = BudgetPlanner::compute(budget, catalog, today);
    if (!r.ok()) {
        out.error(r.error().message);
        return ExitUsage;
    }
    const Currency currency = plan->budget->settings.currency;
    if (parser.isSet(json)) {
        QJsonObject root = r->toJson();
        root.insert(QStringLiteral("name"), plan->name);
        root.insert(QStringLiteral("buffer"), plan->budget->settings.buffer);
        root.insert(QStringLiteral("risk_factor"), plan->budget->settings.riskFactor);
        root.insert(QStringLiteral("months"), plan->budget->settings.months);
        root.insert(QStringLiteral("start"), plan->budget->startDate(today).toString(Qt::ISODate));
        out.json(root);
        return ExitOk;
    }
    // The scenarios are alternatives: side by side, never added together.
    out.line(CatalogCommands::tr("Budget: %1, %n month(s) from %2", nullptr, plan->budget->settings.months)
                 .arg(plan->name, plan->budget->startDate(today).toString(Qt::ISODate)));
    QList<QStringList> side;
    for (const ScenarioResult& s : r->scenarios) {
        QStringList months;
        for (double m : s.perMonth)
            months << money(m, currency);
        side << QStringList{s.name,
                            s.unpricedItems > 0
                                ? CatalogCommands::tr("%1 + %n item(s) without a price", nullptr, s.unpricedItems)
                                      .arg(money(s.total, currency))
                                : money(s.total, currency),
                            months.join(QStringLiteral(" / ")),
                            QString::number(s.peakGpus),
                            QString::number(s.bufferedPeakGpus),
                            BudgetPlanner::billingMixText(s, currency)};
    }
    out.table({CatalogCommands::tr("Scenario"), CatalogCommands::tr("Total"), CatalogCommands::tr("Per month"),
               CatalogCommands::tr("Peak GPUs"), CatalogCommands::tr("With buffer"),
               CatalogCommands::tr("Billing mix")},
              side);
    const QLocale l;
    for (const ScenarioResult& s : r->scenarios) {
        out.line(QString());
        out.line(CatalogCommands::tr("%1:").arg(s.name));
        QList<QStringList> rows;
        for (const ItemBudget& i : s.items) {
            rows << QStringList{
                i.item.name,
                QStringLiteral("%1 × %2").arg(i.item.gpus).arg(i.item.gpuId),
                l.toString(i.gpuHours, 'f', 1),
                l.toString(i.riskGpuHours, 'f', 1),
                i.cheapest ? QStringLiteral("%1 / %2").arg(i.cheapest->providerName, modeName(i.cheapest->mode))
                           : i.problem,
                i.cheapest ? i.cheapest->explanation : QString(),
                i.cheapest ? money(i.cheapest->cost, currency) : QStringLiteral("—")};
        }
        out.table({CatalogCommands::tr("Item"), CatalogCommands::tr("GPUs"), CatalogCommands::tr("GPU-hours"),
                   CatalogCommands::tr("× risk"), CatalogCommands::tr("Cheapest"), CatalogCommands::tr("How"),
                   CatalogCommands::tr("Cost")},
                  rows);
        for (const QString& step : s.steps)
            out.line(QStringLiteral("  ") + step);
    }
    return ExitOk;
}

} // namespace

PriceCatalog loadCatalogs(CliOutput& out)
{
    PriceCatalog catalog = UserCatalogStore().load();
    for (const CatalogProblem& p : catalog.skippedFiles())
        out.warning(
            CatalogCommands::tr("%1 could not be loaded and its offers are left out: %2").arg(p.file, p.toString()));
    return catalog;
}

QList<CliCommand> catalogCommands()
{
    return {
        CliCommand{QStringLiteral("catalog"),
                   [] {
                       return CatalogCommands::tr(
                           "GPU and price catalogs: list, validate, import, export, refresh, history.");
                   },
                   runCatalog, catalogHelp,
                   QStringList{QStringLiteral("list"), QStringLiteral("validate"), QStringLiteral("import"),
                               QStringLiteral("export"), QStringLiteral("import-skypilot"), QStringLiteral("refresh"),
                               QStringLiteral("history")}},
        CliCommand{
            QStringLiteral("compare"),
            [] { return CatalogCommands::tr("A workload across every offer and billing mode, cheapest first."); },
            runCompare, [] { return workloadHelp(QStringLiteral("compare"), compareHelp()); }},
        CliCommand{
            QStringLiteral("cost"),
            [] { return CatalogCommands::tr("Buy versus monthly, hourly and spot: costs and break-even points."); },
            runCost, costHelp},
        CliCommand{QStringLiteral("budget"), [] { return CatalogCommands::tr("The budget table of a plan file."); },
                   runBudget, budgetHelp},
    };
}

} // namespace gp::cli
