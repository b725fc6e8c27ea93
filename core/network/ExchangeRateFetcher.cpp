#include "core/network/ExchangeRateFetcher.h"

#include "core/common/UrlPolicy.h"
#include "core/network/BoundedGet.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

#include <cmath>

namespace gp {

namespace {

Result<CatalogExchangeRate> failed(const QString& why)
{
    return Error{QStringLiteral("rate.fetch"),
                 PriceCatalog::tr("The exchange rate could not be refreshed: %1").arg(why)};
}

} // namespace

QUrl ExchangeRateFetcher::defaultUrl()
{
    const QByteArray over = qgetenv("GPUPLANNER_RATE_URL");
    return QUrl(over.isEmpty() ? QStringLiteral("https://api.frankfurter.app/latest?from=USD&to=CNY")
                               : QString::fromUtf8(over));
}

Result<CatalogExchangeRate> ExchangeRateFetcher::parse(const QByteArray& body, const QUrl& url, const QDate& today)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return failed(PriceCatalog::tr("the answer is not a JSON object (%1)").arg(error.errorString()));
    const QJsonObject o = doc.object();
    if (o.value(QLatin1String("base")).toString() != QLatin1String("USD"))
        return failed(PriceCatalog::tr("the answer is not based on USD"));
    const QJsonValue cny = o.value(QLatin1String("rates")).toObject().value(QLatin1String("CNY"));
    // A yuan has been worth between 1/10 and 1/5 of a dollar for decades: anything far outside is a wrong answer.
    if (!cny.isDouble() || !std::isfinite(cny.toDouble()) || cny.toDouble() < 2 || cny.toDouble() > 20)
        return failed(PriceCatalog::tr("rates.CNY is missing or not a plausible rate"));
    const QDate date = QDate::fromString(o.value(QLatin1String("date")).toString(), Qt::ISODate);
    if (!date.isValid() || date > today.addDays(1))
        return failed(PriceCatalog::tr("the answer has no valid date"));
    return CatalogExchangeRate{cny.toDouble(), date, url.toString(QUrl::RemoveQuery | QUrl::RemoveUserInfo), {}};
}

ExchangeRateFetcher::ExchangeRateFetcher(QObject* parent)
    : QObject(parent), m_network(new QNetworkAccessManager(this)), m_get(new BoundedGet(this))
{
    connect(m_get, &BoundedGet::finished, this, &ExchangeRateFetcher::onFinished);
}

ExchangeRateFetcher::~ExchangeRateFetcher() = default;

bool ExchangeRateFetcher::isRunning() const
{
    return m_get->isRunning();
}

void ExchangeRateFetcher::start(const QUrl& url)
{
    if (isRunning())
        return;
    // A rate changes every converted figure: only an authenticated source, or one on this machine (tests, a mirror).
    if (!url.isValid() || url.host().isEmpty() || !isHttpsOrLoopback(url)) {
        const auto outcome = failed(PriceCatalog::tr("the address must use https:// (got \"%1\")").arg(url.toString()));
        QMetaObject::invokeMethod(
            this, [this, outcome] { Q_EMIT finished(outcome); }, Qt::QueuedConnection);
        return;
    }
    m_url = url;
    m_get->start(*m_network, BoundedGet::jsonRequest(url), kMaxBytes, m_timeoutMs);
}

void ExchangeRateFetcher::cancel()
{
    m_get->cancel();
}

void ExchangeRateFetcher::onFinished()
{
    if (!m_get->abortReason().isEmpty())
        return Q_EMIT finished(failed(m_get->abortReason()));
    if (m_get->reply()->error() != QNetworkReply::NoError)
        return Q_EMIT finished(failed(m_get->reply()->errorString()));
    Q_EMIT finished(parse(m_get->body(), m_url, QDate::currentDate()));
}

} // namespace gp
