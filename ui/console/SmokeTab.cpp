#include "ui/console/SmokeTab.h"
#include "core/common/Units.h"

#include "core/notify/Notifications.h"

#include "core/common/SafeSave.h"
#include "core/estimator/MemoryEstimator.h"
#include "core/estimator/PerformanceEstimator.h"
#include "core/plan/PlanDocument.h"
#include "core/plan/PlanEvaluator.h"
#include "ui/console/SmokeReportModel.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace gp {

namespace {} // namespace

SmokeTab::SmokeTab(ConsoleSession& session, PlanDocument& document, QWidget* parent)
    : ConsoleTab(session, parent), m_document(document)
{
    m_needLabel = new QLabel(this);
    m_needGiB = new QDoubleSpinBox(this);
    m_needGiB->setObjectName(QStringLiteral("needVram"));
    m_needGiB->setRange(0, 2048);
    m_needGiB->setDecimals(1);
    m_needGiB->setSuffix(QStringLiteral(" GiB"));
    m_needLabel->setBuddy(m_needGiB);
    m_levelLabel = new QLabel(this);
    m_level = new QComboBox(this);
    m_level->setObjectName(QStringLiteral("smokeLevel"));
    m_level->addItem(QString(), smokeLevelCode(SmokeLevel::Quick));
    m_level->addItem(QString(), smokeLevelCode(SmokeLevel::Full));
    m_levelLabel->setBuddy(m_level);
    m_downloadLabel = new QLabel(this);
    m_downloadUrl = new QLineEdit(this);
    m_downloadUrl->setObjectName(QStringLiteral("downloadUrl"));
    m_downloadLabel->setBuddy(m_downloadUrl);
    m_run = new QPushButton(this);
    m_run->setObjectName(QStringLiteral("runSmokeTest"));
    connect(m_run, &QPushButton::clicked, this, &SmokeTab::runSmokeTest);
    m_export = new QPushButton(this);
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Export smoke test"), QStringLiteral("smoke-test.md"),
                                         tr("Markdown (*.md);;CSV (*.csv);;JSON (*.json)"));
        if (!path.isEmpty())
            exportSmokeReport(path);
    });
    m_calibrate = new QPushButton(this);
    m_calibrate->setObjectName(QStringLiteral("calibratePlan"));
    connect(m_calibrate, &QPushButton::clicked, this, [this] {
        if (!m_proposedCalibration)
            return;
        const SpeedCalibration c = *m_proposedCalibration;
        m_document.setCalibration(c);
        Q_EMIT logMessage(RemoteWorker::LogKind::Info,
                          tr("Plan calibrated. %1").arg(PerformanceEstimator::calibrationNote(c)));
    });
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("smokeSummary"));
    m_summary->setWordWrap(true);
    m_model = new SmokeReportModel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("smokeTable"));
    m_table->setModel(m_model);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(SmokeReportModel::Meaning, QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_userCommandLabel = new QLabel(this);
    m_userCommand = new QLineEdit(this);
    m_userCommand->setObjectName(QStringLiteral("userCommand"));
    m_userCommandLabel->setBuddy(m_userCommand);
    m_stepsLabel = new QLabel(this);
    m_steps = new QSpinBox(this);
    m_steps->setRange(1, 1000000);
    m_steps->setValue(20);
    m_stepsLabel->setBuddy(m_steps);
    m_timeoutLabel = new QLabel(this);
    m_userTimeout = new QLineEdit(QStringLiteral("10m"), this);
    m_userTimeout->setMaximumWidth(80);
    m_timeoutLabel->setBuddy(m_userTimeout);
    auto* row = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{m_needLabel, m_needGiB, m_levelLabel, m_level})
        row->addWidget(w);
    row->addStretch(1);
    row->addWidget(m_run);
    row->addWidget(m_calibrate);
    row->addWidget(m_export);
    auto* networkRow = new QHBoxLayout;
    networkRow->addWidget(m_downloadLabel);
    networkRow->addWidget(m_downloadUrl, 1);
    auto* userRow = new QHBoxLayout;
    userRow->addWidget(m_userCommandLabel);
    userRow->addWidget(m_userCommand, 1);
    userRow->addWidget(m_stepsLabel);
    userRow->addWidget(m_steps);
    userRow->addWidget(m_timeoutLabel);
    userRow->addWidget(m_userTimeout);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addLayout(networkRow);
    layout->addLayout(userRow);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);

    connect(&session, &ConsoleSession::smokeRecordReady, this, [this](const SmokeRecord& record) {
        m_document.addSmokeTest(record); // shown through recordsChanged
        if (const std::optional<Notification> failed = Notifications::smokeFailed(m_session.where(), record))
            Q_EMIT notificationReady({*failed});
    });
    connect(&m_document, &PlanDocument::recordsChanged, this, &SmokeTab::showLatest);
    // The questionnaire changes with every keystroke on the Plan page: follow it once per event-loop turn.
    auto* needTimer = new QTimer(this);
    needTimer->setSingleShot(true);
    needTimer->setInterval(0);
    connect(needTimer, &QTimer::timeout, this, &SmokeTab::updateNeedFromPlan);
    connect(&m_document, &PlanDocument::questionnaireChanged, needTimer, qOverload<>(&QTimer::start));
    connect(&m_document, &PlanDocument::questionnaireChanged, this, &SmokeTab::updateSummary);
    connect(&m_document, &PlanDocument::modifiedChanged, this, &SmokeTab::updateSummary);
    retranslateUi();
    updateNeedFromPlan();
    showLatest();
}

void SmokeTab::runSmokeTest()
{
    SmokeExpectations expect = ConsoleSession::smokeExpectations(
        m_offer, m_needGiB->value() * kGiB,
        smokeLevelFromCode(m_level->currentData().toString()).value_or(SmokeLevel::Quick));
    const QString url = m_downloadUrl->text().trimmed();
    if (!url.isEmpty()) {
        if (!SmokeTest::isTransferUrl(url)) {
            Q_EMIT logMessage(RemoteWorker::LogKind::Error,
                              tr("\"%1\" is not an http:// or https:// URL to download from.").arg(url));
            return;
        }
        expect.downloadUrl = url;
    }
    UserTask task;
    task.command = m_userCommand->text().trimmed();
    task.steps = m_steps->value();
    task.workdir = m_workdir ? m_workdir() : ConsoleSession::defaultWorkdir();
    expect.dataDir = task.workdir;
    // Without a speed line of its own, the command is taken to run the plan's micro-batch and sequence length.
    if (const Questionnaire& q = m_document.questionnaire(); q.task != Task::Inference)
        task.tokensPerStepPerGpu = q.batch * q.seq;
    if (task.isSet()) {
        const std::optional<qint64> limit = parseDuration(m_userTimeout->text().trimmed());
        if (!limit || *limit < 1) {
            Q_EMIT logMessage(RemoteWorker::LogKind::Error,
                              tr("\"%1\" is not a duration such as 8h, 30m or 2h30m.").arg(m_userTimeout->text()));
            return;
        }
        task.timeoutSeconds = ConsoleSession::capTimeoutSeconds(*limit);
    }
    m_session.runSmokeTest(expect, task, m_document.questionnaire());
}

bool SmokeTab::exportSmokeReport(const QString& path)
{
    const SmokeRecord& record = m_model->record();
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
    Q_EMIT logMessage(RemoteWorker::LogKind::Info, tr("Smoke test exported to %1.").arg(path));
    return true;
}

void SmokeTab::setActionsEnabled(bool enabled)
{
    m_run->setEnabled(enabled);
    m_export->setEnabled(!m_model->record().checks.isEmpty());
}

void SmokeTab::updateNeedFromPlan()
{
    // Only the memory estimate: the GPUs, offers and prices the Plan page also works out do not matter here.
    const Result<ModelArchitecture> model = PlanEvaluator::resolveModel(m_document.questionnaire());
    if (!model.ok())
        return;
    const Result<MemoryEstimate> memory = MemoryEstimator::estimate(*model, m_document.questionnaire().toNeed(), false);
    if (memory.ok())
        m_needGiB->setValue(memory->total() / kGiB);
}

void SmokeTab::showLatest()
{
    const QList<SmokeRecord>& tests = m_document.plan().smokeTests;
    m_model->setRecord(tests.isEmpty() ? SmokeRecord{} : tests.last());
    updateSummary();
}

void SmokeTab::updateSummary()
{
    const SmokeRecord& record = m_model->record();
    if (record.checks.isEmpty()) {
        m_summary->setText(tr("No smoke test yet. Connect, then run one: it takes about a minute and tells you "
                              "whether the instance is what you pay for."));
    } else {
        // Kept with the plan in memory at once; on disk only once the plan is saved, which the text must not hide.
        const QString delivered = record.summary ? record.summary->describe() : QString();
        m_summary->setText(
            tr("<b>%1</b> at %2: %3. %4")
                .arg(record.target.toHtmlEscaped(), QLocale().toString(record.at.toLocalTime(), QLocale::ShortFormat),
                     record.countsText(),
                     m_document.isModified() ? tr("Added to the plan, which is not saved yet (Ctrl+S saves it).")
                                             : tr("Saved with the plan.")) +
            (delivered.isEmpty() ? QString() : QStringLiteral("<br>") + delivered.toHtmlEscaped()));
    }
    m_export->setEnabled(!record.checks.isEmpty());
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

void SmokeTab::retranslateUi()
{
    m_needLabel->setText(tr("GPU memory the plan needs:"));
    m_needGiB->setToolTip(tr("The smoke test holds this much on every GPU through a compute step (0: skip)"));
    m_levelLabel->setText(tr("&Level:"));
    m_level->setItemText(0, tr("Quick (under a minute)"));
    m_level->setItemText(1, tr("Full (under five minutes, sustained load)"));
    m_downloadLabel->setText(tr("Download &test URL:"));
    m_downloadUrl->setPlaceholderText(tr("empty: the platform's Hugging Face mirror when the offer is known"));
    m_userCommandLabel->setText(tr("Your training command:"));
    m_userCommand->setPlaceholderText(
        tr("optional, e.g. python train.py --max_steps {steps} (runs last, in the working directory)"));
    m_stepsLabel->setText(tr("Steps:"));
    m_steps->setToolTip(tr("Replaces {steps} in the command; also given as $GP_MAX_STEPS"));
    m_timeoutLabel->setText(tr("Timeout:"));
    m_run->setText(tr("&Run smoke test"));
    m_run->setToolTip(tr("Checks GPUs, driver, PyTorch, PCIe, errors, clocks, sustained compute and its results, "
                         "memory bandwidth, NVLink, network, CPU, RAM and disk against the offer (F5)"));
    m_export->setText(tr("E&xport…"));
    m_calibrate->setText(tr("Ca&librate this plan"));
    updateSummary();
    m_model->retranslate();
}

} // namespace gp
