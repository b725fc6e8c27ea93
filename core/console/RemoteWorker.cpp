#include "core/console/RemoteWorker.h"

#include "core/common/CodeTable.h"
#include "core/ssh/KeyInstaller.h"

#include <QElapsedTimer>

namespace gp {

RemoteWorker::RemoteWorker(QObject* parent) : QObject(parent) {}

RemoteWorker::~RemoteWorker() = default;

namespace {
// How a task is named in the console's log and the worker's signals.
constexpr CodeTable<RemoteWorker::Task, 15> kTaskCodes{{{RemoteWorker::Task::Open, "open"},
                                                        {RemoteWorker::Task::SmokeTest, "smoke-test"},
                                                        {RemoteWorker::Task::Upload, "upload"},
                                                        {RemoteWorker::Task::Provision, "provision"},
                                                        {RemoteWorker::Task::GuardInstall, "guard-install"},
                                                        {RemoteWorker::Task::GuardShow, "guard-show"},
                                                        {RemoteWorker::Task::GuardRemove, "guard-remove"},
                                                        {RemoteWorker::Task::InstallKey, "install-key"},
                                                        {RemoteWorker::Task::UploadPreview, "upload-preview"},
                                                        {RemoteWorker::Task::JobRun, "job-run"},
                                                        {RemoteWorker::Task::JobList, "job-list"},
                                                        {RemoteWorker::Task::JobLog, "job-log"},
                                                        {RemoteWorker::Task::JobStop, "job-stop"},
                                                        {RemoteWorker::Task::JobResume, "job-resume"},
                                                        {RemoteWorker::Task::Monitor, "monitor"}}};
} // namespace

QString RemoteWorker::taskCode(Task task)
{
    return codeOf(kTaskCodes, task);
}

void RemoteWorker::post(std::function<void()> call)
{
    const quint64 ticket = ++m_posted;
    QMetaObject::invokeMethod(
        this,
        [this, ticket, call = std::move(call)] {
            m_ticket = ticket;
            call();
            m_ticket = 0;
        },
        Qt::QueuedConnection);
}

void RemoteWorker::cancel()
{
    // Everything posted so far: a cancel pressed while a task waits behind another must not be lost when it starts.
    quint64 through = m_cancelledThrough.load();
    const quint64 posted = m_posted.load();
    while (through < posted && !m_cancelledThrough.compare_exchange_weak(through, posted)) {
    }
    m_cancel = true;
}

void RemoteWorker::abort()
{
    m_abort = true;
    cancel();
}

bool RemoteWorker::cancelledBeforeStart(Task task)
{
    // A sample of the monitor is not what the person cancelled: it goes on unless the window closes. The flag is reset
    // first and the tickets read after, so a cancel() arriving in between is never overwritten.
    m_cancel = m_abort.load();
    if (!m_cancel && task != Task::Monitor && m_ticket != 0 && m_ticket <= m_cancelledThrough.load())
        m_cancel = true;
    if (!m_cancel)
        return false;
    const QString message = tr("Cancelled before it started.");
    Q_EMIT taskStarted(task);
    Q_EMIT logged(LogKind::Info, message);
    Q_EMIT taskFinished(task, false, message);
    return true;
}

void RemoteWorker::open(const SshTarget& target)
{
    const Task task = Task::Open;
    if (cancelledBeforeStart(task))
        return;
    Q_EMIT taskStarted(task);
    if (m_session) {
        // A session still open is dropped for the new one: say so, or the console would show it connected.
        m_session.reset();
        Q_EMIT closed();
    }
    m_target = target;
    m_session = std::make_unique<SshSession>(target);
    m_session->setAbortFlag(&m_cancel); // Cancel, or the window closing, stops a connect at once
    if (!m_knownHosts.isEmpty())
        m_session->setKnownHostsFile(m_knownHosts);
    m_session->setSecretProvider(m_secrets);
    m_session->setCommandObserver([this](const QString& command) {
        if (!m_quiet)
            Q_EMIT logged(LogKind::Command, command);
    });
    Q_EMIT logged(LogKind::Info, tr("Connecting to %1 …").arg(target.display()));
    finishOpen(m_session->open(false));
}

void RemoteWorker::trustHostKey()
{
    if (!m_session) {
        Q_EMIT taskFinished(Task::Open, false, tr("Not connected."));
        return;
    }
    if (cancelledBeforeStart(Task::Open))
        return;
    Q_EMIT taskStarted(Task::Open);
    finishOpen(m_session->trustAndSignIn());
}

void RemoteWorker::finishOpen(const OpenOutcome& outcome)
{
    const Task task = Task::Open;
    switch (outcome.state) {
    case OpenOutcome::State::Ready:
        Q_EMIT logged(LogKind::Info, tr("Connected (host key %1).").arg(outcome.hostKey.fingerprint));
        Q_EMIT opened(m_target.display());
        Q_EMIT taskFinished(task, true, QString());
        return;
    case OpenOutcome::State::UnknownHostKey:
        // The session stays connected: trusting continues with the very key the user was shown.
        Q_EMIT hostKeyUnknown(outcome.hostKey);
        Q_EMIT taskFinished(task, false, outcome.message);
        return;
    case OpenOutcome::State::ChangedHostKey:
        m_session.reset();
        Q_EMIT hostKeyChanged(outcome.message);
        break;
    case OpenOutcome::State::Failed:
        m_session.reset();
        break;
    }
    Q_EMIT logged(LogKind::Error, outcome.message);
    Q_EMIT taskFinished(task, false, outcome.message);
}

void RemoteWorker::close()
{
    if (!m_session)
        return;
    m_session.reset();
    Q_EMIT logged(LogKind::Info, tr("Disconnected."));
    Q_EMIT closed();
}

int RemoteWorker::commandTimeoutFor(Task task, const UserTask& userTask)
{
    // Uploads and recipes take what they take (a multi-gigabyte upload, a pip install): the user cancels those.
    // Everything else is a few short commands, and a hung instance must not hang the console. The probe limits each
    // of its own steps; this is the cap over all of them.
    if (task == Task::Upload || task == Task::Provision)
        return 0;
    if (task == Task::SmokeTest)
        return 10 * 60 + (userTask.isSet() ? userTask.timeoutSeconds + 60 : 0);
    return 60;
}

bool RemoteWorker::begin(Task task, const UserTask& userTask)
{
    if (cancelledBeforeStart(task))
        return false;
    Q_EMIT taskStarted(task);
    m_quiet = isQuiet(task);
    if (m_session && m_session->isConnected()) {
        m_session->setCommandTimeoutSeconds(commandTimeoutFor(task, userTask));
        return true;
    }
    const QString message = tr("Not connected: connect to the instance first.");
    Q_EMIT logged(LogKind::Error, message);
    Q_EMIT taskFinished(task, false, message);
    return false;
}

void RemoteWorker::end(Task task, const Status& status)
{
    if (!status.ok())
        Q_EMIT logged(LogKind::Error, status.error().message);
    Q_EMIT taskFinished(task, status.ok(), status.ok() ? QString() : status.error().message);
    // A dropped link ends the session: the next task says "not connected" instead of failing obscurely.
    if (m_session && !m_session->isConnected()) {
        m_session.reset();
        Q_EMIT closed();
    }
}

void RemoteWorker::runSmokeTest(const SmokeExpectations& expect, const UserTask& userTask)
{
    const Task task = Task::SmokeTest;
    if (!begin(task, userTask))
        return;
    const Result<SmokeRecord> record = SmokeTest::run(*m_session, expect, userTask, &m_cancel);
    if (record.ok())
        Q_EMIT smokeTestDone(*record);
    end(task, record.ok() ? Status(Ok{}) : Status(record.error()));
}

void RemoteWorker::upload(const UploadOptions& options)
{
    const Task task = Task::Upload;
    if (!begin(task))
        return;
    // The uploader reports every 256 KiB (thousands of times a second on a fast link, more while a resume skips
    // what arrived): a view needs ten a second, so the rest never crosses the thread boundary.
    QElapsedTimer sinceReport;
    const Result<UploadResult> result = Uploader::run(
        *m_session, options,
        [&](const UploadProgress& p) {
            if (sinceReport.isValid() && sinceReport.elapsed() < 100)
                return;
            sinceReport.start();
            Q_EMIT uploadProgress(p);
        },
        &m_cancel);
    if (result.ok())
        Q_EMIT uploadDone(*result);
    end(task, result.ok() ? Status(Ok{}) : Status(result.error()));
}

void RemoteWorker::previewUpload(const UploadOptions& options)
{
    const Task task = Task::UploadPreview;
    if (!begin(task))
        return;
    const Result<SyncPlan> plan = Uploader::plan(*m_session, options, &m_cancel);
    if (plan.ok())
        Q_EMIT uploadPreviewed(*plan);
    end(task, plan.ok() ? Status(Ok{}) : Status(plan.error()));
}

void RemoteWorker::runJob(const JobSpec& spec)
{
    const Task task = Task::JobRun;
    if (!begin(task))
        return;
    const Status s = JobControl::run(*m_session, spec, &m_cancel);
    if (s.ok())
        Q_EMIT logged(LogKind::Info, tr("Queued job %1; it runs detached from this connection.").arg(spec.name));
    end(task, s);
}

void RemoteWorker::listJobs()
{
    const Task task = Task::JobList;
    if (!begin(task))
        return;
    const Result<QList<JobInfo>> jobs = JobControl::list(*m_session, &m_cancel);
    if (jobs.ok())
        Q_EMIT jobsListed(*jobs);
    end(task, jobs.ok() ? Status(Ok{}) : Status(jobs.error()));
}

void RemoteWorker::readJobLog(const QString& name, qint64 offset)
{
    const Task task = Task::JobLog;
    if (!begin(task))
        return;
    const Result<JobLogChunk> data = JobControl::logFrom(*m_session, name, offset, &m_cancel);
    if (data.ok())
        Q_EMIT jobLogRead(name, offset, data->start, data->data);
    end(task, data.ok() ? Status(Ok{}) : Status(data.error()));
}

void RemoteWorker::stopJob(const QString& name)
{
    const Task task = Task::JobStop;
    if (!begin(task))
        return;
    const Status s = JobControl::stop(*m_session, name, &m_cancel);
    if (s.ok())
        Q_EMIT logged(LogKind::Info, JobControl::stoppedMessage(name));
    end(task, s);
}

void RemoteWorker::resumeJobs()
{
    const Task task = Task::JobResume;
    if (!begin(task))
        return;
    const Result<QStringList> names = JobControl::resume(*m_session, &m_cancel);
    if (names.ok())
        Q_EMIT logged(LogKind::Info, JobControl::resumedMessage(*names));
    end(task, names.ok() ? Status(Ok{}) : Status(names.error()));
}

void RemoteWorker::provision(const ProvisionOptions& options)
{
    const Task task = Task::Provision;
    if (!begin(task))
        return;
    // The recipes' own output is what the user wants to watch; the probes' key=value lines are not.
    const ProvisionReport report = Provisioner::run(
        *m_session, options,
        [this](int stream, const QByteArray& data) {
            Q_EMIT logged(stream ? LogKind::ErrorOutput : LogKind::Output, QString::fromUtf8(data));
        },
        &m_cancel);
    Q_EMIT provisionDone(report);
    QString failure;
    for (const ProvisionStep& step : report.steps)
        if (step.state == ProvisionStep::State::Failed)
            failure = step.message;
    end(task, report.ok() ? Status(Ok{}) : Status(Error{QStringLiteral("provision"), failure}));
}

void RemoteWorker::installGuard(const GuardSettings& settings)
{
    const Task task = Task::GuardInstall;
    if (!begin(task))
        return;
    const Status installed = Guard::install(*m_session, settings);
    end(task, installed);
    if (installed.ok())
        showGuard();
}

void RemoteWorker::showGuard()
{
    const Task task = Task::GuardShow;
    if (!begin(task))
        return;
    const Result<GuardStatus> status = Guard::show(*m_session);
    if (status.ok())
        Q_EMIT guardStatus(*status);
    end(task, status.ok() ? Status(Ok{}) : Status(status.error()));
}

void RemoteWorker::removeGuard()
{
    const Task task = Task::GuardRemove;
    if (!begin(task))
        return;
    const Status removed = Guard::remove(*m_session);
    end(task, removed);
    if (removed.ok())
        showGuard();
}

void RemoteWorker::installKey(const QByteArray& publicKey)
{
    const Task task = Task::InstallKey;
    if (!begin(task))
        return;
    const Result<bool> added = KeyInstaller::install(*m_session, publicKey);
    if (added.ok())
        Q_EMIT keyInstalled(*added);
    end(task, added.ok() ? Status(Ok{}) : Status(added.error()));
}

void RemoteWorker::sampleGpus()
{
    const Task task = Task::Monitor;
    if (!begin(task))
        return;
    const Result<QList<GpuSample>> samples = GpuMonitor::sample(*m_session);
    if (samples.ok())
        Q_EMIT gpuSamples(*samples);
    end(task, samples.ok() ? Status(Ok{}) : Status(samples.error()));
}

void RemoteWorker::keepAlive()
{
    if (m_session && !m_session->keepAlive()) {
        m_session.reset();
        Q_EMIT logged(LogKind::Error, tr("The connection was lost."));
        Q_EMIT closed();
    }
}

} // namespace gp
