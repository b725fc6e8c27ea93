#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QStandardPaths>

#include <cstdlib>
#include <sys/mount.h>
#include <unistd.h>

namespace gp::test {

QByteArray randomBytes(qsizetype size)
{
    QByteArray bytes(size, Qt::Uninitialized);
    for (qsizetype i = 0; i + 4 <= bytes.size(); i += 4)
        *reinterpret_cast<quint32*>(bytes.data() + i) = QRandomGenerator::global()->generate();
    return bytes;
}

void isolateUserProfile()
{
    static QTemporaryDir root; // lives as long as the process
    if (!root.isValid()) {
        std::abort();
    }
    for (const char* var : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"}) {
        const QString dir = root.filePath(QString::fromLatin1(var));
        QDir().mkpath(dir);
        qputenv(var, QFile::encodeName(dir));
    }
    QDir().mkpath(root.filePath(QStringLiteral("runtime")));
    QFile::setPermissions(root.filePath(QStringLiteral("runtime")),
                          QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(root.filePath(QStringLiteral("runtime"))));
}

TempDir::TempDir()
{
    EXPECT_TRUE(m_dir.isValid()) << "cannot create a temporary directory";
}

TempDir::TempDir(const QString& parent) : m_dir((QDir().mkpath(parent), parent + QStringLiteral("/gpuplanner-XXXXXX")))
{
    EXPECT_TRUE(m_dir.isValid()) << "cannot create a temporary directory in " << parent.toStdString();
}

SmallFilesystem::SmallFilesystem(const QString& where, const char* size) : m_where(where)
{
    QDir().mkpath(where);
    const QByteArray options = QByteArray("size=") + size;
    m_mounted = ::geteuid() == 0 &&
                ::mount("tmpfs", QFile::encodeName(where).constData(), "tmpfs", 0, options.constData()) == 0;
}

SmallFilesystem::~SmallFilesystem()
{
    if (m_mounted)
        ::umount2(QFile::encodeName(m_where).constData(), MNT_DETACH);
}

} // namespace gp::test
