#include "core/catalog/PriceConstraints.h"

#include <QJsonArray>
#include <QLocale>

namespace gp {

namespace {

const QString kMainland = QStringLiteral("cn");
const QString kInternational = QStringLiteral("intl");

QStringList stringList(const QJsonValue& value, bool* ok)
{
    QStringList out;
    *ok = value.isUndefined() || value.isArray();
    for (const QJsonValue& v : value.toArray()) {
        if (!v.isString() || v.toString().trimmed().isEmpty()) {
            *ok = false;
            return {};
        }
        out << v.toString().trimmed();
    }
    return out;
}

int confidenceRank(Confidence c)
{
    switch (c) {
    case Confidence::Listed:
        return 2;
    case Confidence::Observed:
        return 1;
    case Confidence::Reported:
        break;
    }
    return 0;
}

Error malformed(const QString& what)
{
    return Error{QStringLiteral("plan.constraints"), CatalogConstraint::tr("constraints: %1").arg(what)};
}

} // namespace

bool PriceConstraints::isEmpty() const
{
    return *this == PriceConstraints{};
}

QJsonObject PriceConstraints::toJson() const
{
    QJsonObject o;
    if (!providers.isEmpty())
        o.insert(QStringLiteral("providers"), QJsonArray::fromStringList(providers));
    if (!excludedProviders.isEmpty())
        o.insert(QStringLiteral("exclude_providers"), QJsonArray::fromStringList(excludedProviders));
    if (!region.isEmpty())
        o.insert(QStringLiteral("region"), region);
    if (currency)
        o.insert(QStringLiteral("currency"), currencyCode(*currency));
    if (noSpot)
        o.insert(QStringLiteral("spot"), false);
    if (noMonthly)
        o.insert(QStringLiteral("monthly"), false);
    if (maxPriceAgeDays)
        o.insert(QStringLiteral("max_price_age_days"), *maxPriceAgeDays);
    if (datedOnly)
        o.insert(QStringLiteral("dated_only"), true);
    if (minConfidence)
        o.insert(QStringLiteral("min_confidence"), confidenceCode(*minConfidence));
    return o;
}

Result<PriceConstraints> PriceConstraints::fromJson(const QJsonValue& value)
{
    PriceConstraints c;
    if (value.isUndefined() || value.isNull())
        return c;
    if (!value.isObject())
        return malformed(CatalogConstraint::tr("must be an object"));
    const QJsonObject o = value.toObject();
    static const QStringList known = {QStringLiteral("providers"),     QStringLiteral("exclude_providers"),
                                      QStringLiteral("region"),        QStringLiteral("currency"),
                                      QStringLiteral("spot"),          QStringLiteral("monthly"),
                                      QStringLiteral("dated_only"),    QStringLiteral("max_price_age_days"),
                                      QStringLiteral("min_confidence")};
    for (auto it = o.constBegin(); it != o.constEnd(); ++it)
        if (!known.contains(it.key()))
            return malformed(CatalogConstraint::tr("unknown field \"%1\"").arg(it.key()));
    bool ok = false;
    c.providers = stringList(o.value(QLatin1String("providers")), &ok);
    if (!ok)
        return malformed(CatalogConstraint::tr("\"providers\" must be a list of provider ids"));
    c.excludedProviders = stringList(o.value(QLatin1String("exclude_providers")), &ok);
    if (!ok)
        return malformed(CatalogConstraint::tr("\"exclude_providers\" must be a list of provider ids"));
    const QJsonValue region = o.value(QLatin1String("region"));
    if (!region.isUndefined() && !region.isString())
        return malformed(CatalogConstraint::tr("\"region\" must be a string"));
    c.region = region.toString().trimmed();
    if (o.contains(QLatin1String("currency"))) {
        c.currency = currencyFromCode(o.value(QLatin1String("currency")).toString());
        if (!c.currency)
            return malformed(CatalogConstraint::tr("\"currency\" must be CNY or USD"));
    }
    for (const char* key : {"spot", "monthly", "dated_only"}) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isUndefined() && !v.isBool())
            return malformed(CatalogConstraint::tr("\"%1\" must be true or false").arg(QLatin1String(key)));
    }
    c.noSpot = !o.value(QLatin1String("spot")).toBool(true);
    c.noMonthly = !o.value(QLatin1String("monthly")).toBool(true);
    c.datedOnly = o.value(QLatin1String("dated_only")).toBool(false);
    if (o.contains(QLatin1String("max_price_age_days"))) {
        const double days = o.value(QLatin1String("max_price_age_days")).toDouble(-1);
        if (!(days >= 0) || days > kMaxAgeDays || days != static_cast<int>(days))
            return malformed(
                CatalogConstraint::tr("\"max_price_age_days\" must be a whole number from 0 to %1").arg(kMaxAgeDays));
        c.maxPriceAgeDays = static_cast<int>(days);
    }
    if (o.contains(QLatin1String("min_confidence"))) {
        c.minConfidence = confidenceFromCode(o.value(QLatin1String("min_confidence")).toString());
        if (!c.minConfidence)
            return malformed(CatalogConstraint::tr("\"min_confidence\" must be listed, observed or reported"));
    }
    return c;
}

Status PriceConstraints::check(const PriceCatalog& catalog) const
{
    QStringList known;
    for (const Provider& p : catalog.providers())
        known << p.id;
    for (const QString& id : providers + excludedProviders)
        if (!known.contains(id))
            return Error{QStringLiteral("constraints.unknown_provider"),
                         CatalogConstraint::tr("unknown provider \"%1\"; known providers: %2")
                             .arg(id, known.join(QStringLiteral(", ")))};
    if (region.isEmpty() || region == kMainland || region == kInternational)
        return Ok{};
    QStringList regions;
    for (const Provider& p : catalog.providers())
        for (const Offer& o : p.offers)
            if (!o.region.isEmpty() && !regions.contains(o.region, Qt::CaseInsensitive))
                regions << o.region;
    if (!regions.contains(region, Qt::CaseInsensitive))
        return Error{QStringLiteral("constraints.unknown_region"),
                     CatalogConstraint::tr("unknown region \"%1\"; use cn (mainland China), intl (international) or "
                                           "a region an offer names: %2")
                         .arg(region, regions.join(QStringLiteral(", ")))};
    return Ok{};
}

QString PriceConstraints::describe() const
{
    QStringList parts;
    if (!providers.isEmpty())
        parts << CatalogConstraint::tr("only %1").arg(providers.join(QStringLiteral(", ")));
    if (!excludedProviders.isEmpty())
        parts << CatalogConstraint::tr("not %1").arg(excludedProviders.join(QStringLiteral(", ")));
    if (!region.isEmpty())
        parts << CatalogConstraint::regionName(region);
    if (currency)
        parts << currencyCode(*currency);
    if (noSpot)
        parts << CatalogConstraint::tr("no spot");
    if (noMonthly)
        parts << CatalogConstraint::tr("no monthly plans");
    if (maxPriceAgeDays && datedOnly)
        parts << CatalogConstraint::tr("prices dated within %n day(s)", nullptr, *maxPriceAgeDays);
    else if (maxPriceAgeDays)
        parts << CatalogConstraint::tr("prices at most %n day(s) old (undated allowed)", nullptr, *maxPriceAgeDays);
    else if (datedOnly)
        parts << CatalogConstraint::tr("dated prices only");
    if (minConfidence)
        parts << CatalogConstraint::tr("prices at least %1").arg(confidenceName(*minConfidence));
    return parts.isEmpty() ? CatalogConstraint::tr("none") : parts.join(QStringLiteral(", "));
}

bool PriceConstraints::allows(const Price& price, const QDate& today) const
{
    if (noSpot && price.mode == BillingMode::Spot)
        return false;
    if (noMonthly && price.mode == BillingMode::Monthly)
        return false;
    if (!price.date.isValid()) {
        if (datedOnly)
            return false;
    } else if (maxPriceAgeDays && price.date.daysTo(today) > *maxPriceAgeDays) {
        return false;
    }
    // A person's own price is what they pay: no source confidence applies to it.
    if (minConfidence && !price.userOverride && confidenceRank(price.confidence) < confidenceRank(*minConfidence))
        return false;
    return true;
}

bool PriceConstraints::allows(const Provider& provider) const
{
    if (!providers.isEmpty() && !providers.contains(provider.id))
        return false;
    if (excludedProviders.contains(provider.id))
        return false;
    if (region == kMainland)
        return provider.country.compare(QLatin1String("CN"), Qt::CaseInsensitive) == 0;
    if (region == kInternational)
        return provider.country.compare(QLatin1String("CN"), Qt::CaseInsensitive) != 0;
    return true;
}

bool PriceConstraints::allows(const Provider& provider, const Offer& offer) const
{
    if (!allows(provider))
        return false;
    if (region.isEmpty() || region == kMainland || region == kInternational)
        return true;
    return offer.region.compare(region, Qt::CaseInsensitive) == 0;
}

ConstrainedCatalog
CatalogConstraint::apply(const PriceCatalog& catalog, const PriceConstraints& constraints, const QDate& today)
{
    ConstrainedCatalog out;
    out.catalog = catalog;
    if (constraints.isEmpty())
        return out;
    QList<Provider> kept;
    for (const Provider& provider : catalog.providers()) {
        if (!constraints.allows(provider)) {
            ++out.providersLeftOut;
            continue;
        }
        Provider p = provider;
        p.offers.clear();
        for (const Offer& offer : provider.offers) {
            if (!constraints.allows(provider, offer)) {
                ++out.offersLeftOut;
                continue;
            }
            Offer o = offer;
            o.prices.clear();
            for (const Price& price : offer.prices) {
                if (constraints.allows(price, today))
                    o.prices << price;
                else
                    ++out.pricesLeftOut;
            }
            if (o.prices.isEmpty())
                ++out.offersLeftOut;
            else
                p.offers << o;
        }
        kept << p;
    }
    out.catalog.setProviders(kept);
    QStringList leftOut;
    if (out.providersLeftOut > 0)
        leftOut << tr("%n provider(s)", nullptr, out.providersLeftOut);
    if (out.offersLeftOut > 0)
        leftOut << tr("%n offer(s)", nullptr, out.offersLeftOut);
    if (out.pricesLeftOut > 0)
        leftOut << tr("%n price(s) of the offers kept", nullptr, out.pricesLeftOut);
    if (!leftOut.isEmpty())
        out.note = tr("Within the constraints (%1), left out: %2.")
                       .arg(constraints.describe(), leftOut.join(QStringLiteral(", ")));
    return out;
}

QString CatalogConstraint::regionName(const QString& region)
{
    if (region == kMainland)
        return tr("mainland China");
    if (region == kInternational)
        return tr("international");
    return tr("region %1").arg(region);
}

} // namespace gp
