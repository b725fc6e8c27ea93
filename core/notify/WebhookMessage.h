#pragma once

#include "core/common/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace gp {

// The chat platforms a notification can go to, each with its own message format and signature scheme.
enum class WebhookPlatform { Feishu, DingTalk, WeCom, Slack, Generic };

// Where a notification goes. The URL carries the platform's access token (WeCom's key, DingTalk's access_token,
// Slack's path), so it is a secret as much as the signing secret: both live in the keychain, never in a settings or
// plan file.
struct WebhookTarget
{
    WebhookPlatform platform = WebhookPlatform::Generic;
    QUrl url;
    QByteArray secret; // Feishu's and DingTalk's signing secret, the generic webhook's HMAC key; may be empty
};

// What happened, in the words people read (already translated), plus the machine-readable event for the generic
// webhook.
struct Notification
{
    QString event; // "guard.fired", "job.ended", "smoke.failed", "budget.80", "utilization.low", "test"
    QString title;
    QString text;
    QDateTime at;        // when it happened (UTC)
    QJsonObject details; // the generic webhook's extra fields (profile, job, amounts)
};

// One HTTP POST, signed as the platform documents it.
struct WebhookRequest
{
    QUrl url;
    QByteArray body;
    QList<QPair<QByteArray, QByteArray>> headers;
};

// Builds and judges webhook calls; pure, so each platform's format and signature is tested without a network.
class WebhookMessage final
{
    Q_DECLARE_TR_FUNCTIONS(gp::WebhookMessage)

public:
    static QString platformId(WebhookPlatform platform); // "feishu", "dingtalk", "wecom", "slack", "generic"
    static std::optional<WebhookPlatform> platformFromId(const QString& id);
    static QString platformName(WebhookPlatform platform); // translated
    static QList<WebhookPlatform> platforms();
    static QStringList platformIds(); // in platforms()'s order

    // Secrets go over an authenticated connection: https only, except to this machine (tests, a local relay).
    static Status checkUrl(const QUrl& url);

    // `nowMs`: the signing time, milliseconds since the epoch (DingTalk signs milliseconds, Feishu and the generic
    // webhook seconds).
    static WebhookRequest build(const WebhookTarget& target, const Notification& notification, qint64 nowMs);

    // A message to be signed and sent later, by the guard on the instance (resources/remote/notify.py), whose clock
    // decides the time: {"platform", "url", "body" (without timestamp or signature), "headers", "secret" (base64)}.
    // It holds the secrets: it is written only to the instance's 0600 notify.json.
    static QJsonObject deferred(const WebhookTarget& target, const Notification& notification);

    // Feishu's bot signature: base64 of HMAC-SHA256 keyed with "timestamp\nsecret" over an empty message.
    static QByteArray feishuSignature(const QByteArray& timestampSeconds, const QByteArray& secret);
    // DingTalk's robot signature: base64 of HMAC-SHA256 keyed with the secret over "timestamp\nsecret", then
    // percent-encoded for the query.
    static QByteArray dingTalkSignature(const QByteArray& timestampMs, const QByteArray& secret);
    // The generic webhook's: hex of HMAC-SHA256 keyed with the secret over "timestamp.body", sent as
    // "X-GPUPlanner-Signature: sha256=HEX" with "X-GPUPlanner-Timestamp: SECONDS" (docs/notifications.md).
    static QByteArray
    genericSignature(const QByteArray& timestampSeconds, const QByteArray& body, const QByteArray& secret);

    // Whether the platform took the message. Feishu, DingTalk and WeCom answer HTTP 200 with an error code in the
    // body ({"code": 19021, "msg": "sign match fail …"}); Slack answers "ok" or an error word with a 4xx status.
    static Status judgeReply(WebhookPlatform platform, int httpStatus, const QByteArray& body);
};

} // namespace gp
