#pragma once

#include "core/console/RemoteWorker.h"
#include "core/hosts/HostProfiles.h"
#include "core/notify/WebhookBook.h"
#include "core/plan/PlanCalibration.h"
#include "core/plan/Questionnaire.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

class QThread;

namespace gp {

// Where a profile's secrets live: the OS keychain (keychain()), or, in tests that must provoke a keychain failure, a
// test double. Every call may block: the session calls them on its worker's thread.
struct SecretKeeper
{
    std::function<Result<std::optional<QByteArray>>(const QString& key)> read;
    std::function<Status(const QString& key, const QByteArray& secret)> write;
    std::function<void(const QString& profile)> forgetProfile;
    static SecretKeeper keychain();
};

// A person's answer when a password or passphrase is needed.
struct SecretAnswer
{
    QByteArray secret;
    bool remember = false; // save it in the keychain once it worked
};

// The instance console's orchestration, apart from any view: one RemoteWorker on its own thread, tasks identified by
// RemoteWorker::Task, a cancel that also reaches tasks still queued, the secret sequence (keychain, then the person,
// then the keychain again for what they asked to remember, only once it worked), profile rename and removal with
// their secrets, the guard's provider token and the smoke test's expectations and records. The Console page is a
// face over it; the CLI, which runs one command at a time without a thread, shares its static parts.
class ConsoleSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConsoleSession)

public:
    // Called on this object's thread, with the worker waiting; nullopt: the person declined.
    using SecretAsker = std::function<std::optional<SecretAnswer>(SecretKind kind, const QString& prompt)>;

    explicit ConsoleSession(QObject* parent = nullptr);
    // Aborts: a connection being opened gives up at once, and nothing waits for a timeout.
    ~ConsoleSession() override;

    RemoteWorker* worker() const { return m_worker; } // for its progress and result signals
    void setKnownHostsFile(const QString& file) { m_knownHosts = file; }
    void setSecretAsker(SecretAsker asker) { m_asker = std::move(asker); }
    void setSecretKeeper(SecretKeeper keeper) { m_keeper = std::move(keeper); }
    // The webhooks a guard tells (WebhookBook's file; empty: the user's), their URLs and secrets read with `read`
    // (none: the secret keeper's).
    void setWebhookBook(const QString& file, SecretReader read = {})
    {
        m_webhookBook = file;
        m_webhookSecrets = std::move(read);
    }

    bool isConnected() const { return m_connected; }
    bool isBusy() const { return !m_running.isEmpty(); }
    bool isRunning(RemoteWorker::Task task) const { return m_running.contains(task); }
    QString target() const { return m_target; }
    // What messages call the machine: its profile's name, else user@host:port.
    QString where() const { return m_profile ? m_profile->name : m_target; }
    const std::optional<HostProfile>& profile() const { return m_profile; } // the open (or opening) session's

    void open(const HostProfile& profile);
    void trustHostKey(bool trust); // the answer to hostKeyUnknown
    void close();
    void cancel(); // the running task and every one queued behind it
    // `plan`: the questionnaire the user's run is compared with (training plans); the finished record comes with
    // smokeRecordReady.
    void runSmokeTest(const SmokeExpectations& expect, const UserTask& task, const std::optional<Questionnaire>& plan);
    void upload(const UploadOptions& options);
    void previewUpload(const UploadOptions& options);
    void runJob(const JobSpec& spec);
    void listJobs();
    void readJobLog(const QString& name, qint64 offset);
    void stopJob(const QString& name);
    void resumeJobs();
    void provision(const ProvisionOptions& options);
    // The profile's own provider token goes along, from the keychain. `accountToken`: the guard stops or releases a
    // launched instance through its provider's API (ProviderGuard), so the account's token goes too when the profile
    // has none of its own, and without either nothing is installed.
    void installGuard(const GuardSettings& settings, bool accountToken = false);
    void showGuard();
    void removeGuard();
    void installKey(const QByteArray& publicKey);
    bool sampleGpus(); // false while a sample is still on its way: a slow instance must not pile them up
    void keepAlive();

    // Saves a profile; a renamed one takes its password and provider token along. The old secrets are removed only
    // once every copy was written: a keychain that fails keeps them where they were (and says so in the log).
    Status saveProfile(const HostProfileStore& store, const std::optional<HostProfile>& old, const HostProfile& p);
    Status removeProfile(const HostProfileStore& store, const QString& name);
    static Status moveSecrets(const QString& from, const QString& to, const SecretKeeper& keeper);

    // Shared with the CLI.
    static SmokeExpectations smokeExpectations(const std::optional<Offer>& offer, double needBytes, SmokeLevel level);
    // Fills in where, against what and when; with a training plan, adds the run's comparison with its estimate (and
    // returns it, for its numbers).
    static std::optional<RunComparison> completeSmokeRecord(SmokeRecord& record,
                                                            const QString& target,
                                                            const QString& offerId,
                                                            const std::optional<Questionnaire>& plan);
    // The keychain entry for a secret of a profile (a password by profile, a passphrase by key file); empty: none.
    static QString secretKey(SecretKind kind, const QString& profileName, const QString& keyFile);
    static QString defaultWorkdir() { return QStringLiteral("work"); }
    static int capTimeoutSeconds(qint64 seconds); // a user's command runs a week at most

Q_SIGNALS:
    void connectionChanged(bool connected);
    void stateChanged(); // busy or connected changed
    void taskFinished(gp::RemoteWorker::Task task, bool ok, const QString& message);
    void hostKeyUnknown(const gp::HostKeyCheck& key, const QString& target);
    void smokeRecordReady(const gp::SmokeRecord& record);

private:
    struct SecretExchange;
    void post(std::function<void()> call) { m_worker->post(std::move(call)); }

    QThread* m_thread;
    RemoteWorker* m_worker;
    std::shared_ptr<SecretExchange> m_secrets;
    SecretAsker m_asker;
    SecretKeeper m_keeper;
    QString m_webhookBook;
    SecretReader m_webhookSecrets;
    QString m_knownHosts;
    bool m_connected = false;
    bool m_sampleInFlight = false;
    QString m_target;
    std::optional<HostProfile> m_profile;
    std::optional<Questionnaire> m_smokePlan; // the plan of the smoke test on its way
    QList<RemoteWorker::Task> m_running;      // tasks started and not finished, monitor samples aside
    QTimer m_keepAlive;
};

} // namespace gp
