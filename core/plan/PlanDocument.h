#pragma once

#include "core/plan/PlanFile.h"

#include <QObject>
#include <QString>

namespace gp {

struct PlanResults;

// The plan being edited: its answers and budget, where it is saved, and whether it has unsaved changes. Views edit it
// through setters and listen to changed(); files go through PlanFile (atomic, versioned).
class PlanDocument final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanDocument)

public:
    explicit PlanDocument(QObject* parent = nullptr);

    const Plan& plan() const { return m_plan; }
    // The answers of the workload being edited (activeWorkload()).
    const Questionnaire& questionnaire() const
    {
        return m_active == 0 ? *m_plan.need : m_plan.moreWorkloads.at(m_active - 1);
    }
    int activeWorkload() const { return m_active; }
    int workloadCount() const;
    const Budget& budget() const { return *m_plan.budget; }
    QString filePath() const { return m_path; }
    bool isModified() const { return m_modified; }
    // What saving would keep that the file lacks, for people ("the answers", "2 smoke tests" …; translated).
    QStringList unsavedChanges() const;
    QString displayName() const; // file name, or an untitled placeholder
    // Where a dialog about this plan opens: `fileName` in the plan's folder (the user's documents while it is
    // untitled); the folder alone for an empty name.
    QString suggestedPath(const QString& fileName) const;

    void setQuestionnaire(const Questionnaire& q); // of the active workload
    // Another workload in the same plan (PlanWorkloads::add: the budget gains an item following it), made active.
    // False when the plan holds as many as it can.
    bool addWorkload(const Questionnaire& q);
    // Removes the active workload (never the last one left) and the budget items following it.
    void removeActiveWorkload();
    void setActiveWorkload(int index);
    void setBudget(const Budget& b);
    // What every page may price with; emits constraintsChanged() when it differs.
    void setConstraints(const PriceConstraints& constraints);
    // Brings the budget items that follow the plan up to date with its newest results, one per workload in order.
    void followPlan(const QList<PlanResults>& workloads);
    void setCosts(const CostPlan& costs);
    void clearCosts(); // the Costs page follows the plan's answer again
    void addSmokeTest(const SmokeRecord& record);
    void addSpend(const SpendRecord& record);
    void addBilledRate(const BilledRate& record);
    // The jobs' GPU-hours and cost (InstanceRecords::recordJobRuns); how many runs were new or changed.
    int recordJobRuns(const QList<JobRecord>& runs);
    // Stores a measured training speed (replacing the one of the same GPU and task): the plan's times follow it.
    void setCalibration(const SpeedCalibration& calibration);

    void newPlan();
    Status open(const QString& path);
    Status save(); // to filePath()
    Status saveAs(const QString& path);

Q_SIGNALS:
    void questionnaireChanged(); // the active workload's answers, or which workload is active
    void workloadsChanged();     // added, removed or made active
    void budgetChanged();
    void constraintsChanged();
    void costsChanged();
    void recordsChanged(); // smoke tests, actual spend or job runs
    void calibrationsChanged();
    void modifiedChanged(bool modified);
    void fileChanged(const QString& path); // opened, saved under a new name, or new

private:
    void setModified(bool modified);

    Plan m_plan;
    Plan m_saved;     // as opened, saved or made new: what unsavedChanges() compares with
    int m_active = 0; // the workload the Plan page edits; not saved
    QString m_path;
    bool m_modified = false;
};

} // namespace gp
