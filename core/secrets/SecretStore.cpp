#include "core/secrets/SecretStore.h"

#include "core/notify/WebhookBook.h"

#include <qt6keychain/keychain.h>

#include <QEventLoop>
#include <QFileInfo>

namespace gp {

namespace {

const QString service = QStringLiteral("GPU Planner");

// Runs a QtKeychain job to completion (its jobs are asynchronous and need an event loop).
void runToCompletion(QKeychain::Job& job)
{
    job.setAutoDelete(false);
    job.setInsecureFallback(false); // never plain text in a settings file
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec();
}

Error unavailable(const QKeychain::Job& job)
{
    return Error{QStringLiteral("secrets.unavailable"),
                 SecretStore::tr("The system keychain is not available (%1). GPU Planner never stores secrets in plain "
                                 "text, so it will ask for them each time.")
                     .arg(job.errorString())};
}

} // namespace

QString SecretStore::hostPasswordKey(const QString& profile)
{
    return QStringLiteral("host/%1/password").arg(profile);
}

void SecretStore::forgetProfile(const QString& profile)
{
    (void)remove(hostPasswordKey(profile));
    (void)remove(providerTokenKey(profile));
}

QString SecretStore::keyPassphraseKey(const QString& keyFile)
{
    return QStringLiteral("key/%1/passphrase").arg(QFileInfo(keyFile).absoluteFilePath());
}

QString SecretStore::providerAccountTokenKey(const QString& providerId)
{
    return QStringLiteral("provider/%1/token").arg(providerId);
}

QStringList SecretStore::providerTokenKeys(const QString& profile, const QString& providerId)
{
    QStringList keys{providerTokenKey(profile)};
    if (!providerId.isEmpty())
        keys << providerAccountTokenKey(providerId);
    return keys;
}

QString SecretStore::providerTokenKey(const QString& profile)
{
    return QStringLiteral("host/%1/provider-token").arg(profile);
}

void SecretStore::forgetWebhook(const QString& webhook)
{
    (void)remove(WebhookBook::urlKey(webhook));
    (void)remove(WebhookBook::secretKey(webhook));
}

Status SecretStore::write(const QString& key, const QByteArray& secret)
{
    QKeychain::WritePasswordJob job(service);
    job.setKey(key);
    job.setBinaryData(secret);
    runToCompletion(job);
    if (job.error() != QKeychain::NoError)
        return unavailable(job);
    return Ok{};
}

Result<std::optional<QByteArray>> SecretStore::read(const QString& key)
{
    QKeychain::ReadPasswordJob job(service);
    job.setKey(key);
    runToCompletion(job);
    if (job.error() == QKeychain::EntryNotFound)
        return std::optional<QByteArray>();
    if (job.error() != QKeychain::NoError)
        return unavailable(job);
    return std::optional<QByteArray>(job.binaryData());
}

Status SecretStore::remove(const QString& key)
{
    QKeychain::DeletePasswordJob job(service);
    job.setKey(key);
    runToCompletion(job);
    if (job.error() != QKeychain::NoError && job.error() != QKeychain::EntryNotFound)
        return unavailable(job);
    return Ok{};
}

} // namespace gp
