#pragma once

#include "core/plan/PlanEvaluator.h"

#include <QAbstractTableModel>

namespace gp {

// The Plan page's GPU table: every GPU of the catalog for the current plan.
class GpuFitModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GpuFitModel)

public:
    enum Column {
        Gpu,
        Cards,
        MemoryPerCard,
        Headroom,
        Hours,
        BestOffer,
        Billing,
        CostPerRun,
        CostPerMonth,
        Value,
        ColumnCount
    };

    explicit GpuFitModel(QObject* parent = nullptr);

    void setResults(const QList<GpuPlanRow>& rows, Currency currency, bool serving);
    const GpuPlanRow& row(int index) const { return m_rows.at(index); }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void retranslate(); // headers depend on the language and on serving vs training

private:
    QList<GpuPlanRow> m_rows;
    Currency m_currency = Currency::CNY;
    bool m_serving = false;
};

} // namespace gp
