#pragma once

#include <QRegularExpression>
#include <QString>

namespace gp {

// Text on one line of Markdown (a heading, a list item): a line break or another control character in a name a
// person typed would end the line and start another element of the document.
inline QString markdownLine(QString text)
{
    for (QChar& c : text)
        if (c.category() == QChar::Other_Control)
            c = QLatin1Char(' ');
    return text;
}

// One cell of a Markdown table: a "|" would end the cell and a line break the row.
inline QString markdownCell(QString text)
{
    return markdownLine(text.replace(QLatin1Char('|'), QStringLiteral("\\|")));
}

// One RFC 4180 field: quoted only when it holds a comma, a quote or a line break. A text that a spreadsheet would
// run as a formula (it starts with =, +, -, @, a tab or a carriage return, and is not a plain number) gets a leading
// apostrophe, as OWASP advises against CSV injection: a plan or offer name is never executed when the CSV is opened.
inline QString csvField(QString text)
{
    static const QRegularExpression number(QStringLiteral("\\A[-+]?[0-9][0-9.,]*(e[-+]?[0-9]+)?%?\\z"));
    if (!text.isEmpty() && QStringLiteral("=+-@\t\r").contains(text.front()) && !number.match(text).hasMatch())
        text.prepend(QLatin1Char('\''));
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')) &&
        !text.contains(QLatin1Char('\r')))
        return text;
    return QLatin1Char('"') + text.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

} // namespace gp
