#pragma once

#include "core/cost/Budget.h"

#include <QAbstractTableModel>

namespace gp {

// The items of one budget scenario as an editable table (name, kind, GPU, GPUs, hours per run, runs, span, start
// month, spot), plus each item's cheapest billing once the budget is computed.
class ScenarioModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScenarioModel)

public:
    enum Column {
        Name,
        Kind,
        Gpu,
        Gpus,
        HoursPerRun,
        Runs,
        SpanDays,
        StartMonth,
        Spot,
        GpuHours,
        Cheapest,
        Cost,
        PriceDate, // the oldest price the item's cost rests on
        ColumnCount
    };

    explicit ScenarioModel(QObject* parent = nullptr);

    void setScenarios(const QList<BudgetItem>& scenarios, int months);
    const QList<BudgetItem>& scenarios() const { return m_scenarios; }
    void setResult(const ScenarioResult& result, Currency currency);

    void addScenario(const BudgetItem& s);
    void duplicate(int row);
    void remove(int row);
    void move(int row, int delta);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void retranslate();

    static QString kindName(ScenarioKind kind);
    static QString linkText(const BudgetItem& item); // how the item follows the plan (translated); empty: it does not

Q_SIGNALS:
    void scenariosEdited(); // by the user, through the table or the buttons

private:
    QList<BudgetItem> m_scenarios;
    QList<ItemBudget> m_rows;
    Currency m_currency = Currency::CNY;
    int m_months = 3;
};

} // namespace gp
