#include "core/network/WebhookSender.h"
#include "core/notify/WebhookMessage.h"
#include "support/LocalHttpServer.h"

#include <gtest/gtest.h>

#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <QUrlQuery>

using namespace gp;

namespace {

// Known answers, computed with Python's own hmac, hashlib and base64 modules (not this code), for this secret at
// these times, as the platforms' documentation describes each scheme:
//   DingTalk: quote_plus(b64encode(hmac.new(secret, f"{ms}\n{secret}", sha256).digest()))
//   Feishu:   b64encode(hmac.new(f"{s}\n{secret}", b"", sha256).digest())
//   generic:  hmac.new(secret, f"{s}." + body, sha256).hexdigest()
const QByteArray kSecret = QStringLiteral("SECtest-secret-值").toUtf8();
constexpr qint64 kNowMs = 1764547200000;
constexpr const char* kDingTalkSign = "sTPtap9%2BRubw51wOIOC%2FpcTooOehDAer9wwfGg4bSWc%3D";
constexpr const char* kFeishuSign = "yIlGXQEYz53VsWI1taxkeCUP5d5oBKn/vV2wdsFbOdk=";
constexpr const char* kGenericSignOfBody =
    "32978d631419b0694a3305fdedcc9b38a881fbfbf59cb907ec734b89a27356a7"; // {"a":1}

Notification guardFired()
{
    Notification n;
    n.event = QStringLiteral("guard.fired");
    n.title = QStringLiteral("实例已停止 / instance stopped");
    n.text = QStringLiteral("a100-box: idle for 30 min");
    n.at = QDateTime::fromMSecsSinceEpoch(kNowMs, Qt::UTC);
    n.details = QJsonObject{{QStringLiteral("profile"), QStringLiteral("a100-box")}};
    return n;
}

QJsonObject json(const QByteArray& body)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError) << body.toStdString();
    return doc.object();
}

QByteArray header(const WebhookRequest& r, const QByteArray& name)
{
    for (const auto& [n, v] : r.headers)
        if (n.compare(name, Qt::CaseInsensitive) == 0)
            return v;
    return {};
}

} // namespace

TEST(WebhookMessage, EachPlatformSignsAsItsDocumentationSays)
{
    EXPECT_EQ(WebhookMessage::dingTalkSignature("1764547200000", kSecret), QByteArray(kDingTalkSign));
    EXPECT_EQ(WebhookMessage::feishuSignature("1764547200", kSecret), QByteArray(kFeishuSign));
    EXPECT_EQ(WebhookMessage::genericSignature("1764547200", R"({"a":1})", kSecret), QByteArray(kGenericSignOfBody));
    // Another secret or time, another signature.
    EXPECT_NE(WebhookMessage::feishuSignature("1764547201", kSecret), QByteArray(kFeishuSign));
    EXPECT_NE(WebhookMessage::dingTalkSignature("1764547200000", "other"), QByteArray(kDingTalkSign));
}

TEST(WebhookMessage, RequestsCarryTheTextAndTheSignatureWhereEachPlatformReadsThem)
{
    const Notification n = guardFired();
    const QString text = n.title + QLatin1Char('\n') + n.text;

    const WebhookRequest feishu = WebhookMessage::build(
        {WebhookPlatform::Feishu, QUrl(QStringLiteral("https://open.feishu.cn/open-apis/bot/v2/hook/abc")), kSecret}, n,
        kNowMs);
    const QJsonObject f = json(feishu.body);
    EXPECT_EQ(f.value(QStringLiteral("msg_type")).toString(), QStringLiteral("text"));
    EXPECT_EQ(f.value(QStringLiteral("content")).toObject().value(QStringLiteral("text")).toString(), text);
    EXPECT_EQ(f.value(QStringLiteral("timestamp")).toString(), QStringLiteral("1764547200"));
    EXPECT_EQ(f.value(QStringLiteral("sign")).toString(), QString::fromLatin1(kFeishuSign));

    const WebhookRequest ding =
        WebhookMessage::build({WebhookPlatform::DingTalk,
                               QUrl(QStringLiteral("https://oapi.dingtalk.com/robot/send?access_token=t0k")), kSecret},
                              n, kNowMs);
    const QUrlQuery query(ding.url);
    EXPECT_EQ(query.queryItemValue(QStringLiteral("access_token")), QStringLiteral("t0k"));
    EXPECT_EQ(query.queryItemValue(QStringLiteral("timestamp")), QStringLiteral("1764547200000"));
    EXPECT_EQ(query.queryItemValue(QStringLiteral("sign"), QUrl::FullyDecoded),
              QUrl::fromPercentEncoding(kDingTalkSign)); // what DingTalk reads after decoding the query
    const QJsonObject d = json(ding.body);
    EXPECT_EQ(d.value(QStringLiteral("msgtype")).toString(), QStringLiteral("text"));
    EXPECT_EQ(d.value(QStringLiteral("text")).toObject().value(QStringLiteral("content")).toString(), text);

    const WebhookRequest wecom = WebhookMessage::build(
        {WebhookPlatform::WeCom, QUrl(QStringLiteral("https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k")), {}}, n,
        kNowMs);
    EXPECT_EQ(json(wecom.body).value(QStringLiteral("text")).toObject().value(QStringLiteral("content")).toString(),
              text);
    EXPECT_EQ(wecom.url, QUrl(QStringLiteral("https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k")));

    const WebhookRequest slack = WebhookMessage::build(
        {WebhookPlatform::Slack, QUrl(QStringLiteral("https://hooks.slack.com/services/T/B/X")), {}}, n, kNowMs);
    EXPECT_EQ(json(slack.body), (QJsonObject{{QStringLiteral("text"), text}}));

    const WebhookRequest generic = WebhookMessage::build(
        {WebhookPlatform::Generic, QUrl(QStringLiteral("https://hooks.example.com/gpu")), kSecret}, n, kNowMs);
    const QJsonObject g = json(generic.body);
    EXPECT_EQ(g.value(QStringLiteral("event")).toString(), QStringLiteral("guard.fired"));
    EXPECT_EQ(g.value(QStringLiteral("at")).toString(), QStringLiteral("2025-12-01T00:00:00Z"));
    EXPECT_EQ(g.value(QStringLiteral("details")).toObject().value(QStringLiteral("profile")).toString(),
              QStringLiteral("a100-box"));
    EXPECT_EQ(header(generic, "X-GPUPlanner-Timestamp"), QByteArray("1764547200"));
    EXPECT_EQ(header(generic, "X-GPUPlanner-Signature"),
              "sha256=" + WebhookMessage::genericSignature("1764547200", generic.body, kSecret));

    // Without a secret nothing is signed (a platform set to keywords or an IP list instead).
    const WebhookRequest unsigned_ = WebhookMessage::build(
        {WebhookPlatform::Feishu, QUrl(QStringLiteral("https://open.feishu.cn/open-apis/bot/v2/hook/abc")), {}}, n,
        kNowMs);
    EXPECT_FALSE(json(unsigned_.body).contains(QStringLiteral("sign")));
}

TEST(WebhookMessage, RepliesAreJudgedTheWayEachPlatformAnswers)
{
    // Success.
    EXPECT_TRUE(
        WebhookMessage::judgeReply(WebhookPlatform::Feishu, 200, R"({"code":0,"msg":"success","data":{}})").ok());
    EXPECT_TRUE(
        WebhookMessage::judgeReply(WebhookPlatform::Feishu, 200, R"({"StatusCode":0,"StatusMessage":"success"})").ok());
    EXPECT_TRUE(WebhookMessage::judgeReply(WebhookPlatform::DingTalk, 200, R"({"errcode":0,"errmsg":"ok"})").ok());
    EXPECT_TRUE(WebhookMessage::judgeReply(WebhookPlatform::WeCom, 200, R"({"errcode":0,"errmsg":"ok"})").ok());
    EXPECT_TRUE(WebhookMessage::judgeReply(WebhookPlatform::Slack, 200, "ok").ok());
    EXPECT_TRUE(WebhookMessage::judgeReply(WebhookPlatform::Generic, 204, {}).ok());
    // A refusal inside an HTTP 200.
    const Status sign = WebhookMessage::judgeReply(
        WebhookPlatform::Feishu, 200,
        R"({"code":19021,"msg":"sign match fail or timestamp is not within one hour from current time"})");
    ASSERT_FALSE(sign.ok());
    EXPECT_EQ(sign.error().code, QStringLiteral("webhook.signature"));
    EXPECT_TRUE(sign.error().message.contains(QStringLiteral("19021")));
    const Status token = WebhookMessage::judgeReply(WebhookPlatform::DingTalk, 200,
                                                    R"({"errcode":300001,"errmsg":"token is not exist"})");
    ASSERT_FALSE(token.ok());
    EXPECT_EQ(token.error().code, QStringLiteral("webhook.refused"));
    EXPECT_TRUE(token.error().message.contains(QStringLiteral("token is not exist")));
    // Not a platform's answer at all (a captive portal, a proxy's page).
    const Status html = WebhookMessage::judgeReply(WebhookPlatform::WeCom, 200, "<html>login</html>");
    ASSERT_FALSE(html.ok());
    EXPECT_EQ(html.error().code, QStringLiteral("webhook.reply"));
    // HTTP errors.
    EXPECT_EQ(WebhookMessage::judgeReply(WebhookPlatform::Slack, 404, "no_service").error().code,
              QStringLiteral("webhook.http"));
    EXPECT_EQ(WebhookMessage::judgeReply(WebhookPlatform::Slack, 429, {}).error().code, QStringLiteral("webhook.rate"));
}

TEST(WebhookMessage, TokensTravelOnlyOverHttpsExceptToThisMachine)
{
    EXPECT_TRUE(WebhookMessage::checkUrl(QUrl(QStringLiteral("https://oapi.dingtalk.com/robot/send"))).ok());
    EXPECT_TRUE(WebhookMessage::checkUrl(QUrl(QStringLiteral("http://127.0.0.1:8080/hook"))).ok());
    EXPECT_FALSE(WebhookMessage::checkUrl(QUrl(QStringLiteral("http://hooks.example.com/x"))).ok());
    EXPECT_FALSE(WebhookMessage::checkUrl(QUrl(QStringLiteral("not a url"))).ok());
    EXPECT_EQ(WebhookMessage::platformFromId(QStringLiteral("DingTalk")), WebhookPlatform::DingTalk);
    EXPECT_FALSE(WebhookMessage::platformFromId(QStringLiteral("telegram")).has_value());
}

namespace {

// Sends and waits for the one finished() (or gives up after 20 s, a failure).
Status sendTo(WebhookSender& sender, const WebhookTarget& target)
{
    std::optional<Status> outcome;
    QEventLoop loop;
    const QMetaObject::Connection c = QObject::connect(&sender, &WebhookSender::finished, &loop, [&](const Status& s) {
        outcome = s;
        loop.quit();
    });
    QTimer::singleShot(20000, &loop, &QEventLoop::quit);
    sender.send(target, guardFired());
    if (!outcome)
        loop.exec();
    QObject::disconnect(c);
    EXPECT_TRUE(outcome.has_value()) << "no answer within 20 s";
    return outcome.value_or(Status(Error{QStringLiteral("test.none"), QStringLiteral("no answer")}));
}

} // namespace

TEST(WebhookSender, PostsTheSignedMessageAndReadsTheVerdict)
{
    // The test double answers as DingTalk does; the request it received is checked against the signature scheme.
    LocalHttpServer server;
    server.route(QStringLiteral("/robot/send"), {200, R"({"errcode":0,"errmsg":"ok"})", {}, 0});
    WebhookSender sender;
    QUrl url = server.url(QStringLiteral("/robot/send"));
    url.setQuery(QStringLiteral("access_token=t0k"));
    const Status sent = sendTo(sender, {WebhookPlatform::DingTalk, url, kSecret});
    ASSERT_TRUE(sent.ok()) << sent.error().message.toStdString();
    ASSERT_EQ(server.received().size(), 1);
    const LocalHttpServer::Request r = server.received().first();
    EXPECT_EQ(r.method, QByteArray("POST"));
    EXPECT_EQ(r.headers.value("content-type"), QByteArray("application/json; charset=utf-8"));
    const QUrlQuery query(QUrl(QString::fromUtf8(r.target)));
    const QByteArray ms = query.queryItemValue(QStringLiteral("timestamp")).toLatin1();
    EXPECT_EQ(query.queryItemValue(QStringLiteral("sign"), QUrl::FullyDecoded),
              QUrl::fromPercentEncoding(WebhookMessage::dingTalkSignature(ms, kSecret)));
    EXPECT_LT(std::abs(ms.toLongLong() - QDateTime::currentMSecsSinceEpoch()), 60000) << "signed now";
    EXPECT_EQ(json(r.body).value(QStringLiteral("msgtype")).toString(), QStringLiteral("text"));
}

TEST(WebhookSender, ABusyPlatformIsAskedAgainAndARefusalIsNot)
{
    LocalHttpServer server;
    server.routeInTurn(QStringLiteral("/busy"), {{503, "try later", {}, 0}, {429, {}, {}, 0}, {200, "ok", {}, 0}});
    server.route(QStringLiteral("/gone"), {404, "no_service", {}, 0});
    server.route(QStringLiteral("/refused"), {200, R"({"errcode":93000,"errmsg":"invalid webhook url"})", {}, 0});
    WebhookSender sender;
    sender.setFirstPauseMs(10);
    sender.setAttempts(3);
    EXPECT_TRUE(sendTo(sender, {WebhookPlatform::Slack, server.url(QStringLiteral("/busy")), {}}).ok());
    EXPECT_EQ(sender.attemptsMade(), 3);
    const Status gone = sendTo(sender, {WebhookPlatform::Slack, server.url(QStringLiteral("/gone")), {}});
    ASSERT_FALSE(gone.ok());
    EXPECT_TRUE(gone.error().message.contains(QStringLiteral("no_service"))) << gone.error().message.toStdString();
    EXPECT_EQ(sender.attemptsMade(), 1);
    const Status refused = sendTo(sender, {WebhookPlatform::WeCom, server.url(QStringLiteral("/refused")), {}});
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().message.contains(QStringLiteral("93000")));
    EXPECT_EQ(sender.attemptsMade(), 1);
    // Busy every time: the last answer, after the allowed attempts.
    server.route(QStringLiteral("/busy"), {503, "overloaded", {}, 0});
    const Status busy = sendTo(sender, {WebhookPlatform::Slack, server.url(QStringLiteral("/busy")), {}});
    ASSERT_FALSE(busy.ok());
    EXPECT_EQ(sender.attemptsMade(), 3);
    EXPECT_TRUE(busy.error().message.contains(QStringLiteral("503")));
}

TEST(WebhookSender, AnEndlessAnswerIsReadNoFurtherThanItsLimit)
{
    // 64 GiB announced and sent as fast as they are taken: read whole, it would fill memory (or time out first).
    // The sender reads kMaxReplyBytes, stops the transfer and judges what it read.
    LocalHttpServer server;
    LocalHttpServer::Response endless{200, {}, {}, 0};
    endless.streamedBytes = qint64(64) * 1024 * 1024 * 1024;
    server.route(QStringLiteral("/endless"), endless);
    WebhookSender sender;
    sender.setAttempts(1);
    sender.setTimeoutMs(3000);
    const Status sent = sendTo(sender, {WebhookPlatform::Generic, server.url(QStringLiteral("/endless")), {}});
    EXPECT_TRUE(sent.ok()) << sent.error().message.toStdString();
}

TEST(WebhookSender, ASlowOrAbsentPlatformEndsWithAClearError)
{
    LocalHttpServer server;
    server.route(QStringLiteral("/slow"), {200, QByteArray(4096, 'x'), {}, 200});
    WebhookSender sender;
    sender.setAttempts(2);
    sender.setFirstPauseMs(10);
    sender.setTimeoutMs(300);
    const Status slow = sendTo(sender, {WebhookPlatform::Generic, server.url(QStringLiteral("/slow")), {}});
    ASSERT_FALSE(slow.ok());
    EXPECT_EQ(slow.error().code, QStringLiteral("webhook.timeout"));
    EXPECT_EQ(sender.attemptsMade(), 2);
    // Nothing listens on this port once the server is gone.
    QUrl closed;
    {
        LocalHttpServer gone;
        closed = gone.url(QStringLiteral("/x"));
    }
    const Status absent = sendTo(sender, {WebhookPlatform::Generic, closed, {}});
    ASSERT_FALSE(absent.ok());
    EXPECT_EQ(absent.error().code, QStringLiteral("webhook.network"));
    // A plain-http URL elsewhere is refused before anything is sent.
    const Status plain =
        sendTo(sender, {WebhookPlatform::Slack, QUrl(QStringLiteral("http://hooks.example.com/x")), {}});
    EXPECT_EQ(plain.error().code, QStringLiteral("webhook.url"));
}
