#pragma once

#include <QString>

namespace gp {

// One cell of a Markdown table: a "|" would end the cell and a line break the row.
inline QString markdownCell(QString text)
{
    return text.replace(QLatin1Char('|'), QStringLiteral("\\|")).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

// One RFC 4180 field: quoted only when it holds a comma, a quote or a line break.
inline QString csvField(QString text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')))
        return text;
    return QLatin1Char('"') + text.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

} // namespace gp
