#include "ui/models/GpuFitModel.h"
#include "core/common/Units.h"

#include "ui/common/Roles.h"

#include <QBrush>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

namespace gp {

namespace {}

GpuFitModel::GpuFitModel(QObject* parent) : QAbstractTableModel(parent) {}

void GpuFitModel::setResults(const QList<GpuPlanRow>& rows, Currency currency, bool serving)
{
    beginResetModel();
    m_rows = rows;
    m_currency = currency;
    const bool headersChange = serving != m_serving;
    m_serving = serving;
    endResetModel();
    if (headersChange)
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int GpuFitModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int GpuFitModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GpuFitModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const GpuPlanRow& r = m_rows.at(index.row());
    const QLocale l;
    const bool priced = r.deployment.has_value();
    if (role == RawValueRole) {
        switch (index.column()) {
        case Gpu:
            return r.fit.gpu.name;
        case Cards:
            return r.fit.fits ? r.fit.gpusNeeded : 1000;
        case MemoryPerCard:
            return r.fit.bytesPerGpu;
        case Headroom:
            return r.fit.headroomFraction;
        case Hours:
            return r.jobHours > 0 ? r.jobHours : 1e12;
        case BestOffer:
            return priced ? DeploymentSearch::offerText(*r.deployment) : QString();
        case Billing:
            return priced ? static_cast<int>(r.deployment->billing) : 1000;
        case CostPerRun:
            return priced ? r.costPerRun : 1e18;
        case CostPerMonth:
            return priced ? r.costPerMonth : 1e18;
        case Value:
            return r.valuePerCurrency;
        }
        return {};
    }
    if (role == Qt::ForegroundRole && !r.fit.fits)
        return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
    if (role == Qt::TextAlignmentRole && index.column() != Gpu && index.column() != BestOffer &&
        index.column() != Billing)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && priced) {
        const Deployment& d = *r.deployment;
        if (index.column() == BestOffer)
            return tr("%1 (%2), price of %3 (%4)")
                .arg(DeploymentSearch::offerText(d), d.offerId, d.price.dateText(), d.price.source);
        if (index.column() == Cards)
            return QString(FitSearch::parallelismText(r.fit) + QStringLiteral("; ") + FitSearch::linkText(r.fit));
        if (index.column() == Hours || index.column() == CostPerRun)
            return d.assumptions.join(QLatin1Char('\n'));
    }
    if (role == Qt::ToolTipRole && !r.fit.fits && !r.fit.reason.isEmpty())
        return r.fit.reason;
    if (role != Qt::DisplayRole)
        return {};
    const auto money = [&](double v) { return ExchangeRate::format({v, m_currency}); };
    switch (index.column()) {
    case Gpu:
        return r.fit.gpu.name;
    case Cards:
        return r.fit.fits ? DeploymentSearch::cardsText(r.fit) : tr("does not fit");
    case MemoryPerCard:
        return l.toString(r.fit.bytesPerGpu / kGiB, 'f', 1);
    case Headroom:
        return r.fit.fits ? QStringLiteral("%1 %").arg(l.toString(r.fit.headroomFraction * 100, 'f', 0)) : QString();
    case Hours:
        if (m_serving) // a service has no run to time: what each user sees instead
            return priced ? l.toString(r.deployment->tokensPerSecondPerUser, 'f', 0) : QString();
        // † marks a time measured on a rented instance; the tooltip says where and by how much.
        return r.jobHours > 0 ? l.toString(r.jobHours, 'f', 1) + (r.calibration ? QStringLiteral(" †") : QString())
                              : QString();
    case BestOffer:
        if (!priced)
            return r.fit.fits ? tr("no offer in the catalogs") : QString();
        return DeploymentSearch::offerText(*r.deployment);
    case Billing:
        return priced ? DeploymentSearch::billingText(*r.deployment) : QString();
    case CostPerRun:
        return priced ? money(r.costPerRun) : QString();
    case CostPerMonth:
        return priced ? money(r.costPerMonth) : QString();
    case Value:
        return priced ? l.toString(r.valuePerCurrency, 'f', r.valuePerCurrency < 10 ? 2 : 0) : QString();
    }
    return {};
}

QVariant GpuFitModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString currency = currencyCode(m_currency);
    switch (section) {
    case Gpu:
        return tr("GPU");
    case Cards:
        return tr("Cards");
    case MemoryPerCard:
        return tr("GiB per card");
    case Headroom:
        return tr("Headroom");
    case Hours:
        return m_serving ? tr("Tokens/s per user") : tr("Hours per run");
    case BestOffer:
        return tr("Cheapest offer");
    case Billing:
        return tr("Billing");
    case CostPerRun:
        return m_serving ? tr("Cost per month") : tr("Cost per run");
    case CostPerMonth:
        return tr("Per month (average)");
    case Value:
        return m_serving ? tr("Tokens/s per %1/h").arg(currency) : tr("M tokens per %1").arg(currency);
    }
    return {};
}

void GpuFitModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::DisplayRole});
}

} // namespace gp
