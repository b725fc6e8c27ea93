#include "ui/budget/BudgetPage.h"

#include "core/plan/PlanBudget.h"
#include "core/plan/Reconciliation.h"

#include "core/catalog/GpuCatalog.h"
#include "core/plan/PlanDocument.h"
#include "ui/models/ScenarioModel.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

namespace gp {

namespace {

// Combo boxes for the kind and GPU columns.
class ScenarioDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        if (index.column() == ScenarioModel::Kind) {
            auto* box = new QComboBox(parent);
            for (ScenarioKind k : {ScenarioKind::FineTuning, ScenarioKind::Inference, ScenarioKind::DataProcessing,
                                   ScenarioKind::Testing})
                box->addItem(ScenarioModel::kindName(k), static_cast<int>(k));
            return box;
        }
        if (index.column() == ScenarioModel::Gpu) {
            auto* box = new QComboBox(parent);
            for (const GpuSpec& g : GpuCatalog::builtIn().gpus())
                box->addItem(g.name, g.id);
            return box;
        }
        return QStyledItemDelegate::createEditor(parent, option, index);
    }
    void setEditorData(QWidget* editor, const QModelIndex& index) const override
    {
        if (auto* box = qobject_cast<QComboBox*>(editor)) {
            box->setCurrentIndex(box->findData(index.data(Qt::EditRole)));
            return;
        }
        QStyledItemDelegate::setEditorData(editor, index);
    }
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override
    {
        if (auto* box = qobject_cast<QComboBox*>(editor)) {
            model->setData(index, box->currentData(), Qt::EditRole);
            return;
        }
        QStyledItemDelegate::setModelData(editor, model, index);
    }
};

} // namespace

BudgetPage::BudgetPage(PlanDocument& document, QWidget* parent)
    : QWidget(parent), m_document(document), m_catalog(PriceCatalog::builtIn()), m_model(new ScenarioModel(this))
{
    setObjectName(QStringLiteral("budgetPage"));
    m_timer.setSingleShot(true);
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &BudgetPage::recompute);

    createBudgetSettings();
    QHBoxLayout* scenarioRow = createScenarioRow();
    createComparisonTable();

    auto* settingsRow = new QHBoxLayout;
    for (QWidget* w :
         {static_cast<QWidget*>(m_monthsLabel), static_cast<QWidget*>(m_months), static_cast<QWidget*>(m_bufferLabel),
          static_cast<QWidget*>(m_buffer), static_cast<QWidget*>(m_riskLabel), static_cast<QWidget*>(m_risk),
          static_cast<QWidget*>(m_currencyLabel), static_cast<QWidget*>(m_currency), static_cast<QWidget*>(m_rateLabel),
          static_cast<QWidget*>(m_rate)})
        settingsRow->addWidget(w);
    settingsRow->addStretch(1);

    createItemTable();
    QHBoxLayout* buttons = createItemButtons();

    auto* top = new QWidget(this);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addLayout(settingsRow);
    topLayout->addWidget(m_compare);
    topLayout->addLayout(scenarioRow);
    topLayout->addWidget(m_table, 1);
    topLayout->addLayout(buttons);
    QWidget* bottom = createSummaryPane();
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(top);
    splitter->addWidget(bottom);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(splitter);

    connectItems();
    connectScenarioControls();
    connectSettings();
    connect(&m_document, &PlanDocument::budgetChanged, this, [this] {
        if (!m_loading)
            loadFromDocument();
    });
    connect(&m_document, &PlanDocument::recordsChanged, this, &BudgetPage::updateActual);
    connect(&m_document, &PlanDocument::constraintsChanged, this, [this] { m_timer.start(); });
    retranslateUi();
    loadFromDocument();
}

void BudgetPage::createBudgetSettings()
{
    m_monthsLabel = new QLabel(this);
    m_months = new QSpinBox(this);
    m_months->setRange(1, 24);
    m_bufferLabel = new QLabel(this);
    m_buffer = new QSpinBox(this);
    m_buffer->setRange(0, 200);
    m_buffer->setSuffix(QStringLiteral(" %"));
    m_buffer->setObjectName(QStringLiteral("buffer"));
    m_riskLabel = new QLabel(this);
    m_risk = new QDoubleSpinBox(this);
    m_risk->setRange(1.0, 5.0);
    m_risk->setSingleStep(0.05);
    m_risk->setObjectName(QStringLiteral("risk"));
    m_currencyLabel = new QLabel(this);
    m_currency = new QComboBox(this);
    m_currency->addItem(QStringLiteral("CNY ¥"), QStringLiteral("CNY"));
    m_currency->addItem(QStringLiteral("USD $"), QStringLiteral("USD"));
    m_rateLabel = new QLabel(this);
    m_rate = new QDoubleSpinBox(this);
    m_rate->setRange(0, 1000); // 0 shows the special text: the catalog's dated rate
    m_rate->setDecimals(3);
    for (QLabel* label : {m_monthsLabel, m_bufferLabel, m_riskLabel, m_currencyLabel, m_rateLabel})
        label->setBuddy(label == m_monthsLabel     ? static_cast<QWidget*>(m_months)
                        : label == m_bufferLabel   ? static_cast<QWidget*>(m_buffer)
                        : label == m_riskLabel     ? static_cast<QWidget*>(m_risk)
                        : label == m_currencyLabel ? static_cast<QWidget*>(m_currency)
                                                   : static_cast<QWidget*>(m_rate));
}

QHBoxLayout* BudgetPage::createScenarioRow()
{
    m_scenarioLabel = new QLabel(this);
    m_scenario = new QComboBox(this);
    m_scenario->setObjectName(QStringLiteral("scenario"));
    m_scenarioLabel->setBuddy(m_scenario);
    m_newScenario = new QPushButton(this);
    m_newScenario->setObjectName(QStringLiteral("newScenario"));
    m_renameScenario = new QPushButton(this);
    m_removeScenario = new QPushButton(this);
    m_removeScenario->setObjectName(QStringLiteral("removeScenario"));
    auto* scenarioRow = new QHBoxLayout;
    scenarioRow->addWidget(m_scenarioLabel);
    scenarioRow->addWidget(m_scenario, 1);
    for (QPushButton* b : {m_newScenario, m_renameScenario, m_removeScenario})
        scenarioRow->addWidget(b);
    createScenarioTuning(scenarioRow);
    scenarioRow->addStretch(1);
    return scenarioRow;
}

void BudgetPage::createComparisonTable()
{
    m_compare = new QTableWidget(this);
    m_compare->setObjectName(QStringLiteral("scenarioComparison"));
    m_compare->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_compare->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_compare->setSelectionMode(QAbstractItemView::SingleSelection);
    m_compare->verticalHeader()->hide();
    m_compare->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_compare->horizontalHeader()->setStretchLastSection(true);
    m_compare->setColumnCount(6);
    m_compare->setMaximumHeight(140);
}

void BudgetPage::createItemTable()
{
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("scenarioTable"));
    m_table->setModel(m_model);
    m_table->setItemDelegate(new ScenarioDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
}

QHBoxLayout* BudgetPage::createItemButtons()
{
    m_add = new QPushButton(this);
    m_add->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Plus));
    m_duplicate = new QPushButton(this);
    m_duplicate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_remove = new QPushButton(this);
    m_remove->setShortcut(QKeySequence::Delete);
    m_up = new QPushButton(this);
    m_up->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Up));
    m_down = new QPushButton(this);
    m_down->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Down));
    m_add->setObjectName(QStringLiteral("addItem"));
    m_duplicate->setObjectName(QStringLiteral("duplicateItem"));
    m_remove->setObjectName(QStringLiteral("removeItem"));
    m_up->setObjectName(QStringLiteral("moveItemUp"));
    m_down->setObjectName(QStringLiteral("moveItemDown"));
    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {m_add, m_duplicate, m_remove, m_up, m_down})
        buttons->addWidget(b);
    buttons->addStretch(1);
    return buttons;
}

void BudgetPage::connectItems()
{
    connect(m_add, &QPushButton::clicked, this, [this] {
        BudgetItem s; // "New item", drawn in the language of the moment until the user names it
        s.gpuId = QStringLiteral("rtx-4090");
        s.hoursPerRun = 8;
        m_model->addScenario(s);
        m_table->selectRow(m_model->rowCount() - 1);
    });
    connect(m_duplicate, &QPushButton::clicked, this, [this] { m_model->duplicate(currentRow()); });
    connect(m_remove, &QPushButton::clicked, this, [this] { m_model->remove(currentRow()); });
    connect(m_up, &QPushButton::clicked, this, [this] {
        const int row = currentRow();
        m_model->move(row, -1);
        m_table->selectRow(std::max(0, row - 1));
    });
    connect(m_down, &QPushButton::clicked, this, [this] {
        const int row = currentRow();
        m_model->move(row, 1);
        m_table->selectRow(std::min(m_model->rowCount() - 1, row + 1));
    });
    connect(m_model, &ScenarioModel::scenariosEdited, this, &BudgetPage::storeToDocument);
}

void BudgetPage::connectScenarioControls()
{
    connect(m_scenario, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_loading || index < 0)
            return;
        m_current = index;
        loadFromDocument();
    });
    connect(m_compare, &QTableWidget::cellClicked, this, [this](int row, int) { m_scenario->setCurrentIndex(row); });
    connect(m_newScenario, &QPushButton::clicked, this, [this] {
        Budget b = m_document.budget();
        BudgetScenario copy = b.scenarios.value(m_current);
        copy.name = tr("%1 (copy)").arg(copy.displayName());
        b.scenarios << copy;
        m_current = static_cast<int>(b.scenarios.size()) - 1;
        m_document.setBudget(b);
    });
    connect(m_renameScenario, &QPushButton::clicked, this, [this] {
        Budget b = m_document.budget();
        if (m_current >= b.scenarios.size())
            return;
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Rename scenario"), tr("Scenario name:"), QLineEdit::Normal,
                                                   b.scenarios[m_current].displayName(), &ok);
        if (!ok || name.trimmed().isEmpty())
            return;
        b.scenarios[m_current].name = name.trimmed();
        m_document.setBudget(b);
    });
    connect(m_removeScenario, &QPushButton::clicked, this, [this] {
        Budget b = m_document.budget();
        if (b.scenarios.size() <= 1 || m_current >= b.scenarios.size())
            return; // a budget keeps at least one scenario
        b.scenarios.removeAt(m_current);
        m_current = std::min(m_current, static_cast<int>(b.scenarios.size()) - 1);
        m_document.setBudget(b);
    });
}

void BudgetPage::connectSettings()
{
    connect(m_months, &QSpinBox::valueChanged, this, &BudgetPage::storeToDocument);
    connect(m_buffer, &QSpinBox::valueChanged, this, &BudgetPage::storeToDocument);
    connect(m_risk, &QDoubleSpinBox::valueChanged, this, &BudgetPage::storeToDocument);
    connect(m_rate, &QDoubleSpinBox::valueChanged, this, &BudgetPage::storeToDocument);
    connect(m_currency, &QComboBox::currentIndexChanged, this, &BudgetPage::storeToDocument);
}

int BudgetPage::currentRow() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? m_table->currentIndex().row() : rows.first().row();
}

void BudgetPage::retranslateUi()
{
    m_monthsLabel->setText(tr("&Months:"));
    m_bufferLabel->setText(tr("Peak &buffer:"));
    m_riskLabel->setText(tr("&Risk factor:"));
    m_scenarioRiskLabel->setText(tr("Its ris&k:"));
    m_scenarioRisk->setSpecialValueText(tr("the budget's"));
    m_scenarioRisk->setMinimumWidth(m_scenarioRisk->fontMetrics().horizontalAdvance(tr("the budget's")) + 48);
    m_scenarioRisk->setToolTip(tr("This scenario's own risk factor; at the lowest, the budget's applies"));
    m_scenarioRiskFromBand->setText(tr("or the &estimates' slow end"));
    m_scenarioRiskFromBand->setToolTip(
        tr("Each job that follows the plan takes the slow end of its estimate's range (what the slowest tenth of "
           "published runs of its class took) as its risk; other items keep the risk factor"));
    m_scenarioLoadLabel->setText(tr("Its &load:"));
    m_scenarioLoad->setSuffix(tr(" ×"));
    m_scenarioLoad->setToolTip(
        tr("The work this scenario expects: each job's runs, or each service's GPUs, times this"));
    m_currencyLabel->setText(tr("&Currency:"));
    m_rateLabel->setText(tr("CNY per &USD:"));
    updateRateText();
    m_add->setText(tr("&Add"));
    m_duplicate->setText(tr("D&uplicate"));
    m_remove->setText(tr("Remove"));
    m_up->setText(tr("Move up"));
    m_down->setText(tr("Move down"));
    m_add->setToolTip(tr("Add an item to this scenario (Ctrl++)"));
    m_duplicate->setToolTip(tr("Duplicate the selected item (Ctrl+D)"));
    m_remove->setToolTip(tr("Remove the selected item (Delete)"));
    m_table->setAccessibleName(tr("Items of the scenario"));
    m_scenarioLabel->setText(tr("&Scenario:"));
    m_newScenario->setText(tr("New scenario"));
    m_newScenario->setToolTip(tr("Copy this scenario as a new alternative"));
    m_renameScenario->setText(tr("Rename…"));
    m_removeScenario->setText(tr("Remove scenario"));
    m_compare->setAccessibleName(tr("Scenarios side by side"));
    m_compare->setHorizontalHeaderLabels({tr("Scenario"), tr("Total"), tr("Per month (average)"), tr("Peak GPUs"),
                                          tr("With buffer"), tr("Cheapest billing mix")});
    // Drawn scenario names ("Base") in the new language.
    for (int k = 0; k < m_scenario->count() && k < m_document.budget().scenarios.size(); ++k)
        m_scenario->setItemText(k, m_document.budget().scenarios.at(k).displayName());
    m_model->retranslate();
    m_timer.start();
}

void BudgetPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void BudgetPage::updateRateText()
{
    // Below 0.01 the plan has no rate of its own: the catalog's applies, and the box says which.
    const CatalogExchangeRate& rate = m_catalog.exchangeRate();
    const QString special =
        tr("catalog: %1 (%2)").arg(QLocale().toString(rate.cnyPerUsd, 'f', 4), rate.date.toString(Qt::ISODate));
    m_rate->setSpecialValueText(special);
    // Wide enough for the whole text with its date: a cut date reads as another date.
    m_rate->setMinimumWidth(m_rate->fontMetrics().horizontalAdvance(special) + 48);
    m_rate->setToolTip(
        tr("CNY per USD for this plan. At 0 the catalog's rate applies: %1.").arg(rate.rate().describe()));
}

void BudgetPage::loadFromDocument()
{
    m_loading = true;
    const Budget& b = m_document.budget();
    m_months->setValue(b.settings.months);
    m_buffer->setValue(static_cast<int>(std::lround(b.settings.buffer * 100)));
    m_risk->setValue(b.settings.riskFactor);
    m_rate->setValue(b.settings.cnyPerUsd);
    m_currency->setCurrentIndex(m_currency->findData(currencyCode(b.settings.currency)));
    m_current = std::clamp(m_current, 0, std::max(0, static_cast<int>(b.scenarios.size()) - 1));
    m_scenario->clear();
    for (const BudgetScenario& scenario : b.scenarios)
        m_scenario->addItem(scenario.displayName());
    m_scenario->setCurrentIndex(m_current);
    m_removeScenario->setEnabled(b.scenarios.size() > 1);
    const BudgetScenario current = b.scenarios.value(m_current);
    m_scenarioRisk->setValue(current.riskFactor.value_or(0));
    m_scenarioRiskFromBand->setChecked(current.riskFromBand);
    m_scenarioLoad->setValue(current.load);
    m_model->setScenarios(b.scenarios.isEmpty() ? QList<BudgetItem>{} : b.scenarios.at(m_current).items,
                          b.settings.months);
    m_loading = false;
    m_timer.start();
}

void BudgetPage::storeToDocument()
{
    if (m_loading)
        return;
    Budget b = m_document.budget();
    b.settings.months = m_months->value();
    b.settings.buffer = m_buffer->value() / 100.0;
    b.settings.riskFactor = m_risk->value();
    b.settings.cnyPerUsd = m_rate->value() >= 0.01 ? m_rate->value() : 0.0;
    b.settings.currency = currencyFromCode(m_currency->currentData().toString()).value_or(Currency::CNY);
    if (b.scenarios.isEmpty())
        b.scenarios << BudgetScenario{}; // "Base", drawn in the language of the moment
    m_current = std::clamp(m_current, 0, static_cast<int>(b.scenarios.size()) - 1);
    b.scenarios[m_current].items = m_model->scenarios();
    // Below 1 the scenario has no risk factor of its own: the budget's applies.
    b.scenarios[m_current].riskFactor =
        m_scenarioRisk->value() >= 1 ? std::optional<double>(m_scenarioRisk->value()) : std::nullopt;
    b.scenarios[m_current].load = m_scenarioLoad->value();
    b.scenarios[m_current].riskFromBand = m_scenarioRiskFromBand->isChecked();
    for (BudgetScenario& scenario : b.scenarios)
        for (BudgetItem& s : scenario.items)
            s.startMonth = std::min(s.startMonth, b.settings.months - 1);
    m_loading = true;
    m_document.setBudget(b);
    m_loading = false;
    m_timer.start();
}

QWidget* BudgetPage::createSummaryPane()
{
    m_actual = new QLabel(this);
    m_actual->setObjectName(QStringLiteral("budgetActual"));
    m_actual->setWordWrap(true);
    m_actual->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_totals = new QLabel(this);
    m_totals->setObjectName(QStringLiteral("budgetTotals"));
    m_totals->setWordWrap(true);
    m_totals->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_steps = new QLabel(this);
    m_steps->setObjectName(QStringLiteral("budgetSteps"));
    m_steps->setWordWrap(true);
    m_steps->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_chart = new QChartView(this);
    m_chart->setObjectName(QStringLiteral("budgetChart"));
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(220);

    auto* bottom = new QWidget(this);
    auto* bottomLayout = new QHBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    // The totals and the steps behind them scroll when the pane is short: no line is cut off.
    auto* textArea = new QScrollArea(bottom);
    textArea->setWidgetResizable(true);
    textArea->setFrameShape(QFrame::NoFrame);
    textArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* textWidget = new QWidget(textArea);
    auto* text = new QVBoxLayout(textWidget);
    text->setContentsMargins(0, 0, 0, 0);
    text->addWidget(m_totals);
    text->addWidget(m_actual);
    text->addWidget(m_steps);
    text->addStretch(1);
    textArea->setWidget(textWidget);
    bottomLayout->addWidget(textArea, 2);
    bottomLayout->addWidget(m_chart, 3);
    return bottom;
}

void BudgetPage::createScenarioTuning(QHBoxLayout* row)
{
    // A pessimistic scenario is more work (load) done less smoothly (risk): each scenario may carry its own.
    m_scenarioRiskLabel = new QLabel(this);
    m_scenarioRisk = new QDoubleSpinBox(this);
    m_scenarioRisk->setObjectName(QStringLiteral("scenarioRisk"));
    m_scenarioRisk->setRange(0, 5); // 0: the budget's risk factor (the special text says so)
    m_scenarioRisk->setSingleStep(0.05);
    m_scenarioLoadLabel = new QLabel(this);
    m_scenarioLoad = new QDoubleSpinBox(this);
    m_scenarioLoad->setObjectName(QStringLiteral("scenarioLoad"));
    m_scenarioLoad->setRange(BudgetScenario::kMinLoad, BudgetScenario::kMaxLoad);
    m_scenarioLoad->setSingleStep(0.1);
    m_scenarioLoad->setValue(1);
    m_scenarioRiskLabel->setBuddy(m_scenarioRisk);
    m_scenarioLoadLabel->setBuddy(m_scenarioLoad);
    // Instead of a factor, the estimates' own slow end: what the slowest tenth of published runs of each job's class
    // took (ErrorBands), for a pessimistic scenario grounded in data.
    m_scenarioRiskFromBand = new QCheckBox(this);
    m_scenarioRiskFromBand->setObjectName(QStringLiteral("scenarioRiskFromBand"));
    for (QWidget* w : {static_cast<QWidget*>(m_scenarioRiskLabel), static_cast<QWidget*>(m_scenarioRisk),
                       static_cast<QWidget*>(m_scenarioRiskFromBand), static_cast<QWidget*>(m_scenarioLoadLabel),
                       static_cast<QWidget*>(m_scenarioLoad)})
        row->addWidget(w);
    connect(m_scenarioRiskFromBand, &QCheckBox::toggled, this, &BudgetPage::storeToDocument);
    connect(m_scenarioRisk, &QDoubleSpinBox::valueChanged, this, &BudgetPage::storeToDocument);
    connect(m_scenarioLoad, &QDoubleSpinBox::valueChanged, this, &BudgetPage::storeToDocument);
}

void BudgetPage::setPlanResults(const QList<PlanResults>& results)
{
    m_planResults = results;
    m_timer.start();
}

void BudgetPage::setCatalog(const PriceCatalog& catalog)
{
    m_catalog = catalog;
    updateRateText();
    m_timer.start();
}

const ScenarioResult* BudgetPage::currentResult() const
{
    return m_current < m_result.scenarios.size() ? &m_result.scenarios.at(m_current) : nullptr;
}

void BudgetPage::recompute()
{
    m_timer.stop();
    // The plan's one currency and its constraints, as every other page and the report price it.
    Budget b = m_document.budget();
    b.settings.currency = PlanBudget::currencyOf(m_document.plan());
    const Currency currency = b.settings.currency;
    const QDate today = QDate::currentDate();
    const Result<BudgetResult> r =
        BudgetPlanner::compute(b, PlanBudget::catalogFor(m_document.plan(), m_catalog, today), today,
                               m_document.plan().constraints.freshnessWindowDays());
    m_compare->setRowCount(0);
    if (!r.ok()) {
        m_result = BudgetResult{};
        m_totals->setText(r.error().message);
        m_steps->clear();
        m_model->setResult(ScenarioResult{}, currency);
        updateChart();
        return;
    }
    m_result = r.value();
    // Side by side: each scenario is an alternative, never added to the others.
    m_compare->setRowCount(static_cast<int>(m_result.scenarios.size()));
    for (int i = 0; i < m_result.scenarios.size(); ++i) {
        const ScenarioResult& s = m_result.scenarios.at(i);
        const double average = s.perMonth.isEmpty() ? 0 : s.total / s.perMonth.size();
        const QString total = ExchangeRate::format({s.total, currency}, 0);
        const QStringList cells{
            s.name,
            s.unpricedItems > 0 ? tr("%1 + %n item(s) without a price", nullptr, s.unpricedItems).arg(total) : total,
            ExchangeRate::format({average, currency}, 0),
            QString::number(s.peakGpus),
            QString::number(s.bufferedPeakGpus),
            BudgetPlanner::billingMixText(s, currency)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells.at(c));
            if (c > 0 && c < 5)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c == 1 && s.unpricedItems > 0) {
                item->setForeground(palette().brush(QPalette::Disabled, QPalette::Text));
                item->setToolTip(
                    tr("Some items of this scenario have no offer that can run them: see the item table."));
            }
            m_compare->setItem(i, c, item);
        }
    }
    m_compare->selectRow(m_current);
    const ScenarioResult* current = currentResult();
    m_model->setResult(current ? *current : ScenarioResult{}, currency);
    if (current) {
        const QLocale l;
        QStringList months;
        for (int i = 0; i < current->perMonth.size(); ++i)
            months << tr("month %1: %2").arg(i + 1).arg(ExchangeRate::format({current->perMonth.at(i), currency}, 0));
        m_totals->setText(tr("<b>%1: %2</b> for %3 GPU-hours (%4 with risk), peak %n GPU(s) (%5 with buffer).<br>%6",
                             nullptr, current->peakGpus)
                              .arg(current->name.toHtmlEscaped(), ExchangeRate::format({current->total, currency}, 0),
                                   l.toString(current->gpuHours, 'f', 0), l.toString(current->riskGpuHours, 'f', 0))
                              .arg(current->bufferedPeakGpus)
                              .arg(months.join(QStringLiteral(" · "))));
        QStringList steps = current->steps;
        const QStringList joins = Reconciliation::texts(Reconciliation::planToBudget(
            m_planResults, b, *current, PlanBudget::catalogFor(m_document.plan(), m_catalog, today), today));
        if (!joins.isEmpty())
            steps << tr("From the plan's answer to this scenario's item:") << joins;
        m_steps->setText(steps.join(QLatin1Char('\n')));
    }
    updateActual();
    updateChart();
}

void BudgetPage::updateActual()
{
    const QList<SpendRecord>& spend = m_document.plan().spend;
    const QList<JobRecord>& runs = m_document.plan().jobRuns;
    const QLocale l;
    const auto percentOf = [&l](double part, double whole) {
        return whole > 0 ? l.toString(100.0 * part / whole, 'f', 0) + QStringLiteral(" %") : QStringLiteral("—");
    };
    QString text;
    if (spend.isEmpty()) {
        text = tr("Actual spend: none recorded yet (the Console's cost meter adds it).");
    } else {
        const BudgetSettings& s = m_document.budget().settings;
        const Money actual = InstanceRecords::totalSpend(spend, s.currency, s.exchangeRate(m_catalog));
        double hours = 0;
        for (const SpendRecord& r : spend)
            hours += r.hours;
        text = tr("<b>Actual spend: %1</b> over %2 instance-hours (%n record(s)) — %3 of the planned total.", nullptr,
                  static_cast<int>(spend.size()))
                   .arg(ExchangeRate::format(actual), l.toString(hours, 'f', 1),
                        percentOf(actual.amount, currentResult() ? currentResult()->total : 0));
    }
    if (!runs.isEmpty()) {
        const double gpuHours = InstanceRecords::totalGpuHours(runs);
        const double planned = currentResult() ? currentResult()->gpuHours : 0;
        text += QStringLiteral("<br>") +
                tr("Jobs: %1 GPU-hours in %n run(s) — %2 of the planned %3 GPU-hours.", nullptr,
                   static_cast<int>(runs.size()))
                    .arg(l.toString(gpuHours, 'f', 1), percentOf(gpuHours, planned), l.toString(planned, 'f', 0));
    }
    m_actual->setText(text);
}

void BudgetPage::updateChart()
{
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitle(tr("Cost per month: the scenarios side by side"));
    chart->legend()->setAlignment(Qt::AlignRight);
    auto* series = new QBarSeries; // grouped, not stacked: scenarios are alternatives
    int months = 0;
    for (const ScenarioResult& scenario : m_result.scenarios) {
        auto* set = new QBarSet(scenario.name);
        for (double v : scenario.perMonth)
            set->append(v);
        series->append(set);
        months = std::max(months, static_cast<int>(scenario.perMonth.size()));
    }
    chart->addSeries(series);
    auto* x = new QBarCategoryAxis;
    QStringList categories;
    for (int i = 0; i < months; ++i)
        categories << tr("Month %1").arg(i + 1);
    x->append(categories);
    auto* y = new QValueAxis;
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setTitleText(currencyCode(m_document.budget().settings.currency));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    y->applyNiceNumbers();
    QChart* previous = m_chart->chart(); // setChart releases it without deleting it
    m_chart->setChart(chart);
    delete previous;
}

} // namespace gp
