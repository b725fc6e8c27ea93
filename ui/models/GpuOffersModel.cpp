#include "ui/models/GpuOffersModel.h"

#include "ui/common/Roles.h"

#include <QFont>

namespace gp {

GpuOffersModel::GpuOffersModel(QObject* parent) : QAbstractTableModel(parent) {}

void GpuOffersModel::setDeployments(const DeploymentSearchResult& search,
                                    const QString& gpuId,
                                    const std::optional<Deployment>& answer,
                                    const QDate& today)
{
    beginResetModel();
    m_rows.clear();
    m_gpuId = gpuId;
    m_answerRow = -1;
    m_today = today;
    for (const Deployment& d : search.deployments) {
        if (d.fit.gpu.id != gpuId)
            continue;
        if (answer && d.offerId == answer->offerId && d.billing == answer->billing && d.instances == answer->instances)
            m_answerRow = static_cast<int>(m_rows.size());
        m_rows << d;
    }
    endResetModel();
}

int GpuOffersModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int GpuOffersModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GpuOffersModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Deployment& d = m_rows.at(index.row());
    const bool answer = index.row() == m_answerRow;
    if (role == Qt::FontRole && answer) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ToolTipRole) {
        QStringList tip;
        if (answer)
            tip << tr("The plan's answer: the cheapest fresh price within the constraints.");
        tip << tr("Source: %1").arg(d.price.source);
        if (d.stale)
            tip << (d.price.date.isValid() ? tr("This price is %1 days old: check it before you rely on it.")
                                                 .arg(d.price.date.daysTo(m_today))
                                           : tr("The source gives no date: check this price before you rely on it."));
        return tip.join(QLatin1Char('\n'));
    }
    if (role == RawValueRole) {
        switch (index.column()) {
        case Price:
            return d.price.amount;
        case PriceDate:
            return d.price.date;
        case Instances:
            return d.instances;
        case Total:
            return d.total;
        default:
            return data(index, Qt::DisplayRole);
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Provider:
        return answer ? tr("★ %1").arg(d.providerName) : d.providerName;
    case Shape:
        return DeploymentSearch::shapeText(d);
    case Billing:
        return DeploymentSearch::billingText(d);
    case Price:
        return tr("%1 / %2").arg(ExchangeRate::format(d.price.money()), billingModeName(d.billing));
    case PriceDate:
        return d.stale ? tr("%1 (stale)").arg(d.price.dateText()) : d.price.dateText();
    case Confidence:
        return confidenceName(d.price.confidence);
    case Instances:
        return d.instances;
    case Total:
        return ExchangeRate::format({d.total, d.currency});
    }
    return {};
}

QVariant GpuOffersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Provider:
        return tr("Provider");
    case Shape:
        return tr("GPUs");
    case Billing:
        return tr("Billing");
    case Price:
        return tr("Price");
    case PriceDate:
        return tr("Price date");
    case Confidence:
        return tr("Confidence");
    case Instances:
        return tr("Instances");
    case Total:
        return tr("Total");
    }
    return {};
}

void GpuOffersModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace gp
