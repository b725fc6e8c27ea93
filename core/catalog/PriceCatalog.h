#pragma once

#include "core/common/Result.h"
#include "core/money/Money.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace gp {

class GpuCatalog;

enum class BillingMode { Hourly, Daily, Weekly, Monthly, Spot, PerTask };
enum class Granularity { Second, Minute, Hour, Day, Week, Month, Task };

QString billingModeCode(BillingMode mode);
QString billingModeName(BillingMode mode); // translated, for people: "hourly", "按小时"
std::optional<BillingMode> billingModeFromCode(const QString& code);
QString granularityCode(Granularity granularity);
std::optional<Granularity> granularityFromCode(const QString& code);
double granularityHours(Granularity granularity); // 1/3600 for seconds … 720 for a month; 0 for per task
// The one table of nominal hours per billed unit (1, 24, 168, 720; 0 for per task): for hourly equivalents and rates.
// Calendar spans (a month of 28–31 days) are billed by BillingCalendar.
double billingUnitHours(BillingMode mode);

// How much a price can be trusted: the provider's own list or API (listed), seen on a marketplace or a console
// (observed), or quoted by someone else (reported).
enum class Confidence { Listed, Observed, Reported };
QString confidenceCode(Confidence confidence);
std::optional<Confidence> confidenceFromCode(const QString& code);
QString confidenceName(Confidence confidence); // translated: "listed", "observed", "reported"

struct Price
{
    BillingMode mode = BillingMode::Hourly;
    double amount = 0; // per instance (all its GPUs), per unit of the mode: hour, day, week, month, task
    Currency currency = Currency::CNY;
    Granularity granularity = Granularity::Hour;
    QString source;
    QDate date;      // when the price was published or last seen at the source; invalid: the source gives no date
    QDate retrieved; // when it was taken from the source (provenance only: never a price's date)
    Confidence confidence = Confidence::Reported;
    QString quote; // the source's own words or table cell that give the amount
    QString note;
    QString aggregation; // "" (a list price) or e.g. "median_of_offers"
    bool userOverride = false;
    // The price covers the GPUs only and the host VM is billed apart (Google Cloud lists them so). Not the cost of an
    // instance: deployments, budgets and the Costs page leave it out, and say so.
    bool gpuOnly = false;

    Money money() const { return {amount, currency}; }
    // An undated price counts as stale: nobody can say it still holds.
    bool isStale(const QDate& today) const { return !date.isValid() || date.daysTo(today) > kStaleDays; }
    QString dateText() const; // "2026-11-29", or "date unknown" (translated)
    static constexpr int kStaleDays = 90;
};

// Several identical instances a provider launches on one network, for multi-node jobs.
struct ClusterFabric
{
    int maxInstances = 2;
    QString fabric;  // infiniband, roce, efa, ethernet
    double gbps = 0; // per instance (all its NICs)
    QString source;
};

QStringList clusterFabricCodes();

// A price in the catalog schema; with `today`, also whether it is stale (`compare --json`, `catalog list --json`).
QJsonObject priceJson(const Price& price, const QDate& today);
struct Offer;
// An offer in the catalog schema (docs/catalog-schema.md); with `today`, each price also says whether it is stale
// (`catalog list --json`). The one writer of offers, for catalog files and for scripts.
QJsonObject offerJson(const Offer& offer, const QDate& today = {});

struct Offer
{
    QString id;
    QString gpuId;
    int gpuCount = 1;
    std::optional<int> vcpus;
    std::optional<double> ramGb;
    std::optional<double> diskGb;
    QString region;
    QString interconnect;               // none, pcie, nvlink
    std::optional<double> usableVramGb; // where the provider reserves some of the card
    QString tier;
    QString instanceType;
    std::optional<ClusterFabric> cluster; // absent: one instance only
    QList<Price> prices;

    // The newest price of a mode (a user's own price wins over any catalog price).
    std::optional<Price> price(BillingMode mode) const;
    // That price when it is what a whole instance costs; nothing when it covers the GPUs only.
    std::optional<Price> instancePrice(BillingMode mode) const;
    bool hasGpuOnlyPrices() const;
};

// What a provider charges beyond the instance: disks by the GB-month (while the instance runs, and while it is
// stopped, when the provider keeps charging for them), and data leaving it by the GB. In the fees' own currency.
struct ProviderFees
{
    Currency currency = Currency::USD;
    std::optional<double> diskGbMonth;        // block storage attached to a running instance
    std::optional<double> stoppedDiskGbMonth; // the same disk while the instance is stopped (0: free)
    std::optional<double> egressGb;           // data out to the internet (0: free)
    double includedDiskGb = 0;                // disk every instance comes with at no extra charge
    QString source;
    QDate date; // invalid: the source gives no date
    QString quote;
    QString note;

    QJsonObject toJson() const;
};

// The CNY-per-USD rate the catalog converts with, and where it comes from.
struct CatalogExchangeRate
{
    double cnyPerUsd = 0;
    QDate date;
    QString source;
    QString quote; // the source's own words, where the catalog has them

    ExchangeRate rate() const { return ExchangeRate(cnyPerUsd, date, source); } // what conversions use
    QJsonObject toJson() const; // {"cny_per_usd", "date", "source"}, and "quote" where there is one
};

struct Provider
{
    QString id;
    QString name;
    QString nameZh;
    QString country;
    QString website;
    QString billingNotes;
    // What the catalog knows it lacks: prices dropped because nobody can check them, searches that found nothing.
    QString catalogNotes;
    QStringList notPublished; // codes of notPublishedCodes(): what the provider's public record does not give
    QString file;             // where it was loaded from
    bool userDefined = false;
    std::optional<ProviderFees> fees; // absent: the catalog does not know them (totals say so)
    QList<Offer> offers;

    // The name in the interface's language (Chinese name in Chinese, where the catalog has one).
    QString displayName() const;
    // hourly, daily, weekly, monthly, spot, per_task, disk, egress.
    static QStringList notPublishedCodes();
    // "daily and weekly prices, egress fees" (translated) for `notPublished`; empty when nothing is listed.
    QString notPublishedText() const;
};

// A problem found while validating a catalog file: which file, where in it (a JSON path such as
// offers[2].prices[0].amount) and what is wrong, translated.
struct CatalogProblem
{
    enum class Severity { Error, Warning };
    Severity severity = Severity::Error;
    QString file;
    QString path;
    QString message;
    QString toString() const;
};

struct ProviderParse
{
    std::optional<Provider> provider; // empty when any error was found
    QList<CatalogProblem> problems;
    bool ok() const { return provider.has_value(); }
};

// Provider price catalogs: one JSON file per provider (docs/catalog-schema.md), shipped in resources/ and merged with
// the user's own files. Parsing never throws or crashes on bad input: it reports every problem it finds.
class PriceCatalog final
{
    Q_DECLARE_TR_FUNCTIONS(gp::PriceCatalog)

public:
    static constexpr int kSchemaVersion = 1;
    // A user catalog file is at most this big, as written and as read: an import that would exceed it is refused.
    static constexpr qint64 kMaxFileBytes = 8 * 1024 * 1024;

    static ProviderParse parseProvider(const QByteArray& json, const QString& fileName, const GpuCatalog& gpus);
    static ProviderParse parseProvider(const QJsonObject& object, const QString& fileName, const GpuCatalog& gpus);
    static QJsonObject toJson(const Provider& provider);
    // One price in the catalog schema, checked as in a provider file (the price history keeps its prices so).
    static std::optional<Price>
    parsePrice(const QJsonValue& value, const QString& file, const QString& path, QList<CatalogProblem>* problems);
    // `exchange_rate` of resources/catalog/exchange_rate.json and of a refresh bundle; `where` names the file.
    static Result<CatalogExchangeRate> parseExchangeRate(const QJsonValue& value, const QString& where);
    // Why offers whose prices cover the GPUs only are missing from a total: "2 offer(s) … (gcp-a3-highgpu-8g, …)".
    static QString gpuOnlyLeftOut(const QStringList& offerIds);

    static const PriceCatalog& builtIn(); // resources/catalog/providers/*.json, compiled in
    // The built-in catalog, updated by the providers of the last refresh, with every valid file in `userDir` merged
    // over it; problems in user files are reported and those files skipped, so one bad file never hides the good ones.
    static PriceCatalog
    load(const QString& userDir, QList<CatalogProblem>* problems = nullptr, const QList<Provider>& refreshed = {});

    void merge(const Provider& userProvider);
    // A newer copy of a catalog provider (from a refresh) takes the place of the shipped one.
    void replace(const Provider& provider);
    const QList<Provider>& providers() const { return m_providers; }
    // The same catalog over other providers (PriceConstraints narrows it so; the rate and skipped files stay).
    void setProviders(QList<Provider> providers) { m_providers = std::move(providers); }
    // The dated rate prices are converted at, unless the user's settings or a plan say otherwise.
    const CatalogExchangeRate& exchangeRate() const { return m_rate; }
    void setExchangeRate(const CatalogExchangeRate& rate) { m_rate = rate; }
    std::optional<Provider> provider(const QString& id) const;
    std::optional<Offer> offer(const QString& offerId) const; // the first offer with that id, in provider order
    int offerCount() const;
    // The user's files that could not be loaded, one error each: every view over the catalog says their offers are
    // missing instead of dropping them silently.
    const QList<CatalogProblem>& skippedFiles() const { return m_skipped; }

private:
    QList<Provider> m_providers;
    CatalogExchangeRate m_rate;
    QList<CatalogProblem> m_skipped;
};

} // namespace gp
