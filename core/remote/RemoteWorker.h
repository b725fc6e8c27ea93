#pragma once

#include "core/remote/GpuMonitor.h"
#include "core/remote/Guard.h"
#include "core/remote/Provisioner.h"
#include "core/remote/SmokeTest.h"
#include "core/remote/SshSession.h"
#include "core/remote/Uploader.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace gp {

// The instance console's engine for the desktop app: one SshSession that lives on the worker's thread (libssh
// sessions are not shared between threads), driven by queued calls and reporting through signals. Tasks run one at
// a time in the order they were asked for; cancel() stops the running one at its next chance.
//
//     auto* worker = new RemoteWorker;
//     worker->moveToThread(&thread);
//     QMetaObject::invokeMethod(worker, [=] { worker->open(target); });
class RemoteWorker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RemoteWorker)

public:
    enum class LogKind { Info, Command, Output, ErrorOutput, Error };
    Q_ENUM(LogKind)

    explicit RemoteWorker(QObject* parent = nullptr);
    ~RemoteWorker() override;

    // Thread-safe.
    void cancel() { m_cancel = true; }
    // Set before the first open(); called on the worker's thread whenever a password or passphrase is needed.
    void setSecretProvider(SshSession::SecretProvider provider) { m_secrets = std::move(provider); }
    void setKnownHostsFile(const QString& path) { m_knownHosts = path; }

    // Call these on the worker's thread (queued).
    void open(const SshTarget& target);
    void trustHostKey(); // after hostKeyUnknown: trust the key that was shown and sign in
    void close();
    void runSmokeTest(const SmokeExpectations& expect, const UserTask& task = {});
    void upload(const UploadOptions& options);
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
    void taskStarted(const QString& task);
    // Every task ends with this, whatever happened; message is translated and empty on success.
    void taskFinished(const QString& task, bool ok, const QString& message);
    void logged(gp::RemoteWorker::LogKind kind, const QString& text);
    void uploadProgress(const gp::UploadProgress& progress);
    void uploadDone(const gp::UploadResult& result);
    void smokeTestDone(const gp::SmokeRecord& record); // checks and run; the caller fills in target and time
    void provisionDone(const gp::ProvisionReport& report);
    void guardStatus(const gp::GuardStatus& status);
    void keyInstalled(bool added);
    void gpuSamples(const QList<gp::GpuSample>& samples);

private:
    // false (and a finished signal) when there is no session; sets the task's command timeout.
    bool begin(const QString& task, const UserTask& userTask = {});
    static int commandTimeoutFor(const QString& task, const UserTask& userTask);
    void end(const QString& task, const Status& status);
    void finishOpen(const OpenOutcome& outcome);

    SshTarget m_target;
    std::unique_ptr<SshSession> m_session;
    SshSession::SecretProvider m_secrets;
    QString m_knownHosts;
    std::atomic_bool m_cancel{false};
};

} // namespace gp
