#pragma once

#include "core/catalog/PriceCatalog.h"

#include <QCoreApplication>
#include <QString>

namespace gp {

// The user's own provider files (imported catalogs and edited prices), kept under the app's data location and merged
// over the built-in catalogs. A file enters the store only after it validated; writes are atomic (QSaveFile), so a
// bad import or a crash never replaces a good file.
class UserCatalogStore final
{
    Q_DECLARE_TR_FUNCTIONS(gp::UserCatalogStore)

public:
    UserCatalogStore();                            // QStandardPaths::AppDataLocation/catalogs
    explicit UserCatalogStore(const QString& dir); // tests and portable profiles

    QString directory() const { return m_dir; }
    // Where a catalog refresh keeps its last good download (read by load()).
    QString refreshedCacheFile() const { return m_dir + QStringLiteral("/refreshed/catalog.json"); }
    // The prices that refreshes and imports replaced (PriceHistory); not a provider file, so it is kept apart.
    QString historyFile() const { return m_dir + QStringLiteral("/history/prices.json"); }
    PriceCatalog load(QList<CatalogProblem>* problems = nullptr) const;
    QList<Provider> refreshedProviders() const; // the last good refresh, validated again on every read
    std::optional<CatalogExchangeRate> refreshedExchangeRate() const; // the last good refresh's, if it had one

    struct ImportResult
    {
        bool imported = false;
        QString providerId;
        QList<CatalogProblem> problems;
    };
    ImportResult importFile(const QString& path) const;
    ImportResult importProvider(const Provider& provider) const; // e.g. from the SkyPilot importer

    // Exports one provider as the merged catalog shows it (the user's prices included and marked).
    Status exportProvider(const QString& providerId, const QString& path) const;

    // Records the user's own price for one offer and billing mode; it wins over the catalog's from now on.
    Status setPrice(const QString& providerId, const QString& offerId, const Price& price) const;

    static Status writeJsonAtomically(const QString& path, const QByteArray& data);

private:
    QString fileFor(const QString& providerId) const;
    QString m_dir;
};

} // namespace gp
