#pragma once

#include "core/probe/GpuMonitor.h"

#include <QChartView>
#include <QDateTime>

class QLineSeries;
class QValueAxis;

namespace gp {

// Live GPU utilization and memory per GPU, in percent over the minutes since monitoring started: a solid line for
// utilization and a dashed one for memory, one colour per GPU.
class GpuUsageChart final : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GpuUsageChart)

public:
    explicit GpuUsageChart(QWidget* parent = nullptr);

    void clear();
    void addSamples(const QDateTime& at, const QList<GpuSample>& samples);
    int gpuCount() const { return static_cast<int>(m_utilization.size()); }
    int pointCount() const;
    void retranslate();

private:
    void ensureSeries(int gpus);
    void setTimeRange(double firstMinute, double lastMinute);

    QDateTime m_start;
    QList<QLineSeries*> m_utilization;
    QList<QLineSeries*> m_memory;
    QValueAxis* m_time;
    QValueAxis* m_percent;
};

} // namespace gp
