#include "core/network/Notifier.h"

#include "core/network/WebhookSender.h"
#include "core/secrets/SecretStore.h"

namespace gp {

QList<WebhookDelivery> Notifier::deliverAndWait(const Notification& notification, const WebhookBook& book)
{
    return deliverAndWait(notification, book, &SecretStore::read);
}

QList<WebhookDelivery> Notifier::deliverAndWait(const Notification& notification,
                                                const WebhookBook& book,
                                                const SecretReader& read,
                                                int firstPauseMs)
{
    const std::optional<NotifyEvent> event = Notifications::eventFromId(notification.event);
    if (!event)
        return {};
    const Result<QList<WebhookEntry>> wanting = book.wanting(*event);
    if (!wanting.ok())
        return {WebhookDelivery{book.fileName(), wanting.error()}};
    QList<WebhookDelivery> deliveries;
    for (const WebhookEntry& entry : *wanting) {
        Result<WebhookTarget> target = WebhookBook::targetOf(entry, read);
        if (!target.ok()) {
            deliveries << WebhookDelivery{entry.name, target.error()};
            continue;
        }
        deliveries << WebhookDelivery{entry.name, WebhookSender::sendAndWait(*target, notification, firstPauseMs)};
        target.value().secret.fill('\0');
    }
    return deliveries;
}

QString Notifier::describe(const QList<WebhookDelivery>& deliveries)
{
    QStringList sent, failed;
    for (const WebhookDelivery& d : deliveries) {
        if (d.outcome.ok())
            sent << d.webhook;
        else
            failed << tr("%1 failed: %2").arg(d.webhook, d.outcome.error().message);
    }
    QStringList parts;
    if (!sent.isEmpty())
        parts << tr("Sent to %1.").arg(sent.join(QStringLiteral(", ")));
    parts << failed;
    return parts.join(QLatin1Char(' '));
}

NotificationRelay::NotificationRelay(QObject* parent) : QObject(parent), m_read(&SecretStore::read) {}

NotificationRelay::NotificationRelay(const QString& bookFile, SecretReader read, QObject* parent)
    : QObject(parent), m_bookFile(bookFile), m_read(std::move(read))
{}

NotificationRelay::~NotificationRelay()
{
    m_queue.clear();
    if (m_worker) {
        m_worker->wait();
        delete m_worker;
    }
}

void NotificationRelay::post(const Notification& notification)
{
    m_queue.push_back(notification);
    if (!m_worker)
        startNext();
}

void NotificationRelay::startNext()
{
    if (m_queue.empty()) {
        Q_EMIT idle();
        return;
    }
    const Notification next = m_queue.front();
    m_queue.pop_front();
    auto deliveries = std::make_shared<QList<WebhookDelivery>>();
    m_worker = QThread::create([next, deliveries, bookFile = m_bookFile, read = m_read] {
        *deliveries = Notifier::deliverAndWait(next, bookFile.isEmpty() ? WebhookBook() : WebhookBook(bookFile), read);
    });
    connect(m_worker, &QThread::finished, this, [this, next, deliveries] {
        m_worker->deleteLater();
        m_worker = nullptr;
        if (!deliveries->isEmpty())
            Q_EMIT delivered(next, *deliveries);
        startNext();
    });
    m_worker->start();
}

} // namespace gp
