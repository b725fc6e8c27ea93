#include "core/providers/ProviderRunner.h"

#include "core/secrets/SecretStore.h"

#include <QPointer>
#include <QThread>

namespace gp {

ProviderRunner::ProviderRunner(QObject* parent) : QObject(parent)
{
    m_tokens = [](const QString& providerId, const QString& profileName) -> Result<QByteArray> {
        if (profileName.isEmpty())
            return ProviderLaunch::accountToken(providerId);
        HostProfile p;
        p.name = profileName;
        p.providerId = providerId;
        return ProviderLaunch::profileToken(p);
    };
}

ProviderRunner::~ProviderRunner()
{
    if (m_cancel)
        m_cancel->store(true);
    // Every thread still here: the running call, and one that delivered but has not quite returned. A call notices a
    // cancel within a tenth of a second; a keychain read may take longer, so the wait is bounded.
    for (QThread* thread : findChildren<QThread*>(Qt::FindDirectChildrenOnly)) {
        thread->disconnect(this);
        if (!thread->wait(5000))
            thread->setParent(nullptr); // finishes on its own; its finished() deletes it
    }
}

void ProviderRunner::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

bool ProviderRunner::start(const QString& providerId, const QString& profileName, Work work)
{
    if (m_thread) {
        Q_EMIT failed(tr("Another provider call is still running."));
        return false;
    }
    const Result<ProviderEndpoint> endpoint = this->endpoint();
    if (!endpoint.ok()) {
        Q_EMIT failed(endpoint.error().message);
        return false;
    }
    m_cancel = std::make_shared<std::atomic_bool>(false);
    QPointer<ProviderRunner> self(this);
    auto cancel = m_cancel;
    TokenSource tokens = m_tokens;
    m_thread = QThread::create([self, cancel, tokens, providerId, profileName, endpoint = *endpoint, work] {
        std::function<void()> deliver;
        const Result<QByteArray> token = tokens(providerId, profileName);
        if (!token.ok()) {
            deliver = [self, message = token.error().message] {
                if (self)
                    Q_EMIT self->failed(message);
            };
        } else {
            const std::unique_ptr<CloudProvider> provider = makeCloudProvider(providerId, *token, endpoint);
            if (!provider) {
                deliver = [self, providerId] {
                    if (self)
                        Q_EMIT self->failed(tr("GPU Planner has no adapter for %1's API.").arg(providerId));
                };
            } else {
                provider->setCancelCheck([cancel] { return cancel->load(); });
                deliver = work(*provider);
            }
        }
        if (self)
            QMetaObject::invokeMethod(
                self.data(),
                [self, deliver] {
                    if (!self)
                        return;
                    self->m_thread = nullptr; // free for the next call, which the result may start at once
                    deliver();
                },
                Qt::QueuedConnection);
    });
    connect(m_thread, &QThread::finished, m_thread, &QObject::deleteLater);
    m_thread->setParent(this);
    m_thread->start();
    return true;
}

void ProviderRunner::fetchOffers(const QString& providerId)
{
    QPointer<ProviderRunner> self(this);
    start(providerId, {}, [self, providerId](CloudProvider& provider) -> std::function<void()> {
        const Result<QList<LiveOffer>> offers = provider.offers();
        return [self, providerId, offers] {
            if (!self)
                return;
            if (offers.ok())
                Q_EMIT self->offersReady(providerId, *offers);
            else
                Q_EMIT self->failed(offers.error().message);
        };
    });
}

void ProviderRunner::launch(const LaunchQuote& quote,
                            const LaunchRequest& request,
                            const QString& keyFile,
                            const QString& profileStore,
                            int waitMs)
{
    QPointer<ProviderRunner> self(this);
    start(quote.providerId, {}, [=](CloudProvider& provider) -> std::function<void()> {
        const Result<HostProfile> profile = ProviderLaunch::launch(
            provider, quote, request, keyFile, HostProfileStore(profileStore), waitMs, [self](const QString& text) {
                if (self)
                    QMetaObject::invokeMethod(
                        self.data(),
                        [self, text] {
                            if (self)
                                Q_EMIT self->progress(text);
                        },
                        Qt::QueuedConnection);
            });
        return [self, profile] {
            if (!self)
                return;
            if (profile.ok())
                Q_EMIT self->launched(*profile);
            else
                Q_EMIT self->failed(profile.error().message);
        };
    });
}

void ProviderRunner::release(const HostProfile& profile, const QString& profileStore)
{
    QPointer<ProviderRunner> self(this);
    start(profile.providerId, profile.name, [=](CloudProvider& provider) -> std::function<void()> {
        Status done = provider.release(profile.instanceId);
        // The instance is gone: so are its profile and secrets, so that nothing connects to a stranger there.
        if (done.ok()) {
            done = HostProfileStore(profileStore).remove(profile.name);
            SecretStore::forgetProfile(profile.name);
        }
        return [self, done, name = profile.name] {
            if (!self)
                return;
            if (done.ok())
                Q_EMIT self->released(name);
            else
                Q_EMIT self->failed(done.error().message);
        };
    });
}

void ProviderRunner::checkRate(const HostProfile& profile, const PriceCatalog& catalog)
{
    QPointer<ProviderRunner> self(this);
    start(profile.providerId, profile.name, [=](CloudProvider& provider) -> std::function<void()> {
        const Result<BilledRate> rate = ProviderLaunch::checkRate(provider, profile, catalog);
        return [self, rate] {
            if (!self)
                return;
            if (rate.ok())
                Q_EMIT self->rateChecked(*rate);
            else
                Q_EMIT self->failed(rate.error().message);
        };
    });
}

} // namespace gp
