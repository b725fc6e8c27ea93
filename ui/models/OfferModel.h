#pragma once

#include "core/catalog/PriceCatalog.h"

#include <QAbstractTableModel>
#include <QDate>
#include <QSortFilterProxyModel>

namespace gp {

// Every price of every offer in the merged catalogs, one row per offer and billing mode (the price that counts:
// the user's own, else the newest), with a per-GPU-hour figure in the display currency for comparing.
class OfferModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfferModel)

public:
    enum Column { Provider, Offer, Gpu, Region, Mode, Price, PerGpuHour, Date, Age, Source, ColumnCount };

    struct Row
    {
        QString providerId;
        gp::Provider provider; // names only (no offers): drawn in the language of the moment
        gp::Offer offer;
        gp::Price price;
        double perGpuHour = 0; // display currency; 0 for per-task prices
    };

    explicit OfferModel(QObject* parent = nullptr);
    void setCatalog(const PriceCatalog& catalog, const ExchangeRate& fx, Currency currency, const QDate& today);
    const Row& row(int index) const { return m_rows.at(index); }
    Currency currency() const { return m_currency; }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void retranslate();

private:
    QList<Row> m_rows;
    Currency m_currency = Currency::CNY;
    QDate m_today;
};

// The Catalogs page's filters: GPU, provider, region text, currency, billing mode, price range, stale only.
class OfferFilter final : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    QString gpuId, providerId, region, currency, mode;
    double minPrice = 0, maxPrice = 0; // per GPU-hour, display currency; 0: no limit
    bool staleOnly = false;
    void apply() { invalidateFilter(); }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override;
};

} // namespace gp
