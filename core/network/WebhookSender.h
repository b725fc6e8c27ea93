#pragma once

#include "core/notify/WebhookMessage.h"

#include <QObject>
#include <QPointer>
#include <algorithm>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace gp {

// Posts one notification to one webhook: a timeout on every attempt, and a few more attempts with a growing pause
// when the platform is busy (429, 5xx) or unreachable. A message the platform refused (a bad signature, a revoked
// token) is not sent again: the answer says why. A repeated post can at worst show a message twice; none is lost
// silently.
class WebhookSender final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WebhookSender)

public:
    static constexpr int kDefaultTimeoutMs = 15000;
    static constexpr int kDefaultAttempts = 3;
    static constexpr int kDefaultFirstPauseMs = 1000; // doubled after each busy answer
    static constexpr int kMaxPauseMs = 30000;
    // A platform's answer is a line of JSON: more than this is not read (the transfer is stopped there).
    static constexpr qint64 kMaxReplyBytes = 64 * 1024;

    explicit WebhookSender(QObject* parent = nullptr);
    ~WebhookSender() override;

    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    void setAttempts(int attempts) { m_attempts = std::max(1, attempts); }
    void setFirstPauseMs(int ms) { m_firstPauseMs = ms; }

    // Emits finished() once, from the event loop, whatever happens.
    void send(const WebhookTarget& target, const Notification& notification);
    void cancel();
    bool isRunning() const { return m_running; }
    int attemptsMade() const { return m_attempt; }

    // For the command line: sends and waits (a local event loop).
    static Status
    sendAndWait(const WebhookTarget& target, const Notification& notification, int firstPauseMs = kDefaultFirstPauseMs);

Q_SIGNALS:
    void finished(const gp::Status& outcome);

private:
    void attempt();
    void onReply();
    void retryOrFinish(const Status& failure);
    void finish(const Status& outcome);

    QNetworkAccessManager* m_network;
    QTimer* m_timeout;
    QTimer* m_pause;
    QPointer<QNetworkReply> m_reply;
    WebhookTarget m_target;
    Notification m_notification;
    int m_timeoutMs = kDefaultTimeoutMs;
    int m_attempts = kDefaultAttempts;
    int m_firstPauseMs = kDefaultFirstPauseMs;
    int m_attempt = 0;
    bool m_timedOut = false;
    bool m_running = false;
    QByteArray m_body; // the answer so far, at most kMaxReplyBytes: the rest is never read into memory
    bool m_bodyFull = false;
};

} // namespace gp
