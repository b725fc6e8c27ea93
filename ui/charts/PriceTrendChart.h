#pragma once

#include "core/catalog/PriceCatalog.h"

#include <QChartView>

namespace gp {

// One offer's prices over time, a line per billing mode, in the prices' own currency: what a refresh or an import
// changed. Undated prices have no place on a time axis; the caller lists them beside the chart.
class PriceTrendChart final : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PriceTrendChart)

public:
    explicit PriceTrendChart(QWidget* parent = nullptr);

    // `prices` oldest first (PriceHistory::of).
    void setPrices(const QString& offerId, const QList<Price>& prices);
    int pointCount() const { return m_points; } // dated points drawn, for tests
    void retranslate();

private:
    QString m_offerId;
    QList<Price> m_prices;
    int m_points = 0;
};

} // namespace gp
