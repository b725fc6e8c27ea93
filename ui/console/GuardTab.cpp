#include "ui/console/GuardTab.h"

#include "core/jobs/Guard.h"
#include "core/providers/ProviderLaunch.h"
#include "core/providers/ProviderRunner.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gp {

GuardTab::GuardTab(ConsoleSession& session, QWidget* parent) : ConsoleTab(session, parent)
{
    m_maxRuntimeLabel = new QLabel(this);
    m_maxRuntime = new QLineEdit(this);
    m_maxRuntime->setObjectName(QStringLiteral("maxRuntime"));
    m_maxRuntime->setPlaceholderText(QStringLiteral("8h"));
    m_idleLabel = new QLabel(this);
    m_idle = new QLineEdit(QStringLiteral("30m"), this);
    m_idle->setObjectName(QStringLiteral("idle"));
    m_idleUtilLabel = new QLabel(this);
    m_idleUtil = new QSpinBox(this);
    m_idleUtil->setRange(1, 100);
    m_idleUtil->setValue(10);
    m_idleUtil->setSuffix(QStringLiteral(" %"));
    m_firesLabel = new QLabel(this);
    m_fires = new QComboBox(this);
    m_fires->setObjectName(QStringLiteral("guardAction"));
    connect(m_fires, &QComboBox::currentIndexChanged, this,
            [this] { m_release->setEnabled(!providerActionFromCode(m_fires->currentData().toString())); });
    m_releaseLabel = new QLabel(this);
    m_release = new QLineEdit(QStringLiteral("shutdown -h now"), this);
    m_release->setObjectName(QStringLiteral("releaseCommand"));
    auto* form = new QFormLayout;
    form->addRow(m_maxRuntimeLabel, m_maxRuntime);
    form->addRow(m_idleLabel, m_idle);
    form->addRow(m_idleUtilLabel, m_idleUtil);
    form->addRow(m_firesLabel, m_fires);
    form->addRow(m_releaseLabel, m_release);
    m_maxRuntimeLabel->setBuddy(m_maxRuntime);
    m_idleLabel->setBuddy(m_idle);
    m_idleUtilLabel->setBuddy(m_idleUtil);
    m_firesLabel->setBuddy(m_fires);
    m_releaseLabel->setBuddy(m_release);
    m_install = new QPushButton(this);
    m_install->setObjectName(QStringLiteral("installGuard"));
    m_show = new QPushButton(this);
    m_remove = new QPushButton(this);
    connect(m_install, &QPushButton::clicked, this, &GuardTab::installGuard);
    connect(m_show, &QPushButton::clicked, this, [this] { m_session.showGuard(); });
    connect(m_remove, &QPushButton::clicked, this, [this] { m_session.removeGuard(); });
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_install);
    buttons->addWidget(m_show);
    buttons->addWidget(m_remove);
    m_view = new QPlainTextEdit(this);
    m_view->setObjectName(QStringLiteral("guardStatus"));
    m_view->setReadOnly(true);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_view, 1);

    connect(session.worker(), &RemoteWorker::guardStatus, this, [this](const GuardStatus& s) {
        QStringList lines;
        lines << (!s.installed ? tr("No guard is installed on this instance.")
                  : s.running  ? tr("The guard is installed and running.")
                               : tr("The guard is installed but not running."));
        for (auto it = s.settings.constBegin(); it != s.settings.constEnd(); ++it)
            lines << QStringLiteral("%1 = %2").arg(it.key(), it.value());
        if (!s.log.isEmpty())
            lines << QString() << tr("Guard log:") << s.log.trimmed();
        m_view->setPlainText(lines.join(QLatin1Char('\n')));
    });
    retranslateUi();
}

void GuardTab::installGuard()
{
    GuardSettings settings;
    const auto duration = [this](QLineEdit* edit, qint64* out) {
        if (edit->text().trimmed().isEmpty()) {
            *out = 0;
            return true;
        }
        const std::optional<qint64> d = parseDuration(edit->text().trimmed());
        if (!d) {
            Q_EMIT logMessage(RemoteWorker::LogKind::Error,
                              tr("\"%1\" is not a duration such as 8h, 30m or 2h30m.").arg(edit->text()));
            return false;
        }
        *out = *d;
        return true;
    };
    if (!duration(m_maxRuntime, &settings.maxRuntimeSeconds) || !duration(m_idle, &settings.idleSeconds))
        return;
    if (settings.maxRuntimeSeconds == 0 && settings.idleSeconds == 0) {
        Q_EMIT logMessage(RemoteWorker::LogKind::Error, tr("Set a maximum runtime, an idle time, or both."));
        return;
    }
    settings.idleUtilPercent = m_idleUtil->value();
    // A provider action ("stop", "release"), or none: the release command.
    const std::optional<ProviderAction> viaApi = providerActionFromCode(m_fires->currentData().toString());
    const std::optional<HostProfile> profile = m_session.profile();
    if (!viaApi || !profile || !profile->launched()) {
        if (!m_release->text().trimmed().isEmpty())
            settings.releaseCommand = m_release->text().trimmed();
        m_session.installGuard(settings);
        return;
    }
    // Through the provider's API: what ends the bill, where a shutdown inside a container often does not.
    const Result<ProviderEndpoint> endpoint = m_runner ? m_runner->endpoint() : ProviderEndpoint::fromEnvironment();
    const Result<ProviderGuardPlan> plan =
        endpoint.ok()
            ? ProviderGuard::plan(*profile, *viaApi, m_catalog ? *m_catalog : PriceCatalog::builtIn(), *endpoint)
            : Result<ProviderGuardPlan>(endpoint.error());
    if (!plan.ok()) {
        Q_EMIT logMessage(RemoteWorker::LogKind::Error, plan.error().message);
        return;
    }
    Q_EMIT logMessage(RemoteWorker::LogKind::Info, plan->says);
    settings.releaseCommand = plan->command;
    m_session.installGuard(settings, true);
}

void GuardTab::updateActions()
{
    const QString before = m_fires->currentData().toString();
    const std::optional<HostProfile> profile = m_session.profile();
    const ProviderApiInfo* api = profile && profile->launched() ? providerApi(profile->providerId) : nullptr;
    QSignalBlocker quiet(m_fires);
    m_fires->clear();
    if (api) {
        const QString name = providerDisplayName(api->id);
        if (api->actions.contains(ProviderAction::Stop))
            m_fires->addItem(tr("Stop it through %1's API").arg(name), providerActionCode(ProviderAction::Stop));
        if (api->actions.contains(ProviderAction::Release) && api->guardCanRelease)
            m_fires->addItem(tr("Release it through %1's API").arg(name), providerActionCode(ProviderAction::Release));
    }
    m_fires->addItem(tr("Run the release command"), QStringLiteral("command"));
    // The provider's stop by default for a launched instance (a shutdown inside a container may leave it billing); the
    // person's choice stays while the profile does.
    const QString forProfile = profile ? profile->name + QLatin1Char('/') + profile->instanceId : QString();
    const int kept = forProfile == m_actionsFor ? m_fires->findData(before) : -1;
    m_fires->setCurrentIndex(std::max(kept, 0));
    m_actionsFor = forProfile;
    m_release->setEnabled(!providerActionFromCode(m_fires->currentData().toString()));
}

void GuardTab::setActionsEnabled(bool enabled)
{
    for (QPushButton* b : {m_install, m_show, m_remove})
        b->setEnabled(enabled);
}

void GuardTab::retranslateUi()
{
    m_maxRuntimeLabel->setText(tr("Maximum &runtime:"));
    m_maxRuntime->setToolTip(tr("e.g. 8h or 2h30m; empty: no limit"));
    m_idleLabel->setText(tr("Release when &idle for:"));
    m_idle->setToolTip(tr("GPU utilization under the threshold and no SSH session for this long; empty: no idle "
                          "watchdog"));
    m_idleUtilLabel->setText(tr("Idle means &under:"));
    m_firesLabel->setText(tr("&When it fires:"));
    m_fires->setToolTip(tr("A launched instance is stopped or released through its provider's API, which ends the "
                           "bill; otherwise the release command runs on the instance"));
    updateActions();
    m_releaseLabel->setText(tr("Release &command:"));
    m_release->setToolTip(tr("Runs on the instance when a guard fires: shutdown, or your provider's own stop API"));
    m_install->setText(tr("&Install guard"));
    m_show->setText(tr("Show"));
    m_remove->setText(tr("Remove guard"));
}

} // namespace gp
