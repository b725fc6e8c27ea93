#pragma once

#include "core/plan/PlanEvaluator.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QToolButton;

namespace gp {

class GpuFitModel;
class GpuOffersModel;

// The Plan page's GPUs tab: every GPU with its cheapest deployment (filterable, sortable), and below it every offer
// and billing mode of the selected GPU (the answer's GPU when none is selected), the answer marked among them.
class GpuTab final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GpuTab)

public:
    // `scenarioNames`: the budget's scenarios, for the Add to budget menu (drawn when the menu opens).
    GpuTab(std::function<QStringList()> scenarioNames, QWidget* parent = nullptr);

    void setResults(const PlanResults& results);
    GpuFitModel* fitModel() const { return m_fitModel; }
    GpuOffersModel* offersModel() const { return m_offersModel; }
    // The GPU row the user selected, or null.
    const GpuPlanRow* selectedRow() const;

Q_SIGNALS:
    void addToBudgetRequested(int scenario);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void showOffers(); // of the selected GPU, else of the answer's

    std::function<QStringList()> m_scenarioNames;
    const PlanResults* m_results = nullptr; // the page's, which outlive this tab
    GpuFitModel* m_fitModel;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_table;
    QToolButton* m_addToBudget;
    QLineEdit* m_filter;
    QCheckBox* m_fittingOnly;
    GpuOffersModel* m_offersModel;
    QSortFilterProxyModel* m_offersProxy;
    QLabel* m_offersTitle;
    QTableView* m_offers;
};

} // namespace gp
