#include "app/cli/ConstraintOptions.h"

#include "app/cli/CliOutput.h"
#include "app/cli/CliValues.h"

namespace gp::cli {

namespace {

// Repeatable and comma-separated: --provider autodl,gongji --provider matpool.
QStringList listValue(const QCommandLineParser& parser, const QCommandLineOption& option)
{
    QStringList out;
    for (const QString& value : parser.values(option))
        for (const QString& part : value.split(QLatin1Char(','), Qt::SkipEmptyParts))
            if (!part.trimmed().isEmpty() && !out.contains(part.trimmed()))
                out << part.trimmed();
    return out;
}

} // namespace

QList<QCommandLineOption> ConstraintOptions::all() const
{
    return {provider, excludeProvider, region, currency, noSpot, noMonthly, maxPriceAge, datedOnly, minConfidence};
}

bool ConstraintOptions::anySet(const QCommandLineParser& parser) const
{
    const QList<QCommandLineOption> options = all();
    return std::any_of(options.cbegin(), options.cend(), [&](const QCommandLineOption& o) { return parser.isSet(o); });
}

bool ConstraintOptions::read(const QCommandLineParser& parser,
                             const PriceCatalog& catalog,
                             PriceConstraints& constraints,
                             CliOutput& out) const
{
    PriceConstraints c = constraints;
    if (parser.isSet(provider))
        c.providers = listValue(parser, provider);
    if (parser.isSet(excludeProvider))
        c.excludedProviders = listValue(parser, excludeProvider);
    if (parser.isSet(region))
        c.region = parser.value(region).trimmed();
    if (parser.isSet(currency)) {
        const auto code = readCurrency(parser, currency, Currency::CNY, out);
        if (!code)
            return false;
        c.currency = *code;
    }
    c.noSpot = c.noSpot || parser.isSet(noSpot);
    c.noMonthly = c.noMonthly || parser.isSet(noMonthly);
    c.datedOnly = c.datedOnly || parser.isSet(datedOnly);
    if (parser.isSet(maxPriceAge)) {
        bool ok = false;
        const int days = parser.value(maxPriceAge).toInt(&ok);
        if (!ok || days < 0 || days > PriceConstraints::kMaxAgeDays) {
            out.error(CatalogCommands::tr("--max-price-age must be a whole number of days from 0 to %1, not '%2'")
                          .arg(PriceConstraints::kMaxAgeDays)
                          .arg(parser.value(maxPriceAge)));
            return false;
        }
        c.maxPriceAgeDays = days;
    }
    if (parser.isSet(minConfidence)) {
        c.minConfidence = confidenceFromCode(parser.value(minConfidence));
        if (!c.minConfidence) {
            out.error(CatalogCommands::tr("--min-confidence must be listed, observed or reported, not '%1'")
                          .arg(parser.value(minConfidence)));
            return false;
        }
    }
    const Status checked = c.check(catalog);
    if (!checked.ok()) {
        out.error(checked.error().message);
        return false;
    }
    constraints = c;
    return true;
}

QString ConstraintOptions::help()
{
    return CatalogCommands::tr(
        "Constraints (override a plan's): --provider ID[,ID] (only these), --exclude-provider ID[,ID], "
        "--region cn|intl|REGION (mainland China, international, or an offer's region), --currency CNY|USD, "
        "--no-spot, --no-monthly, --max-price-age DAYS, --dated-only (no undated prices), "
        "--min-confidence listed|observed|reported");
}

} // namespace gp::cli
