// The guard's webhook sender on the instance (resources/remote/notify.py), run here against a local HTTP server: a
// server that answers slowly enough never holds the release back past the script's deadline.
#include "support/LocalHttpServer.h"
#include "support/TestEnvironment.h"
#include "support/TestPaths.h"

#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

TEST(NotifyScript, ATricklingServerIsGivenUpAtTheDeadlineNotWhenItStopsSending)
{
    // 64 KiB at 16 bytes a tenth of a second: more than six minutes of answer, a byte well within any socket timeout.
    LocalHttpServer server;
    server.route(QStringLiteral("/trickle"), {200, QByteArray(64 * 1024, 'x'), {}, 100});
    gp::test::TempDir dir;
    const QJsonObject message{{QStringLiteral("platform"), QStringLiteral("generic")},
                              {QStringLiteral("url"), server.url(QStringLiteral("/trickle")).toString()},
                              {QStringLiteral("body"), QJsonObject{{QStringLiteral("text"), QStringLiteral("idle")}}}};
    const QString config = dir.filePath(QStringLiteral("notify.json"));
    QFile file(config);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(QJsonObject{{QStringLiteral("messages"),
                                          QJsonObject{{QStringLiteral("idle"), QJsonArray{message}}}}})
                   .toJson(QJsonDocument::Compact));
    file.close();
    QProcess notify;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GPUPLANNER_NOTIFY_ATTEMPT_S"), QStringLiteral("1"));
    env.insert(QStringLiteral("GPUPLANNER_NOTIFY_TOTAL_S"), QStringLiteral("2.5"));
    notify.setProcessEnvironment(env);
    notify.start(QStringLiteral("python3"),
                 {gp::test::sourcePath("resources/remote/notify.py"), config, QStringLiteral("idle")});
    ASSERT_TRUE(notify.waitForStarted());
    // The server answers from this event loop; a minute is far past the deadline and far short of the answer.
    const QDeadlineTimer limit(60000);
    while (notify.state() != QProcess::NotRunning && !limit.hasExpired())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 100);
    ASSERT_EQ(notify.state(), QProcess::NotRunning) << "notify.py was still waiting for the trickling server";
    const QByteArray said = notify.readAllStandardOutput() + notify.readAllStandardError();
    EXPECT_EQ(notify.exitCode(), 1) << said.toStdString();
    EXPECT_TRUE(said.contains("notification failed (generic")) << said.toStdString();
    EXPECT_TRUE(said.contains("no complete answer within")) << said.toStdString();
    EXPECT_GE(server.received().size(), 1);
}
