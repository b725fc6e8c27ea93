#pragma once

#include <QCoreApplication>
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

    explicit ExchangeRate(double cnyPerUsd = kDefaultCnyPerUsd) : m_cnyPerUsd(cnyPerUsd) {}
    double cnyPerUsd() const { return m_cnyPerUsd; }
    double convert(double amount, Currency from, Currency to) const;
    Money convert(const Money& money, Currency to) const { return {convert(money.amount, money.currency, to), to}; }

    // "¥1,234.50" / "$1,234.50" in the current locale's digits.
    static QString format(const Money& money, int decimals = 2);

private:
    double m_cnyPerUsd;
};

} // namespace gp
