#pragma once

#include "core/catalog/PriceCatalog.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonObject>

#include <optional>

namespace gp {

// How old the prices behind a total are: the oldest one it used, and how many had no date. Every answer, budget line
// and report carries one, so a total never hides that it rests on a price nobody has seen for months.
class PriceAge final
{
    Q_DECLARE_TR_FUNCTIONS(gp::PriceAge)

public:
    void add(const QDate& date); // invalid: a price whose source gives no date
    void add(const Price& price) { add(price.date); }
    void add(const PriceAge& other);

    bool isEmpty() const { return m_prices == 0; }
    QDate oldest() const { return m_oldest; } // invalid when no price used was dated
    int undated() const { return m_undated; }
    std::optional<int> ageDays(const QDate& today) const;
    // Past the window: the oldest price is older than `windowDays`, or a price has no date at all.
    bool pastWindow(const QDate& today, int windowDays) const;

    // "Oldest price used: 2026-10-04 (62 days old)", with "; 1 price has no date" where one had none (translated).
    QString describe(const QDate& today) const;
    // "Some prices are past the 90-day freshness window: refresh the catalog or check them with the provider.", or
    // empty when none is.
    QString warning(const QDate& today, int windowDays) const;
    // What a total rests on, for the line under it: "Oldest price used: 2026-10-04 (62 days old). Exchange rate:
    // 1 USD = ¥7.1000 (pbc.gov.cn, 2026-11-27)." and the warning when the prices are past the window.
    QString basisText(const QDate& today, int windowDays, const ExchangeRate& fx) const;
    // {"oldest_price_date" (null: none dated), "oldest_price_age_days", "undated_prices", "freshness_window_days",
    // "past_freshness_window"}: added to the JSON of every total.
    void writeJson(QJsonObject& into, const QDate& today, int windowDays) const;

private:
    QDate m_oldest;
    int m_undated = 0;
    int m_prices = 0;
};

} // namespace gp
