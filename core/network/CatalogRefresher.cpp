#include "core/network/CatalogRefresher.h"

#include "core/catalog/GpuCatalog.h"
#include "core/catalog/PriceHistory.h"
#include "core/catalog/UserCatalogStore.h"
#include "core/common/UrlPolicy.h"
#include "core/network/BoundedGet.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

namespace gp {

namespace {

QString metaFile(const QString& cacheFile)
{
    return cacheFile + QStringLiteral(".meta.json");
}

RefreshOutcome failedOutcome(const QString& message)
{
    RefreshOutcome outcome;
    outcome.message = PriceCatalog::tr("Catalog refresh failed: %1. The last good copy is still used.").arg(message);
    return outcome;
}

} // namespace

CatalogRefresher::CatalogRefresher(const QString& cacheFile, QObject* parent)
    : QObject(parent), m_cacheFile(cacheFile), m_network(new QNetworkAccessManager(this)), m_get(new BoundedGet(this))
{
    connect(m_get, &BoundedGet::finished, this, &CatalogRefresher::onFinished);
    connect(m_get, &BoundedGet::progress, this, &CatalogRefresher::progress);
}

CatalogRefresher::~CatalogRefresher() = default;

bool CatalogRefresher::isRunning() const
{
    return m_get->isRunning();
}

Status CatalogRefresher::checkUrl(const QUrl& url)
{
    if (!url.isValid() || url.host().isEmpty())
        return Error{QStringLiteral("refresh.url"), PriceCatalog::tr("\"%1\" is not a valid URL.").arg(url.toString())};
    // Prices decide what people pay for: only an authenticated (HTTPS) source may change them, except a server on
    // this machine (tests, a local mirror).
    if (!isHttpsOrLoopback(url))
        return Error{QStringLiteral("refresh.url"),
                     PriceCatalog::tr("The catalog URL must use https:// (got \"%1\").").arg(url.toString())};
    return Ok{};
}

void CatalogRefresher::start(const QUrl& url)
{
    if (isRunning())
        return;
    if (Status ok = checkUrl(url); !ok.ok()) {
        RefreshOutcome outcome;
        outcome.message = ok.error().message;
        // Emitted from the event loop, like every other outcome.
        QMetaObject::invokeMethod(
            this, [this, outcome] { Q_EMIT finished(outcome); }, Qt::QueuedConnection);
        return;
    }
    QNetworkRequest request = BoundedGet::jsonRequest(url);
    if (QFile::exists(m_cacheFile)) {
        QFile meta(metaFile(m_cacheFile));
        if (meta.open(QIODevice::ReadOnly)) {
            const QJsonObject o = QJsonDocument::fromJson(meta.read(64 * 1024)).object();
            // A validator belongs to the URL it came from: sent to another, a 304 would keep the old source's
            // prices and call them up to date.
            const bool sameSource = o.value(QLatin1String("url")).toString() == url.toString();
            const QString etag = o.value(QLatin1String("etag")).toString();
            const QString modified = o.value(QLatin1String("last_modified")).toString();
            if (sameSource && !etag.isEmpty())
                request.setRawHeader("If-None-Match", etag.toUtf8());
            if (sameSource && !modified.isEmpty())
                request.setRawHeader("If-Modified-Since", modified.toUtf8());
        }
    }
    m_requested = url;
    m_get->start(*m_network, request, m_maxBytes, m_timeoutMs);
}

void CatalogRefresher::cancel()
{
    m_get->cancel();
}

void CatalogRefresher::finish(const RefreshOutcome& outcome)
{
    Q_EMIT finished(outcome);
}

void CatalogRefresher::fail(const QString& message)
{
    finish(failedOutcome(message));
}

void CatalogRefresher::onFinished()
{
    if (!m_get->abortReason().isEmpty())
        return fail(m_get->abortReason());
    const QNetworkReply* reply = m_get->reply();
    if (reply->error() != QNetworkReply::NoError && reply->error() != QNetworkReply::ContentNotFoundError &&
        reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 0)
        return fail(reply->errorString());
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 304) {
        RefreshOutcome outcome;
        outcome.kind = RefreshOutcome::Kind::NotModified;
        outcome.message = PriceCatalog::tr("The catalogs are up to date.");
        return finish(outcome);
    }
    if (status != 200)
        return fail(PriceCatalog::tr("the server answered HTTP %1").arg(status));
    RefreshOutcome parsed = parseBundle(m_get->body(), reply->url().toString());
    if (parsed.kind == RefreshOutcome::Kind::Failed)
        return finish(parsed);
    // The prices this refresh replaces (the shipped ones, or the last refresh's) are kept first: if they cannot be
    // written, the refresh fails and the old copy stays, so no price's past is lost.
    if (!m_historyFile.isEmpty()) {
        PriceCatalog previous = PriceCatalog::builtIn();
        if (QFile::exists(m_cacheFile)) {
            QFile old(m_cacheFile);
            if (old.open(QIODevice::ReadOnly)) {
                const RefreshOutcome last = parseBundle(old.readAll(), m_cacheFile);
                for (const Provider& p : last.updated)
                    previous.replace(p);
            }
        }
        // What the catalog shows after this refresh: the shipped providers, with the downloaded ones in their place.
        PriceCatalog next = PriceCatalog::builtIn();
        for (const Provider& p : parsed.updated)
            next.replace(p);
        const Result<QString> kept = PriceHistory(m_historyFile).keep(previous.providers(), next.providers());
        if (!kept.ok())
            return fail(kept.error().message);
        if (!kept->isEmpty())
            parsed.message += QLatin1Char(' ') + *kept;
    }
    // Only a bundle that validated completely replaces the cached copy, and atomically.
    const Status written = UserCatalogStore::writeJsonAtomically(m_cacheFile, m_get->body());
    if (!written.ok())
        return fail(written.error().message);
    QJsonObject meta;
    meta.insert(QStringLiteral("etag"), QString::fromUtf8(reply->rawHeader("ETag")));
    meta.insert(QStringLiteral("last_modified"), QString::fromUtf8(reply->rawHeader("Last-Modified")));
    meta.insert(QStringLiteral("url"), m_requested.toString()); // what was asked for, before any redirect
    // Losing the metadata only costs the next refresh its conditional request.
    (void)UserCatalogStore::writeJsonAtomically(metaFile(m_cacheFile), QJsonDocument(meta).toJson());
    finish(parsed);
}

RefreshOutcome CatalogRefresher::parseBundle(const QByteArray& body, const QString& name)
{
    RefreshOutcome outcome;
    const auto failed = failedOutcome;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return failed(PriceCatalog::tr("the download is not valid JSON (%1)").arg(parseError.errorString()));
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("schema_version")).toInt(0) != PriceCatalog::kSchemaVersion)
        return failed(
            PriceCatalog::tr("unsupported schema_version %1").arg(root.value(QLatin1String("schema_version")).toInt()));
    const QJsonArray providers = root.value(QLatin1String("providers")).toArray();
    if (providers.isEmpty())
        return failed(PriceCatalog::tr("the download contains no providers"));
    for (qsizetype i = 0; i < providers.size(); ++i) {
        const ProviderParse parsed = PriceCatalog::parseProvider(
            providers.at(i).toObject(), name + QStringLiteral(" providers[%1]").arg(i), GpuCatalog::builtIn());
        outcome.problems << parsed.problems;
        if (!parsed.ok()) {
            RefreshOutcome f;
            f.problems = outcome.problems;
            f.message = PriceCatalog::tr("Catalog refresh failed: provider %1 of the download is invalid. The last "
                                         "good copy is still used.")
                            .arg(i + 1);
            return f;
        }
        outcome.updated << *parsed.provider;
    }
    if (root.contains(QLatin1String("exchange_rate"))) {
        const Result<CatalogExchangeRate> rate =
            PriceCatalog::parseExchangeRate(root.value(QLatin1String("exchange_rate")), name);
        if (!rate.ok())
            return failed(rate.error().message);
        outcome.exchangeRate = *rate;
    }
    outcome.kind = RefreshOutcome::Kind::Updated;
    outcome.providers = static_cast<int>(providers.size());
    outcome.message = PriceCatalog::tr("Catalogs updated: %n provider(s).", nullptr, outcome.providers);
    return outcome;
}

} // namespace gp
