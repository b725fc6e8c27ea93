#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace gp {

enum class Currency { CNY, USD };

QString currencyCode(Currency currency); // ISO 4217
std::optional<Currency> currencyFromCode(const QString& code);

// The largest amount any input may carry (a price, a purchase, a budget): beyond any GPU spending, so a bigger
// number is a typing mistake. Bounded inputs keep every total finite: money is never shown as inf, NaN or null.
constexpr double kMaxMoneyAmount = 1e12;

// An amount with its currency: every figure GPU Planner shows carries one.
struct Money
{
    double amount = 0;
    Currency currency = Currency::CNY;
};

// Converts between CNY and USD at a rate the user sets (CNY per USD). Conversion happens only for display and
// comparison; catalogs keep each price in the currency it was published in.
class ExchangeRate final
{
    Q_DECLARE_TR_FUNCTIONS(gp::ExchangeRate)

public:
    static constexpr double kDefaultCnyPerUsd = 7.2;

    ExchangeRate() = default;
    explicit ExchangeRate(double cnyPerUsd, const QDate& date = {}, const QString& source = {})
        : m_cnyPerUsd(cnyPerUsd), m_date(date), m_source(source)
    {}
    double cnyPerUsd() const { return m_cnyPerUsd; }
    QDate date() const { return m_date; }       // the day the rate held; invalid: the user's own rate
    QString source() const { return m_source; } // where it comes from (translated when it is the user's own)
    // "1 USD = ¥7.10 (PBOC central parity, 2026-11-27)": said wherever converted money is shown.
    QString describe() const;
    QJsonObject toJson() const; // {"cny_per_usd", "date" (null when undated), "source"}
    double convert(double amount, Currency from, Currency to) const;
    Money convert(const Money& money, Currency to) const { return {convert(money.amount, money.currency, to), to}; }

    // "¥1,234.50" / "$1,234.50" in the current locale's digits.
    static QString format(const Money& money, int decimals = 2);

private:
    double m_cnyPerUsd = kDefaultCnyPerUsd;
    QDate m_date;
    QString m_source;
};

} // namespace gp
