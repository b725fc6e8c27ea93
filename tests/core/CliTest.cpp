#include "support/TestEnvironment.h"
#include "support/TestPaths.h"

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
    process.start(gp::test::cliPath(), args);
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

// Every command answers --help on stdout with exit code 0, before it would connect, read a file or ask anything: a
// profile that does not exist and a provider without a token still get their help. The same text is their man page
// section (tests/packaging/man_page_test.py).
TEST(Cli, EveryCommandAnswersHelpBeforeDoingAnything)
{
    const CliRun listed = runCli({QStringLiteral("--complete"), QString()});
    const QStringList commands = listed.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_GE(commands.size(), 10) << listed.out.toStdString();
    for (const QString& command : commands) {
        const CliRun run = runCli({QStringLiteral("--lang"), QStringLiteral("en"), command, QStringLiteral("--help")});
        EXPECT_EQ(run.exitCode, 0) << command.toStdString() << ": " << run.err.toStdString();
        EXPECT_TRUE(run.out.contains(QStringLiteral("sage: gpuplanner-cli ") + command)) << run.out.toStdString();
        EXPECT_TRUE(run.err.isEmpty()) << command.toStdString() << ": " << run.err.toStdString();
    }
    const CliRun remote = runCli({QStringLiteral("remote"), QStringLiteral("--profile"), QStringLiteral("no-such-host"),
                                  QStringLiteral("upload"), QStringLiteral("--help")});
    EXPECT_EQ(remote.exitCode, 0) << remote.err.toStdString();
    EXPECT_TRUE(remote.out.contains(QStringLiteral("upload PATH..."))) << remote.out.toStdString();
    // After `--` the words are the job's own: its --help is not ours.
    const CliRun job =
        runCli({QStringLiteral("remote"), QStringLiteral("--profile"), QStringLiteral("no-such-host"),
                QStringLiteral("job"), QStringLiteral("run"), QStringLiteral("--name"), QStringLiteral("x"),
                QStringLiteral("--"), QStringLiteral("python"), QStringLiteral("--help")});
    EXPECT_EQ(job.exitCode, 2) << job.out.toStdString();
    EXPECT_TRUE(job.err.contains(QStringLiteral("no-such-host"))) << job.err.toStdString();
    // Nor without `--`: the job's command starts at its first word, and what follows is its own.
    const CliRun bare =
        runCli({QStringLiteral("remote"), QStringLiteral("--profile"), QStringLiteral("no-such-host"),
                QStringLiteral("job"), QStringLiteral("run"), QStringLiteral("--name"), QStringLiteral("x"),
                QStringLiteral("python"), QStringLiteral("train.py"), QStringLiteral("--help")});
    EXPECT_EQ(bare.exitCode, 2) << bare.out.toStdString();
    EXPECT_TRUE(bare.err.contains(QStringLiteral("no-such-host"))) << bare.err.toStdString();
    // --help among remote's own options, before the subcommand, is help too: nothing connects, nothing runs.
    for (const QString& help : {QStringLiteral("--help"), QStringLiteral("-h")}) {
        const CliRun before = runCli({QStringLiteral("remote"), QStringLiteral("--ssh"),
                                      QStringLiteral("ssh -p 1 root@127.0.0.1"), help, QStringLiteral("monitor")});
        EXPECT_EQ(before.exitCode, 0) << before.err.toStdString();
        EXPECT_TRUE(before.out.contains(QStringLiteral("monitor [--interval"))) << before.out.toStdString();
    }
}

TEST(Cli, ManPagesAreMadeOnlyForTheTwoPrograms)
{
    const CliRun page = runCli(
        {QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--man"), QStringLiteral("gpuplanner-cli")});
    EXPECT_EQ(page.exitCode, 0);
    EXPECT_TRUE(page.out.contains(QStringLiteral(".TH GPUPLANNER\\-CLI 1"))) << page.out.left(400).toStdString();
    const CliRun other = runCli({QStringLiteral("--man"), QStringLiteral("ssh")});
    EXPECT_EQ(other.exitCode, 2);
    EXPECT_TRUE(other.err.contains(QStringLiteral("ssh")));
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
