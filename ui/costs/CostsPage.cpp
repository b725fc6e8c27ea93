#include "ui/costs/CostsPage.h"

#include "core/plan/PlanEvaluator.h"
#include "core/plan/Reconciliation.h"

#include "core/catalog/GpuCatalog.h"
#include "ui/charts/CostCharts.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

namespace gp {

namespace {

QDoubleSpinBox* money(QWidget* parent, double max, int decimals = 2)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(0, max);
    box->setDecimals(decimals);
    box->setGroupSeparatorShown(true);
    return box;
}

void setFormLabel(QFormLayout* form, QWidget* field, const QString& text)
{
    if (auto* label = qobject_cast<QLabel*>(form->labelForField(field)))
        label->setText(text);
}

} // namespace

CostsPage::CostsPage(QWidget* parent) : QWidget(parent), m_catalog(PriceCatalog::builtIn())
{
    setObjectName(QStringLiteral("costsPage"));
    m_timer.setSingleShot(true);
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &CostsPage::recompute);

    m_usageGroup = new QGroupBox(this);
    m_gpu = new QComboBox(m_usageGroup);
    m_gpu->setObjectName(QStringLiteral("costGpu"));
    for (const GpuSpec& g : GpuCatalog::builtIn().gpus())
        m_gpu->addItem(g.name, g.id);
    m_fill = new QPushButton(m_usageGroup);
    m_fill->setObjectName(QStringLiteral("fillFromCatalogs"));
    m_currency = new QComboBox(m_usageGroup);
    m_currency->setObjectName(QStringLiteral("costsCurrency"));
    m_currency->addItem(QStringLiteral("CNY ¥"), QStringLiteral("CNY"));
    m_currency->addItem(QStringLiteral("USD $"), QStringLiteral("USD"));
    m_hours = money(m_usageGroup, CostConstants::kMaxHoursPerMonth, 1);
    m_hours->setObjectName(QStringLiteral("hoursPerMonth"));
    m_hours->setValue(160);
    m_months = new QSpinBox(m_usageGroup);
    m_months->setRange(1, CostConstants::kMaxMonths);
    m_months->setValue(36);
    auto* gpuRow = new QHBoxLayout;
    gpuRow->addWidget(m_gpu, 1);
    gpuRow->addWidget(m_fill);
    m_usageForm = new QFormLayout(m_usageGroup);
    m_usageForm->addRow(QStringLiteral("GPU"), gpuRow);
    m_usageForm->addRow(QStringLiteral("-"), m_currency);
    m_usageForm->addRow(QStringLiteral("-"), m_hours);
    m_usageForm->addRow(QStringLiteral("-"), m_months);

    m_buyGroup = new QGroupBox(this);
    m_buyGroup->setCheckable(true);
    m_buyPrice = money(m_buyGroup, 1e9, 0);
    m_buyPrice->setObjectName(QStringLiteral("buyPrice"));
    m_power = money(m_buyGroup, 20000, 0);
    m_electricity = money(m_buyGroup, 100, 2);
    m_electricity->setValue(CostConstants::kDefaultElectricityCnyPerKwh);
    m_years = money(m_buyGroup, 20, 1);
    m_years->setValue(BuyInputs{}.depreciationYears);
    m_resale = money(m_buyGroup, 1e9, 0);
    m_maintenance = money(m_buyGroup, 1e7, 0);
    m_buyForm = new QFormLayout(m_buyGroup);
    for (QWidget* w : {m_buyPrice, m_power, m_electricity, m_years, m_resale, m_maintenance})
        m_buyForm->addRow(QStringLiteral("-"), w);

    m_rentGroup = new QGroupBox(this);
    m_hourly = money(m_rentGroup, 1e6, 2);
    m_hourly->setObjectName(QStringLiteral("hourly"));
    m_daily = money(m_rentGroup, 1e7, 2);
    m_weekly = money(m_rentGroup, 1e7, 2);
    m_monthly = money(m_rentGroup, 1e8, 2);
    m_monthly->setObjectName(QStringLiteral("monthly"));
    m_spot = money(m_rentGroup, 1e6, 2);
    m_checkpoint = money(m_rentGroup, 1440, 0);
    m_checkpoint->setValue(CostConstants::kDefaultCheckpointMinutes);
    m_rentForm = new QFormLayout(m_rentGroup);
    for (QWidget* w : {m_hourly, m_daily, m_weekly, m_monthly, m_spot, m_checkpoint})
        m_rentForm->addRow(QStringLiteral("-"), w);

    m_sources = new QLabel(this);
    m_sources->setWordWrap(true);
    m_sources->setForegroundRole(QPalette::PlaceholderText);
    m_planLink = new QLabel(this);
    m_planLink->setObjectName(QStringLiteral("costsPlanLink"));
    m_planLink->setWordWrap(true);
    m_followPlan = new QPushButton(this);
    m_followPlan->setObjectName(QStringLiteral("followPlan"));
    connect(m_followPlan, &QPushButton::clicked, this, &CostsPage::followPlanRequested);
    auto* form = new QWidget(this);
    auto* formLayout = new QVBoxLayout(form);
    formLayout->addWidget(m_planLink);
    formLayout->addWidget(m_followPlan, 0, Qt::AlignLeft);
    formLayout->addWidget(m_usageGroup);
    formLayout->addWidget(m_buyGroup);
    formLayout->addWidget(m_rentGroup);
    formLayout->addWidget(m_sources);
    formLayout->addStretch(1);
    auto* scroll = new QScrollArea(this);
    m_formScroll = scroll;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(form);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("costSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_cumulative = new CumulativeCostChart(this);
    m_usage = new UsageCostChart(this);
    m_exportCumulative = new QPushButton(this);
    m_exportUsage = new QPushButton(this);
    connect(m_exportCumulative, &QPushButton::clicked, this, [this] { exportChart(m_cumulative); });
    connect(m_exportUsage, &QPushButton::clicked, this, [this] { exportChart(m_usage); });
    auto* exportRow = new QHBoxLayout;
    exportRow->addStretch(1);
    exportRow->addWidget(m_exportCumulative);
    exportRow->addWidget(m_exportUsage);
    auto* results = new QWidget(this);
    auto* resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(m_summary);
    resultsLayout->addWidget(m_cumulative, 1);
    resultsLayout->addWidget(m_usage, 1);
    resultsLayout->addLayout(exportRow);

    auto* splitter = new QSplitter(this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(scroll);
    splitter->addWidget(results);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({410, 670});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(splitter);

    const auto changed = [this] {
        m_edited |= !m_loading;
        m_timer.start();
    };
    for (QDoubleSpinBox* box : {m_hours, m_buyPrice, m_power, m_electricity, m_years, m_resale, m_maintenance, m_hourly,
                                m_daily, m_weekly, m_monthly, m_spot, m_checkpoint})
        connect(box, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_months, &QSpinBox::valueChanged, this, changed);
    connect(m_buyGroup, &QGroupBox::toggled, this, changed);
    const auto refill = [this] {
        m_edited |= !m_loading;
        fillFromCatalogs();
    };
    connect(m_fill, &QPushButton::clicked, this, refill);
    connect(m_gpu, &QComboBox::currentIndexChanged, this, refill);
    connect(m_currency, &QComboBox::currentIndexChanged, this, refill);
    retranslateUi();
    m_loading = true;
    selectGpu(QStringLiteral("rtx-4090"));
    m_loading = false;
}

void CostsPage::retranslateUi()
{
    showPlanLink();
    // As wide as the form needs in this language (no horizontal scrolling: a cut-off input looks like a missing one);
    // after the texts below are set.
    QTimer::singleShot(0, this, [this] {
        m_formScroll->setMinimumWidth(m_formScroll->widget()->minimumSizeHint().width() +
                                      m_formScroll->verticalScrollBar()->sizeHint().width());
    });
    if (!m_sources->text().isEmpty())
        readCatalogs(false); // where the prices came from, in the new language
    else
        showBuySource();
    m_usageGroup->setTitle(tr("Usage"));
    m_fill->setText(tr("&Fill from catalogs"));
    m_fill->setToolTip(tr("Purchase price and power from the GPU catalog; the cheapest rental prices per GPU from the "
                          "provider catalogs, converted at your exchange rate."));
    setFormLabel(m_usageForm, m_currency, tr("Currency:"));
    setFormLabel(m_usageForm, m_hours, tr("Hours used per month:"));
    setFormLabel(m_usageForm, m_months, tr("Months:"));
    m_buyGroup->setTitle(tr("Buy"));
    setFormLabel(m_buyForm, m_buyPrice, tr("Hardware and platform:"));
    setFormLabel(m_buyForm, m_power, tr("Power at the wall (W):"));
    setFormLabel(m_buyForm, m_electricity, tr("Electricity per kWh:"));
    setFormLabel(m_buyForm, m_years, tr("Depreciation (years):"));
    setFormLabel(m_buyForm, m_resale, tr("Resale value:"));
    setFormLabel(m_buyForm, m_maintenance, tr("Maintenance per month:"));
    m_rentGroup->setTitle(tr("Rent (0 = not offered)"));
    setFormLabel(m_rentForm, m_hourly, tr("Hourly:"));
    setFormLabel(m_rentForm, m_daily, tr("Daily:"));
    setFormLabel(m_rentForm, m_weekly, tr("Weekly:"));
    setFormLabel(m_rentForm, m_monthly, tr("Monthly:"));
    setFormLabel(m_rentForm, m_spot, tr("Spot, per hour:"));
    setFormLabel(m_rentForm, m_checkpoint, tr("Checkpoint every (min):"));
    for (QDoubleSpinBox* box : {m_hourly, m_daily, m_weekly, m_monthly, m_spot})
        box->setSpecialValueText(tr("not offered"));
    m_exportCumulative->setText(tr("Export cumulative chart…"));
    m_exportUsage->setText(tr("Export usage chart…"));
    m_cumulative->retranslate();
    m_usage->retranslate();
    m_timer.start();
}

void CostsPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void CostsPage::setCatalog(const PriceCatalog& catalog, const ExchangeRate& fx, Currency currency)
{
    m_catalog = catalog;
    m_fx = fx;
    m_currency->setCurrentIndex(m_currency->findData(currencyCode(currency)));
    fillFromCatalogs();
}

void CostsPage::selectGpu(const QString& gpuId)
{
    const int index = m_gpu->findData(gpuId);
    if (index >= 0 && index != m_gpu->currentIndex())
        m_gpu->setCurrentIndex(index); // fills through the signal
    else
        fillFromCatalogs();
}

void CostsPage::showBuySource()
{
    const auto gpu = GpuCatalog::builtIn().find(m_gpu->currentData().toString());
    const std::optional<GpuCatalog::BuyPrice> buy = gpu ? GpuCatalog::buyPrice(*gpu) : std::nullopt;
    if (buy)
        m_buyPrice->setToolTip(buy->link.isEmpty() ? buy->text : buy->link);
    else
        m_buyPrice->setToolTip(gpu ? tr("No cited purchase price for this GPU: type your quote.") : QString());
}

void CostsPage::fillFromCatalogs()
{
    readCatalogs(true);
}

// apply false: only the sources line again, in the current language (the values may have been edited since).
void CostsPage::readCatalogs(bool apply)
{
    const auto gpu = GpuCatalog::builtIn().find(m_gpu->currentData().toString());
    if (!gpu)
        return;
    const Currency currency = currencyFromCode(m_currency->currentData().toString()).value_or(Currency::CNY);
    const PlanEvaluator::GpuCostInputs found =
        PlanEvaluator::costInputsForGpu(*gpu, m_catalog, currency, m_fx, QDate::currentDate());
    const CostInputs& in = found.inputs;
    const QSignalBlocker blockers[] = {QSignalBlocker(m_buyPrice), QSignalBlocker(m_power),  QSignalBlocker(m_hourly),
                                       QSignalBlocker(m_daily),    QSignalBlocker(m_weekly), QSignalBlocker(m_monthly),
                                       QSignalBlocker(m_spot)};
    // Prices from every offer of the GPU no longer belong to the plan's provider: its disk no longer applies either.
    if (apply) {
        m_storage.reset();
        m_buyPrice->setValue(in.buy->price);
        m_power->setValue(in.buy->powerWatts);
        m_hourly->setValue(in.hourly.value_or(0));
        m_daily->setValue(in.daily.value_or(0));
        m_weekly->setValue(in.weekly.value_or(0));
        m_monthly->setValue(in.monthly.value_or(0));
        m_spot->setValue(in.spot ? in.spot->price : 0);
    }
    showBuySource();
    m_sources->setText(found.sources.join(QLatin1Char('\n')));
    if (apply)
        m_timer.start();
}

QString CostsPage::gpuName() const
{
    return m_gpu->currentText();
}

CostInputs CostsPage::inputs() const
{
    if (m_followed)
        return *m_followed;
    CostInputs in;
    in.currency = currencyFromCode(m_currency->currentData().toString()).value_or(Currency::CNY);
    in.hoursPerMonth = m_hours->value();
    in.months = m_months->value();
    if (m_buyGroup->isChecked() && m_buyPrice->value() > 0)
        in.buy = BuyInputs{m_buyPrice->value(),
                           m_power->value(),
                           m_electricity->value(),
                           1.0,
                           std::max(0.1, m_years->value()),
                           std::min(m_resale->value(), m_buyPrice->value()),
                           m_maintenance->value()};
    const auto optional = [](const QDoubleSpinBox* box) {
        return box->value() > 0 ? std::optional<double>(box->value()) : std::nullopt;
    };
    in.hourly = optional(m_hourly);
    in.daily = optional(m_daily);
    in.weekly = optional(m_weekly);
    in.monthly = optional(m_monthly);
    if (m_spot->value() > 0) {
        SpotInputs s;
        s.price = m_spot->value();
        s.checkpointMinutes = std::max(1.0, m_checkpoint->value());
        in.spot = s;
    }
    in.storage = m_storage;
    return in;
}

CostPlan CostsPage::plan() const
{
    return CostPlan{m_gpu->currentData().toString(), inputs()};
}

void CostsPage::followPlan(const CostPlan& plan, const QString& what)
{
    m_followed = plan.inputs;
    m_followingWhat = what;
    // Everything comes from the plan, owner's costs included, so the page shows the figures the report prints for
    // the same deployment; an edit makes them the user's own what-if, kept in the plan.
    applyPlan(plan, true);
    m_sources->clear();
    showPlanLink();
}

void CostsPage::setPlanResults(const PlanResults& results)
{
    m_planResults = results;
    showPlanLink();
}

void CostsPage::showPlanLink()
{
    QString text = isFollowingPlan()
                       ? tr("Following the plan: %1. Change any value to try your own; it is kept with the "
                            "plan.")
                             .arg(m_followingWhat)
                       : tr("Your own what-if, kept with the plan.");
    if (isFollowingPlan() && m_planResults) // the same deployment as on Plan: the lines from its figure to these months
        for (const QString& line :
             Reconciliation::texts(Reconciliation::planToCosts(*m_planResults, m_result, m_result.currency)))
            text += QLatin1Char('\n') + line;
    // Whatever the figures, they name the prices' age and the rate they were converted at, with its date.
    if (isFollowingPlan() && m_planResults && !m_planResults->pricingBasis().isEmpty())
        text += QLatin1Char('\n') + m_planResults->pricingBasis();
    else
        text += QLatin1Char('\n') + tr("Exchange rate: %1.").arg(m_fx.describe());
    m_planLink->setText(text);
    m_followPlan->setVisible(!isFollowingPlan());
    m_followPlan->setText(tr("F&ollow the plan"));
    m_followPlan->setToolTip(tr("Drop these values and show the plan's cheapest deployment again"));
}

void CostsPage::setPlan(const CostPlan& plan)
{
    m_followed.reset();
    showPlanLink();
    applyPlan(plan, true);
}

void CostsPage::applyPlan(const CostPlan& plan, bool ownerCosts)
{
    m_loading = true;
    const CostInputs& in = plan.inputs;
    {
        const QSignalBlocker blockGpu(m_gpu), blockCurrency(m_currency);
        if (const int i = m_gpu->findData(plan.gpuId); i >= 0)
            m_gpu->setCurrentIndex(i);
        m_currency->setCurrentIndex(m_currency->findData(currencyCode(in.currency)));
    }
    m_hours->setValue(in.hoursPerMonth);
    m_months->setValue(in.months);
    m_buyGroup->setChecked(in.buy.has_value());
    if (in.buy) {
        m_buyPrice->setValue(in.buy->price);
        m_power->setValue(in.buy->powerWatts);
        if (ownerCosts) {
            m_electricity->setValue(in.buy->electricityPerKwh);
            m_years->setValue(in.buy->depreciationYears);
            m_resale->setValue(in.buy->resale);
            m_maintenance->setValue(in.buy->maintenancePerMonth);
        }
    }
    m_hourly->setValue(in.hourly.value_or(0));
    m_daily->setValue(in.daily.value_or(0));
    m_weekly->setValue(in.weekly.value_or(0));
    m_monthly->setValue(in.monthly.value_or(0));
    m_spot->setValue(in.spot ? in.spot->price : 0);
    if (in.spot && ownerCosts)
        m_checkpoint->setValue(in.spot->checkpointMinutes);
    m_storage = in.storage;
    m_loading = false;
    m_timer.start();
}

void CostsPage::recompute()
{
    m_timer.stop();
    if (m_edited) {
        m_edited = false;
        m_followed.reset(); // the user's own what-if from now on
        showPlanLink();
        Q_EMIT edited();
    }
    const CostInputs in = inputs();
    const Result<CostResult> r = CostModel::compute(in);
    if (!r.ok()) {
        m_result = CostResult{};
        m_summary->setText(r.error().message);
        m_cumulative->setResult(m_result);
        m_usage->setPoints({}, in.currency);
        return;
    }
    m_result = r.value();
    showPlanLink(); // the lines from the plan's figure follow the months computed here
    const QLocale l;
    QStringList lines;
    for (const OptionCost& o : m_result.options) {
        const double disk = o.parts.value(QStringLiteral("disk_per_month"));
        lines << (disk > 0 ? tr("%1: %2 a month (disk %3)")
                                 .arg(CostModel::optionName(o.id), ExchangeRate::format({o.perMonth, in.currency}),
                                      ExchangeRate::format({disk, in.currency}))
                           : tr("%1: %2 a month")
                                 .arg(CostModel::optionName(o.id), ExchangeRate::format({o.perMonth, in.currency})));
    }
    const QStringList& verdicts = m_result.verdicts;
    m_summary->setText(lines.join(QStringLiteral(" · ")) +
                       (verdicts.isEmpty() ? QString() : QStringLiteral("\n") + verdicts.join(QLatin1Char(' '))));
    m_cumulative->setResult(m_result);
    m_usage->setPoints(CostModel::costVersusUsage(in, 24), in.currency);
}

void CostsPage::exportChart(QWidget* chart)
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export chart"), chart->objectName() + QStringLiteral(".png"),
                                     tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!gp::exportChart(static_cast<QChartView*>(chart), path, &error))
        QMessageBox::warning(this, tr("Export chart"), error);
}

} // namespace gp
