#include "core/money/Money.h"

#include <QLocale>

namespace gp {

QString currencyCode(Currency currency)
{
    return currency == Currency::USD ? QStringLiteral("USD") : QStringLiteral("CNY");
}

std::optional<Currency> currencyFromCode(const QString& code)
{
    if (code == QLatin1String("CNY") || code == QLatin1String("RMB"))
        return Currency::CNY;
    if (code == QLatin1String("USD"))
        return Currency::USD;
    return std::nullopt;
}

double ExchangeRate::convert(double amount, Currency from, Currency to) const
{
    if (from == to)
        return amount;
    return from == Currency::USD ? amount * m_cnyPerUsd : amount / m_cnyPerUsd;
}

QString ExchangeRate::format(const Money& money, int decimals)
{
    const QString number = QLocale().toString(money.amount, 'f', decimals);
    return money.currency == Currency::USD ? QStringLiteral("$") + number : QStringLiteral("¥") + number;
}

} // namespace gp
