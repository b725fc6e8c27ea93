#include "ui/notify/WebhooksDialog.h"
#include "core/notify/WebhookBook.h"
#include "support/LocalHttpServer.h"
#include "support/UiTestFixture.h"
#include "ui/notify/WebhookTableModel.h"

#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMutex>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>

using namespace gp;

namespace {

// The keychain's test double: secrets in memory, shared with the dialog's worker thread (the real keychain is tested
// in tests/secrets).
struct MemoryKeychain
{
    QMutex mutex;
    QHash<QString, QByteArray> secrets;

    WebhookKeychain faces()
    {
        return {[this](const QString& key) -> Result<std::optional<QByteArray>> {
                    QMutexLocker lock(&mutex);
                    return secrets.contains(key) ? std::optional<QByteArray>(secrets.value(key)) : std::nullopt;
                },
                [this](const QString& key, const QByteArray& secret) -> Status {
                    QMutexLocker lock(&mutex);
                    secrets.insert(key, secret);
                    return Ok{};
                },
                [this](const QString& key) -> Status {
                    QMutexLocker lock(&mutex);
                    secrets.remove(key);
                    return Ok{};
                }};
    }
    bool has(const QString& key)
    {
        QMutexLocker lock(&mutex);
        return secrets.contains(key);
    }
};

class WebhooksDialogTest : public test::UiTestFixture
{};

} // namespace

TEST_F(WebhooksDialogTest, AddsTestsAndRemovesAWebhookWithItsSecretsOnlyInTheKeychain)
{
    LocalHttpServer server;
    server.route(QStringLiteral("/hook"), {204, {}, {}, 0});
    MemoryKeychain keychain;
    const QString bookFile = dir.filePath(QStringLiteral("webhooks.json"));
    WebhooksDialog dialog(bookFile, keychain.faces());
    QAbstractItemModelTester tester(dialog.model());
    dialog.setConfirm([](const QString&) { return true; });
    QSignalSpy done(&dialog, &WebhooksDialog::workFinished);
    auto* name = dialog.findChild<QLineEdit*>(QStringLiteral("webhookName"));
    auto* platform = dialog.findChild<QComboBox*>(QStringLiteral("webhookPlatform"));
    auto* url = dialog.findChild<QLineEdit*>(QStringLiteral("webhookUrl"));
    auto* secret = dialog.findChild<QLineEdit*>(QStringLiteral("webhookSecret"));
    auto* events = dialog.findChild<QListWidget*>(QStringLiteral("webhookEvents"));
    ASSERT_TRUE(name && platform && url && secret && events);

    // A token in the clear is refused before anything is stored.
    name->setText(QStringLiteral("team"));
    platform->setCurrentIndex(platform->findData(QStringLiteral("slack")));
    EXPECT_FALSE(secret->isEnabled()); // Slack does not sign
    platform->setCurrentIndex(platform->findData(QStringLiteral("generic")));
    EXPECT_TRUE(secret->isEnabled());
    url->setText(QStringLiteral("http://hooks.example.com/x"));
    dialog.addWebhook();
    EXPECT_FALSE(dialog.isBusy());
    EXPECT_TRUE(dialog.statusLabel()->text().contains(QStringLiteral("https://")))
        << dialog.statusLabel()->text().toStdString();
    EXPECT_EQ(dialog.model()->rowCount(), 0);

    url->setText(server.url(QStringLiteral("/hook")).toString());
    secret->setText(QStringLiteral("sign-key-4471"));
    dialog.addWebhook();
    EXPECT_TRUE(dialog.isBusy());
    ASSERT_TRUE(done.wait(10000));
    EXPECT_TRUE(done.last().at(0).toBool()) << dialog.statusLabel()->text().toStdString();
    ASSERT_EQ(dialog.model()->rowCount(), 1);
    EXPECT_TRUE(url->text().isEmpty() && secret->text().isEmpty()); // nothing left in the form
    EXPECT_TRUE(keychain.has(WebhookBook::urlKey(QStringLiteral("team"))));
    EXPECT_TRUE(keychain.has(WebhookBook::secretKey(QStringLiteral("team"))));
    QFile file(bookFile);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray saved = file.readAll();
    EXPECT_FALSE(saved.contains("/hook"));
    EXPECT_FALSE(saved.contains("sign-key-4471"));
    // The defaults: what costs money or needs a person, not every finished job.
    const Result<WebhookEntry> entry = WebhookBook(bookFile).find(QStringLiteral("team"));
    ASSERT_TRUE(entry.ok());
    EXPECT_TRUE(entry->events.contains(NotifyEvent::GuardFired));
    EXPECT_FALSE(entry->events.contains(NotifyEvent::JobEnded));

    // A test message, signed with the secret from the keychain.
    auto* table = dialog.findChild<QTableView*>(QStringLiteral("webhookTable"));
    table->selectRow(0);
    ASSERT_TRUE(dialog.findChild<QPushButton*>(QStringLiteral("webhookTest"))->isEnabled());
    dialog.testSelected();
    ASSERT_TRUE(done.wait(20000));
    EXPECT_TRUE(done.last().at(0).toBool()) << dialog.statusLabel()->text().toStdString();
    ASSERT_EQ(server.received().size(), 1);
    const LocalHttpServer::Request r = server.received().first(); // received() returns a copy: keep one
    EXPECT_EQ(r.headers.value("x-gpuplanner-event"), "test");
    EXPECT_EQ(r.headers.value("x-gpuplanner-signature"),
              "sha256=" +
                  WebhookMessage::genericSignature(r.headers.value("x-gpuplanner-timestamp"), r.body, "sign-key-4471"));

    // A webhook whose server refuses says so in the dialog.
    server.route(QStringLiteral("/hook"), {403, "forbidden", {}, 0});
    dialog.testSelected(); // the webhook tested stays chosen
    ASSERT_TRUE(dialog.isBusy());
    ASSERT_TRUE(done.wait(20000));
    EXPECT_FALSE(done.last().at(0).toBool());
    EXPECT_TRUE(dialog.statusLabel()->text().contains(QStringLiteral("403")))
        << dialog.statusLabel()->text().toStdString();

    dialog.removeSelected();
    ASSERT_TRUE(done.wait(10000));
    EXPECT_EQ(dialog.model()->rowCount(), 0);
    EXPECT_FALSE(keychain.has(WebhookBook::urlKey(QStringLiteral("team"))));
    EXPECT_FALSE(keychain.has(WebhookBook::secretKey(QStringLiteral("team"))));
}

TEST_F(WebhooksDialogTest, ADamagedBookIsShownAsAnErrorAndKept)
{
    const QString bookFile = dir.filePath(QStringLiteral("webhooks.json"));
    {
        QFile f(bookFile);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("{ damaged");
    }
    MemoryKeychain keychain;
    WebhooksDialog dialog(bookFile, keychain.faces());
    EXPECT_TRUE(dialog.statusLabel()->text().contains(QStringLiteral("damaged")))
        << dialog.statusLabel()->text().toStdString();
    QSignalSpy done(&dialog, &WebhooksDialog::workFinished);
    dialog.findChild<QLineEdit*>(QStringLiteral("webhookName"))->setText(QStringLiteral("x"));
    dialog.findChild<QLineEdit*>(QStringLiteral("webhookUrl"))
        ->setText(QStringLiteral("https://hooks.slack.com/services/x"));
    dialog.addWebhook();
    ASSERT_TRUE(done.wait(10000));
    EXPECT_FALSE(done.last().at(0).toBool());
    QFile f(bookFile);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll(), QByteArray("{ damaged"));
}
