#pragma once

#include "core/cost/Budget.h"
#include "core/cost/CostModel.h"
#include "core/plan/PlanEvaluator.h"

#include <QCoreApplication>
#include <QStringList>

namespace gp {

// The lines that join the Plan page's figure for its answer to the Budget's figure for the item that follows it, each
// with the amount it adds: what the plan counts that the budget does not (transfer, egress), how the budget bills the
// same offer from its own start, the risk factor on the work's hours, the buffer. One deployment shows one figure on
// every page, or these lines between them.
struct ReconciliationStep
{
    QString text;     // translated
    double amount;    // the running figure after this step, in the budget's currency
    int workload = 0; // the plan's workload whose answer the step starts from (planToBudget)
};

class Reconciliation final
{
    Q_DECLARE_TR_FUNCTIONS(gp::Reconciliation)

public:
    // For each workload (`workloads`, one results per workload in order) whose answer an item of `scenario`
    // follows and was priced: the steps from the answer's total to the item's share of the scenario's total (with
    // its buffer), workload after workload; with several workloads each step names its own. Empty when no item
    // follows an answer, or no workload has one.
    static QList<ReconciliationStep> planToBudget(const QList<PlanResults>& workloads,
                                                  const Budget& budget,
                                                  const ScenarioResult& scenario,
                                                  const PriceCatalog& catalog,
                                                  const QDate& today);
    // From the plan's answer to the Costs page's month for the same deployment: the plan's total spread over its
    // months, then the option billed as the answer is (its machine hours and the disk kept all month), then buying
    // the same cards. Empty when the plan has no answer or `costs` has no such option.
    static QList<ReconciliationStep> planToCosts(const PlanResults& plan, const CostResult& costs, Currency currency);
    static QStringList texts(const QList<ReconciliationStep>& steps);

private:
    static QList<ReconciliationStep> planToItem(const PlanResults& plan,
                                                int workload,
                                                const Budget& budget,
                                                const ScenarioResult& scenario,
                                                const PriceCatalog& catalog,
                                                const QDate& today);
};

} // namespace gp
