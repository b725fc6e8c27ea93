#pragma once

#include "core/catalog/PriceCatalog.h"

#include <QDialog>

class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace gp {

class ExchangeRateFetcher;
class Settings;

// The one rate every converted figure uses, with its date and source: refreshed from a public source (ECB reference
// rates), set by hand, or the catalog's own. Changes are written to the settings at once; the caller reloads.
class ExchangeRateDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExchangeRateDialog)

public:
    // `catalog`: as loaded, before the settings' rate is applied, so its own rate can be shown and restored.
    ExchangeRateDialog(Settings& settings, const PriceCatalog& catalog, QWidget* parent = nullptr);
    ~ExchangeRateDialog() override;

    bool changed() const { return m_changed; }
    ExchangeRateFetcher* fetcher() const { return m_fetcher; } // tests point it at a local server

Q_SIGNALS:
    void rateChanged();

private:
    void refresh();
    void useOwn();
    void clearOwn();
    void showState(const QString& message = {});

    Settings& m_settings;
    PriceCatalog m_catalog;
    ExchangeRateFetcher* m_fetcher;
    QLabel* m_current;
    QLabel* m_status;
    QDoubleSpinBox* m_own;
    QPushButton* m_refresh;
    QPushButton* m_setOwn;
    QPushButton* m_clearOwn;
    QDialogButtonBox* m_buttons;
    bool m_changed = false;
};

} // namespace gp
