#pragma once

#include "core/catalog/PriceAge.h"
#include "core/catalog/PriceCatalog.h"
#include "core/cost/BillingCalendar.h"
#include "core/cost/CostModel.h"
#include "core/cost/Fees.h"
#include "core/estimator/FitSearch.h"
#include "core/money/Money.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <optional>

namespace gp {

// How long and how often the work runs, for pricing: a job's runs (hours from the time estimate, or given), or a
// service's hours a month over some months.
struct Usage
{
    std::optional<double> jobHours; // wall-clock hours of one run; training with tokens fills it from the estimate
    int runs = 1;                   // runs of the job over the months (recurring: runs per month × months)
    double hoursPerMonth = CostConstants::kHoursPerMonth; // a service
    std::optional<double> daysPerMonth;                   // a service used on so many days (daily sessions)
    int months = 1;
    double utilization = 0.5;               // a service: share of the paid time spent generating
    bool service = false;                   // bill as a service (hours a month) even for training without a token count
    QDate start;                            // the span's first day; empty: today
    std::optional<Granularity> granularity; // overrides the offers' own for hourly and spot prices
    double checkpointMinutes = CostConstants::kDefaultCheckpointMinutes; // spot rework
    FitLimits limits;                                                    // --gpus, --nodes
    std::optional<DataFootprint> data; // the data kept and moved: disk, transfer and egress lines join the totals
};

// The one answer: a GPU laid out as cards × nodes with the parallelism that makes the work fit, on a named offer and
// instance count, billed one way, with its time and money. Every view and command reads this type.
struct Deployment
{
    GpuFit fit; // the layout on this offer: cards per node = the offer's GPUs, nodes = instances (training)
    QString providerId;
    QString providerName;
    QString offerId;
    QString instanceType;
    int gpusPerInstance = 0;
    int instances = 1;
    std::optional<ClusterFabric> fabric; // multi-node training: the network between instances

    BillingMode billing = BillingMode::Hourly;
    Price price;
    Granularity granularity = Granularity::Hour; // what a partial unit costs, for hourly and spot
    bool spot = false;
    double reworkFraction = 0; // spot: share of the work repeated after interruptions

    double wallHours = 0;    // one run (a job), or the hours a month (a service)
    double gpuHours = 0;     // all runs, every card
    double machineHours = 0; // instance hours billed work runs on (spot includes repeated work), all instances
    double billedUnits = 0;  // hours, days, weeks or months, per instance
    double instanceCost = 0; // the instances alone, in the display currency
    QList<FeeLine> fees;     // the charges beyond the instances (disk, transfer, egress), when the usage has data
    double total = 0;        // everything (instances and fees), in the display currency
    double costPerRun = 0;   // a job's run; a service's month
    double perMonthAverage = 0;
    QList<double> perMonth; // by calendar month of the span
    Currency currency = Currency::CNY;
    bool stale = false;
    PriceAge priceAge; // the instance price's date, and the fees' where the total counts them

    // Serving.
    double tokensPerSecond = 0;        // what all replicas decode together at the users' load
    double tokensPerSecondPerUser = 0; // what each user sees
    double costPerMillionTokens = 0;   // the paid time, idle hours included, over the tokens actually generated
    int replicasPerGpu = 0;            // copies of a small model sharing one card (MIG slices or co-located)
    QString migProfile;

    // How far the estimate behind it may be off (ErrorBands): a job's hours (× low, × high) and its total billed at
    // those hours; a service's decode speed. Empty (rows 0, not calibrated) where the hours were given, not estimated.
    EstimateBand band;
    double totalLow = 0;
    double totalHigh = 0;

    QStringList assumptions; // translated

    int totalGpus() const { return gpusPerInstance * instances; }
    bool hasBand() const { return band.rows > 0 || band.calibrated(); }
    // `compare --json`'s option object (public: fields are only ever added); `freshnessDays` is the plan's window.
    QJsonObject toJson(const QDate& today, int freshnessDays = Price::kStaleDays) const;
};

// Every offer × billing mode of the catalogs that can run the need, cheapest first, with the reason when none can.
struct DeploymentSearchResult
{
    QList<GpuFit> fits; // the hardware-only answer per GPU (as `fit` prints it)
    QList<Deployment> deployments;
    QString reason;    // translated: which limit was hit when no deployment exists
    QStringList notes; // translated: offers left out of every deployment, and why (shown beside the answer)

    // The cheapest deployment of one GPU, fresh prices first, or nothing.
    std::optional<Deployment> cheapestFor(const QString& gpuId, bool includePerTask = false) const;
    // A deployment on a stale or undated price that costs less than the answer (the cheapest fresh one), if any.
    std::optional<Deployment> cheaperStale() const;
};

class DeploymentSearch final
{
    Q_DECLARE_TR_FUNCTIONS(gp::DeploymentSearch)

public:
    static Result<DeploymentSearchResult> run(const ModelArchitecture& model,
                                              const Need& need,
                                              const Usage& usage,
                                              const PriceCatalog& catalog,
                                              const ExchangeRate& fx,
                                              Currency currency,
                                              const QDate& today);
    static QString fabricName(const QString& code); // "InfiniBand", "RoCE", "EFA", "Ethernet"
    // "2 × 8 × H100 SXM (lambda-8x-h100-sxm)": cards, nodes and the offer, for tables.
    static QString shapeText(const Deployment& d);
    // "8" for one node, "2 × 8" for two nodes of eight: the cards column of every table.
    static QString cardsText(const GpuFit& fit);
    // "hourly, per second", "spot (interruptible), per second", "monthly": how the deployment is billed.
    static QString billingText(const Deployment& d);
    // "Vast.ai · 8 × H100 SXM", with "(stale price)" where it is: the offer column of every table.
    static QString offerText(const Deployment& d);
    // "11.0 h (9.6–14.9)": a job's hours a run with the band of its estimate; plain where the hours were given.
    static QString hoursText(const Deployment& d);
    // `amount` of `d` ("¥30.80"), with the same figure billed at the band's quick and slow ends where `d` is an
    // estimated job ("¥30.80 (¥26.10–¥41.20)"); `low` and `high` are those ends of `amount` (its total by default).
    static QString moneyText(const Deployment& d, double amount);
    static QString totalText(const Deployment& d) { return moneyText(d, d.total); }
    // Why the answer is not the cheapest option: `stale` costs less, but its price may no longer hold.
    static QString staleNote(const Deployment& stale, const Deployment& fresh, const QDate& today);
};

} // namespace gp
