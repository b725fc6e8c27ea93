#include "ui/console/ConsolePage.h"

#include "core/catalog/GpuCatalog.h"
#include "core/cost/CostMeter.h"
#include "core/plan/PlanDocument.h"
#include "core/providers/ProviderRunner.h"
#include "core/ssh/KeyInstaller.h"
#include "ui/console/ConsoleDialogs.h"
#include "ui/console/GuardTab.h"
#include "ui/console/HostProfileDialog.h"
#include "ui/console/JobsTab.h"
#include "ui/console/LaunchDialog.h"
#include "ui/console/MonitorTab.h"
#include "ui/console/ProvisionTab.h"
#include "ui/console/SmokeTab.h"
#include "ui/console/UploadTab.h"

#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QTabWidget>
#include <QTime>
#include <QVBoxLayout>

namespace gp {

ConsolePage::ConsolePage(PlanDocument& document, QWidget* parent)
    : QWidget(parent), m_document(document), m_catalog(PriceCatalog::builtIn())
{
    setObjectName(QStringLiteral("consolePage"));
    connectSession();

    createProfileBar();
    connectProfileBar();
    auto* top = new QHBoxLayout;
    top->addWidget(m_profileLabel);
    top->addWidget(m_profiles, 1);
    for (QPushButton* b : {m_newProfile, m_editProfile, m_deleteProfile, m_connect, m_installKey, m_launch, m_release})
        top->addWidget(b);

    createTabs();
    QWidget* logBox = createLogPane();

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_tabs);
    splitter->addWidget(logBox);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    auto* statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status);
    statusRow->addWidget(m_offerLabel, 1);
    layout->addLayout(statusRow);
    layout->addWidget(splitter, 1);

    createShortcuts();

    retranslateUi();
    reloadProfiles();
}

void ConsolePage::connectSession()
{
    m_session.setSecretAsker([this](SecretKind kind, const QString& prompt) { return askSecret(kind, prompt); });
    RemoteWorker* worker = m_session.worker();
    connect(worker, &RemoteWorker::logged, this, &ConsolePage::appendLog);
    connect(&m_session, &ConsoleSession::stateChanged, this, &ConsolePage::updateState);
    connect(&m_session, &ConsoleSession::taskFinished, this, &ConsolePage::taskFinished);
    connect(&m_session, &ConsoleSession::hostKeyUnknown, this, &ConsolePage::onHostKeyUnknown);
    connect(&m_session, &ConsoleSession::connectionChanged, this, [this](bool connected) {
        m_rateWarning.clear();
        updateOfferLabel();
        m_guardTab->updateActions();
        Q_EMIT connectionChanged(connected);
        const std::optional<HostProfile> p = m_session.profile();
        // A launched instance: the rate its provider charges, against what the plan expected.
        const ProviderApiInfo* api = p ? providerApi(p->providerId) : nullptr;
        if (connected && p && p->launched() && api && api->actions.contains(ProviderAction::Rate) &&
            !m_runner->isBusy())
            m_runner->checkRate(*p, m_catalog);
        if (connected && m_smokeAfterConnect) {
            m_smokeAfterConnect = false;
            runSmokeTest();
        }
        if (!connected)
            m_smokeAfterConnect = false;
    });
    connect(worker, &RemoteWorker::hostKeyChanged, this, [this](const QString& message) {
        if (m_changedKeyNotice) {
            m_changedKeyNotice(message);
            return;
        }
        // Only a Close button: there is nothing to click through.
        QMessageBox box(QMessageBox::Critical, tr("Host key changed — connection refused"), message, QMessageBox::Close,
                        this);
        box.exec();
    });
    connect(worker, &RemoteWorker::keyInstalled, this, [this](bool added) {
        appendLog(RemoteWorker::LogKind::Info, added ? tr("Your public key was added: the next connection needs no "
                                                          "password.")
                                                     : tr("The instance already trusts your public key."));
    });
}

void ConsolePage::createProfileBar()
{
    m_profileLabel = new QLabel(this);
    m_profiles = new QComboBox(this);
    m_profiles->setObjectName(QStringLiteral("profiles"));
    m_profiles->setMinimumContentsLength(18);
    m_profileLabel->setBuddy(m_profiles);
    m_newProfile = new QPushButton(this);
    m_editProfile = new QPushButton(this);
    m_deleteProfile = new QPushButton(this);
    m_connect = new QPushButton(this);
    m_connect->setObjectName(QStringLiteral("connect"));
    m_connect->setDefault(true);
    m_installKey = new QPushButton(this);
    m_launch = new QPushButton(this);
    m_launch->setObjectName(QStringLiteral("launchFromPlan"));
    m_release = new QPushButton(this);
    m_release->setObjectName(QStringLiteral("releaseInstance"));
    m_runner = new ProviderRunner(this);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("connectionStatus"));
    m_offerLabel = new QLabel(this);
    m_offerLabel->setObjectName(QStringLiteral("offerLabel"));
    m_offerLabel->setWordWrap(true);
}

void ConsolePage::connectProfileBar()
{
    connect(m_profiles, &QComboBox::currentIndexChanged, this, [this] {
        updateOfferLabel();
        updateState();
    });
    connect(m_newProfile, &QPushButton::clicked, this, [this] { editProfile(true); });
    connect(m_editProfile, &QPushButton::clicked, this, [this] { editProfile(false); });
    connect(m_deleteProfile, &QPushButton::clicked, this, &ConsolePage::deleteProfile);
    connect(m_connect, &QPushButton::clicked, this, [this] {
        if (isConnected())
            disconnectFromHost();
        else
            connectToHost();
    });
    connect(m_installKey, &QPushButton::clicked, this, &ConsolePage::installKey);
    connect(m_launch, &QPushButton::clicked, this, &ConsolePage::launchFromPlan);
    connect(m_release, &QPushButton::clicked, this, &ConsolePage::releaseInstance);
    connect(m_runner, &ProviderRunner::released, this, [this](const QString& name) {
        appendLog(RemoteWorker::LogKind::Info,
                  tr("Instance of %1 released through the provider's API; the profile is removed.").arg(name));
        reloadProfiles();
    });
    connect(m_runner, &ProviderRunner::rateChecked, this, [this](const BilledRate& rate) {
        const ExchangeRate& fx = m_fx;
        if (rate.differs(fx)) {
            // Shown beside the offer and kept with the plan's actual spend.
            m_rateWarning = rate.describe(fx);
            m_document.addBilledRate(rate);
            appendLog(RemoteWorker::LogKind::Error, m_rateWarning);
        } else {
            m_rateWarning.clear();
            appendLog(RemoteWorker::LogKind::Info, rate.describe(fx));
        }
        updateOfferLabel();
        updateState();
    });
    connect(m_runner, &ProviderRunner::failed, this, [this](const QString& message) {
        appendLog(RemoteWorker::LogKind::Error, message);
        updateState();
    });
}

void ConsolePage::createTabs()
{
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("consoleTabs"));
    m_smokeTab = new SmokeTab(m_session, m_document, this);
    m_uploadTab = new UploadTab(m_session, this);
    m_provisionTab = new ProvisionTab(m_session, this);
    m_monitorTab = new MonitorTab(m_session, m_document, this);
    m_guardTab = new GuardTab(m_session, this);
    m_jobsTab = new JobsTab(m_session, m_document, this);
    m_smokeTab->setWorkdirSource([this] { return m_provisionTab->workdir(); });
    m_monitorTab->setCatalog(&m_catalog);
    m_guardTab->setProvider(&m_catalog, m_runner);
    for (ConsoleTab* tab : consoleTabs()) {
        m_tabs->addTab(tab, QString());
        connect(tab, &ConsoleTab::logMessage, this, &ConsolePage::appendLog);
        connect(tab, &ConsoleTab::notificationReady, this,
                [this](const QList<Notification>& alternatives) { m_relay->post(alternatives); });
    }
    useRelay(new NotificationRelay(this));
}

QWidget* ConsolePage::createLogPane()
{
    m_logLabel = new QLabel(this);
    m_log = new QPlainTextEdit(this);
    m_log->setObjectName(QStringLiteral("consoleLog"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(5000);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_busy = new QProgressBar(this);
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(160);
    m_busy->setTextVisible(false);
    m_busy->hide();
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("cancelTask"));
    m_clearLog = new QPushButton(this);
    connect(m_cancel, &QPushButton::clicked, this, &ConsolePage::cancelTask);
    connect(m_clearLog, &QPushButton::clicked, m_log, &QPlainTextEdit::clear);
    auto* logBar = new QHBoxLayout;
    logBar->addWidget(m_logLabel);
    logBar->addStretch(1);
    logBar->addWidget(m_busy);
    logBar->addWidget(m_cancel);
    logBar->addWidget(m_clearLog);
    auto* logBox = new QWidget(this);
    auto* logLayout = new QVBoxLayout(logBox);
    logLayout->setContentsMargins(0, 0, 0, 0);
    logLayout->addLayout(logBar);
    logLayout->addWidget(m_log);
    return logBox;
}

void ConsolePage::createShortcuts()
{
    auto* cancelShortcut = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    cancelShortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(cancelShortcut, &QShortcut::activated, this, [this] {
        if (isBusy())
            cancelTask();
    });
    auto* smokeShortcut = new QShortcut(QKeySequence(Qt::Key_F5), this);
    smokeShortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(smokeShortcut, &QShortcut::activated, this, &ConsolePage::runSmokeTest);
}

ConsolePage::~ConsolePage() = default;

void ConsolePage::setWebhookBook(const QString& file, SecretReader read)
{
    m_session.setWebhookBook(file, read);
    useRelay(new NotificationRelay(file, std::move(read), this));
}

void ConsolePage::useRelay(NotificationRelay* relay)
{
    delete m_relay; // a message being sent finishes on its own thread
    m_relay = relay;
    // Each notification's outcome goes to the log: a webhook that failed is said, never dropped silently.
    connect(relay, &NotificationRelay::delivered, this,
            [this](const Notification& n, const QList<WebhookDelivery>& deliveries) {
                const bool allOk = std::all_of(deliveries.cbegin(), deliveries.cend(),
                                               [](const WebhookDelivery& d) { return d.outcome.ok(); });
                appendLog(allOk ? RemoteWorker::LogKind::Info : RemoteWorker::LogKind::Error,
                          tr("Notification \"%1\": %2").arg(n.title, Notifier::describe(deliveries)));
            });
}

QList<ConsoleTab*> ConsolePage::consoleTabs() const
{
    return {m_smokeTab, m_uploadTab, m_provisionTab, m_monitorTab, m_guardTab, m_jobsTab};
}

bool ConsolePage::showTab(const QString& id)
{
    static const QStringList ids{QStringLiteral("smoke"),   QStringLiteral("upload"), QStringLiteral("provision"),
                                 QStringLiteral("monitor"), QStringLiteral("guards"), QStringLiteral("jobs")};
    const int index = static_cast<int>(ids.indexOf(id)); // in the order of consoleTabs()
    if (index >= 0)
        m_tabs->setCurrentIndex(index);
    return index >= 0;
}

void ConsolePage::setCatalog(const PriceCatalog& catalog)
{
    m_catalog = catalog;
    updateOfferLabel();
}

void ConsolePage::setProfileStore(const QString& file)
{
    m_store = HostProfileStore(file);
    reloadProfiles();
}

void ConsolePage::reloadProfiles(const QString& select)
{
    const QString keep = select.isEmpty() ? currentProfileName() : select;
    const QSignalBlocker blocker(m_profiles);
    m_profiles->clear();
    const Result<QList<HostProfile>> profiles = m_store.load();
    if (!profiles.ok()) {
        appendLog(RemoteWorker::LogKind::Error, profiles.error().message);
    } else {
        for (const HostProfile& p : *profiles)
            m_profiles->addItem(QStringLiteral("%1 — %2").arg(p.name, p.target.display()), p.name);
    }
    const int index = m_profiles->findData(keep);
    m_profiles->setCurrentIndex(index >= 0 ? index : 0);
    updateOfferLabel();
    updateState();
}

bool ConsolePage::selectProfile(const QString& name)
{
    const int index = m_profiles->findData(name);
    if (index < 0)
        return false;
    m_profiles->setCurrentIndex(index);
    return true;
}

QString ConsolePage::currentProfileName() const
{
    return m_profiles->currentData().toString();
}

std::optional<HostProfile> ConsolePage::currentProfile() const
{
    const QString name = currentProfileName();
    if (name.isEmpty())
        return std::nullopt;
    const Result<HostProfile> p = m_store.find(name);
    return p.ok() ? std::optional<HostProfile>(*p) : std::nullopt;
}

void ConsolePage::editProfile(bool create)
{
    HostProfileDialog dialog(m_catalog, this);
    std::optional<HostProfile> old;
    if (!create) {
        old = currentProfile();
        if (!old)
            return;
        dialog.setProfile(*old);
    }
    if (dialog.exec() != QDialog::Accepted)
        return;
    const HostProfile p = dialog.profile();
    if (Status s = m_session.saveProfile(m_store, old, p); !s.ok()) {
        QMessageBox::warning(this, tr("Host profile"), s.error().message);
        return;
    }
    reloadProfiles(p.name);
}

void ConsolePage::deleteProfile()
{
    const QString name = currentProfileName();
    if (name.isEmpty())
        return;
    if (QMessageBox::question(this, tr("Delete profile"),
                              tr("Delete the profile \"%1\"? Its saved password and provider token are removed "
                                 "from the keychain too.")
                                  .arg(name),
                              QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return;
    if (Status s = m_session.removeProfile(m_store, name); !s.ok()) {
        QMessageBox::warning(this, tr("Delete profile"), s.error().message);
        return;
    }
    reloadProfiles();
}

std::optional<SecretAnswer> ConsolePage::askSecret(SecretKind kind, const QString& prompt)
{
    return m_secretPrompt ? m_secretPrompt(kind, prompt) : ConsoleDialogs::askSecret(this, kind, prompt);
}

void ConsolePage::connectToHost()
{
    const std::optional<HostProfile> profile = currentProfile();
    if (!profile) {
        appendLog(RemoteWorker::LogKind::Error, tr("Add a host profile first (New…)."));
        return;
    }
    m_session.open(*profile);
}

void ConsolePage::launchFromPlan()
{
    LaunchDialog dialog(m_document, m_catalog, m_fx, m_currency, *m_runner, m_store.fileName(), this);
    if (dialog.exec() == QDialog::Accepted)
        adoptLaunched(dialog.launchedProfile());
    else
        reloadProfiles(); // a launch cancelled while waiting still saved its profile
}

void ConsolePage::adoptLaunched(const HostProfile& profile)
{
    appendLog(RemoteWorker::LogKind::Info,
              tr("Launched %1 instance %2 as profile %3; connecting and running the smoke test.")
                  .arg(profile.providerId, profile.instanceId, profile.name));
    reloadProfiles(profile.name);
    m_smokeAfterConnect = true;
    connectToHost();
}

void ConsolePage::releaseInstance()
{
    const std::optional<HostProfile> p = currentProfile();
    if (!p || !p->launched() || m_runner->isBusy())
        return;
    const QString cost = ProviderLaunch::costSinceLaunch(*p, QDateTime::currentDateTimeUtc());
    const QString question = tr("Release %1 instance %2 (profile %3)? It stops billing, and its disk and data are "
                                "deleted. %4")
                                 .arg(p->providerId, p->instanceId, p->name, cost);
    const bool yes = m_releaseConfirm ? m_releaseConfirm(question)
                                      : QMessageBox::question(this, tr("Release instance"), question,
                                                              QMessageBox::Yes | QMessageBox::No,
                                                              QMessageBox::No) == QMessageBox::Yes;
    if (!yes)
        return;
    if (isConnected())
        disconnectFromHost();
    appendLog(RemoteWorker::LogKind::Info, tr("Releasing %1 instance %2…").arg(p->providerId, p->instanceId));
    m_runner->release(*p, m_store.fileName());
    updateState();
}

void ConsolePage::onHostKeyUnknown(const HostKeyCheck& key, const QString& target)
{
    const bool trust = m_hostKeyPrompt ? m_hostKeyPrompt(key, target) : ConsoleDialogs::trustHostKey(this, key, target);
    appendLog(RemoteWorker::LogKind::Info, trust ? tr("Trusting %1 key %2.").arg(key.keyType, key.fingerprint)
                                                 : tr("Host key not trusted; not connected."));
    m_session.trustHostKey(trust);
}

void ConsolePage::disconnectFromHost()
{
    m_session.close();
}

void ConsolePage::runSmokeTest()
{
    m_tabs->setCurrentWidget(m_smokeTab);
    m_smokeTab->runSmokeTest();
}

void ConsolePage::startUpload(const QStringList& paths, const QString& dest)
{
    m_uploadTab->startUpload(paths, dest);
}

void ConsolePage::startProvision()
{
    m_provisionTab->startProvision();
}

void ConsolePage::installGuard()
{
    m_guardTab->installGuard();
}

void ConsolePage::installKey()
{
    const QString path = KeyInstaller::defaultPublicKeyFile();
    if (path.isEmpty()) {
        appendLog(RemoteWorker::LogKind::Error,
                  tr("There is no public key in ~/.ssh (id_ed25519.pub, id_ecdsa.pub, id_rsa.pub). Create one with "
                     "ssh-keygen -t ed25519."));
        return;
    }
    const Result<QByteArray> key = KeyInstaller::readPublicKey(path);
    if (!key.ok()) {
        appendLog(RemoteWorker::LogKind::Error, key.error().message);
        return;
    }
    appendLog(RemoteWorker::LogKind::Info, tr("Installing %1 …").arg(path));
    m_session.installKey(*key);
}

void ConsolePage::setMonitoring(bool on)
{
    m_monitorTab->setMonitoring(on);
}

void ConsolePage::cancelTask()
{
    m_session.cancel();
    appendLog(RemoteWorker::LogKind::Info, tr("Cancelling …"));
}

bool ConsolePage::exportSmokeReport(const QString& path)
{
    return m_smokeTab->exportSmokeReport(path);
}

void ConsolePage::recordSpend()
{
    m_monitorTab->recordSpend();
}

SmokeReportModel* ConsolePage::smokeModel() const
{
    return m_smokeTab->model();
}
GpuUsageChart* ConsolePage::usageChart() const
{
    return m_monitorTab->chart();
}
QProgressBar* ConsolePage::uploadBar() const
{
    return m_uploadTab->bar();
}
QLabel* ConsolePage::costLabel() const
{
    return m_monitorTab->costLabel();
}
QDateTimeEdit* ConsolePage::rentedSince() const
{
    return m_monitorTab->rentedSince();
}
QPlainTextEdit* ConsolePage::guardView() const
{
    return m_guardTab->view();
}
QDoubleSpinBox* ConsolePage::needVram() const
{
    return m_smokeTab->needVram();
}
QLineEdit* ConsolePage::userCommand() const
{
    return m_smokeTab->userCommand();
}
QLineEdit* ConsolePage::setupFile() const
{
    return m_provisionTab->setupFile();
}
QLineEdit* ConsolePage::workdir() const
{
    return m_provisionTab->workdirEdit();
}

void ConsolePage::appendLog(RemoteWorker::LogKind kind, const QString& text)
{
    QString line = text;
    if (line.endsWith(QLatin1Char('\n')))
        line.chop(1);
    const QString time = QTime::currentTime().toString(QStringLiteral("HH:mm:ss"));
    switch (kind) {
    case RemoteWorker::LogKind::Command:
        line = QStringLiteral("%1 $ %2").arg(time, line);
        break;
    case RemoteWorker::LogKind::Error:
        line = QStringLiteral("%1 ✗ %2").arg(time, line);
        break;
    case RemoteWorker::LogKind::Info:
        line = QStringLiteral("%1 · %2").arg(time, line);
        break;
    case RemoteWorker::LogKind::Output:
    case RemoteWorker::LogKind::ErrorOutput:
        break;
    }
    m_log->appendPlainText(line);
}

void ConsolePage::updateState()
{
    const bool busy = isBusy();
    const bool connected = isConnected();
    const bool haveProfile = !currentProfileName().isEmpty();
    m_busy->setVisible(busy);
    m_cancel->setEnabled(busy);
    for (QWidget* w : std::initializer_list<QWidget*>{m_profiles, m_newProfile})
        w->setEnabled(!connected);
    m_editProfile->setEnabled(!connected && haveProfile);
    m_deleteProfile->setEnabled(!connected && haveProfile);
    m_connect->setEnabled(haveProfile && (connected || !busy));
    m_connect->setText(connected ? tr("&Disconnect") : tr("&Connect"));
    const bool actions = connected && !busy;
    m_installKey->setEnabled(actions);
    const std::optional<HostProfile> current = haveProfile ? currentProfile() : std::nullopt;
    m_launch->setEnabled(!connected && !m_runner->isBusy());
    m_release->setEnabled(current && current->launched() && !m_runner->isBusy() && !busy);
    for (ConsoleTab* tab : consoleTabs())
        tab->setActionsEnabled(actions);
    if (connected)
        m_status->setText(tr("<b>Connected</b> to %1").arg(m_session.target().toHtmlEscaped()));
    else if (m_session.isRunning(RemoteWorker::Task::Open))
        m_status->setText(tr("Connecting …"));
    else
        m_status->setText(tr("Not connected"));
}

void ConsolePage::updateOfferLabel()
{
    // The profile file is read here, when the profile, the session or the catalog changes; the cost meter's
    // once-a-second tick only uses what this keeps.
    const std::optional<HostProfile> p = isConnected() && m_session.profile() ? m_session.profile() : currentProfile();
    const std::optional<Offer> offer = p && !p->offerId.isEmpty() ? m_catalog.offer(p->offerId) : std::nullopt;
    m_smokeTab->setOffer(offer);
    m_monitorTab->setOffer(offer, p ? p->target.display() : QString());
    m_jobsTab->setOffer(offer, p ? p->target.display() : QString());
    if (!p || p->offerId.isEmpty()) {
        m_offerLabel->setText(tr("Not linked to a catalog offer: the smoke test cannot compare with what was "
                                 "promised."));
    } else if (offer) {
        const std::optional<GpuSpec> gpu = GpuCatalog::builtIn().find(offer->gpuId);
        const std::optional<CostMeter::Rate> rate = CostMeter::hourlyRate(*offer);
        m_offerLabel->setText(tr("Rented offer %1: %2 × %3%4")
                                  .arg(offer->id, QString::number(offer->gpuCount), gpu ? gpu->name : offer->gpuId,
                                       rate ? tr(", %1/h").arg(ExchangeRate::format(rate->perHour)) : QString()));
    } else {
        m_offerLabel->setText(tr("The linked offer %1 is not in the catalogs any more.").arg(p->offerId));
    }
    if (!m_rateWarning.isEmpty())
        m_offerLabel->setText(m_offerLabel->text() + QLatin1Char(' ') + m_rateWarning);
}

void ConsolePage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ConsolePage::retranslateUi()
{
    m_profileLabel->setText(tr("&Instance:"));
    m_newProfile->setText(tr("&New…"));
    m_newProfile->setToolTip(tr("Add a host profile, e.g. from the provider's ssh command"));
    m_editProfile->setText(tr("&Edit…"));
    m_deleteProfile->setText(tr("Delete"));
    m_installKey->setText(tr("Install my &key"));
    m_installKey->setToolTip(tr("Append your public key to the instance's authorized_keys, so the password is "
                                "needed once"));
    m_launch->setText(tr("L&aunch from plan…"));
    m_launch->setToolTip(tr("Rent the plan's deployment through the provider's API, then connect and smoke-test it"));
    m_release->setText(tr("&Release…"));
    m_release->setToolTip(tr("Release the instance through the provider's API: the bill stops and its data is "
                             "deleted"));
    const QStringList titles{tr("Smoke test"), tr("Upload"), tr("Provision"), tr("Monitor"), tr("Guards"), tr("Jobs")};
    for (int i = 0; i < titles.size(); ++i) // in the order of consoleTabs()
        m_tabs->setTabText(i, titles.at(i));
    m_logLabel->setText(tr("Log of what was run:"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the running task and any waiting behind it (Esc)"));
    m_clearLog->setText(tr("Clear log"));
    updateState();
    updateOfferLabel();
}

} // namespace gp
