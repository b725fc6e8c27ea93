#pragma once

#include "core/catalog/PriceCatalog.h"
#include "core/common/Result.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QList>
#include <QString>

namespace gp {

// The prices an offer had before a refresh or an import changed them, each with its date and source: a catalog update
// never overwrites a price's past. Kept in one JSON file beside the user's catalogs ({"schema_version": 1, "offers":
// {"<offer id>": [<price>, …]}}), written atomically.
class PriceHistory final
{
    Q_DECLARE_TR_FUNCTIONS(gp::PriceHistory)

public:
    explicit PriceHistory(const QString& file) : m_file(file) {}
    QString file() const { return m_file; }

    static constexpr int kKeptPerOffer = 200; // the newest; older ones make way

    // Keeps every price of `before` that `after` no longer lists for the same offer at the same amount (changed or
    // dropped). A damaged history is set aside (FILE.damaged) and a new one begun: the returned text says so (empty
    // when all went well). Fails, naming the file, when the history cannot be read or written: the caller then keeps
    // the old catalog.
    Result<QString> keep(const QList<Provider>& before, const QList<Provider>& after) const;
    // Every price the offer is known to have had, oldest first: the kept ones and the catalog's own (current and
    // earlier), each once.
    Result<QList<Price>> of(const QString& offerId, const PriceCatalog& catalog) const;
    // The same from prices already read (read()): a view reads the file once per catalog, not once per selection.
    using Kept = QHash<QString, QList<Price>>;
    static Result<QList<Price>> of(const QString& offerId, const PriceCatalog& catalog, const Kept& kept);
    // The kept prices by offer id; none when there is no history yet.
    Result<Kept> read() const;

    // `catalog history OFFER --json`: [{"mode", "amount", "currency", "date", "source"}], oldest first.
    static QJsonArray toJson(const QList<Price>& prices);
    // Oldest first: by the day the price held (undated prices first), then the day it was taken.
    static void sortOldestFirst(QList<Price>& prices);

private:
    QString m_file;
};

} // namespace gp
