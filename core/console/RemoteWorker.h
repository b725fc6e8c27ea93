#pragma once

#include "core/jobs/Guard.h"
#include "core/jobs/JobControl.h"
#include "core/probe/GpuMonitor.h"
#include "core/probe/Provisioner.h"
#include "core/probe/SmokeTest.h"
#include "core/ssh/SshSession.h"
#include "core/sync/Uploader.h"

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

namespace gp {

// The instance console's engine for the desktop app: one SshSession that lives on the worker's thread (libssh
// sessions are not shared between threads), driven by queued calls and reporting through signals. Tasks run one at
// a time in the order they were asked for; cancel() stops the running one at its next chance and every one queued
// behind it before it starts. ConsoleSession drives it for the desktop app.
//
//     auto* worker = new RemoteWorker;
//     worker->moveToThread(&thread);
//     worker->post([=] { worker->open(target); });
class RemoteWorker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RemoteWorker)

public:
    enum class LogKind { Info, Command, Output, ErrorOutput, Error };
    Q_ENUM(LogKind)
    enum class Task {
        Open,
        SmokeTest,
        Upload,
        Provision,
        GuardInstall,
        GuardShow,
        GuardRemove,
        InstallKey,
        Monitor,
        UploadPreview,
        JobRun,
        JobList,
        JobLog,
        JobStop,
        JobResume
    };
    Q_ENUM(Task)
    static QString taskCode(Task task); // "open", "smoke-test" … for logs and scripts
    // Polls a view makes on its own (the jobs list, a job's log): not logged, and the console is not busy with them.
    static bool isQuiet(Task task) { return task == Task::JobList || task == Task::JobLog; }

    explicit RemoteWorker(QObject* parent = nullptr);
    ~RemoteWorker() override;

    // Thread-safe. Queues a call on the worker's thread; a cancel() before it starts cancels it too.
    void post(std::function<void()> call);
    // Thread-safe: stops the running task and every task posted so far.
    void cancel();
    // Thread-safe: as cancel(), and a connection being opened gives up at once instead of at its timeout (the
    // window is closing).
    void abort();
    // Set before the first open(); called on the worker's thread whenever a password or passphrase is needed.
    void setSecretProvider(SshSession::SecretProvider provider) { m_secrets = std::move(provider); }
    void setKnownHostsFile(const QString& path) { m_knownHosts = path; }

    // Call these on the worker's thread (queued).
    void open(const SshTarget& target);
    void trustHostKey(); // after hostKeyUnknown: trust the key that was shown and sign in
    void close();
    void runSmokeTest(const SmokeExpectations& expect, const UserTask& task = {});
    void upload(const UploadOptions& options);
    void previewUpload(const UploadOptions& options); // a dry run: what upload() would send
    void runJob(const JobSpec& spec);
    void listJobs();
    void readJobLog(const QString& name, qint64 offset);
    void stopJob(const QString& name);
    void resumeJobs();
    void provision(const ProvisionOptions& options);
    void installGuard(const GuardSettings& settings);
    void showGuard();
    void removeGuard();
    void installKey(const QByteArray& publicKey);
    void sampleGpus();
    void keepAlive();

Q_SIGNALS:
    void hostKeyUnknown(const gp::HostKeyCheck& key);
    void hostKeyChanged(const QString& message);
    void opened(const QString& target);
    void closed();
    void taskStarted(gp::RemoteWorker::Task task);
    // Every task ends with this, whatever happened; message is translated and empty on success.
    void taskFinished(gp::RemoteWorker::Task task, bool ok, const QString& message);
    void logged(gp::RemoteWorker::LogKind kind, const QString& text);
    void uploadProgress(const gp::UploadProgress& progress);
    void uploadDone(const gp::UploadResult& result);
    void uploadPreviewed(const gp::SyncPlan& plan);
    void jobsListed(const QList<gp::JobInfo>& jobs);
    // `data` starts at `start`: past `requested` when the log had grown far beyond it (JobControl::kLogPollBytes).
    void jobLogRead(const QString& name, qint64 requested, qint64 start, const QByteArray& data);
    void smokeTestDone(const gp::SmokeRecord& record); // checks and run; the caller fills in target and time
    void provisionDone(const gp::ProvisionReport& report);
    void guardStatus(const gp::GuardStatus& status);
    void keyInstalled(bool added);
    void gpuSamples(const QList<gp::GpuSample>& samples);

private:
    // false (and a finished signal) when there is no session; sets the task's command timeout.
    bool begin(Task task, const UserTask& userTask = {});
    bool cancelledBeforeStart(Task task);
    static int commandTimeoutFor(Task task, const UserTask& userTask);
    void end(Task task, const Status& status);
    void finishOpen(const OpenOutcome& outcome);

    SshTarget m_target;
    std::unique_ptr<SshSession> m_session;
    SshSession::SecretProvider m_secrets;
    QString m_knownHosts;
    std::atomic_bool m_cancel{false};
    bool m_quiet = false; // during a quiet task: its commands are not logged
    std::atomic_bool m_abort{false};
    std::atomic<quint64> m_posted{0};           // tickets handed out by post()
    std::atomic<quint64> m_cancelledThrough{0}; // every ticket up to this one is cancelled
    quint64 m_ticket = 0;                       // the posted call running now; 0: a direct call
};

} // namespace gp
