#include "core/providers/ApiClient.h"

#include "core/common/UrlPolicy.h"

#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSslConfiguration>
#include <QTimer>

#include <algorithm>

namespace gp {

Result<ProviderEndpoint> ProviderEndpoint::fromEnvironment()
{
    ProviderEndpoint endpoint;
    const QString origin = qEnvironmentVariable("GPUPLANNER_PROVIDER_ENDPOINT");
    if (!origin.isEmpty()) {
        const QUrl url(origin, QUrl::StrictMode);
        // Tokens go there: an authenticated server only (a loopback test double may use plain http).
        if (!url.isValid() || url.host().isEmpty() || !isHttpsOrLoopback(url))
            return Error{QStringLiteral("provider.endpoint"),
                         ApiClient::tr("GPUPLANNER_PROVIDER_ENDPOINT is not an https:// origin: %1").arg(origin)};
        endpoint.origin = url;
    }
    const QString ca = qEnvironmentVariable("GPUPLANNER_PROVIDER_CA");
    if (!ca.isEmpty()) {
        QFile file(ca);
        if (!file.open(QIODevice::ReadOnly))
            return Error{QStringLiteral("provider.endpoint"),
                         ApiClient::tr("cannot read GPUPLANNER_PROVIDER_CA %1: %2").arg(ca, file.errorString())};
        endpoint.trustAlso = QSslCertificate::fromData(file.read(1024 * 1024), QSsl::Pem);
        endpoint.trustAlsoFile = QFileInfo(ca).absoluteFilePath();
        if (endpoint.trustAlso.isEmpty())
            return Error{QStringLiteral("provider.endpoint"),
                         ApiClient::tr("GPUPLANNER_PROVIDER_CA %1 holds no PEM certificate").arg(ca)};
    }
    return endpoint;
}

QUrl ProviderEndpoint::resolve(const QUrl& real) const
{
    if (origin.isEmpty())
        return real;
    QUrl url = real;
    url.setScheme(origin.scheme());
    url.setHost(origin.host());
    url.setPort(origin.port());
    return url;
}

ApiClient::ApiClient(QString providerName,
                     QByteArray authorization,
                     ProviderEndpoint endpoint,
                     ProviderErrorReader readError)
    : m_provider(std::move(providerName)), m_authorization(std::move(authorization)), m_endpoint(std::move(endpoint)),
      m_readError(std::move(readError))
{}

ApiClient::~ApiClient()
{
    m_authorization.fill('\0');
}

bool ApiClient::outcomeUnknown(const Error& error)
{
    return error.code == QLatin1String(kTimeout) || error.code == QLatin1String(kBusy) ||
           error.code == QLatin1String(kNetwork);
}

Result<QJsonValue> ApiClient::call(const ApiRequest& request)
{
    const int attempts = std::max(1, m_endpoint.attempts);
    int pauseMs = m_endpoint.firstPauseMs;
    m_attemptsMade = 0;
    const int minInterval = minIntervalMs();
    for (int i = 0;; ++i) {
        if (m_cancelled && m_cancelled())
            return Error{QLatin1String(kCancelled), tr("Cancelled.")};
        // Keep to the provider's rate limit rather than be refused for it.
        if (m_lastSent.isValid() && m_lastSent.elapsed() < minInterval) {
            const int wait = static_cast<int>(minInterval - m_lastSent.elapsed());
            m_paced << wait;
            if (!pause(wait))
                return Error{QLatin1String(kCancelled), tr("Cancelled.")};
        }
        m_lastSent.start();
        const Attempt attempt = send(request);
        ++m_attemptsMade;
        if (m_cancelled && m_cancelled())
            return Error{QLatin1String(kCancelled), tr("Cancelled.")};
        if (attempt.status >= 200 && attempt.status < 300) {
            if (attempt.body.trimmed().isEmpty())
                return QJsonValue();
            QJsonParseError parseError{};
            const QJsonDocument doc = QJsonDocument::fromJson(attempt.body, &parseError);
            if (parseError.error != QJsonParseError::NoError)
                return Error{QLatin1String(kMalformed),
                             tr("%1 answered %2 %3 with something that is not JSON (%4 at byte %5)")
                                 .arg(m_provider, QString::fromLatin1(request.method), request.url.path(),
                                      parseError.errorString())
                                 .arg(parseError.offset)};
            return doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
        }
        // A 429 is a refusal to take the request at all, so even a create may be sent again; a server error or no
        // answer may have left it done, so only an idempotent call is.
        const bool busy =
            attempt.status == 429 ||
            (request.idempotent && (attempt.status >= 500 || (attempt.status == 0 && !attempt.tlsFailed)));
        if (!busy || i + 1 >= attempts)
            return translate(request, attempt);
        const int wait =
            std::min(attempt.retryAfterMs >= 0 ? attempt.retryAfterMs : pauseMs, ProviderEndpoint::kMaxPauseMs);
        m_pauses << wait;
        if (!pause(wait))
            return Error{QLatin1String(kCancelled), tr("Cancelled.")};
        pauseMs = std::min(pauseMs * 2, ProviderEndpoint::kMaxPauseMs);
    }
}

ApiClient::Attempt ApiClient::send(const ApiRequest& request)
{
    Attempt attempt;
    QNetworkAccessManager network;
    QNetworkRequest r(m_endpoint.resolve(request.url));
    // A redirect could carry the token to another host: none is followed.
    r.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    r.setRawHeader("Authorization", m_authorization);
    r.setRawHeader("Accept", "application/json");
    if (!request.body.isEmpty())
        r.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    if (!m_endpoint.trustAlso.isEmpty()) {
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.addCaCertificates(m_endpoint.trustAlso);
        r.setSslConfiguration(tls);
    }
    QNetworkReply* reply = request.body.isEmpty() && request.method != "POST" && request.method != "PUT"
                               ? network.sendCustomRequest(r, request.method)
                               : network.sendCustomRequest(r, request.method, request.body);
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, reply, [&] {
        attempt.timedOut = true;
        reply->abort();
    });
    QObject::connect(reply, &QNetworkReply::readyRead, reply, [&] {
        if (reply->bytesAvailable() > kMaxReplyBytes)
            reply->abort();
    });
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    // A cancel is noticed within a tenth of a second, not after the timeout.
    QTimer cancelCheck;
    if (m_cancelled) {
        QObject::connect(&cancelCheck, &QTimer::timeout, reply, [&] {
            if (m_cancelled())
                reply->abort();
        });
        cancelCheck.start(100);
    }
    timeout.start(m_endpoint.timeoutMs);
    loop.exec();
    attempt.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (reply->isOpen())
        attempt.body = reply->readAll();
    // An answer cut off after its headers (a dropped connection, a reply over the size limit) is no answer: what it
    // said cannot be known.
    if (reply->error() != QNetworkReply::NoError && attempt.status >= 200 && attempt.status < 300)
        attempt.status = 0;
    if (attempt.status == 0)
        attempt.networkError = reply->errorString();
    attempt.tlsFailed = reply->error() == QNetworkReply::SslHandshakeFailedError;
    bool ok = false;
    const int seconds = reply->rawHeader("Retry-After").trimmed().toInt(&ok);
    if (ok && seconds >= 0)
        attempt.retryAfterMs = seconds * 1000;
    if (attempt.timedOut)
        attempt.status = 0;
    delete reply;
    return attempt;
}

Error ApiClient::translate(const ApiRequest& request, const Attempt& attempt) const
{
    const QString what = QStringLiteral("%1 %2").arg(QString::fromLatin1(request.method), request.url.path());
    if (attempt.timedOut)
        return Error{QLatin1String(kTimeout),
                     tr("%1 did not answer %2 within %3 s (%n attempt(s)).", nullptr, m_attemptsMade)
                         .arg(m_provider, what)
                         .arg(m_endpoint.timeoutMs / 1000.0)};
    if (attempt.status == 0)
        return Error{QLatin1String(kNetwork),
                     tr("Cannot reach %1 (%2): %3").arg(m_provider, what, attempt.networkError)};
    QString said;
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(attempt.body, &parseError);
    if (parseError.error == QJsonParseError::NoError && m_readError)
        said = m_readError(doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object()));
    const bool fromBody = said.isEmpty();
    if (fromBody)
        said = QString::fromUtf8(attempt.body).simplified();
    // A provider that echoes what it was sent ("you sent Bearer …") must not put the token into an error, which ends
    // up on a screen, in a log or in a bug report. Taken out before the text is shortened, so no part of it stays.
    const QByteArray header = m_authorization;
    const QByteArray token = header.mid(header.indexOf(' ') + 1);
    for (const QByteArray& secret : {header, token})
        if (secret.size() >= 8)
            said.replace(QString::fromUtf8(secret), QStringLiteral("[token]"));
    said = said.left(fromBody ? 200 : 500);
    const QString detail = said.isEmpty() ? QString() : tr(": %1").arg(said);
    if (attempt.status == 401 || attempt.status == 403)
        return Error{QLatin1String(kAuth),
                     tr("%1 refused the API token (HTTP %2)%3. Set it again with 'provider set-token'.")
                         .arg(m_provider)
                         .arg(attempt.status)
                         .arg(detail)};
    if (attempt.status == 404)
        return Error{QLatin1String(kNotFound),
                     tr("%1 does not know %2 (HTTP 404)%3").arg(m_provider, what).arg(detail)};
    if (attempt.status == 429)
        return Error{
            QLatin1String(kLimited),
            tr("%1 is limiting requests (HTTP 429) and still was after %n attempt(s)%2", nullptr, m_attemptsMade)
                .arg(m_provider)
                .arg(detail)};
    if (attempt.status >= 500)
        return Error{QLatin1String(kBusy),
                     tr("%1 failed on its side (HTTP %2) after %n attempt(s)%3", nullptr, m_attemptsMade)
                         .arg(m_provider)
                         .arg(attempt.status)
                         .arg(detail)};
    return Error{QLatin1String(kRefused),
                 tr("%1 refused %2 (HTTP %3)%4").arg(m_provider, what).arg(attempt.status).arg(detail)};
}

bool ApiClient::pause(int ms)
{
    // Checked every 100 ms, so that a cancel does not wait out a long Retry-After.
    QEventLoop loop;
    QTimer tick;
    int left = ms;
    QObject::connect(&tick, &QTimer::timeout, &loop, [&] {
        left -= 100;
        if ((m_cancelled && m_cancelled()) || left <= 0)
            loop.quit();
    });
    if (ms <= 0)
        return !(m_cancelled && m_cancelled());
    tick.start(std::min(ms, 100));
    loop.exec();
    return !(m_cancelled && m_cancelled());
}

} // namespace gp
