#include "core/plan/PlanWorkloads.h"

#include "core/estimator/ModelCatalog.h"

#include <QDir>
#include <QFileInfo>

#include <QLocale>

namespace gp {

int PlanWorkloads::count(const Plan& plan)
{
    return plan.need ? 1 + static_cast<int>(plan.moreWorkloads.size()) : 0;
}

Questionnaire PlanWorkloads::at(const Plan& plan, int index)
{
    if (index == 0 && plan.need)
        return *plan.need;
    if (index > 0 && index <= plan.moreWorkloads.size())
        return plan.moreWorkloads.at(index - 1);
    return Questionnaire::defaultsFor(Task::Lora);
}

void PlanWorkloads::set(Plan& plan, int index, const Questionnaire& q)
{
    if (index == 0)
        plan.need = q;
    else if (index > 0 && index <= plan.moreWorkloads.size())
        plan.moreWorkloads[index - 1] = q;
}

int PlanWorkloads::add(Plan& plan, const Questionnaire& q)
{
    if (count(plan) >= kMax)
        return -1;
    if (!plan.need)
        plan.need = q;
    else
        plan.moreWorkloads << q;
    const int index = count(plan) - 1;
    if (plan.budget) {
        // A placeholder until the plan is priced (at once in the app; whenever the CLI or the report reads the
        // file): PlanBudget::follow fills in the answer's GPU, hours and kind.
        BudgetItem item;
        item.gpuId = QStringLiteral("rtx-4090");
        item.kind = q.task == Task::Inference ? ScenarioKind::Inference : ScenarioKind::FineTuning;
        item.followsPlan = PlanLink::Answer;
        item.workload = index;
        for (BudgetScenario& scenario : plan.budget->scenarios)
            scenario.items << item;
    }
    return index;
}

int PlanWorkloads::remove(Plan& plan, int index)
{
    if (count(plan) < 2 || index < 0 || index >= count(plan))
        return 0;
    if (index == 0)
        plan.need = plan.moreWorkloads.takeFirst();
    else
        plan.moreWorkloads.removeAt(index - 1);
    int removed = 0;
    if (plan.budget) {
        for (BudgetScenario& scenario : plan.budget->scenarios) {
            removed += static_cast<int>(scenario.items.removeIf([index](const BudgetItem& item) {
                return item.followsPlan != PlanLink::None && item.workload == index;
            }));
            for (BudgetItem& item : scenario.items)
                if (item.followsPlan != PlanLink::None && item.workload > index)
                    --item.workload;
        }
    }
    return removed;
}

Questionnaire PlanWorkloads::next(const Questionnaire& q)
{
    Questionnaire n = Questionnaire::defaultsFor(q.task == Task::Inference ? Task::Lora : Task::Inference);
    n.modelSource = q.modelSource;
    n.modelId = q.modelId;
    n.configPath = q.configPath;
    n.size = q.size;
    n.projectMonths = q.projectMonths;
    n.dataLocation = q.dataLocation;
    return n;
}

QString PlanWorkloads::name(const Questionnaire& q, int index)
{
    // Drawn on every keystroke by the workload bar: no file is read for it. A config.json names its model by its
    // folder (where Hugging Face keeps it), a bare size by the size.
    QString modelName = q.modelId;
    if (q.modelSource == ModelSource::Catalog) {
        if (const auto m = ModelCatalog::builtIn().find(q.modelId))
            modelName = m->name;
    } else if (q.modelSource == ModelSource::ConfigFile) {
        modelName = QFileInfo(q.configPath).dir().dirName();
    } else {
        modelName = q.size;
    }
    QString what;
    switch (q.task) {
    case Task::Inference:
        what = tr("Serving %1 to %n user(s)", nullptr, static_cast<int>(std::min<qint64>(q.servingUsers(), 1 << 30)))
                   .arg(modelName);
        break;
    case Task::Full:
        what = tr("Full fine-tune of %1").arg(modelName);
        break;
    case Task::Freeze:
        what = tr("Freeze-tuning of %1").arg(modelName);
        break;
    case Task::Lora:
        what = tr("LoRA fine-tune of %1").arg(modelName);
        break;
    case Task::Qlora:
        what = tr("QLoRA fine-tune of %1").arg(modelName);
        break;
    }
    return tr("%1 · %2").arg(QLocale().toString(index + 1), what);
}

std::optional<int> PlanWorkloads::fromText(const Plan& plan, const QString& text)
{
    bool ok = false;
    const int n = text.trimmed().toInt(&ok);
    if (!ok || n < 1 || n > count(plan))
        return std::nullopt;
    return n - 1;
}

} // namespace gp
