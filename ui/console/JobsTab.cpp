#include "ui/console/JobsTab.h"

#include "core/notify/Notifications.h"

#include "core/plan/PlanDocument.h"
#include "ui/console/JobTableModel.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace gp {

JobsTab::JobsTab(ConsoleSession& session, PlanDocument& document, QWidget* parent)
    : ConsoleTab(session, parent), m_document(document)
{
    m_nameLabel = new QLabel(this);
    m_name = new QLineEdit(QStringLiteral("train"), this);
    m_name->setObjectName(QStringLiteral("jobName"));
    m_commandLabel = new QLabel(this);
    m_command = new QLineEdit(this);
    m_command->setObjectName(QStringLiteral("jobCommand"));
    m_command->setPlaceholderText(QStringLiteral("python train.py --config config.yaml"));
    m_resumeLabel = new QLabel(this);
    m_resume = new QLineEdit(this);
    m_resume->setObjectName(QStringLiteral("jobResumeCommand"));
    m_resume->setPlaceholderText(
        QStringLiteral("python train.py --config config.yaml --resume_from_checkpoint latest"));
    m_gpusLabel = new QLabel(this);
    m_gpus = new QLineEdit(this);
    m_gpus->setObjectName(QStringLiteral("jobGpus"));
    m_priorityLabel = new QLabel(this);
    m_priority = new QSpinBox(this);
    m_priority->setRange(-1000, 1000);
    m_nameLabel->setBuddy(m_name);
    m_commandLabel->setBuddy(m_command);
    m_resumeLabel->setBuddy(m_resume);
    m_gpusLabel->setBuddy(m_gpus);
    m_priorityLabel->setBuddy(m_priority);
    auto* form = new QFormLayout;
    form->addRow(m_nameLabel, m_name);
    form->addRow(m_commandLabel, m_command);
    form->addRow(m_resumeLabel, m_resume);
    form->addRow(m_gpusLabel, m_gpus);
    form->addRow(m_priorityLabel, m_priority);

    m_run = new QPushButton(this);
    m_run->setObjectName(QStringLiteral("jobRun"));
    m_stop = new QPushButton(this);
    m_stop->setObjectName(QStringLiteral("jobStop"));
    m_resumeAll = new QPushButton(this);
    m_resumeAll->setObjectName(QStringLiteral("jobResume"));
    connect(m_run, &QPushButton::clicked, this, &JobsTab::runJob);
    connect(m_command, &QLineEdit::returnPressed, this, &JobsTab::runJob);
    connect(m_stop, &QPushButton::clicked, this, [this] {
        if (!selectedJob().isEmpty())
            m_session.stopJob(selectedJob());
    });
    connect(m_resumeAll, &QPushButton::clicked, this, [this] { m_session.resumeJobs(); });
    m_record = new QPushButton(this);
    m_record->setObjectName(QStringLiteral("jobRecord"));
    connect(m_record, &QPushButton::clicked, this, &JobsTab::recordInPlan);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_run);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_resumeAll);
    buttons->addWidget(m_record);

    m_model = new JobTableModel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("jobsTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_log = new QPlainTextEdit(this);
    m_log->setObjectName(QStringLiteral("jobLog"));
    m_log->setReadOnly(true);
    m_log->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_log->setMaximumBlockCount(20000); // a long run's log stays light to show
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        const QString job = selectedJob();
        if (job == m_logJob)
            return;
        m_logJob = job;
        m_logBytes = 0;
        m_log->clear();
        poll();
        setActionsEnabled(m_enabled);
    });

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttons);
    m_totals = new QLabel(this);
    m_totals->setObjectName(QStringLiteral("jobTotals"));
    m_totals->setWordWrap(true);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_totals);
    layout->addWidget(m_log, 1);

    connect(session.worker(), &RemoteWorker::jobsListed, this, [this](const QList<JobInfo>& jobs) {
        const QString keep = selectedJob();
        m_model->setJobs(jobs, QDateTime::currentDateTime());
        announceEndedJobs(jobs);
        updateTotals();
        // A job just started is the one to follow; else the selection stays where it was.
        if (const int started = m_model->rowOf(m_justStarted); started >= 0) {
            m_justStarted.clear();
            m_table->selectRow(started);
            return;
        }
        const int row = m_model->rowOf(keep.isEmpty() ? m_logJob : keep);
        if (row >= 0)
            m_table->selectRow(row);
        else if (keep.isEmpty() && m_model->rowCount() > 0)
            m_table->selectRow(m_model->defaultRow());
    });
    connect(session.worker(), &RemoteWorker::jobLogRead, this,
            [this](const QString& name, qint64 requested, qint64 start, const QByteArray& data) {
                m_logRequested = false;
                if (name != m_logJob || requested != m_logBytes || (data.isEmpty() && start == requested))
                    return;
                QScrollBar* bar = m_log->verticalScrollBar();
                const bool atEnd = bar->value() == bar->maximum();
                m_log->moveCursor(QTextCursor::End);
                // A log far ahead of what is shown (a chatty job, a view opened late) is shown from its last part.
                if (start > requested)
                    m_log->insertPlainText(
                        tr("\n[… %1 of the log skipped …]\n").arg(QLocale().formattedDataSize(start - requested)));
                m_log->insertPlainText(QString::fromUtf8(data));
                m_logBytes = start + data.size();
                if (atEnd)
                    bar->setValue(bar->maximum());
            });
    connect(&session, &ConsoleSession::taskFinished, this, [this](RemoteWorker::Task task, bool, const QString&) {
        if (task == RemoteWorker::Task::JobLog)
            m_logRequested = false;
        if (task == RemoteWorker::Task::JobRun || task == RemoteWorker::Task::JobStop ||
            task == RemoteWorker::Task::JobResume)
            m_session.listJobs();
    });
    m_poll.setInterval(2000);
    connect(&m_poll, &QTimer::timeout, this, &JobsTab::poll);
    retranslateUi();
}

QString JobsTab::selectedJob() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : m_model->jobs().value(rows.first().row()).name;
}

void JobsTab::setOffer(const std::optional<Offer>& offer, const QString& target)
{
    m_model->setOffer(offer);
    m_target = target;
    updateTotals();
}

void JobsTab::updateTotals()
{
    m_record->setEnabled(std::any_of(m_model->jobs().cbegin(), m_model->jobs().cend(), &JobCost::hasEnded));
    if (m_model->jobs().isEmpty()) {
        m_totals->clear();
        return;
    }
    double gpuHours = 0;
    std::optional<Money> cost;
    for (const JobCharge& c : m_model->charges()) {
        gpuHours += c.gpuHours;
        if (c.cost)
            cost = Money{cost.value_or(Money{0, c.cost->currency}).amount + c.cost->amount, c.cost->currency};
    }
    const QString hours = QLocale().toString(gpuHours, 'f', 2);
    m_totals->setText(cost ? tr("All jobs: %1 GPU-hours, %2 of the instance's cost (the rest of the cost meter's "
                                "total is time no job ran).")
                                 .arg(hours, ExchangeRate::format(*cost))
                           : tr("All jobs: %1 GPU-hours. Link the profile to the offer you rented to see what each "
                                "job costs.")
                                 .arg(hours));
}

void JobsTab::announceEndedJobs(const QList<JobInfo>& jobs)
{
    // Only a job this page saw running and now sees ended: connecting to a machine does not announce its old jobs.
    const QString where = m_session.where();
    if (where != m_runningOn) {
        m_running.clear();
        m_runningOn = where;
    }
    // A job seen running stays followed through a state that is not its end (unknown for a moment, interrupted by a
    // reboot and resumed) until it is done, failed or stopped.
    QSet<QString> running;
    QList<JobInfo> ended;
    for (const JobInfo& job : jobs) {
        const bool over = job.state == JobInfo::State::Done || job.state == JobInfo::State::Failed ||
                          job.state == JobInfo::State::Stopped;
        if (job.state == JobInfo::State::Running || (!over && m_running.contains(job.name)))
            running.insert(job.name);
        else if (over && m_running.contains(job.name))
            ended << job;
    }
    m_running = running;
    if (ended.isEmpty())
        return;
    for (const JobRecord& run : JobCost::records(ended, m_model->offer(), where, m_model->now()))
        Q_EMIT notificationReady({Notifications::jobFinished(where, run)});
}

void JobsTab::recordInPlan()
{
    const QList<JobRecord> runs = JobCost::records(
        m_model->jobs(), m_model->offer(), m_session.isConnected() ? m_session.target() : m_target, m_model->now());
    const int changed = m_document.recordJobRuns(runs);
    Q_EMIT logMessage(RemoteWorker::LogKind::Info,
                      changed == 0 ? tr("The plan already has every ended job.")
                                   : tr("Recorded %n job run(s) in the plan: %1 GPU-hours.", nullptr, changed)
                                         .arg(QLocale().toString(InstanceRecords::totalGpuHours(runs), 'f', 2)));
}

void JobsTab::runJob()
{
    JobSpec spec;
    spec.name = m_name->text().trimmed();
    spec.command = m_command->text();
    spec.resumeCommand = m_resume->text();
    spec.gpus = m_gpus->text().remove(QLatin1Char(' '));
    spec.priority = m_priority->value();
    spec.workdir = ConsoleSession::defaultWorkdir();
    if (const Status s = JobControl::validate(spec); !s.ok()) {
        Q_EMIT logMessage(RemoteWorker::LogKind::Error, s.error().message);
        return;
    }
    m_justStarted = spec.name;
    m_session.runJob(spec);
}

// The list, and what the selected job's log has that is not shown yet: only while shown, connected and idle (a poll
// queued behind a long upload would wait, and pile up), one request of each at a time.
void JobsTab::poll()
{
    if (!m_enabled || !isVisible())
        return;
    m_session.listJobs();
    if (!m_logJob.isEmpty() && !m_logRequested) {
        m_logRequested = true;
        m_session.readJobLog(m_logJob, m_logBytes);
    }
}

void JobsTab::showEvent(QShowEvent* event)
{
    ConsoleTab::showEvent(event);
    m_poll.start();
    poll();
}

void JobsTab::hideEvent(QHideEvent* event)
{
    m_poll.stop();
    ConsoleTab::hideEvent(event);
}

void JobsTab::setActionsEnabled(bool enabled)
{
    const bool was = m_enabled;
    m_enabled = enabled;
    m_run->setEnabled(enabled);
    m_stop->setEnabled(enabled && !selectedJob().isEmpty());
    m_resumeAll->setEnabled(enabled);
    if (enabled && !was)
        poll();
}

void JobsTab::retranslateUi()
{
    m_nameLabel->setText(tr("Na&me:"));
    m_commandLabel->setText(tr("C&ommand:"));
    m_resumeLabel->setText(tr("Resume &with:"));
    m_resume->setToolTip(tr("What runs instead of the command when a job cut short by a reboot or a preemption is "
                            "resumed (empty: the command again)"));
    m_gpusLabel->setText(tr("&GPUs:"));
    m_gpus->setPlaceholderText(tr("empty: all, one job at a time; 0,1: beside jobs on other GPUs"));
    m_priorityLabel->setText(tr("&Priority:"));
    m_run->setText(tr("&Run detached"));
    m_run->setToolTip(tr("Queue the command on the instance; it keeps running when this connection ends"));
    m_stop->setText(tr("&Stop"));
    m_stop->setToolTip(tr("Stop the selected job and every process it started"));
    m_resumeAll->setText(tr("Res&ume"));
    m_resumeAll->setToolTip(tr("After a reboot or a preemption: run again what was cut short"));
    m_record->setText(tr("Record in p&lan"));
    m_record->setToolTip(tr("Add the ended jobs' GPU-hours and cost to the plan, for planned versus actual on the "
                            "Budget page"));
    updateTotals();
}

} // namespace gp
