#include "core/plan/PlanDocument.h"

#include "core/plan/PlanBudget.h"
#include "core/plan/PlanCalibration.h"
#include "core/plan/PlanWorkloads.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QStandardPaths>

namespace gp {

PlanDocument::PlanDocument(QObject* parent) : QObject(parent)
{
    newPlan();
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
    const auto workloads = [](const Plan& plan) {
        QJsonArray all;
        for (int i = 0; i < PlanWorkloads::count(plan); ++i)
            all << PlanWorkloads::at(plan, i).toJson();
        return all;
    };
    if (workloads(m_plan) != workloads(m_saved))
        changes << tr("the questionnaire's answers");
    if (m_plan.constraints != m_saved.constraints)
        changes << tr("the constraints");
    if (json(m_plan.budget) != json(m_saved.budget))
        changes << tr("the budget");
    if (json(m_plan.costs) != json(m_saved.costs))
        changes << tr("the Costs page's what-if");
    if (const qsizetype n = m_plan.smokeTests.size() - m_saved.smokeTests.size(); n > 0)
        changes << tr("%n smoke test(s)", nullptr, static_cast<int>(n));
    if (const qsizetype n = m_plan.spend.size() - m_saved.spend.size(); n > 0)
        changes << tr("%n record(s) of actual spend", nullptr, static_cast<int>(n));
    if (const qsizetype n = m_plan.billedRates.size() - m_saved.billedRates.size(); n > 0)
        changes << tr("%n billed rate check(s)", nullptr, static_cast<int>(n));
    QJsonArray now, before;
    for (const JobRecord& r : m_plan.jobRuns)
        now << r.toJson();
    for (const JobRecord& r : m_saved.jobRuns)
        before << r.toJson();
    if (now != before)
        changes << tr("the jobs' GPU-hours");
    now = {};
    before = {};
    for (const SpeedCalibration& c : m_plan.calibrations)
        now << PlanCalibration::toJson(c);
    for (const SpeedCalibration& c : m_saved.calibrations)
        before << PlanCalibration::toJson(c);
    if (now != before)
        changes << tr("the speed calibration");
    return changes;
}

QString PlanDocument::suggestedPath(const QString& fileName) const
{
    const QString folder = m_path.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                                            : QFileInfo(m_path).absolutePath();
    return fileName.isEmpty() ? folder : QDir(folder).filePath(fileName);
}

int PlanDocument::workloadCount() const
{
    return PlanWorkloads::count(m_plan);
}

void PlanDocument::setQuestionnaire(const Questionnaire& q)
{
    PlanWorkloads::set(m_plan, m_active, q);
    setModified(true);
    Q_EMIT questionnaireChanged();
}

bool PlanDocument::addWorkload(const Questionnaire& q)
{
    const int index = PlanWorkloads::add(m_plan, q);
    if (index < 0)
        return false;
    m_active = index;
    setModified(true);
    Q_EMIT workloadsChanged();
    Q_EMIT questionnaireChanged();
    Q_EMIT budgetChanged();
    return true;
}

void PlanDocument::removeActiveWorkload()
{
    if (workloadCount() < 2)
        return;
    PlanWorkloads::remove(m_plan, m_active);
    m_active = std::min(m_active, workloadCount() - 1);
    setModified(true);
    Q_EMIT workloadsChanged();
    Q_EMIT questionnaireChanged();
    Q_EMIT budgetChanged();
}

void PlanDocument::setActiveWorkload(int index)
{
    if (index == m_active || index < 0 || index >= workloadCount())
        return;
    m_active = index;
    Q_EMIT workloadsChanged();
    Q_EMIT questionnaireChanged();
}

void PlanDocument::setBudget(const Budget& b)
{
    m_plan.budget = b;
    setModified(true);
    Q_EMIT budgetChanged();
}

void PlanDocument::setConstraints(const PriceConstraints& constraints)
{
    if (constraints == m_plan.constraints)
        return;
    m_plan.constraints = constraints;
    setModified(true);
    Q_EMIT constraintsChanged();
}

void PlanDocument::followPlan(const QList<PlanResults>& results)
{
    Budget b = budget();
    if (PlanBudget::follow(b, results) == 0)
        return;
    m_plan.budget = b;
    // Values derived from the plan, not an edit: every reader of the file derives them again. The saved copy follows
    // too, so that an unmodified plan stays unmodified (opening a plan and closing it asks nothing) and the quit
    // prompt names the budget only for the user's own edits to it.
    if (m_saved.budget)
        PlanBudget::follow(*m_saved.budget, results);
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

void PlanDocument::addBilledRate(const BilledRate& record)
{
    m_plan.billedRates << record;
    setModified(true);
    Q_EMIT recordsChanged();
}

int PlanDocument::recordJobRuns(const QList<JobRecord>& runs)
{
    const int changed = InstanceRecords::recordJobRuns(m_plan.jobRuns, runs);
    if (changed > 0) {
        setModified(true);
        Q_EMIT recordsChanged();
    }
    return changed;
}

void PlanDocument::newPlan()
{
    m_plan = Plan{};
    m_plan.name = tr("Untitled plan");
    m_plan.need = Questionnaire::defaultsFor(Task::Lora);
    m_plan.budget = PlanBudget::starter();
    m_active = 0;
    m_path.clear();
    setModified(false);
    Q_EMIT fileChanged(m_path);
    Q_EMIT workloadsChanged();
    Q_EMIT questionnaireChanged();
    Q_EMIT constraintsChanged();
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
    m_active = 0;
    m_path = path;
    setModified(false);
    Q_EMIT fileChanged(m_path);
    Q_EMIT workloadsChanged();
    Q_EMIT questionnaireChanged();
    Q_EMIT constraintsChanged();
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
