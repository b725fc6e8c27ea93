#pragma once

#include "catalog/PriceCatalog.h"
#include "cost/Comparison.h"
#include "estimator/FitSearch.h"
#include "plan/Questionnaire.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace gp {

// One GPU of the catalog for the current plan: does it fit, how many, how long, and the cheapest way to rent it.
struct GpuPlanRow
{
    GpuFit fit;
    std::optional<ComparisonRow> bestOffer; // cheapest hourly-or-better offer that holds the work
    double jobHours = 0;                    // training: wall-clock hours of one run on the best offer's instance
    double costPerRun = 0;                  // training: one run; serving: one month
    double costPerMonth = 0;
    double valuePerCurrency = 0; // training: million tokens per currency unit; serving: tokens/s per currency unit/h
};

struct PlanResults
{
    std::optional<ModelArchitecture> model;
    QString modelError; // translated, when the model cannot be read
    Need need;
    std::optional<MemoryEstimate> memory; // explained, per GPU for one card (the questionnaire's own layout)
    QString needError;
    QList<GpuPlanRow> gpus; // fitting first, cheapest per month first
    DataTransfer transfer;
    double hoursPerMonth = 0; // billed machine hours a month
    QStringList advice;       // translated, most useful first
    Currency currency = Currency::CNY;
};

// Turns the questionnaire into everything the Plan page shows. Pure and fast (well under a frame), so it reruns on
// every change without a worker thread.
class PlanEvaluator final
{
    Q_DECLARE_TR_FUNCTIONS(gp::PlanEvaluator)

public:
    static PlanResults evaluate(const Questionnaire& q,
                                const PriceCatalog& catalog,
                                const ExchangeRate& fx,
                                Currency currency,
                                const QDate& today);
    static Result<ModelArchitecture> resolveModel(const Questionnaire& q);
    // The ladder of changes that make a training need fit on `gpu`, each with the memory it leads to.
    static QStringList fitLadder(const ModelArchitecture& model, const Need& need, const GpuSpec& gpu);
    // Young's approximation of the best checkpoint interval for spot: √(2 × checkpoint time × mean time between
    // interruptions), in minutes.
    static double checkpointIntervalMinutes(double checkpointSeconds, double hoursBetweenInterruptions);
};

} // namespace gp
