#include "support/TestPaths.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>

namespace gp::test {
namespace {

QHash<QString, QString> readPaths()
{
    const QString path = QCoreApplication::applicationDirPath() + QStringLiteral("/test-paths.ini");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s: %s", qPrintable(path), qPrintable(file.errorString()));
    QHash<QString, QString> paths;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (eq > 0)
            paths.insert(line.left(eq), line.mid(eq + 1));
    }
    for (const char* key : {"source", "build", "cli"})
        if (paths.value(QLatin1String(key)).isEmpty())
            qFatal("%s names no %s path", qPrintable(path), key);
    return paths;
}

QString pathOf(const char* key)
{
    static const QHash<QString, QString> paths = readPaths();
    return paths.value(QLatin1String(key));
}

QString joined(const char* key, const char* relative)
{
    const QString rel = QString::fromUtf8(relative);
    return rel.isEmpty() ? pathOf(key) : pathOf(key) + QLatin1Char('/') + rel;
}

} // namespace

QString sourcePath(const char* relative)
{
    return joined("source", relative);
}

QString buildPath(const char* relative)
{
    return joined("build", relative);
}

QString cliPath()
{
    return pathOf("cli");
}

} // namespace gp::test
