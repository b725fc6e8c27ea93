#pragma once
// The loopback sshd as an instance to upload into: a local tree, a destination in the fixture's shared folder, and
// helpers to change, compare and watch (SyncTest, SyncSafetyTest).
#include "core/sync/Uploader.h"
#include "support/SshFixture.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <functional>
#include <memory>

namespace gp::test {

class Sync : public ::testing::Test
{
protected:
    void SetUp() override
    {
        session = std::make_unique<SshSession>(test::loopbackTarget());
        session->setKnownHostsFile(test::sshFixture("known_hosts"));
        ASSERT_EQ(session->open(false).state, OpenOutcome::State::Ready);
        for (int i = 0; i < 100; ++i)
            write(QStringLiteral("proj/src/m%1.py").arg(i), "x = " + QByteArray::number(i) + "\n");
        write(QStringLiteral("proj/train.py"), "print('hi')\n");
        write(QStringLiteral("proj/data/名前 with 'quotes'.txt"), "a\n");
        write(QStringLiteral("proj/weights.bin"), randomBytes(6 * 1024 * 1024));
        options.tar.paths = {local.filePath(QStringLiteral("proj"))};
        options.destDir = remote.filePath(QStringLiteral("dest"));
    }

    void write(const QString& relative, const QByteArray& data, QIODevice::OpenMode mode = QIODevice::WriteOnly)
    {
        const QString path = local.filePath(relative);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        ASSERT_TRUE(f.open(mode));
        ASSERT_EQ(f.write(data), data.size());
        f.close();
        // Another second, as a later edit would have: sizes and times are what the quick check compares.
        QFile touched(path);
        ASSERT_TRUE(touched.open(QIODevice::ReadWrite));
        touched.setFileTime(QDateTime::currentDateTime().addSecs(++m_clock), QFileDevice::FileModificationTime);
    }

    // Relative path → content of every file under a folder (the manifest aside).
    static QMap<QString, QByteArray> tree(const QString& root)
    {
        QMap<QString, QByteArray> files;
        QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            it.next();
            files.insert(QDir(root).relativeFilePath(it.filePath()), test::readFile(it.filePath()));
        }
        return files;
    }

    Result<UploadResult> upload()
    {
        Result<UploadResult> r = Uploader::run(*session, options);
        EXPECT_TRUE(r.ok()) << r.error().message.toStdString();
        return r;
    }

    // An upload cancelled once `after` bytes have left, then run again: the second run sends only what the first
    // did not.
    Result<UploadResult> interruptedThenResumed(qint64 after,
                                                const std::function<void(const UploadProgress&)>& check = {})
    {
        std::atomic_bool cancel{false};
        EXPECT_FALSE(Uploader::run(
                         *session, options,
                         [&](const UploadProgress& p) {
                             if (check)
                                 check(p);
                             if (p.sentBytes > after)
                                 cancel = true;
                         },
                         &cancel)
                         .ok());
        Result<UploadResult> r = upload();
        if (r.ok()) {
            EXPECT_GT(r->resumedFrom, 1024 * 1024);
            EXPECT_EQ(r->sentBytes, r->archiveBytes - r->resumedFrom);
        }
        return r;
    }

    void expectSameTrees()
    {
        const QMap<QString, QByteArray> here = tree(local.filePath(QStringLiteral("proj")));
        const QMap<QString, QByteArray> there = tree(options.destDir + QStringLiteral("/proj"));
        EXPECT_EQ(here.keys(), there.keys());
        for (auto it = here.cbegin(); it != here.cend(); ++it)
            EXPECT_TRUE(there.value(it.key()) == it.value()) << it.key().toStdString();
    }

    // What an upload keeps beside the tree while it is under way: none of it may stay after one that succeeded.
    QStringList uploadFiles() const
    {
        return QDir(options.destDir)
            .entryList({QStringLiteral(".gpuplanner-upload-*")}, QDir::AllEntries | QDir::Hidden | QDir::System);
    }

    // A first upload into the folder, as far as this side knows: a record of its own, without this folder in it.
    void firstUploadAsFarAsThisSideKnows()
    {
        options.historyFile = local.filePath(QStringLiteral("uploads"));
        QFile::remove(options.historyFile);
    }

    // The commands the session sends from now on.
    QStringList& watchCommands()
    {
        m_commands.clear();
        session->setCommandObserver([this](const QString& command) { m_commands << command; });
        return m_commands;
    }

    std::unique_ptr<SshSession> session;
    test::TempDir local;
    test::TempDir remote{test::sshFixture("shared")};
    UploadOptions options;
    int m_clock = 0;
    QStringList m_commands;
};

} // namespace gp::test
