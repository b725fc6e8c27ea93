#pragma once

#include "core/plan/PlanEvaluator.h"

#include <QTimer>
#include <QWidget>

#include <memory>
#include <utility>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QScrollArea;
class QSortFilterProxyModel;
class QSpinBox;
class QTabWidget;
class QTableView;
class QToolButton;
class QTextBrowser;
class QTreeWidget;

namespace gp {

class ConstraintsBox;
class FormRowSwitch;
class GpuFitModel;
class GpuTab;
class PlanDocument;
class VramChart;
class WorkloadBar;

// The needs questionnaire and its live results: VRAM breakdown, which GPUs fit and what they cost, the terms behind
// every number, and advice. Answers are written to the PlanDocument; results are recomputed (well under a frame) on
// the next event-loop turn after a change, so typing never waits.
class PlanPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanPage)

public:
    PlanPage(PlanDocument& document, QWidget* parent = nullptr);
    ~PlanPage() override;

    void setCatalog(const PriceCatalog& catalog, const ExchangeRate& fx, Currency currency);
    const PlanResults& results() const { return m_results; } // of the workload shown
    // Every workload's results, in the plan's order (the budget follows them all).
    const QList<PlanResults>& allResults() const { return m_all; }
    // Puts the selected GPU's deployment (the cheapest when none is selected) into budget scenario `scenario` as an
    // item; false when there is no priced deployment.
    bool addToBudget(int scenario);
    GpuFitModel* fitModel() const;
    VramChart* vramChart() const { return m_chart; }
    // Recompute now (tests, benchmarks): what the timer would do on the next turn.
    void recompute();

Q_SIGNALS:
    void resultsChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void buildForm();
    void buildModelGroup();
    void buildDataAndServeGroups(); // training data and serving: the task shows one of the two
    void buildRunAndWhereGroups();
    void buildResults();
    void connectForm(); // every answer feeds the document and a recompute
    // The plan's one currency and rate: its constraints' currency, else its budget's; its budget's own rate, else
    // the settings'.
    std::pair<Currency, ExchangeRate> pricing() const;
    void fitFormWidth(); // the questionnaire as wide as its fields need in this language: it never scrolls sideways
    void retranslateUi();
    void loadFromDocument();
    void storeToDocument();
    void scheduleRecompute();
    void updateVisibility();
    void showResults();
    void applyTaskDefaults();

    PlanDocument& m_document;
    PriceCatalog m_catalog;
    ExchangeRate m_fx;
    Currency m_currency = Currency::CNY;
    PlanResults m_results;
    QList<PlanResults> m_all;
    QTimer m_timer;
    bool m_loading = false;

    // Questionnaire.
    QGroupBox* m_taskGroup;
    QLabel* m_taskHelp;
    QComboBox* m_task;
    QGroupBox* m_modelGroup;
    QLabel* m_modelHelp;
    QRadioButton* m_fromCatalog;
    QRadioButton* m_fromConfig;
    QRadioButton* m_fromSize;
    QButtonGroup* m_sourceGroup;
    QComboBox* m_model;
    QLineEdit* m_configPath;
    QPushButton* m_browse;
    QLineEdit* m_size;
    QLabel* m_precisionLabel;
    QComboBox* m_precision;
    QLabel* m_batchLabel;
    QSpinBox* m_batch;
    QLabel* m_seqLabel;
    QSpinBox* m_seq;
    QLabel* m_rankLabel;
    QSpinBox* m_rank;
    QCheckBox* m_allLinear;
    QCheckBox* m_checkpointing;
    QLabel* m_optimizerLabel;
    QComboBox* m_optimizer;
    QLabel* m_saversLabel;
    QWidget* m_savers; // the memory savers' check boxes, shown for training
    QCheckBox* m_optimizerInBackward;
    QLabel* m_engineLabel;
    QComboBox* m_engine; // serving engine
    QCheckBox* m_chunkedLoss;
    QCheckBox* m_activationOffloading;
    QCheckBox* m_compile;
    QGroupBox* m_dataGroup;
    QLabel* m_dataHelp;
    QLabel* m_tokensLabel;
    QDoubleSpinBox* m_tokens; // millions
    QLabel* m_epochsLabel;
    QDoubleSpinBox* m_epochs;
    QGroupBox* m_runGroup;
    QLabel* m_runHelp;
    QRadioButton* m_oneOff;
    QRadioButton* m_recurring;
    QLabel* m_runsLabel;
    QDoubleSpinBox* m_runs;
    QLabel* m_hoursLabel;
    QDoubleSpinBox* m_hoursPerDay;
    QLabel* m_daysLabel;
    QDoubleSpinBox* m_daysPerMonth;
    QLabel* m_monthsLabel;
    QDoubleSpinBox* m_months;
    QGroupBox* m_serveGroup;
    QLabel* m_serveHelp;
    QLabel* m_requestsLabel;
    QDoubleSpinBox* m_requests;
    QLabel* m_promptLabel;
    QSpinBox* m_prompt;
    QLabel* m_outputLabel;
    QSpinBox* m_output;
    QLabel* m_latencyLabel;
    QDoubleSpinBox* m_latency;
    QLabel* m_usersLabel;
    QSpinBox* m_users; // 0: from requests a day
    QLabel* m_peakLabel;
    QDoubleSpinBox* m_peak;
    QLabel* m_speedLabel;
    QDoubleSpinBox* m_speed; // 0: output tokens ÷ answer time
    QCheckBox* m_allowSpot;
    ConstraintsBox* m_constraintsBox = nullptr;
    WorkloadBar* m_workloadBar = nullptr;
    QScrollArea* m_formScroll = nullptr;
    std::unique_ptr<FormRowSwitch> m_rowSwitch; // the rows that come and go with the task
    QGroupBox* m_whereGroup;
    QLabel* m_whereHelp;
    QComboBox* m_location;
    QLabel* m_sizeLabel;
    QDoubleSpinBox* m_dataSize;
    QLabel* m_uplinkLabel;
    QDoubleSpinBox* m_uplink;

    // Results.
    QLabel* m_summary;
    QTabWidget* m_tabs;
    VramChart* m_chart;
    QTreeWidget* m_why;
    GpuTab* m_gpuTab; // every GPU, and every offer of the selected one
    QTextBrowser* m_advice;
};

} // namespace gp
