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
    const Questionnaire& questionnaire() const { return *m_plan.need; }
    const Budget& budget() const { return *m_plan.budget; }
    QString filePath() const { return m_path; }
    bool isModified() const { return m_modified; }
    // What saving would keep that the file lacks, for people ("the answers", "2 smoke tests" …; translated).
    QStringList unsavedChanges() const;
    QString displayName() const; // file name, or an untitled placeholder
    // Where a dialog about this plan opens: `fileName` in the plan's folder (the user's documents while it is
    // untitled); the folder alone for an empty name.
    QString suggestedPath(const QString& fileName) const;

    void setQuestionnaire(const Questionnaire& q);
    void setBudget(const Budget& b);
    // What every page may price with; emits constraintsChanged() when it differs.
    void setConstraints(const PriceConstraints& constraints);
    // Brings the budget items that follow the plan up to date with its newest results.
    void followPlan(const PlanResults& results);
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
    void questionnaireChanged();
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
    Plan m_saved; // as opened, saved or made new: what unsavedChanges() compares with
    QString m_path;
    bool m_modified = false;
};

} // namespace gp
