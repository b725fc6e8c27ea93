#pragma once

#include "core/plan/PlanEvaluator.h"

#include "core/catalog/PriceCatalog.h"
#include "core/cost/CostModel.h"

#include <QTimer>
#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QSpinBox;

namespace gp {

class CumulativeCostChart;
class UsageCostChart;

// Buy versus monthly, hourly and spot for one GPU: prices filled from the catalogs (or typed), two charts with
// break-even markers, and export of each chart to PNG or SVG.
class CostsPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CostsPage)

public:
    explicit CostsPage(QWidget* parent = nullptr);

    void setCatalog(const PriceCatalog& catalog, const ExchangeRate& fx, Currency currency);
    void selectGpu(const QString& gpuId); // and fill its prices from the catalogs
    CostInputs inputs() const;
    CostPlan plan() const; // the GPU and its inputs, as the plan file keeps them
    void setPlan(const CostPlan& plan);
    // The plan's own answer (`what` says which deployment): shown, not stored, until the user edits a value.
    // The Plan page's results: while the page follows the plan it shows the lines from the answer's figure to its own.
    void setPlanResults(const PlanResults& results);
    void followPlan(const CostPlan& plan, const QString& what);
    bool isFollowingPlan() const { return m_followed.has_value(); }
    QString gpuName() const;
    const CostResult& result() const { return m_result; }
    CumulativeCostChart* cumulativeChart() const { return m_cumulative; }
    UsageCostChart* usageChart() const { return m_usage; }
    void recompute();

Q_SIGNALS:
    void edited();              // by the user: the plan's "costs" section should follow
    void followPlanRequested(); // drop the edits and show the plan's answer again

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void showPlanLink();
    void applyPlan(const CostPlan& plan, bool ownerCosts);
    void fillFromCatalogs();
    void showBuySource(); // the purchase price's source (or its absence) as the price field's tooltip, in this language
    void readCatalogs(bool apply);
    void exportChart(QWidget* chart);

    PriceCatalog m_catalog;
    ExchangeRate m_fx;
    CostResult m_result;
    QTimer m_timer;
    bool m_loading = false; // filling the fields from a plan or at start: not a user's edit
    bool m_edited = false;

    QComboBox* m_gpu;
    QPushButton* m_fill;
    QComboBox* m_currency;
    QDoubleSpinBox* m_hours;
    QSpinBox* m_months;
    QGroupBox* m_buyGroup;
    QDoubleSpinBox* m_buyPrice;
    QDoubleSpinBox* m_power;
    QDoubleSpinBox* m_electricity;
    QDoubleSpinBox* m_years;
    QDoubleSpinBox* m_resale;
    QDoubleSpinBox* m_maintenance;
    QGroupBox* m_rentGroup;
    QDoubleSpinBox* m_hourly;
    QDoubleSpinBox* m_daily;
    QDoubleSpinBox* m_weekly;
    QDoubleSpinBox* m_monthly;
    QDoubleSpinBox* m_spot;
    QDoubleSpinBox* m_checkpoint;
    QFormLayout* m_usageForm;
    QFormLayout* m_buyForm;
    QFormLayout* m_rentForm;
    QGroupBox* m_usageGroup;
    QLabel* m_summary;
    QLabel* m_sources;
    std::optional<RentalStorage> m_storage; // the plan's disk, carried into every rental's monthly cost
    QScrollArea* m_formScroll;
    std::optional<PlanResults> m_planResults;
    QLabel* m_planLink; // what the page shows: the plan's answer, or the user's own what-if
    QPushButton* m_followPlan;
    // While the page follows the plan: its inputs as the report prices them. The fields round (tenths of hours, cents),
    // so the page computes from these and the fields only show them; an edit drops them.
    std::optional<CostInputs> m_followed;
    QString m_followingWhat;
    CumulativeCostChart* m_cumulative;
    UsageCostChart* m_usage;
    QPushButton* m_exportCumulative;
    QPushButton* m_exportUsage;
};

} // namespace gp
