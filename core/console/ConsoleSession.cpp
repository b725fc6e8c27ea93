#include "core/console/ConsoleSession.h"

#include "core/catalog/PriceCatalog.h"

#include "core/catalog/GpuCatalog.h"
#include "core/jobs/Guard.h"
#include "core/notify/WebhookBook.h"
#include "core/plan/PlanCalibration.h"
#include "core/secrets/SecretStore.h"

#include <QDateTime>
#include <QSemaphore>
#include <QThread>

#include <mutex>

namespace gp {

// What the worker thread and the session share while a secret is asked for: the worker waits on the answer (checking
// `closing`, so that closing the window never deadlocks). A secret to remember is kept here only until the session it
// opened is confirmed, then written to the keychain and wiped.
struct ConsoleSession::SecretExchange
{
    std::atomic_bool closing{false};
    std::mutex mutex;
    QString rememberKey;
    QByteArray rememberSecret;

    void forget()
    {
        const std::lock_guard lock(mutex);
        rememberSecret.fill('\0');
        rememberSecret.clear();
        rememberKey.clear();
    }
};

SecretKeeper SecretKeeper::keychain()
{
    return {&SecretStore::read, &SecretStore::write, &SecretStore::forgetProfile};
}

ConsoleSession::ConsoleSession(QObject* parent)
    : QObject(parent), m_thread(new QThread(this)), m_worker(new RemoteWorker),
      m_secrets(std::make_shared<SecretExchange>()), m_keeper(SecretKeeper::keychain())
{
    m_thread->setObjectName(QStringLiteral("ssh-worker"));
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread->start();

    // NAT boxes and idle timeouts drop quiet connections.
    m_keepAlive.setInterval(30 * 1000);
    connect(&m_keepAlive, &QTimer::timeout, this, &ConsoleSession::keepAlive);
    connect(m_worker, &RemoteWorker::taskStarted, this, [this](RemoteWorker::Task task) {
        if (task != RemoteWorker::Task::Monitor && !RemoteWorker::isQuiet(task))
            m_running << task;
        Q_EMIT stateChanged();
    });
    connect(m_worker, &RemoteWorker::taskFinished, this, [this](RemoteWorker::Task task, bool ok, const QString& m) {
        if (task == RemoteWorker::Task::Monitor)
            m_sampleInFlight = false;
        else if (!RemoteWorker::isQuiet(task))
            m_running.removeOne(task);
        Q_EMIT stateChanged();
        Q_EMIT taskFinished(task, ok, m);
    });
    connect(m_worker, &RemoteWorker::hostKeyUnknown, this,
            [this](const HostKeyCheck& key) { Q_EMIT hostKeyUnknown(key, m_target); });
    connect(m_worker, &RemoteWorker::opened, this, [this](const QString& target) {
        m_connected = true;
        m_target = target;
        m_keepAlive.start();
        // A secret that was asked for and worked is now saved, if the person wanted that (on the worker's thread:
        // keychain calls block).
        post([exchange = m_secrets, worker = m_worker, keeper = m_keeper] {
            QString key;
            QByteArray secret;
            {
                const std::lock_guard lock(exchange->mutex);
                key = exchange->rememberKey;
                secret = exchange->rememberSecret;
            }
            exchange->forget();
            if (key.isEmpty())
                return;
            const Status saved = keeper.write(key, secret);
            secret.fill('\0');
            Q_EMIT worker->logged(saved.ok() ? RemoteWorker::LogKind::Info : RemoteWorker::LogKind::Error,
                                  saved.ok() ? tr("Saved in the system keychain.") : saved.error().message);
        });
        Q_EMIT stateChanged();
        Q_EMIT connectionChanged(true);
    });
    connect(m_worker, &RemoteWorker::closed, this, [this] {
        m_connected = false;
        m_sampleInFlight = false;
        m_keepAlive.stop();
        m_secrets->forget();
        Q_EMIT stateChanged();
        Q_EMIT connectionChanged(false);
    });
    connect(m_worker, &RemoteWorker::smokeTestDone, this, [this](const SmokeRecord& result) {
        SmokeRecord record = result;
        completeSmokeRecord(record, m_target, m_profile ? m_profile->offerId : QString(), m_smokePlan);
        Q_EMIT smokeRecordReady(record);
    });
}

ConsoleSession::~ConsoleSession()
{
    m_secrets->closing = true;
    m_secrets->forget();
    m_worker->abort();
    m_thread->quit();
    m_thread->wait();
}

void ConsoleSession::open(const HostProfile& profile)
{
    if (m_connected)
        post([w = m_worker] { w->close(); });
    m_profile = profile;
    m_target = profile.target.display();
    m_secrets->forget();
    // Runs on the worker's thread: the keychain first, then the person (through this object's thread).
    const QString passwordKey = secretKey(SecretKind::Password, profile.name, profile.target.keyFile);
    const QString passphraseKey = secretKey(SecretKind::KeyPassphrase, profile.name, profile.target.keyFile);
    QPointer<ConsoleSession> self(this);
    SshSession::SecretProvider provider = [self, exchange = m_secrets, worker = m_worker, keeper = m_keeper,
                                           passwordKey,
                                           passphraseKey](SecretKind kind, const QString& prompt) -> QByteArray {
        const QString key = kind == SecretKind::Password ? passwordKey : passphraseKey;
        if (!key.isEmpty()) {
            const Result<std::optional<QByteArray>> saved = keeper.read(key);
            if (saved.ok() && saved->has_value())
                return **saved;
            if (!saved.ok())
                Q_EMIT worker->logged(RemoteWorker::LogKind::Info, saved.error().message);
        }
        struct Reply
        {
            QSemaphore done;
            std::optional<SecretAnswer> answer;
        };
        auto reply = std::make_shared<Reply>();
        QMetaObject::invokeMethod(
            self.data(),
            [self, reply, kind, prompt] {
                if (self && self->m_asker)
                    reply->answer = self->m_asker(kind, prompt);
                reply->done.release();
            },
            Qt::QueuedConnection);
        while (!reply->done.tryAcquire(1, 100))
            if (exchange->closing)
                return {};
        if (!reply->answer)
            return {};
        if (reply->answer->remember && !key.isEmpty()) {
            const std::lock_guard lock(exchange->mutex);
            exchange->rememberKey = key;
            exchange->rememberSecret = reply->answer->secret;
        }
        return reply->answer->secret;
    };
    post([w = m_worker, provider, target = profile.target, knownHosts = m_knownHosts] {
        w->setSecretProvider(provider);
        if (!knownHosts.isEmpty())
            w->setKnownHostsFile(knownHosts);
        w->open(target);
    });
    Q_EMIT stateChanged();
}

void ConsoleSession::trustHostKey(bool trust)
{
    if (trust)
        post([w = m_worker] { w->trustHostKey(); });
    else
        post([w = m_worker] { w->close(); });
}

void ConsoleSession::close()
{
    m_worker->cancel();
    post([w = m_worker] { w->close(); });
}

void ConsoleSession::cancel()
{
    m_worker->cancel();
}

void ConsoleSession::runSmokeTest(const SmokeExpectations& expect,
                                  const UserTask& task,
                                  const std::optional<Questionnaire>& plan)
{
    m_smokePlan = plan;
    post([w = m_worker, expect, task] { w->runSmokeTest(expect, task); });
}

void ConsoleSession::upload(const UploadOptions& options)
{
    post([w = m_worker, options] { w->upload(options); });
}

void ConsoleSession::previewUpload(const UploadOptions& options)
{
    post([w = m_worker, options] { w->previewUpload(options); });
}

void ConsoleSession::runJob(const JobSpec& spec)
{
    post([w = m_worker, spec] { w->runJob(spec); });
}

void ConsoleSession::listJobs()
{
    post([w = m_worker] { w->listJobs(); });
}

void ConsoleSession::readJobLog(const QString& name, qint64 offset)
{
    post([w = m_worker, name, offset] { w->readJobLog(name, offset); });
}

void ConsoleSession::stopJob(const QString& name)
{
    post([w = m_worker, name] { w->stopJob(name); });
}

void ConsoleSession::resumeJobs()
{
    post([w = m_worker] { w->resumeJobs(); });
}

void ConsoleSession::provision(const ProvisionOptions& options)
{
    post([w = m_worker, options] { w->provision(options); });
}

void ConsoleSession::installGuard(const GuardSettings& settings, bool accountToken)
{
    // The profile's own token; the account's only for a guard that calls the provider's API itself: a user's own
    // release command never gets it.
    const bool viaApi = accountToken && m_profile && m_profile->launched();
    const QStringList tokenKeys =
        m_profile ? SecretStore::providerTokenKeys(m_profile->name, viaApi ? m_profile->providerId : QString())
                  : QStringList();
    const QString providerId = m_profile ? m_profile->providerId : QString();
    const std::optional<Provider> listed = PriceCatalog::builtIn().provider(providerId);
    const QString providerName = listed ? listed->name : providerId;
    post([w = m_worker, settings = GuardSettings(settings), tokenKeys, viaApi, providerId, providerName,
          where = where(), book = m_webhookBook, webhookSecrets = m_webhookSecrets, keeper = m_keeper]() mutable {
        for (const QString& tokenKey : tokenKeys) {
            const Result<std::optional<QByteArray>> token = keeper.read(tokenKey);
            if (token.ok() && token->has_value() && !(*token)->isEmpty()) {
                settings.providerToken = **token;
                if (tokenKey != tokenKeys.first())
                    Q_EMIT w->logged(RemoteWorker::LogKind::Info, Guard::accountTokenNotice(providerName));
                break;
            }
        }
        if (viaApi && settings.providerToken.isEmpty()) {
            // Refused as the install itself, so whoever waits for it hears why.
            Q_EMIT w->taskFinished(RemoteWorker::Task::GuardInstall, false,
                                   tr("No API token for %1 is in the keychain, so a guard could not stop the "
                                      "instance: nothing was installed. Run 'gpuplanner-cli provider set-token %1'.")
                                       .arg(providerId));
            return;
        }
        // The webhooks that want guard.fired are told from the instance, so the message goes out with the laptop shut.
        GuardNoticeSet notices =
            (book.isEmpty() ? WebhookBook() : WebhookBook(book))
                .guardNotices(where, settings.releaseCommand, webhookSecrets ? webhookSecrets : keeper.read);
        for (const QString& problem : notices.problems)
            Q_EMIT w->logged(RemoteWorker::LogKind::Error, problem);
        if (!notices.webhooks.isEmpty())
            Q_EMIT w->logged(
                RemoteWorker::LogKind::Info,
                tr("When the guard fires, it tells: %1.").arg(notices.webhooks.join(QStringLiteral(", "))));
        settings.notices = std::move(notices.notices); // one copy of the secrets, cleared below
        w->installGuard(settings);
        settings.providerToken.fill('\0');
        settings.notices.fill('\0');
    });
}

void ConsoleSession::showGuard()
{
    post([w = m_worker] { w->showGuard(); });
}

void ConsoleSession::removeGuard()
{
    post([w = m_worker] { w->removeGuard(); });
}

void ConsoleSession::installKey(const QByteArray& publicKey)
{
    post([w = m_worker, publicKey] { w->installKey(publicKey); });
}

bool ConsoleSession::sampleGpus()
{
    if (!m_connected || m_sampleInFlight)
        return false;
    m_sampleInFlight = true;
    post([w = m_worker] { w->sampleGpus(); });
    return true;
}

void ConsoleSession::keepAlive()
{
    if (m_running.isEmpty())
        post([w = m_worker] { w->keepAlive(); });
}

Status ConsoleSession::moveSecrets(const QString& from, const QString& to, const SecretKeeper& keeper)
{
    for (const auto& key : {&SecretStore::hostPasswordKey, &SecretStore::providerTokenKey}) {
        const Result<std::optional<QByteArray>> secret = keeper.read(key(from));
        if (!secret.ok())
            return secret.error();
        if (!secret->has_value())
            continue;
        if (Status written = keeper.write(key(to), **secret); !written.ok())
            return Error{written.error().code,
                         tr("The secrets of \"%1\" stay under that name: %2").arg(from, written.error().message)};
    }
    keeper.forgetProfile(from);
    return Ok{};
}

Status
ConsoleSession::saveProfile(const HostProfileStore& store, const std::optional<HostProfile>& old, const HostProfile& p)
{
    if (Status s = store.save(p); !s.ok())
        return s;
    if (old && old->name != p.name) {
        if (Status s = store.remove(old->name); !s.ok())
            return s;
        // On the worker's thread: keychain calls block.
        post([from = old->name, to = p.name, keeper = m_keeper, w = m_worker] {
            if (const Status moved = moveSecrets(from, to, keeper); !moved.ok())
                Q_EMIT w->logged(RemoteWorker::LogKind::Error, moved.error().message);
        });
    }
    return Ok{};
}

Status ConsoleSession::removeProfile(const HostProfileStore& store, const QString& name)
{
    if (Status s = store.remove(name); !s.ok())
        return s;
    post([name, keeper = m_keeper] { keeper.forgetProfile(name); });
    return Ok{};
}

SmokeExpectations
ConsoleSession::smokeExpectations(const std::optional<Offer>& offer, double needBytes, SmokeLevel level)
{
    SmokeExpectations expect;
    expect.offer = offer;
    if (offer) {
        expect.gpu = GpuCatalog::builtIn().find(offer->gpuId);
        expect.downloadUrl = SmokeTest::defaultDownloadUrl(*offer);
    }
    expect.needBytes = needBytes;
    expect.level = level;
    return expect;
}

std::optional<RunComparison> ConsoleSession::completeSmokeRecord(SmokeRecord& record,
                                                                 const QString& target,
                                                                 const QString& offerId,
                                                                 const std::optional<Questionnaire>& plan)
{
    record.target = target;
    if (!offerId.isEmpty())
        record.offerId = offerId;
    record.at = QDateTime::currentDateTimeUtc();
    // The user's run against the plan's estimate for the same GPUs: kept with the record as it was then.
    if (!record.run || !plan || plan->task == Task::Inference)
        return std::nullopt;
    RunComparison comparison = PlanCalibration::compare(*plan, *record.run, record.target, record.at);
    record.checks += comparison.checks;
    return comparison;
}

QString ConsoleSession::secretKey(SecretKind kind, const QString& profileName, const QString& keyFile)
{
    if (kind == SecretKind::Password)
        return profileName.isEmpty() ? QString() : SecretStore::hostPasswordKey(profileName);
    return keyFile.isEmpty() ? QString() : SecretStore::keyPassphraseKey(keyFile);
}

int ConsoleSession::capTimeoutSeconds(qint64 seconds)
{
    return static_cast<int>(std::clamp<qint64>(seconds, 1, 7 * 86400));
}

} // namespace gp
