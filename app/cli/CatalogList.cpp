#include "app/cli/CatalogSubcommands.h"

#include "app/cli/CatalogFreshness.h"
#include "app/cli/CliCommand.h"
#include "app/cli/CliOutput.h"
#include "app/cli/CliValues.h"
#include "app/cli/support/CliSupport.h"
#include "core/catalog/GpuCatalog.h"
#include "core/catalog/UserCatalogStore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

namespace gp::cli {

namespace {

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

// What `catalog list --json` prints: every GPU, every provider with its offers and fees, the rate and the problems.
QJsonObject catalogJson(const PriceCatalog& catalog, const QList<CatalogProblem>& problems, const QDate& today)
{
    QJsonArray gpus;
    for (const GpuSpec& g : GpuCatalog::builtIn().gpus())
        gpus.append(GpuCatalog::toJson(g, today));
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
    return root;
}

} // namespace

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
        out.json(catalogJson(catalog, problems, today));
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
                                    billingModeName(price.mode),
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

} // namespace gp::cli
