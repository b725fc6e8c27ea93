// Launch → smoke test → guard → rate → release through the real gpuplanner-cli, against the RunPod test double (over
// HTTPS, with a certificate made at test time) whose "instance" is the loopback sshd the CTest fixture started. Runs
// with a real Secret Service keyring on a private D-Bus session (tests/secrets/with-keyring.sh).
#include "core/plan/PlanFile.h"
#include "core/secrets/SecretStore.h"
#include "providers/ProviderDoubles.h"
#include "support/CliRunner.h"
#include "support/SshFixture.h"
#include "support/TestEnvironment.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QDirIterator>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <gtest/gtest.h>

using namespace gp;

namespace {

// The real CLI; test::runCli keeps this process's event loop running meanwhile, so the test double here answers it.
test::CliResult cli(const QStringList& args, const QProcessEnvironment& env, const QByteArray& input = {})
{
    return test::runCli(gp::test::cliPath(), args, env, input);
}

} // namespace

TEST(ProviderRoundTrip, LaunchSmokeTestGuardRateAndReleaseThroughTheApi)
{
    ASSERT_FALSE(qEnvironmentVariableIsEmpty("SSH_FIXTURE_DIR"));
    RunPodDouble runpod;
    const SshTarget loopback = test::loopbackTarget();
    runpod.setReachableAt(QStringLiteral("127.0.0.1"), loopback.port, loopback.user);
    QTemporaryDir home;
    ASSERT_TRUE(QDir().mkpath(home.filePath(QStringLiteral(".ssh"))));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path()); // its known_hosts and hosts.json, not the person's
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.remove(QStringLiteral("SSH_AUTH_SOCK"));
    env.insert(QStringLiteral("GPUPLANNER_PROVIDER_ENDPOINT"), runpod.server().origin().toString());
    env.insert(QStringLiteral("GPUPLANNER_PROVIDER_CA"), HttpsTestServer::caFile());

    // No token yet: said so, and nothing was asked of the provider.
    test::CliResult r = cli({QStringLiteral("provider"), QStringLiteral("offers"), QStringLiteral("runpod")}, env);
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("provider set-token runpod"))) << r.err.toStdString();
    EXPECT_TRUE(runpod.server().received().isEmpty());
    ASSERT_EQ(cli({QStringLiteral("provider"), QStringLiteral("set-token"), QStringLiteral("runpod")}, env,
                  ProviderDouble::kToken)
                  .code,
              0);

    r = cli({QStringLiteral("provider"), QStringLiteral("offers"), QStringLiteral("runpod"), QStringLiteral("--gpu"),
             QStringLiteral("rtx-4090"), QStringLiteral("--json")},
            env);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonArray offers = r.json().value(QStringLiteral("offers")).toArray();
    ASSERT_EQ(offers.size(), 2);
    for (const QJsonValue& o : offers)
        EXPECT_EQ(o.toObject()
                      .value(QStringLiteral("prices"))
                      .toArray()
                      .first()
                      .toObject()
                      .value(QStringLiteral("confidence")),
                  QStringLiteral("observed"));

    const QString planPath = home.filePath(QStringLiteral("plan.json"));
    Plan plan;
    plan.name = QStringLiteral("round trip");
    ASSERT_TRUE(PlanFile::save(plan, planPath).ok());
    const QStringList launch{QStringLiteral("provider"),
                             QStringLiteral("launch"),
                             QStringLiteral("runpod"),
                             QStringLiteral("--offer"),
                             QStringLiteral("secure:NVIDIA GeForce RTX 4090"),
                             QStringLiteral("--name"),
                             QStringLiteral("gp-trip"),
                             QStringLiteral("--key"),
                             test::sshFixture("clientkey"),
                             QStringLiteral("--wait"),
                             QStringLiteral("60"),
                             QStringLiteral("--plan"),
                             planPath,
                             QStringLiteral("--json")};
    // Without a terminal, only --yes says yes: nothing is created.
    r = cli(launch, env);
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("--yes"))) << r.err.toStdString();
    EXPECT_EQ(runpod.instanceCount(), 0);
    r = cli(launch + QStringList{QStringLiteral("--yes")}, env);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject profile = r.json();
    EXPECT_EQ(profile.value(QStringLiteral("name")).toString(), QStringLiteral("gp-trip"));
    EXPECT_EQ(profile.value(QStringLiteral("host")).toString(), QStringLiteral("127.0.0.1"));
    EXPECT_EQ(profile.value(QStringLiteral("port")).toInt(), loopback.port);
    EXPECT_EQ(profile.value(QStringLiteral("provider")).toString(), QStringLiteral("runpod"));
    const QString podId = profile.value(QStringLiteral("instance")).toString();
    ASSERT_EQ(runpod.instanceIds(), QStringList{podId});
    // The key the CLI signs in with is the one the pod was given.
    EXPECT_EQ(runpod.instanceById(podId)
                  .value(QStringLiteral("env"))
                  .toObject()
                  .value(QStringLiteral("PUBLIC_KEY"))
                  .toString()
                  .toUtf8(),
              test::readFile(test::sshFixture("clientkey.pub")).trimmed());

    // Connect and smoke-test the launched machine through its new profile.
    const QStringList remote{QStringLiteral("remote"), QStringLiteral("--profile"), QStringLiteral("gp-trip"),
                             QStringLiteral("--accept-new-host-key")};
    r = cli(remote + QStringList{QStringLiteral("smoke-test"), QStringLiteral("--json")}, env);
    ASSERT_LE(r.code, 1) << r.err.toStdString(); // no GPU here: checks may fail, the test itself must run
    const QJsonObject report = r.json();
    EXPECT_EQ(report.value(QStringLiteral("target")).toString(),
              QStringLiteral("%1@127.0.0.1:%2").arg(loopback.user).arg(loopback.port));
    EXPECT_FALSE(report.value(QStringLiteral("checks")).toArray().isEmpty());

    // The rate RunPod charges against what the catalog expects; the launch already kept one check with the plan.
    r = cli({QStringLiteral("provider"), QStringLiteral("rate"), QStringLiteral("gp-trip"), QStringLiteral("--json")},
            env);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject rate = r.json();
    EXPECT_DOUBLE_EQ(rate.value(QStringLiteral("billed")).toDouble(), 0.44);
    EXPECT_EQ(rate.value(QStringLiteral("instance")).toString(), podId);
    const Result<Plan> kept = PlanFile::load(planPath);
    ASSERT_TRUE(kept.ok());
    ASSERT_EQ(kept->billedRates.size(), 1);
    EXPECT_DOUBLE_EQ(kept->billedRates.first().billed.amount, 0.44);

    // A guard that fires stops the pod through RunPod's API, from the instance, with the token from its 0600 file.
    r = cli(remote + QStringList{QStringLiteral("guard"), QStringLiteral("install"), QStringLiteral("--max-runtime"),
                                 QStringLiteral("1s"), QStringLiteral("--check-every"), QStringLiteral("1s")},
            env);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("stops RunPod instance %1").arg(podId))) << r.out.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("account's API token"))) << r.err.toStdString(); // said, not hidden
    const QString conf = QString::fromUtf8(test::readFile(test::sshFixture("home/.gpuplanner/guard.conf")));
    EXPECT_FALSE(conf.contains(QLatin1String(ProviderDouble::kToken))) << conf.toStdString();
    QDeadlineTimer deadline(60000);
    while (runpod.instanceById(podId).value(QStringLiteral("status")) != QLatin1String("EXITED") &&
           !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 100);
    EXPECT_EQ(runpod.instanceById(podId).value(QStringLiteral("status")).toString(), QStringLiteral("EXITED"))
        << test::readFile(test::sshFixture("home/.gpuplanner/guard.log")).toStdString();
    (void)cli(remote + QStringList{QStringLiteral("guard"), QStringLiteral("remove")}, env);
    // A guard with the user's own release command never gets the account's token.
    r = cli(remote + QStringList{QStringLiteral("guard"), QStringLiteral("install"), QStringLiteral("--max-runtime"),
                                 QStringLiteral("8h"), QStringLiteral("--release-command"), QStringLiteral("true")},
            env);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(test::sshFixture("home/.gpuplanner/provider-token")));
    (void)cli(remote + QStringList{QStringLiteral("guard"), QStringLiteral("remove")}, env);

    // Release: asked for, then done; the profile goes with the instance.
    r = cli({QStringLiteral("provider"), QStringLiteral("release"), QStringLiteral("gp-trip")}, env);
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(podId)) << r.err.toStdString();
    EXPECT_EQ(runpod.instanceCount(), 1);
    r = cli({QStringLiteral("provider"), QStringLiteral("release"), QStringLiteral("gp-trip"), QStringLiteral("--yes")},
            env);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(runpod.instanceCount(), 0);
    r = cli({QStringLiteral("profile"), QStringLiteral("list"), QStringLiteral("--json")}, env);
    EXPECT_TRUE(r.json().value(QStringLiteral("profiles")).toArray().isEmpty()) << r.out.toStdString();
    ASSERT_EQ(cli({QStringLiteral("provider"), QStringLiteral("forget-token"), QStringLiteral("runpod")}, env).code, 0);
}

// AutoDL takes no SSH key: its instances sign in as root with a password it sets, which the launch keeps in the
// keychain (never in hosts.json or on a command line) and a power-on replaces. A release powers off, waits for the
// shutdown AutoDL requires, then releases, and forgets the password with the profile.
TEST(ProviderRoundTrip, AnAutoDlLaunchKeepsItsPasswordInTheKeychainAndIsShutDownBeforeItsRelease)
{
    AutoDlDouble autodl;
    autodl.setReachableAt(QStringLiteral("127.0.0.1"), 34222, QStringLiteral("root"));
    QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.remove(QStringLiteral("SSH_AUTH_SOCK"));
    env.insert(QStringLiteral("GPUPLANNER_PROVIDER_ENDPOINT"), autodl.server().origin().toString());
    env.insert(QStringLiteral("GPUPLANNER_PROVIDER_CA"), HttpsTestServer::caFile());
    ASSERT_EQ(cli({QStringLiteral("provider"), QStringLiteral("set-token"), QStringLiteral("autodl")}, env,
                  ProviderDouble::kToken)
                  .code,
              0);

    // AutoDL's offers carry the catalog's prices: --save keeps none of them as if they had been seen.
    test::CliResult r =
        cli({QStringLiteral("provider"), QStringLiteral("offers"), QStringLiteral("autodl"), QStringLiteral("--save")},
            env);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("5090-p"))) << r.out.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("nothing was saved"))) << r.err.toStdString();

    // No --key and no key in ~/.ssh: none is needed.
    r = cli({QStringLiteral("provider"), QStringLiteral("launch"), QStringLiteral("autodl"), QStringLiteral("--offer"),
             QStringLiteral("5090-p"), QStringLiteral("--name"), QStringLiteral("gp-autodl"), QStringLiteral("--wait"),
             QStringLiteral("60"), QStringLiteral("--yes"), QStringLiteral("--json")},
            env);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject profile = r.json();
    EXPECT_EQ(profile.value(QStringLiteral("auth")).toString(), QStringLiteral("password"));
    EXPECT_EQ(profile.value(QStringLiteral("port")).toInt(), 34222);
    EXPECT_EQ(profile.value(QStringLiteral("user")).toString(), QStringLiteral("root"));
    const QString id = profile.value(QStringLiteral("instance")).toString();
    ASSERT_TRUE(id.startsWith(QLatin1String("pro-")));
    const QString passwordKey = SecretStore::hostPasswordKey(QStringLiteral("gp-autodl"));
    Result<std::optional<QByteArray>> kept = SecretStore::read(passwordKey);
    ASSERT_TRUE(kept.ok()) << kept.error().message.toStdString();
    EXPECT_EQ(kept->value_or(QByteArray()), QByteArray(AutoDlDouble::kFirstPassword));
    QByteArray hosts;
    for (QDirIterator it(home.path(), {QStringLiteral("hosts.json")}, QDir::Files, QDirIterator::Subdirectories);
         it.hasNext();)
        hosts += test::readFile(it.next());
    EXPECT_TRUE(hosts.contains("gp-autodl"));
    EXPECT_FALSE(hosts.contains(AutoDlDouble::kFirstPassword));
    EXPECT_FALSE(r.out.contains(QLatin1String(AutoDlDouble::kFirstPassword)));

    // The rate AutoDL charges, in yuan, from the running instance's snapshot.
    r = cli({QStringLiteral("provider"), QStringLiteral("rate"), QStringLiteral("gp-autodl"), QStringLiteral("--json")},
            env);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_DOUBLE_EQ(r.json().value(QStringLiteral("billed")).toDouble(), 2.93);

    // Stopped and started again: the new password replaces the old one in the keychain.
    ASSERT_EQ(cli({QStringLiteral("provider"), QStringLiteral("stop"), QStringLiteral("gp-autodl")}, env).code, 0);
    QDeadlineTimer deadline(30000);
    while (!deadline.hasExpired() &&
           autodl.instanceById(id).value(QStringLiteral("status")) != QLatin1String("shutdown"))
        (void)cli({QStringLiteral("provider"), QStringLiteral("rate"), QStringLiteral("gp-autodl")}, env);
    r = cli({QStringLiteral("provider"), QStringLiteral("start"), QStringLiteral("gp-autodl")}, env);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    kept = SecretStore::read(passwordKey);
    ASSERT_TRUE(kept.ok());
    EXPECT_EQ(kept->value_or(QByteArray()), QByteArray("pw-after-power-on-1"));

    // Released while running: powered off and waited for, then released; profile and password are gone.
    r = cli(
        {QStringLiteral("provider"), QStringLiteral("release"), QStringLiteral("gp-autodl"), QStringLiteral("--yes")},
        env);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(autodl.instanceCount(), 0);
    EXPECT_EQ(autodl.releasesRefused(), 0);
    kept = SecretStore::read(passwordKey);
    ASSERT_TRUE(kept.ok());
    EXPECT_FALSE(kept->has_value());
    ASSERT_EQ(cli({QStringLiteral("provider"), QStringLiteral("forget-token"), QStringLiteral("autodl")}, env).code, 0);
}
