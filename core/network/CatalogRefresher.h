#pragma once

#include "core/catalog/PriceCatalog.h"

#include <QObject>
#include <QUrl>

class QNetworkAccessManager;

namespace gp {

class BoundedGet;

struct RefreshOutcome
{
    enum class Kind { Updated, NotModified, Failed };
    Kind kind = Kind::Failed;
    QString message; // translated, for the status bar or the CLI
    QList<CatalogProblem> problems;
    int providers = 0;
    QList<Provider> updated;                         // the bundle's providers, validated
    std::optional<CatalogExchangeRate> exchangeRate; // the bundle's dated rate, when it has one
};

// Downloads a catalog bundle ({"schema_version": 1, "providers": [<provider file>, …]}) from an HTTPS URL: conditional
// request with the ETag / Last-Modified of the last good copy, a size limit and a timeout, and validation of every
// provider before the cached copy is replaced atomically. Whatever goes wrong, the last good copy stays in place.
class CatalogRefresher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogRefresher)

public:
    static constexpr qint64 kDefaultMaxBytes = 8 * 1024 * 1024;
    static constexpr int kDefaultTimeoutMs = 30000;

    // Validates a downloaded bundle: Updated with the provider count, or Failed with the reason and the problems.
    // Pure, so the parser can be fuzzed without a network.
    static RefreshOutcome parseBundle(const QByteArray& body, const QString& name);

    explicit CatalogRefresher(const QString& cacheFile, QObject* parent = nullptr);
    ~CatalogRefresher() override;

    void setMaxBytes(qint64 bytes) { m_maxBytes = bytes; }
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    QString cacheFile() const { return m_cacheFile; }
    // Where the prices a refresh replaces are kept (PriceHistory); empty: they are not kept.
    void setHistoryFile(const QString& file) { m_historyFile = file; }

    void start(const QUrl& url);
    void cancel();
    bool isRunning() const;

    static Status checkUrl(const QUrl& url);

Q_SIGNALS:
    void progress(qint64 received, qint64 total);
    void finished(const gp::RefreshOutcome& outcome);

private:
    void onFinished();
    void fail(const QString& message);
    void finish(const RefreshOutcome& outcome);

    QString m_cacheFile;
    QString m_historyFile;
    qint64 m_maxBytes = kDefaultMaxBytes;
    int m_timeoutMs = kDefaultTimeoutMs;
    QUrl m_requested;
    QNetworkAccessManager* m_network;
    BoundedGet* m_get;
};

} // namespace gp
