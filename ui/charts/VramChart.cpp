#include "ui/charts/VramChart.h"
#include "core/common/Units.h"

#include "core/catalog/GpuCatalog.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QRegularExpression>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>

namespace gp {

namespace {
const QColor kColors[] = {QColor(0x1f, 0x6f, 0xeb), QColor(0xd2, 0x99, 0x22), QColor(0xbf, 0x3c, 0x3c),
                          QColor(0x3f, 0xb9, 0x50), QColor(0x8a, 0x5c, 0xd6), QColor(0x8b, 0x94, 0x9e)};
} // namespace

VramChart::VramChart(QWidget* parent)
    : QChartView(parent), m_series(new QStackedBarSeries), m_capacity(new QBarSet(QString())),
      m_axisX(new QBarCategoryAxis), m_axisY(new QValueAxis)
{
    setObjectName(QStringLiteral("vramChart"));
    setRenderHint(QPainter::Antialiasing);
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    for (int i = 0; i < 6; ++i) {
        auto* set = new QBarSet(QString());
        set->setColor(kColors[i]);
        m_components << set;
        m_series->append(set);
    }
    m_capacity->setColor(QColor(0x9e, 0xa7, 0xb3, 140));
    m_series->append(m_capacity);
    chart->addSeries(m_series);
    chart->addAxis(m_axisX, Qt::AlignBottom);
    chart->addAxis(m_axisY, Qt::AlignLeft);
    m_series->attachAxis(m_axisX);
    m_series->attachAxis(m_axisY);
    m_axisY->setLabelFormat(QStringLiteral("%.0f"));
    chart->legend()->setAlignment(Qt::AlignRight);
    QChart* initial = this->chart(); // QChartView made a default chart; setChart releases it without deleting it
    setChart(chart);
    delete initial;
    setMinimumHeight(260);
    retranslate();
}

void VramChart::retranslate()
{
    for (int i = 0; i < m_components.size(); ++i) // the sets follow MemoryComponent's order
        m_components[i]->setLabel(memoryComponentName(static_cast<MemoryComponent>(i)));
    m_capacity->setLabel(tr("GPU memory"));
    chart()->setTitle(tr("GPU memory per card (GiB)"));
    m_axisY->setTitleText(tr("GiB"));
    QStringList categories{tr("Needed")};
    categories << m_gpuNames;
    m_axisX->setCategories(categories);
}

void VramChart::clear()
{
    for (QBarSet* set : m_components)
        set->remove(0, set->count());
    m_capacity->remove(0, m_capacity->count());
}

void VramChart::setEstimate(const MemoryEstimate& e, const QList<GpuSpec>& candidates)
{
    QStringList names;
    for (const GpuSpec& g : candidates) {
        // Short axis labels: "GeForce RTX 4090" → "RTX 4090", "A100 SXM 80GB" → "A100".
        QString name = g.name;
        name.remove(QStringLiteral("GeForce "))
            .remove(QRegularExpression(QStringLiteral(R"(\s+(SXM|PCIe)?\s*\d+GB$)")));
        names << name;
    }
    const double parts[] = {e.weights, e.gradients, e.optimizer, e.activations, e.kvCache, e.overhead};
    double top = e.total() / kGiB;
    for (const GpuSpec& g : candidates)
        top = std::max(top, g.memoryGb);
    if (names == m_gpuNames && m_capacity->count() == candidates.size() + 1) {
        // Same categories: update the values in place, which keeps the chart from relayouting everything.
        for (int i = 0; i < 6; ++i)
            m_components[i]->replace(0, parts[i] / kGiB);
    } else {
        clear();
        m_gpuNames = names;
        for (int i = 0; i < 6; ++i) {
            m_components[i]->append(parts[i] / kGiB);
            for (qsizetype c = 0; c < candidates.size(); ++c)
                m_components[i]->append(0);
        }
        m_capacity->append(0);
        for (const GpuSpec& g : candidates)
            m_capacity->append(g.memoryGb);
        m_axisX->clear();
        retranslate();
    }
    m_axisY->setRange(0, top * 1.1);
    m_axisY->applyNiceNumbers();
}

QList<double> VramChart::componentValues() const
{
    QList<double> values;
    for (const QBarSet* set : m_components)
        values << (set->count() > 0 ? set->at(0) : 0.0);
    return values;
}

QStringList VramChart::categories() const
{
    return m_axisX->categories();
}

} // namespace gp
