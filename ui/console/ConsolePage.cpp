#include "ui/console/ConsolePage.h"

#include "core/catalog/GpuCatalog.h"
#include "core/common/SafeSave.h"
#include "core/estimator/MemoryEstimator.h"
#include "core/plan/PlanCalibration.h"
#include "core/plan/PlanDocument.h"
#include "core/plan/PlanEvaluator.h"
#include "core/remote/KeyInstaller.h"
#include "core/secrets/SecretStore.h"
#include "ui/charts/GpuUsageChart.h"
#include "ui/console/HostProfileDialog.h"
#include "ui/console/SmokeReportModel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSemaphore>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QThread>
#include <QVBoxLayout>

#include <mutex>

namespace gp {

// What the worker thread and this page share while a secret is asked for: the worker waits on `answered` (checking
// `closing`, so that closing the window never deadlocks), the page fills in the answer. A secret to remember is kept
// here only until the session it opened is confirmed, then written to the keychain and wiped.
struct ConsolePage::SecretExchange
{
    std::atomic_bool closing{false};
    std::mutex mutex;
    QString rememberKey;
    QByteArray rememberSecret;

    void forget()
    {
        const std::lock_guard lock(mutex);
        rememberSecret.fill('\0');
        rememberSecret.clear();
        rememberKey.clear();
    }
};

namespace {

constexpr double kGiB = 1024.0 * 1024 * 1024;

QString formatBytes(double bytes)
{
    const QLocale l;
    if (bytes >= kGiB)
        return ConsolePage::tr("%1 GiB").arg(l.toString(bytes / kGiB, 'f', 2));
    if (bytes >= 1024.0 * 1024)
        return ConsolePage::tr("%1 MiB").arg(l.toString(bytes / (1024.0 * 1024), 'f', 1));
    return ConsolePage::tr("%1 KiB").arg(l.toString(bytes / 1024.0, 'f', 0));
}

QString formatDuration(qint64 seconds)
{
    if (seconds >= 3600)
        return ConsolePage::tr("%1 h %2 min").arg(seconds / 3600).arg((seconds % 3600) / 60);
    if (seconds >= 60)
        return ConsolePage::tr("%1 min %2 s").arg(seconds / 60).arg(seconds % 60);
    return ConsolePage::tr("%1 s").arg(seconds);
}

QByteArray readRecipe(const QString& path, QString* error)
{
    const Result<QByteArray> recipe = Provisioner::readRecipe(path);
    if (!recipe.ok())
        *error = recipe.error().message;
    return recipe.ok() ? *recipe : QByteArray();
}

} // namespace

template <typename Call>
void ConsolePage::post(Call&& call)
{
    QMetaObject::invokeMethod(m_worker, std::forward<Call>(call), Qt::QueuedConnection);
}

ConsolePage::ConsolePage(PlanDocument& document, QWidget* parent)
    : QWidget(parent), m_document(document), m_catalog(PriceCatalog::builtIn()), m_thread(new QThread(this)),
      m_worker(new RemoteWorker), m_secrets(std::make_shared<SecretExchange>())
{
    setObjectName(QStringLiteral("consolePage"));
    m_thread->setObjectName(QStringLiteral("ssh-worker"));
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread->start();

    connect(m_worker, &RemoteWorker::logged, this, &ConsolePage::appendLog);
    connect(m_worker, &RemoteWorker::taskStarted, this, &ConsolePage::onTaskStarted);
    connect(m_worker, &RemoteWorker::taskFinished, this, &ConsolePage::onTaskFinished);
    connect(m_worker, &RemoteWorker::hostKeyUnknown, this, &ConsolePage::onHostKeyUnknown);
    connect(m_worker, &RemoteWorker::hostKeyChanged, this, [this](const QString& message) {
        if (m_changedKeyNotice) {
            m_changedKeyNotice(message);
            return;
        }
        // Only a Close button: there is nothing to click through.
        QMessageBox box(QMessageBox::Critical, tr("Host key changed — connection refused"), message, QMessageBox::Close,
                        this);
        box.exec();
    });
    connect(m_worker, &RemoteWorker::opened, this, &ConsolePage::onOpened);
    connect(m_worker, &RemoteWorker::closed, this, [this] {
        m_connected = false;
        m_sampleInFlight = false;
        m_secrets->forget();
        setMonitoring(false);
        m_keepAlive.stop();
        updateState();
        Q_EMIT connectionChanged(false);
    });
    connect(m_worker, &RemoteWorker::smokeTestDone, this, [this](const SmokeRecord& result) {
        SmokeRecord record = result;
        record.target = m_target;
        record.offerId = m_session ? m_session->offerId : QString();
        record.at = QDateTime::currentDateTimeUtc();
        // The user's run against the plan's estimate for the same GPUs: kept with the record as it was then.
        if (record.run && m_document.questionnaire().task != Task::Inference)
            record.checks +=
                PlanCalibration::compare(m_document.questionnaire(), *record.run, record.target, record.at).checks;
        m_document.addSmokeTest(record); // shown through recordsChanged
    });
    connect(m_worker, &RemoteWorker::uploadProgress, this, [this](const UploadProgress& p) {
        const qint64 total = std::max<qint64>(1, p.tar.totalInputBytes);
        m_uploadBar->setRange(0, 1000);
        m_uploadBar->setValue(static_cast<int>(1000.0 * static_cast<double>(p.tar.inputBytes) / total));
        QString detail =
            tr("%1 of %2 files · %3 of %4 read · %5 sent")
                .arg(p.tar.files)
                .arg(p.tar.totalFiles)
                .arg(formatBytes(p.tar.inputBytes), formatBytes(p.tar.totalInputBytes), formatBytes(p.sentBytes));
        if (p.skippedBytes > 0)
            detail += tr(" · %1 already there (resumed)").arg(formatBytes(p.skippedBytes));
        if (p.bytesPerSecond > 0)
            detail += tr(" · %1/s").arg(formatBytes(p.bytesPerSecond));
        if (p.etaSeconds >= 0)
            detail += tr(" · %1 left").arg(formatDuration(static_cast<qint64>(p.etaSeconds)));
        m_uploadDetail->setText(detail);
    });
    connect(m_worker, &RemoteWorker::uploadDone, this, [this](const UploadResult& r) {
        m_uploadBar->setValue(m_uploadBar->maximum());
        QString text = tr("Uploaded and verified: %n file(s), %1 archive, SHA-256 %2.", nullptr, r.files)
                           .arg(formatBytes(static_cast<double>(r.archiveBytes)), r.sha256.left(16));
        if (!r.excluded.isEmpty()) {
            text += QLatin1Char(' ') +
                    tr("%n path(s) left out (exclude patterns, .gitignore or special files); hover to see them.",
                       nullptr, static_cast<int>(r.excluded.size()));
            QStringList lines;
            for (const TarballExclusion& e : r.excluded.mid(0, 50))
                lines << e.path + QStringLiteral(" — ") + e.reasonText();
            if (r.excluded.size() > 50)
                lines << tr("… and %n more", nullptr, static_cast<int>(r.excluded.size() - 50));
            m_uploadDetail->setToolTip(lines.join(QLatin1Char('\n')));
        } else {
            m_uploadDetail->setToolTip(QString());
        }
        m_uploadDetail->setText(text);
    });
    connect(m_worker, &RemoteWorker::provisionDone, this, [this](const ProvisionReport& report) {
        m_provisionSteps->clear();
        m_provisionSteps->addItem(tr("System: %1 · driver %2 · CUDA %3 · working directory %4")
                                      .arg(report.os.isEmpty() ? tr("unknown") : report.os,
                                           report.driver.isEmpty() ? tr("none") : report.driver,
                                           report.cuda.isEmpty() ? tr("none") : report.cuda, report.workdir));
        for (const ProvisionStep& step : report.steps) {
            const QString mark = step.state == ProvisionStep::State::Failed    ? QStringLiteral("✗")
                                 : step.state == ProvisionStep::State::Warning ? QStringLiteral("!")
                                                                               : QStringLiteral("✓");
            m_provisionSteps->addItem(mark + QLatin1Char(' ') + step.message);
        }
    });
    connect(m_worker, &RemoteWorker::guardStatus, this, [this](const GuardStatus& s) {
        QStringList lines;
        lines << (!s.installed ? tr("No guard is installed on this instance.")
                  : s.running  ? tr("The guard is installed and running.")
                               : tr("The guard is installed but not running."));
        for (auto it = s.settings.constBegin(); it != s.settings.constEnd(); ++it)
            lines << QStringLiteral("%1 = %2").arg(it.key(), it.value());
        if (!s.log.isEmpty())
            lines << QString() << tr("Guard log:") << s.log.trimmed();
        m_guardView->setPlainText(lines.join(QLatin1Char('\n')));
    });
    connect(m_worker, &RemoteWorker::keyInstalled, this, [this](bool added) {
        appendLog(RemoteWorker::LogKind::Info, added ? tr("Your public key was added: the next connection needs no "
                                                          "password.")
                                                     : tr("The instance already trusts your public key."));
    });
    connect(m_worker, &RemoteWorker::gpuSamples, this, &ConsolePage::onSamples);

    // --- top: profile and connection ---
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
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("connectionStatus"));
    m_offerLabel = new QLabel(this);
    m_offerLabel->setObjectName(QStringLiteral("offerLabel"));
    m_offerLabel->setWordWrap(true);
    connect(m_profiles, &QComboBox::currentIndexChanged, this, [this] {
        updateOfferLabel();
        updateState();
    });
    connect(m_newProfile, &QPushButton::clicked, this, [this] { editProfile(true); });
    connect(m_editProfile, &QPushButton::clicked, this, [this] { editProfile(false); });
    connect(m_deleteProfile, &QPushButton::clicked, this, &ConsolePage::deleteProfile);
    connect(m_connect, &QPushButton::clicked, this, [this] {
        if (m_connected)
            disconnectFromHost();
        else
            connectToHost();
    });
    connect(m_installKey, &QPushButton::clicked, this, &ConsolePage::installKey);
    auto* top = new QHBoxLayout;
    top->addWidget(m_profileLabel);
    top->addWidget(m_profiles, 1);
    for (QPushButton* b : {m_newProfile, m_editProfile, m_deleteProfile, m_connect, m_installKey})
        top->addWidget(b);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("consoleTabs"));
    m_tabs->addTab(createSmokeTab(), QString());
    m_tabs->addTab(createUploadTab(), QString());
    m_tabs->addTab(createProvisionTab(), QString());
    m_tabs->addTab(createMonitorTab(), QString());
    m_tabs->addTab(createGuardTab(), QString());

    // --- bottom: the log of what was run ---
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

    auto* splitter = new QSplitter(Qt::Vertical, this);
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

    auto* cancelShortcut = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    cancelShortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(cancelShortcut, &QShortcut::activated, this, [this] {
        if (isBusy())
            cancelTask();
    });
    auto* smokeShortcut = new QShortcut(QKeySequence(Qt::Key_F5), this);
    smokeShortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(smokeShortcut, &QShortcut::activated, this, &ConsolePage::runSmokeTest);

    m_keepAlive.setInterval(30 * 1000);
    connect(&m_keepAlive, &QTimer::timeout, this, [this] {
        if (m_running.isEmpty())
            post([w = m_worker] { w->keepAlive(); });
    });
    connect(&m_monitorTimer, &QTimer::timeout, this, [this] {
        // One sample at a time: a slow instance must not pile up requests behind an upload.
        if (m_connected && !m_sampleInFlight) {
            m_sampleInFlight = true;
            post([w = m_worker] { w->sampleGpus(); });
        }
    });
    m_costTimer.setInterval(1000);
    connect(&m_costTimer, &QTimer::timeout, this, &ConsolePage::updateCost);
    m_costTimer.start();

    connect(&m_document, &PlanDocument::recordsChanged, this, &ConsolePage::showLatestSmokeTest);
    // The questionnaire changes with every keystroke on the Plan page: follow it once per event-loop turn.
    m_needTimer.setSingleShot(true);
    m_needTimer.setInterval(0);
    connect(&m_needTimer, &QTimer::timeout, this, &ConsolePage::updateNeedFromPlan);
    connect(&m_document, &PlanDocument::questionnaireChanged, &m_needTimer, qOverload<>(&QTimer::start));
    connect(&m_document, &PlanDocument::questionnaireChanged, this, &ConsolePage::updateSmokeSummary);
    connect(&m_document, &PlanDocument::modifiedChanged, this, &ConsolePage::updateSmokeSummary);

    retranslateUi();
    reloadProfiles();
    updateNeedFromPlan();
    showLatestSmokeTest();
}

ConsolePage::~ConsolePage()
{
    m_secrets->closing = true;
    m_secrets->forget();
    m_worker->cancel();
    m_thread->quit();
    m_thread->wait();
}

QWidget* ConsolePage::createSmokeTab()
{
    auto* tab = new QWidget(this);
    m_needLabel = new QLabel(tab);
    m_needGiB = new QDoubleSpinBox(tab);
    m_needGiB->setObjectName(QStringLiteral("needVram"));
    m_needGiB->setRange(0, 2048);
    m_needGiB->setDecimals(1);
    m_needGiB->setSuffix(QStringLiteral(" GiB"));
    m_needLabel->setBuddy(m_needGiB);
    m_runSmoke = new QPushButton(tab);
    m_runSmoke->setObjectName(QStringLiteral("runSmokeTest"));
    m_exportSmoke = new QPushButton(tab);
    connect(m_runSmoke, &QPushButton::clicked, this, &ConsolePage::runSmokeTest);
    m_calibrate = new QPushButton(tab);
    m_calibrate->setObjectName(QStringLiteral("calibratePlan"));
    connect(m_calibrate, &QPushButton::clicked, this, [this] {
        if (!m_proposedCalibration)
            return;
        const SpeedCalibration c = *m_proposedCalibration;
        m_document.setCalibration(c);
        appendLog(RemoteWorker::LogKind::Info, tr("Plan calibrated. %1").arg(PerformanceEstimator::calibrationNote(c)));
    });
    connect(m_exportSmoke, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Export smoke test"), QStringLiteral("smoke-test.md"),
                                         tr("Markdown (*.md);;CSV (*.csv);;JSON (*.json)"));
        if (!path.isEmpty())
            exportSmokeReport(path);
    });
    m_smokeSummary = new QLabel(tab);
    m_smokeSummary->setObjectName(QStringLiteral("smokeSummary"));
    m_smokeSummary->setWordWrap(true);
    m_smokeModel = new SmokeReportModel(this);
    m_smokeTable = new QTableView(tab);
    m_smokeTable->setObjectName(QStringLiteral("smokeTable"));
    m_smokeTable->setModel(m_smokeModel);
    m_smokeTable->setWordWrap(true);
    m_smokeTable->verticalHeader()->hide();
    m_smokeTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_smokeTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_smokeTable->horizontalHeader()->setSectionResizeMode(SmokeReportModel::Meaning, QHeaderView::Stretch);
    m_smokeTable->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_userCommandLabel = new QLabel(tab);
    m_userCommand = new QLineEdit(tab);
    m_userCommand->setObjectName(QStringLiteral("userCommand"));
    m_userCommandLabel->setBuddy(m_userCommand);
    m_stepsLabel = new QLabel(tab);
    m_steps = new QSpinBox(tab);
    m_steps->setRange(1, 1000000);
    m_steps->setValue(20);
    m_stepsLabel->setBuddy(m_steps);
    m_timeoutLabel = new QLabel(tab);
    m_userTimeout = new QLineEdit(QStringLiteral("10m"), tab);
    m_userTimeout->setMaximumWidth(80);
    m_timeoutLabel->setBuddy(m_userTimeout);
    auto* row = new QHBoxLayout;
    row->addWidget(m_needLabel);
    row->addWidget(m_needGiB);
    row->addStretch(1);
    row->addWidget(m_runSmoke);
    row->addWidget(m_calibrate);
    row->addWidget(m_exportSmoke);
    auto* userRow = new QHBoxLayout;
    userRow->addWidget(m_userCommandLabel);
    userRow->addWidget(m_userCommand, 1);
    userRow->addWidget(m_stepsLabel);
    userRow->addWidget(m_steps);
    userRow->addWidget(m_timeoutLabel);
    userRow->addWidget(m_userTimeout);
    auto* layout = new QVBoxLayout(tab);
    layout->addLayout(row);
    layout->addLayout(userRow);
    layout->addWidget(m_smokeSummary);
    layout->addWidget(m_smokeTable, 1);
    return tab;
}

QWidget* ConsolePage::createUploadTab()
{
    auto* tab = new QWidget(this);
    m_uploadPaths = new QListWidget(tab);
    m_uploadPaths->setObjectName(QStringLiteral("uploadPaths"));
    m_uploadPaths->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_addFiles = new QPushButton(tab);
    m_addFolder = new QPushButton(tab);
    m_removePath = new QPushButton(tab);
    connect(m_addFiles, &QPushButton::clicked, this, [this] {
        for (const QString& f : QFileDialog::getOpenFileNames(this, tr("Files to upload")))
            m_uploadPaths->addItem(f);
        updateState();
    });
    connect(m_addFolder, &QPushButton::clicked, this, [this] {
        const QString d = QFileDialog::getExistingDirectory(this, tr("Folder to upload"));
        if (!d.isEmpty())
            m_uploadPaths->addItem(d);
        updateState();
    });
    connect(m_removePath, &QPushButton::clicked, this, [this] {
        qDeleteAll(m_uploadPaths->selectedItems());
        updateState();
    });
    auto* pathButtons = new QVBoxLayout;
    pathButtons->addWidget(m_addFiles);
    pathButtons->addWidget(m_addFolder);
    pathButtons->addWidget(m_removePath);
    pathButtons->addStretch(1);
    auto* paths = new QHBoxLayout;
    paths->addWidget(m_uploadPaths, 1);
    paths->addLayout(pathButtons);

    m_destLabel = new QLabel(tab);
    m_dest = new QLineEdit(QStringLiteral("work"), tab);
    m_dest->setObjectName(QStringLiteral("uploadDest"));
    m_compressionLabel = new QLabel(tab);
    m_compression = new QComboBox(tab);
    for (const char* code : {"zstd", "gzip", "none"})
        m_compression->addItem(QString(), QLatin1String(code)); // named in retranslateUi
    m_excludeLabel = new QLabel(tab);
    m_excludes = new QLineEdit(tab);
    m_extract = new QCheckBox(tab);
    m_extract->setChecked(true);
    m_followLinks = new QCheckBox(tab);
    m_followLinks->setObjectName(QStringLiteral("uploadFollowLinks"));
    m_checkSpace = new QCheckBox(tab);
    m_checkSpace->setObjectName(QStringLiteral("uploadCheckSpace"));
    m_checkSpace->setChecked(true);
    m_destLabel->setBuddy(m_dest);
    m_compressionLabel->setBuddy(m_compression);
    m_excludeLabel->setBuddy(m_excludes);
    auto* form = new QFormLayout;
    form->addRow(m_destLabel, m_dest);
    form->addRow(m_compressionLabel, m_compression);
    form->addRow(m_excludeLabel, m_excludes);
    form->addRow(QString(), m_extract);
    form->addRow(QString(), m_followLinks);
    form->addRow(QString(), m_checkSpace);

    m_upload = new QPushButton(tab);
    m_upload->setObjectName(QStringLiteral("upload"));
    connect(m_upload, &QPushButton::clicked, this, [this] {
        QStringList paths;
        for (int i = 0; i < m_uploadPaths->count(); ++i)
            paths << m_uploadPaths->item(i)->text();
        startUpload(paths, m_dest->text());
    });
    m_uploadBar = new QProgressBar(tab);
    m_uploadBar->setObjectName(QStringLiteral("uploadProgress"));
    m_uploadBar->setRange(0, 1000);
    m_uploadBar->setValue(0);
    m_uploadBar->setFormat(QStringLiteral("%p%"));
    m_uploadDetail = new QLabel(tab);
    m_uploadDetail->setObjectName(QStringLiteral("uploadDetail"));
    m_uploadDetail->setWordWrap(true);
    auto* run = new QHBoxLayout;
    run->addWidget(m_uploadBar, 1);
    run->addWidget(m_upload);

    auto* layout = new QVBoxLayout(tab);
    layout->addLayout(paths, 1);
    layout->addLayout(form);
    layout->addLayout(run);
    layout->addWidget(m_uploadDetail);
    return tab;
}

QWidget* ConsolePage::createProvisionTab()
{
    auto* tab = new QWidget(this);
    const auto fileRow = [this, tab](QLineEdit*& edit, const QString& objectName) {
        edit = new QLineEdit(tab);
        edit->setObjectName(objectName);
        auto* browse = new QPushButton(tr("Browse…"), tab);
        connect(browse, &QPushButton::clicked, this, [this, edit] {
            const QString f = QFileDialog::getOpenFileName(this, QString(), edit->text());
            if (!f.isEmpty())
                edit->setText(f);
        });
        auto* row = new QHBoxLayout;
        row->addWidget(edit, 1);
        row->addWidget(browse);
        return row;
    };
    m_setupLabel = new QLabel(tab);
    m_requirementsLabel = new QLabel(tab);
    m_workdirLabel = new QLabel(tab);
    m_workdir = new QLineEdit(QStringLiteral("work"), tab);
    m_workdir->setObjectName(QStringLiteral("workdir"));
    m_cudaLabel = new QLabel(tab);
    m_minCuda = new QLineEdit(tab);
    m_minCuda->setPlaceholderText(QStringLiteral("12.1"));
    m_force = new QCheckBox(tab);
    auto* form = new QFormLayout;
    form->addRow(m_setupLabel, fileRow(m_setupFile, QStringLiteral("setupFile")));
    form->addRow(m_requirementsLabel, fileRow(m_requirementsFile, QStringLiteral("requirementsFile")));
    form->addRow(m_workdirLabel, m_workdir);
    form->addRow(m_cudaLabel, m_minCuda);
    form->addRow(QString(), m_force);
    m_setupLabel->setBuddy(m_setupFile);
    m_requirementsLabel->setBuddy(m_requirementsFile);
    m_workdirLabel->setBuddy(m_workdir);
    m_cudaLabel->setBuddy(m_minCuda);
    m_provision = new QPushButton(tab);
    m_provision->setObjectName(QStringLiteral("provision"));
    connect(m_provision, &QPushButton::clicked, this, &ConsolePage::startProvision);
    m_provisionSteps = new QListWidget(tab);
    m_provisionSteps->setObjectName(QStringLiteral("provisionSteps"));
    m_provisionSteps->setWordWrap(true);
    auto* run = new QHBoxLayout;
    run->addStretch(1);
    run->addWidget(m_provision);
    auto* layout = new QVBoxLayout(tab);
    layout->addLayout(form);
    layout->addLayout(run);
    layout->addWidget(m_provisionSteps, 1);
    return tab;
}

QWidget* ConsolePage::createMonitorTab()
{
    auto* tab = new QWidget(this);
    m_intervalLabel = new QLabel(tab);
    m_interval = new QSpinBox(tab);
    m_interval->setRange(1, 600);
    m_interval->setValue(5);
    m_intervalLabel->setBuddy(m_interval);
    connect(m_interval, &QSpinBox::valueChanged, this, [this](int s) { m_monitorTimer.setInterval(s * 1000); });
    m_monitor = new QPushButton(tab);
    m_monitor->setObjectName(QStringLiteral("monitor"));
    m_monitor->setCheckable(true);
    connect(m_monitor, &QPushButton::toggled, this, &ConsolePage::setMonitoring);
    m_thresholdLabel = new QLabel(tab);
    m_threshold = new QSpinBox(tab);
    m_threshold->setRange(1, 100);
    m_threshold->setValue(10);
    m_threshold->setSuffix(QStringLiteral(" %"));
    m_thresholdLabel->setBuddy(m_threshold);
    m_windowLabel = new QLabel(tab);
    m_window = new QSpinBox(tab);
    m_window->setRange(1, 24 * 60);
    m_window->setValue(30);

    m_windowLabel->setBuddy(m_window);
    const auto resetAlert = [this] {
        m_alert = UtilizationAlert(m_threshold->value(), m_window->value() * 60LL);
        m_alertLabel->clear();
    };
    connect(m_threshold, &QSpinBox::valueChanged, this, resetAlert);
    connect(m_window, &QSpinBox::valueChanged, this, resetAlert);
    auto* controls = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{m_intervalLabel, m_interval, m_monitor, m_thresholdLabel,
                                                      m_threshold, m_windowLabel, m_window})
        controls->addWidget(w);
    controls->addStretch(1);
    m_alertLabel = new QLabel(tab);
    m_alertLabel->setObjectName(QStringLiteral("utilizationAlert"));
    m_alertLabel->setWordWrap(true);
    m_alertLabel->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold"));
    m_chart = new GpuUsageChart(tab);

    m_costBox = new QGroupBox(tab);
    m_sinceLabel = new QLabel(m_costBox);
    m_since = new QDateTimeEdit(QDateTime::currentDateTime(), m_costBox);
    m_since->setObjectName(QStringLiteral("rentedSince"));
    m_since->setCalendarPopup(true);
    m_since->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm"));
    m_sinceLabel->setBuddy(m_since);
    m_costLabel = new QLabel(m_costBox);
    m_costLabel->setObjectName(QStringLiteral("costMeter"));
    m_recordSpend = new QPushButton(m_costBox);
    m_recordSpend->setObjectName(QStringLiteral("recordSpend"));
    connect(m_recordSpend, &QPushButton::clicked, this, &ConsolePage::recordSpend);
    connect(m_since, &QDateTimeEdit::dateTimeChanged, this, &ConsolePage::updateCost);
    auto* cost = new QHBoxLayout(m_costBox);
    cost->addWidget(m_sinceLabel);
    cost->addWidget(m_since);
    cost->addWidget(m_costLabel, 1);
    cost->addWidget(m_recordSpend);

    auto* layout = new QVBoxLayout(tab);
    layout->addLayout(controls);
    layout->addWidget(m_alertLabel);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_costBox);
    return tab;
}

QWidget* ConsolePage::createGuardTab()
{
    auto* tab = new QWidget(this);
    m_maxRuntimeLabel = new QLabel(tab);
    m_maxRuntime = new QLineEdit(tab);
    m_maxRuntime->setObjectName(QStringLiteral("maxRuntime"));
    m_maxRuntime->setPlaceholderText(QStringLiteral("8h"));
    m_idleLabel = new QLabel(tab);
    m_idle = new QLineEdit(QStringLiteral("30m"), tab);
    m_idle->setObjectName(QStringLiteral("idle"));
    m_idleUtilLabel = new QLabel(tab);
    m_idleUtil = new QSpinBox(tab);
    m_idleUtil->setRange(1, 100);
    m_idleUtil->setValue(10);
    m_idleUtil->setSuffix(QStringLiteral(" %"));
    m_releaseLabel = new QLabel(tab);
    m_release = new QLineEdit(QStringLiteral("shutdown -h now"), tab);
    m_release->setObjectName(QStringLiteral("releaseCommand"));
    auto* form = new QFormLayout;
    form->addRow(m_maxRuntimeLabel, m_maxRuntime);
    form->addRow(m_idleLabel, m_idle);
    form->addRow(m_idleUtilLabel, m_idleUtil);
    form->addRow(m_releaseLabel, m_release);
    m_maxRuntimeLabel->setBuddy(m_maxRuntime);
    m_idleLabel->setBuddy(m_idle);
    m_idleUtilLabel->setBuddy(m_idleUtil);
    m_releaseLabel->setBuddy(m_release);
    m_installGuard = new QPushButton(tab);
    m_installGuard->setObjectName(QStringLiteral("installGuard"));
    m_refreshGuard = new QPushButton(tab);
    m_removeGuard = new QPushButton(tab);
    connect(m_installGuard, &QPushButton::clicked, this, &ConsolePage::installGuard);
    connect(m_refreshGuard, &QPushButton::clicked, this, &ConsolePage::refreshGuard);
    connect(m_removeGuard, &QPushButton::clicked, this, &ConsolePage::removeGuard);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_installGuard);
    buttons->addWidget(m_refreshGuard);
    buttons->addWidget(m_removeGuard);
    m_guardView = new QPlainTextEdit(tab);
    m_guardView->setObjectName(QStringLiteral("guardStatus"));
    m_guardView->setReadOnly(true);
    auto* layout = new QVBoxLayout(tab);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_guardView, 1);
    return tab;
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

void ConsolePage::setKnownHostsFile(const QString& file)
{
    m_knownHosts = file;
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

std::optional<Offer> ConsolePage::currentOffer() const
{
    return m_offer;
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
    if (Status s = m_store.save(p); !s.ok()) {
        QMessageBox::warning(this, tr("Host profile"), s.error().message);
        return;
    }
    if (old && old->name != p.name) {
        (void)m_store.remove(old->name);
        // Its secrets follow the new name (on the worker's thread: keychain calls block).
        post([from = old->name, to = p.name] {
            for (const auto& key : {&SecretStore::hostPasswordKey, &SecretStore::providerTokenKey}) {
                const Result<std::optional<QByteArray>> secret = SecretStore::read(key(from));
                if (secret.ok() && secret->has_value())
                    (void)SecretStore::write(key(to), **secret);
            }
            SecretStore::forgetProfile(from);
        });
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
    if (Status s = m_store.remove(name); !s.ok()) {
        QMessageBox::warning(this, tr("Delete profile"), s.error().message);
        return;
    }
    // Keychain calls block: on the worker's thread.
    post([name] { SecretStore::forgetProfile(name); });
    reloadProfiles();
}

std::optional<ConsolePage::SecretAnswer> ConsolePage::askSecret(SecretKind kind, const QString& prompt)
{
    if (m_secretPrompt)
        return m_secretPrompt(kind, prompt);
    QDialog dialog(this);
    dialog.setWindowTitle(kind == SecretKind::Password ? tr("Password") : tr("Key passphrase"));
    auto* label = new QLabel(prompt, &dialog);
    auto* edit = new QLineEdit(&dialog);
    edit->setEchoMode(QLineEdit::Password);
    auto* remember = new QCheckBox(tr("Remember in the system keychain (never in a file)"), &dialog);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(label);
    layout->addWidget(edit);
    layout->addWidget(remember);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    SecretAnswer answer{edit->text().toUtf8(), remember->isChecked()};
    edit->clear();
    return answer;
}

void ConsolePage::connectToHost()
{
    const std::optional<HostProfile> profile = currentProfile();
    if (!profile) {
        appendLog(RemoteWorker::LogKind::Error, tr("Add a host profile first (New…)."));
        return;
    }
    if (m_connected)
        post([w = m_worker] { w->close(); });
    m_session = profile;
    m_target = profile->target.display();
    m_secrets->forget();
    // Runs on the worker's thread: the keychain first, then the person (through this page, on the GUI thread).
    const QString passwordKey = SecretStore::hostPasswordKey(profile->name);
    const QString passphraseKey =
        profile->target.keyFile.isEmpty() ? QString() : SecretStore::keyPassphraseKey(profile->target.keyFile);
    QPointer<ConsolePage> page(this);
    std::shared_ptr<SecretExchange> exchange = m_secrets;
    RemoteWorker* worker = m_worker;
    SshSession::SecretProvider provider = [page, exchange, worker, passwordKey,
                                           passphraseKey](SecretKind kind, const QString& prompt) -> QByteArray {
        const QString key = kind == SecretKind::Password ? passwordKey : passphraseKey;
        if (!key.isEmpty()) {
            const Result<std::optional<QByteArray>> saved = SecretStore::read(key);
            if (saved.ok() && saved->has_value())
                return **saved;
            if (!saved.ok())
                Q_EMIT worker->logged(RemoteWorker::LogKind::Info, saved.error().message);
        }
        struct Reply
        {
            QSemaphore done;
            std::optional<SecretAnswer> answer;
        };
        auto reply = std::make_shared<Reply>();
        QMetaObject::invokeMethod(
            page.data(),
            [page, reply, kind, prompt] {
                if (page)
                    reply->answer = page->askSecret(kind, prompt);
                reply->done.release();
            },
            Qt::QueuedConnection);
        while (!reply->done.tryAcquire(1, 100))
            if (exchange->closing)
                return {};
        if (!reply->answer)
            return {};
        if (reply->answer->remember && !key.isEmpty()) {
            const std::lock_guard lock(exchange->mutex);
            exchange->rememberKey = key;
            exchange->rememberSecret = reply->answer->secret;
        }
        return reply->answer->secret;
    };
    const SshTarget target = profile->target;
    const QString knownHosts = m_knownHosts;
    post([worker, provider, target, knownHosts] {
        worker->setSecretProvider(provider);
        if (!knownHosts.isEmpty())
            worker->setKnownHostsFile(knownHosts);
        worker->open(target);
    });
}

void ConsolePage::onHostKeyUnknown(const HostKeyCheck& key)
{
    bool trust = false;
    if (m_hostKeyPrompt) {
        trust = m_hostKeyPrompt(key, m_target);
    } else {
        QMessageBox box(QMessageBox::Warning, tr("Unknown host key"),
                        tr("GPU Planner has not connected to %1 before.").arg(m_target), QMessageBox::NoButton, this);
        box.setInformativeText(tr("Its %1 key fingerprint is\n\n%2\n\nCompare it with the fingerprint your provider "
                                  "shows for this instance. Trust it only if they match; it is then saved to "
                                  "~/.ssh/known_hosts like OpenSSH does.")
                                   .arg(key.keyType, key.fingerprint));
        QPushButton* trustButton = box.addButton(tr("Trust and connect"), QMessageBox::AcceptRole);
        QPushButton* cancel = box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(cancel);
        box.setEscapeButton(cancel);
        box.exec();
        trust = box.clickedButton() == trustButton;
    }
    if (trust) {
        appendLog(RemoteWorker::LogKind::Info, tr("Trusting %1 key %2.").arg(key.keyType, key.fingerprint));
        post([w = m_worker] { w->trustHostKey(); });
    } else {
        appendLog(RemoteWorker::LogKind::Info, tr("Host key not trusted; not connected."));
        post([w = m_worker] { w->close(); });
    }
}

void ConsolePage::onOpened(const QString& target)
{
    m_connected = true;
    m_target = target;
    // A new session: the chart and the idle clock start over.
    m_chart->clear();
    m_alert = UtilizationAlert(m_threshold->value(), m_window->value() * 60LL);
    m_alertLabel->clear();
    m_keepAlive.start();
    // A secret that was asked for and worked is now saved, if the person wanted that (on the worker's thread: the
    // keychain calls block).
    std::shared_ptr<SecretExchange> exchange = m_secrets;
    RemoteWorker* worker = m_worker;
    post([exchange, worker] {
        QString key;
        QByteArray secret;
        {
            const std::lock_guard lock(exchange->mutex);
            key = exchange->rememberKey;
            secret = exchange->rememberSecret;
        }
        exchange->forget();
        if (key.isEmpty())
            return;
        const Status saved = SecretStore::write(key, secret);
        secret.fill('\0');
        Q_EMIT worker->logged(saved.ok() ? RemoteWorker::LogKind::Info : RemoteWorker::LogKind::Error,
                              saved.ok() ? ConsolePage::tr("Saved in the system keychain.") : saved.error().message);
    });
    updateState();
    updateOfferLabel();
    Q_EMIT connectionChanged(true);
}

void ConsolePage::disconnectFromHost()
{
    m_worker->cancel();
    post([w = m_worker] { w->close(); });
}

void ConsolePage::runSmokeTest()
{
    SmokeExpectations expect;
    expect.offer = currentOffer();
    if (expect.offer)
        expect.gpu = GpuCatalog::builtIn().find(expect.offer->gpuId);
    expect.needBytes = m_needGiB->value() * kGiB;
    UserTask task;
    task.command = m_userCommand->text().trimmed();
    task.steps = m_steps->value();
    task.workdir = m_workdir->text().trimmed().isEmpty() ? QStringLiteral("work") : m_workdir->text().trimmed();
    // Without a speed line of its own, the command is taken to run the plan's micro-batch and sequence length.
    if (const Questionnaire& q = m_document.questionnaire(); q.task != Task::Inference)
        task.tokensPerStepPerGpu = q.batch * q.seq;
    if (task.isSet()) {
        const std::optional<qint64> limit = parseDuration(m_userTimeout->text().trimmed());
        if (!limit || *limit < 1) {
            appendLog(RemoteWorker::LogKind::Error,
                      tr("\"%1\" is not a duration such as 8h, 30m or 2h30m.").arg(m_userTimeout->text()));
            return;
        }
        task.timeoutSeconds = static_cast<int>(std::min<qint64>(*limit, 7 * 86400));
    }
    m_tabs->setCurrentIndex(0);
    post([w = m_worker, expect, task] { w->runSmokeTest(expect, task); });
}

void ConsolePage::startUpload(const QStringList& paths, const QString& dest)
{
    if (paths.isEmpty()) {
        appendLog(RemoteWorker::LogKind::Error, tr("Add the files or folders to upload first."));
        return;
    }
    UploadOptions options;
    options.tar.paths = paths;
    options.destDir = dest.trimmed().isEmpty() ? QStringLiteral("work") : dest.trimmed();
    options.tar.compression = compressionFromCode(m_compression->currentData().toString()).value_or(Compression::Zstd);
    const QStringList excludes =
        m_excludes->text().split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
    options.tar.excludes = TarballOptions::defaultExcludes() + excludes;
    options.extract = m_extract->isChecked();
    options.tar.followOutsideLinks = m_followLinks->isChecked();
    options.checkSpace = m_checkSpace->isChecked();
    m_uploadBar->setValue(0);
    m_uploadDetail->setText(tr("Preparing the archive …"));
    post([w = m_worker, options] { w->upload(options); });
}

void ConsolePage::startProvision()
{
    ProvisionOptions options;
    options.workdir = m_workdir->text().trimmed().isEmpty() ? QStringLiteral("work") : m_workdir->text().trimmed();
    QString error;
    if (!m_setupFile->text().trimmed().isEmpty())
        options.setupScript = readRecipe(m_setupFile->text().trimmed(), &error);
    if (error.isEmpty() && !m_requirementsFile->text().trimmed().isEmpty())
        options.requirements = readRecipe(m_requirementsFile->text().trimmed(), &error);
    if (!m_minCuda->text().trimmed().isEmpty()) {
        options.minCuda = QVersionNumber::fromString(m_minCuda->text().trimmed());
        if (options.minCuda.isNull())
            error = tr("The minimum CUDA version \"%1\" is not a version such as 12.1.").arg(m_minCuda->text());
    }
    if (!error.isEmpty()) {
        appendLog(RemoteWorker::LogKind::Error, error);
        return;
    }
    options.force = m_force->isChecked();
    m_provisionSteps->clear();
    post([w = m_worker, options] { w->provision(options); });
}

void ConsolePage::installGuard()
{
    GuardSettings settings;
    const auto duration = [this](QLineEdit* edit, qint64* out) {
        if (edit->text().trimmed().isEmpty()) {
            *out = 0;
            return true;
        }
        const std::optional<qint64> d = parseDuration(edit->text().trimmed());
        if (!d) {
            appendLog(RemoteWorker::LogKind::Error,
                      tr("\"%1\" is not a duration such as 8h, 30m or 2h30m.").arg(edit->text()));
            return false;
        }
        *out = *d;
        return true;
    };
    if (!duration(m_maxRuntime, &settings.maxRuntimeSeconds) || !duration(m_idle, &settings.idleSeconds))
        return;
    if (settings.maxRuntimeSeconds == 0 && settings.idleSeconds == 0) {
        appendLog(RemoteWorker::LogKind::Error, tr("Set a maximum runtime, an idle time, or both."));
        return;
    }
    settings.idleUtilPercent = m_idleUtil->value();
    if (!m_release->text().trimmed().isEmpty())
        settings.releaseCommand = m_release->text().trimmed();
    // The profile's provider token, if one is in the keychain, goes along (read on the worker's thread).
    const QString tokenKey = m_session ? SecretStore::providerTokenKey(m_session->name) : QString();
    post([w = m_worker, settings, tokenKey]() mutable {
        if (!tokenKey.isEmpty()) {
            const Result<std::optional<QByteArray>> token = SecretStore::read(tokenKey);
            if (token.ok() && token->has_value())
                settings.providerToken = **token;
        }
        w->installGuard(settings);
        settings.providerToken.fill('\0');
    });
}

void ConsolePage::refreshGuard()
{
    post([w = m_worker] { w->showGuard(); });
}

void ConsolePage::removeGuard()
{
    post([w = m_worker] { w->removeGuard(); });
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
    post([w = m_worker, k = *key] { w->installKey(k); });
}

void ConsolePage::setMonitoring(bool on)
{
    if (m_monitor->isChecked() != on) {
        const QSignalBlocker blocker(m_monitor);
        m_monitor->setChecked(on);
    }
    if (on && m_connected) {
        m_monitorTimer.start(m_interval->value() * 1000);
        if (!m_sampleInFlight) {
            m_sampleInFlight = true;
            post([w = m_worker] { w->sampleGpus(); });
        }
    } else {
        m_monitorTimer.stop();
        if (m_monitor->isChecked()) {
            const QSignalBlocker blocker(m_monitor);
            m_monitor->setChecked(false);
        }
    }
    m_monitor->setText(m_monitor->isChecked() ? tr("Stop") : tr("Start"));
}

void ConsolePage::onSamples(const QList<GpuSample>& samples)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    m_chart->addSamples(now, samples);
    if (m_alert.add(now, samples) || m_alert.isAlerting()) {
        m_alertLabel->setText(tr("Every GPU has been under %1 % for %2 — this instance is costing money for nothing. "
                                 "Stop it, or install an idle guard.")
                                  .arg(m_threshold->value())
                                  .arg(formatDuration(m_alert.lowSince()->secsTo(now))));
    } else {
        m_alertLabel->clear();
    }
}

void ConsolePage::cancelTask()
{
    m_worker->cancel();
    appendLog(RemoteWorker::LogKind::Info, tr("Cancelling …"));
}

bool ConsolePage::exportSmokeReport(const QString& path)
{
    const SmokeRecord& record = m_smokeModel->record();
    if (record.checks.isEmpty()) {
        QMessageBox::information(this, tr("Export smoke test"), tr("Run a smoke test first."));
        return false;
    }
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QByteArray data = suffix == QLatin1String("json")  ? QJsonDocument(record.toJson()).toJson()
                            : suffix == QLatin1String("csv") ? record.toCsv().toUtf8()
                                                             : record.toMarkdown().toUtf8();
    if (const Status saved = SafeSave::write(path, data); !saved.ok()) {
        QMessageBox::warning(this, tr("Export smoke test"), saved.error().message);
        return false;
    }
    appendLog(RemoteWorker::LogKind::Info, tr("Smoke test exported to %1.").arg(path));
    return true;
}

void ConsolePage::updateCost()
{
    const std::optional<CostMeter::Rate>& rate = m_rate;
    m_recordSpend->setEnabled(rate.has_value());
    if (!rate) {
        m_costLabel->setText(tr("Link the profile to the offer you rented to see what it costs."));
        return;
    }
    const qint64 seconds = std::max<qint64>(0, m_since->dateTime().secsTo(QDateTime::currentDateTime()));
    m_costLabel->setText(tr("%1 running × %2/h = <b>%3</b>")
                             .arg(formatDuration(seconds), ExchangeRate::format(rate->perHour),
                                  ExchangeRate::format(CostMeter::cost(*rate, seconds))));
}

void ConsolePage::recordSpend()
{
    const std::optional<Offer>& offer = m_offer;
    const std::optional<CostMeter::Rate>& rate = m_rate;
    if (!offer || !rate)
        return;
    const QDateTime since = m_since->dateTime();
    const qint64 seconds = std::max<qint64>(0, since.secsTo(QDateTime::currentDateTime()));
    SpendRecord record;
    record.target = m_target.isEmpty() && currentProfile() ? currentProfile()->target.display() : m_target;
    record.offerId = offer->id;
    record.start = since.toUTC();
    record.hours = seconds / 3600.0;
    record.cost = CostMeter::cost(*rate, seconds);
    m_document.addSpend(record);
    // The next record starts where this one ended, so nothing is counted twice.
    m_since->setDateTime(QDateTime::currentDateTime());
    appendLog(RemoteWorker::LogKind::Info,
              tr("Added %1 to the plan's actual spend.").arg(ExchangeRate::format(record.cost)));
}

void ConsolePage::updateNeedFromPlan()
{
    // Only the memory estimate: the GPUs, offers and prices the Plan page also works out do not matter here.
    const Result<ModelArchitecture> model = PlanEvaluator::resolveModel(m_document.questionnaire());
    if (!model.ok())
        return;
    const Result<MemoryEstimate> memory = MemoryEstimator::estimate(*model, m_document.questionnaire().toNeed(), false);
    if (memory.ok())
        m_needGiB->setValue(memory->total() / kGiB);
}

void ConsolePage::showLatestSmokeTest()
{
    const QList<SmokeRecord>& tests = m_document.plan().smokeTests;
    if (tests.isEmpty()) {
        m_smokeModel->setRecord(SmokeRecord{});
    } else {
        m_smokeModel->setRecord(tests.last());
    }
    updateSmokeSummary();
}

void ConsolePage::updateSmokeSummary()
{
    const SmokeRecord& record = m_smokeModel->record();
    if (record.checks.isEmpty())
        m_smokeSummary->setText(tr("No smoke test yet. Connect, then run one: it takes about a minute and tells you "
                                   "whether the instance is what you pay for."));
    else
        // Kept with the plan in memory at once; on disk only once the plan is saved, which the text must not hide.
        m_smokeSummary->setText(
            tr("<b>%1</b> at %2: %3. %4")
                .arg(record.target.toHtmlEscaped(), QLocale().toString(record.at.toLocalTime(), QLocale::ShortFormat),
                     record.countsText(),
                     m_document.isModified() ? tr("Added to the plan, which is not saved yet (Ctrl+S saves it).")
                                             : tr("Saved with the plan.")));
    m_exportSmoke->setEnabled(!record.checks.isEmpty());
    // "Calibrate this plan" stores what the latest run measured against the plan as it is now.
    m_proposedCalibration.reset();
    QString why = tr("Run a smoke test with your training command first.");
    if (record.run) {
        const RunComparison c =
            PlanCalibration::compare(m_document.questionnaire(), *record.run, record.target, record.at);
        m_proposedCalibration = c.calibration;
        why = c.calibration ? tr("Store the measured speed (%1 × the estimate) in the plan: its times and costs on "
                                 "%2 follow it.")
                                  .arg(QLocale().toString(c.calibration->factor, 'f', 3), c.gpu->name)
                            : c.problem;
    }
    m_calibrate->setEnabled(m_proposedCalibration.has_value());
    m_calibrate->setToolTip(why);
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

void ConsolePage::onTaskStarted(const QString& task)
{
    if (task != QLatin1String("monitor"))
        m_running << task;
    updateState();
}

void ConsolePage::onTaskFinished(const QString& task, bool ok, const QString& message)
{
    if (task == QLatin1String("monitor")) {
        m_sampleInFlight = false;
        if (!ok)
            setMonitoring(false);
    } else {
        m_running.removeOne(task);
    }
    if (task == QLatin1String("upload") && !ok)
        m_uploadDetail->setText(message);
    updateState();
    Q_EMIT taskFinished(task, ok, message);
}

void ConsolePage::updateState()
{
    const bool busy = isBusy();
    const bool haveProfile = !currentProfileName().isEmpty();
    m_busy->setVisible(busy);
    m_cancel->setEnabled(busy);
    m_profiles->setEnabled(!m_connected);
    m_newProfile->setEnabled(!m_connected);
    m_editProfile->setEnabled(!m_connected && haveProfile);
    m_deleteProfile->setEnabled(!m_connected && haveProfile);
    m_connect->setEnabled(haveProfile && (m_connected || !busy));
    m_connect->setText(m_connected ? tr("&Disconnect") : tr("&Connect"));
    for (QPushButton* b :
         {m_installKey, m_runSmoke, m_upload, m_provision, m_installGuard, m_refreshGuard, m_removeGuard})
        b->setEnabled(m_connected && !busy);
    m_upload->setEnabled(m_connected && !busy && m_uploadPaths->count() > 0);
    m_monitor->setEnabled(m_connected);
    m_exportSmoke->setEnabled(!m_smokeModel->record().checks.isEmpty());
    m_removePath->setEnabled(m_uploadPaths->count() > 0);
    if (m_connected)
        m_status->setText(tr("<b>Connected</b> to %1").arg(m_target.toHtmlEscaped()));
    else if (busy && m_running.contains(QStringLiteral("open")))
        m_status->setText(tr("Connecting …"));
    else
        m_status->setText(tr("Not connected"));
}

void ConsolePage::updateOfferLabel()
{
    // The profile file is read here, when the profile, the session or the catalog changes; the cost meter's
    // once-a-second tick only uses what this keeps.
    const std::optional<HostProfile> p = m_connected && m_session ? m_session : currentProfile();
    m_offer = p && !p->offerId.isEmpty() ? m_catalog.offer(p->offerId) : std::nullopt;
    m_rate = m_offer ? CostMeter::hourlyRate(*m_offer) : std::nullopt;
    if (!p || p->offerId.isEmpty()) {
        m_offerLabel->setText(tr("Not linked to a catalog offer: the smoke test cannot compare with what was "
                                 "promised."));
    } else if (const std::optional<Offer>& offer = m_offer) {
        const std::optional<GpuSpec> gpu = GpuCatalog::builtIn().find(offer->gpuId);
        const std::optional<CostMeter::Rate>& rate = m_rate;
        m_offerLabel->setText(tr("Rented offer %1: %2 × %3%4")
                                  .arg(offer->id, QString::number(offer->gpuCount), gpu ? gpu->name : offer->gpuId,
                                       rate ? tr(", %1/h").arg(ExchangeRate::format(rate->perHour)) : QString()));
    } else {
        m_offerLabel->setText(tr("The linked offer %1 is not in the catalogs any more.").arg(p->offerId));
    }
    updateCost();
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
    m_tabs->setTabText(0, tr("Smoke test"));
    m_tabs->setTabText(1, tr("Upload"));
    m_tabs->setTabText(2, tr("Provision"));
    m_tabs->setTabText(3, tr("Monitor"));
    m_tabs->setTabText(4, tr("Guards"));

    m_needLabel->setText(tr("GPU memory the plan needs:"));
    m_needGiB->setToolTip(tr("The smoke test allocates this much on the GPU to prove it fits (0: skip)"));
    m_userCommandLabel->setText(tr("Your training command:"));
    m_userCommand->setPlaceholderText(
        tr("optional, e.g. python train.py --max_steps {steps} (runs last, in the working directory)"));
    m_stepsLabel->setText(tr("Steps:"));
    m_steps->setToolTip(tr("Replaces {steps} in the command; also given as $GP_MAX_STEPS"));
    m_timeoutLabel->setText(tr("Timeout:"));
    m_runSmoke->setText(tr("&Run smoke test"));
    m_runSmoke->setToolTip(tr("Checks GPUs, driver, CUDA, PyTorch, a bf16 matmul, memory bandwidth, CPU, RAM and "
                              "disk against the offer (F5)"));
    m_exportSmoke->setText(tr("E&xport…"));
    m_calibrate->setText(tr("Ca&librate this plan"));
    updateSmokeSummary();
    m_smokeModel->retranslate();

    m_addFiles->setText(tr("Add &files…"));
    m_addFolder->setText(tr("Add f&older…"));
    m_removePath->setText(tr("Remove"));
    m_destLabel->setText(tr("&Destination on the instance:"));
    m_compressionLabel->setText(tr("Co&mpression:"));
    m_excludeLabel->setText(tr("E&xclude:"));
    m_excludes->setPlaceholderText(
        tr("extra patterns, e.g. *.ckpt wandb/ (.git, __pycache__, *.pyc, checkpoints and .gitignore rules apply)"));
    m_compression->setItemText(0, tr("zstd (.tar.zst): fast, the default"));
    m_compression->setItemText(1, tr("gzip (.tar.gz): where the instance has no zstd"));
    m_compression->setItemText(2, tr("none (.tar): for data that is compressed already"));
    m_extract->setText(tr("Unpack on the instance after the SHA-256 matches"));
    m_followLinks->setText(tr("Send what links outside the folders point to (--follow-symlinks)"));
    m_checkSpace->setText(tr("Check the instance's free space before sending (--no-space-check to skip)"));
    m_upload->setText(tr("&Upload"));

    m_setupLabel->setText(tr("Setup &script:"));
    m_setupFile->setPlaceholderText(tr("shell commands, run with sh -e in the working directory"));
    m_requirementsLabel->setText(tr("&requirements.txt:"));
    m_requirementsFile->setPlaceholderText(tr("pinned versions, so the environment can be rebuilt anywhere"));
    m_workdirLabel->setText(tr("&Working directory:"));
    m_cudaLabel->setText(tr("Minimum &CUDA:"));
    m_force->setText(tr("Run the recipes again even if they were applied"));
    m_provision->setText(tr("&Provision"));

    m_intervalLabel->setText(tr("Every"));
    m_interval->setSuffix(tr(" s", "seconds"));
    m_window->setSuffix(tr(" min", "minutes"));
    m_monitor->setText(m_monitor->isChecked() ? tr("Stop") : tr("Start"));
    m_thresholdLabel->setText(tr("Alert below"));
    m_windowLabel->setText(tr("for"));
    m_chart->retranslate();
    m_costBox->setTitle(tr("Cost meter"));
    m_sinceLabel->setText(tr("Rented since:"));
    m_recordSpend->setText(tr("Add to the plan's actual spend"));

    m_maxRuntimeLabel->setText(tr("Maximum &runtime:"));
    m_maxRuntime->setToolTip(tr("e.g. 8h or 2h30m; empty: no limit"));
    m_idleLabel->setText(tr("Release when &idle for:"));
    m_idle->setToolTip(tr("GPU utilization under the threshold and no SSH session for this long; empty: no idle "
                          "watchdog"));
    m_idleUtilLabel->setText(tr("Idle means &under:"));
    m_releaseLabel->setText(tr("Release &command:"));
    m_release->setToolTip(tr("Runs on the instance when a guard fires: shutdown, or your provider's own stop API"));
    m_installGuard->setText(tr("&Install guard"));
    m_refreshGuard->setText(tr("Show"));
    m_removeGuard->setText(tr("Remove guard"));

    m_logLabel->setText(tr("Log of what was run:"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the running task (Esc)"));
    m_clearLog->setText(tr("Clear log"));
    updateState();
    updateOfferLabel();
}

} // namespace gp
