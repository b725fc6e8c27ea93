#include "core/plan/PlanDocument.h"

#include "core/plan/PlanCalibration.h"

#include <QFileInfo>
#include <QJsonArray>

namespace gp {

PlanDocument::PlanDocument(QObject* parent) : QObject(parent)
{
    newPlan();
}

Budget PlanDocument::defaultBudget()
{
    // Three alternatives of the same quarter, compared side by side: how many fine-tuning runs it takes, and how
    // much serving capacity the launch needs.
    BudgetItem finetune;
    finetune.name = tr("Weekly LoRA fine-tune");
    finetune.gpuId = QStringLiteral("rtx-4090");
    finetune.hoursPerRun = 6;
    finetune.runs = 12;
    finetune.spotAllowed = true;
    BudgetItem service;
    service.name = tr("Inference service");
    service.kind = ScenarioKind::Inference;
    service.gpuId = QStringLiteral("l40s");
    service.hoursPerRun = 90 * 24;
    service.spanDays = 90;

    BudgetItem fewerRuns = finetune;
    fewerRuns.runs = 8;
    fewerRuns.hoursPerRun = 5;
    BudgetItem moreRuns = finetune;
    moreRuns.runs = 16;
    moreRuns.hoursPerRun = 8;
    BudgetItem biggerService = service;
    biggerService.gpus = 2;

    Budget b;
    b.scenarios = {{tr("Optimistic"), {fewerRuns, service}},
                   {tr("Base"), {finetune, service}},
                   {tr("Pessimistic"), {moreRuns, biggerService}}};
    return b;
}

QString PlanDocument::displayName() const
{
    return m_path.isEmpty() ? tr("Untitled plan") : QFileInfo(m_path).fileName();
}

void PlanDocument::setModified(bool modified)
{
    if (!modified)
        m_saved = m_plan;
    if (m_modified == modified)
        return;
    m_modified = modified;
    Q_EMIT modifiedChanged(modified);
}

QStringList PlanDocument::unsavedChanges() const
{
    if (!m_modified)
        return {};
    QStringList changes;
    const auto json = [](const auto& section) { return section ? section->toJson() : QJsonObject(); };
    if (json(m_plan.need) != json(m_saved.need))
        changes << tr("the questionnaire's answers");
    if (json(m_plan.budget) != json(m_saved.budget))
        changes << tr("the budget");
    if (json(m_plan.costs) != json(m_saved.costs))
        changes << tr("the Costs page's what-if");
    if (const qsizetype n = m_plan.smokeTests.size() - m_saved.smokeTests.size(); n > 0)
        changes << tr("%n smoke test(s)", nullptr, static_cast<int>(n));
    if (const qsizetype n = m_plan.spend.size() - m_saved.spend.size(); n > 0)
        changes << tr("%n record(s) of actual spend", nullptr, static_cast<int>(n));
    QJsonArray now, before;
    for (const SpeedCalibration& c : m_plan.calibrations)
        now << PlanCalibration::toJson(c);
    for (const SpeedCalibration& c : m_saved.calibrations)
        before << PlanCalibration::toJson(c);
    if (now != before)
        changes << tr("the speed calibration");
    return changes;
}

void PlanDocument::setQuestionnaire(const Questionnaire& q)
{
    m_plan.need = q;
    setModified(true);
    Q_EMIT questionnaireChanged();
}

void PlanDocument::setBudget(const Budget& b)
{
    m_plan.budget = b;
    setModified(true);
    Q_EMIT budgetChanged();
}

void PlanDocument::setCosts(const CostPlan& costs)
{
    m_plan.costs = costs;
    setModified(true);
    Q_EMIT costsChanged();
}

void PlanDocument::clearCosts()
{
    if (!m_plan.costs)
        return;
    m_plan.costs.reset();
    setModified(true);
    Q_EMIT costsChanged();
}

void PlanDocument::addSmokeTest(const SmokeRecord& record)
{
    m_plan.smokeTests << record;
    setModified(true);
    Q_EMIT recordsChanged();
}

void PlanDocument::setCalibration(const SpeedCalibration& calibration)
{
    PlanCalibration::store(m_plan, calibration);
    setModified(true);
    Q_EMIT calibrationsChanged();
}

void PlanDocument::addSpend(const SpendRecord& record)
{
    m_plan.spend << record;
    setModified(true);
    Q_EMIT recordsChanged();
}

void PlanDocument::newPlan()
{
    m_plan = Plan{};
    m_plan.name = tr("Untitled plan");
    m_plan.need = Questionnaire::defaultsFor(Task::Lora);
    m_plan.budget = defaultBudget();
    m_path.clear();
    setModified(false);
    Q_EMIT fileChanged(m_path);
    Q_EMIT questionnaireChanged();
    Q_EMIT budgetChanged();
    Q_EMIT costsChanged();
    Q_EMIT recordsChanged();
    Q_EMIT calibrationsChanged();
}

Status PlanDocument::open(const QString& path)
{
    Result<Plan> loaded = PlanFile::load(path);
    if (!loaded.ok())
        return loaded.error(); // the current plan stays as it was
    m_plan = loaded.value();
    if (!m_plan.need)
        m_plan.need = Questionnaire::defaultsFor(Task::Lora);
    if (!m_plan.budget)
        m_plan.budget = Budget{};
    m_path = path;
    setModified(false);
    Q_EMIT fileChanged(m_path);
    Q_EMIT questionnaireChanged();
    Q_EMIT budgetChanged();
    Q_EMIT costsChanged();
    Q_EMIT recordsChanged();
    Q_EMIT calibrationsChanged();
    return Ok{};
}

Status PlanDocument::save()
{
    return saveAs(m_path);
}

Status PlanDocument::saveAs(const QString& path)
{
    Plan toSave = m_plan;
    toSave.name = QFileInfo(path).completeBaseName();
    const Status saved = PlanFile::save(toSave, path);
    if (!saved.ok())
        return saved;
    m_plan.name = toSave.name;
    const bool renamed = path != m_path;
    m_path = path;
    setModified(false);
    if (renamed)
        Q_EMIT fileChanged(m_path);
    return Ok{};
}

} // namespace gp
