#pragma once

#include "core/catalog/PriceAge.h"
#include "core/catalog/PriceCatalog.h"
#include "core/cost/Deployment.h"
#include "core/money/Money.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace gp {

enum class ScenarioKind { FineTuning, Inference, DataProcessing, Testing };
QString scenarioKindCode(ScenarioKind kind);
std::optional<ScenarioKind> scenarioKindFromCode(const QString& code);

// Whether a budget item is the plan's own answer, kept up to date as the plan changes: the cheapest deployment
// (Answer) or the deployment on one GPU the user picked (Gpu). The plan then owns the item's kind, GPU, cards, hours,
// runs, span and spot; editing any of those makes the item the user's own (None).
enum class PlanLink { None, Answer, Gpu };
QString planLinkCode(PlanLink link); // "answer", "gpu"; empty for None
std::optional<PlanLink> planLinkFromCode(const QString& code);

// One line of a budget scenario: a piece of work, the GPUs it runs on, and how often and how long. (Plan format 1
// called these "scenarios"; they are the items of one now.)
struct BudgetItem
{
    QString name; // as a person typed it; empty: a name GPU Planner draws in the current language (displayName)
    ScenarioKind kind = ScenarioKind::FineTuning;
    QString gpuId;
    int gpus = 1; // GPUs one run uses at the same time: one instance that holds them (or a cluster of identical ones)
    double hoursPerRun = 1;
    int runs = 1;             // in the whole budget period, spread evenly over the months from startMonth
    double spanDays = 0;      // calendar days the capacity is held (a service); 0: only the runs' own hours
    int startMonth = 0;       // 0-based month of the period in which the work starts
    bool spotAllowed = false; // interruptible capacity is acceptable (checkpointed training, batch jobs)
    double checkpointMinutes = 30;
    QList<BillingMode> billing; // allowed billing modes; empty: any
    PlanLink followsPlan = PlanLink::None;
    int workload = 0; // with followsPlan: the plan's workload it follows (0: the first, the file's "need")
    // With followsPlan, for a job: the slow end of its answer's band (ErrorBands' high factor on the estimated hours),
    // which a scenario that takes its risk from the estimate uses instead of the risk factor.
    std::optional<double> slowEnd;
    double dataGb = 0; // kept on each instance's disk for the item's runs; its disk fees join the cost

    // The name to show: the typed one, else one drawn now from what the item follows ("Fine-tuning: the plan's
    // answer", "Serving on L40S", "New item"), so a language switch renames it.
    QString displayName() const;
    // A name GPU Planner made (in English or Chinese) as it was stored by earlier versions: read back as generated.
    static bool isGeneratedName(const QString& name, PlanLink link);

    QJsonObject toJson() const;
    // The deployment an answer chose, as an item: its GPU and cards, its hours and runs (a job), or the calendar span
    // it is held for (a service).
    static BudgetItem fromDeployment(const Deployment& deployment, const Usage& usage, const QString& name);
};

// One alternative way the period could go (optimistic, base, pessimistic, or any name): its items are summed;
// scenarios are compared side by side, never added together.
struct BudgetScenario
{
    BudgetScenario(QString name = {}, QList<BudgetItem> items = {}) : name(std::move(name)), items(std::move(items)) {}

    QString name; // as typed; empty: "Base", drawn in the current language
    QList<BudgetItem> items;
    std::optional<double> riskFactor; // this scenario's own; empty: the budget's
    // The risk of each item that follows an estimated job is that estimate's slow end (the 90th percentile of what
    // runs of its class took), not a factor; other items keep the risk factor.
    bool riskFromBand = false;
    double load = 1; // the work this scenario expects against the items: × runs (a job) or × GPUs (a service)

    QString displayName() const;
    // `item` under this scenario's load: its runs (a job) or its GPUs (a service held for a span), rounded up.
    BudgetItem loaded(const BudgetItem& item) const;
    static constexpr double kMinLoad = 0.1;
    static constexpr double kMaxLoad = 10;
};

struct BudgetSettings
{
    int months = 3;
    double buffer = 0.25;    // peak concurrency buffer: reserve this share on top of the items' cost
    double riskFactor = 1.4; // overruns, retries, failed runs: scales the work's hours, never the calendar
    Currency currency = Currency::CNY;
    double cnyPerUsd = 0; // the plan's own rate; 0: the catalog's dated rate
    QDate start;          // the period's first day; empty: the first day of next month

    // The plan's own rate, or the catalog's with its date and source.
    ExchangeRate exchangeRate(const PriceCatalog& catalog) const;
};

struct Budget
{
    QString name;
    BudgetSettings settings;
    QList<BudgetScenario> scenarios;

    QJsonObject toJson() const;
    // Reads plan format 2 (scenarios of items) and format 1 (a list of workloads, read as one scenario "Base").
    static Result<Budget> fromJson(const QJsonObject& object, const QString& where, int planVersion = 2);
    QDate startDate(const QDate& today) const;
};

struct BillingChoice
{
    QString providerId;
    QString providerName;
    QString offerId;
    BillingMode mode = BillingMode::Hourly;
    int instances = 0;
    double units = 0;     // billed hours, days, weeks or months, per instance
    double unitPrice = 0; // in the offer's currency
    Currency priceCurrency = Currency::CNY;
    double cost = 0;     // in the budget's currency: the instances and the fees
    QList<FeeLine> fees; // the item's disk beyond the instances (in the budget's currency, inside `cost`)
    QList<double> perMonth;
    bool stale = false;
    PriceAge priceAge;   // the price's date, and the fees' where they are counted
    QString explanation; // translated: "1 instance × 2 months × ¥12,000"
};

struct ItemBudget
{
    BudgetItem item;
    double gpuHours = 0;     // gpus × hours per run × runs
    double riskGpuHours = 0; // × risk factor
    double riskFactor = 1;   // the one this item was priced with (the scenario's, or its estimate's slow end)
    std::optional<BillingChoice> cheapest;
    QList<BillingChoice> alternatives; // every priced option, cheapest first
    QString problem;                   // translated reason when nothing could be priced
    QList<double> perMonth;            // the cheapest option's cost by month of the period
    QList<int> gpusPerMonth;           // GPUs held in each month
};

struct ScenarioResult
{
    QString name;
    double riskFactor = 1;     // the one this scenario was priced with
    bool riskFromBand = false; // items that follow an estimate were priced at its slow end instead
    double load = 1;
    QList<ItemBudget> items;
    double gpuHours = 0;
    double riskGpuHours = 0;
    int peakGpus = 0;
    int bufferedPeakGpus = 0;
    double itemsTotal = 0;
    double bufferCost = 0; // the buffer share of the items' cost, reserved for capacity at the peak
    double total = 0;      // items + buffer
    QList<double> perMonth;
    QMap<BillingMode, double> billingMix; // the cheapest options' cost by billing mode
    int unpricedItems = 0;                // items no offer can run: the total leaves them out, and says so
    PriceAge priceAge;                    // every item's cheapest option: the oldest price the total rests on
    QStringList steps;                    // translated, every step from items to the total
};

struct BudgetResult
{
    Currency currency = Currency::CNY;
    ExchangeRate exchangeRate; // what every price in another currency was converted at
    QList<ScenarioResult> scenarios;
    QDate today;                           // the day it was priced on: prices' ages count to it
    int freshnessDays = Price::kStaleDays; // the plan's window: older prices make the totals warn

    // `budget --json`: {"currency", "scenarios": [{"name", "total", "per_month", "peak_gpus", "buffered_peak_gpus",
    // "items": [...]}]} (public: fields are only ever added).
    QJsonObject toJson() const;
};

class BudgetPlanner final
{
    Q_DECLARE_TR_FUNCTIONS(gp::BudgetPlanner)

public:
    // `freshnessDays`: the plan's window; prices older than it make the totals warn.
    static Result<BudgetResult> compute(const Budget& budget,
                                        const PriceCatalog& catalog,
                                        const QDate& today,
                                        int freshnessDays = Price::kStaleDays);
    // Cost of one item on one offer and billing mode, or nothing when the mode does not apply.
    static std::optional<BillingChoice> price(const BudgetItem& item,
                                              const BudgetSettings& settings,
                                              const QDate& start,
                                              const Provider& provider,
                                              const Offer& offer,
                                              const Price& price,
                                              const QDate& today);
    static QString billingMixText(const ScenarioResult& scenario, Currency currency); // "hourly ¥1,200 · monthly …"
    static QString gpusText(const BudgetItem& item); // "1 × A100 PCIe 40GB": the card's name, never its id
};

} // namespace gp
