#include "core/notify/WebhookBook.h"

#include "core/common/SafeSave.h"
#include "core/common/UserFiles.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace gp {

namespace {

constexpr int kFormatVersion = 1;
constexpr int kMaxNameLength = 64;

} // namespace

WebhookBook::WebhookBook() : WebhookBook(UserFiles::configPath(UserFiles::webhooksFile())) {}

WebhookBook::WebhookBook(const QString& file) : m_file(file) {}

QString WebhookBook::urlKey(const QString& name)
{
    return QStringLiteral("webhook/%1/url").arg(name);
}

QString WebhookBook::secretKey(const QString& name)
{
    return QStringLiteral("webhook/%1/secret").arg(name);
}

Result<WebhookTarget> WebhookBook::targetOf(const WebhookEntry& entry, const SecretReader& read)
{
    const Result<std::optional<QByteArray>> url = read(urlKey(entry.name));
    if (!url.ok())
        return url.error();
    if (!url->has_value())
        return Error{QStringLiteral("webhook.nourl"),
                     tr("The URL of webhook %1 is not in the keychain (set it again with: gpuplanner-cli notify add "
                        "%1 --platform %2 --events …).")
                         .arg(entry.name, WebhookMessage::platformId(entry.platform))};
    const Result<std::optional<QByteArray>> secret = read(secretKey(entry.name));
    if (!secret.ok())
        return secret.error();
    WebhookTarget target;
    target.platform = entry.platform;
    target.url = QUrl(QString::fromUtf8(**url), QUrl::StrictMode);
    target.secret = secret->value_or(QByteArray());
    if (Status s = WebhookMessage::checkUrl(target.url); !s.ok())
        return s.error();
    return target;
}

GuardNoticeSet
WebhookBook::guardNotices(const QString& profile, const QString& releaseCommand, const SecretReader& read) const
{
    GuardNoticeSet set;
    const Result<QList<WebhookEntry>> wanted = wanting(NotifyEvent::GuardFired);
    if (!wanted.ok()) {
        set.problems << wanted.error().message;
        return set;
    }
    QList<WebhookTarget> targets;
    for (const WebhookEntry& entry : *wanted) {
        const Result<WebhookTarget> target = targetOf(entry, read);
        if (!target.ok()) {
            set.problems << tr("Webhook %1 is left out: %2").arg(entry.name, target.error().message);
            continue;
        }
        targets << *target;
        set.webhooks << entry.name;
    }
    if (!targets.isEmpty())
        set.notices = Notifications::guardNotices(targets, profile, releaseCommand);
    for (WebhookTarget& t : targets)
        t.secret.fill('\0');
    return set;
}

Status WebhookBook::checkName(const QString& name)
{
    if (name.trimmed().isEmpty() || name != name.trimmed())
        return Error{QStringLiteral("webhook.name"), tr("Give the webhook a name (no leading or trailing spaces).")};
    if (name.size() > kMaxNameLength || name.contains(QLatin1Char('/')) || name.contains(QLatin1Char('\n')) ||
        name.contains(QLatin1Char('\r')))
        return Error{QStringLiteral("webhook.name"),
                     tr("A webhook's name is one line of at most %1 characters without '/': \"%2\" is not.")
                         .arg(kMaxNameLength)
                         .arg(name.left(80))};
    return Ok{};
}

Result<QList<NotifyEvent>> WebhookBook::parseEvents(const QString& list)
{
    QList<NotifyEvent> events;
    const auto add = [&events](NotifyEvent e) {
        if (e != NotifyEvent::Test && !events.contains(e))
            events << e;
    };
    for (const QString& raw : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString word = raw.trimmed().toLower();
        if (word == QLatin1String("all")) {
            for (NotifyEvent e : Notifications::events())
                add(e);
        } else if (word == QLatin1String("budget")) {
            add(NotifyEvent::Budget50);
            add(NotifyEvent::Budget80);
            add(NotifyEvent::Budget100);
        } else if (word == QLatin1String("job")) {
            add(NotifyEvent::JobEnded);
            add(NotifyEvent::JobFailed);
        } else if (const auto e = Notifications::eventFromId(word); e && *e != NotifyEvent::Test) {
            add(*e);
        } else {
            QStringList known = Notifications::eventIds();
            known.removeAll(Notifications::eventId(NotifyEvent::Test));
            return Error{QStringLiteral("webhook.events"), tr("Unknown event \"%1\"; known: %2, or job, budget, all.")
                                                               .arg(raw.trimmed(), known.join(QStringLiteral(", ")))};
        }
    }
    if (events.isEmpty())
        return Error{QStringLiteral("webhook.events"), tr("Name at least one event (or all).")};
    return events;
}

Result<QList<WebhookEntry>> WebhookBook::load() const
{
    QFile file(m_file);
    if (!file.exists())
        return QList<WebhookEntry>{};
    if (!file.open(QIODevice::ReadOnly))
        return Error{QStringLiteral("webhooks.read"), tr("Cannot read %1: %2").arg(m_file, file.errorString())};
    const auto damaged = [this](const QString& why) {
        return Error{QStringLiteral("webhooks.damaged"), tr("%1 is damaged: %2").arg(m_file, why)};
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.read(1 << 20), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return damaged(tr("not JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset));
    if (!doc.isObject())
        return damaged(tr("not a JSON object"));
    const QJsonObject root = doc.object();
    if (root.contains(QStringLiteral("webhooks")) && !root.value(QStringLiteral("webhooks")).isArray())
        return damaged(tr("\"webhooks\" is not a list"));
    if (root.value(QStringLiteral("version")).toInt() > kFormatVersion)
        return damaged(
            tr("written by a newer GPU Planner (format %1)").arg(root.value(QStringLiteral("version")).toInt()));
    QList<WebhookEntry> entries;
    const QJsonArray list = root.value(QStringLiteral("webhooks")).toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject o = list.at(i).toObject();
        WebhookEntry e;
        e.name = o.value(QStringLiteral("name")).toString();
        const auto platform = WebhookMessage::platformFromId(o.value(QStringLiteral("platform")).toString());
        if (!checkName(e.name).ok() || !platform)
            return damaged(tr("webhook %1 needs a name and a platform (%2)")
                               .arg(i + 1)
                               .arg(WebhookMessage::platformIds().join(QStringLiteral(", "))));
        e.platform = *platform;
        for (const QJsonValue& v : o.value(QStringLiteral("events")).toArray()) {
            const auto event = Notifications::eventFromId(v.toString());
            if (!event)
                return damaged(tr("webhook %1 names an unknown event \"%2\"").arg(e.name, v.toString()));
            if (!e.events.contains(*event))
                e.events << *event;
        }
        entries << e;
    }
    return entries;
}

Result<WebhookEntry> WebhookBook::find(const QString& name) const
{
    const Result<QList<WebhookEntry>> all = load();
    if (!all.ok())
        return all.error();
    QStringList names;
    for (const WebhookEntry& e : *all) {
        if (e.name == name)
            return e;
        names << e.name;
    }
    return Error{QStringLiteral("webhooks.unknown"),
                 names.isEmpty()
                     ? tr("No webhook is named '%1'; there are none yet.").arg(name)
                     : tr("No webhook is named '%1'; there are: %2.").arg(name, names.join(QStringLiteral(", ")))};
}

Result<QList<WebhookEntry>> WebhookBook::wanting(NotifyEvent event) const
{
    Result<QList<WebhookEntry>> all = load();
    if (!all.ok())
        return all.error();
    QList<WebhookEntry> wanted;
    for (const WebhookEntry& e : *all)
        if (e.wants(event))
            wanted << e;
    return wanted;
}

Status WebhookBook::save(const WebhookEntry& entry) const
{
    if (Status s = checkName(entry.name); !s.ok())
        return s;
    Result<QList<WebhookEntry>> all = load();
    if (!all.ok())
        return all.error(); // never overwrite a file we could not read
    QList<WebhookEntry> entries = *all;
    auto it = std::find_if(entries.begin(), entries.end(), [&](const WebhookEntry& e) { return e.name == entry.name; });
    if (it != entries.end())
        *it = entry;
    else
        entries << entry;
    return write(entries);
}

Status WebhookBook::remove(const QString& name) const
{
    Result<QList<WebhookEntry>> all = load();
    if (!all.ok())
        return all.error();
    QList<WebhookEntry> entries = *all;
    if (entries.removeIf([&](const WebhookEntry& e) { return e.name == name; }) == 0)
        return find(name).error();
    return write(entries);
}

Status WebhookBook::write(const QList<WebhookEntry>& entries) const
{
    QJsonArray list;
    for (const WebhookEntry& e : entries) {
        QJsonArray events;
        for (NotifyEvent event : e.events)
            events.append(Notifications::eventId(event));
        list.append(QJsonObject{{QStringLiteral("name"), e.name},
                                {QStringLiteral("platform"), WebhookMessage::platformId(e.platform)},
                                {QStringLiteral("events"), events}});
    }
    const QJsonObject root{{QStringLiteral("version"), kFormatVersion}, {QStringLiteral("webhooks"), list}};
    const Status saved = SafeSave::write(m_file, QJsonDocument(root).toJson());
    if (!saved.ok())
        return Error{QStringLiteral("webhooks.write"), saved.error().message};
    return Ok{};
}

} // namespace gp
