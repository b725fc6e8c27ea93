#include "core/secrets/SecretStore.h"
#include "core/console/ConsoleSession.h"
#include "core/notify/WebhookBook.h"
#include "support/LocalHttpServer.h"
#include "support/TestPaths.h"

#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTimer>
#include <QUrlQuery>

using namespace gp;

namespace {

// Every file this test process's isolated profile wrote (settings, hosts.json, logs): none may hold a secret.
QStringList filesContaining(const QByteArray& secret)
{
    QStringList found;
    for (const char* var : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"}) {
        QDirIterator it(qEnvironmentVariable(var), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            if (f.open(QIODevice::ReadOnly) && f.readAll().contains(secret))
                found << f.fileName();
        }
    }
    return found;
}

struct Cli
{
    int code = -1;
    QString out;
    QString err;
};

// The real gpuplanner-cli, with `input` on its stdin (how a password manager pipes a password in).
Cli cli(const QStringList& args, const QByteArray& input = QByteArray())
{
    QProcess p;
    p.start(gp::test::cliPath(), QStringList{QStringLiteral("--lang"), QStringLiteral("en")} + args);
    p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(60000);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

// The same, with this process's event loop running meanwhile, so that a LocalHttpServer here can answer the CLI.
Cli cliServing(const QStringList& args,
               const QByteArray& input = QByteArray(),
               const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    QEventLoop loop;
    QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
    QObject::connect(&p, &QProcess::errorOccurred, &loop, &QEventLoop::quit);
    p.start(gp::test::cliPath(), QStringList{QStringLiteral("--lang"), QStringLiteral("en")} + args);
    p.write(input);
    p.closeWriteChannel();
    QTimer::singleShot(60000, &loop, &QEventLoop::quit);
    loop.exec();
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

// These run inside tests/secrets/with-keyring.sh: a real gnome-keyring on a private D-Bus session.
TEST(Keychain, WritesReadsReplacesAndRemovesSecrets)
{
    const QString key = SecretStore::hostPasswordKey(QStringLiteral("训练机"));
    const QByteArray secret = QByteArrayLiteral("pa$$ 'word' \xe5\xaf\x86\xe7\xa0\x81");
    ASSERT_TRUE(SecretStore::write(key, secret).ok());
    Result<std::optional<QByteArray>> r = SecretStore::read(key);
    ASSERT_TRUE(r.ok()) << r.error().message.toStdString();
    ASSERT_TRUE(r->has_value());
    EXPECT_EQ(**r, secret);
    ASSERT_TRUE(SecretStore::write(key, "second").ok());
    EXPECT_EQ(**SecretStore::read(key), QByteArray("second"));
    ASSERT_TRUE(SecretStore::remove(key).ok());
    r = SecretStore::read(key);
    ASSERT_TRUE(r.ok());
    EXPECT_FALSE(r->has_value());
    EXPECT_TRUE(SecretStore::remove(key).ok()); // removing what is not there is fine
}

TEST(Keychain, AProfilePasswordGoesToTheKeychainAndNowhereElse)
{
    const QByteArray secret = QByteArrayLiteral("hunter2-\xe4\xb8\x80\xe4\xba\x8c");
    ASSERT_EQ(
        cli({QStringLiteral("profile"), QStringLiteral("add"), QStringLiteral("box"), QStringLiteral("--ssh"),
             QStringLiteral("ssh -p 2222 root@203.0.113.7"), QStringLiteral("--auth"), QStringLiteral("password")})
            .code,
        0);
    const Cli set =
        cli({QStringLiteral("profile"), QStringLiteral("set-password"), QStringLiteral("box")}, secret + '\n');
    ASSERT_EQ(set.code, 0) << set.err.toStdString();
    const Result<std::optional<QByteArray>> stored =
        SecretStore::read(SecretStore::hostPasswordKey(QStringLiteral("box")));
    ASSERT_TRUE(stored.ok() && stored->has_value());
    EXPECT_EQ(**stored, secret);
    EXPECT_TRUE(filesContaining(secret).isEmpty()) << filesContaining(secret).join(QLatin1Char(' ')).toStdString();
    EXPECT_FALSE(set.out.toUtf8().contains(secret) || set.err.toUtf8().contains(secret));

    ASSERT_EQ(cli({QStringLiteral("profile"), QStringLiteral("forget-password"), QStringLiteral("box")}).code, 0);
    EXPECT_FALSE(SecretStore::read(SecretStore::hostPasswordKey(QStringLiteral("box")))->has_value());
    ASSERT_EQ(cli({QStringLiteral("profile"), QStringLiteral("set-password"), QStringLiteral("box")}, secret).code, 0);
    ASSERT_EQ(cli({QStringLiteral("profile"), QStringLiteral("set-token"), QStringLiteral("box")}, "tok").code, 0);
    ASSERT_EQ(cli({QStringLiteral("profile"), QStringLiteral("remove"), QStringLiteral("box")}).code, 0);
    EXPECT_FALSE(SecretStore::read(SecretStore::providerTokenKey(QStringLiteral("box")))->has_value())
        << "a new profile of the same name must not inherit the old instance's token";
    EXPECT_FALSE(SecretStore::read(SecretStore::hostPasswordKey(QStringLiteral("box")))->has_value())
        << "removing a profile removes its password";
}

TEST(Keychain, APipedTokenIsStoredWholeWithoutItsLineEnding)
{
    ASSERT_EQ(cli({QStringLiteral("profile"), QStringLiteral("add"), QStringLiteral("long"), QStringLiteral("--ssh"),
                   QStringLiteral("ssh root@203.0.113.7")})
                  .code,
              0);
    // 5,000 bytes (more than a 4 KiB line buffer) from a file saved with Windows line endings.
    QByteArray token(5000, 'k');
    token[4095] = 'X';
    token[4999] = 'Z';
    const Cli set =
        cli({QStringLiteral("profile"), QStringLiteral("set-token"), QStringLiteral("long")}, token + "\r\n");
    ASSERT_EQ(set.code, 0) << set.err.toStdString();
    const Result<std::optional<QByteArray>> stored =
        SecretStore::read(SecretStore::providerTokenKey(QStringLiteral("long")));
    ASSERT_TRUE(stored.ok() && stored->has_value());
    EXPECT_EQ(**stored, token); // whole, and no \r
    // An empty line is refused, and so is something far too large to be a secret; neither replaces the token.
    EXPECT_EQ(cli({QStringLiteral("profile"), QStringLiteral("set-token"), QStringLiteral("long")}, "\n").code, 2);
    const Cli huge =
        cli({QStringLiteral("profile"), QStringLiteral("set-token"), QStringLiteral("long")}, QByteArray(100000, 'h'));
    EXPECT_EQ(huge.code, 2);
    EXPECT_TRUE(huge.err.contains(QStringLiteral("64 KiB")));
    EXPECT_EQ(**SecretStore::read(SecretStore::providerTokenKey(QStringLiteral("long"))), token);
    // Forgetting says what happened: removed the first time, nothing there the second.
    const Cli first = cli({QStringLiteral("profile"), QStringLiteral("forget-token"), QStringLiteral("long")});
    EXPECT_TRUE(first.out.contains(QStringLiteral("removed from the keychain"))) << first.out.toStdString();
    const Cli second = cli({QStringLiteral("profile"), QStringLiteral("forget-token"), QStringLiteral("long")});
    EXPECT_EQ(second.code, 0);
    EXPECT_TRUE(second.out.contains(QStringLiteral("nothing was removed"))) << second.out.toStdString();
    ASSERT_EQ(cli({QStringLiteral("profile"), QStringLiteral("remove"), QStringLiteral("long")}).code, 0);
}

// A key passphrase and a provider token, set through the CLI: in the keychain and nowhere else, and the passphrase is
// what unlocks the key when connecting to the loopback sshd (stdin is not a terminal, so nothing could be prompted).
TEST(Keychain, KeyPassphraseAndProviderTokenComeFromTheKeychain)
{
    const QString fixtureDir = qEnvironmentVariable("SSH_FIXTURE_DIR");
    ASSERT_FALSE(fixtureDir.isEmpty());
    const QString home =
        QDir::temp().filePath(QStringLiteral("gp-keychain-home-%1").arg(QCoreApplication::applicationPid()));
    ASSERT_TRUE(QDir().mkpath(home + QStringLiteral("/.ssh")));
    const QString key = home + QStringLiteral("/locked_key");
    const QByteArray passphrase = QByteArrayLiteral("open sesame \xe8\x8a\x9d\xe9\xba\xbb");
    QProcess keygen;
    keygen.start(QStringLiteral("ssh-keygen"),
                 {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"),
                  QString::fromUtf8(passphrase), QStringLiteral("-f"), key});
    ASSERT_TRUE(keygen.waitForFinished(30000) && keygen.exitCode() == 0);
    QFile authorized(fixtureDir + QStringLiteral("/authorized_keys"));
    QFile pub(key + QStringLiteral(".pub"));
    ASSERT_TRUE(authorized.open(QIODevice::Append) && pub.open(QIODevice::ReadOnly));
    authorized.write(pub.readAll());
    authorized.close();
    QFile portFile(fixtureDir + QStringLiteral("/port"));
    ASSERT_TRUE(portFile.open(QIODevice::ReadOnly));
    const QString port = QString::fromUtf8(portFile.readAll().trimmed());
    QFile userFile(fixtureDir + QStringLiteral("/user"));
    ASSERT_TRUE(userFile.open(QIODevice::ReadOnly));
    const QString user = QString::fromUtf8(userFile.readAll().trimmed());

    ASSERT_EQ(cli({QStringLiteral("profile"), QStringLiteral("add"), QStringLiteral("locked"), QStringLiteral("--ssh"),
                   QStringLiteral("ssh -p %1 -i %2 %3@127.0.0.1").arg(port, key, user)})
                  .code,
              0);
    const Cli set =
        cli({QStringLiteral("profile"), QStringLiteral("set-passphrase"), QStringLiteral("locked")}, passphrase + '\n');
    ASSERT_EQ(set.code, 0) << set.err.toStdString();
    const QByteArray token = QByteArrayLiteral("provider-token-0123456789");
    ASSERT_EQ(cli({QStringLiteral("profile"), QStringLiteral("set-token"), QStringLiteral("locked")}, token).code, 0);
    EXPECT_EQ(**SecretStore::read(SecretStore::keyPassphraseKey(key)), passphrase);
    EXPECT_EQ(**SecretStore::read(SecretStore::providerTokenKey(QStringLiteral("locked"))), token);
    EXPECT_TRUE(filesContaining(passphrase).isEmpty());
    EXPECT_TRUE(filesContaining(token).isEmpty());

    QProcess connect;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    env.remove(QStringLiteral("SSH_AUTH_SOCK"));
    connect.setProcessEnvironment(env);
    connect.start(gp::test::cliPath(),
                  {QStringLiteral("remote"), QStringLiteral("--profile"), QStringLiteral("locked"),
                   QStringLiteral("--accept-new-host-key"), QStringLiteral("guard"), QStringLiteral("show")});
    connect.closeWriteChannel();
    ASSERT_TRUE(connect.waitForFinished(60000));
    EXPECT_EQ(connect.exitCode(), 0) << connect.readAllStandardError().toStdString();

    ASSERT_EQ(cli({QStringLiteral("profile"), QStringLiteral("forget-passphrase"), QStringLiteral("locked")}).code, 0);
    ASSERT_EQ(cli({QStringLiteral("profile"), QStringLiteral("forget-token"), QStringLiteral("locked")}).code, 0);
    EXPECT_FALSE(SecretStore::read(SecretStore::keyPassphraseKey(key))->has_value());
    EXPECT_FALSE(SecretStore::read(SecretStore::providerTokenKey(QStringLiteral("locked")))->has_value());
    QDir(home).removeRecursively();
}

// A profile renamed in the console takes its password and token along in the real keyring, and the old entries go.
TEST(Keychain, ARenamedProfileTakesItsSecretsAlong)
{
    ASSERT_TRUE(SecretStore::write(SecretStore::hostPasswordKey(QStringLiteral("before")), "pw-rename").ok());
    ASSERT_TRUE(SecretStore::write(SecretStore::providerTokenKey(QStringLiteral("before")), "tok-rename").ok());
    ASSERT_TRUE(
        ConsoleSession::moveSecrets(QStringLiteral("before"), QStringLiteral("after"), SecretKeeper::keychain()).ok());
    EXPECT_EQ(SecretStore::read(SecretStore::hostPasswordKey(QStringLiteral("after")))->value_or(QByteArray()),
              QByteArray("pw-rename"));
    EXPECT_EQ(SecretStore::read(SecretStore::providerTokenKey(QStringLiteral("after")))->value_or(QByteArray()),
              QByteArray("tok-rename"));
    EXPECT_FALSE(SecretStore::read(SecretStore::hostPasswordKey(QStringLiteral("before")))->has_value());
    EXPECT_FALSE(SecretStore::read(SecretStore::providerTokenKey(QStringLiteral("before")))->has_value());
}

TEST(Keychain, AWebhooksUrlAndSecretLiveInTheKeychainAndItHearsTheEventsItWants)
{
    LocalHttpServer server;
    server.routeInTurn(QStringLiteral("/robot/send"),
                       {{200, R"({"errcode":0,"errmsg":"ok"})", {}, 0},
                        {200, R"({"errcode":0,"errmsg":"ok"})", {}, 0},
                        {200, R"({"errcode":310000,"errmsg":"sign not match"})", {}, 0}});
    const QByteArray url = server.url(QStringLiteral("/robot/send?access_token=tok-webhook-5521")).toEncoded();
    const QByteArray secret = "SEC-webhook-\xe5\xaf\x86-8813";
    const QStringList add{QStringLiteral("notify"),     QStringLiteral("add"),      QStringLiteral("钉钉群"),
                          QStringLiteral("--platform"), QStringLiteral("dingtalk"), QStringLiteral("--events"),
                          QStringLiteral("job,budget")};
    Cli r = cliServing(add, url + "\r\n" + secret + "\n");
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(filesContaining("tok-webhook-5521").isEmpty());
    EXPECT_TRUE(filesContaining(secret).isEmpty());
    EXPECT_EQ(SecretStore::read(WebhookBook::urlKey(QStringLiteral("钉钉群")))->value_or(QByteArray()), url);

    r = cliServing({QStringLiteral("notify"), QStringLiteral("list"), QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject listed =
        QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("webhooks")).toArray().first().toObject();
    EXPECT_EQ(listed.value(QStringLiteral("name")).toString(), QStringLiteral("钉钉群"));
    EXPECT_EQ(listed.value(QStringLiteral("platform")).toString(), QStringLiteral("dingtalk"));
    EXPECT_EQ(listed.value(QStringLiteral("events")).toArray().size(), 5);

    // A test message, signed with the secret from the keychain.
    r = cliServing({QStringLiteral("notify"), QStringLiteral("test"), QStringLiteral("钉钉群")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    ASSERT_EQ(server.received().size(), 1);
    const QUrlQuery query(QUrl(QStringLiteral("http://x") + QString::fromUtf8(server.received().first().target)));
    EXPECT_EQ(query.queryItemValue(QStringLiteral("access_token")), QStringLiteral("tok-webhook-5521"));
    EXPECT_EQ(query.queryItemValue(QStringLiteral("sign"), QUrl::FullyEncoded).toLatin1(),
              WebhookMessage::dingTalkSignature(query.queryItemValue(QStringLiteral("timestamp")).toLatin1(), secret));

    // send: only the events it wants reach it.
    r = cliServing({QStringLiteral("notify"), QStringLiteral("send"), QStringLiteral("guard.fired"),
                    QStringLiteral("--title"), QStringLiteral("x")});
    EXPECT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.contains(QStringLiteral("No webhook wants this event"))) << r.out.toStdString();
    EXPECT_EQ(server.received().size(), 1);
    r = cliServing({QStringLiteral("notify"), QStringLiteral("send"), QStringLiteral("job.failed"),
                    QStringLiteral("--title"), QStringLiteral("训练失败"), QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    ASSERT_EQ(server.received().size(), 2);
    EXPECT_TRUE(QString::fromUtf8(server.received().last().body).contains(QStringLiteral("训练失败")));
    // A refused signature is a failure that says so.
    r = cliServing({QStringLiteral("notify"), QStringLiteral("test"), QStringLiteral("钉钉群")});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("signature"))) << r.err.toStdString();

    r = cliServing({QStringLiteral("notify"), QStringLiteral("remove"), QStringLiteral("钉钉群")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_FALSE(SecretStore::read(WebhookBook::urlKey(QStringLiteral("钉钉群")))->has_value());
    EXPECT_FALSE(SecretStore::read(WebhookBook::secretKey(QStringLiteral("钉钉群")))->has_value());

    // Bad input stores nothing: a URL in the clear, a secret for an unsigned platform, nothing at all.
    EXPECT_EQ(cliServing(add, "http://oapi.dingtalk.com/robot/send?access_token=t\n").code, 2);
    EXPECT_EQ(
        cliServing({QStringLiteral("notify"), QStringLiteral("add"), QStringLiteral("w"), QStringLiteral("--platform"),
                    QStringLiteral("wecom"), QStringLiteral("--events"), QStringLiteral("all")},
                   "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k\nsecret\n")
            .code,
        2);
    EXPECT_EQ(cliServing(add, "").code, 2);
    r = cliServing({QStringLiteral("notify"), QStringLiteral("list"), QStringLiteral("--json")});
    EXPECT_TRUE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("webhooks")).toArray().isEmpty());
}

// The command line's own events: a guard it installs carries the webhooks that want guard.fired, and a failed smoke
// test tells those that want smoke.failed.
TEST(Keychain, TheRemoteCommandsTellTheWebhooksThatWantTheirEvents)
{
    const QString fixtureDir = qEnvironmentVariable("SSH_FIXTURE_DIR");
    ASSERT_FALSE(fixtureDir.isEmpty());
    const auto fixtureText = [&](const char* name) {
        QFile f(fixtureDir + QLatin1Char('/') + QLatin1String(name));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll().trimmed()) : QString();
    };
    LocalHttpServer server;
    server.route(QStringLiteral("/hook"), {204, {}, {}, 0});
    const QStringList add{QStringLiteral("notify"),
                          QStringLiteral("add"),
                          QStringLiteral("ops"),
                          QStringLiteral("--platform"),
                          QStringLiteral("generic"),
                          QStringLiteral("--events"),
                          QStringLiteral("guard.fired,smoke.failed")};
    ASSERT_EQ(cliServing(add, server.url(QStringLiteral("/hook")).toEncoded() + "\nk-ops-3391\n").code, 0);
    const QString home =
        QDir::temp().filePath(QStringLiteral("gp-notify-home-%1").arg(QCoreApplication::applicationPid()));
    ASSERT_TRUE(QDir().mkpath(home + QStringLiteral("/.ssh")));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home); // its known_hosts, not the person's
    env.remove(QStringLiteral("SSH_AUTH_SOCK"));
    const QStringList remote{QStringLiteral("remote"), QStringLiteral("--ssh"),
                             QStringLiteral("ssh -p %1 -i %2/clientkey %3@127.0.0.1")
                                 .arg(fixtureText("port"), fixtureDir, fixtureText("user")),
                             QStringLiteral("--accept-new-host-key")};

    Cli r = cliServing(remote + QStringList{QStringLiteral("guard"), QStringLiteral("install"),
                                            QStringLiteral("--max-runtime"), QStringLiteral("8h"),
                                            QStringLiteral("--release-command"), QStringLiteral("true")},
                       {}, env);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("When it fires, it tells: ops."))) << r.out.toStdString();
    QFile notices(fixtureDir + QStringLiteral("/home/.gpuplanner/notify.json"));
    ASSERT_TRUE(notices.open(QIODevice::ReadOnly));
    EXPECT_TRUE(notices.readAll().contains(QByteArray::fromStdString("k-ops-3391").toBase64()));
    ASSERT_EQ(cliServing(remote + QStringList{QStringLiteral("guard"), QStringLiteral("remove")}, {}, env).code, 0);

    // More memory than any GPU has: the memory check fails, and ops hears which.
    r = cliServing(remote + QStringList{QStringLiteral("smoke-test"), QStringLiteral("--need-vram"),
                                        QStringLiteral("900000000000000")},
                   {}, env);
    EXPECT_EQ(r.code, 1) << r.err.toStdString();
    ASSERT_EQ(server.received().size(), 1) << r.err.toStdString();
    const QJsonObject body = QJsonDocument::fromJson(server.received().first().body).object();
    EXPECT_EQ(body.value(QStringLiteral("event")).toString(), QStringLiteral("smoke.failed"));
    EXPECT_EQ(body.value(QStringLiteral("details")).toObject().value(QStringLiteral("target")).toString(),
              QStringLiteral("%1@127.0.0.1:%2").arg(fixtureText("user"), fixtureText("port")));
    ASSERT_EQ(cliServing({QStringLiteral("notify"), QStringLiteral("remove"), QStringLiteral("ops")}).code, 0);
    QDir(home).removeRecursively();
}

// This one runs without any D-Bus session: there is no keychain, and nothing falls back to plain text.
TEST(NoKeychain, SaysSoAndStoresNothing)
{
    ASSERT_TRUE(qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"));
    const QByteArray secret = QByteArrayLiteral("no-keychain-secret-7731");
    const Status s = SecretStore::write(SecretStore::hostPasswordKey(QStringLiteral("x")), secret);
    ASSERT_FALSE(s.ok());
    EXPECT_TRUE(s.error().message.contains(QStringLiteral("keychain is not available")))
        << s.error().message.toStdString();

    ASSERT_EQ(cli({QStringLiteral("profile"), QStringLiteral("add"), QStringLiteral("box"), QStringLiteral("--ssh"),
                   QStringLiteral("ssh root@203.0.113.7"), QStringLiteral("--auth"), QStringLiteral("password")})
                  .code,
              0);
    const Cli set = cli({QStringLiteral("profile"), QStringLiteral("set-password"), QStringLiteral("box")}, secret);
    EXPECT_EQ(set.code, 1);
    EXPECT_TRUE(set.err.contains(QStringLiteral("never stores secrets in plain text"))) << set.err.toStdString();
    EXPECT_TRUE(filesContaining(secret).isEmpty()) << filesContaining(secret).join(QLatin1Char(' ')).toStdString();

    // A webhook cannot be set up without a keychain either, and no half of it is listed.
    const Cli webhook =
        cli({QStringLiteral("notify"), QStringLiteral("add"), QStringLiteral("ops"), QStringLiteral("--platform"),
             QStringLiteral("slack"), QStringLiteral("--events"), QStringLiteral("all")},
            "https://hooks.slack.com/services/T0/B0/no-keychain-secret-7731\n");
    EXPECT_EQ(webhook.code, 1);
    EXPECT_TRUE(webhook.err.contains(QStringLiteral("keychain"))) << webhook.err.toStdString();
    EXPECT_TRUE(cli({QStringLiteral("notify"), QStringLiteral("list"), QStringLiteral("--json")})
                    .out.contains(QStringLiteral("\"webhooks\": [\n    ]")));
    EXPECT_TRUE(filesContaining(secret).isEmpty());
}
