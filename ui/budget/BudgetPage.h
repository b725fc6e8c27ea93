#pragma once

#include "core/plan/PlanEvaluator.h"

#include "core/catalog/PriceCatalog.h"
#include "core/cost/Budget.h"

#include <QTimer>
#include <QWidget>

class QBarCategoryAxis;
class QChartView;
class QComboBox;
class QCheckBox;
class QDoubleSpinBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;
class QTableWidget;

namespace gp {

class PlanDocument;
class ScenarioModel;

// The quarter's budget: alternative scenarios compared side by side (total, per month, peak GPUs, billing mix), the
// selected scenario's items in an editable table with the cheapest billing per item, buffer and risk controls, a
// chart of every scenario's months, and every step from GPU-hours to money. Edits go to the document.
class BudgetPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BudgetPage)

public:
    BudgetPage(PlanDocument& document, QWidget* parent = nullptr);

    void setCatalog(const PriceCatalog& catalog);
    // The Plan page's results: the budget shows the lines from its answer's figure to the item that follows it.
    void setPlanResults(const QList<PlanResults>& workloads); // one per workload of the plan, in order
    const BudgetResult& result() const { return m_result; }
    const ScenarioResult* currentResult() const; // the scenario whose items the table shows
    int currentScenario() const { return m_current; }
    ScenarioModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QChartView* chart() const { return m_chart; }
    void recompute();

protected:
    void changeEvent(QEvent* event) override;

private:
    void createBudgetSettings(); // months, buffer, risk factor, currency and rate
    QHBoxLayout* createScenarioRow();
    void createScenarioTuning(QHBoxLayout* row);
    void createComparisonTable();
    void createItemTable();
    QHBoxLayout* createItemButtons();
    void connectItems(); // the item buttons, and the table's edits to the document
    void connectScenarioControls();
    void connectSettings();
    QWidget* createSummaryPane(); // the totals, the steps behind them and the chart
    void retranslateUi();
    void loadFromDocument();
    void updateRateText();
    void storeToDocument();
    void updateChart();
    void updateActual();
    int currentRow() const;

    PlanDocument& m_document;
    PriceCatalog m_catalog;
    QList<PlanResults> m_planResults; // per workload
    ScenarioModel* m_model;
    BudgetResult m_result;
    int m_current = 0; // the scenario being edited
    QTimer m_timer;
    bool m_loading = false;

    QLabel* m_monthsLabel;
    QSpinBox* m_months;
    QLabel* m_bufferLabel;
    QSpinBox* m_buffer; // percent
    QLabel* m_riskLabel;
    QDoubleSpinBox* m_risk;
    QLabel* m_scenarioRiskLabel = nullptr;
    QDoubleSpinBox* m_scenarioRisk = nullptr; // the current scenario's own risk factor (0: the budget's)
    QLabel* m_scenarioLoadLabel = nullptr;
    QDoubleSpinBox* m_scenarioLoad = nullptr;    // the current scenario's load
    QCheckBox* m_scenarioRiskFromBand = nullptr; // its estimated jobs' risk: their estimate's slow end
    QLabel* m_currencyLabel;
    QComboBox* m_currency;
    QLabel* m_rateLabel;
    QDoubleSpinBox* m_rate;
    QLabel* m_scenarioLabel;
    QComboBox* m_scenario;
    QPushButton* m_newScenario;
    QPushButton* m_renameScenario;
    QPushButton* m_removeScenario;
    QTableWidget* m_compare;
    QTableView* m_table;
    QPushButton* m_add;
    QPushButton* m_duplicate;
    QPushButton* m_remove;
    QPushButton* m_up;
    QPushButton* m_down;
    QLabel* m_totals;
    QLabel* m_actual;
    QLabel* m_steps;
    QChartView* m_chart;
};

} // namespace gp
