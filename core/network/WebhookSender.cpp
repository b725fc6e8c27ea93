#include "core/network/WebhookSender.h"

#include <QDateTime>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

namespace gp {

WebhookSender::WebhookSender(QObject* parent)
    : QObject(parent), m_network(new QNetworkAccessManager(this)), m_timeout(new QTimer(this)),
      m_pause(new QTimer(this))
{
    m_timeout->setSingleShot(true);
    m_pause->setSingleShot(true);
    connect(m_timeout, &QTimer::timeout, this, [this] {
        if (!m_reply)
            return;
        m_timedOut = true;
        m_reply->abort(); // finished() follows, judged in onReply()
    });
    connect(m_pause, &QTimer::timeout, this, &WebhookSender::attempt);
}

WebhookSender::~WebhookSender()
{
    if (m_reply)
        m_reply->abort();
}

void WebhookSender::send(const WebhookTarget& target, const Notification& notification)
{
    if (m_running)
        return;
    m_running = true;
    m_target = target;
    m_notification = notification;
    m_attempt = 0;
    if (Status ok = WebhookMessage::checkUrl(target.url); !ok.ok()) {
        QMetaObject::invokeMethod(
            this, [this, ok] { finish(ok); }, Qt::QueuedConnection);
        return;
    }
    attempt();
}

void WebhookSender::cancel()
{
    if (!m_running)
        return;
    m_pause->stop();
    m_timeout->stop();
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
    finish(Error{QStringLiteral("webhook.cancelled"), WebhookMessage::tr("Cancelled.")});
}

void WebhookSender::attempt()
{
    ++m_attempt;
    m_timedOut = false;
    // Signed afresh on every attempt: the platforms refuse a timestamp that is too old.
    const WebhookRequest built = WebhookMessage::build(m_target, m_notification, QDateTime::currentMSecsSinceEpoch());
    QNetworkRequest request(built.url);
    // A redirect could take the token elsewhere: none is followed.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    for (const auto& [name, value] : built.headers)
        request.setRawHeader(name, value);
    m_body.clear();
    m_bodyFull = false;
    m_reply = m_network->post(request, built.body);
    // Read as it comes, up to the limit; past it the transfer stops (an answer of gigabytes costs nothing here).
    connect(m_reply, &QNetworkReply::readyRead, this, [this] {
        if (!m_reply)
            return;
        m_body += m_reply->read(kMaxReplyBytes - m_body.size());
        if (m_body.size() >= kMaxReplyBytes && m_reply->bytesAvailable() > 0 && !m_bodyFull) {
            m_bodyFull = true;
            m_reply->abort(); // finished() follows, judged on what was read
        }
    });
    connect(m_reply, &QNetworkReply::finished, this, &WebhookSender::onReply);
    m_timeout->start(m_timeoutMs);
}

void WebhookSender::onReply()
{
    m_timeout->stop();
    QNetworkReply* reply = m_reply;
    m_reply = nullptr;
    reply->deleteLater();
    const QString name = WebhookMessage::platformName(m_target.platform);
    if (m_timedOut) {
        retryOrFinish(
            Error{QStringLiteral("webhook.timeout"),
                  WebhookMessage::tr("%1 did not answer within %2 s.").arg(name).arg(m_timeoutMs / 1000.0, 0, 'g', 3)});
        return;
    }
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (!m_bodyFull)
        m_body += reply->read(kMaxReplyBytes - m_body.size());
    if (status == 0) { // no HTTP answer at all: refused, reset, no route, TLS failure
        retryOrFinish(Error{QStringLiteral("webhook.network"),
                            WebhookMessage::tr("Could not reach %1: %2").arg(name, reply->errorString())});
        return;
    }
    const Status judged = WebhookMessage::judgeReply(m_target.platform, status, m_body);
    if (judged.ok() || (status != 429 && status < 500)) {
        finish(judged);
        return;
    }
    retryOrFinish(judged);
}

void WebhookSender::retryOrFinish(const Status& failure)
{
    if (m_attempt >= m_attempts) {
        finish(failure);
        return;
    }
    // Doubling, but never longer than kMaxPauseMs: many attempts must not wait for hours.
    m_pause->start(
        static_cast<int>(std::min<qint64>(qint64(m_firstPauseMs) << std::min(m_attempt - 1, 20), kMaxPauseMs)));
}

void WebhookSender::finish(const Status& outcome)
{
    m_running = false;
    Q_EMIT finished(outcome);
}

Status WebhookSender::sendAndWait(const WebhookTarget& target, const Notification& notification, int firstPauseMs)
{
    WebhookSender sender;
    sender.setFirstPauseMs(firstPauseMs);
    QEventLoop loop;
    Status outcome = Ok{};
    connect(&sender, &WebhookSender::finished, &loop, [&](const Status& s) {
        outcome = s;
        loop.quit();
    });
    sender.send(target, notification);
    if (sender.isRunning())
        loop.exec();
    return outcome;
}

} // namespace gp
