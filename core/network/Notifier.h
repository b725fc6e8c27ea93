#pragma once

#include "core/notify/WebhookBook.h"

#include <QList>
#include <QObject>
#include <QThread>

#include <deque>

namespace gp {

// How one webhook took a notification.
struct WebhookDelivery
{
    QString webhook; // the webhook's name
    Status outcome;
};

// Sends a notification to every webhook that wants its event: the webhooks from WebhookBook, their URLs and secrets
// from the keychain. Blocking: for the command line and worker threads (NotificationRelay).
class Notifier final
{
    Q_DECLARE_TR_FUNCTIONS(gp::Notifier)

public:
    // One delivery per webhook that wants the event, in the book's order; none when none wants it. A book that cannot
    // be read is one failed delivery named after its file, so the failure is said, not dropped.
    static QList<WebhookDelivery> deliverAndWait(const Notification& notification,
                                                 const WebhookBook& book,
                                                 const SecretReader& read,
                                                 int firstPauseMs = 1000);
    static QList<WebhookDelivery> deliverAndWait(const Notification& notification, const WebhookBook& book);
    // Alternatives (Notifications::budgetPassed): each webhook is sent the first one whose event it wants.
    static QList<WebhookDelivery> deliverAndWait(const QList<Notification>& alternatives,
                                                 const WebhookBook& book,
                                                 const SecretReader& read,
                                                 int firstPauseMs = 1000);
    // "Sent to team-feishu; ops-slack failed: …" (translated); empty when there were no deliveries.
    static QString describe(const QList<WebhookDelivery>& deliveries);
};

// Delivers notifications off the GUI thread, one after another, in the order they were posted; the keychain and the
// network are only touched on its worker thread.
class NotificationRelay final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NotificationRelay)

public:
    explicit NotificationRelay(QObject* parent = nullptr);
    // Tests: another book, and secrets from `read` (which must be safe to call from the worker thread).
    NotificationRelay(const QString& bookFile, SecretReader read, QObject* parent = nullptr);
    // Waits up to kCloseWaitMs for the message being sent; a slower one finishes on its own thread, which then deletes
    // itself: closing never waits for a slow webhook. Messages not started yet are dropped, and the log says how many.
    ~NotificationRelay() override;
    static constexpr int kCloseWaitMs = 2000;

    void post(const Notification& notification) { post(QList<Notification>{notification}); }
    // Alternatives, highest first: each webhook gets the first it wants (Notifier::deliverAndWait).
    void post(const QList<Notification>& alternatives);

Q_SIGNALS:
    // Once per post that some webhook wanted (nothing for an event no webhook wants); `notification`: the first
    // alternative, for the log.
    void delivered(const gp::Notification& notification, const QList<gp::WebhookDelivery>& deliveries);
    void idle();

private:
    void startNext();

    QString m_bookFile; // empty: the user's
    SecretReader m_read;
    std::deque<QList<Notification>> m_queue;
    QThread* m_worker = nullptr;
};

} // namespace gp
