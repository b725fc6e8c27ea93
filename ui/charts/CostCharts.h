#pragma once

#include "core/cost/CostModel.h"

#include <QChartView>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace gp {

// Cumulative cash paid per option over the months, with a marker where buying breaks even with each rental option.
class CumulativeCostChart final : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CumulativeCostChart)

public:
    explicit CumulativeCostChart(QWidget* parent = nullptr);
    void setResult(const CostResult& result);
    void retranslate();
    QStringList seriesNames() const;
    int breakEvenMarkers() const;

private:
    CostResult m_result;
};

// Cost per month against hours used per month: where each billing mode wins.
class UsageCostChart final : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UsageCostChart)

public:
    explicit UsageCostChart(QWidget* parent = nullptr);
    void setPoints(const QList<UsagePoint>& points, Currency currency);
    void retranslate();
    QStringList seriesNames() const;

private:
    QList<UsagePoint> m_points;
    Currency m_currency = Currency::CNY;
};

// Saves a chart as PNG or SVG (by the file's suffix); false with `error` set on failure.
bool exportChart(QChartView* view, const QString& path, QString* error);

} // namespace gp
