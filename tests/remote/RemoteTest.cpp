#include "core/hosts/SshTarget.h"
#include "core/plan/PlanEvaluator.h"
#include "core/plan/PlanFile.h"
#include "core/probe/SmokeTest.h"
#include "core/ssh/HeldConnection.h"
#include "core/ssh/HeldProtocol.h"
#include "core/ssh/SshSession.h"
#include "support/CliRunner.h"
#include "support/LocalHttpServer.h"
#include "support/SshFixture.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

using namespace gp;

namespace {

// The loopback sshd started by the CTest fixture (tests/remote/sshd_fixture.sh); its files live in this directory.
QString fixture(const char* name)
{
    return test::sshFixture(name);
}

QByteArray read(const QString& path)
{
    return test::readFile(path);
}

bool writeFile(const QString& path, const QByteArray& text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text) == text.size();
}

SshTarget loopback()
{
    return test::loopbackTarget();
}

QString sshCommand()
{
    const SshTarget t = loopback();
    return QStringLiteral("ssh -p %1 -i %2 %3@127.0.0.1").arg(t.port).arg(t.keyFile, t.user);
}

// A CLI run with its own HOME, so ~/.ssh/known_hosts is the test's own.
class RemoteCli : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(QDir().mkpath(home.filePath(QStringLiteral(".ssh")))); }
    QString knownHosts() const { return home.filePath(QStringLiteral(".ssh/known_hosts")); }
    test::CliResult cli(const QStringList& args)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        return test::runCli(gp::test::cliPath(), args, env);
    }
    test::TempDir home;
};

ProbeReport captured(const char* gpuLines, const char* extra)
{
    return ProbeReport::parse(
        QStringLiteral("probe_version=1\ncpu_cores=64\nram_kb=1056000000\ndisk_free_kb=900000000\n"
                       "nvidia_smi=present\n") +
        QString::fromUtf8(gpuLines) + QString::fromUtf8(extra));
}

} // namespace

TEST(SshTarget, ParsesProviderCommands)
{
    Result<SshTarget> t = SshTarget::parseCommand(QStringLiteral("ssh -p 12345 root@region-1.example.com"));
    ASSERT_TRUE(t.ok());
    EXPECT_EQ(t->host, QStringLiteral("region-1.example.com"));
    EXPECT_EQ(t->port, 12345);
    EXPECT_EQ(t->user, QStringLiteral("root"));
    t = SshTarget::parseCommand(
        QStringLiteral("ssh -i ~/.ssh/autodl -p2222 -o StrictHostKeyChecking=no ubuntu@10.0.0.5"));
    ASSERT_TRUE(t.ok());
    EXPECT_EQ(t->port, 2222);
    EXPECT_TRUE(t->keyFile.endsWith(QStringLiteral("/.ssh/autodl")));
    EXPECT_FALSE(t->keyFile.startsWith(QLatin1Char('~')));
    t = SshTarget::parseCommand(QStringLiteral("ssh -l admin gpu-box"));
    ASSERT_TRUE(t.ok());
    EXPECT_EQ(t->user, QStringLiteral("admin"));
    EXPECT_EQ(t->port, 0); // not given: ~/.ssh/config, else 22, decides
    EXPECT_EQ(t->display(), QStringLiteral("admin@gpu-box"));
    // vast.ai adds a port forward after the login; its value is not a remote command.
    t = SshTarget::parseCommand(QStringLiteral("ssh -p 40123 root@ssh5.vast.ai -L 8080:localhost:8080"));
    ASSERT_TRUE(t.ok()) << t.error().message.toStdString();
    EXPECT_EQ(t->host, QStringLiteral("ssh5.vast.ai"));
    EXPECT_EQ(t->port, 40123);
    t = SshTarget::parseCommand(QStringLiteral("ssh -i keys/box.pem root@host"));
    ASSERT_TRUE(t.ok());
    EXPECT_TRUE(QFileInfo(t->keyFile).isAbsolute()) << t->keyFile.toStdString();
    // host:port as provider pages write it: a port; an IPv6 address keeps its colons.
    t = SshTarget::parseCommand(QStringLiteral("ssh root@gpu.example.com:2222"));
    ASSERT_TRUE(t.ok()) << t.error().message.toStdString();
    EXPECT_EQ(t->host, QStringLiteral("gpu.example.com"));
    EXPECT_EQ(t->port, 2222);
    t = SshTarget::parseCommand(QStringLiteral("ssh root@fe80::1"));
    ASSERT_TRUE(t.ok());
    EXPECT_EQ(t->host, QStringLiteral("fe80::1"));
    for (const char* bad :
         {"scp a b", "ssh", "ssh -p", "ssh -p 99999 host", "ssh host rm -rf /", "", "ssh -J bastion root@host",
          "ssh ssh://root@host:99999", "ssh root@host:abc", "ssh -p 22 root@host:2222"})
        EXPECT_FALSE(SshTarget::parseCommand(QString::fromUtf8(bad)).ok()) << bad;
}

TEST(SshSession, HostileArgumentsArriveIntactThroughTheRealShell)
{
    SshSession session(loopback());
    session.setKnownHostsFile(fixture("known_hosts"));
    ASSERT_TRUE(session.connectToHost().ok());
    ASSERT_EQ(session.checkHostKey().state, HostKeyCheck::State::Known);
    ASSERT_TRUE(session.authenticate().ok());
    for (const QString& hostile :
         {QStringLiteral("with space"), QStringLiteral("it's \"quoted\""),
          QStringLiteral("$(touch /tmp/gp-pwned) `id` ${HOME}"), QStringLiteral("new\nline"),
          QStringLiteral("数据集 ünïcödé"), QStringLiteral("-rf"), QStringLiteral("a;b|c&d>e")}) {
        const Result<ExecResult> r = session.exec(QStringLiteral("printf %s ") + shellQuote(hostile));
        ASSERT_TRUE(r.ok());
        EXPECT_EQ(QString::fromUtf8(r->out), hostile);
    }
    EXPECT_FALSE(QFile::exists(QStringLiteral("/tmp/gp-pwned")));
    const Result<ExecResult> input = session.exec(QStringLiteral("wc -c"), QByteArray(100000, 'x'));
    ASSERT_TRUE(input.ok());
    EXPECT_EQ(input->out.trimmed(), QByteArray("100000"));
    const Result<ExecResult> failing = session.exec(QStringLiteral("exit 7"));
    ASSERT_TRUE(failing.ok());
    EXPECT_EQ(failing->exitStatus, 7);
}

// A held connection's spare channel: its shell waits for the command on stdin and must run it exactly as a channel of
// its own would (arguments, input, exit status), and a spare the instance has closed since must not lose a command.
TEST(SshSession, ASpareChannelRunsTheNextCommandAsItsOwnChannelWould)
{
    const auto signedIn = [](SshSession& session) {
        session.setKnownHostsFile(fixture("known_hosts"));
        return session.connectToHost().ok() && session.checkHostKey().state == HostKeyCheck::State::Known &&
               session.authenticate().ok();
    };
    SshSession session(loopback());
    ASSERT_TRUE(signedIn(session));
    const QString hostile = QStringLiteral("$(touch /tmp/gp-pwned) it's \"数据\"\nline -rf a;b|c");
    ASSERT_TRUE(session.prepareSpareChannel().ok());
    ASSERT_TRUE(session.spareChannelAlive());
    // The spare's shell read the command's length into $n before the command came: a fresh channel's has none.
    const QString command = QStringLiteral("printf '%s\\n' ") + shellQuote(hostile) +
                            QStringLiteral("; wc -c; echo \"spare:${n:-none}\"; exit 7");
    const Result<ExecResult> first = session.exec(command, QByteArray(100000, 'x'));
    ASSERT_TRUE(first.ok()) << first.error().message.toStdString();
    const QString printed = QString::fromUtf8(first->out);
    EXPECT_TRUE(printed.startsWith(hostile + QStringLiteral("\n100000\nspare:"))) << first->out.toStdString();
    EXPECT_FALSE(printed.contains(QStringLiteral("spare:none"))) << first->out.toStdString();
    EXPECT_EQ(first->exitStatus, 7);
    EXPECT_FALSE(QFile::exists(QStringLiteral("/tmp/gp-pwned")));

    // A conversation on a spare: answer, then input, then the rest.
    ASSERT_TRUE(session.prepareSpareChannel().ok());
    Result<std::unique_ptr<SshConversation>> talk =
        session.start(QStringLiteral("echo ready; echo ready >&2; IFS= read -r x; echo \"got $x\""));
    ASSERT_TRUE(talk.ok());
    const Result<ExecResult> answer = talk.value()->readUntil(QByteArrayLiteral("ready"));
    ASSERT_TRUE(answer.ok()) << answer.error().message.toStdString();
    ASSERT_TRUE(talk.value()->write("hello\n", 6));
    const Result<ExecResult> rest = talk.value()->finish();
    ASSERT_TRUE(rest.ok());
    EXPECT_EQ(rest->out, QByteArray("got hello\n"));
    talk.value().reset();

    // The spare's shell ends on the instance (killed from another connection, found by its tag; the bracket keeps
    // pkill from matching its own command line): the next command runs on a channel of its own.
    ASSERT_TRUE(session.prepareSpareChannel().ok());
    SshSession other(loopback());
    ASSERT_TRUE(signedIn(other));
    const Result<ExecResult> killed =
        other.exec(QStringLiteral("pkill -f '[g]puplanner-spare-%1'").arg(session.spareChannelTag()));
    ASSERT_TRUE(killed.ok());
    ASSERT_EQ(killed->exitStatus, 0) << "no spare shell found to end";
    EXPECT_FALSE(session.spareChannelAlive(20000));
    const Result<ExecResult> after = session.exec(QStringLiteral("echo \"still here, spare:${n:-none}\""));
    ASSERT_TRUE(after.ok()) << after.error().message.toStdString();
    EXPECT_EQ(after->out, QByteArray("still here, spare:none\n"));
}

TEST(SshSession, WrongKeyIsRefusedClearly)
{
    SshTarget t = loopback();
    t.keyFile = fixture("otherhostkey"); // a valid key the server does not accept
    SshSession session(t);
    session.setKnownHostsFile(fixture("known_hosts"));
    ASSERT_TRUE(session.connectToHost().ok());
    const Status auth = session.authenticate();
    ASSERT_FALSE(auth.ok());
    EXPECT_EQ(auth.error().code, QStringLiteral("ssh.auth"));
    EXPECT_TRUE(auth.error().message.contains(QStringLiteral("127.0.0.1")));
}

// Stopping a command that is still talking must not cost the connection: closing its channel under it made Dropbear
// fail an assertion and hang up, so the next command of the session (the resumed upload) failed.
TEST(SshSession, ACommandStoppedWhileItTalksLeavesTheSessionUsable)
{
    SshSession session(loopback());
    session.setKnownHostsFile(fixture("known_hosts"));
    ASSERT_EQ(session.open(false).state, OpenOutcome::State::Ready);
    std::atomic_bool cancel{false};
    const QByteArray piece(64 * 1024, 'x');
    for (int round = 0; round < 20; ++round) {
        // Stopped in the middle of sending, as a cancelled upload is: the server still holds input for it.
        cancel = false;
        qint64 sent = 0;
        const Result<ExecResult> stopped = session.execStreaming(
            QStringLiteral("cat > /dev/null"),
            [&](const SshSession::Writer& write) -> Status {
                while (write(piece.constData(), piece.size())) {
                    sent += piece.size();
                    if (sent > 1024 * 1024)
                        cancel = true;
                }
                return Error{QStringLiteral("ssh.cancelled"), QStringLiteral("Cancelled.")};
            },
            &cancel);
        ASSERT_FALSE(stopped.ok());
        EXPECT_EQ(stopped.error().code, QStringLiteral("ssh.cancelled"));
        const Result<ExecResult> next = session.exec(QStringLiteral("echo still here"));
        ASSERT_TRUE(next.ok()) << "round " << round << ": " << next.error().message.toStdString();
        EXPECT_EQ(next->out, QByteArray("still here\n"));
    }
}

// The fixture's sshd accepts passwords; no password of this machine's root is "wrong-password-for-a-test".
TEST(SshSession, ACommandThatOutlivesItsTimeoutIsStoppedAndTheSessionGoesOn)
{
    SshSession session(loopback());
    session.setKnownHostsFile(fixture("known_hosts"));
    ASSERT_EQ(session.open(false).state, OpenOutcome::State::Ready);
    session.setCommandTimeoutSeconds(1);
    // Prints until nobody reads, so it ends by itself once the channel is closed.
    const Result<ExecResult> hung = session.exec(QStringLiteral("while :; do echo tick; sleep 0.2; done"));
    ASSERT_FALSE(hung.ok());
    EXPECT_EQ(hung.error().code, QStringLiteral("ssh.timeout"));
    EXPECT_TRUE(hung.error().message.contains(QStringLiteral("1 second"))) << hung.error().message.toStdString();
    const Result<ExecResult> next = session.exec(QStringLiteral("echo still here"));
    ASSERT_TRUE(next.ok());
    EXPECT_EQ(next->out, QByteArray("still here\n"));
}

TEST(SshSession, WrongPasswordIsRefusedClearlyAndAskedForOnce)
{
    SshTarget t = loopback();
    t.keyFile = fixture("otherhostkey"); // refused, so the session falls back to the password
    SshSession session(t);
    session.setKnownHostsFile(fixture("known_hosts"));
    int asked = 0;
    session.setSecretProvider([&](SecretKind kind, const QString& prompt) {
        ++asked;
        EXPECT_EQ(kind, SecretKind::Password);
        EXPECT_TRUE(prompt.contains(QStringLiteral("127.0.0.1"))) << prompt.toStdString();
        return QByteArray("wrong-password-for-a-test");
    });
    ASSERT_TRUE(session.connectToHost().ok());
    const Status auth = session.authenticate();
    ASSERT_FALSE(auth.ok());
    EXPECT_EQ(asked, 1);
    EXPECT_EQ(auth.error().code, QStringLiteral("ssh.auth"));
    EXPECT_TRUE(auth.error().message.contains(QStringLiteral("refused the password")))
        << auth.error().message.toStdString();
}

TEST_F(RemoteCli, UnknownHostKeyStopsWithItsFingerprint)
{
    const test::CliResult r =
        cli({QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(), QStringLiteral("smoke-test")});
    EXPECT_EQ(r.code, 3);
    EXPECT_TRUE(r.err.contains(QStringLiteral("SHA256:"))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("--accept-new-host-key")));
    EXPECT_FALSE(QFile::exists(knownHosts()));
}

// The user's own command runs last, with its step limit, timeout and peak GPU memory (the nvidia-smi test double says
// 20480 MiB on the fullest of two 81559 MiB GPUs); the report also lands in a plan file.
TEST_F(RemoteCli, SmokeTestRunsTheUsersCommandWithAStepLimitAndTimeout)
{
    test::TempDir work;
    const QString plan = work.filePath(QStringLiteral("plan.json"));
    const auto run = [&](const QString& command, const QString& timeout) {
        const test::CliResult r =
            cli({QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(),
                 QStringLiteral("--accept-new-host-key"), QStringLiteral("smoke-test"), QStringLiteral("--run"),
                 command, QStringLiteral("--steps"), QStringLiteral("3"), QStringLiteral("--timeout"), timeout,
                 QStringLiteral("--workdir"), work.path(), QStringLiteral("--plan"), plan, QStringLiteral("--json")});
        QMap<QString, QJsonObject> checks;
        for (const QJsonValue& v : r.json().value(QStringLiteral("checks")).toArray())
            checks.insert(v.toObject().value(QStringLiteral("id")).toString(), v.toObject());
        return checks;
    };
    // "{steps}" is replaced, $GP_MAX_STEPS is set, and it runs in the working directory; "%2" stays as written.
    QMap<QString, QJsonObject> c =
        run(QStringLiteral("test {steps} = 3 && test \"$GP_MAX_STEPS\" = 3 && echo '%2' > ran-here"),
            QStringLiteral("30s"));
    EXPECT_EQ(c.value(QStringLiteral("user.run")).value(QStringLiteral("status")).toString(), QStringLiteral("pass"))
        << c.value(QStringLiteral("user.run")).value(QStringLiteral("message")).toString().toStdString();
    EXPECT_EQ(read(work.filePath(QStringLiteral("ran-here"))), QByteArray("%2\n"));
    EXPECT_EQ(c.value(QStringLiteral("user.memory")).value(QStringLiteral("status")).toString(),
              QStringLiteral("pass"));
    EXPECT_TRUE(c.value(QStringLiteral("user.memory"))
                    .value(QStringLiteral("measured"))
                    .toString()
                    .startsWith(QStringLiteral("20,480")));

    c = run(QStringLiteral("echo loss=nan >&2; exit 3"), QStringLiteral("30s"));
    EXPECT_EQ(c.value(QStringLiteral("user.run")).value(QStringLiteral("status")).toString(), QStringLiteral("fail"));
    EXPECT_TRUE(c.value(QStringLiteral("user.run"))
                    .value(QStringLiteral("message"))
                    .toString()
                    .contains(QStringLiteral("loss=nan")));
    EXPECT_TRUE(c.value(QStringLiteral("user.run"))
                    .value(QStringLiteral("measured"))
                    .toString()
                    .startsWith(QStringLiteral("exit 3")));

    c = run(QStringLiteral("exec sleep 60"), QStringLiteral("2s"));
    EXPECT_EQ(c.value(QStringLiteral("user.run")).value(QStringLiteral("status")).toString(), QStringLiteral("warn"));

    const Result<Plan> saved = PlanFile::load(plan);
    ASSERT_TRUE(saved.ok()) << saved.error().message.toStdString();
    EXPECT_EQ(saved->smokeTests.size(), 3);
    EXPECT_EQ(cli({QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(), QStringLiteral("smoke-test"),
                   QStringLiteral("--run"), QStringLiteral("true"), QStringLiteral("--steps"), QStringLiteral("0")})
                  .code,
              2);
}

// The calibration loop end to end: the user's command prints a speed (synthetic: no GPU exists here; the nvidia-smi
// test double names two H100 80GB HBM3, which is h100-sxm), the smoke test compares it with the plan's estimate for
// two H100s, stores measured ÷ estimated in the plan, and the plan's time on H100 is divided by exactly that.
TEST_F(RemoteCli, SmokeTestCalibratesThePlanFromTheUsersRun)
{
    test::TempDir work;
    const QString planPath = work.filePath(QStringLiteral("plan.json"));
    Plan plan;
    plan.name = QStringLiteral("calibrate-me");
    plan.need = Questionnaire{}; // LoRA on Qwen2.5-7B
    plan.need->datasetTokens = 2e8;
    plan.need->epochs = 1;
    ASSERT_TRUE(PlanFile::save(plan, planPath).ok());
    const auto smoke = [&](const QStringList& extra) {
        return cli(QStringList{QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(),
                               QStringLiteral("--accept-new-host-key"), QStringLiteral("smoke-test"),
                               QStringLiteral("--steps"), QStringLiteral("3"), QStringLiteral("--workdir"), work.path(),
                               QStringLiteral("--plan"), planPath, QStringLiteral("--json")} +
                   extra);
    };
    test::CliResult r = smoke({QStringLiteral("--calibrate"), QStringLiteral("--run"),
                               QStringLiteral("echo 'step 3 | loss 1.1 | tokens/s: 4321.5 (synthetic: GPU test "
                                              "double)'")});
    const QJsonObject out = r.json();
    const QJsonObject calibration = out.value(QStringLiteral("calibration")).toObject();
    ASSERT_FALSE(calibration.isEmpty()) << r.out.toStdString() << r.err.toStdString();
    const double estimated = out.value(QStringLiteral("estimated_tokens_per_second")).toDouble();
    ASSERT_GT(estimated, 0);
    EXPECT_DOUBLE_EQ(calibration.value(QStringLiteral("factor")).toDouble(), 4321.5 / estimated);
    EXPECT_EQ(calibration.value(QStringLiteral("gpu")).toString(), QStringLiteral("h100-sxm"));
    EXPECT_EQ(calibration.value(QStringLiteral("gpus")).toInt(), 2);
    EXPECT_EQ(out.value(QStringLiteral("run")).toObject().value(QStringLiteral("method")).toString(),
              QStringLiteral("printed"));
    QMap<QString, QString> status;
    for (const QJsonValue& v : out.value(QStringLiteral("checks")).toArray())
        status.insert(v.toObject().value(QStringLiteral("id")).toString(),
                      v.toObject().value(QStringLiteral("status")).toString());
    EXPECT_TRUE(status.contains(QStringLiteral("plan.speed")));
    EXPECT_TRUE(status.contains(QStringLiteral("plan.memory")));

    const Result<Plan> saved = PlanFile::load(planPath);
    ASSERT_TRUE(saved.ok()) << saved.error().message.toStdString();
    ASSERT_EQ(saved->calibrations.size(), 1);
    const SpeedCalibration& c = saved->calibrations.first();
    EXPECT_DOUBLE_EQ(c.factor, 4321.5 / estimated);
    EXPECT_TRUE(c.host.contains(QStringLiteral("127.0.0.1"))) << c.host.toStdString();
    ASSERT_EQ(saved->smokeTests.size(), 1);
    ASSERT_TRUE(saved->smokeTests.first().run);

    // Applied to the plan's time (on H100 only) by exactly the stored factor, and marked in the report.
    const PriceCatalog none;
    const QDate today = QDate::currentDate();
    const PlanResults before = PlanEvaluator::evaluate(*saved->need, none, ExchangeRate(7.2), Currency::CNY, today);
    const PlanResults after =
        PlanEvaluator::evaluate(*saved->need, none, ExchangeRate(7.2), Currency::CNY, today, saved->calibrations);
    int compared = 0;
    for (int i = 0; i < before.gpus.size(); ++i) {
        const GpuPlanRow& a = before.gpus.at(i);
        const GpuPlanRow& b = after.gpus.at(i);
        ASSERT_EQ(a.fit.gpu.id, b.fit.gpu.id);
        if (a.jobHours <= 0)
            continue;
        ++compared;
        const double expected = a.fit.gpu.id == QLatin1String("h100-sxm") ? c.factor : 1.0;
        EXPECT_NEAR(a.jobHours / b.jobHours, expected, 1e-12) << a.fit.gpu.id.toStdString();
    }
    EXPECT_GT(compared, 5);
    const QString report = work.filePath(QStringLiteral("report.md"));
    ASSERT_EQ(cli({QStringLiteral("report"), planPath, QStringLiteral("--format"), QStringLiteral("md"),
                   QStringLiteral("--output"), report})
                  .code,
              0);
    EXPECT_TRUE(QString::fromUtf8(read(report)).contains(QStringLiteral("Calibrated on ")));

    // No speed line: steps × the given batch × sequence × 2 GPUs over the seconds the GPUs were busy (the test double
    // reports them busy while the command holds its marker file).
    r = smoke({QStringLiteral("--run"),
               QStringLiteral("touch .gp-test-double-busy && sleep 4 && rm .gp-test-double-busy"),
               QStringLiteral("--batch"), QStringLiteral("2"), QStringLiteral("--seq"), QStringLiteral("1024")});
    const QJsonObject run = r.json().value(QStringLiteral("run")).toObject();
    EXPECT_EQ(run.value(QStringLiteral("method")).toString(), QStringLiteral("steps")) << r.out.toStdString();
    const double tokens = 3.0 * 2 * 1024 * 2;
    const double tps = run.value(QStringLiteral("tokens_per_second")).toDouble();
    EXPECT_GE(tps, tokens / 8) << run.value(QStringLiteral("evidence")).toString().toStdString();
    EXPECT_LE(tps, tokens / 2) << run.value(QStringLiteral("evidence")).toString().toStdString();

    // --calibrate without a speed says why and leaves the calibration as it was; without a plan it is refused.
    r = smoke({QStringLiteral("--calibrate"), QStringLiteral("--run"), QStringLiteral("true")});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("not calibrated"))) << r.err.toStdString();
    EXPECT_DOUBLE_EQ(PlanFile::load(planPath)->calibrations.first().factor, c.factor);
    EXPECT_EQ(cli({QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(), QStringLiteral("smoke-test"),
                   QStringLiteral("--run"), QStringLiteral("true"), QStringLiteral("--calibrate")})
                  .code,
              2);
}

// The quick level on the loopback host: every check is listed, those that need a GPU or PyTorch as skipped with the
// reason; the network check downloads from a local server with the real curl, and the report's digest verifies.
TEST_F(RemoteCli, QuickSmokeTestListsEveryCheckWithASummaryAndAVerifiableDigest)
{
    LocalHttpServer server;
    server.route(QStringLiteral("/blob"), {200, QByteArray(8 * 1024 * 1024, 'x'), {}, 0});
    const test::CliResult r =
        cli({QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(), QStringLiteral("--accept-new-host-key"),
             QStringLiteral("smoke-test"), QStringLiteral("--level"), QStringLiteral("quick"),
             QStringLiteral("--offer"), QStringLiteral("runpod-1x-a100-80gb-secure"), QStringLiteral("--download-url"),
             server.url(QStringLiteral("/blob")).toString(), QStringLiteral("--upload-url"),
             QStringLiteral("http://127.0.0.1:1/nothing-listens-here"), QStringLiteral("--json")});
    const QJsonObject report = r.json();
    ASSERT_FALSE(report.isEmpty()) << r.err.toStdString();
    QMap<QString, QJsonObject> checks;
    for (const QJsonValue& v : report.value(QStringLiteral("checks")).toArray())
        checks.insert(v.toObject().value(QStringLiteral("id")).toString(), v.toObject());
    EXPECT_GE(checks.size(), 20);
    for (const char* id : {"pcie.link", "pcie.bandwidth", "gpu.errors", "gpu.clocks", "compute.tflops",
                           "compute.correct", "compute.bandwidth", "interconnect.topology", "interconnect.allreduce",
                           "network.download", "network.upload", "disk.write", "disk.read", "ram.per_gpu"})
        EXPECT_TRUE(checks.contains(QLatin1String(id))) << id;
    for (const QJsonObject& c : checks) {
        const QString status = c.value(QStringLiteral("status")).toString();
        EXPECT_TRUE(QStringList({QStringLiteral("pass"), QStringLiteral("warn"), QStringLiteral("fail"),
                                 QStringLiteral("skipped")})
                        .contains(status))
            << status.toStdString();
        if (status == QLatin1String("skipped")) {
            EXPECT_FALSE(c.value(QStringLiteral("message")).toString().isEmpty());
        }
    }
    // No PyTorch here: the compute checks say so instead of passing or failing.
    EXPECT_EQ(checks.value(QStringLiteral("compute.tflops")).value(QStringLiteral("status")),
              QStringLiteral("skipped"));
    // The test double's nvidia-smi -q is a real healthy H100's and its topology a real NVLink machine's.
    EXPECT_EQ(checks.value(QStringLiteral("pcie.link")).value(QStringLiteral("status")), QStringLiteral("pass"));
    EXPECT_EQ(checks.value(QStringLiteral("interconnect.topology")).value(QStringLiteral("status")),
              QStringLiteral("pass"));
    EXPECT_EQ(checks.value(QStringLiteral("network.download")).value(QStringLiteral("status")), QStringLiteral("pass"))
        << checks.value(QStringLiteral("network.download")).value(QStringLiteral("message")).toString().toStdString();
    EXPECT_EQ(checks.value(QStringLiteral("network.upload")).value(QStringLiteral("status")), QStringLiteral("warn"));
    EXPECT_TRUE(checks.value(QStringLiteral("disk.write"))
                    .value(QStringLiteral("measured"))
                    .toString()
                    .contains(QStringLiteral("MB/s")));
    EXPECT_EQ(report.value(QStringLiteral("level")), QStringLiteral("quick"));
    EXPECT_TRUE(report.value(QStringLiteral("host_key")).toString().startsWith(QStringLiteral("SHA256:")));
    const QJsonObject summary = report.value(QStringLiteral("summary")).toObject();
    // The double's H100s have 81559 MiB where the A100 offer promises 80 GiB.
    EXPECT_NEAR(summary.value(QStringLiteral("delivered")).toObject().value(QStringLiteral("memory")).toDouble(),
                81559.0 / 81920, 1e-6);
    EXPECT_TRUE(summary.value(QStringLiteral("price_per_hour")).isObject());
    EXPECT_EQ(report.value(QStringLiteral("digest")).toString().size(), 64);

    // report verify: the saved output verifies; one changed character does not.
    const QString file = home.filePath(QStringLiteral("smoke.json"));
    ASSERT_TRUE(writeFile(file, r.out.toUtf8()));
    test::CliResult verified = cli({QStringLiteral("report"), QStringLiteral("verify"), file});
    EXPECT_EQ(verified.code, 0) << verified.err.toStdString();
    EXPECT_TRUE(verified.out.contains(QStringLiteral("SHA256:"))) << verified.out.toStdString();
    QJsonObject edited = report;
    edited.insert(QStringLiteral("target"), QStringLiteral("someone-else@127.0.0.1:22"));
    ASSERT_TRUE(writeFile(file, QJsonDocument(edited).toJson()));
    verified = cli({QStringLiteral("report"), QStringLiteral("verify"), file});
    EXPECT_EQ(verified.code, 1);
    EXPECT_TRUE(verified.err.contains(QStringLiteral("does not match"))) << verified.err.toStdString();
    // A key given twice (a forged one before the genuine one): readers disagree on which counts, so it is refused.
    const QByteArray genuine = r.out.toUtf8();
    ASSERT_TRUE(writeFile(file, "{\"target\": \"forged@10.0.0.1:22\", " + genuine.mid(genuine.indexOf('{') + 1)));
    verified = cli({QStringLiteral("report"), QStringLiteral("verify"), file});
    EXPECT_NE(verified.code, 0);
    EXPECT_TRUE(verified.err.contains(QStringLiteral("twice"))) << verified.err.toStdString();
    ASSERT_TRUE(writeFile(file, "{\"target\": 1"));
    EXPECT_EQ(cli({QStringLiteral("report"), QStringLiteral("verify"), file}).code, 2);
    EXPECT_EQ(cli({QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(), QStringLiteral("smoke-test"),
                   QStringLiteral("--level"), QStringLiteral("thorough")})
                  .code,
              2);
}

TEST_F(RemoteCli, AcceptedKeyIsSavedAsOpenSshDoesAndTheSmokeTestRuns)
{
    const test::CliResult r =
        cli({QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(), QStringLiteral("--accept-new-host-key"),
             QStringLiteral("smoke-test"), QStringLiteral("--offer"), QStringLiteral("runpod-1x-a100-80gb-secure"),
             QStringLiteral("--json")});
    // The GPUs come from the nvidia-smi test double (2 × H100): the offer promised an A100, so checks fail: exit 1.
    EXPECT_EQ(r.code, 1) << r.err.toStdString();
    const QByteArray known = read(knownHosts());
    const QByteArray expected =
        QByteArray("[127.0.0.1]:") + QByteArray::number(loopback().port) + QByteArray(" ssh-ed25519 ");
    EXPECT_TRUE(known.startsWith(expected)) << known.constData();
    QMap<QString, QString> status;
    for (const QJsonValue& v : r.json().value(QStringLiteral("checks")).toArray()) {
        const QJsonObject o = v.toObject();
        for (const char* key : {"id", "status", "measured", "expected", "message"})
            EXPECT_TRUE(o.contains(QLatin1String(key))) << key;
        status.insert(o.value(QStringLiteral("id")).toString(), o.value(QStringLiteral("status")).toString());
    }
    EXPECT_EQ(status.value(QStringLiteral("gpu.present")), QStringLiteral("pass"));
    EXPECT_EQ(status.value(QStringLiteral("gpu.model")), QStringLiteral("warn")); // H100 where an A100 was rented
    EXPECT_EQ(status.value(QStringLiteral("gpu.memory")), QStringLiteral("pass"));
    EXPECT_TRUE(status.contains(QStringLiteral("disk.free")));
    // No PyTorch that can use a GPU on the test machines (none at all, or Debian's CPU-only build that the
    // measurement kit's test installs): the report says exactly that.
    EXPECT_TRUE(status.value(QStringLiteral("torch.present")) == QLatin1String("fail") ||
                status.value(QStringLiteral("torch.cuda")) == QLatin1String("fail") ||
                status.value(QStringLiteral("python")) == QLatin1String("fail"))
        << status.value(QStringLiteral("torch.present")).toStdString() << " / "
        << status.value(QStringLiteral("torch.cuda")).toStdString();

    // Known now: no flag needed the second time.
    const test::CliResult again =
        cli({QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(), QStringLiteral("smoke-test")});
    EXPECT_EQ(again.code, 1) << again.err.toStdString(); // connected; the A100 checks fail as before
}

TEST_F(RemoteCli, ChangedHostKeyIsRefusedWhateverTheFlagsAndKnownHostsUntouched)
{
    ASSERT_TRUE(QFile::copy(fixture("changed_known_hosts"), knownHosts()));
    const QByteArray before = read(knownHosts());
    const test::CliResult r = cli({QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(),
                                   QStringLiteral("--accept-new-host-key"), QStringLiteral("smoke-test")});
    EXPECT_EQ(r.code, 4);
    EXPECT_TRUE(r.err.contains(QStringLiteral("CHANGED"))) << r.err.toStdString();
    EXPECT_EQ(read(knownHosts()), before);
}

TEST_F(RemoteCli, BadRemoteUsage)
{
    EXPECT_EQ(cli({QStringLiteral("remote"), QStringLiteral("smoke-test")}).code, 2);
    EXPECT_EQ(cli({QStringLiteral("remote"), QStringLiteral("--ssh"), QStringLiteral("scp x y"),
                   QStringLiteral("smoke-test")})
                  .code,
              2);
    EXPECT_EQ(cli({QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(), QStringLiteral("frobnicate")}).code,
              2);
}

TEST(SmokeTest, ParsesCapturedNvidiaSmiOutput)
{
    QFile csv(gp::test::sourcePath("tests/data/nvidia-smi/h100x2-query.csv"));
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    QString lines;
    for (const QByteArray& line : csv.readAll().split('\n'))
        if (!line.isEmpty())
            lines += QStringLiteral("gpu=") + QString::fromUtf8(line) + QLatin1Char('\n');
    const ProbeReport r = ProbeReport::parse(lines);
    ASSERT_EQ(r.gpus.size(), 2);
    EXPECT_EQ(r.gpus.first().name, QStringLiteral("NVIDIA H100 80GB HBM3"));
    EXPECT_DOUBLE_EQ(r.gpus.first().memoryMiB, 81559);
    EXPECT_EQ(r.gpus.first().driver, QStringLiteral("550.90.07"));
}

TEST(SmokeTest, ChecksSayWhatIsWrongAndWhatToDo)
{
    SmokeExpectations h100;
    h100.gpu = *GpuCatalog::builtIn().find(QStringLiteral("h100-sxm"));
    const auto find = [](const QList<SmokeCheck>& checks, const char* id) {
        for (const SmokeCheck& c : checks)
            if (c.id == QLatin1String(id))
                return c;
        return SmokeCheck{};
    };
    // No driver at all.
    QList<SmokeCheck> checks = SmokeTest::evaluate(
        ProbeReport::parse(QStringLiteral("probe_version=1\nnvidia_smi=missing\npython=missing\n")), h100);
    EXPECT_EQ(find(checks, "gpu.present").status, SmokeCheck::Status::Fail);
    EXPECT_EQ(find(checks, "python").status, SmokeCheck::Status::Fail);
    // Torch built for a newer CUDA than the driver supports.
    checks = SmokeTest::evaluate(
        captured("gpu=NVIDIA H100 80GB HBM3, 81559, 535.183.01\n",
                 "driver_cuda=12.2\npython=3.11\ntorch=2.6.0\ntorch_cuda=12.4\ntorch_cuda_available=false\n"),
        h100);
    EXPECT_EQ(find(checks, "torch.cuda").status, SmokeCheck::Status::Fail);
    EXPECT_TRUE(find(checks, "torch.cuda").message.contains(QStringLiteral("12.2")));
    // A healthy card, slow compute, memory short of the promise (a MIG slice).
    checks = SmokeTest::evaluate(
        captured("gpu=NVIDIA H100 80GB HBM3, 40192, 550.90.07\n",
                 "driver_cuda=12.4\npython=3.11\ntorch=2.6.0\ntorch_cuda=12.4\ntorch_cuda_available=true\n"
                 "bf16_tflops=310\nbandwidth_gbps=2900\n"),
        h100);
    EXPECT_EQ(find(checks, "torch.cuda").status, SmokeCheck::Status::Pass);
    EXPECT_EQ(find(checks, "gpu.memory").status, SmokeCheck::Status::Warn);
    EXPECT_EQ(find(checks, "compute.tflops").status, SmokeCheck::Status::Warn); // 310 of 989 dense TFLOPS
    EXPECT_EQ(find(checks, "compute.bandwidth").status, SmokeCheck::Status::Pass);
    // The Python part crashed after finding torch (a busy GPU): torch is there, the failure is not "not installed".
    checks = SmokeTest::evaluate(
        captured("gpu=NVIDIA H100 80GB HBM3, 81559, 550.90.07\n", "python=3.11\ntorch=2.6.0\ntorch_probe_failed=yes\n"),
        h100);
    EXPECT_EQ(find(checks, "torch.present").status, SmokeCheck::Status::Pass);
    checks = SmokeTest::evaluate(
        captured("gpu=NVIDIA H100 80GB HBM3, 81559, 550.90.07\n", "python=3.11\ntorch_probe_failed=yes\n"), h100);
    EXPECT_EQ(find(checks, "torch.present").status, SmokeCheck::Status::Fail);
    EXPECT_EQ(find(checks, "torch.present").measured, QStringLiteral("import failed"));
}

#include "core/sync/Uploader.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QRandomGenerator>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

class Upload : public ::testing::Test
{
protected:
    void SetUp() override
    {
        session = std::make_unique<SshSession>(loopback());
        session->setKnownHostsFile(fixture("known_hosts"));
        ASSERT_TRUE(session->connectToHost().ok());
        ASSERT_EQ(session->checkHostKey().state, HostKeyCheck::State::Known);
        ASSERT_TRUE(session->authenticate().ok());
        // A mixed folder: many small text files, a large binary, hostile names, and things that must stay behind.
        makeFile(QStringLiteral("proj/train.py"), "print('hi')\n");
        makeFile(QStringLiteral("proj/data/it's a \"quoted\" $(file) `x`.txt"), "quoted\n");
        makeFile(QStringLiteral("proj/data/数据 ünï.csv"), "a,b\n1,2\n");
        makeFile(QStringLiteral("proj/data/line\nbreak.txt"), "newline in the name\n");
        for (int i = 0; i < 50; ++i)
            makeFile(QStringLiteral("proj/src/module%1.py").arg(i),
                     QByteArray("x = %1\n").replace("%1", QByteArray::number(i)).repeated(20));
        makeFile(QStringLiteral("proj/weights.bin"), test::randomBytes(6 * 1024 * 1024));
        makeFile(QStringLiteral("proj/.git/HEAD"), "ref\n");
        makeFile(QStringLiteral("proj/__pycache__/m.cpython-311.pyc"), "bytecode");
        makeFile(QStringLiteral("proj/src/stale.pyc"), "bytecode");
        makeFile(QStringLiteral("proj/checkpoints/step-100/model.pt"), "huge");
        makeFile(QStringLiteral("proj/.gitignore"), "*.log\nwandb/\n");
        makeFile(QStringLiteral("proj/run.log"), "log");
        makeFile(QStringLiteral("proj/wandb/run/x"), "w");
        options.tar.paths = {local.filePath(QStringLiteral("proj"))};
        options.tar.excludes = TarballOptions::defaultExcludes();
        options.destDir = remote.filePath(QStringLiteral("dest dir"));
    }

    void makeFile(const QString& relative, const QByteArray& data)
    {
        const QString path = local.filePath(relative);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(data);
    }

    // Relative path → SHA-256 of every file under a folder.
    static QMap<QString, QByteArray> tree(const QString& root)
    {
        QMap<QString, QByteArray> files;
        QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            it.next();
            QFile f(it.filePath());
            f.open(QIODevice::ReadOnly);
            files.insert(QDir(root).relativeFilePath(it.filePath()),
                         QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256));
        }
        return files;
    }

    // An upload cancelled once a MiB has gone: what a dropped connection leaves on the instance.
    void interruptAfterOneMiB()
    {
        std::atomic_bool cancel{false};
        ASSERT_FALSE(Uploader::run(
                         *session, options,
                         [&](const UploadProgress& p) {
                             if (p.sentBytes > 1024 * 1024)
                                 cancel = true;
                         },
                         &cancel)
                         .ok());
    }

    QString partialPath() const
    {
        const QList<TarballEntry> entries = TarballWriter::collect(options.tar)->entries;
        return options.destDir + QLatin1Char('/') +
               Uploader::archiveName(options, TarballWriter::uploadId(options.tar, entries)) +
               QStringLiteral(".partial");
    }

    std::unique_ptr<SshSession> session;
    test::TempDir local;
    // The loopback "instance" writes here: in the fixture's shared folder, where a small filesystem a test mounts is
    // seen by the server too (Dropbear runs in a mount namespace of its own).
    test::TempDir remote{test::sshFixture("shared")};
    UploadOptions options;
};

} // namespace

TEST_F(Upload, ArrivesIntactWithHostileNamesAndExcludesApplied)
{
    const Result<UploadResult> r = Uploader::run(*session, options);
    ASSERT_TRUE(r.ok()) << r.error().message.toStdString();
    const QMap<QString, QByteArray> sent = tree(local.filePath(QStringLiteral("proj")));
    const QMap<QString, QByteArray> arrived = tree(options.destDir + QStringLiteral("/proj"));
    for (const char* excluded : {".git/HEAD", "__pycache__/m.cpython-311.pyc", "src/stale.pyc",
                                 "checkpoints/step-100/model.pt", "run.log", "wandb/run/x"})
        EXPECT_FALSE(arrived.contains(QString::fromUtf8(excluded))) << excluded;
    for (auto it = sent.cbegin(); it != sent.cend(); ++it) {
        if (it.key().startsWith(QLatin1String(".git/")) || it.key().contains(QLatin1String("pycache")) ||
            it.key().endsWith(QLatin1String(".pyc")) || it.key().startsWith(QLatin1String("checkpoints")) ||
            it.key() == QLatin1String("run.log") || it.key().startsWith(QLatin1String("wandb")))
            continue;
        EXPECT_EQ(arrived.value(it.key()), it.value()) << it.key().toStdString();
    }
    EXPECT_EQ(r->resumedFrom, 0);
    EXPECT_EQ(r->sentBytes, r->archiveBytes);
    EXPECT_FALSE(QFile::exists(partialPath())); // renamed, extracted and removed
    // Nothing of the staging folder, the digest or the FIFO is left: only what was uploaded.
    EXPECT_EQ(QDir(options.destDir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
              (QStringList{QString::fromLatin1(SyncManifest::kFileName), QStringLiteral("proj")}));
}

// A second upload into the same place merges, as unpacking over it would: changed files are replaced, new ones added,
// files that exist only on the instance (outputs, logs) stay.
TEST_F(Upload, UploadingAgainMergesIntoWhatIsThere)
{
    ASSERT_TRUE(Uploader::run(*session, options).ok());
    QFile output(options.destDir + QStringLiteral("/proj/outputs.txt"));
    ASSERT_TRUE(output.open(QIODevice::WriteOnly));
    output.write("made on the instance");
    output.close();
    makeFile(QStringLiteral("proj/train.py"), "print('changed')\n");
    makeFile(QStringLiteral("proj/src/new_module.py"), "y = 1\n");
    const Result<UploadResult> again = Uploader::run(*session, options);
    ASSERT_TRUE(again.ok()) << again.error().message.toStdString();
    EXPECT_EQ(again->resumedFrom, 0);
    const QString dest = options.destDir + QStringLiteral("/proj/");
    EXPECT_EQ(read(dest + QStringLiteral("train.py")), QByteArray("print('changed')\n"));
    EXPECT_EQ(read(dest + QStringLiteral("src/new_module.py")), QByteArray("y = 1\n"));
    EXPECT_EQ(read(dest + QStringLiteral("outputs.txt")), QByteArray("made on the instance"));
    EXPECT_EQ(tree(dest).value(QStringLiteral("weights.bin")),
              tree(local.filePath(QStringLiteral("proj"))).value(QStringLiteral("weights.bin")));
    EXPECT_EQ(QDir(options.destDir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
              (QStringList{QString::fromLatin1(SyncManifest::kFileName), QStringLiteral("proj")}));
}

TEST_F(Upload, EveryCompressionUnpacks)
{
    for (Compression c : {Compression::Gzip, Compression::None}) {
        options.tar.compression = c;
        options.destDir = remote.filePath(compressionCode(c));
        const Result<UploadResult> r = Uploader::run(*session, options);
        ASSERT_TRUE(r.ok()) << r.error().message.toStdString();
        EXPECT_TRUE(QFile::exists(options.destDir + QStringLiteral("/proj/weights.bin")));
    }
    options.extract = false;
    options.destDir = remote.filePath(QStringLiteral("kept"));
    const Result<UploadResult> kept = Uploader::run(*session, options);
    ASSERT_TRUE(kept.ok());
    EXPECT_TRUE(QFile::exists(kept->remoteArchive));
    QFile archive(kept->remoteArchive);
    ASSERT_TRUE(archive.open(QIODevice::ReadOnly));
    EXPECT_EQ(QString::fromLatin1(QCryptographicHash::hash(archive.readAll(), QCryptographicHash::Sha256).toHex()),
              kept->sha256);
}

TEST_F(Upload, InterruptedUploadsResumeWithoutResendingWhatArrived)
{
    // Interrupt at several points: each retry continues from what the instance already has. (What is in flight when
    // the connection closes may still land, so the instance's own byte count is the truth, read at each start.)
    qint64 previous = -1;
    for (qint64 stopAt : {qint64(512 * 1024), qint64(2 * 1024 * 1024), qint64(4 * 1024 * 1024)}) {
        std::atomic_bool cancel{false};
        qint64 skipped = -1;
        const Result<UploadResult> r = Uploader::run(
            *session, options,
            [&](const UploadProgress& p) {
                skipped = p.skippedBytes;
                if (p.skippedBytes + p.sentBytes >= stopAt)
                    cancel = true;
            },
            &cancel);
        ASSERT_FALSE(r.ok());
        EXPECT_TRUE(r.error().message.contains(QStringLiteral("resume"))) << r.error().message.toStdString();
        if (stopAt >= 2 * 1024 * 1024) { // by then the instance has surely started writing
            EXPECT_TRUE(QFile::exists(partialPath()));
        }
        EXPECT_FALSE(QFile::exists(options.destDir + QStringLiteral("/proj/weights.bin"))); // nothing looks complete
        if (previous >= 0) {
            EXPECT_GE(skipped, previous) << "a retry must not start over";
        }
        previous = std::max<qint64>(skipped, 0);
    }
    const qint64 before = QFileInfo(partialPath()).size();
    const Result<UploadResult> done = Uploader::run(*session, options);
    ASSERT_TRUE(done.ok()) << done.error().message.toStdString();
    EXPECT_GE(done->resumedFrom, before);
    EXPECT_GT(done->resumedFrom, 1024 * 1024);
    EXPECT_EQ(done->sentBytes, done->archiveBytes - done->resumedFrom); // only the missing bytes travelled
    EXPECT_EQ(tree(options.destDir + QStringLiteral("/proj")).value(QStringLiteral("weights.bin")),
              tree(local.filePath(QStringLiteral("proj"))).value(QStringLiteral("weights.bin")));
    // The first attempt unpacked into a staging folder while streaming; the resumed upload cleared it away.
    EXPECT_EQ(QDir(options.destDir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
              (QStringList{QString::fromLatin1(SyncManifest::kFileName), QStringLiteral("proj")}));
}

TEST_F(Upload, ALargeUploadCutWhileItUnpacksResumesAndLeavesNothingElse)
{
    // Large enough to be unpacked while it streams, in several frames: cut in the middle of one, then resumed.
    makeFile(QStringLiteral("proj/weights.bin"), test::randomBytes(24 * 1024 * 1024));
    std::atomic_bool cancel{false};
    const Result<UploadResult> cut = Uploader::run(
        *session, options, [&](const UploadProgress& p) { cancel = cancel || p.sentBytes > 9 * 1024 * 1024; }, &cancel);
    ASSERT_FALSE(cut.ok());
    EXPECT_TRUE(cut.error().message.contains(QStringLiteral("resume"))) << cut.error().message.toStdString();
    EXPECT_TRUE(QFile::exists(partialPath()));
    EXPECT_FALSE(QFile::exists(options.destDir + QStringLiteral("/proj/weights.bin"))); // nothing looks complete
    EXPECT_FALSE(QFile::exists(options.destDir + QStringLiteral("/proj/train.py")));
    const Result<UploadResult> done = Uploader::run(*session, options);
    ASSERT_TRUE(done.ok()) << done.error().message.toStdString();
    EXPECT_GT(done->resumedFrom, 8 * 1024 * 1024);
    EXPECT_EQ(done->sentBytes, done->archiveBytes - done->resumedFrom);
    const QMap<QString, QByteArray> there = tree(options.destDir + QStringLiteral("/proj"));
    const QMap<QString, QByteArray> here = tree(local.filePath(QStringLiteral("proj")));
    for (const QString& file : {QStringLiteral("weights.bin"), QStringLiteral("train.py")})
        EXPECT_TRUE(there.value(file) == here.value(file)) << file.toStdString();
    EXPECT_EQ(QDir(options.destDir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
              (QStringList{QString::fromLatin1(SyncManifest::kFileName), QStringLiteral("proj")}));
}

TEST_F(Upload, AResumeWhoseFrameRecordFallsShortCutsThePartialBackToWhatItCanRebuild)
{
    // The frames' levels are kept on this machine; a record lost or cut short (another machine, a full disk) cannot
    // rebuild all that arrived. The partial archive is cut back to what it can, or cleared, never appended to blindly.
    makeFile(QStringLiteral("proj/weights.bin"), test::randomBytes(24 * 1024 * 1024));
    const QString records = options.historyFile + QStringLiteral(".frames");
    for (const bool lost : {false, true}) {
        SCOPED_TRACE(lost ? "record lost" : "record cut short");
        std::atomic_bool cancel{false};
        ASSERT_FALSE(Uploader::run(
                         *session, options,
                         [&](const UploadProgress& p) { cancel = cancel || p.sentBytes > 12 * 1024 * 1024; }, &cancel)
                         .ok());
        const QStringList kept = QDir(records).entryList(QDir::Files);
        ASSERT_EQ(kept.size(), 1);
        const QString record = records + QLatin1Char('/') + kept.first();
        const qint64 arrived = QFileInfo(partialPath()).size();
        ASSERT_GT(arrived, 8 * 1024 * 1024);
        qint64 firstFrameEnd = 0;
        if (lost) {
            ASSERT_TRUE(QFile::remove(record));
        } else {
            QFile file(record);
            ASSERT_TRUE(file.open(QIODevice::ReadOnly));
            const QByteArray first = file.readLine();
            file.close();
            firstFrameEnd = first.trimmed().split(' ').value(1).toLongLong();
            ASSERT_GT(firstFrameEnd, 0);
            ASSERT_LT(firstFrameEnd, arrived);
            ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            ASSERT_EQ(file.write(first), first.size());
            file.close();
        }
        const Result<UploadResult> done = Uploader::run(*session, options);
        ASSERT_TRUE(done.ok()) << done.error().message.toStdString();
        EXPECT_EQ(done->resumedFrom, firstFrameEnd);
        EXPECT_EQ(done->sentBytes, done->archiveBytes - done->resumedFrom);
        const QMap<QString, QByteArray> there = tree(options.destDir + QStringLiteral("/proj"));
        const QMap<QString, QByteArray> here = tree(local.filePath(QStringLiteral("proj")));
        for (const QString& file : {QStringLiteral("weights.bin"), QStringLiteral("train.py")})
            EXPECT_TRUE(there.value(file) == here.value(file)) << file.toStdString();
        EXPECT_EQ(
            QDir(options.destDir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
            (QStringList{QString::fromLatin1(SyncManifest::kFileName), QStringLiteral("proj")}));
        EXPECT_TRUE(QDir(records).entryList(QDir::Files).isEmpty()); // landed: nothing left to resume
        ASSERT_TRUE(QDir(options.destDir).removeRecursively());
        makeFile(QStringLiteral("proj/train.py"), lost ? "print('again')\n" : "print('once more')\n");
    }
}

TEST_F(Upload, AResumeFromAnotherMachineClearsWhatItCannotRebuild)
{
    // Interrupted here, resumed from a machine with no history and no frame record: the first upload goes out ahead
    // of the look, the instance refuses it (it has a partial archive of these files), and the frames that were
    // built for nothing must not pass for the record of what the instance has.
    makeFile(QStringLiteral("proj/weights.bin"), test::randomBytes(24 * 1024 * 1024));
    std::atomic_bool cancel{false};
    ASSERT_FALSE(Uploader::run(
                     *session, options,
                     [&](const UploadProgress& p) { cancel = cancel || p.sentBytes > 12 * 1024 * 1024; }, &cancel)
                     .ok());
    ASSERT_GT(QFileInfo(partialPath()).size(), 8 * 1024 * 1024);
    ASSERT_TRUE(QFile::remove(options.historyFile));
    ASSERT_TRUE(QDir(options.historyFile + QStringLiteral(".frames")).removeRecursively());
    const Result<UploadResult> done = Uploader::run(*session, options);
    ASSERT_TRUE(done.ok()) << done.error().message.toStdString();
    EXPECT_EQ(done->early, UploadResult::Early::Refused);
    EXPECT_EQ(done->resumedFrom, 0);
    EXPECT_EQ(tree(options.destDir + QStringLiteral("/proj")).value(QStringLiteral("weights.bin")),
              tree(local.filePath(QStringLiteral("proj"))).value(QStringLiteral("weights.bin")));
    EXPECT_EQ(QDir(options.destDir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
              (QStringList{QString::fromLatin1(SyncManifest::kFileName), QStringLiteral("proj")}));
}

TEST_F(Upload, DigestMismatchIsRefusedAndTheDamagedFileRemoved)
{
    interruptAfterOneMiB();
    // Damage what arrived (a flipped byte on the instance's disk).
    QFile partial(partialPath());
    ASSERT_TRUE(partial.open(QIODevice::ReadWrite));
    partial.seek(1000);
    partial.write("!!!!");
    partial.close();
    const Result<UploadResult> r = Uploader::run(*session, options);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("upload.digest"));
    EXPECT_FALSE(QFile::exists(partialPath()));
    EXPECT_FALSE(QFile::exists(options.destDir + QStringLiteral("/proj/train.py")));
    EXPECT_TRUE(Uploader::run(*session, options).ok()); // and a clean retry works
}

namespace {

// The instance's upload leftovers (hidden partial, staging, digest, lock files) in a folder.
QStringList leftovers(const QString& dir)
{
    return QDir(dir).entryList({QStringLiteral(".gpuplanner-upload-*")},
                               QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
}

} // namespace

TEST_F(Upload, FullDiskIsReportedAsFullAndWhatFilledItRemoved)
{
    // A real 4 MiB filesystem as the destination; the upload holds 6 MiB of random bytes. Whichever of tee, tar, the
    // channel or the digest notices first, the answer is the same: the disk is full, in one sentence, and nothing of
    // the attempt stays behind to keep it full. Three runs: the outcome must not depend on timing.
    const test::SmallFilesystem small(options.destDir, "4m");
    if (!small.mounted())
        GTEST_SKIP() << "needs root to mount a small tmpfs";
    options.checkSpace = false; // past the check, as with a compressed archive the check overestimates
    // Sent after the look's answer, and ahead of it (a first upload, as far as this side knows: the instance finds
    // the full disk as it receives).
    const QString history = local.filePath(QStringLiteral("uploads"));
    const std::pair<bool, Compression> runs[] = {{false, Compression::None}, {false, Compression::Zstd},
                                                 {false, Compression::None}, {true, Compression::Zstd},
                                                 {true, Compression::None},  {true, Compression::Zstd}};
    for (const auto& [ahead, compression] : runs) {
        SCOPED_TRACE(ahead ? "sent ahead of the answer" : "after the answer");
        options.tar.compression = compression;
        options.historyFile = ahead ? history : QString();
        QFile::remove(history);
        const Result<UploadResult> r = Uploader::run(*session, options);
        ASSERT_FALSE(r.ok());
        EXPECT_EQ(r.error().code, QStringLiteral("upload.disk_full")) << r.error().message.toStdString();
        EXPECT_FALSE(r.error().message.contains(QLatin1Char('\n'))) << r.error().message.toStdString();
        EXPECT_FALSE(r.error().message.contains(QStringLiteral(".."))) << r.error().message.toStdString();
        EXPECT_TRUE(leftovers(options.destDir).isEmpty())
            << leftovers(options.destDir).join(QLatin1Char(' ')).toStdString();
        EXPECT_FALSE(QFile::exists(options.destDir + QStringLiteral("/proj/train.py")));
    }
    // And an upload large enough to be unpacked while it streams.
    makeFile(QStringLiteral("proj/weights.bin"), test::randomBytes(24 * 1024 * 1024));
    options.tar.compression = Compression::Zstd;
    for (const bool ahead : {false, true}) {
        SCOPED_TRACE(ahead ? "sent ahead of the answer" : "after the answer");
        options.historyFile = ahead ? history : QString();
        QFile::remove(history);
        const Result<UploadResult> r = Uploader::run(*session, options);
        ASSERT_FALSE(r.ok());
        EXPECT_EQ(r.error().code, QStringLiteral("upload.disk_full")) << r.error().message.toStdString();
        EXPECT_TRUE(leftovers(options.destDir).isEmpty())
            << leftovers(options.destDir).join(QLatin1Char(' ')).toStdString();
    }
}

TEST_F(Upload, FreeSpaceIsCheckedBeforeSendingAnything)
{
    const test::SmallFilesystem small(options.destDir, "4m");
    if (!small.mounted())
        GTEST_SKIP() << "needs root to mount a small tmpfs";
    // A first upload goes out ahead of the look's answer: the instance measures the space itself and reads what
    // came into nothing. At most what the channel takes without waiting (OpenSSH's 2 MiB window) travels.
    for (const bool ahead : {true, false}) {
        SCOPED_TRACE(ahead ? "sent ahead of the answer" : "after the answer");
        if (!ahead)
            options.historyFile.clear();
        std::atomic<qint64> sent{0};
        const Result<UploadResult> r =
            Uploader::run(*session, options, [&](const UploadProgress& p) { sent = p.sentBytes; });
        ASSERT_FALSE(r.ok());
        EXPECT_EQ(r.error().code, QStringLiteral("upload.space"));
        EXPECT_TRUE(r.error().message.contains(QStringLiteral("free"))) << r.error().message.toStdString();
        if (ahead)
            EXPECT_LE(sent.load(), 3 * 1024 * 1024);
        else
            EXPECT_EQ(sent.load(), 0);
        EXPECT_TRUE(QDir(options.destDir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty());
    }
}

TEST_F(Upload, APartialUploadOfAnEarlierSourceIsRemoved)
{
    interruptAfterOneMiB();
    const QString stale = partialPath();
    ASSERT_TRUE(QFile::exists(stale));
    makeFile(QStringLiteral("proj/train.py"), "print('changed')\n"); // the source changed: another upload id
    const Result<UploadResult> r = Uploader::run(*session, options);
    ASSERT_TRUE(r.ok()) << r.error().message.toStdString();
    EXPECT_EQ(r->staleRemoved, 1);
    EXPECT_FALSE(QFile::exists(stale));
    EXPECT_TRUE(leftovers(options.destDir).isEmpty())
        << leftovers(options.destDir).join(QLatin1Char(' ')).toStdString();
}

TEST_F(Upload, NamesArriveAsTheirBytesAndLinksAsLinks)
{
    const QByteArray proj = QFile::encodeName(local.filePath(QStringLiteral("proj")));
    // Names that are not UTF-8 (Latin-1 bytes), a folder with one, links that stay inside, and a FIFO.
    const QByteArray latin1File = proj + "/caf\xe9.txt";
    const QByteArray latin1Dir = proj + "/d\xf6r";
    ASSERT_EQ(::mkdir(latin1Dir.constData(), 0755), 0);
    for (const QByteArray& path : {latin1File, QByteArray(latin1Dir + "/\xff\xfe.bin")}) {
        // POSIX calls: Qt would decode the name and could not open it again.
        const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        ASSERT_GE(fd, 0);
        ASSERT_EQ(::write(fd, path.constData(), static_cast<size_t>(path.size())), path.size());
        ::close(fd);
    }
    ASSERT_EQ(::symlink("train.py", QByteArray(proj + "/run.py").constData()), 0);
    ASSERT_EQ(::symlink("../train.py", QByteArray(proj + "/src/up.py").constData()), 0);
    ASSERT_EQ(::symlink("data", QByteArray(proj + "/data-link").constData()), 0);
    ASSERT_EQ(::mkfifo(QByteArray(proj + "/control.fifo").constData(), 0600), 0);
    const Result<UploadResult> r = Uploader::run(*session, options);
    ASSERT_TRUE(r.ok()) << r.error().message.toStdString();
    const QByteArray there = QFile::encodeName(options.destDir) + "/proj";
    for (const QByteArray& name : {QByteArray("/caf\xe9.txt"), QByteArray("/d\xf6r/\xff\xfe.bin")}) {
        const int fd = ::open(QByteArray(there + name).constData(), O_RDONLY);
        ASSERT_GE(fd, 0) << name.toHex().constData();
        QByteArray content(4096, '\0');
        const ssize_t n = ::read(fd, content.data(), static_cast<size_t>(content.size()));
        ::close(fd);
        EXPECT_EQ(content.left(n), QByteArray(proj + name));
    }
    for (const auto& [link, target] :
         {std::pair{"/run.py", "train.py"}, std::pair{"/src/up.py", "../train.py"}, std::pair{"/data-link", "data"}}) {
        char buffer[256] = {};
        const ssize_t n = ::readlink(QByteArray(there + link).constData(), buffer, sizeof buffer - 1);
        ASSERT_GT(n, 0) << link << " is not a link there";
        EXPECT_EQ(QByteArray(buffer, n), QByteArray(target)) << link;
    }
    EXPECT_FALSE(QFileInfo::exists(QFile::decodeName(there + "/control.fifo")));
    // Every exclusion is accounted for, with its reason.
    QMap<QString, TarballExclusion::Reason> why;
    for (const TarballExclusion& e : r->excluded)
        why.insert(e.path, e.reason);
    EXPECT_EQ(why.value(QStringLiteral("control.fifo"), TarballExclusion::Reason::Pattern),
              TarballExclusion::Reason::Special);
    EXPECT_EQ(why.value(QStringLiteral("checkpoints"), TarballExclusion::Reason::Special),
              TarballExclusion::Reason::Pattern);
    EXPECT_EQ(why.value(QStringLiteral("run.log"), TarballExclusion::Reason::Special),
              TarballExclusion::Reason::Gitignore);
    EXPECT_TRUE(why.contains(QStringLiteral(".git")));
}

TEST_F(Upload, ALinkOutsideTheFolderIsRefusedUnlessFollowed)
{
    const test::TempDir elsewhere;
    QFile secret(elsewhere.filePath(QStringLiteral("outside.txt")));
    ASSERT_TRUE(secret.open(QIODevice::WriteOnly));
    secret.write("outside");
    secret.close();
    ASSERT_TRUE(QFile::link(secret.fileName(), local.filePath(QStringLiteral("proj/outside.txt"))));
    const Result<UploadResult> refused = Uploader::run(*session, options);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().code, QStringLiteral("tar.link_outside"));
    EXPECT_TRUE(refused.error().message.contains(QStringLiteral("outside.txt")));
    options.tar.followOutsideLinks = true;
    const Result<UploadResult> followed = Uploader::run(*session, options);
    ASSERT_TRUE(followed.ok()) << followed.error().message.toStdString();
    const QFileInfo arrived(options.destDir + QStringLiteral("/proj/outside.txt"));
    EXPECT_FALSE(arrived.isSymLink());
    EXPECT_EQ(test::readFile(arrived.filePath()), QByteArray("outside"));
}

TEST_F(Upload, ADestinationThatLooksLikeAnOptionIsAFolder)
{
    options.destDir = QStringLiteral("-rf-gpuplanner-test-%1").arg(QRandomGenerator::global()->generate());
    options.historyFile = local.filePath(QStringLiteral("uploads")); // a first upload, sent ahead of the look
    // Nothing of an upload stays beside the tree: not the archive, its digest, the lock or the finish script. The
    // finish runs inside the destination, where a relative name would mean another place.
    const auto leftoversThere = [&] {
        const Result<ExecResult> listed =
            session->exec(QStringLiteral("ls -A -- \"$HOME\"/%1").arg(shellQuote(options.destDir)));
        EXPECT_TRUE(listed.ok());
        QStringList ours;
        for (const QByteArray& name : listed.ok() ? listed->out.split('\n') : QList<QByteArray>())
            if (name.startsWith(".gpuplanner-upload-"))
                ours << QString::fromUtf8(name);
        return ours;
    };
    const Result<UploadResult> r = Uploader::run(*session, options);
    ASSERT_TRUE(r.ok()) << r.error().message.toStdString();
    EXPECT_EQ(r->early, UploadResult::Early::Taken);
    EXPECT_EQ(leftoversThere(), QStringList());
    // A small change (arrives whole, then unpacked) and a large one (unpacked while it streams).
    makeFile(QStringLiteral("proj/train.py"), "print('changed')\n");
    ASSERT_TRUE(Uploader::run(*session, options).ok());
    EXPECT_EQ(leftoversThere(), QStringList());
    makeFile(QStringLiteral("proj/shard.bin"), test::randomBytes(20 * 1024 * 1024));
    ASSERT_TRUE(Uploader::run(*session, options).ok());
    EXPECT_EQ(leftoversThere(), QStringList());
    const Result<ExecResult> check =
        session->exec(QStringLiteral("test -f \"$HOME\"/%1/proj/train.py && test -f \"$HOME\"/%1/proj/shard.bin && "
                                     "rm -rf -- \"$HOME\"/%1")
                          .arg(shellQuote(options.destDir)));
    ASSERT_TRUE(check.ok());
    EXPECT_EQ(check->exitStatus, 0);
}

TEST(UploadMessages, RemoteErrorsBecomeOneSentence)
{
    QByteArray tarNoise;
    for (int i = 0; i < 327; ++i)
        tarNoise += "tar: proj/src/module" + QByteArray::number(i) + ".py: Cannot write: No space left on device\n";
    const QString one = Uploader::oneSentence(tarNoise);
    EXPECT_FALSE(one.contains(QLatin1Char('\n')));
    EXPECT_TRUE(one.contains(QStringLiteral("326 more"))) << one.toStdString();
    EXPECT_TRUE(one.endsWith(QLatin1Char('.')));
    EXPECT_FALSE(one.endsWith(QStringLiteral("..")));
    EXPECT_EQ(Uploader::oneSentence("mkdir: cannot create directory: Permission denied.\n"),
              QStringLiteral("mkdir: cannot create directory: Permission denied."));
}

TEST_F(RemoteCli, UploadFromTheCommandLine)
{
    ASSERT_TRUE(QFile::copy(fixture("known_hosts"), knownHosts()));
    test::TempDir data;
    QDir().mkpath(data.filePath(QStringLiteral("ds")));
    QFile f(data.filePath(QStringLiteral("ds/a b.txt")));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("hello");
    f.close();
    test::TempDir dest;
    const test::CliResult r =
        cli({QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(), QStringLiteral("upload"),
             data.filePath(QStringLiteral("ds")), QStringLiteral("--dest"), dest.path(),
             QStringLiteral("--compression"), QStringLiteral("gzip"), QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(r.json().value(QStringLiteral("files")).toInt(), 1);
    EXPECT_EQ(r.json().value(QStringLiteral("sha256")).toString().size(), 64);
    QFile arrived(dest.filePath(QStringLiteral("ds/a b.txt")));
    ASSERT_TRUE(arrived.open(QIODevice::ReadOnly));
    EXPECT_EQ(arrived.readAll(), QByteArray("hello"));
    EXPECT_EQ(cli({QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(), QStringLiteral("upload"),
                   QStringLiteral("/no/such/path"), QStringLiteral("--dest"), dest.path()})
                  .code,
              2);
    // An empty destination is a usage error, said before connecting (it once read as a dropped connection).
    const test::CliResult empty =
        cli({QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(), QStringLiteral("upload"),
             data.filePath(QStringLiteral("ds")), QStringLiteral("--dest"), QString()});
    EXPECT_EQ(empty.code, 2);
    EXPECT_TRUE(empty.err.contains(QStringLiteral("--dest"))) << empty.err.toStdString();
    // What a default exclude leaves out is counted, and listed with --verbose.
    QDir().mkpath(data.filePath(QStringLiteral("ds/checkpoints")));
    QFile ckpt(data.filePath(QStringLiteral("ds/checkpoints/step-1.pt")));
    ASSERT_TRUE(ckpt.open(QIODevice::WriteOnly));
    ckpt.write("weights");
    ckpt.close();
    const QStringList again{QStringLiteral("remote"),
                            QStringLiteral("--ssh"),
                            sshCommand(),
                            QStringLiteral("upload"),
                            data.filePath(QStringLiteral("ds")),
                            QStringLiteral("--dest"),
                            dest.path()};
    const test::CliResult counted = cli(again);
    ASSERT_EQ(counted.code, 0) << counted.err.toStdString();
    EXPECT_TRUE(counted.out.contains(QStringLiteral("Left out 1 path"))) << counted.out.toStdString();
    EXPECT_TRUE(counted.out.contains(QStringLiteral("\"checkpoints\""))) << counted.out.toStdString();
    const test::CliResult listed = cli(again + QStringList{QStringLiteral("--verbose")});
    ASSERT_EQ(listed.code, 0) << listed.err.toStdString();
    EXPECT_TRUE(listed.out.contains(QStringLiteral("  checkpoints — "))) << listed.out.toStdString();
    const test::CliResult json = cli(again + QStringList{QStringLiteral("--json")});
    ASSERT_EQ(json.code, 0) << json.err.toStdString();
    const QJsonArray excluded = json.json().value(QStringLiteral("excluded")).toArray();
    ASSERT_EQ(excluded.size(), 1);
    EXPECT_EQ(excluded.first().toObject().value(QStringLiteral("reason")).toString(), QStringLiteral("exclude"));
}

// A login with no LANG runs in the POSIX locale, where libarchive cannot convert non-ASCII names on its own.
TEST_F(RemoteCli, UploadsNonAsciiNamesInThePosixLocale)
{
    ASSERT_TRUE(QFile::copy(fixture("known_hosts"), knownHosts()));
    test::TempDir data;
    QDir().mkpath(data.filePath(QStringLiteral("数据集")));
    QFile f(data.filePath(QStringLiteral("数据集/训练 ü.jsonl")));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("{}\n");
    f.close();
    test::TempDir dest;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    for (const char* var : {"LANG", "LANGUAGE", "LC_CTYPE", "LC_MESSAGES"})
        env.remove(QString::fromLatin1(var));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    const test::CliResult r =
        test::runCli(gp::test::cliPath(),
                     {QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(), QStringLiteral("upload"),
                      data.filePath(QStringLiteral("数据集")), QStringLiteral("--dest"), dest.path()},
                     env);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(test::readFile(dest.filePath(QStringLiteral("数据集/训练 ü.jsonl"))), QByteArray("{}\n"));
}

#include "core/jobs/Guard.h"

#include <QDeadlineTimer>
#include <QProcess>
#include <QThread>

#include <iostream>

TEST(Guard, DurationsReadLikePeopleWriteThem)
{
    EXPECT_EQ(parseDuration(QStringLiteral("8h")), 8 * 3600);
    EXPECT_EQ(parseDuration(QStringLiteral("30m")), 1800);
    EXPECT_EQ(parseDuration(QStringLiteral("2h30m")), 9000);
    EXPECT_EQ(parseDuration(QStringLiteral("90s")), 90);
    EXPECT_EQ(parseDuration(QStringLiteral("1d")), 86400);
    EXPECT_EQ(parseDuration(QStringLiteral("45")), 45 * 60); // a bare number is minutes
    for (const char* bad : {"", "soon", "5x", "-3", "h"})
        EXPECT_FALSE(parseDuration(QString::fromLatin1(bad)).has_value()) << bad;
    // A number too big is refused, never wrapped around to a short duration (this one once became 3,840 s).
    for (const char* huge : {"92874232315551562d", "99999999999999999999", "3700d", "1d99999999999999999h"})
        EXPECT_FALSE(parseDuration(QString::fromLatin1(huge)).has_value()) << huge;
    EXPECT_EQ(parseDuration(QStringLiteral("3650d")), 3650LL * 86400);
}

namespace {

// Waits for a file the guard's release command creates, polling against a deadline (the guard runs on its own clock).
bool waitForFile(const QString& path, int seconds)
{
    QDeadlineTimer deadline(seconds * 1000);
    while (!deadline.hasExpired()) {
        if (QFile::exists(path))
            return true;
        QThread::msleep(50);
    }
    return QFile::exists(path);
}

// People logged in to this machine (utmp), whom guard.sh counts as using it besides connections to the SSH port.
int loginsOnThisMachine()
{
    QProcess who;
    who.start(QStringLiteral("who"), QStringList());
    who.waitForFinished();
    return static_cast<int>(who.readAllStandardOutput().count('\n'));
}

// Waits until the guard's log (in the instance's home) contains `text`, against a deadline.
bool waitForGuardLog(const QString& text, int seconds)
{
    QDeadlineTimer deadline(seconds * 1000);
    do {
        if (QString::fromUtf8(test::readFile(test::sshFixture("home/.gpuplanner/guard.log"))).contains(text))
            return true;
        QThread::msleep(50);
    } while (!deadline.hasExpired());
    return false;
}

} // namespace

// One test for both watchdogs: the guard lives in the remote user's home, so two tests would share it.
TEST_F(RemoteCli, GuardsReleaseAnIdleOrOverdueInstanceAndCanBeRemoved)
{
    ASSERT_TRUE(QFile::copy(fixture("known_hosts"), knownHosts()));
    test::TempDir marks;
    const QStringList remote{QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(), QStringLiteral("guard")};

    // Idle watchdog: the test double reports idle GPUs; once this CLI disconnects, no SSH session remains -- unless
    // someone is logged in to this machine over SSH, which rightly keeps the watchdog from firing.
    test::CliResult r;
    if (const int logins = loginsOnThisMachine(); logins > 0) {
        std::cerr << "note: " << logins << " login(s) on this machine; idle watchdog part not checked\n";
    } else {
        // Someone stays connected (any SSH server: counted by the kernel's connection table, not by sshd's process
        // names): the guard sees them and waits; it releases only after they leave.
        auto person = std::make_unique<SshSession>(loopback());
        person->setKnownHostsFile(fixture("known_hosts"));
        ASSERT_TRUE(person->connectToHost().ok());
        ASSERT_TRUE(person->authenticate().ok());
        const QString idleMark = marks.filePath(QStringLiteral("idle"));
        r = cli(remote + QStringList{QStringLiteral("install"), QStringLiteral("--idle"), QStringLiteral("2s"),
                                     QStringLiteral("--check-every"), QStringLiteral("1s"),
                                     QStringLiteral("--release-command"),
                                     QStringLiteral("touch ") + shellQuote(idleMark)});
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
        ASSERT_TRUE(waitForGuardLog(QStringLiteral("SSH connections and logins: 1"), 20));
        // A job that runs is work going on: the guard waits for it too, with no one connected.
        const QString jobName = QStringLiteral("guarded-%1").arg(QDateTime::currentMSecsSinceEpoch());
        const QStringList job{QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(), QStringLiteral("job")};
        r = cli(job + QStringList{QStringLiteral("run"), QStringLiteral("--name"), jobName, QStringLiteral("--workdir"),
                                  marks.path(), QStringLiteral("--"),
                                  QStringLiteral("while [ ! -e go ]; do sleep 0.1;"), QStringLiteral("done")});
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
        ASSERT_TRUE(waitForGuardLog(QStringLiteral("jobs running: 1"), 20));
        person.reset();
        ASSERT_TRUE(waitForGuardLog(QStringLiteral("SSH connections and logins: 0"), 20));
        // Longer than the idle time, with no one connected: the running job alone keeps the instance.
        EXPECT_FALSE(waitForFile(idleMark, 4)) << "the guard released the instance while a job ran";
        r = cli(job + QStringList{QStringLiteral("list"), QStringLiteral("--json")});
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
        EXPECT_TRUE(r.out.contains(QStringLiteral("\"running\""))) << r.out.toStdString();
        QFile go(marks.filePath(QStringLiteral("go")));
        ASSERT_TRUE(go.open(QIODevice::WriteOnly));
        go.close();
        const QDateTime left = QDateTime::currentDateTime();
        EXPECT_TRUE(waitForFile(idleMark, 20));
        EXPECT_GE(QFileInfo(idleMark).lastModified().toSecsSinceEpoch(), left.toSecsSinceEpoch()); // not before
        r = cli(job + QStringList{QStringLiteral("logs"), jobName});
        EXPECT_EQ(r.code, 0) << r.err.toStdString();
        EXPECT_TRUE(r.out.contains(QStringLiteral("exit 0"))) << r.out.toStdString();
        // A global --json is the CLI's, not a word of the job's command line after `--`.
        const QString echoName = jobName + QStringLiteral("-echo");
        r = cli(QStringList{QStringLiteral("--json")} + job +
                QStringList{QStringLiteral("run"), QStringLiteral("--name"), echoName, QStringLiteral("--workdir"),
                            marks.path(), QStringLiteral("--"), QStringLiteral("echo"), QStringLiteral("said:")});
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
        EXPECT_EQ(r.json().value(QStringLiteral("name")).toString(), echoName) << r.out.toStdString();
        r = cli(job + QStringList{QStringLiteral("logs"), echoName, QStringLiteral("--follow")});
        EXPECT_EQ(r.code, 0) << r.err.toStdString();
        // (On failure, what the instance holds now: whether the log is still empty or was only read too early.)
        EXPECT_TRUE(r.out.contains(QStringLiteral("said:")))
            << r.out.toStdString() << "\nnow: " << cli(job + QStringList{QStringLiteral("list")}).out.toStdString()
            << cli(job + QStringList{QStringLiteral("logs"), echoName}).out.toStdString();
        EXPECT_FALSE(r.out.contains(QStringLiteral("said: --json"))) << r.out.toStdString();
        // The ended job's GPU-hours and its share of the offer's price go into the plan, once.
        QString offerId;
        for (const Provider& p : PriceCatalog::builtIn().providers())
            for (const Offer& o : p.offers)
                if (offerId.isEmpty() && o.price(BillingMode::Hourly))
                    offerId = o.id;
        const QString planPath = marks.filePath(QStringLiteral("plan.json"));
        const QStringList record{QStringLiteral("list"),     QStringLiteral("--json"),
                                 QStringLiteral("--offer"),  offerId,
                                 QStringLiteral("--record"), planPath};
        r = cli(job + record);
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
        EXPECT_GE(r.json().value(QStringLiteral("recorded")).toInt(), 1) << r.out.toStdString();
        const auto runsOf = [&]() {
            QList<JobRecord> mine;
            const Result<Plan> plan = PlanFile::load(planPath);
            EXPECT_TRUE(plan.ok());
            for (const JobRecord& j : plan.ok() ? plan->jobRuns : QList<JobRecord>())
                if (j.name == jobName)
                    mine << j;
            return mine;
        };
        ASSERT_EQ(runsOf().size(), 1);
        EXPECT_EQ(runsOf().first().state, QStringLiteral("done"));
        EXPECT_EQ(runsOf().first().offerId, offerId);
        EXPECT_TRUE(runsOf().first().cost.has_value());
        EXPECT_EQ(cli(job + record).code, 0);
        EXPECT_EQ(runsOf().size(), 1) << "listed again, the same run is not counted twice";
        EXPECT_EQ(
            cli(job + QStringList{QStringLiteral("list"), QStringLiteral("--offer"), QStringLiteral("no-such")}).code,
            2);
        QFile damaged(marks.filePath(QStringLiteral("damaged.json")));
        ASSERT_TRUE(damaged.open(QIODevice::WriteOnly));
        damaged.write("{\"format\": \"gpuplanner-plan\", \"version\": 2, \"job_runs\": [{\"name\": \"x\"}]}");
        damaged.close();
        r = cli(job + QStringList{QStringLiteral("list"), QStringLiteral("--record"), damaged.fileName()});
        EXPECT_EQ(r.code, 1);
        EXPECT_TRUE(r.err.contains(QStringLiteral("job_runs"))) << r.err.toStdString();
        EXPECT_EQ(cli(job + QStringList{QStringLiteral("run"), QStringLiteral("--name"), QStringLiteral("bad name"),
                                        QStringLiteral("--"), QStringLiteral("true")})
                      .code,
                  2);
        EXPECT_EQ(cli(job + QStringList{QStringLiteral("stop")}).code, 2);
        (void)cli(job + QStringList{QStringLiteral("stop"), jobName});
        r = cli(remote + QStringList{QStringLiteral("show"), QStringLiteral("--json")});
        ASSERT_EQ(r.code, 0);
        EXPECT_TRUE(r.json().value(QStringLiteral("log")).toString().contains(QStringLiteral("no SSH session")));
    }

    // Maximum runtime, even while someone is logged in.
    const QString runtimeMark = marks.filePath(QStringLiteral("runtime"));
    r = cli(remote + QStringList{QStringLiteral("install"), QStringLiteral("--max-runtime"), QStringLiteral("2s"),
                                 QStringLiteral("--check-every"), QStringLiteral("1s"),
                                 QStringLiteral("--release-command"),
                                 QStringLiteral("touch ") + shellQuote(runtimeMark)});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(waitForFile(runtimeMark, 20));

    // Installed, shown (a release command with quotes and spaces comes back as written), removed. The default
    // release command would power this machine off, so the test never leaves a guard with it behind.
    EXPECT_EQ(GuardSettings{}.releaseCommand, QStringLiteral("shutdown -h now"));
    const QString harmless = QStringLiteral("echo 'not now' > ") + shellQuote(marks.filePath(QStringLiteral("late")));
    r = cli(remote + QStringList{QStringLiteral("install"), QStringLiteral("--max-runtime"), QStringLiteral("8h"),
                                 QStringLiteral("--release-command"), harmless});
    ASSERT_EQ(r.code, 0);
    r = cli(remote + QStringList{QStringLiteral("show"), QStringLiteral("--json")});
    EXPECT_TRUE(r.json().value(QStringLiteral("running")).toBool());
    EXPECT_EQ(r.json().value(QStringLiteral("settings")).toObject().value(QStringLiteral("max_runtime_s")).toString(),
              QStringLiteral("28800"));
    EXPECT_EQ(r.json().value(QStringLiteral("settings")).toObject().value(QStringLiteral("release_command")).toString(),
              harmless);
    ASSERT_EQ(cli(remote + QStringList{QStringLiteral("remove")}).code, 0);
    r = cli(remote + QStringList{QStringLiteral("show"), QStringLiteral("--json")});
    EXPECT_FALSE(r.json().value(QStringLiteral("installed")).toBool());
    EXPECT_EQ(cli(remote + QStringList{QStringLiteral("install")}).code, 2); // nothing to guard against
    EXPECT_EQ(
        cli(remote + QStringList{QStringLiteral("install"), QStringLiteral("--idle"), QStringLiteral("soon")}).code, 2);
}

// A guard about to fire: a session on the loopback sshd that records every command it sends, and a mark file here
// for the release command to write what it saw; the guard fires after a second and checks every second.
struct FiringGuard
{
    SshSession session{loopback()};
    QStringList commands;
    test::TempDir marks;
    QString mark = marks.filePath(QStringLiteral("released"));
    GuardSettings settings;

    FiringGuard()
    {
        settings.maxRuntimeSeconds = 1;
        settings.checkEverySeconds = 1;
        session.setKnownHostsFile(fixture("known_hosts"));
    }
    bool open()
    {
        if (session.open(false).state != OpenOutcome::State::Ready)
            return false;
        session.setCommandObserver([this](const QString& command) { commands << command; });
        return true;
    }
};

TEST(Guard, AProviderTokenReachesTheReleaseCommandButNoSettingsOrArguments)
{
    FiringGuard guard;
    ASSERT_TRUE(guard.open());
    SshSession& session = guard.session;
    const QStringList& commands = guard.commands;
    const QString& mark = guard.mark;
    GuardSettings& settings = guard.settings;
    settings.releaseCommand = QStringLiteral("printf %s \"$GP_PROVIDER_TOKEN\" > ") + shellQuote(mark);
    settings.providerToken = "tok-$(id)-'quoted' secret";
    const QString tokenFile = fixture("home/.gpuplanner/provider-token");
    ASSERT_TRUE(Guard::install(session, settings).ok());
    EXPECT_EQ(QFileInfo(tokenFile).permissions() & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions());
    ASSERT_TRUE(waitForFile(mark, 20));
    // The file appears before printf has finished writing; the guard's log line comes after the release command.
    QDeadlineTimer deadline(10000);
    while (read(mark).isEmpty() && !deadline.hasExpired())
        QThread::msleep(50);
    EXPECT_EQ(read(mark), settings.providerToken);
    EXPECT_FALSE(read(fixture("home/.gpuplanner/guard.conf")).contains("tok-"));
    for (const QString& command : commands)
        EXPECT_FALSE(command.contains(QStringLiteral("tok-"))) << command.toStdString();
    ASSERT_TRUE(Guard::remove(session).ok());
    EXPECT_FALSE(QFile::exists(tokenFile));
    settings.providerToken = "two\nlines";
    EXPECT_FALSE(Guard::install(session, settings).ok());
}

TEST(Guard, AReleaseCommandThatFailsIsTriedAgainUntilItSucceeds)
{
    FiringGuard guard;
    ASSERT_TRUE(guard.open());
    // Fails the first time (a provider that refused, a network blip), succeeds the second.
    const QString tried = guard.marks.filePath(QStringLiteral("tried"));
    guard.settings.releaseCommand = QStringLiteral("if [ -f %1 ]; then echo done > %2; else touch %1; exit 7; fi")
                                        .arg(shellQuote(tried), shellQuote(guard.mark));
    QFile::remove(fixture("home/.gpuplanner/guard.log"));
    ASSERT_TRUE(Guard::install(guard.session, guard.settings).ok());
    ASSERT_TRUE(waitForFile(guard.mark, 30));
    ASSERT_TRUE(waitForGuardLog(QStringLiteral("releasing again"), 20));
    const QString log = QString::fromUtf8(read(fixture("home/.gpuplanner/guard.log")));
    EXPECT_TRUE(log.contains(QStringLiteral("the release command failed (exit 7)"))) << log.toStdString();
    ASSERT_TRUE(Guard::remove(guard.session).ok());
}

#include "core/notify/Notifications.h"

#include <QUrlQuery>

// The guard tells the webhooks from the instance itself (resources/remote/notify.py), signing each message as its
// platform documents it; the signatures are checked here with the desktop's own functions, which are tested against
// known answers (tests/core/WebhookTest.cpp).
TEST(Guard, AFiredGuardTellsEachWebhookFromTheInstanceSignedAsItsPlatformSays)
{
    LocalHttpServer server;
    server.route(QStringLiteral("/robot/send"), {200, R"({"errcode":0,"errmsg":"ok"})", {}, 0});
    server.route(QStringLiteral("/open-apis/bot/v2/hook/abc"), {200, R"({"code":0,"msg":"success"})", {}, 0});
    server.route(QStringLiteral("/generic"), {204, {}, {}, 0});
    server.route(QStringLiteral("/cgi-bin/webhook/send"),
                 {200, R"({"errcode":93000,"errmsg":"invalid webhook url"})", {}, 0});
    const QByteArray dingSecret = "SEC-ding-\xe7\xa7\x98\xe5\xaf\x86";
    const QByteArray feishuSecret = "feishu-secret";
    const QByteArray genericSecret = "generic 'secret' $(id)";
    const QList<WebhookTarget> targets{
        {WebhookPlatform::DingTalk, server.url(QStringLiteral("/robot/send?access_token=tok-ding")), dingSecret},
        {WebhookPlatform::Feishu, server.url(QStringLiteral("/open-apis/bot/v2/hook/abc")), feishuSecret},
        {WebhookPlatform::Generic, server.url(QStringLiteral("/generic")), genericSecret},
        {WebhookPlatform::WeCom, server.url(QStringLiteral("/cgi-bin/webhook/send?key=tok-wecom")), {}}};

    FiringGuard guard;
    ASSERT_TRUE(guard.open());
    SshSession& session = guard.session;
    const QStringList& commands = guard.commands;
    const QString& mark = guard.mark;
    GuardSettings& settings = guard.settings;
    settings.releaseCommand =
        QStringLiteral("grep -c 'notification [sf]' \"$HOME/.gpuplanner/guard.log\" > ") + shellQuote(mark);
    settings.notices = Notifications::guardNotices(targets, QStringLiteral("训练机"), settings.releaseCommand);
    const QString noticeFile = fixture("home/.gpuplanner/notify.json");
    QFile::remove(fixture("home/.gpuplanner/guard.log"));
    ASSERT_TRUE(Guard::install(session, settings).ok());
    EXPECT_EQ(QFileInfo(noticeFile).permissions() & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions());

    // The server answers from this process's event loop while the guard, on its own clock, fires and posts.
    QDeadlineTimer deadline(40000);
    while (server.received().size() < 4 && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 100);
    ASSERT_EQ(server.received().size(), 4);
    ASSERT_TRUE(waitForFile(mark, 60)); // released after telling, not before
    ASSERT_TRUE(waitForGuardLog(QStringLiteral("notification failed (wecom"), 20));
    const QString log = QString::fromUtf8(read(fixture("home/.gpuplanner/guard.log")));
    EXPECT_EQ(log.count(QStringLiteral("notification sent")), 3) << log.toStdString();
    EXPECT_TRUE(log.contains(QStringLiteral("invalid webhook url"))) << log.toStdString();
    // The release command counted the log's notification lines when it ran: all four came first.
    QDeadlineTimer written(10000);
    while (read(mark).isEmpty() && !written.hasExpired())
        QThread::msleep(50);
    EXPECT_EQ(read(mark).trimmed(), "4");

    for (const LocalHttpServer::Request& r : server.received()) {
        const QJsonObject body = QJsonDocument::fromJson(r.body).object();
        const QUrl url(QStringLiteral("http://x") + QString::fromUtf8(r.target));
        EXPECT_EQ(r.method, "POST");
        if (url.path() == QLatin1String("/robot/send")) {
            const QUrlQuery query(url);
            EXPECT_EQ(query.queryItemValue(QStringLiteral("access_token")), QStringLiteral("tok-ding"));
            const QByteArray ms = query.queryItemValue(QStringLiteral("timestamp")).toLatin1();
            EXPECT_NEAR(ms.toLongLong(), QDateTime::currentMSecsSinceEpoch(), 120000);
            EXPECT_EQ(query.queryItemValue(QStringLiteral("sign"), QUrl::FullyEncoded).toLatin1(),
                      WebhookMessage::dingTalkSignature(ms, dingSecret));
            const QString text =
                body.value(QStringLiteral("text")).toObject().value(QStringLiteral("content")).toString();
            EXPECT_TRUE(text.contains(QStringLiteral("训练机"))) << text.toStdString();
            EXPECT_TRUE(text.contains(
                Notifications::guardFired({}, GuardReason::MaxRuntime, {}).text.section(QLatin1Char(' '), 0, 3)))
                << text.toStdString();
        } else if (url.path() == QLatin1String("/open-apis/bot/v2/hook/abc")) {
            const QByteArray ts = body.value(QStringLiteral("timestamp")).toString().toLatin1();
            EXPECT_EQ(body.value(QStringLiteral("sign")).toString().toLatin1(),
                      WebhookMessage::feishuSignature(ts, feishuSecret));
            EXPECT_EQ(body.value(QStringLiteral("msg_type")).toString(), QStringLiteral("text"));
        } else if (url.path() == QLatin1String("/generic")) {
            const QByteArray ts = r.headers.value("x-gpuplanner-timestamp");
            EXPECT_EQ(r.headers.value("x-gpuplanner-signature"),
                      "sha256=" + WebhookMessage::genericSignature(ts, r.body, genericSecret));
            EXPECT_EQ(r.headers.value("x-gpuplanner-event"), "guard.fired");
            EXPECT_EQ(body.value(QStringLiteral("details")).toObject().value(QStringLiteral("reason")).toString(),
                      QStringLiteral("max_runtime"));
            EXPECT_TRUE(QDateTime::fromString(body.value(QStringLiteral("at")).toString(), Qt::ISODate).isValid());
        } else {
            EXPECT_EQ(url.path(), QStringLiteral("/cgi-bin/webhook/send"));
            EXPECT_EQ(QUrlQuery(url).queryItemValue(QStringLiteral("key")), QStringLiteral("tok-wecom"));
        }
    }
    // The URLs' tokens and the secrets stay in notify.json: no command line, no guard.conf.
    for (const QString& command : commands) {
        EXPECT_FALSE(command.contains(QStringLiteral("tok-"))) << command.toStdString();
        EXPECT_FALSE(command.contains(QStringLiteral("feishu-secret"))) << command.toStdString();
    }
    EXPECT_FALSE(read(fixture("home/.gpuplanner/guard.conf")).contains("tok-"));
    ASSERT_TRUE(Guard::remove(session).ok());
    EXPECT_FALSE(QFile::exists(noticeFile));

    // A guard installed with no webhooks leaves no notify.json behind from an earlier one.
    settings.notices = Notifications::guardNotices(targets, QStringLiteral("x"), settings.releaseCommand);
    settings.maxRuntimeSeconds = 3600;
    ASSERT_TRUE(Guard::install(session, settings).ok());
    EXPECT_TRUE(QFile::exists(noticeFile));
    settings.notices.clear();
    ASSERT_TRUE(Guard::install(session, settings).ok());
    EXPECT_FALSE(QFile::exists(noticeFile));
    ASSERT_TRUE(Guard::remove(session).ok());
}

#include "core/probe/GpuMonitor.h"

#include <QDateTime>
#include <QJsonDocument>

TEST(GpuMonitor, ParsesTheQueryAndKeepsWhatAGpuCannotReportEmpty)
{
    QFile csv(gp::test::sourcePath("tests/data/nvidia-smi/h100x2-monitor.csv"));
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    const Result<QList<GpuSample>> gpus = GpuMonitor::parse(csv.readAll());
    ASSERT_TRUE(gpus.ok()) << gpus.error().message.toStdString();
    ASSERT_EQ(gpus->size(), 2);
    EXPECT_EQ(gpus->at(0).name, QStringLiteral("NVIDIA H100 80GB HBM3"));
    EXPECT_EQ(gpus->at(0).utilizationPercent, 97.0);
    EXPECT_EQ(gpus->at(0).memoryUsedMiB, 71234);
    EXPECT_EQ(gpus->at(1).index, 1);
    EXPECT_EQ(gpus->at(1).memoryTotalMiB, 81559);

    // A MIG slice reports no utilization.
    const Result<QList<GpuSample>> mig = GpuMonitor::parse("0, NVIDIA A100-SXM4-80GB, [N/A], 12, 9728\n");
    ASSERT_TRUE(mig.ok());
    EXPECT_FALSE(mig->first().utilizationPercent.has_value());
    EXPECT_EQ(mig->first().memoryUsedMiB, 12);

    EXPECT_TRUE(GpuMonitor::parse("").ok());
    for (const char* bad : {"NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.",
                            "0, NVIDIA H100, lots, 1, 81559", "0, NVIDIA H100, 5, 1"}) {
        const Result<QList<GpuSample>> r = GpuMonitor::parse(QByteArray("0, NVIDIA H100, 1, 1, 1\n") + bad);
        ASSERT_FALSE(r.ok()) << bad;
        EXPECT_TRUE(r.error().message.contains(QStringLiteral("line 2"))) << r.error().message.toStdString();
    }
}

TEST_F(RemoteCli, MonitorStreamsOneSamplePerIntervalAsJsonLines)
{
    ASSERT_TRUE(QFile::copy(fixture("known_hosts"), knownHosts()));
    const QStringList remote{QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(),
                             QStringLiteral("monitor")};
    test::CliResult r =
        cli(remote + QStringList{QStringLiteral("--count"), QStringLiteral("3"), QStringLiteral("--interval"),
                                 QStringLiteral("0.1"), QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
    ASSERT_EQ(lines.size(), 3) << r.out.toStdString();
    for (const QString& line : lines) {
        QJsonParseError error;
        const QJsonDocument sample = QJsonDocument::fromJson(line.toUtf8(), &error);
        ASSERT_EQ(error.error, QJsonParseError::NoError) << line.toStdString();
        const QJsonArray gpus = sample.object().value(QStringLiteral("gpus")).toArray();
        ASSERT_EQ(gpus.size(), 2);
        EXPECT_EQ(gpus.at(0).toObject().value(QStringLiteral("utilization_percent")).toDouble(), 97.0);
        EXPECT_EQ(gpus.at(1).toObject().value(QStringLiteral("memory_total_mib")).toInt(), 81559);
        EXPECT_TRUE(
            QDateTime::fromString(sample.object().value(QStringLiteral("time")).toString(), Qt::ISODate).isValid());
    }

    r = cli(remote + QStringList{QStringLiteral("--count"), QStringLiteral("1")});
    ASSERT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.contains(QStringLiteral("GPU 1  NVIDIA H100 80GB HBM3  utilization 0 %  memory 1 / 81559 MiB")))
        << r.out.toStdString();
    EXPECT_EQ(cli(remote + QStringList{QStringLiteral("--interval"), QStringLiteral("0")}).code, 2);
    EXPECT_EQ(cli(remote + QStringList{QStringLiteral("--count"), QStringLiteral("-1")}).code, 2);
}

TEST_F(RemoteCli, ProvisionRunsTheRecipeOnceAndAgainOnlyWhenAskedOrChanged)
{
    ASSERT_TRUE(QFile::copy(fixture("known_hosts"), knownHosts()));
    test::TempDir local;
    const QString setup = local.filePath(QStringLiteral("setup.sh"));
    ASSERT_TRUE(writeFile(setup, "echo \"hello from setup in $(basename \"$PWD\")\"\necho run >> runs.txt\n"));
    // A hostile working directory name, relative to the remote home (the fixture's own).
    const QString workdir = QStringLiteral("jobs/it's $(touch pwned) \u7b97\u529b");
    const QString remoteDir = fixture("home") + QLatin1Char('/') + workdir;
    const QStringList provision{QStringLiteral("remote"),
                                QStringLiteral("--ssh"),
                                sshCommand(),
                                QStringLiteral("provision"),
                                QStringLiteral("--workdir"),
                                workdir,
                                QStringLiteral("--setup"),
                                setup};
    QDir(fixture("home") + QStringLiteral("/jobs")).removeRecursively(); // from an earlier run of this binary
    const auto runs = [&] { return read(remoteDir + QStringLiteral("/runs.txt")).count('\n'); };

    test::CliResult r = cli(provision);
    ASSERT_EQ(r.code, 0) << r.err.toStdString() << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("hello from setup in it's $(touch pwned) \u7b97\u529b")))
        << r.out.toStdString(); // streamed from the instance
    EXPECT_TRUE(r.out.contains(QStringLiteral("DONE  system  ")) && r.out.contains(QStringLiteral("CUDA 12.4")))
        << r.out.toStdString();
    EXPECT_EQ(runs(), 1);
    EXPECT_FALSE(QFile::exists(fixture("home") + QStringLiteral("/pwned")));

    r = cli(provision); // the same recipe again: nothing runs
    ASSERT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.contains(QStringLiteral("SKIP  setup"))) << r.out.toStdString();
    EXPECT_EQ(runs(), 1);
    ASSERT_EQ(cli(provision + QStringList{QStringLiteral("--force")}).code, 0);
    EXPECT_EQ(runs(), 2);

    // A failing recipe: its exit status and last output, and it is not recorded as applied.
    ASSERT_TRUE(writeFile(setup, "echo run >> runs.txt\necho 'E: Unable to locate package nvtop' >&2\nexit 100\n"));
    r = cli(provision);
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.out.contains(QStringLiteral("FAIL  setup")) && r.out.contains(QStringLiteral("exit status 100")) &&
                r.out.contains(QStringLiteral("Unable to locate package nvtop")))
        << r.out.toStdString();
    EXPECT_EQ(cli(provision).code, 1);
    EXPECT_EQ(runs(), 4);

    // A driver too old for the plan's CUDA stops before anything runs.
    r = cli(provision + QStringList{QStringLiteral("--min-cuda"), QStringLiteral("12.8")});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.out.contains(QStringLiteral("FAIL  system")) && r.out.contains(QStringLiteral("12.4")))
        << r.out.toStdString();
    EXPECT_EQ(runs(), 4);
    EXPECT_EQ(cli(provision + QStringList{QStringLiteral("--min-cuda"), QStringLiteral("soon")}).code, 2);
}

TEST_F(RemoteCli, ProvisionInstallsPinnedRequirementsInTheWorkingDirectory)
{
    ASSERT_TRUE(QFile::copy(fixture("known_hosts"), knownHosts()));
    test::TempDir local;
    const QString requirements = local.filePath(QStringLiteral("requirements.txt"));
    ASSERT_TRUE(writeFile(requirements, "torch==2.4.1\ntransformers==4.44.2\n"));
    QDir(fixture("home") + QStringLiteral("/reqs")).removeRecursively(); // from an earlier run of this binary
    const QStringList provision{QStringLiteral("remote"),
                                QStringLiteral("--ssh"),
                                sshCommand(),
                                QStringLiteral("provision"),
                                QStringLiteral("--workdir"),
                                QStringLiteral("reqs"),
                                QStringLiteral("--requirements"),
                                requirements,
                                QStringLiteral("--python"),
                                QStringLiteral("pip-recorder")};
    test::CliResult r = cli(provision);
    ASSERT_EQ(r.code, 0) << r.err.toStdString() << r.out.toStdString();
    const QString dir = fixture("home") + QStringLiteral("/reqs");
    EXPECT_TRUE(r.out.contains(QStringLiteral("DONE  requirements"))) << r.out.toStdString();
    EXPECT_EQ(read(dir + QStringLiteral("/requirements.txt")), QByteArray("torch==2.4.1\ntransformers==4.44.2\n"));
    EXPECT_TRUE(read(dir + QStringLiteral("/pip-invocation.txt"))
                    .startsWith("args: -m pip install --requirement requirements.txt\n"));

    ASSERT_TRUE(writeFile(requirements, "fail-please==1.0\n"));
    r = cli(provision);
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.out.contains(QStringLiteral("No matching distribution found for fail-please")))
        << r.out.toStdString();
}

#include "core/hosts/HostProfiles.h"

TEST(HostProfiles, SaveReplaceRemoveAndRefuseToOverwriteADamagedFile)
{
    test::TempDir dir;
    const HostProfileStore store(dir.filePath(QStringLiteral("config/hosts.json")));
    ASSERT_TRUE(store.load().ok());
    EXPECT_TRUE(store.load()->isEmpty()); // no file yet: no profiles

    HostProfile p;
    p.name = QStringLiteral("训练机 a100");
    p.target = *SshTarget::parseCommand(QStringLiteral("ssh -p 12345 -i ~/.ssh/rent root@region-1.example.com"));
    p.auth = HostProfile::Auth::Agent;
    p.offerId = QStringLiteral("runpod-1x-a100-80gb-secure");
    ASSERT_TRUE(store.save(p).ok());
    HostProfile q = p;
    q.name = QStringLiteral("spare");
    q.auth = HostProfile::Auth::Password;
    ASSERT_TRUE(store.save(q).ok());
    p.target.port = 2222; // saving under the same name replaces
    ASSERT_TRUE(store.save(p).ok());

    const Result<QList<HostProfile>> all = store.load();
    ASSERT_TRUE(all.ok());
    ASSERT_EQ(all->size(), 2);
    EXPECT_EQ(all->at(0).target.port, 2222);
    EXPECT_EQ(all->at(0).target.user, QStringLiteral("root"));
    EXPECT_EQ(all->at(0).target.host, QStringLiteral("region-1.example.com"));
    EXPECT_EQ(all->at(0).auth, HostProfile::Auth::Agent);
    EXPECT_EQ(all->at(0).offerId, p.offerId);
    EXPECT_EQ(all->at(1).auth, HostProfile::Auth::Password);

    const Result<HostProfile> missing = store.find(QStringLiteral("nope"));
    ASSERT_FALSE(missing.ok());
    EXPECT_TRUE(missing.error().message.contains(QStringLiteral("spare"))) << missing.error().message.toStdString();
    ASSERT_TRUE(store.remove(QStringLiteral("spare")).ok());
    EXPECT_EQ(store.load()->size(), 1);
    EXPECT_FALSE(store.remove(QStringLiteral("spare")).ok());

    // A damaged file is reported by name and never overwritten: it may be the user's only copy.
    {
        QFile f(store.fileName());
        ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(R"({"version": 1, "hosts": [{"name": "x", "host": "h", "port": 70000}]})");
    }
    const QByteArray damaged = read(store.fileName());
    const Result<QList<HostProfile>> bad = store.load();
    ASSERT_FALSE(bad.ok());
    EXPECT_TRUE(bad.error().message.contains(store.fileName())) << bad.error().message.toStdString();
    EXPECT_FALSE(store.save(q).ok());
    EXPECT_EQ(read(store.fileName()), damaged);
}

TEST_F(RemoteCli, ProfilesSaveWhereToConnectAndWhichOfferWasRented)
{
    ASSERT_TRUE(QFile::copy(fixture("known_hosts"), knownHosts()));
    test::CliResult r =
        cli({QStringLiteral("profile"), QStringLiteral("add"), QStringLiteral("box"), QStringLiteral("--ssh"),
             sshCommand(), QStringLiteral("--offer"), QStringLiteral("runpod-1x-a100-80gb-secure")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    r = cli({QStringLiteral("profile"), QStringLiteral("list"), QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0);
    const QJsonObject box = r.json().value(QStringLiteral("profiles")).toArray().first().toObject();
    EXPECT_EQ(box.value(QStringLiteral("name")).toString(), QStringLiteral("box"));
    EXPECT_EQ(box.value(QStringLiteral("port")).toInt(), loopback().port);

    // The smoke test checks against the linked offer (an A100; the test double reports H100s, so checks fail: 1).
    r = cli({QStringLiteral("remote"), QStringLiteral("--profile"), QStringLiteral("box"), QStringLiteral("smoke-test"),
             QStringLiteral("--json")});
    EXPECT_EQ(r.code, 1) << r.err.toStdString();
    bool comparedWithOffer = false;
    for (const QJsonValue& check : r.json().value(QStringLiteral("checks")).toArray())
        comparedWithOffer =
            comparedWithOffer ||
            check.toObject().value(QStringLiteral("expected")).toString().contains(QStringLiteral("A100"));
    EXPECT_TRUE(comparedWithOffer) << r.out.toStdString();
    r = cli({QStringLiteral("remote"), QStringLiteral("--profile"), QStringLiteral("box"), QStringLiteral("monitor"),
             QStringLiteral("--count"), QStringLiteral("1")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();

    r = cli({QStringLiteral("remote"), QStringLiteral("--profile"), QStringLiteral("nope"), QStringLiteral("monitor")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("box"))) << r.err.toStdString();
    EXPECT_EQ(cli({QStringLiteral("profile"), QStringLiteral("add"), QStringLiteral("x"), QStringLiteral("--ssh"),
                   sshCommand(), QStringLiteral("--auth"), QStringLiteral("telepathy")})
                  .code,
              2);
    EXPECT_EQ(cli({QStringLiteral("profile"), QStringLiteral("remove"), QStringLiteral("box")}).code, 0);
    EXPECT_EQ(cli({QStringLiteral("profile"), QStringLiteral("remove"), QStringLiteral("box")}).code, 1);
}

TEST_F(RemoteCli, DefaultKeysAreTakenFromHome)
{
    // No -i: the key in $HOME/.ssh is found, as OpenSSH finds it (libssh alone would ask the password database).
    ASSERT_TRUE(QFile::copy(fixture("known_hosts"), knownHosts()));
    const QString key = home.filePath(QStringLiteral(".ssh/id_ed25519"));
    ASSERT_TRUE(QFile::copy(fixture("clientkey"), key));
    ASSERT_TRUE(QFile::setPermissions(key, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
    const test::CliResult r = cli({QStringLiteral("remote"), QStringLiteral("--ssh"),
                                   QStringLiteral("ssh -p %1 %2@127.0.0.1").arg(loopback().port).arg(test::sshUser()),
                                   QStringLiteral("monitor"), QStringLiteral("--count"), QStringLiteral("1")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
}

TEST_F(RemoteCli, APassphraseKeyWithNoWayToAskSaysSo)
{
    ASSERT_TRUE(QFile::copy(fixture("known_hosts"), knownHosts()));
    const QString key = home.filePath(QStringLiteral("locked"));
    QProcess keygen;
    keygen.start(QStringLiteral("ssh-keygen"),
                 {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"),
                  QStringLiteral("a passphrase"), QStringLiteral("-f"), key});
    ASSERT_TRUE(keygen.waitForFinished());
    ASSERT_EQ(keygen.exitCode(), 0);
    // No terminal (a pipe), and no keychain: no D-Bus session to reach one.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
    const test::CliResult r =
        test::runCli(gp::test::cliPath(),
                     {QStringLiteral("remote"), QStringLiteral("--ssh"),
                      QStringLiteral("ssh -p %1 -i %2 %3@127.0.0.1").arg(loopback().port).arg(key, test::sshUser()),
                      QStringLiteral("monitor"), QStringLiteral("--count"), QStringLiteral("1")},
                     env);
    EXPECT_NE(r.code, 0);
    EXPECT_TRUE(r.err.contains(QStringLiteral("protected by a passphrase"))) << r.err.toStdString();
    EXPECT_FALSE(r.err.contains(QStringLiteral("Cannot read the key file"))) << r.err.toStdString();
}

TEST_F(RemoteCli, InstallKeyAppendsThePublicKeyOnceWithModesSshdAccepts)
{
    ASSERT_TRUE(QFile::copy(fixture("known_hosts"), knownHosts()));
    const QString remoteSsh = fixture("home") + QStringLiteral("/.ssh");
    // What the instance trusts already (the fixture's own key where the server reads this file, as Dropbear does)
    // stays, and is put back as it was at the end.
    const QString authorized = remoteSsh + QStringLiteral("/authorized_keys");
    const QByteArray before = read(authorized);
    const QStringList remote{QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(),
                             QStringLiteral("install-key")};

    // No key of the user's own yet: say how to make one.
    test::CliResult r = cli(remote);
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("ssh-keygen"))) << r.err.toStdString();
    // A private key is never sent.
    EXPECT_EQ(cli(remote + QStringList{QStringLiteral("--public-key"), fixture("clientkey")}).code, 2);
    EXPECT_EQ(read(authorized), before);

    const QString mine = home.filePath(QStringLiteral(".ssh/id_ed25519.pub"));
    ASSERT_TRUE(QFile::copy(fixture("otherhostkey.pub"), mine)); // any ed25519 public key line
    for (int i = 0; i < 2; ++i) {
        r = cli(remote);
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
    }
    EXPECT_TRUE(r.out.contains(QStringLiteral("already trusts"))) << r.out.toStdString();
    EXPECT_EQ(read(authorized), before + read(mine).trimmed() + '\n');
    EXPECT_EQ(QFileInfo(remoteSsh + QStringLiteral("/authorized_keys")).permissions() & 0x0077, 0)
        << "group or others can read or write authorized_keys";
    EXPECT_EQ(QFile::permissions(remoteSsh) &
                  (QFileDevice::WriteGroup | QFileDevice::WriteOther | QFileDevice::ReadOther | QFileDevice::ExeOther),
              0);
    // Leave the fixture's instance as it was.
    if (before.isEmpty()) {
        QFile::remove(authorized);
    } else {
        QFile restore(authorized);
        ASSERT_TRUE(restore.open(QIODevice::WriteOnly | QIODevice::Truncate));
        restore.write(before);
    }
}

TEST_F(RemoteCli, SshConfigHostAliasesWorkAsWithOpenSsh)
{
    ASSERT_TRUE(QFile::copy(fixture("known_hosts"), knownHosts()));
    // A provider's instance kept as an alias, the way people keep them: host, port, user and key all from the file.
    ASSERT_TRUE(writeFile(home.filePath(QStringLiteral(".ssh/config")),
                          QStringLiteral("Host gpubox\n    HostName 127.0.0.1\n    Port %1\n    User %3\n"
                                         "    IdentityFile %2\n")
                              .arg(loopback().port)
                              .arg(fixture("clientkey"), test::sshUser())
                              .toUtf8()));
    const test::CliResult r = cli({QStringLiteral("remote"), QStringLiteral("--ssh"), QStringLiteral("ssh gpubox"),
                                   QStringLiteral("monitor"), QStringLiteral("--count"), QStringLiteral("1")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("GPU 0"))) << r.out.toStdString();
}

#include <csignal>

namespace {

// `remote … hold` in a process of its own, with the test's HOME and a private runtime folder for its socket, so that
// no other test's commands for the same loopback sshd find it.
class HeldConnectionCli : public RemoteCli
{
protected:
    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime.path());
        // No saved language, and a locale of the test's own: none of the machine's choices leak in.
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral(".config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral(".local/share")));
        for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES"})
            env.remove(QString::fromLatin1(name));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        return env;
    }
    void start(QProcess& process, const QStringList& args, const QString& workingDir = QString()) const
    {
        process.setProcessEnvironment(environment());
        if (!workingDir.isEmpty())
            process.setWorkingDirectory(workingDir);
        process.start(gp::test::cliPath(), QStringList{QStringLiteral("--lang"), QStringLiteral("en")} + args);
    }
    // Starts a holder and returns once it says it holds the connection (its first line), or fails the test.
    void hold(QProcess& holder,
              const QStringList& extra = {},
              const QString& ssh = sshCommand(),
              const QString& workingDir = QString()) const
    {
        start(holder,
              QStringList{QStringLiteral("remote"), QStringLiteral("--ssh"), ssh, QStringLiteral("hold")} + extra,
              workingDir);
        while (!holder.canReadLine())
            ASSERT_TRUE(holder.waitForReadyRead(20000)) << holder.readAllStandardError().toStdString();
        const QByteArray first = holder.readLine();
        ASSERT_TRUE(first.startsWith("Holding the connection to ")) << first.toStdString();
    }
    // An endless monitor through the CLI, returned once its first line is out.
    void follow(QProcess& follower, const QString& language = QStringLiteral("en")) const
    {
        follower.setProcessEnvironment(environment());
        follower.start(gp::test::cliPath(),
                       {QStringLiteral("--lang"), language, QStringLiteral("remote"), QStringLiteral("--ssh"),
                        sshCommand(), QStringLiteral("monitor"), QStringLiteral("--interval"), QStringLiteral("0.2"),
                        QStringLiteral("--json")});
        while (!follower.canReadLine())
            ASSERT_TRUE(follower.waitForReadyRead(20000)) << follower.readAllStandardError().toStdString();
    }
    test::CliResult heldCli(const QStringList& args) { return test::runCli(gp::test::cliPath(), args, environment()); }
    QString socketFolder() const { return runtime.filePath(QStringLiteral("gpuplanner-hold")); }
    // The holders' sockets, and the links (aliases) a command typed as before finds them by.
    QStringList entries(bool links) const
    {
        QStringList found;
        for (const QFileInfo& entry : QDir(socketFolder()).entryInfoList(QDir::System))
            if (entry.isSymLink() == links)
                found << entry.fileName();
        return found;
    }
    QStringList sockets() const { return entries(false); }
    QStringList aliases() const { return entries(true); }
    // A program run as typed: no --lang added.
    static test::CliResult run(const QString& program,
                               const QStringList& args,
                               const QProcessEnvironment& env,
                               const QString& workingDir = QString())
    {
        QProcess p;
        p.setProcessEnvironment(env);
        if (!workingDir.isEmpty())
            p.setWorkingDirectory(workingDir);
        p.start(program, args);
        EXPECT_TRUE(p.waitForFinished(60000));
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }
    test::TempDir runtime; // 0700, as a runtime folder must be
};

} // namespace

TEST_F(HeldConnectionCli, LaterCommandsRunOnTheHeldConnectionInTheClientsFolder)
{
    ASSERT_TRUE(QFile::copy(fixture("known_hosts"), knownHosts()));
    QProcess holder;
    hold(holder);
    ASSERT_EQ(sockets().size(), 1);
    ASSERT_EQ(aliases().size(), 1); // the target as `hold` was typed
    // With known_hosts emptied, a command that connected by itself would stop at the unknown host key (exit 3):
    // one that succeeds ran on the held connection.
    ASSERT_TRUE(writeFile(knownHosts(), QByteArray()));

    test::TempDir data;
    ASSERT_TRUE(QDir().mkpath(data.filePath(QStringLiteral("project"))));
    ASSERT_TRUE(writeFile(data.filePath(QStringLiteral("project/train.py")), "print('hi')\n"));
    test::TempDir dest;
    QProcess client; // a relative path: the holder resolves it in the client's folder, not its own
    start(client,
          {QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(), QStringLiteral("upload"),
           QStringLiteral("project"), QStringLiteral("--dest"), dest.path(), QStringLiteral("--json")},
          data.path());
    ASSERT_TRUE(client.waitForFinished(60000));
    const QByteArray clientErr = client.readAllStandardError();
    ASSERT_EQ(client.exitCode(), 0) << clientErr.toStdString();
    const QJsonObject uploaded = QJsonDocument::fromJson(client.readAllStandardOutput()).object();
    EXPECT_EQ(uploaded.value(QStringLiteral("files")).toInt(), 1);
    EXPECT_EQ(read(dest.filePath(QStringLiteral("project/train.py"))), QByteArray("print('hi')\n"));

    // The command's own exit code and messages reach the client.
    const test::CliResult missing =
        heldCli({QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(), QStringLiteral("upload"),
                 QStringLiteral("/no/such/path"), QStringLiteral("--dest"), dest.path()});
    EXPECT_EQ(missing.code, 2);
    EXPECT_TRUE(missing.err.contains(QStringLiteral("\"/no/such/path\" does not exist"))) << missing.err.toStdString();
    // In the client's language, whatever the holder's.
    const test::CliResult chinese =
        heldCli({QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("remote"), QStringLiteral("--ssh"),
                 sshCommand(), QStringLiteral("upload"), QStringLiteral("/no/such/path"), QStringLiteral("--dest"),
                 dest.path()});
    EXPECT_EQ(chinese.code, 2);
    EXPECT_TRUE(chinese.err.contains(QStringLiteral("“/no/such/path”不存在"))) << chinese.err.toStdString();
    const test::CliResult nested =
        heldCli({QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(), QStringLiteral("hold")});
    EXPECT_EQ(nested.code, 1);
    EXPECT_TRUE(nested.err.contains(QStringLiteral("already holds this connection"))) << nested.err.toStdString();

    holder.terminate();
    ASSERT_TRUE(holder.waitForFinished(20000));
    EXPECT_EQ(holder.exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(holder.exitCode(), 0);
    const QString log = QString::fromUtf8(holder.readAllStandardOutput());
    EXPECT_TRUE(log.contains(QStringLiteral(" upload project --dest ")) && log.contains(QStringLiteral("exit code 0")))
        << log.toStdString();
    EXPECT_TRUE(log.contains(QStringLiteral("upload /no/such/path --dest ")) &&
                log.contains(QStringLiteral("exit code 2")))
        << log.toStdString();
    EXPECT_TRUE(QDir(socketFolder()).entryList(QDir::System).isEmpty()); // its socket and aliases went with it
    // With the holder gone, commands connect by themselves again (and meet the emptied known_hosts).
    EXPECT_EQ(heldCli({QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(), QStringLiteral("monitor"),
                       QStringLiteral("--count"), QStringLiteral("1")})
                  .code,
              3);
}

TEST_F(HeldConnectionCli, AnInterruptedClientEndsTheHoldAndAStaleSocketIsPassedBy)
{
    ASSERT_TRUE(QFile::copy(fixture("known_hosts"), knownHosts()));
    QProcess holder;
    hold(holder);
    QProcess follower; // an endless monitor, stopped the way Ctrl-C would stop it
    follow(follower);
    EXPECT_TRUE(follower.readLine().startsWith('{'));
    ::kill(static_cast<pid_t>(follower.processId()), SIGINT);
    ASSERT_TRUE(follower.waitForFinished(20000));
    ASSERT_TRUE(holder.waitForFinished(20000)); // the command had nobody left to answer to
    EXPECT_NE(holder.exitCode(), 0);
    EXPECT_TRUE(QDir(socketFolder()).entryList(QDir::System).isEmpty());

    // A client whose stdout is a pipe nobody reads any more ends like one that was interrupted (SIGPIPE would have
    // ended it in a process of its own), instead of the holder writing into the closed pipe for ever.
    QProcess piped;
    hold(piped);
    QProcess pipeline;
    pipeline.setProcessEnvironment(environment());
    pipeline.start(QStringLiteral("sh"), {QStringLiteral("-c"),
                                          QStringLiteral("\"$0\" remote --ssh \"$1\" monitor --interval 0.1 --json | "
                                                         "head -n 1"),
                                          gp::test::cliPath(), sshCommand()});
    ASSERT_TRUE(pipeline.waitForFinished(30000));
    EXPECT_TRUE(pipeline.readAllStandardOutput().startsWith('{'));
    ASSERT_TRUE(piped.waitForFinished(20000));
    EXPECT_NE(piped.exitCode(), 0);

    // A holder killed outright leaves its socket; the next command removes it and connects by itself.
    QProcess killed;
    hold(killed);
    killed.kill();
    ASSERT_TRUE(killed.waitForFinished(20000));
    ASSERT_EQ(sockets().size(), 1);
    const test::CliResult fresh = heldCli({QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(),
                                           QStringLiteral("monitor"), QStringLiteral("--count"), QStringLiteral("1")});
    EXPECT_EQ(fresh.code, 0) << fresh.err.toStdString();
    EXPECT_TRUE(sockets().isEmpty());

    QProcess idle;
    hold(idle, {QStringLiteral("--idle-timeout"), QStringLiteral("1s")});
    ASSERT_TRUE(idle.waitForFinished(20000));
    EXPECT_EQ(idle.exitCode(), 0);
    EXPECT_TRUE(idle.readAllStandardOutput().contains("No command for 1 second"));
    EXPECT_EQ(heldCli({QStringLiteral("remote"), QStringLiteral("--ssh"), sshCommand(), QStringLiteral("hold"),
                       QStringLiteral("--idle-timeout"), QStringLiteral("0")})
                  .code,
              2);
}

// A remote command goes to the program with `remote` alone (fewer libraries to load); everything else, and a remote
// command where that program is missing, to the full CLI.
TEST_F(HeldConnectionCli, TheLauncherHandsARemoteCommandToTheRemoteProgram)
{
    test::TempDir folder;
    const QString launcher = folder.filePath(QStringLiteral("gpuplanner-cli"));
    ASSERT_TRUE(QFile::copy(gp::test::cliPath(), launcher));
    const QString built = QFileInfo(gp::test::cliPath()).absolutePath();
    const QString remoteProgram = folder.filePath(QStringLiteral("gpuplanner-cli-remote"));
    ASSERT_TRUE(QFile::copy(built + QStringLiteral("/gpuplanner-cli-remote"), remoteProgram));
    const QStringList missingUpload{QStringLiteral("--lang"),
                                    QStringLiteral("en"),
                                    QStringLiteral("remote"),
                                    QStringLiteral("--ssh"),
                                    sshCommand(),
                                    QStringLiteral("upload"),
                                    QStringLiteral("/no/such/path"),
                                    QStringLiteral("--dest"),
                                    QStringLiteral("/tmp")};
    const test::CliResult remote = run(launcher, missingUpload, environment());
    EXPECT_EQ(remote.code, 2) << remote.err.toStdString();
    EXPECT_TRUE(remote.err.contains(QStringLiteral("\"/no/such/path\" does not exist"))) << remote.err.toStdString();
    // It has no other command, and the launcher gives it none.
    const test::CliResult estimate =
        run(remoteProgram, {QStringLiteral("estimate"), QStringLiteral("--help")}, environment());
    EXPECT_EQ(estimate.code, 2) << estimate.out.toStdString();
    const test::CliResult version = run(launcher, {QStringLiteral("--version")}, environment());
    EXPECT_EQ(version.code, 127) << version.err.toStdString(); // no full CLI in this folder
    // Without it, the full CLI takes the remote command.
    ASSERT_TRUE(QFile::remove(remoteProgram));
    ASSERT_TRUE(QFile::copy(built + QStringLiteral("/gpuplanner-cli-full"),
                            folder.filePath(QStringLiteral("gpuplanner-cli-full"))));
    const test::CliResult full = run(launcher, missingUpload, environment());
    EXPECT_EQ(full.code, 2) << full.err.toStdString();
    EXPECT_TRUE(full.err.contains(QStringLiteral("\"/no/such/path\" does not exist"))) << full.err.toStdString();
}

// The gpuplanner-cli people run is a launcher without Qt: alone in a folder, with no full CLI to become, it still runs
// a command that a holder takes, which it finds by the target as typed. What no holder takes is the full CLI's.
TEST_F(HeldConnectionCli, TheLauncherAloneHandsACommandTypedAsBeforeToTheHolder)
{
    ASSERT_TRUE(QFile::copy(fixture("known_hosts"), knownHosts()));
    test::TempDir lone;
    const QString launcher = lone.filePath(QStringLiteral("gpuplanner-cli"));
    ASSERT_TRUE(QFile::copy(gp::test::cliPath(), launcher));
    QProcess holder;
    hold(holder);
    ASSERT_TRUE(writeFile(knownHosts(), QByteArray())); // a command that connected by itself would stop here
    const QStringList missingUpload{QStringLiteral("upload"), QStringLiteral("/no/such/path"), QStringLiteral("--dest"),
                                    QStringLiteral("/tmp")};
    const auto remote = [&](const QString& ssh) {
        return QStringList{QStringLiteral("remote"), QStringLiteral("--ssh"), ssh} + missingUpload;
    };

    const test::CliResult typed = run(
        launcher, QStringList{QStringLiteral("--lang"), QStringLiteral("en")} + remote(sshCommand()), environment());
    EXPECT_EQ(typed.code, 2) << typed.err.toStdString();
    EXPECT_TRUE(typed.err.contains(QStringLiteral("\"/no/such/path\" does not exist"))) << typed.err.toStdString();
    const test::CliResult chinese = run(
        launcher, QStringList{QStringLiteral("--lang"), QStringLiteral("zh_CN")} + remote(sshCommand()), environment());
    EXPECT_EQ(chinese.code, 2);
    EXPECT_TRUE(chinese.err.contains(QStringLiteral("“/no/such/path”不存在"))) << chinese.err.toStdString();

    // Without --lang, a client whose locale is the holder's speaks as the holder would; one with another locale is
    // declined (the launcher cannot tell its language) and left to the full CLI.
    const test::CliResult asHolder = run(launcher, remote(sshCommand()), environment());
    EXPECT_EQ(asHolder.code, 2) << asHolder.err.toStdString();
    QProcessEnvironment zh = environment();
    zh.insert(QStringLiteral("LC_ALL"), QStringLiteral("zh_CN.UTF-8"));
    const test::CliResult otherLocale = run(launcher, remote(sshCommand()), zh);
    EXPECT_EQ(otherLocale.code, 127) << otherLocale.err.toStdString();
    EXPECT_TRUE(otherLocale.err.contains(QStringLiteral("cannot start"))) << otherLocale.err.toStdString();
    const test::CliResult fullZh = run(gp::test::cliPath(), remote(sshCommand()), zh);
    EXPECT_EQ(fullZh.code, 2) << fullZh.err.toStdString(); // held still: known_hosts is empty
    EXPECT_TRUE(fullZh.err.contains(QStringLiteral("“/no/such/path”不存在"))) << fullZh.err.toStdString();

    // Another target's words at this holder's alias (as a hash collision, or an alias left from an older holder,
    // would put them): the holder declines them, runs nothing, and serves on.
    const QString elsewhere = QStringLiteral("ssh -p 1 nobody@127.0.0.2");
    {
        const QByteArray own = qgetenv("XDG_RUNTIME_DIR");
        qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtime.path()));
        HeldConnection::addAlias(QDir(socketFolder()).filePath(sockets().value(0)),
                                 HeldConnection::aliasPath(QStringLiteral("ssh"), elsewhere));
        own.isNull() ? qunsetenv("XDG_RUNTIME_DIR") : qputenv("XDG_RUNTIME_DIR", own);
    }
    EXPECT_EQ(run(launcher, remote(elsewhere), environment()).code, 127);
    EXPECT_EQ(run(launcher, remote(sshCommand()), environment()).code, 2);

    // The same target typed another way is not known to the launcher until the full CLI has forwarded it once.
    const SshTarget t = loopback();
    const QString reordered = QStringLiteral("ssh -i %1 -p %2 %3@127.0.0.1").arg(t.keyFile).arg(t.port).arg(t.user);
    EXPECT_EQ(run(launcher, remote(reordered), environment()).code, 127);
    EXPECT_EQ(heldCli(remote(reordered)).code, 2);
    EXPECT_EQ(aliases().size(), 3); // as hold was typed, the other target above, and this spelling
    const test::CliResult learnt = run(launcher, remote(reordered), environment());
    EXPECT_EQ(learnt.code, 2) << learnt.err.toStdString();

    // A holder that ends while the launcher's command runs: the full CLI says so, translated, and runs nothing more.
    QProcess follower;
    follow(follower, QStringLiteral("zh_CN"));
    holder.kill();
    ASSERT_TRUE(holder.waitForFinished(20000));
    EXPECT_FALSE(QString::fromUtf8(holder.readAllStandardOutput()).contains(QStringLiteral("nobody@")));
    ASSERT_TRUE(follower.waitForFinished(20000));
    EXPECT_EQ(follower.exitCode(), 1);
    const QString ended = QString::fromUtf8(follower.readAllStandardError());
    EXPECT_TRUE(ended.contains(QStringLiteral("在命令完成前就结束了"))) << ended.toStdString();
}

// A relative key means the client's file, not the holder's: the same words typed in another folder name another key,
// and the holder declines them (the launcher, alone here, then has nothing to become).
TEST_F(HeldConnectionCli, AHolderDeclinesTheSameWordsThatNameAnotherKeyInTheClientsFolder)
{
    ASSERT_TRUE(QFile::copy(fixture("known_hosts"), knownHosts()));
    test::TempDir lone;
    const QString launcher = lone.filePath(QStringLiteral("gpuplanner-cli"));
    ASSERT_TRUE(QFile::copy(gp::test::cliPath(), launcher));
    test::TempDir first;
    test::TempDir second;
    for (const test::TempDir* folder : {&first, &second}) {
        ASSERT_TRUE(QFile::copy(loopback().keyFile, folder->filePath(QStringLiteral("key"))));
        ASSERT_TRUE(QFile::setPermissions(folder->filePath(QStringLiteral("key")),
                                          QFileDevice::ReadOwner | QFileDevice::WriteOwner));
    }
    const QString relative = QStringLiteral("ssh -p %1 -i key %2@127.0.0.1").arg(loopback().port).arg(loopback().user);
    QProcess holder;
    hold(holder, {}, relative, first.path());
    const QStringList args{QStringLiteral("remote"), QStringLiteral("--ssh"),         relative,
                           QStringLiteral("upload"), QStringLiteral("/no/such/path"), QStringLiteral("--dest"),
                           QStringLiteral("/tmp")};
    EXPECT_EQ(run(launcher, args, environment(), first.path()).code, 2);    // held: the holder's own key
    EXPECT_EQ(run(launcher, args, environment(), second.path()).code, 127); // declined: another key file
    holder.terminate();
    ASSERT_TRUE(holder.waitForFinished(20000));
    const QString log = QString::fromUtf8(holder.readAllStandardOutput());
    EXPECT_EQ(log.count(QStringLiteral("exit code 2")), 1) << log.toStdString();
}

// The payload between the launcher and a holder: arguments are any bytes but NUL (as argv's are), and a payload cut
// short or without a working folder is refused rather than read as fewer arguments.
TEST(HeldProtocol, APayloadRoundTripsAndACutOrFolderlessOneIsRefused)
{
    held::Request request;
    request.workingDir = "/home/user/a b";
    request.locale = held::localeEnvironment();
    request.arguments = {"--ssh", "ssh -p 2222 root@host", "upload", "", "--dest", "/r\xe6\x95\xb0\n"};
    const std::string payload = held::encode(request);
    const std::optional<held::Request> back = held::decode(payload);
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(back->workingDir, request.workingDir);
    EXPECT_EQ(back->language, "");
    EXPECT_EQ(back->locale, request.locale);
    EXPECT_EQ(back->arguments, request.arguments);
    EXPECT_FALSE(held::decode(std::string_view(payload).substr(0, payload.size() - 1)).has_value());
    EXPECT_FALSE(held::decode(std::string_view("\0en\0\0upload\0", 12)).has_value());
    EXPECT_FALSE(held::decode(std::string_view("/\0en\0", 5)).has_value()); // no locale field
    // Two spellings of one target are two names; one spelling is always the same name.
    EXPECT_EQ(held::aliasPath("ssh", "ssh root@h"), held::aliasPath("ssh", "ssh root@h"));
    EXPECT_NE(held::aliasPath("ssh", "ssh root@h"), held::aliasPath("profile", "ssh root@h"));
}
