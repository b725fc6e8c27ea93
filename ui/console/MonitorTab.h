#pragma once

#include "core/cost/CostMeter.h"
#include "core/probe/UtilizationAlert.h"
#include "ui/console/ConsoleTab.h"

#include <QTimer>

class QDateTimeEdit;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace gp {

class GpuUsageChart;
class PlanDocument;

// Monitoring: GPU utilization and memory over time, an alert when every GPU idles, and a cost meter whose spend goes
// into the plan.
class MonitorTab final : public ConsoleTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MonitorTab)

public:
    MonitorTab(ConsoleSession& session, PlanDocument& document, QWidget* parent = nullptr);
    // The rented offer the cost meter charges, and the instance its spend is recorded for.
    void setOffer(const std::optional<Offer>& offer, const QString& target);
    // The prices the plan's budget is computed with (the page's catalog; it outlives this tab).
    void setCatalog(const PriceCatalog* catalog) { m_catalog = catalog; }
    void setMonitoring(bool on);
    void recordSpend();
    GpuUsageChart* chart() const { return m_chart; }
    QLabel* costLabel() const { return m_costLabel; }
    QDateTimeEdit* rentedSince() const { return m_since; }

private:
    void retranslateUi() override;
    void updateCost();
    void onSamples(const QList<GpuSample>& samples);
    void resetAlert();

    PlanDocument& m_document;
    std::optional<Offer> m_offer;
    std::optional<CostMeter::Rate> m_rate;
    QString m_target;
    UtilizationAlert m_alert;
    const PriceCatalog* m_catalog = nullptr;
    QTimer m_monitorTimer;
    QTimer m_costTimer;

    QLabel* m_intervalLabel;
    QSpinBox* m_interval;
    QPushButton* m_monitor;
    QLabel* m_thresholdLabel;
    QSpinBox* m_threshold;
    QLabel* m_windowLabel;
    QSpinBox* m_window;
    QLabel* m_alertLabel;
    GpuUsageChart* m_chart;
    QGroupBox* m_costBox;
    QLabel* m_sinceLabel;
    QDateTimeEdit* m_since;
    QLabel* m_costLabel;
    QPushButton* m_recordSpend;
};

} // namespace gp
