#include "core/notify/WebhookMessage.h"

#include "core/common/CodeTable.h"
#include "core/common/UrlPolicy.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QMessageAuthenticationCode>
#include <QUrlQuery>

namespace gp {

namespace {

// How settings and command lines name the platforms.
constexpr CodeTable<WebhookPlatform, 5> kPlatforms{{{WebhookPlatform::Feishu, "feishu"},
                                                    {WebhookPlatform::DingTalk, "dingtalk"},
                                                    {WebhookPlatform::WeCom, "wecom"},
                                                    {WebhookPlatform::Slack, "slack"},
                                                    {WebhookPlatform::Generic, "generic"}}};

QByteArray hmacSha256(const QByteArray& key, const QByteArray& message)
{
    return QMessageAuthenticationCode::hash(message, key, QCryptographicHash::Sha256);
}

// What a chat message says: the title on its own line, then the text.
QString chatText(const Notification& n)
{
    return n.text.isEmpty() ? n.title : n.title + QLatin1Char('\n') + n.text;
}

QByteArray compact(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

} // namespace

QString WebhookMessage::platformId(WebhookPlatform platform)
{
    return codeOf(kPlatforms, platform);
}

std::optional<WebhookPlatform> WebhookMessage::platformFromId(const QString& id)
{
    return fromCode(kPlatforms, id.trimmed(), Qt::CaseInsensitive);
}

QString WebhookMessage::platformName(WebhookPlatform platform)
{
    switch (platform) {
    case WebhookPlatform::Feishu:
        return tr("Feishu");
    case WebhookPlatform::DingTalk:
        return tr("DingTalk");
    case WebhookPlatform::WeCom:
        return tr("WeCom");
    case WebhookPlatform::Slack:
        return tr("Slack");
    case WebhookPlatform::Generic:
        break;
    }
    return tr("Generic JSON webhook");
}

QList<WebhookPlatform> WebhookMessage::platforms()
{
    QList<WebhookPlatform> all;
    for (const auto& [platform, id] : kPlatforms)
        all << platform;
    return all;
}

QStringList WebhookMessage::platformIds()
{
    return allCodes(kPlatforms);
}

Status WebhookMessage::checkUrl(const QUrl& url)
{
    if (!url.isValid() || url.host().isEmpty())
        // Never echoed: the URL carries the platform's token.
        return Error{QStringLiteral("webhook.url"),
                     tr("That is not a valid webhook URL: it needs https:// and a host name.")};
    if (!isHttpsOrLoopback(url))
        return Error{
            QStringLiteral("webhook.url"),
            tr("A webhook URL must use https:// (its token would travel in the clear): got %1://.").arg(url.scheme())};
    return Ok{};
}

QByteArray WebhookMessage::feishuSignature(const QByteArray& timestampSeconds, const QByteArray& secret)
{
    return hmacSha256(timestampSeconds + '\n' + secret, QByteArray()).toBase64();
}

QByteArray WebhookMessage::dingTalkSignature(const QByteArray& timestampMs, const QByteArray& secret)
{
    return hmacSha256(secret, timestampMs + '\n' + secret).toBase64().toPercentEncoding();
}

QByteArray
WebhookMessage::genericSignature(const QByteArray& timestampSeconds, const QByteArray& body, const QByteArray& secret)
{
    return hmacSha256(secret, timestampSeconds + '.' + body).toHex();
}

WebhookRequest WebhookMessage::build(const WebhookTarget& target, const Notification& n, qint64 nowMs)
{
    WebhookRequest request;
    request.url = target.url;
    request.headers << qMakePair(QByteArray("Content-Type"), QByteArray("application/json; charset=utf-8"));
    const QByteArray seconds = QByteArray::number(nowMs / 1000);
    const QString text = chatText(n);
    switch (target.platform) {
    case WebhookPlatform::Feishu: {
        QJsonObject body{{QStringLiteral("msg_type"), QStringLiteral("text")},
                         {QStringLiteral("content"), QJsonObject{{QStringLiteral("text"), text}}}};
        if (!target.secret.isEmpty()) {
            body.insert(QStringLiteral("timestamp"), QString::fromLatin1(seconds));
            body.insert(QStringLiteral("sign"), QString::fromLatin1(feishuSignature(seconds, target.secret)));
        }
        request.body = compact(body);
        break;
    }
    case WebhookPlatform::DingTalk: {
        if (!target.secret.isEmpty()) {
            // The signature is already percent-encoded, as DingTalk documents it: set the query as encoded text.
            const QByteArray ms = QByteArray::number(nowMs);
            QByteArray query = request.url.query(QUrl::FullyEncoded).toLatin1();
            query += QByteArray(query.isEmpty() ? "" : "&") + "timestamp=" + ms +
                     "&sign=" + dingTalkSignature(ms, target.secret);
            request.url.setQuery(QString::fromLatin1(query), QUrl::StrictMode);
        }
        request.body = compact({{QStringLiteral("msgtype"), QStringLiteral("text")},
                                {QStringLiteral("text"), QJsonObject{{QStringLiteral("content"), text}}}});
        break;
    }
    case WebhookPlatform::WeCom:
        request.body = compact({{QStringLiteral("msgtype"), QStringLiteral("text")},
                                {QStringLiteral("text"), QJsonObject{{QStringLiteral("content"), text}}}});
        break;
    case WebhookPlatform::Slack:
        request.body = compact({{QStringLiteral("text"), text}});
        break;
    case WebhookPlatform::Generic: {
        request.body = compact({{QStringLiteral("event"), n.event},
                                {QStringLiteral("title"), n.title},
                                {QStringLiteral("text"), n.text},
                                {QStringLiteral("at"), n.at.toUTC().toString(Qt::ISODate)},
                                {QStringLiteral("details"), n.details}});
        request.headers << qMakePair(QByteArray("X-GPUPlanner-Event"), n.event.toUtf8());
        if (!target.secret.isEmpty()) {
            request.headers << qMakePair(QByteArray("X-GPUPlanner-Timestamp"), seconds);
            request.headers << qMakePair(QByteArray("X-GPUPlanner-Signature"),
                                         "sha256=" + genericSignature(seconds, request.body, target.secret));
        }
        break;
    }
    }
    return request;
}

QJsonObject WebhookMessage::deferred(const WebhookTarget& target, const Notification& notification)
{
    // Built unsigned, so the body holds no timestamp; notify.py adds the time and the signature as build() does.
    WebhookTarget unsigned_ = target;
    unsigned_.secret.clear();
    const WebhookRequest request = build(unsigned_, notification, 0);
    QJsonObject headers;
    for (const auto& [name, value] : request.headers)
        headers.insert(QString::fromLatin1(name), QString::fromUtf8(value));
    return {{QStringLiteral("platform"), platformId(target.platform)},
            {QStringLiteral("url"), request.url.toString(QUrl::FullyEncoded)},
            {QStringLiteral("body"), QJsonDocument::fromJson(request.body).object()},
            {QStringLiteral("headers"), headers},
            {QStringLiteral("secret"), QString::fromLatin1(target.secret.toBase64())}};
}

Status WebhookMessage::judgeReply(WebhookPlatform platform, int httpStatus, const QByteArray& body)
{
    const QString name = platformName(platform);
    const QString said = QString::fromUtf8(body.left(200)).simplified();
    if (httpStatus == 429)
        return Error{QStringLiteral("webhook.rate"),
                     tr("%1 is limiting how often messages may be sent; try again in a minute.").arg(name)};
    if (httpStatus < 200 || httpStatus >= 300)
        return Error{QStringLiteral("webhook.http"),
                     said.isEmpty() ? tr("%1 answered HTTP %2.").arg(name).arg(httpStatus)
                                    : tr("%1 answered HTTP %2: %3").arg(name).arg(httpStatus).arg(said)};
    if (platform == WebhookPlatform::Slack || platform == WebhookPlatform::Generic)
        return Ok{};
    // The Chinese platforms answer 200 and put the outcome in the body.
    const QJsonObject reply = QJsonDocument::fromJson(body).object();
    const QString codeKey = platform == WebhookPlatform::Feishu ? QStringLiteral("code") : QStringLiteral("errcode");
    const QString messageKey = platform == WebhookPlatform::Feishu ? QStringLiteral("msg") : QStringLiteral("errmsg");
    // Feishu's older bots answer {"StatusCode": 0, "StatusMessage": "success"}.
    const QJsonValue code = reply.contains(codeKey) ? reply.value(codeKey) : reply.value(QStringLiteral("StatusCode"));
    if (!code.isDouble())
        return Error{
            QStringLiteral("webhook.reply"),
            tr("%1 answered something that is not its reply: %2").arg(name, said.isEmpty() ? tr("(nothing)") : said)};
    if (code.toInt() == 0)
        return Ok{};
    const QString message = reply.value(messageKey).toString(reply.value(QStringLiteral("StatusMessage")).toString());
    const bool signature = message.contains(QLatin1String("sign"), Qt::CaseInsensitive);
    if (signature)
        return Error{QStringLiteral("webhook.signature"),
                     tr("%1 refused the message's signature (%2, code %3): check the signing secret, and that this "
                        "computer's clock is right.")
                         .arg(name, message)
                         .arg(code.toInt())};
    return Error{QStringLiteral("webhook.refused"),
                 tr("%1 refused the message: %2 (code %3).").arg(name, message).arg(code.toInt())};
}

} // namespace gp
