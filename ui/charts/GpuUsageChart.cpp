#include "ui/charts/GpuUsageChart.h"

#include <QChart>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

namespace gp {

namespace {

// An hour at a 5-second interval: enough to see a trend, bounded so a week-long session stays light.
constexpr int kMaxPoints = 720;

const QColor kColours[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
                           QColor(0xff, 0x7f, 0x0e), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                           QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f)};

} // namespace

GpuUsageChart::GpuUsageChart(QWidget* parent) : QChartView(parent)
{
    setObjectName(QStringLiteral("gpuUsageChart"));
    setRenderHint(QPainter::Antialiasing);
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignRight);
    m_time = new QValueAxis;
    m_time->setLabelFormat(QStringLiteral("%.0f"));
    m_percent = new QValueAxis;
    m_percent->setRange(0, 100);
    m_percent->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(m_time, Qt::AlignBottom);
    chart->addAxis(m_percent, Qt::AlignLeft);
    QChart* initial = this->chart(); // QChartView made a default chart; setChart releases it without deleting it
    setChart(chart);
    delete initial;
    setMinimumHeight(220);
    setTimeRange(0, 5);
    retranslate();
}

void GpuUsageChart::clear()
{
    for (QLineSeries* s : m_utilization + m_memory) {
        chart()->removeSeries(s);
        delete s;
    }
    m_utilization.clear();
    m_memory.clear();
    m_start = QDateTime();
    setTimeRange(0, 5);
}

void GpuUsageChart::ensureSeries(int gpus)
{
    if (m_utilization.size() >= gpus)
        return;
    while (m_utilization.size() < gpus) {
        const int gpu = static_cast<int>(m_utilization.size());
        const QColor colour = kColours[gpu % std::size(kColours)];
        auto* util = new QLineSeries;
        util->setPen(QPen(colour, 2));
        auto* memory = new QLineSeries;
        memory->setPen(QPen(colour, 1.5, Qt::DashLine));
        for (QLineSeries* s : {util, memory}) {
            chart()->addSeries(s);
            s->attachAxis(m_time);
            s->attachAxis(m_percent);
        }
        m_utilization << util;
        m_memory << memory;
    }
    retranslate();
}

void GpuUsageChart::addSamples(const QDateTime& at, const QList<GpuSample>& samples)
{
    if (!m_start.isValid())
        m_start = at;
    ensureSeries(static_cast<int>(samples.size()));
    const double minute = m_start.msecsTo(at) / 60000.0;
    for (int i = 0; i < samples.size(); ++i) {
        const GpuSample& s = samples.at(i);
        if (s.utilizationPercent)
            m_utilization.at(i)->append(minute, *s.utilizationPercent);
        if (s.memoryUsedMiB && s.memoryTotalMiB && *s.memoryTotalMiB > 0)
            m_memory.at(i)->append(minute, 100.0 * static_cast<double>(*s.memoryUsedMiB) / *s.memoryTotalMiB);
        for (QLineSeries* series : {m_utilization.at(i), m_memory.at(i)})
            if (series->count() > kMaxPoints)
                series->removePoints(0, series->count() - kMaxPoints);
    }
    double first = minute;
    for (QLineSeries* s : m_utilization)
        if (s->count() > 0)
            first = std::min(first, s->at(0).x());
    setTimeRange(first, std::max(first + 5, minute));
}

void GpuUsageChart::setTimeRange(double first, double last)
{
    // Ticks on whole, round minutes from the start: fixed tick counts over a range that starts at 0.37 min rounded
    // to the labels 0, 1, 3, 4, 5 on evenly spaced lines.
    const double span = last - first;
    double step = 1;
    for (double candidate : {1.0, 2.0, 5.0, 10.0, 15.0, 30.0, 60.0, 120.0, 240.0, 480.0})
        if (span / candidate <= 8) {
            step = candidate;
            break;
        }
    m_time->setRange(first, last);
    m_time->setTickType(QValueAxis::TicksDynamic);
    m_time->setTickAnchor(0);
    m_time->setTickInterval(step);
}

int GpuUsageChart::pointCount() const
{
    int n = 0;
    for (QLineSeries* s : m_utilization)
        n += s->count();
    return n;
}

void GpuUsageChart::retranslate()
{
    chart()->setTitle(tr("GPU utilization (solid) and memory in use (dashed)"));
    m_time->setTitleText(tr("Minutes since monitoring started"));
    m_percent->setTitleText(tr("Percent"));
    for (int i = 0; i < m_utilization.size(); ++i) {
        m_utilization.at(i)->setName(tr("GPU %1 utilization").arg(i));
        m_memory.at(i)->setName(tr("GPU %1 memory").arg(i));
    }
}

} // namespace gp
