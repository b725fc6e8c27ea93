#pragma once

#include "core/common/Result.h"
#include "core/notify/Notifications.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace gp {

// A webhook as settings keep it: its name, platform and the events it wants. Its URL and signing secret are secrets
// (the URL carries the platform's token): they live in the keychain under the webhook's name (SecretStore), never here.
struct WebhookEntry
{
    QString name;
    WebhookPlatform platform = WebhookPlatform::Generic;
    QList<NotifyEvent> events; // empty: none yet

    bool wants(NotifyEvent event) const { return event == NotifyEvent::Test || events.contains(event); }
};

// Reads a secret by its keychain key (SecretStore::read, or a test's keeper): nullopt when none is stored.
using SecretReader = std::function<Result<std::optional<QByteArray>>(const QString& key)>;

// What a guard installed now tells when it fires (Notifications::guardNotices), read from the book and the keychain.
struct GuardNoticeSet
{
    QByteArray notices;   // notify.json; empty when no webhook wants guard.fired (or none could be read)
    QStringList webhooks; // the webhooks it tells
    QStringList problems; // translated: a webhook left out and why (its URL is not in the keychain …)
};

// The webhooks the user set up: webhooks.json beside hosts.json ({"version": 1, "webhooks": [{"name", "platform",
// "events": ["guard.fired", …]}]}). Written with SafeSave; a damaged file is an error, never overwritten.
class WebhookBook final
{
    Q_DECLARE_TR_FUNCTIONS(gp::WebhookBook)

public:
    WebhookBook();                             // QStandardPaths::AppConfigLocation/webhooks.json
    explicit WebhookBook(const QString& file); // tests and portable profiles

    QString fileName() const { return m_file; }
    // A missing file is no webhooks.
    Result<QList<WebhookEntry>> load() const;
    Result<WebhookEntry> find(const QString& name) const;
    Result<QList<WebhookEntry>> wanting(NotifyEvent event) const;
    Status save(const WebhookEntry& entry) const; // adds, or replaces the webhook of that name
    Status remove(const QString& name) const;

    // The keychain keys of a webhook's URL (it carries the platform's token) and of its signing secret.
    static QString urlKey(const QString& name);
    static QString secretKey(const QString& name);
    // The webhook's URL and secret from the keychain, checked (https, or this machine).
    static Result<WebhookTarget> targetOf(const WebhookEntry& entry, const SecretReader& read);
    // The webhooks that want guard.fired, with their messages for a guard on `profile` that runs `releaseCommand`.
    GuardNoticeSet guardNotices(const QString& profile, const QString& releaseCommand, const SecretReader& read) const;

    // "feishu-team" or "告警群": a name is one line of at most 64 characters without '/' (it names keychain entries).
    static Status checkName(const QString& name);
    // "guard.fired,job.failed", "all", or "budget" (its three steps): the events a comma-separated list names.
    static Result<QList<NotifyEvent>> parseEvents(const QString& list);

private:
    Status write(const QList<WebhookEntry>& entries) const;
    QString m_file;
};

} // namespace gp
