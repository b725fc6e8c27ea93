#pragma once

#include "core/catalog/PriceCatalog.h"
#include "core/catalog/PriceConstraints.h"
#include "core/cost/Deployment.h"
#include "core/estimator/FitSearch.h"
#include "core/plan/Questionnaire.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QList>
#include <QString>

#include <optional>

namespace gp {

// One GPU of the catalog for the current plan: its cheapest deployment (cards, nodes, offer, billing, time and money
// all from that one deployment), or the hardware-only fit when no offer rents it.
struct GpuPlanRow
{
    GpuFit fit;                           // the deployment's layout when priced, else the fit search's
    std::optional<Deployment> deployment; // cheapest offer and billing mode that runs the work
    double jobHours = 0;                  // training: wall-clock hours of one run on the deployment
    double costPerRun = 0;                // training: one run; serving: one month
    double costPerMonth = 0;              // the plan's total over its months
    double valuePerCurrency = 0; // training: million tokens per currency unit; serving: tokens/s per currency unit/h
    std::optional<SpeedCalibration> calibration; // training: the measured speed its time (and cost) is based on
};

struct PlanResults
{
    std::optional<ModelArchitecture> model;
    QString modelError; // translated, when the model cannot be read
    Need need;
    std::optional<MemoryEstimate> memory; // explained, per GPU for one card (the questionnaire's own layout)
    QString needError;
    QList<GpuPlanRow> gpus;        // fitting first, cheapest per month first
    DeploymentSearchResult search; // every deployment, as `compare` lists them
    Usage usage;                   // how the plan's schedule was priced
    DataTransfer transfer;
    double hoursPerMonth = 0; // billed machine hours a month
    QStringList advice;       // translated, most useful first
    Currency currency = Currency::CNY;
    ExchangeRate exchangeRate;             // what prices in the other currency were converted at
    QDate today;                           // the day it was priced on: prices' ages count to it
    int freshnessDays = Price::kStaleDays; // the plan's window (its constraints): older prices make totals warn

    // The answer: the cheapest GPU that fits and is rented by an offer (the first such row), or null.
    const GpuPlanRow* chosen() const;
    // The line under the answer's total: its oldest price and the exchange rate, each with its date, and the
    // warning past the window; empty without an answer.
    QString pricingBasis() const;
};

// Turns the questionnaire into everything the Plan page shows. Pure and fast (well under a frame), so it reruns on
// every change without a worker thread.
class PlanEvaluator final
{
    Q_DECLARE_TR_FUNCTIONS(gp::PlanEvaluator)

public:
    // `calibrations`: the plan's measured speeds; those of the questionnaire's task correct its GPUs' times.
    // `constraints`: only the offers and prices they allow are priced; what they left out joins the notes.
    static PlanResults evaluate(const Questionnaire& q,
                                const PriceCatalog& catalog,
                                const ExchangeRate& fx,
                                Currency currency,
                                const QDate& today,
                                const QList<SpeedCalibration>& calibrations = {},
                                const PriceConstraints& constraints = {});
    static Result<ModelArchitecture> resolveModel(const Questionnaire& q);
    // How the questionnaire's schedule is priced: a job's runs over the project, or a service's hours a month.
    static Usage usageFor(const Questionnaire& q, const QDate& today);
    // The Plan page's GPU table as `compare PLAN.json --json` writes it ("gpus"): one object per GPU row, in its
    // order, with the deployment it shows (public: fields are only ever added).
    static QJsonArray gpuTableJson(const PlanResults& results, const QDate& today);
    // The Costs page's what-if for the plan's answer: its cheapest deployment's GPU, the machine hours a month the
    // plan bills, its months, every price the offer lists (× instances: the whole deployment) and buying the same
    // cards; nothing when no deployment is priced.
    static std::optional<CostPlan>
    costPlanFor(const PlanResults& results, const PriceCatalog& catalog, const ExchangeRate& fx);
    // The Costs page's what-if for one GPU on its own: per card, its cited purchase price with the power it draws at
    // the wall and the default tariff, and for each billing mode the cheapest whole-machine price any offer lists;
    // `sources` says where each came from (translated, one line each, with the price's date and "stale" past `today`'s
    // window). The plan's what-if is costPlanFor: both start from the same defaults.
    struct GpuCostInputs
    {
        CostInputs inputs; // buy (price 0 when none is cited, power, electricity) and the rental prices per card
        QStringList sources;
    };
    static GpuCostInputs costInputsForGpu(
        const GpuSpec& gpu, const PriceCatalog& catalog, Currency currency, const ExchangeRate& fx, const QDate& today);
    // The ladder of changes that make a training need fit on `gpu`, each with the memory it leads to.
    static QStringList fitLadder(const ModelArchitecture& model, const Need& need, const GpuSpec& gpu);
    // Young's approximation of the best checkpoint interval for spot: √(2 × checkpoint time × mean time between
    // interruptions), in minutes.
    static double checkpointIntervalMinutes(double checkpointSeconds, double hoursBetweenInterruptions);
};

} // namespace gp
