#pragma once

#include "core/catalog/PriceCatalog.h"
#include "ui/console/ConsoleTab.h"

#include <QSet>
#include <QTimer>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace gp {

class JobTableModel;
class PlanDocument;

// Jobs on the instance: start one detached from the connection, see the queue, follow a job's log live, stop it,
// resume what a reboot cut short, and record what the ended jobs used and cost in the plan. While the tab is shown it
// polls the list and the selected job's log.
class JobsTab final : public ConsoleTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobsTab)

public:
    JobsTab(ConsoleSession& session, PlanDocument& document, QWidget* parent = nullptr);
    void setActionsEnabled(bool enabled) override;
    // The offer rented (each job's share of its price) and the instance the plan's records name.
    void setOffer(const std::optional<Offer>& offer, const QString& target);
    void runJob();
    // The ended jobs' GPU-hours and cost into the plan, for its planned versus actual.
    void recordInPlan();
    JobTableModel* model() const { return m_model; }
    QPlainTextEdit* logView() const { return m_log; }

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void retranslateUi() override;
    QString selectedJob() const;
    void poll();
    void updateTotals();
    // A notification for each job seen running before and ended now.
    void announceEndedJobs(const QList<JobInfo>& jobs);

    PlanDocument& m_document;
    QString m_target;
    bool m_enabled = false;
    JobTableModel* m_model;
    QTableView* m_table;
    QLabel* m_nameLabel;
    QLineEdit* m_name;
    QLabel* m_commandLabel;
    QLineEdit* m_command;
    QLabel* m_resumeLabel;
    QLineEdit* m_resume;
    QLabel* m_gpusLabel;
    QLineEdit* m_gpus;
    QLabel* m_priorityLabel;
    QSpinBox* m_priority;
    QPushButton* m_run;
    QPushButton* m_stop;
    QPushButton* m_resumeAll;
    QPushButton* m_record;
    QLabel* m_totals;
    QPlainTextEdit* m_log;
    QString m_justStarted; // selected when the list next has it
    QString m_logJob;      // whose log m_log shows
    qint64 m_logBytes = 0; // how much of it
    bool m_logRequested = false;
    QTimer m_poll;
    QSet<QString> m_running; // the jobs running at the last listing, on m_runningOn
    QString m_runningOn;
};

} // namespace gp
