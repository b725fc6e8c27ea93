#include "core/archive/ExcludeRules.h"

namespace gp {

void GlobList::add(QString pattern)
{
    pattern = pattern.trimmed();
    if (pattern.isEmpty() || pattern.startsWith(QLatin1Char('#')) || pattern.startsWith(QLatin1Char('!')))
        return;
    if (pattern.endsWith(QLatin1Char('/')))
        pattern.chop(1);
    if (pattern.startsWith(QLatin1Char('/')))
        pattern.remove(0, 1);
    m_texts << pattern;
    QRegularExpression re(
        QRegularExpression::wildcardToRegularExpression(pattern, QRegularExpression::UnanchoredWildcardConversion));
    // wildcardToRegularExpression anchors with \A…\z only in the default mode; match whole strings ourselves.
    re.setPattern(QStringLiteral("\\A(?:") + re.pattern() + QStringLiteral(")\\z"));
    m_patterns << re;
}

QString GlobList::match(const QString& name, const QString& relative) const
{
    for (qsizetype i = 0; i < m_patterns.size(); ++i)
        if (m_patterns.at(i).match(name).hasMatch() || m_patterns.at(i).match(relative).hasMatch())
            return m_texts.at(i);
    return QString();
}

ExcludeRules::Match ExcludeRules::match(const QByteArray& top, const QString& name, const QString& relative) const
{
    if (const QString p = m_patterns.match(name, relative); !p.isNull())
        return {Source::Pattern, p};
    const auto ignore = m_gitignore.constFind(top);
    if (ignore != m_gitignore.cend())
        if (const QString p = ignore->match(name, relative); !p.isNull())
            return {Source::Gitignore, p};
    return {};
}

bool ExcludeRules::excludes(const QByteArray& archivePath) const
{
    const QList<QByteArray> parts = archivePath.split('/');
    if (parts.size() < 2)
        return false; // a top-level name is what the user asked to send
    QByteArray relative;
    for (qsizetype i = 1; i < parts.size(); ++i) {
        relative += (i > 1 ? "/" : "") + parts.at(i);
        if (match(parts.first(), QString::fromUtf8(parts.at(i)), QString::fromUtf8(relative)))
            return true;
    }
    return false;
}

} // namespace gp
