#pragma once

#include "catalog/PriceCatalog.h"
#include "money/Money.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace gp {

enum class ScenarioKind { FineTuning, Inference, DataProcessing, Testing };
QString scenarioKindCode(ScenarioKind kind);
std::optional<ScenarioKind> scenarioKindFromCode(const QString& code);

// One line of a quarter's plan: a piece of work, the GPUs it runs on, and how often and how long.
struct Scenario
{
    QString name;
    ScenarioKind kind = ScenarioKind::FineTuning;
    QString gpuId;
    int gpus = 1; // GPUs one run uses at the same time
    double hoursPerRun = 1;
    int runs = 1;             // in the whole budget period
    double spanDays = 0;      // calendar days the capacity is needed (reserved billing); 0: hoursPerRun × runs / 24
    int startMonth = 0;       // 0-based month of the period in which the work starts
    bool spotAllowed = false; // interruptible capacity is acceptable (checkpointed training, batch jobs)
    double checkpointMinutes = 30;
    QList<BillingMode> billing; // allowed billing modes; empty: any

    double effectiveSpanDays() const { return spanDays > 0 ? spanDays : hoursPerRun * runs / 24.0; }
};

struct BudgetSettings
{
    int months = 3;
    double buffer = 0.25;    // peak concurrency buffer
    double riskFactor = 1.4; // overruns, retries, failed runs
    Currency currency = Currency::CNY;
    double cnyPerUsd = ExchangeRate::kDefaultCnyPerUsd;
};

struct Budget
{
    QString name;
    BudgetSettings settings;
    QList<Scenario> scenarios;

    QJsonObject toJson() const;
    static Result<Budget> fromJson(const QJsonObject& object, const QString& where);
};

struct BillingChoice
{
    QString providerId;
    QString providerName;
    QString offerId;
    BillingMode mode = BillingMode::Hourly;
    int instances = 0;
    double units = 0;     // billed hours, days, weeks or months
    double unitPrice = 0; // in the offer's currency
    Currency priceCurrency = Currency::CNY;
    double cost = 0; // in the budget's currency
    bool stale = false;
    QString explanation; // translated: "3 instances × 2 months × ¥12,000"
};

struct ScenarioBudget
{
    Scenario scenario;
    double gpuHours = 0;     // gpus × hours per run × runs
    double riskGpuHours = 0; // × risk factor
    int bufferedGpus = 0;    // ceil(gpus × (1 + buffer)): reserved capacity
    std::optional<BillingChoice> cheapest;
    QList<BillingChoice> alternatives; // every priced option, cheapest first
    QString problem;                   // translated reason when nothing could be priced
    QList<double> perMonth;            // the cheapest cost spread over the months the work is active
};

struct BudgetResult
{
    QList<ScenarioBudget> rows;
    double gpuHours = 0;
    double riskGpuHours = 0;
    int peakConcurrentGpus = 0;
    int bufferedPeakGpus = 0;
    double total = 0;
    QList<double> perMonth;
    QStringList steps; // translated, every step from scenarios to the total
};

class BudgetPlanner final
{
    Q_DECLARE_TR_FUNCTIONS(gp::BudgetPlanner)

public:
    static Result<BudgetResult> compute(const Budget& budget, const PriceCatalog& catalog, const QDate& today);
    // Cost of one scenario on one offer and billing mode, or nothing when the mode does not apply.
    static std::optional<BillingChoice> price(const Scenario& scenario,
                                              const BudgetSettings& settings,
                                              const Provider& provider,
                                              const Offer& offer,
                                              const Price& price,
                                              const QDate& today);
};

} // namespace gp
