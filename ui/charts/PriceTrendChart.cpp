#include "ui/charts/PriceTrendChart.h"

#include <QChart>
#include <QDateTimeAxis>
#include <QLineSeries>
#include <QMap>
#include <QValueAxis>

#include <algorithm>

namespace gp {

PriceTrendChart::PriceTrendChart(QWidget* parent) : QChartView(parent)
{
    setObjectName(QStringLiteral("priceTrendChart"));
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(280, 170);
    retranslate();
}

void PriceTrendChart::setPrices(const QString& offerId, const QList<Price>& prices)
{
    m_offerId = offerId;
    m_prices = prices;
    retranslate();
}

void PriceTrendChart::retranslate()
{
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    // One line per billing mode and currency: a price list may change currency, and a line never mixes two.
    QMap<QString, QLineSeries*> lines;
    m_points = 0;
    double low = 0, high = 0;
    QDateTime first, last;
    for (const Price& p : std::as_const(m_prices)) {
        if (!p.date.isValid())
            continue;
        const QString key = billingModeName(p.mode) + QLatin1Char(' ') + currencyCode(p.currency);
        QLineSeries*& line = lines[key];
        if (!line) {
            line = new QLineSeries;
            line->setName(key);
            line->setPointsVisible(true);
        }
        const QDateTime at(p.date.startOfDay());
        line->append(static_cast<qreal>(at.toMSecsSinceEpoch()), p.amount);
        low = m_points == 0 ? p.amount : std::min(low, p.amount);
        high = m_points == 0 ? p.amount : std::max(high, p.amount);
        first = m_points == 0 ? at : std::min(first, at);
        last = m_points == 0 ? at : std::max(last, at);
        ++m_points;
    }
    auto* time = new QDateTimeAxis;
    time->setFormat(QStringLiteral("yyyy-MM-dd"));
    time->setTickCount(3);
    auto* amount = new QValueAxis;
    amount->setLabelFormat(QStringLiteral("%.2f"));
    chart->addAxis(time, Qt::AlignBottom);
    chart->addAxis(amount, Qt::AlignLeft);
    for (QLineSeries* line : std::as_const(lines)) {
        chart->addSeries(line);
        line->attachAxis(time);
        line->attachAxis(amount);
    }
    if (m_points > 0) {
        // A single day or a flat price still needs a visible range.
        time->setRange(first.addDays(-15), last.addDays(15));
        const double pad = std::max(0.05 * high, high - low) * 0.2;
        amount->setRange(std::max(0.0, low - pad), high + pad);
    }
    chart->setTitle(m_offerId.isEmpty() ? tr("Select an offer to see its prices over time")
                    : m_points == 0     ? tr("%1: no dated price yet").arg(m_offerId)
                                        : tr("%1: prices over time").arg(m_offerId));
    QChart* previous = this->chart(); // setChart releases the old chart without deleting it
    setChart(chart);
    delete previous;
}

} // namespace gp
