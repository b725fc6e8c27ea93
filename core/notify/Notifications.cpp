#include "core/notify/Notifications.h"

#include "core/common/CodeTable.h"
#include "core/records/InstanceRecords.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

namespace gp {

namespace {

constexpr CodeTable<NotifyEvent, 9> kEvents{{{NotifyEvent::GuardFired, "guard.fired"},
                                             {NotifyEvent::JobEnded, "job.ended"},
                                             {NotifyEvent::JobFailed, "job.failed"},
                                             {NotifyEvent::SmokeFailed, "smoke.failed"},
                                             {NotifyEvent::Budget50, "budget.50"},
                                             {NotifyEvent::Budget80, "budget.80"},
                                             {NotifyEvent::Budget100, "budget.100"},
                                             {NotifyEvent::UtilizationLow, "utilization.low"},
                                             {NotifyEvent::Test, "test"}}};

constexpr CodeTable<GuardReason, 2> kGuardReasons{
    {{GuardReason::MaxRuntime, "max_runtime"}, {GuardReason::Idle, "idle"}}};

Notification
make(NotifyEvent event, const QString& title, const QString& text, const QDateTime& at, const QJsonObject& details)
{
    return Notification{Notifications::eventId(event), title, text, at.toUTC(), details};
}

} // namespace

QString Notifications::eventId(NotifyEvent event)
{
    return codeOf(kEvents, event);
}

std::optional<NotifyEvent> Notifications::eventFromId(const QString& id)
{
    return fromCode(kEvents, id.trimmed(), Qt::CaseInsensitive);
}

QList<NotifyEvent> Notifications::events()
{
    QList<NotifyEvent> all;
    for (const auto& [event, id] : kEvents)
        all << event;
    return all;
}

QStringList Notifications::eventIds()
{
    return allCodes(kEvents);
}

QString Notifications::guardReasonId(GuardReason reason)
{
    return codeOf(kGuardReasons, reason);
}

QString Notifications::eventName(NotifyEvent event)
{
    switch (event) {
    case NotifyEvent::GuardFired:
        return tr("a guard released an instance");
    case NotifyEvent::JobEnded:
        return tr("a job finished");
    case NotifyEvent::JobFailed:
        return tr("a job failed or was stopped");
    case NotifyEvent::SmokeFailed:
        return tr("a smoke test failed");
    case NotifyEvent::Budget50:
        return tr("actual spend passed 50 % of the budget");
    case NotifyEvent::Budget80:
        return tr("actual spend passed 80 % of the budget");
    case NotifyEvent::Budget100:
        return tr("actual spend passed the budget");
    case NotifyEvent::UtilizationLow:
        return tr("the GPUs sat idle (low-utilization alert)");
    case NotifyEvent::Test:
        break;
    }
    return tr("a test message");
}

Notification Notifications::test(const QDateTime& at)
{
    return make(NotifyEvent::Test, tr("GPU Planner: test message"),
                tr("This webhook is set up: GPU Planner's notifications will arrive here."), at, {});
}

Notification Notifications::guardFired(const QString& profile, GuardReason reason, const QString& releaseCommand)
{
    const QString why = reason == GuardReason::MaxRuntime
                            ? tr("It reached its maximum runtime.")
                            : tr("Its GPUs were idle, with no SSH session or job, for the idle time you set.");
    // The time is the instance's when it fires: the instance fills in "at" (resources/remote/notify.py).
    return make(NotifyEvent::GuardFired, tr("GPU Planner: the guard released %1").arg(profile),
                why + QLatin1Char(' ') + tr("It ran: %1").arg(releaseCommand), QDateTime(),
                {{QStringLiteral("profile"), profile},
                 {QStringLiteral("reason"), guardReasonId(reason)},
                 {QStringLiteral("release_command"), releaseCommand}});
}

QByteArray
Notifications::guardNotices(const QList<WebhookTarget>& targets, const QString& profile, const QString& releaseCommand)
{
    QJsonObject messages;
    for (GuardReason reason : {GuardReason::MaxRuntime, GuardReason::Idle}) {
        const Notification n = guardFired(profile, reason, releaseCommand);
        QJsonArray list;
        for (const WebhookTarget& target : targets)
            list.append(WebhookMessage::deferred(target, n));
        messages.insert(guardReasonId(reason), list);
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("version"), 1}, {QStringLiteral("messages"), messages}})
        .toJson(QJsonDocument::Compact);
}

Notification Notifications::jobFinished(const QString& profile, const JobRecord& run)
{
    const bool ok = run.state == QLatin1String("done") && run.exitCode.value_or(0) == 0;
    const QLocale l;
    QString text = tr("%1 GPU-hours on %2.").arg(l.toString(run.gpuHours, 'f', 2), profile);
    if (run.cost)
        text += QLatin1Char(' ') + tr("Its share of the instance's cost: %1.").arg(ExchangeRate::format(*run.cost));
    QJsonObject details{{QStringLiteral("profile"), profile},
                        {QStringLiteral("job"), run.name},
                        {QStringLiteral("state"), run.state},
                        {QStringLiteral("gpu_hours"), run.gpuHours}};
    if (run.exitCode)
        details.insert(QStringLiteral("exit_code"), *run.exitCode);
    if (run.cost) {
        details.insert(QStringLiteral("cost"), run.cost->amount);
        details.insert(QStringLiteral("currency"), currencyCode(run.cost->currency));
    }
    QString title;
    if (ok)
        title = tr("GPU Planner: job %1 finished").arg(run.name);
    else if (run.state == QLatin1String("stopped"))
        title = tr("GPU Planner: job %1 was stopped").arg(run.name);
    else
        title = run.exitCode ? tr("GPU Planner: job %1 failed (exit code %2)").arg(run.name).arg(*run.exitCode)
                             : tr("GPU Planner: job %1 failed").arg(run.name);
    return make(ok ? NotifyEvent::JobEnded : NotifyEvent::JobFailed, title, text,
                run.ended.isValid() ? run.ended : QDateTime::currentDateTimeUtc(), details);
}

std::optional<Notification> Notifications::smokeFailed(const QString& profile, const SmokeRecord& record)
{
    QStringList failed, lines;
    for (const SmokeCheck& c : record.checks) {
        if (c.status != SmokeCheck::Status::Fail)
            continue;
        failed << c.id;
        lines << QStringLiteral("- %1: %2").arg(c.id, c.message);
    }
    if (failed.isEmpty())
        return std::nullopt;
    return make(NotifyEvent::SmokeFailed,
                tr("GPU Planner: the smoke test of %1 failed %n check(s)", nullptr, static_cast<int>(failed.size()))
                    .arg(profile),
                lines.join(QLatin1Char('\n')), record.at.isValid() ? record.at : QDateTime::currentDateTimeUtc(),
                {{QStringLiteral("profile"), profile},
                 {QStringLiteral("target"), record.target},
                 {QStringLiteral("offer"), record.offerId},
                 {QStringLiteral("failed"), QJsonArray::fromStringList(failed)}});
}

Notification Notifications::utilizationLow(const QString& profile,
                                           double thresholdPercent,
                                           qint64 windowSeconds,
                                           const QDateTime& since)
{
    const QLocale l;
    return make(NotifyEvent::UtilizationLow, tr("GPU Planner: %1 is idle").arg(profile),
                tr("Every GPU has been under %1 % for %2 minutes: the instance bills while it waits. Stop it, or give "
                   "it work.")
                    .arg(l.toString(thresholdPercent, 'f', 0))
                    .arg(windowSeconds / 60),
                QDateTime::currentDateTimeUtc(),
                {{QStringLiteral("profile"), profile},
                 {QStringLiteral("threshold_percent"), thresholdPercent},
                 {QStringLiteral("since"), since.toUTC().toString(Qt::ISODate)}});
}

QList<Notification>
Notifications::budgetPassed(const QString& plan, double before, double after, const Money& planned, const QDateTime& at)
{
    QList<Notification> passed;
    if (planned.amount <= 0)
        return passed;
    static constexpr std::pair<int, NotifyEvent> kSteps[] = {
        {100, NotifyEvent::Budget100}, {80, NotifyEvent::Budget80}, {50, NotifyEvent::Budget50}};
    for (const auto& [percent, event] : kSteps) {
        const double line = planned.amount * percent / 100.0;
        if (before >= line || after < line)
            continue;
        const Money spent{after, planned.currency};
        const QString share = QLocale().toString(100.0 * after / planned.amount, 'f', 0);
        const QString title =
            percent >= 100 ? tr("GPU Planner: %1 is over its budget").arg(plan)
                           : tr("GPU Planner: %1 has spent %2 % of its budget").arg(plan, QString::number(percent));
        passed << make(event, title,
                       tr("Actual spend %1 of the planned %2 (%3 %).")
                           .arg(ExchangeRate::format(spent), ExchangeRate::format(planned), share),
                       at,
                       {{QStringLiteral("plan"), plan},
                        {QStringLiteral("spent"), after},
                        {QStringLiteral("planned"), planned.amount},
                        {QStringLiteral("currency"), currencyCode(planned.currency)}});
    }
    return passed;
}

} // namespace gp
