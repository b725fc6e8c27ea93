#include "app/cli/CatalogCommands.h"

#include "app/cli/BudgetCommand.h"
#include "app/cli/CatalogFreshness.h"
#include "app/cli/CliOutput.h"
#include "app/cli/CliValues.h"
#include "app/cli/CompareCommand.h"
#include "app/cli/EstimatorCommands.h"
#include "core/catalog/Citation.h"
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

namespace {

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

// ---- catalog ------------------------------------------------------------------------------------------------------

// Each provider's fees beyond the instance, and what its public record does not give (said rather than guessed).
void printFeesAndGaps(const PriceCatalog& catalog, CliOutput& out)
{
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
    for (const Provider& p : catalog.providers())
        if (!p.notPublished.isEmpty())
            out.line(CatalogCommands::tr("%1 does not publish: %2.").arg(p.displayName(), p.notPublishedText()));
}

int catalogList(const QStringList& args, CliOutput& out)
{
    if (args.contains(QStringLiteral("--stale")))
        return catalogListStale(args, out);
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
    printFeesAndGaps(catalog, out);
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
                                      "[--commit-date YYYY-MM-DD] [--source owner/repo@commit:path]"));
        return ExitUsage;
    }
    // The prices' date is the catalog commit's, read from the repository's history or given; never the day the file
    // was downloaded.
    SkyPilotImporter::Provenance provenance = SkyPilotImporter::provenanceOf(parser.positionalArguments().first());
    if (parser.isSet(source)) {
        provenance.source = parser.value(source).trimmed();
        // Said before a gigabyte is read: the catalog refuses prices nobody can check.
        if (const QString why = Citation::problem(provenance.source); !why.isEmpty()) {
            out.error(CatalogCommands::tr("--source: %1").arg(why));
            return ExitUsage;
        }
    }
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
    if (*m != std::floor(*m) || *m > CostConstants::kMaxMonths) {
        out.error(CatalogCommands::tr("--months must be a whole number of months from 1 to %1, not '%2'")
                      .arg(CostConstants::kMaxMonths)
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

} // namespace

PriceCatalog loadCatalogs(CliOutput& out)
{
    PriceCatalog catalog = UserCatalogStore().load();
    Settings().applyExchangeRate(catalog); // the user's own or the refreshed rate, where one is newer
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
                           "GPU and price catalogs: list, validate, import, export, refresh, history, rate.");
                   },
                   runCatalog, catalogHelp,
                   QStringList{QStringLiteral("list"), QStringLiteral("validate"), QStringLiteral("import"),
                               QStringLiteral("export"), QStringLiteral("import-skypilot"), QStringLiteral("refresh"),
                               QStringLiteral("history"), QStringLiteral("rate")}},
        compareCommand(),
        CliCommand{
            QStringLiteral("cost"),
            [] { return CatalogCommands::tr("Buy versus monthly, hourly and spot: costs and break-even points."); },
            runCost, costHelp},
        budgetCommand(),
    };
}

} // namespace gp::cli
