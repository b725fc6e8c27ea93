#pragma once

#include "core/common/Result.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonValue>
#include <QList>
#include <QSslCertificate>
#include <QUrl>

#include <functional>

namespace gp {

// Where a provider's API is: its real origin, or (for the test doubles and a local mirror) another HTTPS origin that
// takes the place of it, with the certificates to trust for it. Only the origin is replaced: paths stay the provider's.
struct ProviderEndpoint
{
    QUrl origin;                      // empty: the provider's own
    QList<QSslCertificate> trustAlso; // on top of the system's store (the test doubles' certificate made at test time)
    QString trustAlsoFile;            // where trustAlso came from (a guard's curl on the same machine reads it too)
    int timeoutMs = 30000;            // each attempt
    int attempts = 4;                 // idempotent calls only; a create is sent once
    int firstPauseMs = 1000;          // doubled after each busy answer; a Retry-After header wins, up to kMaxPauseMs
    int minIntervalMs = -1;           // between two requests; -1: what the provider allows (Lambda: one a second)
    static constexpr int kMaxPauseMs = 30000;

    // GPUPLANNER_PROVIDER_ENDPOINT (an https origin) and GPUPLANNER_PROVIDER_CA (a PEM file), for the test doubles.
    static Result<ProviderEndpoint> fromEnvironment();
    QUrl resolve(const QUrl& real) const; // the real URL, on the origin that replaces it
};

struct ApiRequest
{
    QByteArray method = "GET";
    QUrl url;
    QByteArray body; // JSON; empty: no body
    // Safe to send again after a timeout or a busy answer: reads, and stop/start/release of a named instance. A create
    // is not: its answer may be lost after the instance was made (CloudProvider::create checks instead). Any request,
    // a create too, is sent again after a 429, which says it was not taken in.
    bool idempotent = true;
};

// How a provider words its errors: the message inside an error answer's JSON, or empty.
using ProviderErrorReader = std::function<QString(const QJsonValue& body)>;

// One provider's HTTPS API, called synchronously (a local event loop, like SecretStore): from the command line or a
// worker thread, never the GUI thread. Every attempt has a timeout; idempotent calls are tried again with a growing
// pause when the provider is busy (429, 5xx) or unreachable. Errors are translated and name the provider; a token
// never appears in one.
class ApiClient final
{
    Q_DECLARE_TR_FUNCTIONS(gp::ApiClient)

public:
    // Error codes callers act on.
    static constexpr char kAuth[] = "provider.auth";           // 401, 403: the token was refused
    static constexpr char kNotFound[] = "provider.not_found";  // 404
    static constexpr char kRefused[] = "provider.refused";     // other 4xx: the request was wrong or not possible
    static constexpr char kBusy[] = "provider.busy";           // 5xx after every attempt
    static constexpr char kLimited[] = "provider.limited";     // 429 after every attempt: the request was not taken
    static constexpr char kTimeout[] = "provider.timeout";     // no answer in time after every attempt
    static constexpr char kNetwork[] = "provider.unreachable"; // DNS, TLS, connection
    static constexpr char kMalformed[] = "provider.malformed"; // an answer that is not the JSON documented
    static constexpr char kCancelled[] = "provider.cancelled";
    static constexpr qint64 kMaxReplyBytes = 32 * 1024 * 1024;

    ApiClient(QString providerName,
              QByteArray authorization, // the whole Authorization header value, e.g. "Bearer …"
              ProviderEndpoint endpoint,
              ProviderErrorReader readError);
    ~ApiClient();
    ApiClient(const ApiClient&) = delete;
    ApiClient& operator=(const ApiClient&) = delete;

    Result<QJsonValue> call(const ApiRequest& request);
    // Whether an error may have left the request done on the provider's side: no answer, or a server error.
    static bool outcomeUnknown(const Error& error);

    const ProviderEndpoint& endpoint() const { return m_endpoint; }
    const QString& providerName() const { return m_provider; }
    int attemptsMade() const { return m_attemptsMade; }
    void setCancelCheck(std::function<bool()> cancelled) { m_cancelled = std::move(cancelled); }
    // For the tests: how long each pause before another attempt was, over every call this client made.
    const QList<int>& pausesMs() const { return m_pauses; }
    // The provider's documented rate limit, as the least time between two requests (ProviderEndpoint can override).
    void setProviderMinInterval(int ms) { m_providerMinIntervalMs = ms; }
    int minIntervalMs() const
    {
        return m_endpoint.minIntervalMs >= 0 ? m_endpoint.minIntervalMs : m_providerMinIntervalMs;
    }
    // For the tests: how long each request waited to keep to that interval.
    const QList<int>& pacedMs() const { return m_paced; }

private:
    struct Attempt
    {
        int status = 0; // 0: no HTTP answer
        QByteArray body;
        QString networkError; // set when status is 0
        bool timedOut = false;
        bool tlsFailed = false; // a certificate or handshake problem: asking again cannot help
        int retryAfterMs = -1;
    };
    Attempt send(const ApiRequest& request);
    Error translate(const ApiRequest& request, const Attempt& attempt) const;
    bool pause(int ms);

    QString m_provider;
    QByteArray m_authorization;
    ProviderEndpoint m_endpoint;
    ProviderErrorReader m_readError;
    std::function<bool()> m_cancelled;
    int m_attemptsMade = 0;
    QList<int> m_pauses;
    int m_providerMinIntervalMs = 0;
    QElapsedTimer m_lastSent;
    QList<int> m_paced;
};

} // namespace gp
