#include "ui/plan/GpuTab.h"

#include "ui/common/Roles.h"
#include "ui/models/GpuFitModel.h"
#include "ui/models/GpuOffersModel.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace gp {

namespace {

// Filters the GPU table by name and, optionally, to the GPUs that fit.
class FitFilterProxy final : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setFittingOnly(bool on)
    {
        m_fittingOnly = on;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override
    {
        const auto* model = static_cast<const GpuFitModel*>(sourceModel());
        if (m_fittingOnly && !model->row(row).fit.fits)
            return false;
        return QSortFilterProxyModel::filterAcceptsRow(row, parent);
    }

private:
    bool m_fittingOnly = false;
};

QTableView* table(QWidget* parent, const char* name, QAbstractItemModel* model)
{
    auto* view = new QTableView(parent);
    view->setObjectName(QString::fromLatin1(name));
    view->setModel(model);
    view->setSortingEnabled(true);
    view->sortByColumn(-1, Qt::AscendingOrder);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->verticalHeader()->hide();
    // Columns as wide as their values and headers, never elided: a narrow window scrolls the table sideways.
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return view;
}

} // namespace

GpuTab::GpuTab(std::function<QStringList()> scenarioNames, QWidget* parent)
    : QWidget(parent), m_scenarioNames(std::move(scenarioNames))
{
    m_fitModel = new GpuFitModel(this);
    auto* proxy = new FitFilterProxy(this);
    m_proxy = proxy;
    m_proxy->setSourceModel(m_fitModel);
    m_proxy->setSortRole(RawValueRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(GpuFitModel::Gpu);
    m_table = table(this, "gpuTable", m_proxy);
    m_filter = new QLineEdit(this);
    m_filter->setClearButtonEnabled(true);
    m_fittingOnly = new QCheckBox(this);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_fittingOnly, &QCheckBox::toggled, this, [proxy](bool on) { proxy->setFittingOnly(on); });
    m_addToBudget = new QToolButton(this);
    m_addToBudget->setObjectName(QStringLiteral("addToBudget"));
    m_addToBudget->setPopupMode(QToolButton::MenuButtonPopup);
    m_addToBudget->setMenu(new QMenu(m_addToBudget));
    connect(m_addToBudget, &QToolButton::clicked, this, [this] { Q_EMIT addToBudgetRequested(0); });
    connect(m_addToBudget->menu(), &QMenu::aboutToShow, this, [this] {
        QMenu* menu = m_addToBudget->menu();
        menu->clear();
        const QStringList names = m_scenarioNames();
        for (int i = 0; i < names.size(); ++i)
            menu->addAction(tr("Add to \"%1\"").arg(names.at(i)), this, [this, i] { Q_EMIT addToBudgetRequested(i); });
    });

    m_offersModel = new GpuOffersModel(this);
    m_offersProxy = new QSortFilterProxyModel(this);
    m_offersProxy->setSourceModel(m_offersModel);
    m_offersProxy->setSortRole(RawValueRole);
    m_offers = table(this, "gpuOffers", m_offersProxy);
    m_offersTitle = new QLabel(this);
    m_offersTitle->setObjectName(QStringLiteral("gpuOffersTitle"));
    m_offersTitle->setWordWrap(true);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &GpuTab::showOffers);

    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(m_filter, 1);
    filterRow->addWidget(m_fittingOnly);
    filterRow->addWidget(m_addToBudget);
    auto* offers = new QWidget(this);
    auto* offersLayout = new QVBoxLayout(offers);
    offersLayout->setContentsMargins(0, 0, 0, 0);
    offersLayout->addWidget(m_offersTitle);
    offersLayout->addWidget(m_offers, 1);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->setChildrenCollapsible(false);
    split->addWidget(m_table);
    split->addWidget(offers);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filterRow);
    layout->addWidget(split, 1);
    retranslateUi();
}

void GpuTab::setResults(const PlanResults& results)
{
    m_results = &results;
    m_fitModel->setResults(results.gpus, results.currency, results.need.task == Task::Inference);
    showOffers();
}

const GpuPlanRow* GpuTab::selectedRow() const
{
    const QModelIndexList selected =
        m_table->selectionModel() ? m_table->selectionModel()->selectedRows() : QModelIndexList{};
    if (selected.isEmpty())
        return nullptr;
    const int row = m_proxy->mapToSource(selected.first()).row();
    return row >= 0 && row < m_fitModel->rowCount() ? &m_fitModel->row(row) : nullptr;
}

void GpuTab::showOffers()
{
    if (!m_results)
        return;
    const GpuPlanRow* answer = m_results->chosen();
    const GpuPlanRow* row = selectedRow();
    if (!row)
        row = answer;
    if (!row) {
        m_offersModel->setDeployments({}, QString(), std::nullopt, QDate::currentDate());
        m_offersTitle->setText(tr("No offer in the catalogs runs this plan within its constraints."));
        return;
    }
    m_offersModel->setDeployments(m_results->search, row->fit.gpu.id,
                                  answer ? answer->deployment : std::optional<Deployment>(), QDate::currentDate());
    m_offersTitle->setText(tr("Every offer of %1 that runs the plan: %n deployment(s), fresh prices first; ★ marks the "
                              "plan's answer.",
                              nullptr, m_offersModel->rowCount())
                               .arg(row->fit.gpu.name));
}

void GpuTab::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void GpuTab::retranslateUi()
{
    m_addToBudget->setText(tr("Add to budget"));
    m_addToBudget->setToolTip(tr("Put the selected GPU's deployment (or the cheapest) into a budget scenario"));
    m_filter->setPlaceholderText(tr("Filter GPUs…"));
    m_fittingOnly->setText(tr("Only GPUs that fit"));
    m_table->setAccessibleName(tr("GPUs for this plan"));
    m_offers->setAccessibleName(tr("Every offer of the selected GPU"));
    m_fitModel->retranslate();
    m_offersModel->retranslate();
    showOffers();
}

} // namespace gp
