#include "ui/models/OfferModel.h"

#include "core/catalog/GpuCatalog.h"
#include "ui/common/Roles.h"

#include <QColor>
#include <QFont>
#include <QLocale>

#include <limits>

namespace gp {

OfferModel::OfferModel(QObject* parent) : QAbstractTableModel(parent) {}

void OfferModel::setCatalog(const PriceCatalog& catalog, const ExchangeRate& fx, Currency currency, const QDate& today)
{
    beginResetModel();
    m_rows.clear();
    m_currency = currency;
    m_today = today;
    for (const gp::Provider& p : catalog.providers()) {
        for (const gp::Offer& o : p.offers) {
            for (BillingMode mode : {BillingMode::Hourly, BillingMode::Daily, BillingMode::Weekly, BillingMode::Monthly,
                                     BillingMode::Spot, BillingMode::PerTask}) {
                const auto price = o.price(mode);
                if (!price)
                    continue;
                gp::Provider names;
                names.id = p.id;
                names.name = p.name;
                names.nameZh = p.nameZh;
                Row r{p.id, names, o, *price, 0};
                const double hours = billingUnitHours(mode);
                if (hours > 0)
                    r.perGpuHour = fx.convert(price->amount, price->currency, currency) / hours / o.gpuCount;
                m_rows << r;
            }
        }
    }
    endResetModel();
}

int OfferModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int OfferModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OfferModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row& r = m_rows.at(index.row());
    const bool stale = r.price.isStale(m_today);
    if (role == RawValueRole) {
        switch (index.column()) {
        case Price:
        case PerGpuHour:
            return r.perGpuHour;
        case Date:
            return r.price.date;
        case Age: // undated sorts as the oldest of all: nobody can say it still holds
            return r.price.date.isValid() ? r.price.date.daysTo(m_today) : std::numeric_limits<qint64>::max();
        default:
            return data(index, Qt::DisplayRole);
        }
    }
    if (role == Qt::ToolTipRole) {
        // The catalog's own words (source, note) are English; the frame around them is in the interface's language.
        QString tip = tr("Source: %1").arg(r.price.source);
        if (!r.price.quote.isEmpty())
            tip += QLatin1Char('\n') + tr("It says: %1").arg(r.price.quote);
        if (!r.price.note.isEmpty())
            tip += QLatin1Char('\n') + tr("Catalog note: %1").arg(r.price.note);
        tip += QLatin1Char('\n') + tr("Confidence: %1").arg(confidenceName(r.price.confidence));
        if (r.price.retrieved.isValid())
            tip += QLatin1Char('\n') + tr("Retrieved %1").arg(r.price.retrieved.toString(Qt::ISODate));
        if (stale)
            tip += QLatin1Char('\n') +
                   (r.price.date.isValid()
                        ? tr("This price is %1 days old: check it before you rely on it.")
                              .arg(r.price.date.daysTo(m_today))
                        : tr("The source gives no date: nobody can say this price still holds. Check it before "
                             "you rely on it."));
        if (r.price.userOverride)
            tip += QLatin1Char('\n') + tr("Your own price: it overrides the catalog's.");
        if (r.price.gpuOnly)
            tip += QLatin1Char('\n') + tr("The GPUs only: the host machine is billed apart, so plans, costs and "
                                          "budgets leave this price out.");
        return tip;
    }
    if (role == Qt::DecorationRole && index.column() == Date && stale)
        return QColor(0xd2, 0x99, 0x22);
    if (role == Qt::FontRole && r.price.userOverride && index.column() == Price) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == Qt::TextAlignmentRole &&
        (index.column() == Price || index.column() == PerGpuHour || index.column() == Age))
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Provider:
        return r.provider.displayName();
    case Offer:
        return r.offer.id;
    case Gpu: {
        const auto g = GpuCatalog::builtIn().find(r.offer.gpuId);
        return QStringLiteral("%1 × %2").arg(r.offer.gpuCount).arg(g ? g->name : r.offer.gpuId);
    }
    case Region:
        return r.offer.region;
    case Mode:
        return billingModeName(r.price.mode);
    case Price:
        return QString(ExchangeRate::format(r.price.money()) + (r.price.userOverride ? tr(" (yours)") : QString()) +
                       (r.price.gpuOnly ? tr(" (GPU only)") : QString()));
    case PerGpuHour:
        return r.perGpuHour > 0 ? ExchangeRate::format({r.perGpuHour, m_currency}) : QString();
    case Date:
        if (!r.price.date.isValid())
            return r.price.dateText(); // stale by definition; the mark says so
        return stale ? tr("%1 (stale)").arg(r.price.dateText()) : r.price.dateText();
    case Age:
        return r.price.date.isValid() ? tr("%n day(s)", nullptr, static_cast<int>(r.price.date.daysTo(m_today)))
                                      : tr("unknown");
    case Source:
        return tr("%1 · %2").arg(confidenceName(r.price.confidence), r.price.source);
    }
    return {};
}

QVariant OfferModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Provider:
        return tr("Provider");
    case Offer:
        return tr("Offer");
    case Gpu:
        return tr("GPUs");
    case Region:
        return tr("Region");
    case Mode:
        return tr("Billing");
    case Price:
        return tr("Price");
    case PerGpuHour:
        return tr("Per GPU-hour (%1)").arg(currencyCode(m_currency));
    case Date:
        return tr("Date");
    case Age:
        return tr("Age");
    case Source:
        return tr("Source");
    }
    return {};
}

void OfferModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

bool OfferFilter::filterAcceptsRow(int row, const QModelIndex&) const
{
    const auto* model = static_cast<const OfferModel*>(sourceModel());
    const OfferModel::Row& r = model->row(row);
    if (!gpuId.isEmpty() && r.offer.gpuId != gpuId)
        return false;
    if (!providerId.isEmpty() && r.providerId != providerId)
        return false;
    if (!region.isEmpty() && !r.offer.region.contains(region, Qt::CaseInsensitive))
        return false;
    if (!currency.isEmpty() && currencyCode(r.price.currency) != currency)
        return false;
    if (!mode.isEmpty() && billingModeCode(r.price.mode) != mode)
        return false;
    if (minPrice > 0 && r.perGpuHour < minPrice)
        return false;
    if (maxPrice > 0 && (r.perGpuHour <= 0 || r.perGpuHour > maxPrice))
        return false;
    if (staleOnly && !r.price.isStale(QDate::currentDate()))
        return false;
    return true;
}

} // namespace gp
