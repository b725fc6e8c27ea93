#include "ui/console/ProvisionTab.h"

#include <QCheckBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace gp {

ProvisionTab::ProvisionTab(ConsoleSession& session, QWidget* parent) : ConsoleTab(session, parent)
{
    const auto fileRow = [this](QLineEdit*& edit, const QString& objectName) {
        edit = new QLineEdit(this);
        edit->setObjectName(objectName);
        auto* browse = new QPushButton(this);
        m_browse << browse;
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
    m_setupLabel = new QLabel(this);
    m_requirementsLabel = new QLabel(this);
    m_workdirLabel = new QLabel(this);
    m_workdir = new QLineEdit(ConsoleSession::defaultWorkdir(), this);
    m_workdir->setObjectName(QStringLiteral("workdir"));
    m_cudaLabel = new QLabel(this);
    m_minCuda = new QLineEdit(this);
    m_minCuda->setPlaceholderText(QStringLiteral("12.1"));
    m_force = new QCheckBox(this);
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
    m_provision = new QPushButton(this);
    m_provision->setObjectName(QStringLiteral("provision"));
    connect(m_provision, &QPushButton::clicked, this, &ProvisionTab::startProvision);
    m_steps = new QListWidget(this);
    m_steps->setObjectName(QStringLiteral("provisionSteps"));
    m_steps->setWordWrap(true);
    auto* run = new QHBoxLayout;
    run->addStretch(1);
    run->addWidget(m_provision);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(run);
    layout->addWidget(m_steps, 1);

    connect(session.worker(), &RemoteWorker::provisionDone, this, [this](const ProvisionReport& report) {
        m_steps->clear();
        m_steps->addItem(tr("System: %1 · driver %2 · CUDA %3 · working directory %4")
                             .arg(report.os.isEmpty() ? tr("unknown") : report.os,
                                  report.driver.isEmpty() ? tr("none") : report.driver,
                                  report.cuda.isEmpty() ? tr("none") : report.cuda, report.workdir));
        for (const ProvisionStep& step : report.steps) {
            const QString mark = step.state == ProvisionStep::State::Failed    ? QStringLiteral("✗")
                                 : step.state == ProvisionStep::State::Warning ? QStringLiteral("!")
                                                                               : QStringLiteral("✓");
            m_steps->addItem(mark + QLatin1Char(' ') + step.message);
        }
    });
    retranslateUi();
}

QString ProvisionTab::workdir() const
{
    const QString dir = m_workdir->text().trimmed();
    return dir.isEmpty() ? ConsoleSession::defaultWorkdir() : dir;
}

void ProvisionTab::startProvision()
{
    ProvisionOptions options;
    options.workdir = workdir();
    QString error;
    const auto recipe = [&error](QLineEdit* edit) {
        if (!error.isEmpty() || edit->text().trimmed().isEmpty())
            return QByteArray();
        const Result<QByteArray> read = Provisioner::readRecipe(edit->text().trimmed());
        if (!read.ok())
            error = read.error().message;
        return read.ok() ? *read : QByteArray();
    };
    options.setupScript = recipe(m_setupFile);
    options.requirements = recipe(m_requirementsFile);
    if (!m_minCuda->text().trimmed().isEmpty()) {
        options.minCuda = QVersionNumber::fromString(m_minCuda->text().trimmed());
        if (options.minCuda.isNull())
            error = tr("The minimum CUDA version \"%1\" is not a version such as 12.1.").arg(m_minCuda->text());
    }
    if (!error.isEmpty()) {
        Q_EMIT logMessage(RemoteWorker::LogKind::Error, error);
        return;
    }
    options.force = m_force->isChecked();
    m_steps->clear();
    m_session.provision(options);
}

void ProvisionTab::setActionsEnabled(bool enabled)
{
    m_provision->setEnabled(enabled);
}

void ProvisionTab::retranslateUi()
{
    for (QPushButton* b : std::as_const(m_browse))
        b->setText(tr("Browse…"));
    m_setupLabel->setText(tr("Setup &script:"));
    m_setupFile->setPlaceholderText(tr("shell commands, run with sh -e in the working directory"));
    m_requirementsLabel->setText(tr("&requirements.txt:"));
    m_requirementsFile->setPlaceholderText(tr("pinned versions, so the environment can be rebuilt anywhere"));
    m_workdirLabel->setText(tr("&Working directory:"));
    m_cudaLabel->setText(tr("Minimum &CUDA:"));
    m_force->setText(tr("Run the recipes again even if they were applied"));
    m_provision->setText(tr("&Provision"));
}

} // namespace gp
