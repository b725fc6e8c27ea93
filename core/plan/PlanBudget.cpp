#include "core/plan/PlanBudget.h"

#include "core/plan/PlanWorkloads.h"
#include "core/records/InstanceRecords.h"

namespace gp {

Currency PlanBudget::currencyOf(const Plan& plan)
{
    if (plan.constraints.currency)
        return *plan.constraints.currency;
    return plan.budget ? plan.budget->settings.currency : Currency::CNY;
}

PriceCatalog PlanBudget::catalogFor(const Plan& plan, const PriceCatalog& catalog, const QDate& today)
{
    return CatalogConstraint::apply(catalog, plan.constraints, today).catalog;
}

PlanResults PlanBudget::evaluate(const Plan& plan, const PriceCatalog& catalog, const QDate& today, int workload)
{
    const ExchangeRate fx =
        plan.budget ? plan.budget->settings.exchangeRate(catalog) : BudgetSettings{}.exchangeRate(catalog);
    const Questionnaire q = workload == 0 ? plan.need.value_or(Questionnaire{}) : PlanWorkloads::at(plan, workload);
    return PlanEvaluator::evaluate(q, catalog, fx, currencyOf(plan), today, plan.calibrations, plan.constraints);
}

QList<PlanResults> PlanBudget::evaluateAll(const Plan& plan, const PriceCatalog& catalog, const QDate& today)
{
    QList<PlanResults> all;
    for (int i = 0; i < std::max(1, PlanWorkloads::count(plan)); ++i)
        all << evaluate(plan, catalog, today, i);
    return all;
}

std::optional<BudgetItem>
PlanBudget::itemFor(const PlanResults& results, const GpuPlanRow* row, PlanLink link, int workload)
{
    if (!row)
        row = results.chosen();
    if (!row || !row->deployment)
        return std::nullopt;
    // No stored name: BudgetItem::displayName() draws one that stays true while the item follows the plan, in the
    // language of the moment.
    BudgetItem item = BudgetItem::fromDeployment(*row->deployment, results.usage, QString());
    item.followsPlan = link;
    item.workload = workload;
    const Deployment& d = *row->deployment;
    if (d.hasBand() && d.fit.layout.isTraining()) // a job's estimated hours: their slow end
        item.slowEnd = d.band.high;
    return item;
}

int PlanBudget::follow(Budget& budget, const QList<PlanResults>& workloads)
{
    int changed = 0;
    for (int i = 0; i < workloads.size(); ++i)
        changed += follow(budget, workloads.at(i), i);
    return changed;
}

int PlanBudget::follow(Budget& budget, const PlanResults& results, int index)
{
    int changed = 0;
    for (BudgetScenario& scenario : budget.scenarios) {
        for (BudgetItem& item : scenario.items) {
            if (item.followsPlan == PlanLink::None || item.workload != index)
                continue;
            const GpuPlanRow* row = nullptr;
            if (item.followsPlan == PlanLink::Gpu) {
                for (const GpuPlanRow& r : results.gpus)
                    if (r.fit.gpu.id == item.gpuId && r.deployment)
                        row = &r;
                if (!row)
                    continue;
            }
            const std::optional<BudgetItem> now = itemFor(results, row, item.followsPlan, index);
            // A fine-tuning item follows the plan while it is about training, a serving item while it is about
            // serving: a founder who prices the fine-tune, then switches the plan to serving and adds that, keeps
            // both.
            if (!now || now->kind != item.kind)
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
            updated.dataGb = now->dataGb;
            updated.slowEnd = now->slowEnd;
            if (updated.toJson() != item.toJson()) {
                item = updated;
                ++changed;
            }
        }
    }
    return changed;
}

Budget PlanBudget::budgetOf(const Plan& plan, const QList<PlanResults>& workloads)
{
    Budget budget = plan.budget.value_or(Budget{});
    budget.settings.currency = currencyOf(plan); // one currency for the whole plan
    follow(budget, workloads);
    return budget;
}

std::optional<Money> PlanBudget::spendLimit(const Plan& plan, const PriceCatalog& catalog, const QDate& today)
{
    if (!plan.budget)
        return std::nullopt;
    Budget budget = *plan.budget;
    budget.settings.currency = currencyOf(plan);
    const Result<BudgetResult> r = BudgetPlanner::compute(budget, catalogFor(plan, catalog, today), today);
    if (!r.ok() || r->scenarios.isEmpty() || r->scenarios.first().total <= 0)
        return std::nullopt;
    return Money{r->scenarios.first().total, r->currency};
}

QList<Notification>
PlanBudget::spendNotices(const Plan& plan, const SpendRecord& record, const PriceCatalog& catalog, const QDate& today)
{
    const std::optional<Money> limit = spendLimit(plan, catalog, today);
    if (!limit)
        return {};
    const ExchangeRate rate = plan.budget->settings.exchangeRate(catalog);
    const double before = InstanceRecords::totalSpend(plan.spend, limit->currency, rate).amount;
    const double after =
        InstanceRecords::totalSpend(plan.spend + QList<SpendRecord>{record}, limit->currency, rate).amount;
    return Notifications::budgetPassed(plan.name, before, after, *limit, QDateTime::currentDateTimeUtc());
}

Budget PlanBudget::starter()
{
    // A new plan is a fine-tune (Questionnaire::defaultsFor(Task::Lora)). Until the plan is first priced (at once, in
    // the app; whenever the CLI or the report reads the file) the item holds a placeholder GPU and hour.
    BudgetItem answer; // named when shown ("Fine-tuning: the plan's answer"), in the language of the moment
    answer.gpuId = QStringLiteral("rtx-4090");
    answer.followsPlan = PlanLink::Answer;
    Budget b;
    b.scenarios = {{QString(), {answer}}}; // "Base", likewise
    return b;
}

} // namespace gp
