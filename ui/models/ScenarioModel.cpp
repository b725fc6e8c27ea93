#include "ui/models/ScenarioModel.h"

#include "core/catalog/GpuCatalog.h"
#include "ui/common/Roles.h"

#include <QApplication>
#include <QFont>
#include <QLocale>
#include <QStyle>

namespace gp {

namespace {

// The columns whose values come from the plan while an item follows it.
bool ownedByThePlan(int column)
{
    switch (column) {
    case ScenarioModel::Kind:
    case ScenarioModel::Gpu:
    case ScenarioModel::Gpus:
    case ScenarioModel::HoursPerRun:
    case ScenarioModel::Runs:
    case ScenarioModel::SpanDays:
    case ScenarioModel::Spot:
        return true;
    default:
        return false;
    }
}

} // namespace

ScenarioModel::ScenarioModel(QObject* parent) : QAbstractTableModel(parent) {}

QString ScenarioModel::linkText(const BudgetItem& item)
{
    switch (item.followsPlan) {
    case PlanLink::Answer:
        return tr("Follows the plan's answer: its GPU, cards, hours and runs change with the plan. Editing them makes "
                  "the item your own.");
    case PlanLink::Gpu: {
        const auto g = GpuCatalog::builtIn().find(item.gpuId);
        return tr("Follows the plan on %1: its cards, hours and runs change with the plan. Editing them makes the "
                  "item your own.")
            .arg(g ? g->name : item.gpuId);
    }
    case PlanLink::None:
        break;
    }
    return {};
}

QString ScenarioModel::kindName(ScenarioKind kind)
{
    switch (kind) {
    case ScenarioKind::FineTuning:
        return tr("Fine-tuning");
    case ScenarioKind::Inference:
        return tr("Inference service");
    case ScenarioKind::DataProcessing:
        return tr("Data processing");
    case ScenarioKind::Testing:
        return tr("Tests");
    }
    return {};
}

void ScenarioModel::setScenarios(const QList<BudgetItem>& scenarios, int months)
{
    beginResetModel();
    m_scenarios = scenarios;
    m_months = months;
    m_rows.clear();
    endResetModel();
}

void ScenarioModel::setResult(const ScenarioResult& result, Currency currency)
{
    m_rows = result.items;
    m_currency = currency;
    if (!m_scenarios.isEmpty())
        Q_EMIT dataChanged(index(0, GpuHours), index(rowCount() - 1, Cost));
}

void ScenarioModel::addScenario(const BudgetItem& s)
{
    beginInsertRows({}, rowCount(), rowCount());
    m_scenarios << s;
    endInsertRows();
    Q_EMIT scenariosEdited();
}

void ScenarioModel::duplicate(int row)
{
    if (row < 0 || row >= m_scenarios.size())
        return;
    BudgetItem copy = m_scenarios.at(row);
    copy.name = tr("%1 (copy)").arg(copy.displayName());
    beginInsertRows({}, row + 1, row + 1);
    m_scenarios.insert(row + 1, copy);
    endInsertRows();
    Q_EMIT scenariosEdited();
}

void ScenarioModel::remove(int row)
{
    if (row < 0 || row >= m_scenarios.size())
        return;
    beginRemoveRows({}, row, row);
    m_scenarios.removeAt(row);
    if (row < m_rows.size())
        m_rows.removeAt(row);
    endRemoveRows();
    Q_EMIT scenariosEdited();
}

void ScenarioModel::move(int row, int delta)
{
    const int target = row + delta;
    if (row < 0 || row >= m_scenarios.size() || target < 0 || target >= m_scenarios.size() || delta == 0)
        return;
    // beginMoveRows wants the destination as the row the item is inserted before.
    beginMoveRows({}, row, row, {}, delta > 0 ? target + 1 : target);
    m_scenarios.move(row, target);
    if (row < m_rows.size() && target < m_rows.size())
        m_rows.move(row, target);
    endMoveRows();
    Q_EMIT scenariosEdited();
}

int ScenarioModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_scenarios.size());
}

int ScenarioModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

Qt::ItemFlags ScenarioModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (!index.isValid())
        return f;
    if (index.column() == Spot)
        return f | Qt::ItemIsUserCheckable;
    if (index.column() < GpuHours)
        return f | Qt::ItemIsEditable;
    return f;
}

QVariant ScenarioModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_scenarios.size())
        return {};
    const BudgetItem& s = m_scenarios.at(index.row());
    const ItemBudget* r = index.row() < m_rows.size() ? &m_rows.at(index.row()) : nullptr;
    const QLocale l;
    if (role == Qt::CheckStateRole && index.column() == Spot)
        return s.spotAllowed ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::TextAlignmentRole && index.column() >= Gpus && index.column() != Cheapest && index.column() != Spot)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    const bool linked = s.followsPlan != PlanLink::None;
    if (role == Qt::DecorationRole && index.column() == Name && linked)
        return QApplication::style()->standardIcon(QStyle::SP_BrowserReload);
    if (role == Qt::FontRole && linked && ownedByThePlan(index.column())) {
        QFont italic;
        italic.setItalic(true);
        return italic;
    }
    if (role == Qt::ToolTipRole && linked && (index.column() == Name || ownedByThePlan(index.column())))
        return linkText(s);
    if (role == Qt::ToolTipRole && index.column() == Cheapest && r && r->cheapest)
        return r->cheapest->explanation;
    if (role == Qt::ToolTipRole && index.column() == Cheapest && r && !r->problem.isEmpty())
        return r->problem;
    if (role == Qt::ToolTipRole && index.column() == PriceDate && r && r->cheapest)
        return r->cheapest->priceAge.describe(QDate::currentDate());
    if (role == Qt::EditRole) {
        switch (index.column()) {
        case Name:
            return s.displayName();
        case Kind:
            return static_cast<int>(s.kind);
        case Gpu:
            return s.gpuId;
        case Gpus:
            return s.gpus;
        case HoursPerRun:
            return s.hoursPerRun;
        case Runs:
            return s.runs;
        case SpanDays:
            return s.spanDays;
        case StartMonth:
            return s.startMonth + 1;
        }
        return {};
    }
    if (role == RawValueRole && index.column() == Cost)
        return r && r->cheapest ? r->cheapest->cost : 0.0;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Name:
        return s.displayName();
    case Kind:
        return kindName(s.kind);
    case Gpu: {
        const auto g = GpuCatalog::builtIn().find(s.gpuId);
        return g ? g->name : s.gpuId;
    }
    case Gpus:
        return s.gpus;
    case HoursPerRun:
        return l.toString(s.hoursPerRun, 'f', 1);
    case Runs:
        return s.runs;
    case SpanDays:
        return s.spanDays > 0 ? l.toString(s.spanDays, 'f', 0) : tr("auto");
    case StartMonth:
        return s.startMonth + 1;
    case Spot:
        return {};
    case GpuHours:
        return r ? l.toString(r->gpuHours, 'f', 1) : QString();
    case Cheapest:
        if (!r)
            return {};
        if (!r->cheapest)
            return tr("no offer");
        return QString(tr("%1, %2").arg(r->cheapest->providerName, billingModeName(r->cheapest->mode)) +
                       (r->cheapest->stale ? tr(" (stale price)") : QString()));
    case Cost:
        return r && r->cheapest ? ExchangeRate::format({r->cheapest->cost, m_currency}, 0) : QString();
    case PriceDate:
        if (!r || !r->cheapest)
            return {};
        return r->cheapest->priceAge.undated() > 0 ? tr("date unknown")
                                                   : r->cheapest->priceAge.oldest().toString(Qt::ISODate);
    }
    return {};
}

bool ScenarioModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!index.isValid() || index.row() >= m_scenarios.size())
        return false;
    BudgetItem& s = m_scenarios[index.row()];
    const BudgetItem before = s;
    if (role == Qt::CheckStateRole && index.column() == Spot) {
        s.spotAllowed = value.toInt() == Qt::Checked;
    } else if (role == Qt::EditRole) {
        bool ok = true;
        switch (index.column()) {
        case Name:
            if (value.toString() != s.displayName()) // an unchanged drawn name stays drawn (and translated)
                s.name = value.toString();
            break;
        case Kind:
            s.kind = static_cast<ScenarioKind>(value.toInt());
            break;
        case Gpu:
            if (!GpuCatalog::builtIn().find(value.toString()))
                return false;
            s.gpuId = value.toString();
            break;
        case Gpus: {
            const int v = value.toInt(&ok);
            if (!ok || v < 1)
                return false;
            s.gpus = v;
            break;
        }
        case HoursPerRun: {
            const double v = value.toDouble(&ok);
            if (!ok || v <= 0)
                return false;
            s.hoursPerRun = v;
            break;
        }
        case Runs: {
            const int v = value.toInt(&ok);
            if (!ok || v < 1)
                return false;
            s.runs = v;
            break;
        }
        case SpanDays: {
            const double v = value.toDouble(&ok);
            if (!ok || v < 0)
                return false;
            s.spanDays = v;
            break;
        }
        case StartMonth: {
            const int v = value.toInt(&ok);
            if (!ok || v < 1 || v > m_months)
                return false;
            s.startMonth = v - 1;
            break;
        }
        default:
            return false;
        }
    } else {
        return false;
    }
    // Changing what the plan decides overrides it: the item stops following the plan.
    if (ownedByThePlan(index.column()) && s.toJson() != before.toJson() && s.followsPlan != PlanLink::None) {
        s.followsPlan = PlanLink::None;
        Q_EMIT dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
    }
    Q_EMIT dataChanged(index, index, {role, Qt::DisplayRole});
    Q_EMIT scenariosEdited();
    return true;
}

QVariant ScenarioModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Item");
    case Kind:
        return tr("Kind");
    case Gpu:
        return tr("GPU");
    case Gpus:
        return tr("GPUs");
    case HoursPerRun:
        return tr("Hours per run");
    case Runs:
        return tr("Runs");
    case SpanDays:
        return tr("Span (days)");
    case StartMonth:
        return tr("Start month");
    case Spot:
        return tr("Spot OK");
    case GpuHours:
        return tr("GPU-hours");
    case Cheapest:
        return tr("Cheapest billing");
    case Cost:
        return tr("Cost");
    case PriceDate:
        return tr("Price of");
    }
    return {};
}

void ScenarioModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_scenarios.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace gp
