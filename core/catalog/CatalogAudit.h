#pragma once

#include "core/catalog/PriceCatalog.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonObject>
#include <QList>

#include <optional>

namespace gp {

// A price (or a provider's fees) that counts today and is past the freshness window: what a refresh has to look at.
struct StaleEntry
{
    QString providerId;
    QString providerName;
    QString offerId; // empty: the provider's fees
    std::optional<Price> price;
    QDate date; // the price's or the fees' date; invalid: undated
    QString source;

    std::optional<int> ageDays(const QDate& today) const;
    QJsonObject toJson(const QDate& today) const;
};

// How much of the catalog a founder can rely on: the figures issue reviews and the coverage test hold it to.
struct CatalogCoverage
{
    int providers = 0;
    int providersWithDiskFees = 0;
    int reservedPrices = 0; // daily, weekly and monthly prices that count (the newest of each offer and mode)
    int currentPrices = 0;  // every price that counts, one per offer and mode
    int datedWithin = 0;    // of those, dated within `days`
    int days = 180;

    double datedShare() const { return currentPrices > 0 ? static_cast<double>(datedWithin) / currentPrices : 0.0; }
    QString describe() const; // one line per figure, translated
};

class CatalogAudit final
{
    Q_DECLARE_TR_FUNCTIONS(gp::CatalogAudit)

public:
    // Every price that counts (one per offer and mode) and every fee past `windowDays` or undated, undated first and
    // then the oldest: `catalog list --stale`.
    static QList<StaleEntry> stale(const PriceCatalog& catalog, const QDate& today, int windowDays);
    static CatalogCoverage coverage(const PriceCatalog& catalog, const QDate& today, int days = 180);
};

} // namespace gp
