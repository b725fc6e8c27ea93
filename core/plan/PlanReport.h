#pragma once

#include "core/cost/Budget.h"
#include "core/cost/CostModel.h"
#include "core/plan/PlanEvaluator.h"
#include "core/plan/PlanFile.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace gp {

// One workload of the plan as the report shows it: its answers, its results and, unless the plan has a what-if of its
// own, buying or renting its answer.
struct WorkloadReport
{
    QString name; // PlanWorkloads::name, in the current language
    Questionnaire questionnaire;
    PlanResults plan;
    std::optional<CostResult> costs; // its answer's buy or rent (none when the plan has its own what-if)
    QString costsGpuName;
    QStringList costsReconciliation; // from the answer to those months
};

// Everything a report shows, computed from the plan document (PlanReport::inputFor) by the GUI and the CLI alike.
struct ReportInput
{
    QString planName;
    QList<WorkloadReport> workloads;    // at least one, in the plan's order
    std::optional<CostResult> ownCosts; // the Costs page's what-if, when the user made one
    QString ownCostsGpuName;
    std::optional<Budget> budget;
    std::optional<BudgetResult> budgetResult;
    QList<QStringList> reconciliation; // per scenario: the lines from each workload's answer to its item
    int activeWorkload = 0;            // the one the charts show (the app's Plan and Costs pages)
    QStringList chartImages;           // resource names of the HTML (PDF) version's charts: memory, costs, budget

    // The first workload (every plan has one): what a one-workload plan's report is about.
    const WorkloadReport& first() const { return workloads.first(); }
};

// The plan as a document to send to a co-founder: Markdown (with tables), HTML (for the PDF writer) and CSV (the
// numbers only), in the current language.
class PlanReport final
{
    Q_DECLARE_TR_FUNCTIONS(gp::PlanReport)

public:
    // The plan's answers, cost what-if and budget, evaluated against the catalogs: what every report shows. The
    // display currency and rate are the budget's (or CNY at the default rate without one).
    static ReportInput inputFor(const Plan& plan, const PriceCatalog& catalog, const QDate& today);
    static QString markdown(const ReportInput& in);
    static QString html(const ReportInput& in);
    static QString csv(const ReportInput& in);
};

} // namespace gp
