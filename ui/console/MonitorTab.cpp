#include "ui/console/MonitorTab.h"

#include "core/notify/Notifications.h"
#include "core/plan/PlanBudget.h"

#include "core/plan/PlanDocument.h"
#include "ui/charts/GpuUsageChart.h"
#include "ui/console/ConsoleFormat.h"

#include <QDateTimeEdit>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gp {

MonitorTab::MonitorTab(ConsoleSession& session, PlanDocument& document, QWidget* parent)
    : ConsoleTab(session, parent), m_document(document)
{
    m_intervalLabel = new QLabel(this);
    m_interval = new QSpinBox(this);
    m_interval->setRange(1, 600);
    m_interval->setValue(5);
    m_intervalLabel->setBuddy(m_interval);
    connect(m_interval, &QSpinBox::valueChanged, this, [this](int s) { m_monitorTimer.setInterval(s * 1000); });
    m_monitor = new QPushButton(this);
    m_monitor->setObjectName(QStringLiteral("monitor"));
    m_monitor->setCheckable(true);
    connect(m_monitor, &QPushButton::toggled, this, &MonitorTab::setMonitoring);
    m_thresholdLabel = new QLabel(this);
    m_threshold = new QSpinBox(this);
    m_threshold->setRange(1, 100);
    m_threshold->setValue(10);
    m_threshold->setSuffix(QStringLiteral(" %"));
    m_thresholdLabel->setBuddy(m_threshold);
    m_windowLabel = new QLabel(this);
    m_window = new QSpinBox(this);
    m_window->setRange(1, 24 * 60);
    m_window->setValue(30);
    m_windowLabel->setBuddy(m_window);
    connect(m_threshold, &QSpinBox::valueChanged, this, &MonitorTab::resetAlert);
    connect(m_window, &QSpinBox::valueChanged, this, &MonitorTab::resetAlert);
    auto* controls = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{m_intervalLabel, m_interval, m_monitor, m_thresholdLabel,
                                                      m_threshold, m_windowLabel, m_window})
        controls->addWidget(w);
    controls->addStretch(1);
    m_alertLabel = new QLabel(this);
    m_alertLabel->setObjectName(QStringLiteral("utilizationAlert"));
    m_alertLabel->setWordWrap(true);
    m_alertLabel->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold"));
    m_chart = new GpuUsageChart(this);

    m_costBox = new QGroupBox(this);
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
    connect(m_recordSpend, &QPushButton::clicked, this, &MonitorTab::recordSpend);
    connect(m_since, &QDateTimeEdit::dateTimeChanged, this, &MonitorTab::updateCost);
    auto* cost = new QHBoxLayout(m_costBox);
    cost->addWidget(m_sinceLabel);
    cost->addWidget(m_since);
    cost->addWidget(m_costLabel, 1);
    cost->addWidget(m_recordSpend);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_alertLabel);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_costBox);

    connect(&m_monitorTimer, &QTimer::timeout, this, [this] { m_session.sampleGpus(); });
    m_costTimer.setInterval(1000);
    connect(&m_costTimer, &QTimer::timeout, this, &MonitorTab::updateCost);
    m_costTimer.start();
    connect(session.worker(), &RemoteWorker::gpuSamples, this, &MonitorTab::onSamples);
    connect(&session, &ConsoleSession::taskFinished, this, [this](RemoteWorker::Task task, bool ok, const QString&) {
        if (task == RemoteWorker::Task::Monitor && !ok)
            setMonitoring(false);
    });
    connect(&session, &ConsoleSession::connectionChanged, this, [this](bool connected) {
        if (connected) {
            // A new session: the chart and the idle clock start over.
            m_chart->clear();
            resetAlert();
        } else {
            setMonitoring(false);
        }
        m_monitor->setEnabled(connected);
    });
    m_monitor->setEnabled(false);
    retranslateUi();
}

void MonitorTab::resetAlert()
{
    m_alert = UtilizationAlert(m_threshold->value(), m_window->value() * 60LL);
    m_alertLabel->clear();
}

void MonitorTab::setOffer(const std::optional<Offer>& offer, const QString& target)
{
    m_offer = offer;
    m_rate = offer ? CostMeter::hourlyRate(*offer) : std::nullopt;
    m_target = target;
    updateCost();
}

void MonitorTab::setMonitoring(bool on)
{
    if (m_monitor->isChecked() != on) {
        const QSignalBlocker blocker(m_monitor);
        m_monitor->setChecked(on);
    }
    if (on && m_session.isConnected()) {
        m_monitorTimer.start(m_interval->value() * 1000);
        m_session.sampleGpus();
    } else {
        m_monitorTimer.stop();
        if (m_monitor->isChecked()) {
            const QSignalBlocker blocker(m_monitor);
            m_monitor->setChecked(false);
        }
    }
    m_monitor->setText(m_monitor->isChecked() ? tr("Stop") : tr("Start"));
}

void MonitorTab::onSamples(const QList<GpuSample>& samples)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    m_chart->addSamples(now, samples);
    const bool started = m_alert.add(now, samples);
    if (started)
        Q_EMIT notificationReady({Notifications::utilizationLow(m_session.where(), m_alert.thresholdPercent(),
                                                                m_alert.windowSeconds(), *m_alert.lowSince())});
    if (started || m_alert.isAlerting()) {
        m_alertLabel->setText(tr("Every GPU has been under %1 % for %2 — this instance is costing money for nothing. "
                                 "Stop it, or install an idle guard.")
                                  .arg(m_threshold->value())
                                  .arg(ConsoleFormat::duration(m_alert.lowSince()->secsTo(now))));
    } else {
        m_alertLabel->clear();
    }
}

void MonitorTab::updateCost()
{
    m_recordSpend->setEnabled(m_rate.has_value());
    if (!m_rate) {
        m_costLabel->setText(tr("Link the profile to the offer you rented to see what it costs."));
        return;
    }
    const qint64 seconds = std::max<qint64>(0, m_since->dateTime().secsTo(QDateTime::currentDateTime()));
    m_costLabel->setText(tr("%1 running × %2/h = <b>%3</b>")
                             .arg(ConsoleFormat::duration(seconds), ExchangeRate::format(m_rate->perHour),
                                  ExchangeRate::format(CostMeter::cost(*m_rate, seconds))));
}

void MonitorTab::recordSpend()
{
    if (!m_offer || !m_rate)
        return;
    const QDateTime since = m_since->dateTime();
    const qint64 seconds = std::max<qint64>(0, since.secsTo(QDateTime::currentDateTime()));
    SpendRecord record;
    record.target = m_session.isConnected() ? m_session.target() : m_target;
    record.offerId = m_offer->id;
    record.start = since.toUTC();
    record.hours = seconds / 3600.0;
    record.cost = CostMeter::cost(*m_rate, seconds);
    // Against the budget before the record joins the spend, so a line it passes is said once.
    const QList<Notification> passed =
        m_catalog ? PlanBudget::spendNotices(m_document.plan(), record, *m_catalog, QDate::currentDate())
                  : QList<Notification>();
    m_document.addSpend(record);
    if (!passed.isEmpty())
        Q_EMIT notificationReady(passed);
    // The next record starts where this one ended, so nothing is counted twice.
    m_since->setDateTime(QDateTime::currentDateTime());
    Q_EMIT logMessage(RemoteWorker::LogKind::Info,
                      tr("Added %1 to the plan's actual spend.").arg(ExchangeRate::format(record.cost)));
}

void MonitorTab::retranslateUi()
{
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
    updateCost();
}

} // namespace gp
