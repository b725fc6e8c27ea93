// Jobs on the instance (resources/remote/jobs.sh through JobControl), against the loopback sshd.
#include "core/remote/JobControl.h"
#include "support/SshFixture.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QThread>

#include <functional>

using namespace gp;

TEST(JobControl, NamesGpusAndCommandsAreChecked)
{
    JobSpec s;
    s.name = QStringLiteral("train-1.b");
    s.command = QStringLiteral("python train.py");
    EXPECT_TRUE(JobControl::validate(s).ok());
    for (const char* bad : {"", ".hidden", "a b", "a/b", "$(x)", "naïve"}) {
        s.name = QString::fromUtf8(bad);
        EXPECT_EQ(JobControl::validate(s).error().code, QStringLiteral("job.name")) << bad;
    }
    s.name = QStringLiteral("ok");
    s.gpus = QStringLiteral("0, 1");
    EXPECT_EQ(JobControl::validate(s).error().code, QStringLiteral("job.gpus"));
    s.gpus = QStringLiteral("0,1");
    s.command = QStringLiteral("  ");
    EXPECT_EQ(JobControl::validate(s).error().code, QStringLiteral("job.command"));
}

TEST(JobControl, ListLinesParse)
{
    const QList<JobInfo> jobs = JobControl::parseList(
        "job\tb\trunning\t5\t0,1\t\t1700000100\t1700000200\t\t1\t/w/gpuplanner-logs/b.log\n"
        "noise\n"
        "job\ta\tfailed\t0\t\t2\t1700000000\t1700000010\t1700003610\t2\t/w/gpuplanner-logs/a.log\n");
    ASSERT_EQ(jobs.size(), 2);
    EXPECT_EQ(jobs.at(0).name, QStringLiteral("a")); // oldest first
    EXPECT_EQ(jobs.at(0).state, JobInfo::State::Failed);
    EXPECT_EQ(jobs.at(0).exitCode, 2);
    EXPECT_DOUBLE_EQ(jobs.at(0).gpuHours(QDateTime()), 1.0);
    EXPECT_EQ(jobs.at(1).state, JobInfo::State::Running);
    EXPECT_FALSE(jobs.at(1).exitCode.has_value());
    // Two GPUs for half an hour so far.
    EXPECT_DOUBLE_EQ(jobs.at(1).gpuHours(QDateTime::fromSecsSinceEpoch(1700000200 + 1800)), 1.0);
}

namespace {

class Jobs : public ::testing::Test
{
protected:
    void SetUp() override { session = connect(); }
    void TearDown() override
    {
        const std::unique_ptr<SshSession> s = connect();
        for (const QString& name : names) {
            (void)JobControl::stop(*s, name);
            (void)s->exec(QStringLiteral("rm -rf \"$HOME/.gpuplanner/jobs/\"%1").arg(shellQuote(name)));
        }
    }
    static std::unique_ptr<SshSession> connect()
    {
        auto s = std::make_unique<SshSession>(test::loopbackTarget());
        s->setKnownHostsFile(test::sshFixture("known_hosts"));
        EXPECT_EQ(s->open(false).state, OpenOutcome::State::Ready);
        return s;
    }
    // A unique name for this run (the fixture's home is shared by every test).
    QString name(const char* base)
    {
        names << QStringLiteral("%1-%2").arg(QString::fromLatin1(base)).arg(QDateTime::currentMSecsSinceEpoch());
        return names.last();
    }
    Status run(const QString& jobName, const QString& command, int priority = 0, const QString& resume = {})
    {
        JobSpec s;
        s.name = jobName;
        s.command = command;
        s.priority = priority;
        s.resumeCommand = resume;
        s.workdir = work.path();
        return JobControl::run(*session, s);
    }
    JobInfo job(const QString& jobName)
    {
        const Result<QList<JobInfo>> all = JobControl::list(*session);
        EXPECT_TRUE(all.ok());
        for (const JobInfo& j : all.ok() ? *all : QList<JobInfo>())
            if (j.name == jobName)
                return j;
        return {};
    }
    // Polls the instance's own record until it says so, or 30 s pass.
    bool waitFor(const std::function<bool()>& condition)
    {
        const QDeadlineTimer deadline(30000);
        while (!deadline.hasExpired()) {
            if (condition())
                return true;
            QThread::msleep(100);
        }
        return condition();
    }
    // What the instance knows of a job, for a failure message.
    std::string diagnose(const QString& jobName)
    {
        const Result<ExecResult> r = session->exec(
            QStringLiteral("cd \"$HOME/.gpuplanner/jobs\" && tail -n 5 runner.log; for f in %1/*; do echo \"$f: "
                           "$(cat \"$f\")\"; done; ps -eo pid,pgid,stat,args | grep -e 'jobs[.]sh' -e 'sleep 300'")
                .arg(shellQuote(jobName)));
        return r.ok() ? QByteArray(r->out + r->err).toStdString() : r.error().message.toStdString();
    }
    QString inWork(const char* file) const { return work.filePath(QString::fromLatin1(file)); }

    std::unique_ptr<SshSession> session;
    test::TempDir work{test::sshFixture("shared")};
    QStringList names;
};

} // namespace

TEST_F(Jobs, AJobOutlivesTheConnectionThatStartedIt)
{
    const QString n = name("detached");
    ASSERT_TRUE(run(n, QStringLiteral("while [ ! -e go ]; do sleep 0.1; done; echo finished > out.txt")).ok());
    ASSERT_TRUE(waitFor([&] { return job(n).state == JobInfo::State::Running; }));
    session.reset(); // the client disconnects
    QFile go(inWork("go"));
    ASSERT_TRUE(go.open(QIODevice::WriteOnly));
    go.close();
    ASSERT_TRUE(waitFor([&] { return test::readFile(inWork("out.txt")) == "finished\n"; }));
    session = connect();
    ASSERT_TRUE(waitFor([&] { return job(n).state == JobInfo::State::Done; }));
    EXPECT_EQ(job(n).exitCode, 0);
    EXPECT_TRUE(job(n).logPath.startsWith(work.path()));
    const Result<QByteArray> log = JobControl::logs(*session, n);
    ASSERT_TRUE(log.ok());
    EXPECT_TRUE(log->contains("exit 0")) << log->toStdString();
}

TEST_F(Jobs, QueuedJobsRunOneAfterAnotherByPriority)
{
    const QString first = name("first"), low = name("low"), high = name("high");
    ASSERT_TRUE(run(first, QStringLiteral("while [ ! -e go ]; do sleep 0.1; done; echo first >> order")).ok());
    ASSERT_TRUE(waitFor([&] { return job(first).state == JobInfo::State::Running; }));
    ASSERT_TRUE(run(low, QStringLiteral("echo low >> order"), 1).ok());
    ASSERT_TRUE(run(high, QStringLiteral("echo high >> order"), 5).ok());
    EXPECT_EQ(job(low).state, JobInfo::State::Queued);
    EXPECT_EQ(run(low, QStringLiteral("true")).error().code, QStringLiteral("job.exists"));
    QFile go(inWork("go"));
    ASSERT_TRUE(go.open(QIODevice::WriteOnly));
    go.close();
    ASSERT_TRUE(waitFor([&] { return job(low).state == JobInfo::State::Done; }));
    EXPECT_EQ(test::readFile(inWork("order")), QByteArray("first\nhigh\nlow\n"));
}

TEST_F(Jobs, StopEndsTheWholeProcessGroup)
{
    const QString n = name("group");
    ASSERT_TRUE(run(n, QStringLiteral("sleep 300 & echo $! > child; sleep 300")).ok());
    ASSERT_TRUE(waitFor([&] { return !test::readFile(inWork("child")).trimmed().isEmpty(); }));
    const QByteArray child = test::readFile(inWork("child")).trimmed();
    ASSERT_TRUE(JobControl::stop(*session, n).ok());
    EXPECT_EQ(job(n).state, JobInfo::State::Stopped);
    // Gone, or a zombie waiting for an init that does not reap (in a container): either way it runs no more.
    const Result<ExecResult> state =
        session->exec(QStringLiteral("cut -d' ' -f3 /proc/%1/stat 2>/dev/null").arg(QString::fromLatin1(child)));
    ASSERT_TRUE(state.ok());
    EXPECT_TRUE(state->out.trimmed().isEmpty() || state->out.trimmed() == "Z")
        << "the background child of the job still runs: " << state->out.toStdString();
}

TEST_F(Jobs, AfterAReBootResumeRestartsTheUnfinishedJobWithItsResumeCommand)
{
    const QString n = name("resumable");
    ASSERT_TRUE(
        run(n, QStringLiteral("echo started >> out; sleep 300"), 0, QStringLiteral("echo resumed >> out")).ok());
    ASSERT_TRUE(waitFor([&] { return test::readFile(inWork("out")) == "started\n"; }));
    // The "reboot": every process of the job, its wrapper and the runner die at once.
    const QString state = QStringLiteral("\"$HOME/.gpuplanner/jobs/\"%1").arg(shellQuote(n));
    const Result<ExecResult> killed = session->exec(
        QStringLiteral("kill -KILL -$(cat %1/pgid) $(cat %1/wrapper); pkill -KILL -f 'jobs[.]sh runner'; true")
            .arg(state));
    ASSERT_TRUE(killed.ok());
    ASSERT_TRUE(waitFor([&] { return job(n).state == JobInfo::State::Interrupted; }));
    const Result<QStringList> resumed = JobControl::resume(*session);
    ASSERT_TRUE(resumed.ok());
    EXPECT_TRUE(resumed->contains(n));
    ASSERT_TRUE(waitFor([&] { return job(n).state == JobInfo::State::Done; })) << diagnose(n);
    EXPECT_EQ(test::readFile(inWork("out")), QByteArray("started\nresumed\n"));
    EXPECT_EQ(job(n).attempts, 2);
}

TEST_F(Jobs, LogsFollowLiveUntilTheJobEnds)
{
    const QString n = name("chatty");
    // The job prints only once the follower has seen its first line (the log's header), so what follows is live.
    ASSERT_TRUE(run(n, QStringLiteral("while [ ! -e go ]; do sleep 0.1; done; for i in 1 2 3; do echo line$i; "
                                      "sleep 0.3; done"))
                    .ok());
    QByteArray seen;
    int pieces = 0;
    const Result<QByteArray> followed = JobControl::logs(*session, n, true, [&](const QByteArray& data) {
        seen += data;
        if (++pieces == 1) {
            QFile go(inWork("go"));
            go.open(QIODevice::WriteOnly);
        }
    });
    ASSERT_TRUE(followed.ok()) << followed.error().message.toStdString();
    EXPECT_TRUE(seen.contains("line1") && seen.contains("line3")) << seen.toStdString();
    EXPECT_GT(pieces, 1) << "the lines arrived as they were written, not at the end";
    EXPECT_EQ(JobControl::logs(*session, QStringLiteral("no-such-job")).error().code, QStringLiteral("job.unknown"));
}
