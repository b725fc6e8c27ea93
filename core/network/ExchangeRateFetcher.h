#pragma once

#include "core/catalog/PriceCatalog.h"
#include "core/common/Result.h"

#include <QObject>
#include <QUrl>

class QNetworkAccessManager;

namespace gp {

class BoundedGet;

// Fetches today's USD→CNY reference rate from a public source (the European Central Bank's rates, as the Frankfurter
// service publishes them: {"base": "USD", "date": "2026-12-04", "rates": {"CNY": 7.08}}). The rate keeps the day the
// source says it held and the source's address, so every converted figure can name both.
class ExchangeRateFetcher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExchangeRateFetcher)

public:
    static constexpr qint64 kMaxBytes = 64 * 1024;
    static constexpr int kDefaultTimeoutMs = 20000;
    // Overridden by GPUPLANNER_RATE_URL (tests, a local mirror).
    static QUrl defaultUrl();

    // Pure, so it can be tested and fuzzed without a network; `url` becomes the rate's source.
    static Result<CatalogExchangeRate> parse(const QByteArray& body, const QUrl& url, const QDate& today);

    explicit ExchangeRateFetcher(QObject* parent = nullptr);
    ~ExchangeRateFetcher() override;

    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    void start(const QUrl& url = defaultUrl());
    void cancel();
    bool isRunning() const;

Q_SIGNALS:
    void finished(const gp::Result<gp::CatalogExchangeRate>& rate);

private:
    void onFinished();

    QNetworkAccessManager* m_network;
    BoundedGet* m_get;
    QUrl m_url;
    int m_timeoutMs = kDefaultTimeoutMs;
};

} // namespace gp
