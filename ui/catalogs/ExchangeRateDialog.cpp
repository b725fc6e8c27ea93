#include "ui/catalogs/ExchangeRateDialog.h"

#include "core/network/ExchangeRateFetcher.h"
#include "core/settings/Settings.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace gp {

ExchangeRateDialog::ExchangeRateDialog(Settings& settings, const PriceCatalog& catalog, QWidget* parent)
    : QDialog(parent), m_settings(settings), m_catalog(catalog), m_fetcher(new ExchangeRateFetcher(this))
{
    setObjectName(QStringLiteral("exchangeRateDialog"));
    setWindowTitle(tr("Exchange rate"));
    m_current = new QLabel(this);
    m_current->setObjectName(QStringLiteral("currentRate"));
    m_current->setWordWrap(true);
    m_current->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("rateStatus"));
    m_status->setWordWrap(true);
    m_refresh = new QPushButton(tr("&Refresh from the web"), this);
    m_refresh->setToolTip(tr("Fetch today's USD→CNY reference rate (European Central Bank, via %1)")
                              .arg(ExchangeRateFetcher::defaultUrl().host()));
    m_own = new QDoubleSpinBox(this);
    m_own->setObjectName(QStringLiteral("ownRate"));
    m_own->setRange(0.01, 1000);
    m_own->setDecimals(4);
    m_own->setPrefix(tr("1 USD = ¥"));
    m_own->setValue(settings.exchangeRate(catalog).cnyPerUsd());
    m_refresh->setObjectName(QStringLiteral("refreshRate"));
    m_setOwn = new QPushButton(tr("&Use my own rate"), this);
    m_setOwn->setObjectName(QStringLiteral("setOwnRate"));
    m_clearOwn = new QPushButton(tr("&Forget my own rate"), this);
    m_clearOwn->setObjectName(QStringLiteral("clearOwnRate"));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);

    auto* own = new QHBoxLayout;
    own->addWidget(m_own, 1);
    own->addWidget(m_setOwn);
    own->addWidget(m_clearOwn);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_current);
    layout->addWidget(m_refresh);
    layout->addLayout(own);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);

    connect(m_refresh, &QPushButton::clicked, this, &ExchangeRateDialog::refresh);
    connect(m_setOwn, &QPushButton::clicked, this, &ExchangeRateDialog::useOwn);
    connect(m_clearOwn, &QPushButton::clicked, this, &ExchangeRateDialog::clearOwn);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_fetcher, &ExchangeRateFetcher::finished, this, [this](const Result<CatalogExchangeRate>& rate) {
        m_refresh->setEnabled(true);
        if (!rate.ok())
            return showState(rate.error().message); // the last good rate stays
        m_settings.setRefreshedRate(rate.value());
        m_changed = true;
        showState(m_settings.sync() ? tr("Refreshed: %1.").arg(rate.value().rate().describe())
                                    : tr("The settings file %1 could not be written.").arg(m_settings.fileName()));
        Q_EMIT rateChanged();
    });
    showState();
}

ExchangeRateDialog::~ExchangeRateDialog() = default;

void ExchangeRateDialog::refresh()
{
    m_refresh->setEnabled(false);
    m_status->setText(tr("Fetching today's rate…"));
    m_fetcher->start(ExchangeRateFetcher::defaultUrl());
}

void ExchangeRateDialog::useOwn()
{
    m_settings.setCnyPerUsd(m_own->value());
    m_changed = true;
    showState(m_settings.sync() ? tr("Your own rate is used from now on.")
                                : tr("The settings file %1 could not be written.").arg(m_settings.fileName()));
    Q_EMIT rateChanged();
}

void ExchangeRateDialog::clearOwn()
{
    m_settings.clearCnyPerUsd();
    m_changed = true;
    showState(m_settings.sync() ? tr("Your own rate is forgotten.")
                                : tr("The settings file %1 could not be written.").arg(m_settings.fileName()));
    Q_EMIT rateChanged();
}

void ExchangeRateDialog::showState(const QString& message)
{
    QStringList lines{tr("Every converted figure uses: %1").arg(m_settings.exchangeRate(m_catalog).describe()),
                      tr("The catalog's own: %1").arg(m_catalog.exchangeRate().rate().describe())};
    if (const auto refreshed = m_settings.refreshedRate())
        lines << tr("Last refreshed: %1").arg(refreshed->rate().describe());
    m_current->setText(lines.join(QLatin1Char('\n')));
    m_clearOwn->setEnabled(m_settings.cnyPerUsdOverride().has_value());
    if (!message.isEmpty())
        m_status->setText(message);
}

} // namespace gp
