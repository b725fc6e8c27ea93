#pragma once

#include <QLatin1String>
#include <QString>
#include <QStringList>

#include <array>
#include <cstddef>
#include <optional>
#include <utility>

namespace gp {

// An enum as files and command lines spell it ("hourly", "lora", "answer"): one table per enum, and the lookups over
// it, so that a code is written once.
template <typename E, std::size_t N>
using CodeTable = std::array<std::pair<E, const char*>, N>;

template <typename E, std::size_t N>
QString codeOf(const CodeTable<E, N>& table, E value)
{
    for (const auto& [v, code] : table)
        if (v == value)
            return QLatin1String(code);
    return {};
}

template <typename E, std::size_t N>
std::optional<E> fromCode(const CodeTable<E, N>& table, const QString& code, Qt::CaseSensitivity cs = Qt::CaseSensitive)
{
    for (const auto& [v, c] : table)
        if (code.compare(QLatin1String(c), cs) == 0)
            return v;
    return std::nullopt;
}

template <typename E, std::size_t N>
QStringList allCodes(const CodeTable<E, N>& table)
{
    QStringList all;
    for (const auto& [v, code] : table)
        all << QLatin1String(code);
    return all;
}

} // namespace gp
