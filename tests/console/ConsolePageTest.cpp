// The Console page against the real loopback sshd (the CTest fixture), under the offscreen platform. The prompts a
// person would answer (host key, password) are answered by the test through the page's prompt hooks.
#include "ui/console/ConsolePage.h"
#include "core/cost/CostMeter.h"
#include "core/notify/WebhookBook.h"
#include "core/plan/PlanBudget.h"
#include "core/providers/ProviderRunner.h"
#include "core/secrets/SecretStore.h"
#include "providers/ProviderDoubles.h"
#include "support/LocalHttpServer.h"
#include "support/SshFixture.h"
#include "support/UiTestFixture.h"
#include "ui/budget/BudgetPage.h"
#include "ui/charts/GpuUsageChart.h"
#include "ui/console/JobTableModel.h"
#include "ui/console/LaunchDialog.h"
#include "ui/console/SmokeReportModel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDateTimeEdit>
#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTcpServer>
#include <QTest>

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

// An offer of the shipped catalogs with an hourly price, for the cost meter.
Offer hourlyOffer()
{
    for (const Provider& p : PriceCatalog::builtIn().providers())
        for (const Offer& o : p.offers)
            if (o.price(BillingMode::Hourly))
                return o;
    return {};
}

class ConsolePageTest : public test::UiTestFixture
{
protected:
    void SetUp() override
    {
        UiTestFixture::SetUp();
        page.setProfileStore(dir.filePath(QStringLiteral("hosts.json")));
        knownHosts = dir.filePath(QStringLiteral("known_hosts"));
        page.setKnownHostsFile(knownHosts);
        page.setHostKeyPrompt([this](const HostKeyCheck& key, const QString&) {
            shownFingerprints << key.fingerprint;
            return trustUnknownKeys;
        });
        page.setChangedKeyNotice([this](const QString& message) { changedNotices << message; });
        page.setSecretPrompt([this](SecretKind kind, const QString&) -> std::optional<SecretAnswer> {
            askedSecrets << kind;
            return SecretAnswer{QByteArray("wrong-password-for-a-test"), false};
        });
    }
    void addProfile(const QString& keyFile = fixture("clientkey"), const QString& offerId = QString())
    {
        HostProfile p;
        p.name = QStringLiteral("loopback");
        p.target.host = QStringLiteral("127.0.0.1");
        p.target.port = read(fixture("port")).trimmed().toInt();
        p.target.user = test::sshUser();
        p.target.keyFile = keyFile;
        p.offerId = offerId;
        ASSERT_TRUE(HostProfileStore(dir.filePath(QStringLiteral("hosts.json"))).save(p).ok());
        page.setProfileStore(dir.filePath(QStringLiteral("hosts.json")));
        ASSERT_TRUE(page.selectProfile(QStringLiteral("loopback")));
    }
    // Waits (on the event loop, for the worker's signal) until `task` finishes; returns whether it succeeded.
    bool finish(const QString& task, QString* message = nullptr)
    {
        for (int waited = 0; waited < 60; ++waited) {
            for (int i = 0; i < finished.size(); ++i) {
                const QList<QVariant> args = finished.at(i);
                if (RemoteWorker::taskCode(args.at(0).value<RemoteWorker::Task>()) == task) {
                    if (message)
                        *message = args.at(2).toString();
                    finished.removeAt(i);
                    return args.at(1).toBool();
                }
            }
            finished.wait(1000);
        }
        ADD_FAILURE() << "no end of " << task.toStdString();
        return false;
    }
    void connectTrusted()
    {
        QFile::remove(knownHosts);
        ASSERT_TRUE(QFile::copy(fixture("known_hosts"), knownHosts));
        page.connectToHost();
        ASSERT_TRUE(finish(QStringLiteral("open")));
        ASSERT_TRUE(page.isConnected());
    }

    ConsolePage page{document};
    QSignalSpy finished{&page, &ConsolePage::taskFinished};
    QString knownHosts;
    bool trustUnknownKeys = false;
    QStringList shownFingerprints;
    QStringList changedNotices;
    QList<SecretKind> askedSecrets;
};

} // namespace

TEST_F(ConsolePageTest, AnUnknownHostKeyIsShownAndOnlyTrustedWhenTheUserAgrees)
{
    addProfile();
    page.connectToHost();
    EXPECT_FALSE(finish(QStringLiteral("open")));
    ASSERT_EQ(shownFingerprints.size(), 1);
    EXPECT_TRUE(shownFingerprints.first().startsWith(QStringLiteral("SHA256:")));
    EXPECT_FALSE(page.isConnected());
    EXPECT_FALSE(QFile::exists(knownHosts));

    trustUnknownKeys = true;
    page.connectToHost();
    EXPECT_FALSE(finish(QStringLiteral("open"))); // the first answer is "unknown key"
    EXPECT_TRUE(finish(QStringLiteral("open")));  // then, trusted, signed in
    EXPECT_TRUE(page.isConnected());
    EXPECT_EQ(shownFingerprints.size(), 2);
    EXPECT_TRUE(read(knownHosts).contains(read(fixture("hostkey.pub")).split(' ').value(1)));
}

TEST_F(ConsolePageTest, AChangedHostKeyIsRefusedWithAWarningAndNothingToClickThrough)
{
    addProfile();
    ASSERT_TRUE(QFile::copy(fixture("changed_known_hosts"), knownHosts));
    const QByteArray before = read(knownHosts);
    trustUnknownKeys = true; // even a user who trusts everything cannot get past a changed key
    page.connectToHost();
    EXPECT_FALSE(finish(QStringLiteral("open")));
    ASSERT_EQ(changedNotices.size(), 1);
    EXPECT_TRUE(changedNotices.first().contains(QStringLiteral("CHANGED")));
    EXPECT_TRUE(shownFingerprints.isEmpty());
    EXPECT_FALSE(page.isConnected());
    EXPECT_EQ(read(knownHosts), before);
}

TEST_F(ConsolePageTest, ARefusedPasswordIsAskedForOnceAndReportedInTheLog)
{
    addProfile(fixture("otherhostkey")); // a key the server refuses, so it falls back to the password
    ASSERT_TRUE(QFile::copy(fixture("known_hosts"), knownHosts));
    page.connectToHost();
    QString message;
    EXPECT_FALSE(finish(QStringLiteral("open"), &message));
    EXPECT_EQ(askedSecrets, QList<SecretKind>{SecretKind::Password});
    EXPECT_TRUE(message.contains(QStringLiteral("refused the password"))) << message.toStdString();
    EXPECT_TRUE(page.logView()->toPlainText().contains(QStringLiteral("refused the password")));
    EXPECT_FALSE(page.logView()->toPlainText().contains(QStringLiteral("wrong-password-for-a-test")));
    EXPECT_FALSE(page.isConnected());
}

TEST_F(ConsolePageTest, SmokeTestReportIsShownSavedWithThePlanAndExportable)
{
    addProfile(fixture("clientkey"), hourlyOffer().id);
    connectTrusted();
    page.needVram()->setValue(0);
    // The speed line is synthetic (no GPU here): it stands for what a trainer prints.
    page.userCommand()->setText(QStringLiteral("test \"$GP_MAX_STEPS\" = 20 && echo 'tokens/s: 3000 (synthetic)'"));
    page.workdir()->setText(dir.filePath(QStringLiteral("work")));
    page.runSmokeTest();
    ASSERT_TRUE(finish(QStringLiteral("smoke-test")));
    ASSERT_GT(page.smokeModel()->rowCount(), 0);
    const QList<SmokeCheck>& checks = page.smokeModel()->record().checks;
    const auto userRun = std::find_if(checks.cbegin(), checks.cend(),
                                      [](const SmokeCheck& c) { return c.id == QLatin1String("user.run"); });
    ASSERT_NE(userRun, checks.cend());
    EXPECT_EQ(userRun->status, SmokeCheck::Status::Pass) << userRun->message.toStdString();
    ASSERT_EQ(document.plan().smokeTests.size(), 1);
    EXPECT_EQ(document.plan().smokeTests.first().offerId, hourlyOffer().id);
    EXPECT_TRUE(document.isModified());
    // The summary says the record is only in memory until the plan is saved, and then that it is saved.
    auto* summary = page.findChild<QLabel*>(QStringLiteral("smokeSummary"));
    ASSERT_TRUE(summary);
    EXPECT_TRUE(summary->text().contains(QStringLiteral("not saved yet"))) << summary->text().toStdString();
    EXPECT_FALSE(summary->text().contains(QStringLiteral(" 1 warnings"))) << summary->text().toStdString();
    ASSERT_TRUE(document.saveAs(dir.filePath(QStringLiteral("smoke-plan.json"))).ok());
    EXPECT_TRUE(summary->text().contains(QStringLiteral("Saved with the plan"))) << summary->text().toStdString();
    EXPECT_TRUE(page.logView()->toPlainText().contains(QStringLiteral("$ sh -s")));
    // The user's command (it may carry a token) travels on stdin, never on a logged command line.
    EXPECT_FALSE(page.logView()->toPlainText().contains(QStringLiteral("GP_MAX_STEPS")));

    const QString md = dir.filePath(QStringLiteral("report.md"));
    const QString csv = dir.filePath(QStringLiteral("report.csv"));
    ASSERT_TRUE(page.exportSmokeReport(md));
    ASSERT_TRUE(page.exportSmokeReport(csv));
    const QString firstId = page.smokeModel()->record().checks.first().id;
    EXPECT_TRUE(QString::fromUtf8(read(md)).contains(QStringLiteral("| ") + firstId + QStringLiteral(" |")));
    EXPECT_TRUE(read(csv).startsWith("status,id,measured,expected,message\r\n"));
    EXPECT_EQ(read(csv).count("\r\n"), page.smokeModel()->rowCount() + 1);

    // Measured against the plan (the test double's GPUs are H100s, whatever the offer says), then calibrated.
    const auto planSpeed = std::find_if(checks.cbegin(), checks.cend(),
                                        [](const SmokeCheck& c) { return c.id == QLatin1String("plan.speed"); });
    ASSERT_NE(planSpeed, checks.cend());
    EXPECT_TRUE(planSpeed->measured.contains(QStringLiteral("3,000"))) << planSpeed->measured.toStdString();
    auto* calibrate = page.findChild<QPushButton*>(QStringLiteral("calibratePlan"));
    ASSERT_TRUE(calibrate);
    ASSERT_TRUE(calibrate->isEnabled()) << calibrate->toolTip().toStdString();
    QSignalSpy calibrated(&document, &PlanDocument::calibrationsChanged);
    calibrate->click();
    EXPECT_EQ(calibrated.count(), 1);
    ASSERT_EQ(document.plan().calibrations.size(), 1);
    const SpeedCalibration& c = document.plan().calibrations.first();
    EXPECT_EQ(c.gpuId, QStringLiteral("h100-sxm"));
    EXPECT_DOUBLE_EQ(c.measuredTokensPerSecond, 3000);
    EXPECT_TRUE(page.logView()->toPlainText().contains(QStringLiteral("Calibrated on")));
}

TEST_F(ConsolePageTest, UploadShowsProgressAndLandsTheFiles)
{
    addProfile();
    connectTrusted();
    test::TempDir src;
    const QString folder = src.filePath(QStringLiteral("my data"));
    ASSERT_TRUE(QDir().mkpath(folder));
    QFile f(folder + QStringLiteral("/train $(id).jsonl"));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(2 * 1024 * 1024, 'y'));
    f.close();
    test::TempDir dest;
    page.startUpload({folder}, dest.path());
    ASSERT_TRUE(finish(QStringLiteral("upload")));
    EXPECT_EQ(page.uploadBar()->value(), page.uploadBar()->maximum());
    EXPECT_EQ(QFileInfo(dest.filePath(QStringLiteral("my data/train $(id).jsonl"))).size(), 2 * 1024 * 1024);
}

// The buttons a person clicks: Preview lists what would be sent without sending it; a second upload of the same folder
// sends nothing and says so.
TEST_F(ConsolePageTest, PreviewThenUploadThenNothingChanged)
{
    addProfile();
    connectTrusted();
    test::TempDir src;
    const QString folder = src.filePath(QStringLiteral("proj"));
    ASSERT_TRUE(QDir().mkpath(folder));
    QFile f(folder + QStringLiteral("/train.py"));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("print('hi')\n");
    f.close();
    test::TempDir dest;
    page.findChild<QListWidget*>(QStringLiteral("uploadPaths"))->addItem(folder);
    page.findChild<QLineEdit*>(QStringLiteral("uploadDest"))->setText(dest.path());
    auto* detail = page.findChild<QLabel*>(QStringLiteral("uploadDetail"));
    auto* preview = page.findChild<QPushButton*>(QStringLiteral("uploadPreview"));
    auto* upload = page.findChild<QPushButton*>(QStringLiteral("upload"));
    ASSERT_TRUE(detail && preview && upload);
    ASSERT_TRUE(preview->isEnabled());
    preview->click();
    ASSERT_TRUE(finish(QStringLiteral("upload-preview")));
    EXPECT_TRUE(detail->text().contains(QStringLiteral("Would send 1 of 1 files"))) << detail->text().toStdString();
    EXPECT_TRUE(detail->toolTip().contains(QStringLiteral("proj/train.py"))) << detail->toolTip().toStdString();
    EXPECT_FALSE(QFile::exists(dest.filePath(QStringLiteral("proj/train.py"))));
    upload->click();
    ASSERT_TRUE(finish(QStringLiteral("upload")));
    EXPECT_TRUE(QFile::exists(dest.filePath(QStringLiteral("proj/train.py"))));
    upload->click();
    ASSERT_TRUE(finish(QStringLiteral("upload")));
    EXPECT_TRUE(detail->text().contains(QStringLiteral("Nothing changed"))) << detail->text().toStdString();
}

// The Jobs tab: a job started from the form runs detached, its log arrives in the view while it runs, and Stop ends it.
TEST_F(ConsolePageTest, JobsTabRunsAJobFollowsItsLogStopsItAndRecordsItInThePlan)
{
    const Offer offer = hourlyOffer();
    ASSERT_FALSE(offer.id.isEmpty());
    addProfile(fixture("clientkey"), offer.id);
    connectTrusted();
    page.show();
    page.findChild<QTabWidget*>(QStringLiteral("consoleTabs"))->setCurrentIndex(5);
    const QString name = QStringLiteral("console-%1").arg(QDateTime::currentMSecsSinceEpoch());
    page.findChild<QLineEdit*>(QStringLiteral("jobName"))->setText(name);
    page.findChild<QLineEdit*>(QStringLiteral("jobCommand"))
        ->setText(QStringLiteral("for i in 1 2 3; do echo tick$i; sleep 0.2; done; sleep 300"));
    page.findChild<QPushButton*>(QStringLiteral("jobRun"))->click();
    ASSERT_TRUE(finish(QStringLiteral("job-run")));
    auto* log = page.findChild<QPlainTextEdit*>(QStringLiteral("jobLog"));
    auto* table = page.findChild<QTableView*>(QStringLiteral("jobsTable"));
    ASSERT_TRUE(log && table);
    const auto stateOf = [&]() -> QString {
        for (int row = 0; row < table->model()->rowCount(); ++row)
            if (table->model()->index(row, 0).data().toString() == name)
                return table->model()->index(row, 1).data().toString();
        return {};
    };
    EXPECT_TRUE(QTest::qWaitFor([&] { return log->toPlainText().contains(QStringLiteral("tick3")); }, 30000))
        << log->toPlainText().toStdString();
    EXPECT_EQ(stateOf(), QStringLiteral("running"));
    auto* stop = page.findChild<QPushButton*>(QStringLiteral("jobStop"));
    ASSERT_TRUE(QTest::qWaitFor([&] { return stop->isEnabled(); }, 10000));
    stop->click();
    ASSERT_TRUE(finish(QStringLiteral("job-stop")));
    EXPECT_TRUE(QTest::qWaitFor([&] { return stateOf() == QStringLiteral("stopped"); }, 10000))
        << stateOf().toStdString();
    // With nothing chosen, the tab follows the newest running job, else the newest.
    JobTableModel model;
    JobInfo done, running, queued;
    done.name = QStringLiteral("a");
    done.state = JobInfo::State::Done;
    running.name = QStringLiteral("b");
    running.state = JobInfo::State::Running;
    queued.name = QStringLiteral("c");
    queued.state = JobInfo::State::Queued;
    EXPECT_EQ(model.defaultRow(), -1);
    model.setJobs({done, running, queued}, QDateTime::currentDateTime());
    EXPECT_EQ(model.defaultRow(), 1);
    model.setJobs({done, queued}, QDateTime::currentDateTime());
    EXPECT_EQ(model.defaultRow(), 1);
    // Its share of the rented offer's price is shown, and goes into the plan with its GPU-hours.
    int row = 0;
    while (row < table->model()->rowCount() && table->model()->index(row, 0).data().toString() != name)
        ++row;
    ASSERT_LT(row, table->model()->rowCount());
    const QString costText = table->model()->index(row, JobTableModel::Cost).data().toString();
    EXPECT_FALSE(costText.isEmpty());
    EXPECT_TRUE(page.findChild<QLabel*>(QStringLiteral("jobTotals"))->text().contains(QStringLiteral("GPU-hours")));
    auto* record = page.findChild<QPushButton*>(QStringLiteral("jobRecord"));
    ASSERT_TRUE(record->isEnabled());
    record->click();
    const auto run = std::find_if(document.plan().jobRuns.cbegin(), document.plan().jobRuns.cend(),
                                  [&](const JobRecord& r) { return r.name == name; });
    ASSERT_NE(run, document.plan().jobRuns.cend());
    EXPECT_EQ(run->state, QStringLiteral("stopped"));
    EXPECT_EQ(run->offerId, offer.id);
    EXPECT_EQ(run->gpus, 2) << "alone on the double's two GPUs";
    ASSERT_TRUE(run->cost);
    EXPECT_EQ(ExchangeRate::format(*run->cost), costText);
    EXPECT_TRUE(document.isModified());
    const qsizetype runs = document.plan().jobRuns.size();
    record->click(); // nothing new: nothing counted twice
    EXPECT_EQ(document.plan().jobRuns.size(), runs);

    BudgetPage budget(document);
    budget.recompute();
    const QString actual = budget.findChild<QLabel*>(QStringLiteral("budgetActual"))->text();
    EXPECT_TRUE(actual.contains(QStringLiteral("GPU-hours in"))) << actual.toStdString();
    QDir(fixture("home") + QStringLiteral("/.gpuplanner/jobs/") + name).removeRecursively();
}

TEST_F(ConsolePageTest, ALinkOutsideTheFolderIsSentOnlyWhenAskedAndExclusionsAreCounted)
{
    addProfile();
    connectTrusted();
    test::TempDir src;
    const QString folder = src.filePath(QStringLiteral("proj"));
    ASSERT_TRUE(QDir().mkpath(folder + QStringLiteral("/checkpoints")));
    QFile outside(src.filePath(QStringLiteral("outside.txt")));
    ASSERT_TRUE(outside.open(QIODevice::WriteOnly));
    outside.write("outside");
    outside.close();
    ASSERT_TRUE(QFile::link(outside.fileName(), folder + QStringLiteral("/linked.txt")));
    QFile ckpt(folder + QStringLiteral("/checkpoints/step-1.pt"));
    ASSERT_TRUE(ckpt.open(QIODevice::WriteOnly));
    ckpt.write("weights");
    ckpt.close();
    test::TempDir dest;
    QString message;
    page.startUpload({folder}, dest.path());
    EXPECT_FALSE(finish(QStringLiteral("upload"), &message));
    EXPECT_TRUE(message.contains(QStringLiteral("outside the folder"))) << message.toStdString();
    auto* follow = page.findChild<QCheckBox*>(QStringLiteral("uploadFollowLinks"));
    ASSERT_NE(follow, nullptr);
    follow->setChecked(true);
    page.startUpload({folder}, dest.path());
    ASSERT_TRUE(finish(QStringLiteral("upload"), &message)) << message.toStdString();
    EXPECT_EQ(test::readFile(dest.filePath(QStringLiteral("proj/linked.txt"))), QByteArray("outside"));
    auto* detail = page.findChild<QLabel*>(QStringLiteral("uploadDetail"));
    ASSERT_NE(detail, nullptr);
    EXPECT_TRUE(detail->text().contains(QStringLiteral("left out"))) << detail->text().toStdString();
    EXPECT_TRUE(detail->toolTip().contains(QStringLiteral("checkpoints"))) << detail->toolTip().toStdString();
}

TEST_F(ConsolePageTest, GuardsAreInstalledShownAndRemoved)
{
    // A webhook that wants guard.fired travels with the guard (tests/remote covers what the instance sends).
    const QString bookFile = dir.filePath(QStringLiteral("webhooks.json"));
    ASSERT_TRUE(
        WebhookBook(bookFile).save({QStringLiteral("team"), WebhookPlatform::Slack, {NotifyEvent::GuardFired}}).ok());
    ASSERT_TRUE(
        WebhookBook(bookFile).save({QStringLiteral("lost"), WebhookPlatform::Slack, {NotifyEvent::GuardFired}}).ok());
    page.setWebhookBook(bookFile, [](const QString& key) -> Result<std::optional<QByteArray>> {
        if (key == WebhookBook::urlKey(QStringLiteral("team")))
            return std::optional<QByteArray>("https://hooks.slack.com/services/T0/B0/guard-token-1187");
        return std::optional<QByteArray>{};
    });
    const QString notices = fixture("home/.gpuplanner/notify.json");
    addProfile();
    connectTrusted();
    page.findChild<QLineEdit*>(QStringLiteral("maxRuntime"))->setText(QStringLiteral("8h"));
    page.findChild<QLineEdit*>(QStringLiteral("releaseCommand"))->setText(QStringLiteral("true"));
    page.installGuard();
    ASSERT_TRUE(finish(QStringLiteral("guard-install")));
    ASSERT_TRUE(finish(QStringLiteral("guard-show")));
    EXPECT_TRUE(page.guardView()->toPlainText().contains(QStringLiteral("installed")))
        << page.guardView()->toPlainText().toStdString();
    EXPECT_TRUE(page.guardView()->toPlainText().contains(QStringLiteral("28800")));
    EXPECT_TRUE(page.logView()->toPlainText().contains(QStringLiteral("When the guard fires, it tells: team.")))
        << page.logView()->toPlainText().toStdString();
    EXPECT_TRUE(page.logView()->toPlainText().contains(QStringLiteral("Webhook lost is left out")));
    EXPECT_FALSE(page.logView()->toPlainText().contains(QStringLiteral("guard-token-1187")));
    EXPECT_TRUE(read(notices).contains("guard-token-1187"));
    page.removeGuard();
    ASSERT_TRUE(finish(QStringLiteral("guard-remove")));
    ASSERT_TRUE(finish(QStringLiteral("guard-show")));
    EXPECT_TRUE(page.guardView()->toPlainText().contains(QStringLiteral("No guard")));
    EXPECT_FALSE(QFile::exists(notices));

    page.findChild<QLineEdit*>(QStringLiteral("maxRuntime"))->setText(QStringLiteral("eight hours"));
    page.installGuard(); // refused before anything is sent
    EXPECT_TRUE(page.logView()->toPlainText().contains(QStringLiteral("\"eight hours\" is not a duration")));
}

TEST_F(ConsolePageTest, ProvisionRunsTheSetupScriptOnceAndStreamsItsOutputToTheLog)
{
    addProfile();
    connectTrusted();
    const QString setup = dir.filePath(QStringLiteral("setup.sh"));
    QFile script(setup);
    ASSERT_TRUE(script.open(QIODevice::WriteOnly));
    script.write("echo installing-things; touch made-by-setup\n");
    script.close();
    test::TempDir work;
    page.setupFile()->setText(setup);
    page.workdir()->setText(work.path());
    page.startProvision();
    ASSERT_TRUE(finish(QStringLiteral("provision")));
    EXPECT_TRUE(QFile::exists(work.filePath(QStringLiteral("made-by-setup"))));
    EXPECT_TRUE(page.logView()->toPlainText().contains(QStringLiteral("installing-things")));
    auto* steps = page.findChild<QListWidget*>(QStringLiteral("provisionSteps"));
    ASSERT_NE(steps, nullptr);
    ASSERT_GT(steps->count(), 1);
    QFile::remove(work.filePath(QStringLiteral("made-by-setup")));
    page.startProvision(); // the same recipe again: skipped, nothing run twice
    ASSERT_TRUE(finish(QStringLiteral("provision")));
    EXPECT_FALSE(QFile::exists(work.filePath(QStringLiteral("made-by-setup"))));
}

TEST_F(ConsolePageTest, InstallMyKeyAppendsThePublicKeyOnce)
{
    addProfile();
    connectTrusted();
    // The local ~/.ssh/id_ed25519.pub is the test's own: HOME points at a folder of this test.
    test::TempDir home;
    ASSERT_TRUE(QDir().mkpath(home.filePath(QStringLiteral(".ssh"))));
    ASSERT_TRUE(QFile::copy(fixture("otherhostkey.pub"), home.filePath(QStringLiteral(".ssh/id_ed25519.pub"))));
    const QByteArray oldHome = qgetenv("HOME");
    qputenv("HOME", QFile::encodeName(home.path()));
    const QString authorized = fixture("home/.ssh/authorized_keys");
    const QByteArray key = read(fixture("otherhostkey.pub")).trimmed();
    QFile::remove(authorized); // whatever an earlier test left: the first install must append
    page.installKey();
    const bool first = finish(QStringLiteral("install-key"));
    EXPECT_TRUE(page.logView()->toPlainText().contains(QStringLiteral("Your public key was added")));
    page.installKey();
    const bool second = finish(QStringLiteral("install-key"));
    qputenv("HOME", oldHome);
    ASSERT_TRUE(first && second);
    EXPECT_EQ(read(authorized).count(key), 1) << "added once, then recognised";
    EXPECT_TRUE(page.logView()->toPlainText().contains(QStringLiteral("already trusts your public key")));
    QFile::remove(authorized); // leave the fixture's instance as it was
}

TEST_F(ConsolePageTest, MonitorChartsSamplesFromTheInstance)
{
    addProfile();
    connectTrusted();
    page.setMonitoring(true);
    QString message;
    const bool ok = finish(QStringLiteral("monitor"), &message);
    page.setMonitoring(false);
    // The fixture's PATH has the nvidia-smi test double, so there are samples to chart.
    ASSERT_TRUE(ok) << message.toStdString();
    EXPECT_GT(page.usageChart()->gpuCount(), 0);
    EXPECT_GT(page.usageChart()->pointCount(), 0);
}

TEST_F(ConsolePageTest, CostMeterFeedsThePlansActualSpendAndTheBudgetShowsIt)
{
    const Offer offer = hourlyOffer();
    ASSERT_FALSE(offer.id.isEmpty());
    addProfile(fixture("clientkey"), offer.id);
    const Money perHour = offer.price(BillingMode::Hourly)->money();
    page.rentedSince()->setDateTime(QDateTime::currentDateTime().addSecs(-2 * 3600));
    EXPECT_TRUE(page.costLabel()->text().contains(ExchangeRate::format(perHour)))
        << page.costLabel()->text().toStdString();
    page.recordSpend();
    ASSERT_EQ(document.plan().spend.size(), 1);
    const SpendRecord& spend = document.plan().spend.first();
    EXPECT_NEAR(spend.hours, 2.0, 0.01);
    EXPECT_NEAR(spend.cost.amount, 2.0 * perHour.amount, 0.01 * perHour.amount);
    EXPECT_EQ(spend.offerId, offer.id);

    BudgetPage budget(document);
    budget.recompute();
    const QString actual = budget.findChild<QLabel*>(QStringLiteral("budgetActual"))->text();
    EXPECT_TRUE(actual.contains(ExchangeRate::format(spend.cost))) << actual.toStdString();
    EXPECT_TRUE(actual.contains(QStringLiteral("1 record"))) << actual.toStdString();
}

// The page's events go to the webhooks that want them, from a worker thread, and the log says how each went.
TEST_F(ConsolePageTest, ASmokeFailureAndAPassedBudgetLineReachTheWebhooksThatWantThem)
{
    LocalHttpServer server;
    server.route(QStringLiteral("/hook"), {204, {}, {}, 0});
    server.route(QStringLiteral("/gone"), {404, "no_service", {}, 0});
    const QString bookFile = dir.filePath(QStringLiteral("webhooks.json"));
    const WebhookBook book(bookFile);
    ASSERT_TRUE(
        book.save({QStringLiteral("team"),
                   WebhookPlatform::Generic,
                   {NotifyEvent::SmokeFailed, NotifyEvent::Budget50, NotifyEvent::Budget80, NotifyEvent::Budget100}})
            .ok());
    ASSERT_TRUE(book.save({QStringLiteral("old"), WebhookPlatform::Slack, {NotifyEvent::Budget50}}).ok());
    // The keychain's test double: the URLs in memory (the real keychain is tested in tests/secrets).
    QHash<QString, QByteArray> secrets{
        {WebhookBook::urlKey(QStringLiteral("team")), server.url(QStringLiteral("/hook")).toEncoded()},
        {WebhookBook::urlKey(QStringLiteral("old")), server.url(QStringLiteral("/gone")).toEncoded()}};
    page.setWebhookBook(bookFile, [secrets](const QString& key) -> Result<std::optional<QByteArray>> {
        return secrets.contains(key) ? std::optional<QByteArray>(secrets.value(key)) : std::nullopt;
    });
    QSignalSpy delivered(page.notificationRelay(), &NotificationRelay::delivered);

    const Offer offer = hourlyOffer();
    addProfile(fixture("clientkey"), offer.id);
    // A spend of 60 % of the plan's budget passes its 50 % line.
    const std::optional<Money> limit =
        PlanBudget::spendLimit(document.plan(), PriceCatalog::builtIn(), QDate::currentDate());
    ASSERT_TRUE(limit);
    const Money perHour = offer.price(BillingMode::Hourly)->money();
    ASSERT_EQ(perHour.currency, limit->currency);
    page.rentedSince()->setDateTime(
        QDateTime::currentDateTime().addSecs(-static_cast<qint64>(0.6 * limit->amount / perHour.amount * 3600)));
    page.recordSpend();
    ASSERT_TRUE(delivered.wait(20000));
    auto deliveries = delivered.last().at(1).value<QList<WebhookDelivery>>();
    ASSERT_EQ(deliveries.size(), 2);
    EXPECT_TRUE(deliveries.at(0).outcome.ok());
    EXPECT_FALSE(deliveries.at(1).outcome.ok());
    ASSERT_EQ(server.received().size(), 2);
    EXPECT_EQ(server.received().first().headers.value("x-gpuplanner-event"), "budget.50");
    EXPECT_TRUE(page.logView()->toPlainText().contains(QStringLiteral("Sent to team.")))
        << page.logView()->toPlainText().toStdString();
    EXPECT_TRUE(page.logView()->toPlainText().contains(QStringLiteral("old failed")));
    page.recordSpend(); // a moment more passes no line: nothing sent

    // A smoke test that needs more memory than the machine has fails, and the team hears which check.
    connectTrusted();
    page.needVram()->setValue(page.needVram()->maximum());
    page.runSmokeTest();
    ASSERT_TRUE(finish(QStringLiteral("smoke-test")));
    ASSERT_TRUE(delivered.wait(20000));
    EXPECT_EQ(delivered.size(), 2);
    ASSERT_EQ(server.received().size(), 3);
    const QJsonObject body = QJsonDocument::fromJson(server.received().last().body).object();
    EXPECT_EQ(body.value(QStringLiteral("event")).toString(), QStringLiteral("smoke.failed"));
    EXPECT_EQ(body.value(QStringLiteral("details")).toObject().value(QStringLiteral("profile")).toString(),
              QStringLiteral("loopback"));
    EXPECT_FALSE(body.value(QStringLiteral("details")).toObject().value(QStringLiteral("failed")).toArray().isEmpty());
}

// Cancel while a second task waits behind the first: both end, and the second never runs (the old worker reset its
// cancel flag when each task began, so the waiting one ran anyway).
TEST_F(ConsolePageTest, ACancelAlsoStopsTheTaskWaitingBehindTheRunningOne)
{
    addProfile();
    connectTrusted();
    test::TempDir work;
    page.workdir()->setText(work.path());
    const auto recipe = [&](const char* name, const QByteArray& text) {
        const QString path = dir.filePath(QLatin1String(name));
        QFile f(path);
        EXPECT_TRUE(f.open(QIODevice::WriteOnly) && f.write(text) == text.size());
        return path;
    };
    page.setupFile()->setText(recipe("slow.sh", "echo slow-started; while :; do echo tick; sleep 0.2; done\n"));
    page.startProvision();
    page.setupFile()->setText(recipe("second.sh", "touch second-ran\n"));
    page.startProvision(); // queued behind the first
    QSignalSpy logged(page.session().worker(), &RemoteWorker::logged);
    for (int i = 0; i < 30 && !page.logView()->toPlainText().contains(QStringLiteral("slow-started")); ++i)
        logged.wait(1000);
    ASSERT_TRUE(page.logView()->toPlainText().contains(QStringLiteral("slow-started")));
    page.cancelTask();
    EXPECT_FALSE(finish(QStringLiteral("provision")));
    QString message;
    EXPECT_FALSE(finish(QStringLiteral("provision"), &message));
    EXPECT_TRUE(message.contains(QStringLiteral("before it started"))) << message.toStdString();
    EXPECT_FALSE(QFile::exists(work.filePath(QStringLiteral("second-ran"))));
    // The session goes on: the next task runs.
    page.refreshGuard();
    EXPECT_TRUE(finish(QStringLiteral("guard-show")));
}

// Closing the window while a host has not answered yet aborts the connection: nothing waits for the 15 s timeout.
TEST_F(ConsolePageTest, ClosingWhileConnectingDoesNotWaitForTheTimeout)
{
    QTcpServer silent; // accepts connections (the kernel does) and never says a word
    ASSERT_TRUE(silent.listen(QHostAddress::LocalHost));
    HostProfile p;
    p.name = QStringLiteral("silent");
    p.target.host = QStringLiteral("127.0.0.1");
    p.target.port = silent.serverPort();
    p.target.user = test::sshUser();
    p.target.keyFile = fixture("clientkey");
    ASSERT_TRUE(HostProfileStore(dir.filePath(QStringLiteral("silent.json"))).save(p).ok());
    auto* closing = new ConsolePage(document);
    closing->setProfileStore(dir.filePath(QStringLiteral("silent.json")));
    closing->setKnownHostsFile(knownHosts);
    closing->connectToHost();
    // The session learns through the event loop that the connect began (the worker may have started it already).
    ASSERT_TRUE(QTest::qWaitFor([&] { return closing->session().isRunning(RemoteWorker::Task::Open); }, 20000));
    QElapsedTimer timer;
    timer.start();
    delete closing;
    // The timeout is 15 s; an aborted connect ends within a poll interval. 5 s leaves room for a loaded machine.
    EXPECT_LT(timer.elapsed(), 5000);
}

// "Launch from plan" end to end on the Console: the plan's RunPod deployment checked against the RunPod test double's
// live price, launched, connected (the loopback sshd is the instance) and smoke-tested without another click; the
// billed rate differs from the catalog's by more than 5 %, so it is shown and kept with the plan; Release asks, names
// the instance, releases it through the API and removes the profile.
TEST_F(ConsolePageTest, ALaunchFromThePlanIsConnectedSmokeTestedRateCheckedAndReleased)
{
    RunPodDouble runpod;
    runpod.setReachableAt(QStringLiteral("127.0.0.1"), read(fixture("port")).trimmed().toInt(), test::sshUser());
    ProviderEndpoint endpoint;
    endpoint.origin = runpod.server().origin();
    endpoint.trustAlso = {HttpsTestServer::certificate()};
    endpoint.timeoutMs = 5000;
    page.providerRunner()->setEndpoint(endpoint);
    page.providerRunner()->setTokenSource(
        [](const QString&, const QString&) -> Result<QByteArray> { return QByteArray(ProviderDouble::kToken); });
    page.setCatalog(PriceCatalog::builtIn());
    const QString hosts = dir.filePath(QStringLiteral("hosts.json"));
    page.setProfileStore(hosts);

    LaunchDialog dialog(document, PriceCatalog::builtIn(), PriceCatalog::builtIn().exchangeRate().rate(), Currency::CNY,
                        *page.providerRunner(), hosts, &page);
    int runpod4090 = -1;
    QStringList seen;
    for (int i = 0; i < dialog.deployments()->count(); ++i) {
        seen << dialog.deployments()->itemText(i);
        if (dialog.deployments()->itemText(i).contains(QStringLiteral("RunPod")) &&
            dialog.deployments()->itemText(i).contains(QStringLiteral("4090")))
            runpod4090 = i;
    }
    ASSERT_GE(runpod4090, 0) << seen.join(QLatin1Char('\n')).toStdString();
    dialog.deployments()->setCurrentIndex(runpod4090);
    QTRY_VERIFY_WITH_TIMEOUT(dialog.launchButton()->isEnabled(), 20000);
    EXPECT_TRUE(dialog.quoteLabel()->text().contains(QStringLiteral("$0.880/h")))
        << dialog.quoteLabel()->text().toStdString();
    dialog.keyFile()->setText(fixture("clientkey"));
    dialog.name()->setText(QStringLiteral("gp-ui"));
    dialog.launchButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(dialog.launchedProfile().launched(), 30000);
    EXPECT_EQ(dialog.result(), QDialog::Accepted);
    const QString podId = dialog.launchedProfile().instanceId;
    ASSERT_EQ(runpod.instanceIds(), QStringList{podId});
    EXPECT_EQ(dialog.launchedProfile().offerId, QStringLiteral("runpod-2x-rtx4090-secure"));

    QFile::remove(knownHosts);
    ASSERT_TRUE(QFile::copy(fixture("known_hosts"), knownHosts));
    page.adoptLaunched(dialog.launchedProfile());
    EXPECT_EQ(page.currentProfileName(), QStringLiteral("gp-ui"));
    ASSERT_TRUE(finish(QStringLiteral("open")));
    QString smokeMessage;
    (void)finish(QStringLiteral("smoke-test"), &smokeMessage); // no GPU here: it runs, whatever it finds
    EXPECT_GT(page.smokeModel()->rowCount(), 0);
    // Billed $0.88/h against the catalog's $1.38/h for two RTX 4090: far more than 5 % apart.
    QTRY_COMPARE_WITH_TIMEOUT(document.plan().billedRates.size(), 1, 20000);
    EXPECT_DOUBLE_EQ(document.plan().billedRates.first().billed.amount, 0.88);
    EXPECT_EQ(document.plan().billedRates.first().expectedFrom, QStringLiteral("catalog"));
    EXPECT_TRUE(page.findChild<QLabel*>(QStringLiteral("offerLabel"))->text().contains(QStringLiteral("less")));

    // A guard on the launched pod stops it through RunPod's API by default, not with a shutdown inside the container.
    auto* fires = page.findChild<QComboBox*>(QStringLiteral("guardAction"));
    ASSERT_NE(fires, nullptr);
    EXPECT_EQ(fires->currentData().toString(), QStringLiteral("stop"));
    EXPECT_GE(fires->findData(QStringLiteral("release")), 0);
    EXPECT_FALSE(page.findChild<QLineEdit*>(QStringLiteral("releaseCommand"))->isEnabled());
    page.findChild<QLineEdit*>(QStringLiteral("maxRuntime"))->setText(QStringLiteral("8h"));
    // Without a token in the keychain, nothing is installed, and the Console says why.
    QByteArray accountToken;
    page.session().setSecretKeeper(
        {[&](const QString& key) -> Result<std::optional<QByteArray>> {
             if (key == SecretStore::providerAccountTokenKey(QStringLiteral("runpod")) && !accountToken.isEmpty())
                 return std::optional<QByteArray>(accountToken);
             return std::optional<QByteArray>{};
         },
         [](const QString&, const QByteArray&) -> Status { return Ok{}; }, [](const QString&) {}});
    page.installGuard();
    QString refused;
    EXPECT_FALSE(finish(QStringLiteral("guard-install"), &refused));
    EXPECT_TRUE(refused.contains(QStringLiteral("provider set-token runpod"))) << refused.toStdString();
    EXPECT_FALSE(QFile::exists(fixture("home/.gpuplanner/guard.conf")));
    accountToken = ProviderDouble::kToken;
    page.installGuard();
    ASSERT_TRUE(finish(QStringLiteral("guard-install")));
    const QByteArray conf = read(fixture("home/.gpuplanner/guard.conf"));
    EXPECT_TRUE(conf.contains("Authorization: Bearer %s")) << conf.toStdString();
    EXPECT_TRUE(conf.contains(podId.toUtf8()));
    EXPECT_FALSE(conf.contains(ProviderDouble::kToken)); // the token is in its 0600 file, never in the settings
    EXPECT_TRUE(page.logView()->toPlainText().contains(QStringLiteral("stops RunPod instance %1").arg(podId)))
        << page.logView()->toPlainText().toStdString();
    EXPECT_TRUE(page.logView()->toPlainText().contains(QStringLiteral("account's API token")));
    page.removeGuard();
    ASSERT_TRUE(finish(QStringLiteral("guard-remove")));

    QString asked;
    page.setReleaseConfirm([&](const QString& question) {
        asked = question;
        return true;
    });
    QTRY_VERIFY_WITH_TIMEOUT(!page.providerRunner()->isBusy(), 20000);
    page.releaseInstance();
    EXPECT_TRUE(asked.contains(podId)) << asked.toStdString();
    QTRY_COMPARE_WITH_TIMEOUT(runpod.instanceCount(), 0, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(!page.selectProfile(QStringLiteral("gp-ui")), 20000);
    EXPECT_FALSE(HostProfileStore(hosts).find(QStringLiteral("gp-ui")).ok());
}
