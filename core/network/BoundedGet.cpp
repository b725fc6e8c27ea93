#include "core/network/BoundedGet.h"

#include <QNetworkAccessManager>
#include <QNetworkRequest>

namespace gp {

QNetworkRequest BoundedGet::jsonRequest(const QUrl& url)
{
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    request.setRawHeader("Accept", "application/json");
    return request;
}

BoundedGet::BoundedGet(QObject* parent) : QObject(parent)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this,
            [this] { abort(tr("the server did not finish within %1 seconds").arg(m_timer.interval() / 1000.0)); });
}

BoundedGet::~BoundedGet()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
    if (m_done) // destroyed while its owner handled finished()
        m_done->deleteLater();
}

void BoundedGet::start(QNetworkAccessManager& network, const QNetworkRequest& request, qint64 maxBytes, int timeoutMs)
{
    if (m_reply)
        return;
    m_body.clear();
    m_abortReason.clear();
    m_maxBytes = maxBytes;
    m_reply = network.get(request);
    connect(m_reply, &QNetworkReply::readyRead, this, &BoundedGet::read);
    connect(m_reply, &QNetworkReply::downloadProgress, this, &BoundedGet::progress);
    // A declared length over the limit is refused before a byte of it is read.
    connect(m_reply, &QNetworkReply::metaDataChanged, this, [this] {
        const qint64 length = m_reply->header(QNetworkRequest::ContentLengthHeader).toLongLong();
        if (length > m_maxBytes)
            abort(tr("the answer is %1 bytes, more than the limit of %2").arg(length).arg(m_maxBytes));
    });
    connect(m_reply, &QNetworkReply::finished, this, [this] {
        m_timer.stop();
        if (m_abortReason.isEmpty())
            read();
        // No longer running while the owner handles the answer, so that it may start the next download there.
        m_done = m_reply;
        m_reply = nullptr;
        const QPointer<BoundedGet> alive(this); // the owner may delete itself, and this, when it hears the end
        Q_EMIT finished();
        if (alive && m_done)
            m_done->deleteLater();
    });
    m_timer.start(timeoutMs);
}

void BoundedGet::cancel()
{
    abort(tr("cancelled"));
}

void BoundedGet::abort(const QString& why)
{
    if (!m_reply || !m_abortReason.isEmpty())
        return;
    m_abortReason = why;
    m_reply->abort();
}

void BoundedGet::read()
{
    m_body += m_reply->readAll();
    if (m_body.size() > m_maxBytes)
        abort(tr("the answer is larger than the limit of %1 bytes").arg(m_maxBytes));
}

} // namespace gp
