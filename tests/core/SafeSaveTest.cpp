// Every save goes through SafeSave: tested on a real full filesystem (a 64 KiB tmpfs, where the tests run as root),
// a real character device and a FIFO.
#include "core/common/SafeSave.h"
#include "core/catalog/UserCatalogStore.h"
#include "core/plan/PlanFile.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace gp;

namespace {

QByteArray read(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

} // namespace

TEST(SafeSave, ReplacesAFileWhole)
{
    test::TempDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/plan.json"));
    ASSERT_TRUE(SafeSave::write(path, "first").ok()); // the folder is made
    ASSERT_TRUE(SafeSave::write(path, "second").ok());
    EXPECT_EQ(read(path), QByteArray("second"));
}

TEST(SafeSave, AFullDiskKeepsThePreviousFileAndSaysWhy)
{
    test::TempDir dir;
    const gp::test::SmallFilesystem small(dir.filePath(QStringLiteral("small")));
    if (!small.mounted())
        GTEST_SKIP() << "needs root to mount a small tmpfs";
    const QString path = dir.filePath(QStringLiteral("small/plan.json"));
    ASSERT_TRUE(SafeSave::write(path, QByteArray(20 * 1024, 'a')).ok());
    // 100 KiB do not fit in what is left of 64 KiB: the save fails, and the 20 KiB file is still there, whole.
    const Status failed = SafeSave::write(path, QByteArray(100 * 1024, 'b'));
    ASSERT_FALSE(failed.ok());
    EXPECT_TRUE(failed.error().message.contains(path)) << failed.error().message.toStdString();
    EXPECT_EQ(read(path), QByteArray(20 * 1024, 'a'));
    // No temporary file is left behind to fill the disk.
    EXPECT_EQ(QDir(dir.filePath(QStringLiteral("small"))).entryList(QDir::Files | QDir::Hidden),
              QStringList{QStringLiteral("plan.json")});
    // The same through the plan file and a user catalog.
    Plan plan;
    plan.name = QString(60 * 1024, QLatin1Char('x'));
    const Status planSaved = PlanFile::save(plan, path);
    EXPECT_FALSE(planSaved.ok());
    EXPECT_TRUE(planSaved.error().message.contains(QStringLiteral("unchanged")));
    EXPECT_EQ(read(path), QByteArray(20 * 1024, 'a'));
}

TEST(SafeSave, ADeviceIsWrittenInPlaceNeverReplaced)
{
    test::TempDir dir;
    const QString full = dir.filePath(QStringLiteral("full"));
    // A private copy of /dev/full (character device 1:7): every write fails with ENOSPC.
    if (::mknod(QFile::encodeName(full).constData(), S_IFCHR | 0666, makedev(1, 7)) != 0)
        GTEST_SKIP() << "needs root to make a device node";
    const Status s = SafeSave::write(full, "report");
    ASSERT_FALSE(s.ok());
    EXPECT_TRUE(s.error().message.contains(QStringLiteral("No space left"))) << s.error().message.toStdString();
    struct stat info
    {};
    ASSERT_EQ(::stat(QFile::encodeName(full).constData(), &info), 0);
    EXPECT_TRUE(S_ISCHR(info.st_mode)); // still the device, not a regular file renamed over it
}

TEST(SafeSave, AFifoOrAFolderIsRefusedWithoutWaiting)
{
    test::TempDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const Status s = SafeSave::write(fifo, "x"); // would block forever if it were opened
    ASSERT_FALSE(s.ok());
    EXPECT_TRUE(s.error().message.contains(QStringLiteral("FIFO")));
    EXPECT_FALSE(SafeSave::write(dir.path(), "x").ok());
    EXPECT_TRUE(QFileInfo(dir.path()).isDir());
}
