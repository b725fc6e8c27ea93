#include "core/catalog/CatalogAudit.h"

#include <algorithm>

namespace gp {

namespace {

// The prices that count: the newest of each offer and billing mode (a user's own wins), as every total picks them.
QList<Price> currentPrices(const Offer& offer)
{
    QList<Price> out;
    for (BillingMode mode : {BillingMode::Hourly, BillingMode::Daily, BillingMode::Weekly, BillingMode::Monthly,
                             BillingMode::Spot, BillingMode::PerTask})
        if (const std::optional<Price> price = offer.price(mode))
            out << *price;
    return out;
}

bool past(const QDate& date, const QDate& today, int windowDays)
{
    return !date.isValid() || date.daysTo(today) > windowDays;
}

} // namespace

std::optional<int> StaleEntry::ageDays(const QDate& today) const
{
    return date.isValid() ? std::optional<int>(static_cast<int>(date.daysTo(today))) : std::nullopt;
}

QJsonObject StaleEntry::toJson(const QDate& today) const
{
    QJsonObject o{{QStringLiteral("provider"), providerId},
                  {QStringLiteral("offer"), offerId.isEmpty() ? QJsonValue() : QJsonValue(offerId)},
                  {QStringLiteral("kind"), price ? QStringLiteral("price") : QStringLiteral("fees")},
                  {QStringLiteral("date"), date.isValid() ? QJsonValue(date.toString(Qt::ISODate)) : QJsonValue()},
                  {QStringLiteral("source"), source}};
    const auto age = ageDays(today);
    o.insert(QStringLiteral("age_days"), age ? QJsonValue(*age) : QJsonValue());
    if (price) {
        o.insert(QStringLiteral("mode"), billingModeCode(price->mode));
        o.insert(QStringLiteral("amount"), price->amount);
        o.insert(QStringLiteral("currency"), currencyCode(price->currency));
    }
    return o;
}

QString CatalogCoverage::describe() const
{
    return CatalogAudit::tr("Daily, weekly and monthly prices: %1\nProviders with disk fees: %2 of %3\nCurrent prices "
                            "dated within %4 days: %5 of %6 (%7 %)")
        .arg(reservedPrices)
        .arg(providersWithDiskFees)
        .arg(providers)
        .arg(days)
        .arg(datedWithin)
        .arg(currentPrices)
        .arg(QString::number(datedShare() * 100, 'f', 0));
}

QList<StaleEntry> CatalogAudit::stale(const PriceCatalog& catalog, const QDate& today, int windowDays)
{
    QList<StaleEntry> out;
    for (const Provider& p : catalog.providers()) {
        if (p.fees && past(p.fees->date, today, windowDays))
            out << StaleEntry{p.id, p.displayName(), {}, std::nullopt, p.fees->date, p.fees->source};
        for (const Offer& offer : p.offers)
            for (const Price& price : currentPrices(offer))
                if (past(price.date, today, windowDays))
                    out << StaleEntry{p.id, p.displayName(), offer.id, price, price.date, price.source};
    }
    // Undated first (nobody can say they hold), then the oldest; ties in catalog order.
    std::stable_sort(out.begin(), out.end(), [](const StaleEntry& a, const StaleEntry& b) {
        if (a.date.isValid() != b.date.isValid())
            return !a.date.isValid();
        return a.date < b.date;
    });
    return out;
}

CatalogCoverage CatalogAudit::coverage(const PriceCatalog& catalog, const QDate& today, int days)
{
    CatalogCoverage c;
    c.days = days;
    for (const Provider& p : catalog.providers()) {
        ++c.providers;
        if (p.fees && p.fees->diskGbMonth)
            ++c.providersWithDiskFees;
        for (const Offer& offer : p.offers) {
            for (const Price& price : currentPrices(offer)) {
                ++c.currentPrices;
                if (price.date.isValid() && price.date.daysTo(today) <= days)
                    ++c.datedWithin;
                if (price.mode == BillingMode::Daily || price.mode == BillingMode::Weekly ||
                    price.mode == BillingMode::Monthly)
                    ++c.reservedPrices;
            }
        }
    }
    return c;
}

} // namespace gp
