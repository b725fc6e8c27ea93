#include "core/plan/PlanBudget.h"

namespace gp {

PlanResults PlanBudget::evaluate(const Plan& plan, const PriceCatalog& catalog, const QDate& today)
{
    const Currency currency = plan.budget ? plan.budget->settings.currency : Currency::CNY;
    const double cnyPerUsd = plan.budget ? plan.budget->settings.cnyPerUsd : ExchangeRate::kDefaultCnyPerUsd;
    return PlanEvaluator::evaluate(plan.need.value_or(Questionnaire{}), catalog, ExchangeRate(cnyPerUsd), currency,
                                   today, plan.calibrations);
}

std::optional<BudgetItem> PlanBudget::itemFor(const PlanResults& results, const GpuPlanRow* row, PlanLink link)
{
    if (!row)
        row = results.chosen();
    if (!row || !row->deployment)
        return std::nullopt;
    const QString model = results.model ? results.model->name : QString();
    QString name;
    if (link == PlanLink::Answer)
        name = model.isEmpty() ? tr("The plan's answer") : tr("%1 (the plan's answer)").arg(model);
    else
        name = model.isEmpty() ? row->fit.gpu.name : tr("%1 on %2").arg(model, row->fit.gpu.name);
    BudgetItem item = BudgetItem::fromDeployment(*row->deployment, results.usage, name);
    item.followsPlan = link;
    return item;
}

int PlanBudget::follow(Budget& budget, const PlanResults& results)
{
    int changed = 0;
    for (BudgetScenario& scenario : budget.scenarios) {
        for (BudgetItem& item : scenario.items) {
            if (item.followsPlan == PlanLink::None)
                continue;
            const GpuPlanRow* row = nullptr;
            if (item.followsPlan == PlanLink::Gpu) {
                for (const GpuPlanRow& r : results.gpus)
                    if (r.fit.gpu.id == item.gpuId && r.deployment)
                        row = &r;
                if (!row)
                    continue;
            }
            const std::optional<BudgetItem> now = itemFor(results, row, item.followsPlan);
            if (!now)
                continue;
            // The plan owns what the deployment says; the name, the start month, the checkpoint interval and the
            // allowed billing modes stay the user's.
            BudgetItem updated = item;
            updated.kind = now->kind;
            updated.gpuId = now->gpuId;
            updated.gpus = now->gpus;
            updated.hoursPerRun = now->hoursPerRun;
            updated.runs = now->runs;
            updated.spanDays = now->spanDays;
            updated.spotAllowed = now->spotAllowed;
            if (updated.toJson() != item.toJson()) {
                item = updated;
                ++changed;
            }
        }
    }
    return changed;
}

Budget PlanBudget::budgetOf(const Plan& plan, const PlanResults& results)
{
    Budget budget = plan.budget.value_or(Budget{});
    follow(budget, results);
    return budget;
}

Budget PlanBudget::starter()
{
    // Until the plan is first evaluated (at once, in the app) the item holds a placeholder GPU; it is replaced by the
    // answer's deployment before anything shows it.
    BudgetItem answer;
    answer.name = tr("The plan's answer");
    answer.gpuId = QStringLiteral("rtx-4090");
    answer.followsPlan = PlanLink::Answer;
    Budget b;
    b.scenarios = {{tr("Base"), {answer}}};
    return b;
}

} // namespace gp
