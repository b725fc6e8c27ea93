#include "core/notify/Notifications.h"
#include "core/catalog/PriceCatalog.h"
#include "core/network/Notifier.h"
#include "core/notify/WebhookBook.h"
#include "core/plan/PlanBudget.h"
#include "core/records/InstanceRecords.h"
#include "support/LocalHttpServer.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QEventLoop>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>

using namespace gp;

namespace {

// A keychain test double: secrets by key in memory (the real keychain is tested in tests/secrets).
struct MemoryKeychain
{
    QHash<QString, QByteArray> secrets;
    SecretReader reader() const
    {
        return [secrets = secrets](const QString& key) -> Result<std::optional<QByteArray>> {
            if (!secrets.contains(key))
                return std::optional<QByteArray>{};
            return std::optional<QByteArray>{secrets.value(key)};
        };
    }
};

const Money kPlanned{1000, Currency::CNY};

// The lines passed, highest first, as their event ids joined: "budget.100 budget.80".
QString passed(double before, double after, const Money& planned = kPlanned)
{
    QStringList events;
    for (const Notification& n : Notifications::budgetPassed(QStringLiteral("llama-ft"), before, after, planned,
                                                             QDateTime::currentDateTimeUtc()))
        events << n.event;
    return events.join(QLatin1Char(' '));
}

bool writeText(const QString& path, const QByteArray& text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

} // namespace

TEST(Notifications, ABudgetLineIsPassedOnceAndAJumpListsEveryLineHighestFirst)
{
    EXPECT_EQ(passed(400, 600), QStringLiteral("budget.50"));
    EXPECT_EQ(passed(600, 850), QStringLiteral("budget.80"));
    EXPECT_EQ(passed(850, 1200), QStringLiteral("budget.100"));
    EXPECT_EQ(passed(400, 1200), QStringLiteral("budget.100 budget.80 budget.50")); // alternatives, highest first
    EXPECT_EQ(passed(499.99, 500), QStringLiteral("budget.50"));                    // reaching the line passes it
    EXPECT_EQ(passed(500, 700), QString());                                         // already past 50 %, not yet 80 %
    EXPECT_EQ(passed(1200, 1500), QString());                                       // over budget already: said once
    EXPECT_EQ(passed(0, 100), QString());
    EXPECT_EQ(passed(0, 5000, Money{0, Currency::CNY}), QString()); // no budget, nothing to pass

    const QList<Notification> passedOver =
        Notifications::budgetPassed(QStringLiteral("llama-ft"), 900, 1100, kPlanned, QDateTime::currentDateTimeUtc());
    ASSERT_EQ(passedOver.size(), 1);
    const Notification* over = &passedOver.first();
    EXPECT_TRUE(over->title.contains(QStringLiteral("llama-ft")));
    EXPECT_TRUE(over->text.contains(QStringLiteral("110"))) << over->text.toStdString();
    EXPECT_EQ(over->details.value(QStringLiteral("currency")).toString(), QStringLiteral("CNY"));
    EXPECT_EQ(over->details.value(QStringLiteral("spent")).toDouble(), 1100);
}

TEST(Notifications, AJobThatDidNotExitZeroIsAFailure)
{
    JobRecord run;
    run.name = QStringLiteral("train-lora");
    run.state = QStringLiteral("done");
    run.exitCode = 0;
    run.gpuHours = 12.5;
    run.cost = Money{30, Currency::CNY};
    Notification n = Notifications::jobFinished(QStringLiteral("a100-box"), run);
    EXPECT_EQ(n.event, QStringLiteral("job.ended"));
    EXPECT_TRUE(n.title.contains(QStringLiteral("train-lora")));
    EXPECT_TRUE(n.text.contains(QStringLiteral("12.50"))) << n.text.toStdString();
    EXPECT_EQ(n.details.value(QStringLiteral("cost")).toDouble(), 30);

    run.exitCode = 137;
    n = Notifications::jobFinished(QStringLiteral("a100-box"), run);
    EXPECT_EQ(n.event, QStringLiteral("job.failed"));
    EXPECT_TRUE(n.title.contains(QStringLiteral("137")));
    run.state = QStringLiteral("stopped");
    run.exitCode.reset();
    n = Notifications::jobFinished(QStringLiteral("a100-box"), run);
    EXPECT_EQ(n.event, QStringLiteral("job.failed"));
    EXPECT_TRUE(n.title.contains(QStringLiteral("stopped")));
    EXPECT_FALSE(n.details.contains(QStringLiteral("exit_code")));
}

TEST(Notifications, OnlyAFailedCheckMakesASmokeTestNotice)
{
    SmokeRecord record;
    record.target = QStringLiteral("root@10.0.0.2:22");
    record.checks = {{QStringLiteral("gpu.present"), SmokeCheck::Status::Pass, {}, {}, {}},
                     {QStringLiteral("disk.free"), SmokeCheck::Status::Warn, {}, {}, QStringLiteral("low")}};
    EXPECT_FALSE(Notifications::smokeFailed(QStringLiteral("box"), record));
    record.checks << SmokeCheck{QStringLiteral("gpu.memory"), SmokeCheck::Status::Fail, QStringLiteral("40 GB"),
                                QStringLiteral("80 GB"), QStringLiteral("half the promised memory")};
    const auto n = Notifications::smokeFailed(QStringLiteral("box"), record);
    ASSERT_TRUE(n);
    EXPECT_EQ(n->event, QStringLiteral("smoke.failed"));
    EXPECT_TRUE(n->text.contains(QStringLiteral("gpu.memory: half the promised memory")));
    EXPECT_FALSE(n->text.contains(QStringLiteral("disk.free")));
    EXPECT_EQ(n->details.value(QStringLiteral("failed")).toArray(), QJsonArray{QStringLiteral("gpu.memory")});
}

TEST(Notifications, EveryEventHasOneIdAndItsOwnName)
{
    QStringList names;
    for (NotifyEvent e : Notifications::events()) {
        EXPECT_EQ(Notifications::eventFromId(Notifications::eventId(e)), e);
        names << Notifications::eventName(e);
    }
    names.removeDuplicates();
    EXPECT_EQ(names.size(), Notifications::events().size());
    EXPECT_FALSE(Notifications::eventFromId(QStringLiteral("budget.90")));
    const Notification low =
        Notifications::utilizationLow(QStringLiteral("box"), 10, 1800, QDateTime::currentDateTimeUtc());
    EXPECT_EQ(low.event, QStringLiteral("utilization.low"));
    EXPECT_TRUE(low.text.contains(QStringLiteral("30 minutes"))) << low.text.toStdString();
}

TEST(WebhookBook, KeepsNamesPlatformsAndEventsAndRefusesADamagedFile)
{
    test::TempDir dir;
    const WebhookBook book(dir.filePath(QStringLiteral("webhooks.json")));
    ASSERT_TRUE(book.load().ok());
    EXPECT_TRUE(book.load()->isEmpty());
    const Result<QList<NotifyEvent>> jobAndBudget = WebhookBook::parseEvents(QStringLiteral("job, budget"));
    ASSERT_TRUE(jobAndBudget.ok());
    EXPECT_EQ(jobAndBudget->size(), 5);
    EXPECT_EQ(WebhookBook::parseEvents(QStringLiteral("all"))->size(), Notifications::events().size() - 1);
    EXPECT_FALSE(WebhookBook::parseEvents(QStringLiteral("guard.fired,lunch")).ok());
    EXPECT_FALSE(WebhookBook::parseEvents(QStringLiteral(",")).ok());
    for (const char* bad : {"", " lead", "a/b", "two\nlines"})
        EXPECT_FALSE(WebhookBook::checkName(QString::fromUtf8(bad)).ok()) << bad;

    ASSERT_TRUE(book.save({QStringLiteral("告警群"), WebhookPlatform::DingTalk, *jobAndBudget}).ok());
    ASSERT_TRUE(book.save({QStringLiteral("ops"), WebhookPlatform::Slack, {NotifyEvent::GuardFired}}).ok());
    ASSERT_TRUE(book.save({QStringLiteral("ops"), WebhookPlatform::Slack, {NotifyEvent::SmokeFailed}}).ok());
    Result<QList<WebhookEntry>> all = book.load();
    ASSERT_TRUE(all.ok()) << all.error().message.toStdString();
    ASSERT_EQ(all->size(), 2); // saving a name again replaces it
    EXPECT_EQ(all->at(0).platform, WebhookPlatform::DingTalk);
    EXPECT_EQ(all->at(1).events, QList<NotifyEvent>{NotifyEvent::SmokeFailed});
    EXPECT_EQ(book.wanting(NotifyEvent::Budget80)->size(), 1);
    EXPECT_EQ(book.wanting(NotifyEvent::GuardFired)->size(), 0);
    EXPECT_EQ(book.wanting(NotifyEvent::Test)->size(), 2); // a test message goes wherever it is sent
    ASSERT_TRUE(book.remove(QStringLiteral("ops")).ok());
    EXPECT_FALSE(book.remove(QStringLiteral("ops")).ok());
    EXPECT_FALSE(book.find(QStringLiteral("nope")).ok());

    for (const char* damaged :
         {"{not json", "[1, 2]", R"({"version": 1, "webhooks": {}})", R"({"version": 9, "webhooks": []})",
          R"({"version": 1, "webhooks": [{"name": "x", "platform": "telegram", "events": []}]})",
          R"({"version": 1, "webhooks": [{"name": "x", "platform": "slack", "events": ["lunch"]}]})"}) {
        ASSERT_TRUE(writeText(book.fileName(), damaged));
        const Result<QList<WebhookEntry>> r = book.load();
        ASSERT_FALSE(r.ok()) << damaged;
        EXPECT_TRUE(r.error().message.contains(book.fileName())) << r.error().message.toStdString();
        // Never overwritten: it may hold the user's only copy.
        EXPECT_FALSE(book.save({QStringLiteral("y"), WebhookPlatform::Slack, {NotifyEvent::JobEnded}}).ok());
        QFile f(book.fileName());
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        EXPECT_EQ(f.readAll(), QByteArray(damaged));
    }
}

TEST(WebhookBook, ATargetComesFromTheKeychainOrSaysWhatIsMissing)
{
    MemoryKeychain keychain;
    const WebhookEntry entry{QStringLiteral("ops"), WebhookPlatform::Feishu, {NotifyEvent::GuardFired}};
    Result<WebhookTarget> t = WebhookBook::targetOf(entry, keychain.reader());
    ASSERT_FALSE(t.ok());
    EXPECT_TRUE(t.error().message.contains(QStringLiteral("not in the keychain"))) << t.error().message.toStdString();
    keychain.secrets.insert(WebhookBook::urlKey(QStringLiteral("ops")), "http://open.feishu.cn/hook/x");
    EXPECT_FALSE(WebhookBook::targetOf(entry, keychain.reader()).ok()); // a token in the clear
    // An error never repeats the URL: it carries the token, and errors reach logs.
    keychain.secrets.insert(WebhookBook::urlKey(QStringLiteral("ops")), "https:///tok-in-path-5521");
    t = WebhookBook::targetOf(entry, keychain.reader());
    ASSERT_FALSE(t.ok());
    EXPECT_FALSE(t.error().message.contains(QStringLiteral("tok-in-path"))) << t.error().message.toStdString();
    keychain.secrets.insert(WebhookBook::urlKey(QStringLiteral("ops")), "https://open.feishu.cn/hook/x");
    keychain.secrets.insert(WebhookBook::secretKey(QStringLiteral("ops")), "s3");
    t = WebhookBook::targetOf(entry, keychain.reader());
    ASSERT_TRUE(t.ok());
    EXPECT_EQ(t->url.host(), QStringLiteral("open.feishu.cn"));
    EXPECT_EQ(t->secret, "s3");
    const SecretReader locked = [](const QString&) -> Result<std::optional<QByteArray>> {
        return Error{QStringLiteral("secret.none"), QStringLiteral("no keychain here")};
    };
    t = WebhookBook::targetOf(entry, locked);
    ASSERT_FALSE(t.ok());
    EXPECT_EQ(t.error().message, QStringLiteral("no keychain here"));
}

TEST(WebhookBook, AGuardCarriesEachWantingWebhooksMessageForBothReasonsAndSaysWhoIsLeftOut)
{
    test::TempDir dir;
    const WebhookBook book(dir.filePath(QStringLiteral("webhooks.json")));
    ASSERT_TRUE(book.save({QStringLiteral("ding"), WebhookPlatform::DingTalk, {NotifyEvent::GuardFired}}).ok());
    ASSERT_TRUE(book.save({QStringLiteral("slack"), WebhookPlatform::Slack, {NotifyEvent::JobEnded}}).ok());
    ASSERT_TRUE(book.save({QStringLiteral("lost"), WebhookPlatform::Generic, {NotifyEvent::GuardFired}}).ok());
    MemoryKeychain keychain;
    keychain.secrets.insert(WebhookBook::urlKey(QStringLiteral("ding")),
                            "https://oapi.dingtalk.com/robot/send?access_token=abc");
    keychain.secrets.insert(WebhookBook::secretKey(QStringLiteral("ding")), "SEC1");
    keychain.secrets.insert(WebhookBook::urlKey(QStringLiteral("slack")), "https://hooks.slack.com/services/x");
    const GuardNoticeSet set =
        book.guardNotices(QStringLiteral("a100-box"), QStringLiteral("shutdown -h now"), keychain.reader());
    EXPECT_EQ(set.webhooks, QStringList{QStringLiteral("ding")});
    ASSERT_EQ(set.problems.size(), 1);
    EXPECT_TRUE(set.problems.first().contains(QStringLiteral("lost")));
    EXPECT_FALSE(set.notices.contains('\n')); // one line: guard install reads it with `read`
    const QJsonObject messages =
        QJsonDocument::fromJson(set.notices).object().value(QStringLiteral("messages")).toObject();
    for (const char* reason : {"max_runtime", "idle"}) {
        const QJsonArray list = messages.value(QLatin1String(reason)).toArray();
        ASSERT_EQ(list.size(), 1) << reason;
        const QJsonObject m = list.first().toObject();
        EXPECT_EQ(m.value(QStringLiteral("platform")).toString(), QStringLiteral("dingtalk"));
        EXPECT_EQ(QByteArray::fromBase64(m.value(QStringLiteral("secret")).toString().toLatin1()), "SEC1");
        EXPECT_TRUE(m.value(QStringLiteral("url")).toString().endsWith(QStringLiteral("access_token=abc")));
        const QString text = m.value(QStringLiteral("body"))
                                 .toObject()
                                 .value(QStringLiteral("text"))
                                 .toObject()
                                 .value(QStringLiteral("content"))
                                 .toString();
        EXPECT_TRUE(text.contains(QStringLiteral("a100-box")));
        EXPECT_TRUE(text.contains(QStringLiteral("shutdown -h now")));
    }
    EXPECT_NE(messages.value(QStringLiteral("idle")), messages.value(QStringLiteral("max_runtime")));
}

TEST(Notifier, EachWebhookThatWantsTheEventGetsItAndEachFailureIsNamed)
{
    LocalHttpServer server;
    server.route(QStringLiteral("/ok"), {204, {}, {}, 0});
    server.route(QStringLiteral("/refused"), {403, "invalid_token", {}, 0});
    test::TempDir dir;
    const WebhookBook book(dir.filePath(QStringLiteral("webhooks.json")));
    ASSERT_TRUE(book.save({QStringLiteral("good"), WebhookPlatform::Generic, {NotifyEvent::JobFailed}}).ok());
    ASSERT_TRUE(book.save({QStringLiteral("bad"), WebhookPlatform::Slack, {NotifyEvent::JobFailed}}).ok());
    ASSERT_TRUE(book.save({QStringLiteral("other"), WebhookPlatform::Slack, {NotifyEvent::SmokeFailed}}).ok());
    MemoryKeychain keychain;
    keychain.secrets.insert(WebhookBook::urlKey(QStringLiteral("good")), server.url(QStringLiteral("/ok")).toEncoded());
    keychain.secrets.insert(WebhookBook::secretKey(QStringLiteral("good")), "k");
    keychain.secrets.insert(WebhookBook::urlKey(QStringLiteral("bad")),
                            server.url(QStringLiteral("/refused")).toEncoded());
    keychain.secrets.insert(WebhookBook::urlKey(QStringLiteral("other")),
                            server.url(QStringLiteral("/ok")).toEncoded());

    JobRecord run;
    run.name = QStringLiteral("eval");
    run.state = QStringLiteral("failed");
    run.exitCode = 1;
    NotificationRelay relay(book.fileName(), keychain.reader());
    QSignalSpy delivered(&relay, &NotificationRelay::delivered);
    QEventLoop loop;
    QObject::connect(&relay, &NotificationRelay::idle, &loop, &QEventLoop::quit);
    relay.post(Notifications::jobFinished(QStringLiteral("box"), run));
    relay.post(Notifications::guardFired(QStringLiteral("box"), GuardReason::Idle, {})); // nobody wants it
    loop.exec();
    ASSERT_EQ(delivered.size(), 1);
    const auto deliveries = delivered.first().at(1).value<QList<WebhookDelivery>>();
    ASSERT_EQ(deliveries.size(), 2);
    EXPECT_EQ(deliveries.at(0).webhook, QStringLiteral("good"));
    EXPECT_TRUE(deliveries.at(0).outcome.ok());
    EXPECT_EQ(deliveries.at(1).webhook, QStringLiteral("bad"));
    ASSERT_FALSE(deliveries.at(1).outcome.ok());
    EXPECT_TRUE(deliveries.at(1).outcome.error().message.contains(QStringLiteral("403")));
    const QString said = Notifier::describe(deliveries);
    EXPECT_TRUE(said.contains(QStringLiteral("Sent to good."))) << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("bad failed"))) << said.toStdString();
    ASSERT_EQ(server.received().size(), 2); // "other" wants smoke tests only
    EXPECT_EQ(server.received().first().headers.value("x-gpuplanner-event"), "job.failed");
}

TEST(PlanBudget, ActualSpendIsHeldAgainstTheFirstScenariosTotal)
{
    Plan plan;
    plan.name = QStringLiteral("llama-ft");
    Budget budget;
    budget.settings.months = 1;
    budget.settings.start = QDate(2027, 1, 1);
    budget.settings.buffer = 0;
    budget.settings.riskFactor = 1;
    BudgetItem item;
    item.name = QStringLiteral("ft");
    item.gpuId = QStringLiteral("rtx-4090");
    item.hoursPerRun = 10;
    budget.scenarios = {{QStringLiteral("Base"), {item}}, {QStringLiteral("Big"), {item, item}}};
    plan.budget = budget;
    const PriceCatalog& catalog = PriceCatalog::builtIn();
    const QDate today(2026, 12, 1);
    const std::optional<Money> limit = PlanBudget::spendLimit(plan, catalog, today);
    ASSERT_TRUE(limit);
    EXPECT_EQ(limit->currency, Currency::CNY);
    const Result<BudgetResult> computed = BudgetPlanner::compute(budget, catalog, today);
    ASSERT_TRUE(computed.ok());
    EXPECT_DOUBLE_EQ(limit->amount, computed->scenarios.first().total);

    SpendRecord record;
    record.hours = 5;
    record.cost = Money{limit->amount * 0.6, Currency::CNY};
    QList<Notification> notice = PlanBudget::spendNotices(plan, record, catalog, today);
    ASSERT_EQ(notice.size(), 1);
    EXPECT_EQ(notice.first().event, QStringLiteral("budget.50"));
    plan.spend << record;
    record.cost = Money{limit->amount * 0.1, Currency::CNY};
    EXPECT_TRUE(PlanBudget::spendNotices(plan, record, catalog, today).isEmpty()); // 70 %: no line passed
    record.cost = Money{limit->amount * 0.5, Currency::CNY};
    notice = PlanBudget::spendNotices(plan, record, catalog, today);
    ASSERT_EQ(notice.size(), 2); // 60 % → 110 %: the 100 and 80 % lines
    EXPECT_EQ(notice.first().event, QStringLiteral("budget.100"));
    plan.budget.reset();
    EXPECT_TRUE(PlanBudget::spendNotices(plan, record, catalog, today).isEmpty());
}

TEST(Notifier, AJumpPastSeveralBudgetLinesTellsEachWebhookOnceTheHighestLineItWants)
{
    LocalHttpServer server;
    test::TempDir dir;
    const WebhookBook book(dir.filePath(QStringLiteral("webhooks.json")));
    MemoryKeychain keychain;
    const QList<std::pair<QString, QList<NotifyEvent>>> hooks{
        {QStringLiteral("w100"), {NotifyEvent::Budget100}},
        {QStringLiteral("w80"), {NotifyEvent::Budget80}},
        {QStringLiteral("w50"), {NotifyEvent::Budget50}},
        {QStringLiteral("all"), {NotifyEvent::Budget50, NotifyEvent::Budget80, NotifyEvent::Budget100}},
        {QStringLiteral("jobs"), {NotifyEvent::JobEnded}}};
    for (const auto& [name, events] : hooks) {
        server.route(QLatin1Char('/') + name, {204, {}, {}, 0});
        ASSERT_TRUE(book.save({name, WebhookPlatform::Generic, events}).ok());
        keychain.secrets.insert(WebhookBook::urlKey(name), server.url(QLatin1Char('/') + name).toEncoded());
    }
    const QList<Notification> lines =
        Notifications::budgetPassed(QStringLiteral("p"), 400, 1200, kPlanned, QDateTime::currentDateTimeUtc());
    const QList<WebhookDelivery> deliveries = Notifier::deliverAndWait(lines, book, keychain.reader(), 10);
    ASSERT_EQ(deliveries.size(), 4); // "jobs" wants none of them
    QHash<QByteArray, QByteArray> heard;
    for (const LocalHttpServer::Request& r : server.received())
        heard.insert(r.target, r.headers.value("x-gpuplanner-event"));
    EXPECT_EQ(heard.value("/w100"), "budget.100");
    EXPECT_EQ(heard.value("/w80"), "budget.80");
    EXPECT_EQ(heard.value("/w50"), "budget.50");
    EXPECT_EQ(heard.value("/all"), "budget.100");
    EXPECT_FALSE(heard.contains("/jobs"));
}
