#include "core/catalog/PriceHistory.h"

#include "core/common/SafeRead.h"
#include "core/common/SafeSave.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace gp {

namespace {

constexpr int kHistoryVersion = 1;

// A user's price reads back without its mark from its own file (the catalog marks it when merging): the mark is not
// part of what a price was.
bool samePrice(const Price& a, const Price& b)
{
    return a.mode == b.mode && a.amount == b.amount && a.currency == b.currency && a.date == b.date;
}

// The same amount seen again on a later day is no change: a re-import of an unchanged catalog at a new commit keeps
// nothing, so the history grows with real changes only.
bool sameAmount(const Price& a, const Price& b)
{
    return a.mode == b.mode && a.amount == b.amount && a.currency == b.currency;
}

void appendOnce(QList<Price>& list, const Price& price)
{
    if (std::none_of(list.cbegin(), list.cend(), [&](const Price& p) { return samePrice(p, price); }))
        list << price;
}

} // namespace

Result<QHash<QString, QList<Price>>> PriceHistory::read() const
{
    QHash<QString, QList<Price>> offers;
    if (!QFileInfo::exists(m_file))
        return offers; // no history yet
    const Result<QByteArray> text = SafeRead::read(m_file, PriceCatalog::kMaxFileBytes);
    if (!text.ok())
        return text.error();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(*text, &error);
    const QJsonObject root = doc.object();
    if (error.error != QJsonParseError::NoError || !doc.isObject() ||
        root.value(QLatin1String("schema_version")).toInt() != kHistoryVersion ||
        !root.value(QLatin1String("offers")).isObject())
        return Error{QStringLiteral("history.invalid"),
                     tr("The price history %1 is damaged (%2); it was left as it is.")
                         .arg(m_file, error.error != QJsonParseError::NoError
                                          ? error.errorString()
                                          : tr("not a version %1 history").arg(kHistoryVersion))};
    const QJsonObject list = root.value(QLatin1String("offers")).toObject();
    for (auto it = list.constBegin(); it != list.constEnd(); ++it) {
        const QJsonArray prices = it.value().toArray();
        for (qsizetype i = 0; i < prices.size(); ++i) {
            QList<CatalogProblem> problems;
            const std::optional<Price> p = PriceCatalog::parsePrice(
                prices.at(i), m_file, QStringLiteral("offers.%1[%2]").arg(it.key()).arg(i), &problems);
            if (!p)
                return Error{QStringLiteral("history.invalid"),
                             tr("The price history %1 is damaged: %2; it was left as it is.")
                                 .arg(m_file, problems.isEmpty() ? QString() : problems.first().toString())};
            offers[it.key()] << *p;
        }
    }
    return offers;
}

Result<QString> PriceHistory::keep(const QList<Provider>& before, const QList<Provider>& after) const
{
    QString warning;
    Result<QHash<QString, QList<Price>>> history = read();
    if (!history.ok()) {
        if (history.error().code != QLatin1String("history.invalid"))
            return history.error(); // unreadable (permissions, a FIFO): nothing is written over it
        // Damaged: set aside, never overwritten, and a new history begins; the caller says so.
        const QString aside = m_file + QStringLiteral(".damaged");
        QFile::remove(aside);
        if (!QFile::rename(m_file, aside))
            return history.error();
        warning =
            tr("The price history %1 was damaged; it was set aside as %2 and a new one begun.").arg(m_file, aside);
        history = QHash<QString, QList<Price>>{};
    }
    QHash<QString, QList<Price>> kept = std::move(history).value();
    QHash<QString, const Offer*> next;
    for (const Provider& p : after)
        for (const Offer& o : p.offers)
            next.insert(o.id, &o);
    bool changed = false;
    for (const Provider& p : before) {
        for (const Offer& o : p.offers) {
            const Offer* now = next.value(o.id);
            for (const Price& price : o.prices) {
                const bool stillListed = now && std::any_of(now->prices.cbegin(), now->prices.cend(),
                                                            [&](const Price& q) { return sameAmount(q, price); });
                const qsizetype size = kept[o.id].size();
                if (!stillListed)
                    appendOnce(kept[o.id], price);
                changed = changed || kept[o.id].size() != size;
            }
        }
    }
    if (!changed)
        return warning;
    QJsonObject offers;
    for (auto it = kept.begin(); it != kept.end(); ++it) {
        if (it.value().isEmpty())
            continue;
        // A bounded past per offer: the newest kKeptPerOffer prices.
        sortOldestFirst(it.value());
        if (it.value().size() > kKeptPerOffer)
            it.value().remove(0, it.value().size() - kKeptPerOffer);
        QJsonArray prices;
        for (const Price& p : std::as_const(it.value()))
            prices.append(priceJson(p, {}));
        offers.insert(it.key(), prices);
    }
    const QByteArray json = QJsonDocument(QJsonObject{{QStringLiteral("schema_version"), kHistoryVersion},
                                                      {QStringLiteral("offers"), offers}})
                                .toJson(QJsonDocument::Compact);
    if (const Status written = SafeSave::write(m_file, json); !written.ok())
        return written.error();
    return warning;
}

void PriceHistory::sortOldestFirst(QList<Price>& prices)
{
    // An undated price may be of any age: it sorts first (an invalid date is the smallest), then by when it was taken.
    std::stable_sort(prices.begin(), prices.end(), [](const Price& a, const Price& b) {
        return a.date != b.date ? a.date < b.date : a.retrieved < b.retrieved;
    });
}

Result<QList<Price>> PriceHistory::of(const QString& offerId, const PriceCatalog& catalog) const
{
    const Result<Kept> history = read();
    if (!history.ok())
        return history.error();
    return of(offerId, catalog, *history);
}

Result<QList<Price>> PriceHistory::of(const QString& offerId, const PriceCatalog& catalog, const Kept& kept)
{
    const std::optional<Offer> offer = catalog.offer(offerId);
    if (!offer && !kept.contains(offerId))
        return Error{QStringLiteral("history.unknown_offer"), tr("There is no offer \"%1\".").arg(offerId)};
    QList<Price> all = kept.value(offerId);
    if (offer)
        for (const Price& p : offer->prices)
            appendOnce(all, p);
    sortOldestFirst(all);
    return all;
}

QJsonArray PriceHistory::toJson(const QList<Price>& prices)
{
    QJsonArray list;
    for (const Price& p : prices)
        list.append(QJsonObject{
            {QStringLiteral("mode"), billingModeCode(p.mode)},
            {QStringLiteral("amount"), p.amount},
            {QStringLiteral("currency"), currencyCode(p.currency)},
            {QStringLiteral("date"), p.date.isValid() ? QJsonValue(p.date.toString(Qt::ISODate)) : QJsonValue()},
            {QStringLiteral("source"), p.source}});
    return list;
}

} // namespace gp
