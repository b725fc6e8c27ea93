#include "core/settings/Settings.h"

#include "core/common/Logging.h"
#include "core/common/UserFiles.h"
#include "core/money/Money.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace gp {

namespace {
const QString kLanguage = QStringLiteral("ui/language");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kPage = QStringLiteral("window/page");
const QString kCnyPerUsd = QStringLiteral("money/cny_per_usd");
const QString kCnyPerUsdDay = QStringLiteral("money/cny_per_usd_date");
const QString kRefreshedRate = QStringLiteral("money/refreshed_rate");
const QString kRefreshUrl = QStringLiteral("catalogs/refresh_url");
const QString kRecent = QStringLiteral("files/recent");
const QString kCurrency = QStringLiteral("money/display_currency");

QString defaultIniPath()
{
    const QString path = UserFiles::configPath(UserFiles::settingsFile());
    QDir().mkpath(QFileInfo(path).path());
    return path;
}
} // namespace

Settings::Settings() : Settings(defaultIniPath()) {}

Settings::Settings(const QString& iniPath) : m_settings(iniPath, QSettings::IniFormat) {}

std::optional<Language> Settings::language() const
{
    return languageFromCode(m_settings.value(kLanguage).toString());
}

void Settings::setLanguage(Language language)
{
    m_settings.setValue(kLanguage, languageCode(language));
}

QByteArray Settings::windowGeometry() const
{
    return m_settings.value(kGeometry).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray& geometry)
{
    m_settings.setValue(kGeometry, geometry);
}

QByteArray Settings::windowState() const
{
    return m_settings.value(kState).toByteArray();
}

void Settings::setWindowState(const QByteArray& state)
{
    m_settings.setValue(kState, state);
}

QString Settings::currentPage() const
{
    return m_settings.value(kPage).toString();
}

void Settings::setCurrentPage(const QString& page)
{
    m_settings.setValue(kPage, page);
}

std::optional<double> Settings::cnyPerUsdOverride() const
{
    bool ok = false;
    const double rate = m_settings.value(kCnyPerUsd).toDouble(&ok);
    if (!ok || !(rate >= 0.01) || !(rate <= 1000))
        return std::nullopt; // unset, or a hand-edited value no rate can have
    return rate;
}

void Settings::setCnyPerUsd(double rate, const QDate& day)
{
    m_settings.setValue(kCnyPerUsd, rate);
    m_settings.setValue(kCnyPerUsdDay, day.toString(Qt::ISODate));
}

void Settings::clearCnyPerUsd()
{
    m_settings.remove(kCnyPerUsd);
    m_settings.remove(kCnyPerUsdDay);
}

std::optional<CatalogExchangeRate> Settings::refreshedRate() const
{
    // Written by setRefreshedRate, but a hand-edited file is read like any other input: checked, never trusted.
    const QJsonObject o = QJsonDocument::fromJson(m_settings.value(kRefreshedRate).toByteArray()).object();
    const Result<CatalogExchangeRate> rate = PriceCatalog::parseExchangeRate(o, fileName());
    if (!rate.ok())
        return std::nullopt;
    return rate.value();
}

void Settings::setRefreshedRate(const CatalogExchangeRate& rate)
{
    m_settings.setValue(kRefreshedRate, QJsonDocument(rate.toJson()).toJson(QJsonDocument::Compact));
}

ExchangeRate Settings::exchangeRate(const PriceCatalog& catalog) const
{
    if (const auto rate = cnyPerUsdOverride())
        return ExchangeRate(*rate, QDate::fromString(m_settings.value(kCnyPerUsdDay).toString(), Qt::ISODate),
                            PriceCatalog::tr("your own rate"));
    if (const auto refreshed = refreshedRate(); refreshed && refreshed->date >= catalog.exchangeRate().date)
        return refreshed->rate();
    return catalog.exchangeRate().rate();
}

QString Settings::catalogRefreshUrl() const
{
    return m_settings.value(kRefreshUrl).toString();
}

void Settings::setCatalogRefreshUrl(const QString& url)
{
    m_settings.setValue(kRefreshUrl, url);
}

QStringList Settings::recentFiles() const
{
    return m_settings.value(kRecent).toStringList();
}

void Settings::addRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    m_settings.setValue(kRecent, files);
}

QString Settings::displayCurrency() const
{
    return m_settings.value(kCurrency, QStringLiteral("CNY")).toString();
}

void Settings::setDisplayCurrency(const QString& code)
{
    m_settings.setValue(kCurrency, code);
}

bool Settings::sync()
{
    m_settings.sync();
    if (m_settings.status() != QSettings::NoError) {
        qCWarning(lcSettings) << "could not write settings to" << m_settings.fileName();
        return false;
    }
    return true;
}

void Settings::applyExchangeRate(PriceCatalog& catalog) const
{
    const ExchangeRate rate = exchangeRate(catalog);
    catalog.setExchangeRate(CatalogExchangeRate{rate.cnyPerUsd(), rate.date(), rate.source(), {}});
}

} // namespace gp
