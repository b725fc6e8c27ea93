#pragma once

#include "core/money/Money.h"
#include "core/notify/WebhookMessage.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace gp {

struct JobRecord;
struct SmokeRecord;

// What a webhook can be told about. Each webhook chooses the events it wants (docs/notifications.md).
enum class NotifyEvent {
    GuardFired,
    JobEnded,
    JobFailed,
    SmokeFailed,
    Budget50,
    Budget80,
    Budget100,
    UtilizationLow,
    Test
};

// Why the guard on an instance released it; the instance picks the message for its reason (resources/remote/notify.py).
enum class GuardReason { MaxRuntime, Idle };

// The one place a notification's words are made: the desktop app, the command line and the guard on the instance all
// send what these build, so a message reads the same wherever it came from.
class Notifications final
{
    Q_DECLARE_TR_FUNCTIONS(gp::Notifications)

public:
    static QString eventId(NotifyEvent event); // "guard.fired", "job.ended", "budget.80" …
    static std::optional<NotifyEvent> eventFromId(const QString& id);
    static QList<NotifyEvent> events();
    static QStringList eventIds();
    static QString eventName(NotifyEvent event);      // translated: "a guard released an instance"
    static QString guardReasonId(GuardReason reason); // "max_runtime", "idle": notify.json's keys

    static Notification test(const QDateTime& at);
    // `profile`: the host profile (or user@host) the event happened on.
    static Notification guardFired(const QString& profile, GuardReason reason, const QString& releaseCommand);
    // The guard's notify.json: for each reason, the message for each target, to be signed when the guard fires
    // (WebhookMessage::deferred). Holds the webhooks' URLs and secrets. One line of compact JSON.
    static QByteArray
    guardNotices(const QList<WebhookTarget>& targets, const QString& profile, const QString& releaseCommand);
    // A job that is no longer running: "job.ended" when it exited 0, "job.failed" otherwise (a stopped job included).
    static Notification jobFinished(const QString& profile, const JobRecord& run);
    // Only when some check failed (a warning is not a failure).
    static std::optional<Notification> smokeFailed(const QString& profile, const SmokeRecord& record);
    static Notification
    utilizationLow(const QString& profile, double thresholdPercent, qint64 windowSeconds, const QDateTime& since);
    // Each of the 100, 80 and 50 % lines of `planned` that the actual spend passed on its way from `before` to `after`
    // (all in the budget's currency), highest first; empty when it passed none. They are alternatives: a jump from
    // 40 % to 110 % tells each webhook once, the highest line it wants (Notifier::deliverAndWait).
    static QList<Notification>
    budgetPassed(const QString& plan, double before, double after, const Money& planned, const QDateTime& at);
};

} // namespace gp
