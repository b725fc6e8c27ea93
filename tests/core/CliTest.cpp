#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

namespace {

struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs the real gpuplanner-cli binary, as a script would.
CliRun runCli(const QStringList& args)
{
    QProcess process;
    process.start(QStringLiteral(GPUPLANNER_CLI_PATH), args);
    EXPECT_TRUE(process.waitForFinished(30000)) << "gpuplanner-cli did not finish";
    CliRun run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace

TEST(Cli, VersionAsTextAndJson)
{
    const CliRun text = runCli({QStringLiteral("--version")});
    EXPECT_EQ(text.exitCode, 0);
    EXPECT_EQ(text.out.trimmed(), QStringLiteral("gpuplanner-cli " GPUPLANNER_VERSION));

    const CliRun json = runCli({QStringLiteral("--version"), QStringLiteral("--json")});
    ASSERT_EQ(json.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.out.toUtf8(), &error);
    ASSERT_EQ(error.error, QJsonParseError::NoError) << json.out.toStdString();
    EXPECT_EQ(doc.object().value(QStringLiteral("version")).toString(), QStringLiteral(GPUPLANNER_VERSION));
}

TEST(Cli, HelpListsOptionsAndExitsZero)
{
    const CliRun run = runCli({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--help")});
    EXPECT_EQ(run.exitCode, 0);
    EXPECT_TRUE(run.out.contains(QStringLiteral("Usage: gpuplanner-cli"))) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(QStringLiteral("--json")));
}

TEST(Cli, HelpFollowsTheChosenLanguage)
{
    const CliRun run = runCli({QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("--help")});
    EXPECT_EQ(run.exitCode, 0);
    EXPECT_TRUE(run.out.contains(QStringLiteral("用法"))) << run.out.toStdString();
    EXPECT_FALSE(run.out.contains(QStringLiteral("Usage:")));
}

// Billing words are words, not codes: the Chinese cost table names its options in Chinese, and no code leaks through.
TEST(Cli, CostOptionsAndBillingAreInTheChosenLanguage)
{
    const CliRun run =
        runCli({QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("cost"),
                QStringLiteral("--hours-per-month"), QStringLiteral("160"), QStringLiteral("--months"),
                QStringLiteral("36"), QStringLiteral("--buy"), QStringLiteral("20000"), QStringLiteral("--hourly"),
                QStringLiteral("1.88"), QStringLiteral("--monthly"), QStringLiteral("950"), QStringLiteral("--spot"),
                QStringLiteral("1.31"), QStringLiteral("--currency"), QStringLiteral("CNY")});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    for (const char* word : {"购买", "按小时", "包月", "竞价", "按秒计费"})
        EXPECT_TRUE(run.out.contains(QString::fromUtf8(word))) << word << "\n" << run.out.toStdString();
    for (const char* code : {"buy", "hourly", "monthly", "spot", "second"})
        EXPECT_FALSE(run.out.contains(QLatin1String(code))) << code << "\n" << run.out.toStdString();
}

TEST(Cli, MissingOrUnknownCommandIsAUsageError)
{
    const CliRun none = runCli({});
    EXPECT_EQ(none.exitCode, 2);
    EXPECT_TRUE(none.out.contains(QStringLiteral("gpuplanner-cli")));

    const CliRun unknown = runCli({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("frobnicate")});
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_TRUE(unknown.err.contains(QStringLiteral("unknown command 'frobnicate'"))) << unknown.err.toStdString();
}

TEST(Cli, BadGlobalFlagsAreUsageErrors)
{
    const CliRun badLang = runCli({QStringLiteral("--lang"), QStringLiteral("fr"), QStringLiteral("--help")});
    EXPECT_EQ(badLang.exitCode, 2);
    EXPECT_TRUE(badLang.err.contains(QStringLiteral("fr")));

    const CliRun badFlag = runCli({QStringLiteral("--no-such-flag")});
    EXPECT_EQ(badFlag.exitCode, 2);
    EXPECT_TRUE(badFlag.err.contains(QStringLiteral("no-such-flag"))) << badFlag.err.toStdString();
}
