#pragma once

#include "core/catalog/PriceCatalog.h"
#include "core/catalog/PriceHistory.h"
#include "core/catalog/UserCatalogStore.h"
#include "core/records/SmokeHistory.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableView;
class QTableWidget;
class QVBoxLayout;

namespace gp {

class CatalogRefresher;
class OfferFilter;
class OfferModel;
class PriceTrendChart;
class Settings;

// Browse GPU specs and provider offers with filters, see stale prices, edit a price (saved as the user's own),
// import and export catalogs, and refresh them from the network with progress and a clear result.
class CatalogsPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogsPage)

public:
    CatalogsPage(Settings& settings, const UserCatalogStore& store, QWidget* parent = nullptr);
    ~CatalogsPage() override;

    void setCatalog(const PriceCatalog& catalog, const ExchangeRate& fx, Currency currency);
    // The plan's smoke tests: the selected offer's details say what its machines delivered.
    void setSmokeTests(const QList<SmokeRecord>& tests);
    OfferModel* offerModel() const { return m_model; }
    OfferFilter* offerFilter() const { return m_filter; }
    QTableView* offerTable() const { return m_offers; }
    CatalogRefresher* refresher() const { return m_refresher; }
    QLabel* statusLabel() const { return m_status; }
    PriceTrendChart* trendChart() const { return m_trend; }
    QLabel* offerDetails() const { return m_details; }

    // Edits the price of the selected row (tests call it directly with the values the dialog would return).
    Status setPriceForRow(int sourceRow, const Price& price);
    void startRefresh(const QString& url);

Q_SIGNALS:
    void catalogsChanged(); // the user's catalogs changed on disk: reload everywhere

protected:
    void changeEvent(QEvent* event) override;

private:
    QVBoxLayout* createFilters();
    QTabWidget* createCatalogTabs(); // the offers with their price trend and details, and the GPU specs
    QHBoxLayout* createActions();    // edit, import, export, rate and refresh
    void connectSignals();
    void retranslateUi();
    void applyFilters();
    void editSelectedPrice();
    void importCatalog();
    void exportCatalog();
    void editExchangeRate();
    void fillGpuTable();
    void showSkippedFiles();
    void showSelectedOffer(); // its price history, its provider's fees, its undated prices

    Settings& m_settings;
    UserCatalogStore m_store;
    PriceCatalog m_catalog;
    Result<PriceHistory::Kept> m_history = PriceHistory::Kept{}; // read with the catalog, once
    QMap<QString, OfferDelivery> m_delivery;                     // by offer, from the plan's smoke tests
    ExchangeRate m_fx;
    OfferModel* m_model;
    OfferFilter* m_filter;
    CatalogRefresher* m_refresher;

    QComboBox* m_gpu;
    QComboBox* m_provider;
    QLineEdit* m_region;
    QComboBox* m_priceCurrency;
    QComboBox* m_mode;
    QDoubleSpinBox* m_minPrice;
    QDoubleSpinBox* m_maxPrice;
    QCheckBox* m_staleOnly;
    QPushButton* m_rate;
    QPushButton* m_oldestFirst;
    QLabel* m_filterLabel;
    QTableView* m_offers;
    PriceTrendChart* m_trend;
    QLabel* m_details;
    QTableWidget* m_gpus;
    QPushButton* m_edit;
    QPushButton* m_import;
    QPushButton* m_export;
    QLineEdit* m_url;
    QPushButton* m_refresh;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QLabel* m_status;
    QLabel* m_skipped; // the user's catalog files that could not be loaded
};

} // namespace gp
