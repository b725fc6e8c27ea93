// The desktop console's engine, against the real loopback sshd: the worker lives on its own thread and is driven
// only through queued calls, as the Console page drives it.
#include "core/console/RemoteWorker.h"
#include "support/SshFixture.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QThread>

using namespace gp;

namespace {

QString fixture(const char* name)
{
    return test::sshFixture(name);
}

QByteArray read(const QString& path)
{
    return test::readFile(path);
}

class RemoteWorkerTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        worker = new RemoteWorker;
        worker->moveToThread(&thread);
        QObject::connect(&thread, &QThread::finished, worker, &QObject::deleteLater);
        thread.start();
        target.host = QStringLiteral("127.0.0.1");
        target.port = read(fixture("port")).trimmed().toInt();
        target.user = test::sshUser();
        target.keyFile = fixture("clientkey");
    }
    void TearDown() override
    {
        worker->cancel();
        thread.quit();
        thread.wait();
    }
    // Queues a call on the worker's thread and waits for the task to finish; returns its taskFinished arguments.
    QList<QVariant> runTask(const std::function<void()>& call, const QString& task)
    {
        QSignalSpy finished(worker, &RemoteWorker::taskFinished);
        QMetaObject::invokeMethod(worker, call, Qt::QueuedConnection);
        for (int waited = 0; waited < 60; ++waited) {
            for (const QList<QVariant>& args : finished)
                if (RemoteWorker::taskCode(args.at(0).value<RemoteWorker::Task>()) == task)
                    return args;
            finished.wait(1000);
        }
        ADD_FAILURE() << "task " << task.toStdString() << " did not finish";
        return {task, false, QStringLiteral("did not finish")}; // fails the test's checks, never crashes the binary
    }
    void openTrusted()
    {
        worker->setKnownHostsFile(fixture("known_hosts"));
        const QList<QVariant> r = runTask([this] { worker->open(target); }, QStringLiteral("open"));
        ASSERT_FALSE(r.isEmpty());
        ASSERT_TRUE(r.at(1).toBool()) << r.at(2).toString().toStdString();
    }

    QThread thread;
    RemoteWorker* worker = nullptr;
    SshTarget target;
};

} // namespace

TEST_F(RemoteWorkerTest, UnknownHostKeyWaitsForConsentThenTrustsTheKeyItShowed)
{
    test::TempDir dir;
    const QString knownHosts = dir.filePath(QStringLiteral("known_hosts"));
    worker->setKnownHostsFile(knownHosts);
    QSignalSpy unknown(worker, &RemoteWorker::hostKeyUnknown);
    QSignalSpy opened(worker, &RemoteWorker::opened);
    QList<QVariant> r = runTask([this] { worker->open(target); }, QStringLiteral("open"));
    ASSERT_EQ(unknown.count(), 1);
    EXPECT_FALSE(r.at(1).toBool());
    EXPECT_EQ(opened.count(), 0);
    const HostKeyCheck key = unknown.first().first().value<HostKeyCheck>();
    EXPECT_TRUE(key.fingerprint.startsWith(QStringLiteral("SHA256:"))) << key.fingerprint.toStdString();
    EXPECT_FALSE(QFile::exists(knownHosts)) << "nothing is written before the user agrees";

    r = runTask([this] { worker->trustHostKey(); }, QStringLiteral("open"));
    ASSERT_TRUE(r.at(1).toBool()) << r.at(2).toString().toStdString();
    ASSERT_EQ(opened.count(), 1);
    EXPECT_TRUE(opened.first().first().toString().contains(QStringLiteral("127.0.0.1")));
    EXPECT_TRUE(read(knownHosts).contains(read(fixture("hostkey.pub")).split(' ').value(1)));
}

TEST_F(RemoteWorkerTest, ChangedHostKeyIsRefusedAndKnownHostsUntouched)
{
    test::TempDir dir;
    const QString knownHosts = dir.filePath(QStringLiteral("known_hosts"));
    ASSERT_TRUE(QFile::copy(fixture("changed_known_hosts"), knownHosts));
    const QByteArray before = read(knownHosts);
    worker->setKnownHostsFile(knownHosts);
    QSignalSpy changed(worker, &RemoteWorker::hostKeyChanged);
    QSignalSpy opened(worker, &RemoteWorker::opened);
    const QList<QVariant> r = runTask([this] { worker->open(target); }, QStringLiteral("open"));
    EXPECT_FALSE(r.at(1).toBool());
    ASSERT_EQ(changed.count(), 1);
    EXPECT_TRUE(changed.first().first().toString().contains(QStringLiteral("CHANGED")));
    // There is no session left to trust: a changed key cannot be clicked through.
    const QList<QVariant> again = runTask([this] { worker->trustHostKey(); }, QStringLiteral("open"));
    EXPECT_FALSE(again.at(1).toBool());
    EXPECT_EQ(opened.count(), 0);
    EXPECT_EQ(read(knownHosts), before);
}

TEST_F(RemoteWorkerTest, TasksBeforeConnectingSayNotConnected)
{
    const QList<QVariant> r = runTask([this] { worker->sampleGpus(); }, QStringLiteral("monitor"));
    EXPECT_FALSE(r.at(1).toBool());
    EXPECT_TRUE(r.at(2).toString().contains(QStringLiteral("Not connected"))) << r.at(2).toString().toStdString();
}

TEST_F(RemoteWorkerTest, SmokeTestUploadAndMonitorReportThroughSignals)
{
    openTrusted();
    QSignalSpy commands(worker, &RemoteWorker::logged);
    QSignalSpy report(worker, &RemoteWorker::smokeTestDone);
    QList<QVariant> r = runTask([this] { worker->runSmokeTest(SmokeExpectations{}); }, QStringLiteral("smoke-test"));
    ASSERT_TRUE(r.at(1).toBool()) << r.at(2).toString().toStdString();
    ASSERT_EQ(report.count(), 1);
    const QList<SmokeCheck> checks = report.first().first().value<SmokeRecord>().checks;
    ASSERT_FALSE(checks.isEmpty());
    bool sawCpu = false;
    for (const SmokeCheck& c : checks)
        sawCpu = sawCpu || c.id.startsWith(QStringLiteral("cpu"));
    EXPECT_TRUE(sawCpu);
    bool loggedCommand = false;
    for (const QList<QVariant>& args : commands)
        loggedCommand = loggedCommand || (args.at(0).value<RemoteWorker::LogKind>() == RemoteWorker::LogKind::Command &&
                                          args.at(1).toString().contains(QStringLiteral("sh -s")));
    EXPECT_TRUE(loggedCommand) << "the log pane shows what was run";

    test::TempDir src;
    ASSERT_TRUE(QDir().mkpath(src.filePath(QStringLiteral("data"))));
    QFile file(src.filePath(QStringLiteral("data/train.jsonl")));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(3 * 1024 * 1024, 'x'));
    file.close();
    test::TempDir dest;
    UploadOptions options;
    options.tar.paths = {src.filePath(QStringLiteral("data"))};
    options.destDir = dest.path();
    QSignalSpy progress(worker, &RemoteWorker::uploadProgress);
    QSignalSpy done(worker, &RemoteWorker::uploadDone);
    r = runTask([this, options] { worker->upload(options); }, QStringLiteral("upload"));
    ASSERT_TRUE(r.at(1).toBool()) << r.at(2).toString().toStdString();
    ASSERT_EQ(done.count(), 1);
    EXPECT_GE(progress.count(), 1);
    EXPECT_EQ(QFileInfo(dest.filePath(QStringLiteral("data/train.jsonl"))).size(), 3 * 1024 * 1024);

    QSignalSpy samples(worker, &RemoteWorker::gpuSamples);
    r = runTask([this] { worker->sampleGpus(); }, QStringLiteral("monitor"));
    // The fixture's PATH has the nvidia-smi test double (two H100s).
    ASSERT_TRUE(r.at(1).toBool()) << r.at(2).toString().toStdString();
    ASSERT_EQ(samples.count(), 1);
    EXPECT_EQ(samples.first().first().value<QList<GpuSample>>().size(), 2);
}

TEST_F(RemoteWorkerTest, CancelStopsARunningCommandAndTheSessionStaysUsable)
{
    openTrusted();
    ProvisionOptions options;
    test::TempDir work;
    options.workdir = work.path();
    // Prints until its output goes nowhere, so it ends by itself once the channel is closed.
    options.setupScript = "echo started; while :; do echo tick; sleep 0.2; done\n";
    QSignalSpy output(worker, &RemoteWorker::logged);
    QSignalSpy finished(worker, &RemoteWorker::taskFinished);
    QMetaObject::invokeMethod(
        worker, [this, options] { worker->provision(options); }, Qt::QueuedConnection);
    // Cancel once the recipe has visibly started.
    bool started = false;
    for (int i = 0; i < 30 && !started; ++i) {
        for (const QList<QVariant>& args : output)
            started = started || args.at(1).toString().contains(QStringLiteral("started"));
        if (!started)
            output.wait(1000);
    }
    ASSERT_TRUE(started);
    worker->cancel();
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_FALSE(finished.last().at(1).toBool());
    const QList<QVariant> r = runTask([this] { worker->showGuard(); }, QStringLiteral("guard-show"));
    EXPECT_TRUE(r.at(1).toBool()) << r.at(2).toString().toStdString();
}
