#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QStringList>

namespace gp {

// Glob patterns, each matched against a whole name or a whole path below a top folder ('*' does not cross '/').
class GlobList
{
public:
    // .gitignore's plain form: blank lines and '#' comments are skipped, '!' (re-inclusion) is not supported, a
    // leading or trailing '/' is dropped.
    void add(QString pattern);
    // The pattern that matches `name` or `relative`, or a null string.
    QString match(const QString& name, const QString& relative) const;

private:
    QList<QRegularExpression> m_patterns;
    QStringList m_texts;
};

// What an upload leaves out: the exclude patterns (the defaults and --exclude), which hold for every top folder, and
// the .gitignore at the top of each folder. The walk asks it of every name it meets; the planner asks it of what an
// earlier upload recorded on the instance, so that an excluded file stays protected from --delete after it is gone
// here too, as rsync's excludes protect on the receiving side.
class ExcludeRules
{
public:
    enum class Source { None, Pattern, Gitignore };
    struct Match
    {
        Source source = Source::None;
        QString pattern;
        explicit operator bool() const { return source != Source::None; }
    };

    void addPattern(const QString& pattern) { m_patterns.add(pattern); }
    void addGitignoreLine(const QByteArray& top, const QString& line) { m_gitignore[top].add(line); }
    // Whether `name`, at `relative` below the top folder that lands as `top` in the archive, is left out.
    Match match(const QByteArray& top, const QString& name, const QString& relative) const;
    // Whether an archive path ("TOP/a/b") is left out, itself or through a folder above it.
    bool excludes(const QByteArray& archivePath) const;

private:
    GlobList m_patterns;
    QHash<QByteArray, GlobList> m_gitignore; // by top name
};

} // namespace gp
