#include "core/money/Money.h"

#include <QLocale>
#include <QUrl>

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

QString ExchangeRate::describe() const
{
    const QString rate = format({m_cnyPerUsd, Currency::CNY}, 4);
    // A web source is named by its site, which reads the same in every language; the full address is in the catalog.
    const QUrl url(m_source);
    const QString source = url.isValid() && !url.host().isEmpty() ? url.host() : m_source;
    if (!m_date.isValid())
        return source.isEmpty() ? tr("1 USD = %1 (undated)").arg(rate) : tr("1 USD = %1 (%2)").arg(rate, source);
    return tr("1 USD = %1 (%2, %3)").arg(rate, source, m_date.toString(Qt::ISODate));
}

QJsonObject ExchangeRate::toJson() const
{
    return {{QStringLiteral("cny_per_usd"), m_cnyPerUsd},
            {QStringLiteral("date"), m_date.isValid() ? QJsonValue(m_date.toString(Qt::ISODate)) : QJsonValue()},
            {QStringLiteral("source"), m_source}};
}

QString ExchangeRate::format(const Money& money, int decimals)
{
    const QString number = QLocale().toString(money.amount, 'f', decimals);
    return money.currency == Currency::USD ? QStringLiteral("$") + number : QStringLiteral("¥") + number;
}

} // namespace gp
