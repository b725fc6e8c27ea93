#pragma once

#include "core/providers/ProviderLaunch.h"

#include <QObject>

#include <atomic>
#include <memory>

class QThread;

namespace gp {

// Runs one provider call at a time on a thread of its own, for the GUI: the calls block (ApiClient, the keychain),
// so they never run on the GUI thread. Each ends in exactly one signal: its result, or failed() (cancelled included).
class ProviderRunner final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProviderRunner)

public:
    // The API token for a provider account, or for a launched profile (profileName set): from the keychain by default.
    using TokenSource = std::function<Result<QByteArray>(const QString& providerId, const QString& profileName)>;

    explicit ProviderRunner(QObject* parent = nullptr);
    ~ProviderRunner() override; // cancels, and waits for the call to notice

    void setTokenSource(TokenSource source) { m_tokens = std::move(source); }
    void setEndpoint(const ProviderEndpoint& endpoint) { m_endpoint = endpoint; } // else GPUPLANNER_PROVIDER_*
    Result<ProviderEndpoint> endpoint() const { return m_endpoint ? *m_endpoint : ProviderEndpoint::fromEnvironment(); }
    bool isBusy() const { return m_thread != nullptr; }
    void cancel();

    void fetchOffers(const QString& providerId);
    void launch(const LaunchQuote& quote,
                const LaunchRequest& request,
                const QString& keyFile,
                const QString& profileStore,
                int waitMs);
    void release(const HostProfile& profile, const QString& profileStore);
    void checkRate(const HostProfile& profile, const PriceCatalog& catalog);

Q_SIGNALS:
    void progress(const QString& text);
    void offersReady(const QString& providerId, const QList<gp::LiveOffer>& offers);
    void launched(const gp::HostProfile& profile);
    void released(const QString& profileName);
    void rateChecked(const gp::BilledRate& rate);
    void failed(const QString& message);

private:
    // Runs `work` on a new thread with an adapter for the provider; `work` returns what to emit on this thread.
    using Work = std::function<std::function<void()>(CloudProvider& provider)>;
    bool start(const QString& providerId, const QString& profileName, Work work);

    TokenSource m_tokens;
    std::optional<ProviderEndpoint> m_endpoint;
    QThread* m_thread = nullptr;
    std::shared_ptr<std::atomic_bool> m_cancel;
};

} // namespace gp
