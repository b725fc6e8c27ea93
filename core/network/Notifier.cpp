#include "core/network/Notifier.h"

#include "core/common/Logging.h"
#include "core/network/WebhookSender.h"
#include "core/secrets/SecretStore.h"

#include <QDeadlineTimer>

#include <algorithm>

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
    return deliverAndWait(QList<Notification>{notification}, book, read, firstPauseMs);
}

QList<WebhookDelivery> Notifier::deliverAndWait(const QList<Notification>& alternatives,
                                                const WebhookBook& book,
                                                const SecretReader& read,
                                                int firstPauseMs)
{
    const Result<QList<WebhookEntry>> entries = book.load();
    if (!entries.ok())
        return {WebhookDelivery{book.fileName(), entries.error()}};
    QList<WebhookDelivery> deliveries;
    for (const WebhookEntry& entry : *entries) {
        // The first alternative this webhook wants (the highest budget line it chose), or none.
        const auto wanted = std::find_if(alternatives.cbegin(), alternatives.cend(), [&](const Notification& n) {
            const std::optional<NotifyEvent> event = Notifications::eventFromId(n.event);
            return event && entry.wants(*event);
        });
        if (wanted == alternatives.cend())
            continue;
        Result<WebhookTarget> target = WebhookBook::targetOf(entry, read);
        if (!target.ok()) {
            deliveries << WebhookDelivery{entry.name, target.error()};
            continue;
        }
        deliveries << WebhookDelivery{entry.name, WebhookSender::sendAndWait(*target, *wanted, firstPauseMs)};
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
    if (!m_queue.empty())
        qCWarning(lcNotify) << m_queue.size() << "notification(s) not sent: the app closed before their turn";
    if (!m_worker)
        return;
    // A message in flight gets a moment to finish; one stuck on a slow webhook finishes on its own (its lambda holds
    // copies of all it needs) rather than holding up the window.
    if (m_worker->wait(QDeadlineTimer(kCloseWaitMs))) {
        delete m_worker;
        return;
    }
    m_worker->disconnect(this);
    connect(m_worker, &QThread::finished, m_worker, &QObject::deleteLater);
}

void NotificationRelay::post(const QList<Notification>& alternatives)
{
    // Most people set up no webhook: then nothing starts a thread (the book is a small file; the keychain is only
    // read on the worker).
    const WebhookBook book = m_bookFile.isEmpty() ? WebhookBook() : WebhookBook(m_bookFile);
    const Result<QList<WebhookEntry>> entries = book.load();
    const bool wanted = !entries.ok() || std::any_of(entries->cbegin(), entries->cend(), [&](const WebhookEntry& e) {
        return std::any_of(alternatives.cbegin(), alternatives.cend(), [&](const Notification& n) {
            const std::optional<NotifyEvent> event = Notifications::eventFromId(n.event);
            return event && e.wants(*event);
        });
    });
    if (alternatives.isEmpty() || !wanted)
        return; // a damaged book goes on, so that its error reaches the log
    m_queue.push_back(alternatives);
    if (!m_worker)
        startNext();
}

void NotificationRelay::startNext()
{
    if (m_queue.empty()) {
        Q_EMIT idle();
        return;
    }
    const QList<Notification> next = m_queue.front();
    m_queue.pop_front();
    auto deliveries = std::make_shared<QList<WebhookDelivery>>();
    m_worker = QThread::create([next, deliveries, bookFile = m_bookFile, read = m_read] {
        *deliveries = Notifier::deliverAndWait(next, bookFile.isEmpty() ? WebhookBook() : WebhookBook(bookFile), read);
    });
    connect(m_worker, &QThread::finished, this, [this, next, deliveries] {
        m_worker->deleteLater();
        m_worker = nullptr;
        if (!deliveries->isEmpty())
            Q_EMIT delivered(next.first(), *deliveries);
        startNext();
    });
    m_worker->start();
}

} // namespace gp
