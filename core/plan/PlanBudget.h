#pragma once

#include "core/cost/Budget.h"
#include "core/notify/Notifications.h"
#include "core/plan/PlanEvaluator.h"
#include "core/plan/PlanFile.h"

#include <QCoreApplication>

#include <optional>

namespace gp {

// Where the budget meets the plan: the plan's answer as a budget item, and the items that follow the plan kept up to
// date. The GUI, `gpuplanner-cli budget` and the report all read a plan's budget through budgetOf(), so a budget
// item that follows the plan shows the same numbers everywhere.
class PlanBudget final
{
    Q_DECLARE_TR_FUNCTIONS(gp::PlanBudget)

public:
    // The plan's results for a whole plan file: its questionnaire priced within its constraints, in its currency and
    // the budget's rate, with its calibrations.
    // `workload`: which of the plan's workloads (PlanWorkloads), 0 the first.
    static PlanResults evaluate(const Plan& plan, const PriceCatalog& catalog, const QDate& today, int workload = 0);
    // Every workload's results, in order (at least one: a plan without answers is priced on a new plan's).
    static QList<PlanResults> evaluateAll(const Plan& plan, const PriceCatalog& catalog, const QDate& today);
    // The one currency of every figure of the plan: its constraints', else its budget's, else CNY.
    static Currency currencyOf(const Plan& plan);
    // The catalog the plan's budget items are priced on: `catalog` within the plan's constraints.
    static PriceCatalog catalogFor(const Plan& plan, const PriceCatalog& catalog, const QDate& today);
    // `row`'s deployment (the answer's when `row` is null) as an item following the plan as `link` says; nothing when
    // that row has no priced deployment.
    // `workload`: the plan's workload `results` are of.
    static std::optional<BudgetItem>
    itemFor(const PlanResults& results, const GpuPlanRow* row, PlanLink link, int workload = 0);
    // Brings every item that follows the plan up to date with the results of its workload (`workloads`, one per
    // workload in order); returns how many changed. An item keeps its last values while its GPU (or the answer) is
    // not priced, while its workload is not among `workloads`, or while that workload is about the other kind of work
    // (training or serving) than the item.
    static int follow(Budget& budget, const QList<PlanResults>& workloads);
    // As above for the items of one workload (`index`) alone.
    static int follow(Budget& budget, const PlanResults& results, int index = 0);
    // The plan's budget with its following items brought up to date (an empty budget when the plan has none).
    static Budget budgetOf(const Plan& plan, const QList<PlanResults>& workloads);
    // The budget the plan's actual spend is held against: its first scenario's total (a new plan's "Base", the plan's
    // own answer), in the budget's currency; nothing when no scenario has a priced total.
    static std::optional<Money> spendLimit(const Plan& plan, const PriceCatalog& catalog, const QDate& today);
    // Adding `record` to the plan's actual spend: the budget lines it passes, as alternatives (highest first).
    static QList<Notification>
    spendNotices(const Plan& plan, const SpendRecord& record, const PriceCatalog& catalog, const QDate& today);
    // A new plan's budget: one scenario, "Base", holding the plan's answer (a fine-tune, as a new plan is).
    static Budget starter();
};

} // namespace gp
