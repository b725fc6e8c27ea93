#pragma once

#include "core/catalog/PriceCatalog.h"
#include "core/i18n/Language.h"

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

#include <optional>

namespace gp {

// Typed access to the user's preferences (an INI file under the app's config location). Never holds secrets:
// passwords and tokens live only in the OS keychain.
class Settings final
{
    Q_DISABLE_COPY_MOVE(Settings)

public:
    Settings();                                // the user's file in QStandardPaths::AppConfigLocation
    explicit Settings(const QString& iniPath); // tests and portable profiles

    QString fileName() const { return m_settings.fileName(); }

    // The stored language, or nothing when the user never chose one (then the system locale decides).
    std::optional<Language> language() const;
    void setLanguage(Language language);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);
    QString currentPage() const;
    void setCurrentPage(const QString& page);

    // CNY per USD for showing prices in one currency (catalogs keep each price in its own).
    // The user's own CNY-per-USD rate, when they set one; otherwise the catalog's dated rate applies.
    std::optional<double> cnyPerUsdOverride() const;
    // `day`: when the user set it, so converted figures can say how old their rate is.
    void setCnyPerUsd(double rate, const QDate& day = QDate::currentDate());
    void clearCnyPerUsd();
    // The last rate fetched from the public source (ExchangeRateFetcher), with its date and source.
    std::optional<CatalogExchangeRate> refreshedRate() const;
    void setRefreshedRate(const CatalogExchangeRate& rate);
    // The rate every view converts with: the user's own; else the newer of the refreshed and the catalog's rate.
    ExchangeRate exchangeRate(const PriceCatalog& catalog) const;
    // Makes that rate the catalog's, so every page, report and command that converts with the catalog's rate (budgets,
    // reports, the Costs page) uses the same one: one rate, one place.
    void applyExchangeRate(PriceCatalog& catalog) const;
    // Where "refresh catalogs" downloads from (HTTPS); empty until the user sets one.
    QString catalogRefreshUrl() const;
    void setCatalogRefreshUrl(const QString& url);

    // Most recent first; at most kMaxRecentFiles.
    QStringList recentFiles() const;
    void addRecentFile(const QString& path);
    static constexpr int kMaxRecentFiles = 8;
    // The currency figures are shown in.
    QString displayCurrency() const;
    void setDisplayCurrency(const QString& code);

    // Writes to disk now and reports whether that worked (QSettings otherwise fails silently).
    bool sync();

private:
    QSettings m_settings;
};

} // namespace gp
