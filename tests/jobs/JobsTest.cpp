// Jobs on the instance (resources/remote/jobs.sh through JobControl), against the loopback sshd.
#include "core/jobs/JobControl.h"
#include "core/jobs/JobCost.h"
#include "support/SshFixture.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QThread>

#include <algorithm>
#include <functional>
#include <thread>

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

Offer offerOf(int gpus, double perHour)
{
    Offer o;
    o.id = QStringLiteral("test-offer");
    o.gpuCount = gpus;
    Price p;
    p.mode = BillingMode::Hourly;
    p.amount = perHour;
    p.currency = Currency::USD;
    o.prices << p;
    return o;
}

JobInfo ranFor(const char* name, JobInfo::State state, const QString& gpus, qint64 seconds)
{
    JobInfo j;
    j.name = QString::fromLatin1(name);
    j.state = state;
    j.gpus = gpus;
    j.started = QDateTime::fromSecsSinceEpoch(1700000000);
    if (state != JobInfo::State::Running && state != JobInfo::State::Interrupted)
        j.ended = j.started.addSecs(seconds);
    return j;
}

} // namespace

TEST(JobCost, AJobIsChargedItsShareOfTheInstanceAndNoMore)
{
    const Offer four = offerOf(4, 8.0); // $2 a GPU-hour
    const QDateTime now = QDateTime::fromSecsSinceEpoch(1700000000 + 7200);
    // Two of four GPUs for an hour: half the machine's hour.
    JobCharge c = JobCost::charge(ranFor("pair", JobInfo::State::Done, QStringLiteral("0,1"), 3600), four, now);
    EXPECT_EQ(c.gpus, 2);
    EXPECT_DOUBLE_EQ(c.gpuHours, 2.0);
    ASSERT_TRUE(c.cost);
    EXPECT_DOUBLE_EQ(c.cost->amount, 4.0);
    EXPECT_EQ(c.cost->currency, Currency::USD);
    // Alone it holds the machine: nvidia-smi's count when it started, else the offer's.
    JobInfo alone = ranFor("alone", JobInfo::State::Failed, QString(), 1800);
    c = JobCost::charge(alone, four, now);
    EXPECT_EQ(c.gpus, 4);
    EXPECT_DOUBLE_EQ(c.cost->amount, 4.0);
    alone.machineGpus = 8; // a machine that shows more than was rented is billed as rented
    c = JobCost::charge(alone, four, now);
    EXPECT_DOUBLE_EQ(c.gpuHours, 4.0);
    EXPECT_DOUBLE_EQ(c.cost->amount, 4.0);
    // Running: up to now. Interrupted: its end went down with the machine, so it claims nothing.
    c = JobCost::charge(ranFor("run", JobInfo::State::Running, QStringLiteral("3"), 0), four, now);
    EXPECT_DOUBLE_EQ(c.hours, 2.0);
    EXPECT_DOUBLE_EQ(c.cost->amount, 4.0);
    c = JobCost::charge(ranFor("cut", JobInfo::State::Interrupted, QString(), 0), four, now);
    EXPECT_DOUBLE_EQ(c.gpuHours, 0.0);
    // No offer: GPU-hours still, no cost.
    c = JobCost::charge(ranFor("pair", JobInfo::State::Done, QStringLiteral("0,1"), 3600), std::nullopt, now);
    EXPECT_DOUBLE_EQ(c.gpuHours, 2.0);
    EXPECT_FALSE(c.cost);
}

TEST(JobCost, OnlyEndedJobsBecomePlanRecords)
{
    const QDateTime now = QDateTime::fromSecsSinceEpoch(1700000000 + 7200);
    const QList<JobInfo> jobs = {ranFor("done", JobInfo::State::Done, QStringLiteral("0"), 3600),
                                 ranFor("failed", JobInfo::State::Failed, QString(), 60),
                                 ranFor("stopped", JobInfo::State::Stopped, QStringLiteral("1"), 600),
                                 ranFor("running", JobInfo::State::Running, QString(), 0),
                                 ranFor("cut", JobInfo::State::Interrupted, QString(), 0),
                                 JobInfo{}};
    const QList<JobRecord> records = JobCost::records(jobs, offerOf(2, 3.0), QStringLiteral("root@h:22"), now);
    QStringList names;
    for (const JobRecord& r : records)
        names << r.name + QLatin1Char('=') + r.state;
    EXPECT_EQ(names, (QStringList{QStringLiteral("done=done"), QStringLiteral("failed=failed"),
                                  QStringLiteral("stopped=stopped")}));
    EXPECT_EQ(records.at(1).gpus, 2);
    EXPECT_DOUBLE_EQ(records.at(0).cost->amount, 1.5);
    EXPECT_EQ(records.at(0).target, QStringLiteral("root@h:22"));
    EXPECT_EQ(records.at(0).offerId, QStringLiteral("test-offer"));
    EXPECT_TRUE(JobRecord::fromJson(records.at(0).toJson()).ok());
}

TEST(JobControl, ListLinesFromAnOlderJobsScriptStillParse)
{
    const QList<JobInfo> jobs = JobControl::parseList(
        "job\tnew\tdone\t0\t\t0\t1700000000\t1700000010\t1700003610\t1\t/w/gpuplanner-logs/new.log\t8\n"
        "job\told\tdone\t0\t\t0\t1700000001\t1700000010\t1700003610\t1\t/w/gpuplanner-logs/old.log\n");
    ASSERT_EQ(jobs.size(), 2);
    EXPECT_EQ(jobs.at(0).machineGpus, 8);
    EXPECT_DOUBLE_EQ(jobs.at(0).gpuHours(QDateTime()), 8.0);
    EXPECT_EQ(jobs.at(1).machineGpus, 0);
    EXPECT_DOUBLE_EQ(jobs.at(1).gpuHours(QDateTime()), 1.0) << "no count known: one GPU is claimed";
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
    ASSERT_TRUE(waitFor([&] { return job(low).state == JobInfo::State::Done; }))
        << "order: " << test::readFile(inWork("order")).toStdString() << "\n"
        << diagnose(first) << diagnose(high) << diagnose(low);
    EXPECT_EQ(test::readFile(inWork("order")), QByteArray("first\nhigh\nlow\n"));
}

TEST_F(Jobs, JobsThatEndAtOnceAreDoneNotInterrupted)
{
    // The runner looks at each running job: one that ends between "running?" and "is its wrapper there?" was once
    // taken for a killed one and recorded as interrupted over its own "done".
    QStringList quick;
    for (int i = 0; i < 8; ++i) {
        quick << name(QStringLiteral("quick%1").arg(i).toLatin1().constData());
        ASSERT_TRUE(run(quick.last(), QStringLiteral("true")).ok());
    }
    for (const QString& n : quick)
        ASSERT_TRUE(waitFor([&] {
            const JobInfo::State s = job(n).state;
            return s != JobInfo::State::Queued && s != JobInfo::State::Running;
        }));
    for (const QString& n : quick)
        EXPECT_EQ(JobInfo::stateCode(job(n).state).toStdString(), "done") << diagnose(n);
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
    // The "reboot": every process of the job, its wrapper and the runner die at once. Only this fixture's runner (its
    // home's jobs.sh): the Dropbear suite runs beside this one, on the same machine.
    const QString state = QStringLiteral("\"$HOME/.gpuplanner/jobs/\"%1").arg(shellQuote(n));
    const Result<ExecResult> killed =
        session->exec(QStringLiteral("kill -KILL -$(cat %1/pgid) $(cat %1/wrapper); pkill -KILL -f "
                                     "\"$HOME/.gpuplanner/jobs/jobs[.]sh runner\"; true")
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

TEST_F(Jobs, AWrapperThatDiedIsNotKeptAliveByTheProcessThatGotItsNumber)
{
    const QString gone = name("gone"), next = name("next");
    ASSERT_TRUE(run(gone, QStringLiteral("while [ ! -e go ]; do sleep 0.1; done")).ok());
    const QString state = QStringLiteral("\"$HOME/.gpuplanner/jobs/\"%1").arg(shellQuote(gone));
    // Running, with its process group and its wrapper recorded (the list says running before either is).
    ASSERT_TRUE(waitFor([&] {
        const Result<ExecResult> r = session->exec(QStringLiteral("test -s %1/pgid && test -s %1/wrapper").arg(state));
        return r.ok() && r->exitStatus == 0;
    }));
    // The runner, the job and its wrapper die without a word (the OOM killer), and the wrapper's process number goes
    // to another process: this test's own, which lives on.
    const Result<ExecResult> killed = session->exec(
        QStringLiteral(
            "pkill -KILL -f \"$HOME/.gpuplanner/jobs/jobs[.]sh runner\"; kill -KILL -$(cat %1/pgid) $(cat %1/wrapper); "
            "echo %2 > %1/wrapper")
            .arg(state)
            .arg(QCoreApplication::applicationPid()));
    ASSERT_TRUE(killed.ok());
    EXPECT_EQ(job(gone).state, JobInfo::State::Interrupted) << diagnose(gone);
    // The queue does not wait for it: the next job runs.
    ASSERT_TRUE(run(next, QStringLiteral("true")).ok());
    ASSERT_TRUE(waitFor([&] { return job(next).state == JobInfo::State::Done; })) << diagnose(gone) << diagnose(next);
    EXPECT_EQ(job(gone).state, JobInfo::State::Interrupted);
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

TEST_F(Jobs, AJobThatRunsAloneHoldsEveryGpuTheMachineLists)
{
    // The fixture's PATH has the nvidia-smi test double: two H100s in a real `nvidia-smi -L` listing.
    const QString alone = name("alone"), one = name("one");
    ASSERT_TRUE(run(alone, QStringLiteral("true")).ok());
    JobSpec s;
    s.name = one;
    s.command = QStringLiteral("true");
    s.gpus = QStringLiteral("1");
    s.workdir = work.path();
    ASSERT_TRUE(JobControl::run(*session, s).ok());
    ASSERT_TRUE(waitFor([&] { return job(one).state == JobInfo::State::Done; })) << diagnose(one);
    ASSERT_TRUE(waitFor([&] { return job(alone).state == JobInfo::State::Done; })) << diagnose(alone);
    EXPECT_EQ(job(alone).machineGpus, 2);
    EXPECT_EQ(job(alone).gpuCount(), 2);
    EXPECT_EQ(job(one).gpuCount(), 1);
    const QList<JobRecord> records =
        JobCost::records({job(alone), job(one)}, offerOf(2, 4.0), QStringLiteral("t"), QDateTime::currentDateTime());
    ASSERT_EQ(records.size(), 2) << diagnose(alone) << diagnose(one);
    EXPECT_EQ(records.at(0).gpus, 2);
    EXPECT_EQ(records.at(1).gpus, 1);
}

namespace {

// Whether a process runs (a zombie waiting for an init that does not reap, in a container, does not).
bool processRuns(SshSession& session, const QByteArray& pid)
{
    const Result<ExecResult> state =
        session.exec(QStringLiteral("cut -d' ' -f3 /proc/%1/stat 2>/dev/null").arg(QString::fromLatin1(pid)));
    return state.ok() && !state->out.trimmed().isEmpty() && state->out.trimmed() != "Z";
}

} // namespace

TEST_F(Jobs, WhatLeftTheProcessGroupEndsWithStop)
{
    const QString n = name("escaper");
    // One child starts a session of its own (it leaves the job's process group); the job's own command waits.
    ASSERT_TRUE(run(n, QStringLiteral("setsid sh -c 'echo $$ > escaped; exec sleep 300' & sleep 300")).ok());
    ASSERT_TRUE(waitFor([&] { return !test::readFile(inWork("escaped")).trimmed().isEmpty(); }));
    const QByteArray escaped = test::readFile(inWork("escaped")).trimmed();
    ASSERT_TRUE(processRuns(*session, escaped));
    ASSERT_TRUE(JobControl::stop(*session, n).ok()) << diagnose(n);
    EXPECT_EQ(job(n).state, JobInfo::State::Stopped);
    EXPECT_FALSE(processRuns(*session, escaped)) << "a process the job started still runs after the stop";
}

TEST_F(Jobs, AJobWhoseWrapperWasKilledStillRunsAndIsStopped)
{
    const QString n = name("orphan");
    ASSERT_TRUE(run(n, QStringLiteral("echo $$ > main; sleep 300")).ok());
    ASSERT_TRUE(waitFor([&] { return !test::readFile(inWork("main")).trimmed().isEmpty(); }));
    // The OOM killer takes the wrapper, not the command: the job still holds its GPUs, so it is running, not
    // interrupted (which a resume would start a second time).
    const QString state = QStringLiteral("\"$HOME/.gpuplanner/jobs/\"%1").arg(shellQuote(n));
    ASSERT_TRUE(session->exec(QStringLiteral("kill -KILL $(cat %1/wrapper)").arg(state)).ok());
    const QByteArray main = test::readFile(inWork("main")).trimmed();
    ASSERT_TRUE(processRuns(*session, main));
    EXPECT_EQ(job(n).state, JobInfo::State::Running) << diagnose(n);
    EXPECT_EQ(JobControl::resume(*session)->contains(n), false);
    ASSERT_TRUE(JobControl::stop(*session, n).ok()) << diagnose(n);
    EXPECT_FALSE(processRuns(*session, main));
    EXPECT_EQ(job(n).state, JobInfo::State::Stopped) << diagnose(n);
}

TEST_F(Jobs, AJobThatEndsLeavesNothingRunning)
{
    const QString n = name("leaver");
    ASSERT_TRUE(run(n, QStringLiteral("sleep 300 & echo $! > child")).ok());
    ASSERT_TRUE(waitFor([&] { return job(n).state == JobInfo::State::Done; })) << diagnose(n);
    const QByteArray child = test::readFile(inWork("child")).trimmed();
    ASSERT_FALSE(child.isEmpty());
    EXPECT_FALSE(processRuns(*session, child)) << "the job reads done while its background child still runs";
    const Result<QByteArray> log = JobControl::logs(*session, n);
    ASSERT_TRUE(log.ok());
    EXPECT_TRUE(log->contains("ended 1 process(es) the job left running")) << log->toStdString();
}

TEST_F(Jobs, AKilledRunnerIsReplacedAndAFollowedQueuedJobStillEnds)
{
    const QString first = name("holder"), queued = name("waiting");
    ASSERT_TRUE(run(first, QStringLiteral("while [ ! -e go ]; do sleep 0.1; done")).ok());
    ASSERT_TRUE(waitFor([&] { return job(first).state == JobInfo::State::Running; }));
    ASSERT_TRUE(run(queued, QStringLiteral("echo served > served.txt")).ok());
    // The runner dies (the OOM killer); the running job's wrapper lives on and records its end.
    ASSERT_TRUE(session->exec(QStringLiteral("pkill -KILL -f \"$HOME/.gpuplanner/jobs/jobs[.]sh runner\"; true")).ok());
    QFile go(inWork("go"));
    ASSERT_TRUE(go.open(QIODevice::WriteOnly));
    go.close();
    ASSERT_TRUE(waitFor([&] {
        const Result<ExecResult> r =
            session->exec(QStringLiteral("cat \"$HOME/.gpuplanner/jobs/\"%1/state").arg(shellQuote(first)));
        return r.ok() && r->out.trimmed() == "done";
    })) << diagnose(first);
    // Following the queued job: the command finds no runner, starts one, and ends when the job has run. (A time
    // limit, so that a follow that waits for ever fails instead of hanging the suite.)
    session->setCommandTimeoutSeconds(60);
    QByteArray seen;
    const Result<QByteArray> followed =
        JobControl::logs(*session, queued, true, [&](const QByteArray& data) { seen += data; });
    session->setCommandTimeoutSeconds(0);
    ASSERT_TRUE(followed.ok()) << followed.error().message.toStdString() << diagnose(queued);
    EXPECT_EQ(test::readFile(inWork("served.txt")), QByteArray("served\n"));
    EXPECT_TRUE(seen.contains("exit 0")) << seen.toStdString();
}

TEST_F(Jobs, LogsAreStreamedOrCappedNeverHeldWhole)
{
    const QString n = name("chatty-big");
    const qint64 size = 20 * 1024 * 1024;
    ASSERT_TRUE(run(n, QStringLiteral("head -c %1 /dev/zero | tr '\\000' x").arg(size)).ok());
    ASSERT_TRUE(waitFor([&] { return job(n).state == JobInfo::State::Done; })) << diagnose(n);
    qint64 streamed = 0;
    const Result<QByteArray> kept =
        JobControl::logs(*session, n, false, [&](const QByteArray& d) { streamed += d.size(); });
    ASSERT_TRUE(kept.ok());
    EXPECT_TRUE(kept->isEmpty()) << "a log passed on as it came was also kept whole: " << kept->size();
    EXPECT_GT(streamed, size);
    const Result<QByteArray> tail = JobControl::logs(*session, n);
    ASSERT_TRUE(tail.ok());
    EXPECT_EQ(tail->size(), JobControl::kLogKeptBytes);
    EXPECT_TRUE(tail->endsWith("exit 0\n")) << tail->right(80).toStdString();
    // A view that polls from the start of a log far ahead of it gets the last part, and where it starts.
    const Result<JobLogChunk> chunk = JobControl::logFrom(*session, n, 0);
    ASSERT_TRUE(chunk.ok()) << chunk.error().message.toStdString();
    EXPECT_EQ(chunk->data.size(), JobControl::kLogPollBytes);
    EXPECT_GT(chunk->start, size - JobControl::kLogPollBytes);
    const Result<JobLogChunk> next = JobControl::logFrom(*session, n, chunk->start + chunk->data.size());
    ASSERT_TRUE(next.ok());
    EXPECT_TRUE(next->data.isEmpty());
}

TEST_F(Jobs, ConcurrentCommandsLoseNoJobAndClaimNoFalseStop)
{
    // Six jobs run; then six lists, a stop, and two runs of one new name, each from a connection of its own, at once.
    // Each on a GPU of its own, so that all six run side by side (and the new ones, on another, beside them).
    QStringList running;
    for (int i = 0; i < 6; ++i) {
        running << name(QStringLiteral("busy%1").arg(i).toLatin1().constData());
        JobSpec spec;
        spec.name = running.last();
        spec.command = QStringLiteral("sleep 300");
        spec.gpus = QString::number(i);
        spec.workdir = work.path();
        ASSERT_TRUE(JobControl::run(*session, spec).ok());
    }
    ASSERT_TRUE(waitFor([&] {
        const Result<QList<JobInfo>> all = JobControl::list(*session);
        return all.ok() && std::count_if(all->cbegin(), all->cend(), [&](const JobInfo& j) {
                               return running.contains(j.name) && j.state == JobInfo::State::Running;
                           }) == 6;
    }));
    for (int round = 0; round < 3; ++round) {
        SCOPED_TRACE(round);
        const QString twice = name(QStringLiteral("twice%1").arg(round).toLatin1().constData());
        const QString stopped = running.at(round);
        std::vector<std::thread> threads;
        std::vector<Result<QList<JobInfo>>> lists(6, Error{});
        std::vector<Status> runs(2, Error{});
        Status stop = Error{};
        // The connections are made first, one after another (Dropbear drops a sixth connection from one address
        // still signing in); the commands then go at once, each on its own connection and thread.
        std::vector<std::unique_ptr<SshSession>> sessions;
        for (size_t i = 0; i < lists.size() + runs.size() + 1; ++i) {
            sessions.push_back(connect());
            ASSERT_TRUE(sessions.back()->isConnected());
        }
        for (size_t i = 0; i < lists.size(); ++i)
            threads.emplace_back([&, i] { lists[i] = JobControl::list(*sessions[i]); });
        for (size_t i = 0; i < runs.size(); ++i)
            threads.emplace_back([&, i] {
                JobSpec spec;
                spec.name = twice;
                // It lasts: a run that had already ended would free its name, and a later one of the same name
                // would rightly run again (the race under test is two runs while the first is still live).
                spec.command = QStringLiteral("echo %1 >> twice-%2; sleep 3").arg(i).arg(round);
                spec.gpus = QStringLiteral("7");
                spec.workdir = work.path();
                runs[i] = JobControl::run(*sessions[lists.size() + i], spec);
            });
        threads.emplace_back([&] { stop = JobControl::stop(*sessions.back(), stopped); });
        for (std::thread& t : threads)
            t.join();
        for (const auto& l : lists) {
            ASSERT_TRUE(l.ok()) << l.error().message.toStdString();
            for (const QString& n : running)
                EXPECT_TRUE(std::any_of(l->cbegin(), l->cend(), [&](const JobInfo& j) { return j.name == n; }))
                    << n.toStdString() << " missing from a list";
        }
        EXPECT_EQ(std::count_if(runs.cbegin(), runs.cend(), [](const Status& s) { return s.ok(); }), 1)
            << "two runs of one name: " << (runs[0].ok() ? "ok" : runs[0].error().message.toStdString()) << " / "
            << (runs[1].ok() ? "ok" : runs[1].error().message.toStdString());
        ASSERT_TRUE(stop.ok()) << stop.error().message.toStdString();
        EXPECT_EQ(job(stopped).state, JobInfo::State::Stopped) << diagnose(stopped);
        const Result<ExecResult> group =
            session->exec(QStringLiteral("g=$(cat \"$HOME/.gpuplanner/jobs/\"%1/pgid 2>/dev/null); [ -n \"$g\" ] && "
                                         "ps -o stat= -g \"$g\" 2>/dev/null | grep -v '^Z'; true")
                              .arg(shellQuote(stopped)));
        ASSERT_TRUE(group.ok());
        EXPECT_TRUE(group->out.trimmed().isEmpty())
            << "\"stopped\", yet its processes run: " << group->out.toStdString();
        ASSERT_TRUE(waitFor([&] { return job(twice).state == JobInfo::State::Done; })) << diagnose(twice);
        EXPECT_EQ(test::readFile(inWork(QStringLiteral("twice-%1").arg(round).toLatin1().constData())).count('\n'), 1);
    }
}
