#include "ui/catalogs/CatalogsPage.h"

#include "ui/catalogs/ExchangeRateDialog.h"

#include "core/catalog/GpuCatalog.h"
#include "core/catalog/PriceHistory.h"
#include "core/cost/Fees.h"
#include "core/network/CatalogRefresher.h"
#include "core/settings/Settings.h"
#include "ui/charts/PriceTrendChart.h"
#include "ui/common/Roles.h"
#include "ui/models/OfferModel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gp {

CatalogsPage::CatalogsPage(Settings& settings, const UserCatalogStore& store, QWidget* parent)
    : QWidget(parent), m_settings(settings), m_store(store), m_catalog(PriceCatalog::builtIn()),
      m_model(new OfferModel(this)), m_filter(new OfferFilter(this)),
      m_refresher(new CatalogRefresher(store.refreshedCacheFile(), this))
{
    setObjectName(QStringLiteral("catalogsPage"));
    m_refresher->setHistoryFile(store.historyFile());
    m_filter->setSourceModel(m_model);
    m_filter->setSortRole(RawValueRole);

    QVBoxLayout* filters = createFilters();
    QTabWidget* tabs = createCatalogTabs();
    QHBoxLayout* actions = createActions();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_skipped);
    layout->addLayout(filters);
    layout->addWidget(tabs, 1);
    layout->addLayout(actions);
    layout->addWidget(m_status);

    connectSignals();
    retranslateUi();
    fillGpuTable();
}

QVBoxLayout* CatalogsPage::createFilters()
{
    m_gpu = new QComboBox(this);
    m_gpu->setObjectName(QStringLiteral("filterGpu"));
    m_gpu->addItem(QString(), QString());
    for (const GpuSpec& g : GpuCatalog::builtIn().gpus())
        m_gpu->addItem(g.name, g.id);
    m_provider = new QComboBox(this);
    m_provider->setObjectName(QStringLiteral("filterProvider"));
    m_region = new QLineEdit(this);
    m_region->setClearButtonEnabled(true);
    m_priceCurrency = new QComboBox(this);
    m_priceCurrency->addItem(QString(), QString());
    m_priceCurrency->addItem(QStringLiteral("CNY"), QStringLiteral("CNY"));
    m_priceCurrency->addItem(QStringLiteral("USD"), QStringLiteral("USD"));
    m_mode = new QComboBox(this);
    m_mode->addItem(QString(), QString());
    for (BillingMode mode : {BillingMode::Hourly, BillingMode::Daily, BillingMode::Weekly, BillingMode::Monthly,
                             BillingMode::Spot, BillingMode::PerTask})
        m_mode->addItem(billingModeName(mode), billingModeCode(mode)); // named again in retranslateUi
    // Chinese names are longer than the English ones the first width was made for.
    for (QComboBox* combo : {m_priceCurrency, m_mode})
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_minPrice = new QDoubleSpinBox(this);
    m_maxPrice = new QDoubleSpinBox(this);
    for (QDoubleSpinBox* box : {m_minPrice, m_maxPrice}) {
        box->setRange(0, 1e6);
        box->setDecimals(2);
    }
    m_staleOnly = new QCheckBox(this);
    m_oldestFirst = new QPushButton(this);
    m_oldestFirst->setObjectName(QStringLiteral("oldestFirst"));
    m_filterLabel = new QLabel(this);
    // Two rows: nine filters in one were squeezed below their texts' width on a small laptop screen.
    auto* filters = new QVBoxLayout;
    auto* what = new QHBoxLayout;
    for (QWidget* w : {static_cast<QWidget*>(m_filterLabel), static_cast<QWidget*>(m_gpu),
                       static_cast<QWidget*>(m_provider), static_cast<QWidget*>(m_region)})
        what->addWidget(w);
    what->setStretch(3, 1);
    auto* price = new QHBoxLayout;
    for (QWidget* w :
         {static_cast<QWidget*>(m_priceCurrency), static_cast<QWidget*>(m_mode), static_cast<QWidget*>(m_minPrice),
          static_cast<QWidget*>(m_maxPrice), static_cast<QWidget*>(m_staleOnly), static_cast<QWidget*>(m_oldestFirst)})
        price->addWidget(w);
    price->addStretch(1);
    filters->addLayout(what);
    filters->addLayout(price);
    return filters;
}

QTabWidget* CatalogsPage::createCatalogTabs()
{
    m_offers = new QTableView(this);
    m_offers->setObjectName(QStringLiteral("offerTable"));
    m_offers->setModel(m_filter);
    m_offers->setSortingEnabled(true);
    m_offers->sortByColumn(OfferModel::PerGpuHour, Qt::AscendingOrder);
    m_offers->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_offers->setSelectionMode(QAbstractItemView::SingleSelection);
    m_offers->verticalHeader()->hide();
    m_offers->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_offers->horizontalHeader()->setStretchLastSection(true);
    m_gpus = new QTableWidget(this);
    m_gpus->setObjectName(QStringLiteral("gpuSpecTable"));
    m_gpus->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_gpus->verticalHeader()->hide();
    m_gpus->setSortingEnabled(true);
    m_trend = new PriceTrendChart(this);
    m_details = new QLabel(this);
    m_details->setObjectName(QStringLiteral("offerDetails"));
    m_details->setWordWrap(true);
    m_details->setTextFormat(Qt::PlainText);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // Below the table, so that every column of the offers keeps its width: the trend on the left, the details beside.
    auto* detail = new QWidget(this);
    auto* detailLayout = new QHBoxLayout(detail);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    m_trend->setMinimumWidth(420);
    detailLayout->addWidget(m_trend);
    detailLayout->addWidget(m_details, 1);
    auto* offersAndTrend = new QSplitter(Qt::Vertical, this);
    offersAndTrend->addWidget(m_offers);
    offersAndTrend->addWidget(detail);
    offersAndTrend->setStretchFactor(0, 3);
    offersAndTrend->setStretchFactor(1, 1);
    offersAndTrend->setChildrenCollapsible(false);
    auto* tabs = new QTabWidget(this);
    tabs->setObjectName(QStringLiteral("catalogTabs"));
    tabs->addTab(offersAndTrend, QString());
    tabs->addTab(m_gpus, QString());
    return tabs;
}

QHBoxLayout* CatalogsPage::createActions()
{
    m_edit = new QPushButton(this);
    m_edit->setShortcut(QKeySequence(Qt::Key_F2));
    m_import = new QPushButton(this);
    m_export = new QPushButton(this);
    m_rate = new QPushButton(this);
    m_rate->setObjectName(QStringLiteral("exchangeRateButton"));
    m_url = new QLineEdit(this);
    m_url->setObjectName(QStringLiteral("refreshUrl"));
    m_url->setText(m_settings.catalogRefreshUrl());
    m_refresh = new QPushButton(this);
    m_refresh->setShortcut(QKeySequence::Refresh);
    m_cancel = new QPushButton(this);
    m_cancel->setEnabled(false);
    m_progress = new QProgressBar(this);
    m_progress->setVisible(false);
    m_progress->setMaximumWidth(160);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("catalogStatus"));
    m_status->setWordWrap(true);
    m_skipped = new QLabel(this);
    m_skipped->setObjectName(QStringLiteral("skippedCatalogs"));
    m_skipped->setWordWrap(true);
    m_skipped->setTextFormat(Qt::PlainText);
    m_skipped->setStyleSheet(QStringLiteral("QLabel { color: #b00020; }"));
    m_skipped->setVisible(false);
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_edit);
    actions->addWidget(m_import);
    actions->addWidget(m_export);
    actions->addWidget(m_rate);
    actions->addSpacing(16);
    actions->addWidget(m_url, 1);
    actions->addWidget(m_refresh);
    actions->addWidget(m_cancel);
    actions->addWidget(m_progress);
    return actions;
}

void CatalogsPage::connectSignals()
{
    for (QComboBox* box : {m_gpu, m_provider, m_priceCurrency, m_mode})
        connect(box, &QComboBox::currentIndexChanged, this, &CatalogsPage::applyFilters);
    connect(m_region, &QLineEdit::textChanged, this, &CatalogsPage::applyFilters);
    connect(m_minPrice, &QDoubleSpinBox::valueChanged, this, &CatalogsPage::applyFilters);
    connect(m_maxPrice, &QDoubleSpinBox::valueChanged, this, &CatalogsPage::applyFilters);
    connect(m_staleOnly, &QCheckBox::toggled, this, &CatalogsPage::applyFilters);
    // What needs refreshing first: undated prices, then the oldest.
    connect(m_oldestFirst, &QPushButton::clicked, this,
            [this] { m_offers->sortByColumn(OfferModel::Age, Qt::DescendingOrder); });
    connect(m_offers->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &CatalogsPage::showSelectedOffer);
    connect(m_edit, &QPushButton::clicked, this, &CatalogsPage::editSelectedPrice);
    connect(m_offers, &QTableView::doubleClicked, this, &CatalogsPage::editSelectedPrice);
    connect(m_import, &QPushButton::clicked, this, &CatalogsPage::importCatalog);
    connect(m_export, &QPushButton::clicked, this, &CatalogsPage::exportCatalog);
    connect(m_rate, &QPushButton::clicked, this, &CatalogsPage::editExchangeRate);
    connect(m_refresh, &QPushButton::clicked, this, [this] { startRefresh(m_url->text().trimmed()); });
    connect(m_cancel, &QPushButton::clicked, m_refresher, &CatalogRefresher::cancel);
    connect(m_refresher, &CatalogRefresher::progress, this, [this](qint64 received, qint64 total) {
        m_progress->setRange(0, total > 0 ? static_cast<int>(total / 1024) : 0);
        m_progress->setValue(static_cast<int>(received / 1024));
    });
    connect(m_refresher, &CatalogRefresher::finished, this, [this](const RefreshOutcome& outcome) {
        m_refresh->setEnabled(true);
        m_cancel->setEnabled(false);
        m_progress->setVisible(false);
        QString text = outcome.message;
        for (const CatalogProblem& p : outcome.problems)
            text += QLatin1Char('\n') + p.toString();
        m_status->setText(text);
        if (outcome.kind == RefreshOutcome::Kind::Updated)
            Q_EMIT catalogsChanged();
    });
}

CatalogsPage::~CatalogsPage() = default;

void CatalogsPage::retranslateUi()
{
    showSkippedFiles();
    m_filterLabel->setText(tr("Filter:"));
    m_gpu->setItemText(0, tr("All GPUs"));
    if (m_provider->count() > 0)
        m_provider->setItemText(0, tr("All providers"));
    for (int i = 1; i < m_provider->count(); ++i) // provider names in the new language (优云智算 / Compshare)
        if (const auto p = m_catalog.provider(m_provider->itemData(i).toString()))
            m_provider->setItemText(i, p->displayName());
    m_region->setPlaceholderText(tr("Region"));
    m_priceCurrency->setItemText(0, tr("Any currency"));
    m_mode->setItemText(0, tr("Any billing"));
    for (int i = 1; i < m_mode->count(); ++i)
        if (const auto mode = billingModeFromCode(m_mode->itemData(i).toString()))
            m_mode->setItemText(i, billingModeName(*mode));
    m_minPrice->setPrefix(tr("from "));
    m_maxPrice->setPrefix(tr("to "));
    m_minPrice->setSpecialValueText(tr("any price"));
    m_maxPrice->setSpecialValueText(tr("any price"));
    m_minPrice->setToolTip(tr("Lowest price per GPU-hour, in the display currency"));
    m_maxPrice->setToolTip(tr("Highest price per GPU-hour, in the display currency"));
    m_staleOnly->setText(tr("Stale only"));
    m_oldestFirst->setText(tr("Ol&dest first"));
    m_oldestFirst->setToolTip(tr("Sort the prices by age: undated ones first, then the oldest"));
    auto* tabs = findChild<QTabWidget*>(QStringLiteral("catalogTabs"));
    tabs->setTabText(0, tr("&Offers"));
    tabs->setTabText(1, tr("GPU &specifications"));
    m_edit->setText(tr("&Edit price…"));
    m_import->setText(tr("&Import…"));
    m_export->setText(tr("E&xport…"));
    m_rate->setText(tr("Exchange &rate…"));
    m_rate->setToolTip(tr("The USD→CNY rate every converted figure uses: refresh it, or set your own"));
    m_url->setPlaceholderText(tr("https://… catalog bundle to refresh from"));
    m_refresh->setText(tr("&Refresh"));
    m_cancel->setText(tr("Cancel"));
    m_offers->setAccessibleName(tr("Provider offers"));
    m_gpus->setAccessibleName(tr("GPU specifications"));
    m_model->retranslate();
    fillGpuTable();
    showSelectedOffer();
    // The status line is in the old language too: show the counts again (a transient message goes with it).
    applyFilters();
}

void CatalogsPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void CatalogsPage::setCatalog(const PriceCatalog& catalog, const ExchangeRate& fx, Currency currency)
{
    m_catalog = catalog;
    m_history = PriceHistory(m_store.historyFile()).read();
    m_fx = fx;
    const QString selected = m_provider->currentData().toString();
    {
        const QSignalBlocker blocker(m_provider);
        m_provider->clear();
        m_provider->addItem(tr("All providers"), QString());
        for (const Provider& p : catalog.providers())
            m_provider->addItem(p.displayName(), p.id);
        m_provider->setCurrentIndex(std::max(0, m_provider->findData(selected)));
    }
    m_model->setCatalog(catalog, fx, currency, QDate::currentDate());
    showSkippedFiles();
    applyFilters();
    // The details beside the table always belong to a row: the first (cheapest) one until the user picks another.
    if (!m_offers->currentIndex().isValid() && m_filter->rowCount() > 0)
        m_offers->setCurrentIndex(m_filter->index(0, 0));
    showSelectedOffer();
}

void CatalogsPage::showSkippedFiles()
{
    QStringList lines;
    for (const CatalogProblem& p : m_catalog.skippedFiles())
        lines << p.toString();
    m_skipped->setVisible(!lines.isEmpty());
    if (!lines.isEmpty())
        m_skipped->setText(tr("%n of your catalog files could not be loaded; their offers are left out everywhere "
                              "until they are fixed or removed:",
                              nullptr, static_cast<int>(lines.size())) +
                           QLatin1Char('\n') + lines.join(QLatin1Char('\n')));
}

void CatalogsPage::applyFilters()
{
    m_filter->gpuId = m_gpu->currentData().toString();
    m_filter->providerId = m_provider->currentData().toString();
    m_filter->region = m_region->text().trimmed();
    m_filter->currency = m_priceCurrency->currentData().toString();
    m_filter->mode = m_mode->currentData().toString();
    m_filter->minPrice = m_minPrice->value();
    m_filter->maxPrice = m_maxPrice->value();
    m_filter->staleOnly = m_staleOnly->isChecked();
    m_filter->apply();
    int old = 0, undated = 0;
    for (int i = 0; i < m_model->rowCount(); ++i) {
        const Price& price = m_model->row(i).price;
        undated += price.date.isValid() ? 0 : 1;
        old += price.date.isValid() && price.isStale(QDate::currentDate()) ? 1 : 0;
    }
    m_status->setText(tr("%1 of %2 prices shown; marked stale: %3 older than %4 days, %5 whose source gives no date.")
                          .arg(m_filter->rowCount())
                          .arg(m_model->rowCount())
                          .arg(old)
                          .arg(Price::kStaleDays)
                          .arg(undated) +
                      QLatin1Char(' ') + tr("Converted at %1.").arg(m_fx.describe()));
}

void CatalogsPage::editExchangeRate()
{
    // The catalog as loaded, before the settings' rate is laid over it, so its own rate can be shown.
    ExchangeRateDialog dialog(m_settings, m_store.load(), this);
    connect(&dialog, &ExchangeRateDialog::rateChanged, this, &CatalogsPage::catalogsChanged);
    dialog.exec();
}

void CatalogsPage::setSmokeTests(const QList<SmokeRecord>& tests)
{
    m_delivery = OfferDelivery::perOffer(tests);
    showSelectedOffer();
}

void CatalogsPage::showSelectedOffer()
{
    const QModelIndex current = m_offers->selectionModel() ? m_offers->selectionModel()->currentIndex() : QModelIndex();
    if (!current.isValid()) {
        m_trend->setPrices(QString(), {});
        m_details->clear();
        return;
    }
    const OfferModel::Row& row = m_model->row(m_filter->mapToSource(current).row());
    const Result<QList<Price>> history = m_history.ok() ? PriceHistory::of(row.offer.id, m_catalog, *m_history)
                                                        : Result<QList<Price>>(m_history.error());
    QStringList lines;
    if (!history.ok()) {
        m_trend->setPrices(row.offer.id, row.offer.prices);
        lines << history.error().message;
    } else {
        m_trend->setPrices(row.offer.id, *history);
        for (const Price& p : *history)
            if (!p.date.isValid())
                lines << tr("Date unknown: %1 %2 (%3)")
                             .arg(billingModeName(p.mode), ExchangeRate::format(p.money()), p.source);
    }
    if (m_delivery.contains(row.offer.id))
        lines << m_delivery.value(row.offer.id).describe();
    const std::optional<Provider> provider = m_catalog.provider(row.providerId);
    if (provider && provider->fees) {
        const ProviderFees& f = *provider->fees;
        const auto fee = [&](const std::optional<double>& v, const QString& perUnit) {
            return v ? perUnit.arg(ExchangeRate::format({*v, f.currency}, 4)) : tr("not published");
        };
        lines << tr("%1's fees: disk %2, while stopped %3, egress %4 (%5, %6).")
                     .arg(provider->displayName(), fee(f.diskGbMonth, tr("%1 per GB-month")),
                          fee(f.stoppedDiskGbMonth, tr("%1 per GB-month")), fee(f.egressGb, tr("%1 per GB")), f.source,
                          f.date.isValid() ? f.date.toString(Qt::ISODate) : tr("date unknown"));
    } else if (provider) {
        lines << Fees::unknownFees(provider->displayName());
    }
    if (provider && !provider->notPublished.isEmpty()) // searched for, and not in the public record
        lines << tr("%1 does not publish: %2.").arg(provider->displayName(), provider->notPublishedText());
    if (provider && !provider->catalogNotes.isEmpty())
        lines << tr("Catalog notes: %1").arg(provider->catalogNotes);
    m_details->setText(lines.join(QLatin1Char('\n')));
}

void CatalogsPage::fillGpuTable()
{
    const QStringList headers{tr("GPU"),          tr("Memory (GB)"), tr("Bandwidth (GB/s)"),
                              tr("BF16 TFLOPS"),  tr("FP8 TFLOPS"),  tr("TDP (W)"),
                              tr("Interconnect"), tr("MIG"),         tr("Purchase")};
    m_gpus->setSortingEnabled(false);
    m_gpus->clear();
    m_gpus->setColumnCount(static_cast<int>(headers.size()));
    m_gpus->setHorizontalHeaderLabels(headers);
    const QList<GpuSpec>& gpus = GpuCatalog::builtIn().gpus();
    m_gpus->setRowCount(static_cast<int>(gpus.size()));
    const QLocale l;
    for (int i = 0; i < gpus.size(); ++i) {
        const GpuSpec& g = gpus.at(i);
        const auto cell = [&](int column, const QString& text, const QVariant& sort = {}) {
            auto* item = new QTableWidgetItem(text);
            if (sort.isValid())
                item->setData(Qt::UserRole, sort);
            item->setToolTip(g.source);
            m_gpus->setItem(i, column, item);
        };
        cell(0, g.name);
        cell(1, l.toString(g.memoryGb, 'f', 0));
        cell(2, l.toString(g.bandwidthGBps, 'f', 0));
        cell(3, GpuCatalog::bf16Text(g));
        cell(4, g.tflopsFp8 > 0 ? l.toString(g.tflopsFp8, 'f', 0) : QStringLiteral("—"));
        cell(5, l.toString(g.tdpWatts, 'f', 0));
        cell(6, g.interconnect +
                    (g.interconnectGBps > 0 ? QStringLiteral(" %1 GB/s").arg(g.interconnectGBps) : QString()));
        cell(7, g.migInstances > 0 ? QString::number(g.migInstances) : QStringLiteral("—"));
        const std::optional<GpuCatalog::BuyPrice> price = GpuCatalog::buyPrice(g);
        auto* buy = new QTableWidgetItem(price ? price->text : tr("not found"));
        QStringList tip{g.purchaseSource, g.purchaseNote};
        if (g.machine)
            tip << g.machine->source << g.machine->note;
        tip.removeAll(QString());
        buy->setToolTip(tip.join(QLatin1Char('\n')));
        m_gpus->setItem(i, 8, buy);
    }
    m_gpus->resizeColumnsToContents();
    m_gpus->setSortingEnabled(true);
}

Status CatalogsPage::setPriceForRow(int sourceRow, const Price& price)
{
    const OfferModel::Row& row = m_model->row(sourceRow);
    const Status saved = m_store.setPrice(row.providerId, row.offer.id, price);
    if (saved.ok()) {
        m_status->setText(tr("Saved your price for %1 (%2). It overrides the catalog's from now on.")
                              .arg(row.offer.id, billingModeCode(price.mode)));
        Q_EMIT catalogsChanged();
    }
    return saved;
}

void CatalogsPage::editSelectedPrice()
{
    const QModelIndexList selected = m_offers->selectionModel()->selectedRows();
    if (selected.isEmpty()) {
        m_status->setText(tr("Select an offer's price first."));
        return;
    }
    const int sourceRow = m_filter->mapToSource(selected.first()).row();
    const OfferModel::Row row = m_model->row(sourceRow);
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Edit price — %1").arg(row.offer.id));
    auto* amount = new QDoubleSpinBox(&dialog);
    amount->setRange(0.0001, 1e9);
    amount->setDecimals(4);
    amount->setValue(row.price.amount);
    auto* currency = new QComboBox(&dialog);
    currency->addItem(QStringLiteral("CNY"), QStringLiteral("CNY"));
    currency->addItem(QStringLiteral("USD"), QStringLiteral("USD"));
    currency->setCurrentIndex(currency->findData(currencyCode(row.price.currency)));
    auto* date = new QDateEdit(QDate::currentDate(), &dialog);
    date->setCalendarPopup(true);
    date->setMaximumDate(QDate::currentDate());
    auto* source = new QLineEdit(&dialog);
    source->setPlaceholderText(tr("where this price comes from (invoice, quote, page)"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, &dialog);
    auto* form = new QFormLayout(&dialog);
    form->addRow(tr("Billing:"), new QLabel(billingModeCode(row.price.mode), &dialog));
    form->addRow(tr("Amount per unit:"), amount);
    form->addRow(tr("Currency:"), currency);
    form->addRow(tr("Date:"), date);
    form->addRow(tr("Source:"), source);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, [&] {
        if (source->text().trimmed().isEmpty()) {
            source->setFocus();
            source->setPlaceholderText(tr("a source is required"));
            return;
        }
        dialog.accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return;
    Price price = row.price;
    price.amount = amount->value();
    price.currency = currencyFromCode(currency->currentData().toString()).value_or(Currency::CNY);
    price.date = date->date();
    price.source = source->text().trimmed();
    price.note.clear();
    const Status saved = setPriceForRow(sourceRow, price);
    if (!saved.ok())
        QMessageBox::warning(this, tr("Edit price"), saved.error().message);
}

void CatalogsPage::importCatalog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import a provider catalog"), QString(),
                                                      tr("Provider catalogs (*.json)"));
    if (path.isEmpty())
        return;
    const UserCatalogStore::ImportResult r = m_store.importFile(path);
    QStringList problems;
    for (const CatalogProblem& p : r.problems)
        problems << p.toString();
    if (!r.imported) {
        QMessageBox::warning(this, tr("Import"),
                             tr("Nothing was imported; your catalogs are unchanged.") + QStringLiteral("\n\n") +
                                 problems.join(QLatin1Char('\n')));
        return;
    }
    m_status->setText(tr("Imported provider %1.").arg(r.providerId) +
                      (problems.isEmpty() ? QString() : QLatin1Char('\n') + problems.join(QLatin1Char('\n'))));
    Q_EMIT catalogsChanged();
}

void CatalogsPage::exportCatalog()
{
    const QString provider = m_provider->currentData().toString();
    if (provider.isEmpty()) {
        m_status->setText(tr("Choose a provider in the filter to export its catalog."));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export provider catalog"), provider + QStringLiteral(".json"), tr("Provider catalogs (*.json)"));
    if (path.isEmpty())
        return;
    const Status s = m_store.exportProvider(provider, path);
    if (!s.ok())
        QMessageBox::warning(this, tr("Export"), s.error().message);
    else
        m_status->setText(tr("Wrote %1.").arg(path));
}

void CatalogsPage::startRefresh(const QString& url)
{
    if (Status ok = CatalogRefresher::checkUrl(QUrl(url)); !ok.ok()) {
        m_status->setText(ok.error().message);
        return;
    }
    m_settings.setCatalogRefreshUrl(url);
    m_settings.sync();
    m_refresh->setEnabled(false);
    m_cancel->setEnabled(true);
    m_progress->setVisible(true);
    m_progress->setRange(0, 0);
    m_status->setText(tr("Refreshing catalogs from %1…").arg(url));
    m_refresher->start(QUrl(url));
}

} // namespace gp
