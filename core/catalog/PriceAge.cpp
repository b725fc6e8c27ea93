#include "core/catalog/PriceAge.h"

namespace gp {

void PriceAge::add(const QDate& date)
{
    ++m_prices;
    if (!date.isValid())
        ++m_undated;
    else if (!m_oldest.isValid() || date < m_oldest)
        m_oldest = date;
}

void PriceAge::add(const PriceAge& other)
{
    m_prices += other.m_prices;
    m_undated += other.m_undated;
    if (other.m_oldest.isValid() && (!m_oldest.isValid() || other.m_oldest < m_oldest))
        m_oldest = other.m_oldest;
}

std::optional<int> PriceAge::ageDays(const QDate& today) const
{
    if (!m_oldest.isValid())
        return std::nullopt;
    return static_cast<int>(m_oldest.daysTo(today));
}

bool PriceAge::pastWindow(const QDate& today, int windowDays) const
{
    const auto age = ageDays(today);
    return m_undated > 0 || (age && *age > windowDays);
}

QString PriceAge::describe(const QDate& today) const
{
    if (isEmpty())
        return {};
    QString text;
    if (const auto age = ageDays(today))
        text = tr("Oldest price used: %1 (%n day(s) old)", nullptr, *age).arg(m_oldest.toString(Qt::ISODate));
    if (m_undated > 0) {
        const QString undated = tr("%n price(s) used have no date", nullptr, m_undated);
        text = text.isEmpty() ? undated : tr("%1; %2").arg(text, undated);
    }
    return text;
}

QString PriceAge::warning(const QDate& today, int windowDays) const
{
    if (!pastWindow(today, windowDays))
        return {};
    return tr("Some prices are past the %n-day freshness window: refresh the catalog or check them with the provider.",
              nullptr, windowDays);
}

QString PriceAge::basisText(const QDate& today, int windowDays, const ExchangeRate& fx) const
{
    QStringList parts;
    if (!isEmpty())
        parts << tr("%1.").arg(describe(today));
    parts << tr("Exchange rate: %1.").arg(fx.describe());
    if (const QString w = warning(today, windowDays); !w.isEmpty())
        parts << w;
    if (fx.date().isValid() && fx.date().daysTo(today) > windowDays)
        parts << tr("The exchange rate is %n day(s) old: refresh it, or set your own.", nullptr,
                    static_cast<int>(fx.date().daysTo(today)));
    return parts.join(QLatin1Char(' '));
}

void PriceAge::writeJson(QJsonObject& into, const QDate& today, int windowDays) const
{
    const auto age = ageDays(today);
    into.insert(QStringLiteral("oldest_price_date"),
                m_oldest.isValid() ? QJsonValue(m_oldest.toString(Qt::ISODate)) : QJsonValue());
    into.insert(QStringLiteral("oldest_price_age_days"), age ? QJsonValue(*age) : QJsonValue());
    into.insert(QStringLiteral("undated_prices"), m_undated);
    into.insert(QStringLiteral("freshness_window_days"), windowDays);
    into.insert(QStringLiteral("past_freshness_window"), pastWindow(today, windowDays));
}

} // namespace gp
