#pragma once

#include "core/catalog/PriceCatalog.h"
#include "core/common/Result.h"
#include "core/money/Money.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace gp {

// What the founder allows the answer to use: which providers, where, billed how, priced how recently and how
// credibly, shown in which currency. Part of the plan ("constraints", docs/plan-format.md) and of the commands'
// flags; every page, report and export prices on the catalog these leave, so they cannot disagree.
struct PriceConstraints
{
    QStringList providers;         // allowed provider ids; empty: every provider
    QStringList excludedProviders; // provider ids left out
    // "" any; "cn" mainland China (providers based there); "intl" everything else; any other word: an offer's own
    // region, compared without case ("us-east-1", "ap-beijing").
    QString region;
    std::optional<Currency> currency;        // every figure of the plan in this currency; empty: the plan's budget's
    bool noSpot = false;                     // interruptible capacity is never priced
    bool noMonthly = false;                  // monthly plans are never priced
    std::optional<int> maxPriceAgeDays;      // dated prices older than this are left out
    bool datedOnly = false;                  // prices whose source gives no date are left out
    std::optional<Confidence> minConfidence; // e.g. observed: reported prices are left out

    static constexpr int kMaxAgeDays = 3650;

    bool isEmpty() const;
    // The age past which a total warns that its prices may no longer hold: the plan's own limit, or 90 days.
    int freshnessWindowDays() const { return maxPriceAgeDays.value_or(Price::kStaleDays); }
    bool operator==(const PriceConstraints& other) const = default;

    QJsonObject toJson() const;
    // Older plans have no "constraints": they read as none. Unknown keys are refused, so a typo is never ignored.
    static Result<PriceConstraints> fromJson(const QJsonValue& value);
    // Every provider id named exists in `catalog`, and the region is one its offers or the scopes know.
    Status check(const PriceCatalog& catalog) const;
    // "mainland China, CNY, no spot, prices dated within 90 days" (translated), or "none".
    QString describe() const;
    // Whether one price passes (mode, date, confidence).
    bool allows(const Price& price, const QDate& today) const;
    bool allows(const Provider& provider) const;
    bool allows(const Provider& provider, const Offer& offer) const;
};

// The catalog within the constraints, and what they left out (never silently: every view shows `note`).
struct ConstrainedCatalog
{
    PriceCatalog catalog;
    int providersLeftOut = 0;
    int offersLeftOut = 0; // offers of allowed providers outside the region, or with no price left
    int pricesLeftOut = 0; // prices of kept offers refused by billing, age or confidence
    QString note;          // translated, empty when nothing was left out
};

class CatalogConstraint final
{
    Q_DECLARE_TR_FUNCTIONS(gp::CatalogConstraint)

public:
    static ConstrainedCatalog
    apply(const PriceCatalog& catalog, const PriceConstraints& constraints, const QDate& today);
    static QString regionName(const QString& region); // "mainland China", "international", or the code
};

} // namespace gp
