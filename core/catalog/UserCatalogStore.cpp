#include "core/catalog/UserCatalogStore.h"

#include "core/catalog/PriceHistory.h"
#include "core/common/UserFiles.h"

#include "core/common/SafeRead.h"
#include "core/common/SafeSave.h"

#include "core/catalog/GpuCatalog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QStandardPaths>

namespace gp {

UserCatalogStore::UserCatalogStore() : UserCatalogStore(UserFiles::dataPath(UserFiles::catalogsFolder())) {}

UserCatalogStore::UserCatalogStore(const QString& dir) : m_dir(dir) {}

QString UserCatalogStore::fileFor(const QString& providerId) const
{
    return m_dir + QLatin1Char('/') + providerId + QStringLiteral(".json");
}

PriceCatalog UserCatalogStore::load(QList<CatalogProblem>* problems) const
{
    PriceCatalog catalog = PriceCatalog::load(m_dir, problems, refreshedProviders());
    // The newer rate wins: an update of GPU Planner may ship a later one than the last refresh brought.
    if (const auto rate = refreshedExchangeRate(); rate && rate->date >= catalog.exchangeRate().date)
        catalog.setExchangeRate(*rate);
    return catalog;
}

std::optional<CatalogExchangeRate> UserCatalogStore::refreshedExchangeRate() const
{
    QFile file(refreshedCacheFile());
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    if (!root.contains(QLatin1String("exchange_rate")))
        return std::nullopt;
    const Result<CatalogExchangeRate> rate =
        PriceCatalog::parseExchangeRate(root.value(QLatin1String("exchange_rate")), file.fileName());
    return rate.ok() ? std::optional<CatalogExchangeRate>(*rate) : std::nullopt;
}

QList<Provider> UserCatalogStore::refreshedProviders() const
{
    QList<Provider> list;
    QFile file(refreshedCacheFile());
    if (!file.open(QIODevice::ReadOnly))
        return list;
    const QJsonArray providers =
        QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("providers")).toArray();
    for (const QJsonValue& value : providers) {
        const ProviderParse parsed =
            PriceCatalog::parseProvider(value.toObject(), file.fileName(), GpuCatalog::builtIn());
        if (parsed.ok())
            list << *parsed.provider;
    }
    return list;
}

Status UserCatalogStore::writeJsonAtomically(const QString& path, const QByteArray& data)
{
    return SafeSave::write(path, data);
}

UserCatalogStore::ImportResult UserCatalogStore::importFile(const QString& path) const
{
    ImportResult result;
    const Result<QByteArray> text = SafeRead::read(path, PriceCatalog::kMaxFileBytes);
    if (!text.ok()) {
        result.problems.append({CatalogProblem::Severity::Error, path, QString(), text.error().message});
        return result;
    }
    const ProviderParse parsed = PriceCatalog::parseProvider(*text, path, GpuCatalog::builtIn());
    result.problems = parsed.problems;
    if (!parsed.ok())
        return result;
    ImportResult stored = importProvider(*parsed.provider);
    stored.problems = result.problems + stored.problems;
    return stored;
}

UserCatalogStore::ImportResult UserCatalogStore::importProvider(const Provider& provider) const
{
    ImportResult result;
    result.providerId = provider.id;
    const QJsonDocument document(PriceCatalog::toJson(provider));
    QByteArray json = document.toJson(QJsonDocument::Indented);
    if (json.size() > PriceCatalog::kMaxFileBytes)
        json = document.toJson(QJsonDocument::Compact); // indentation alone must not make a catalog unloadable
    if (json.size() > PriceCatalog::kMaxFileBytes) {
        result.problems.append({CatalogProblem::Severity::Error, fileFor(provider.id), QString(),
                                tr("The catalog of \"%1\" would be %2 (%n offer(s)), more than the %3 a catalog may "
                                   "have; split it into several providers or leave out offers.",
                                   nullptr, static_cast<int>(provider.offers.size()))
                                    .arg(provider.id, QLocale().formattedDataSize(json.size()),
                                         QLocale().formattedDataSize(PriceCatalog::kMaxFileBytes))});
        return result;
    }
    // Validate what will be written, exactly as it will be read back.
    const ProviderParse check = PriceCatalog::parseProvider(json, fileFor(provider.id), GpuCatalog::builtIn());
    if (!check.ok()) {
        result.problems = check.problems;
        return result;
    }
    // The prices this import replaces join the history first: an import never loses a price's past.
    // (The shipped catalog's prices stay listed beside the user's, so only the user's previous file is replaced.)
    QList<Provider> before;
    if (const Result<QByteArray> previous = SafeRead::read(fileFor(provider.id), PriceCatalog::kMaxFileBytes);
        previous.ok()) {
        const ProviderParse parsed =
            PriceCatalog::parseProvider(*previous, fileFor(provider.id), GpuCatalog::builtIn());
        if (parsed.ok())
            before << *parsed.provider;
    }
    const Result<QString> kept = PriceHistory(historyFile()).keep(before, {*check.provider});
    if (!kept.ok()) {
        result.problems.append({CatalogProblem::Severity::Error, historyFile(), QString(), kept.error().message});
        return result;
    }
    if (!kept->isEmpty())
        result.problems.append({CatalogProblem::Severity::Warning, historyFile(), QString(), *kept});
    const Status written = writeJsonAtomically(fileFor(provider.id), json);
    if (!written.ok()) {
        result.problems.append(
            {CatalogProblem::Severity::Error, fileFor(provider.id), QString(), written.error().message});
        return result;
    }
    result.imported = true;
    return result;
}

Status UserCatalogStore::exportProvider(const QString& providerId, const QString& path) const
{
    const std::optional<Provider> provider = load().provider(providerId);
    if (!provider)
        return Error{QStringLiteral("store.unknown_provider"), tr("There is no provider \"%1\".").arg(providerId)};
    return writeJsonAtomically(path, QJsonDocument(PriceCatalog::toJson(*provider)).toJson(QJsonDocument::Indented));
}

Status UserCatalogStore::setPrice(const QString& providerId, const QString& offerId, const Price& price) const
{
    const PriceCatalog merged = load();
    const std::optional<Provider> base = merged.provider(providerId);
    if (!base)
        return Error{QStringLiteral("store.unknown_provider"), tr("There is no provider \"%1\".").arg(providerId)};
    const auto offer =
        std::find_if(base->offers.cbegin(), base->offers.cend(), [&](const Offer& o) { return o.id == offerId; });
    if (offer == base->offers.cend())
        return Error{QStringLiteral("store.unknown_offer"),
                     tr("Provider \"%1\" has no offer \"%2\".").arg(providerId, offerId)};

    // The user's file for this provider holds only their own prices; start from it if it exists.
    Provider mine;
    if (QFileInfo::exists(fileFor(providerId))) {
        const Result<QByteArray> text = SafeRead::read(fileFor(providerId), PriceCatalog::kMaxFileBytes);
        if (!text.ok())
            return text.error(); // never overwrite a file that could not be read: its other prices would be lost
        const ProviderParse parsed = PriceCatalog::parseProvider(*text, fileFor(providerId), GpuCatalog::builtIn());
        if (!parsed.ok())
            return Error{QStringLiteral("store.invalid"),
                         tr("Your catalog \"%1\" is not valid (%2); fix or remove it before changing its prices.")
                             .arg(fileFor(providerId),
                                  parsed.problems.isEmpty() ? QString() : parsed.problems.first().toString())};
        mine = *parsed.provider;
    }
    if (mine.id.isEmpty()) {
        mine.id = base->id;
        mine.name = base->name;
        mine.nameZh = base->nameZh;
        mine.country = base->country;
        mine.website = base->website;
    }
    auto target = std::find_if(mine.offers.begin(), mine.offers.end(), [&](const Offer& o) { return o.id == offerId; });
    if (target == mine.offers.end()) {
        Offer copy = *offer;
        copy.prices.clear();
        mine.offers << copy;
        target = mine.offers.end() - 1;
    }
    target->prices.erase(std::remove_if(target->prices.begin(), target->prices.end(),
                                        [&](const Price& p) { return p.mode == price.mode; }),
                         target->prices.end());
    Price own = price;
    own.userOverride = true;
    target->prices << own;
    const ImportResult stored = importProvider(mine);
    if (!stored.imported)
        return Error{QStringLiteral("store.invalid"), stored.problems.isEmpty() ? tr("The price could not be saved.")
                                                                                : stored.problems.first().toString()};
    return Ok{};
}

} // namespace gp
