#pragma once

#include <QByteArray>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QObject>
#include <QPointer>
#include <QTimer>

class QNetworkAccessManager;

namespace gp {

// One GET with a size limit and a deadline, as every download here needs: the body as it arrives, the reply until it
// is finished, and why it was cut short (too large, too slow, cancelled). Whatever the owner does with the answer,
// a reply still running when the owner goes away is aborted and never calls back.
class BoundedGet final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BoundedGet)

public:
    // A GET for JSON that follows redirects only to as safe a scheme (never https → http).
    static QNetworkRequest jsonRequest(const QUrl& url);

    explicit BoundedGet(QObject* parent = nullptr);
    ~BoundedGet() override;

    void start(QNetworkAccessManager& network, const QNetworkRequest& request, qint64 maxBytes, int timeoutMs);
    void cancel();
    bool isRunning() const { return m_reply != nullptr; }

    // Valid from start() until the owner's handler of finished() returns; then deleted.
    QNetworkReply* reply() const { return m_reply ? m_reply : m_done; }
    // The whole body once finished (read to the end, within the limit).
    const QByteArray& body() const { return m_body; }
    // Translated, empty unless the download was cut short.
    QString abortReason() const { return m_abortReason; }

Q_SIGNALS:
    void progress(qint64 received, qint64 total);
    void finished();

private:
    void abort(const QString& why);
    void read();

    QPointer<QNetworkReply> m_reply; // running
    QPointer<QNetworkReply> m_done;  // finished, while finished() is handled
    QTimer m_timer;
    QByteArray m_body;
    qint64 m_maxBytes = 0;
    QString m_abortReason;
};

} // namespace gp
