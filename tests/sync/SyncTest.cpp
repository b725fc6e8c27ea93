// Incremental uploads: the manifest's format, the planner's decisions, and whole sync rounds against the loopback sshd.
#include "core/sync/UploadHistory.h"
#include "core/sync/Uploader.h"
#include "support/SshFixture.h"
#include "support/TestEnvironment.h"
#include "sync/SyncFixture.h"

#include <gtest/gtest.h>

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <functional>

#include <sys/stat.h>

using namespace gp;

namespace {

using test::randomBytes;
using test::Sync;

ManifestEntry fileEntry(const QByteArray& path, qint64 size, qint64 blockSize = 0)
{
    ManifestEntry e;
    e.path = path;
    e.size = size;
    e.mtime = 1700000000;
    e.digest.sha256 = QByteArray(64, 'a');
    e.digest.blockSize = blockSize;
    if (blockSize > 0)
        for (qint64 at = 0; at < size; at += blockSize)
            e.digest.blocks << QByteArray(32, 'b');
    return e;
}

} // namespace

TEST(SyncManifest, RoundTripsNamesOfAnyBytes)
{
    SyncManifest m;
    m.insert(fileEntry("proj/a b\nc,d%e.txt", 12));
    m.insert(fileEntry(QByteArray("proj/caf\xe9 weights.bin"), 5 * 1024 * 1024, 1024 * 1024));
    ManifestEntry dir;
    dir.path = "proj";
    dir.type = TarballEntry::Type::Directory;
    m.insert(dir);
    ManifestEntry link;
    link.path = "proj/latest";
    link.type = TarballEntry::Type::Symlink;
    link.linkTarget = "runs/step 9";
    m.insert(link);
    const Result<SyncManifest> back = SyncManifest::parse(m.serialize());
    ASSERT_TRUE(back.ok()) << back.error().message.toStdString();
    EXPECT_EQ(back->entries().size(), 4);
    ASSERT_NE(back->find("proj/a b\nc,d%e.txt"), nullptr);
    const ManifestEntry* big = back->find(QByteArray("proj/caf\xe9 weights.bin"));
    ASSERT_NE(big, nullptr);
    EXPECT_EQ(big->digest.blocks.size(), 5);
    EXPECT_EQ(back->find("proj/latest")->linkTarget, QByteArray("runs/step 9"));
    EXPECT_EQ(back->serialize(), m.serialize()); // the same manifest, byte for byte
}

TEST(SyncManifest, DamageIsNeverTrusted)
{
    SyncManifest m;
    m.insert(fileEntry("proj/train.py", 12));
    m.insert(fileEntry("proj/data.bin", 5 * 1024 * 1024, 1024 * 1024));
    const QByteArray good = m.serialize();
    QByteArray flipped = good;
    flipped[30] = flipped[30] == '1' ? '2' : '1';
    QByteArray resealed = good.left(good.indexOf("sha256 "));
    resealed.replace("proj/train.py", "../etc/passwd");
    for (const QByteArray& bad : {flipped, good.left(good.size() - 10), QByteArray(), QByteArray("garbage\n")}) {
        const Result<SyncManifest> r = SyncManifest::parse(bad);
        ASSERT_FALSE(r.ok()) << bad.toStdString();
        EXPECT_EQ(r.error().code, QStringLiteral("sync.manifest"));
    }
    // Correctly sealed manifests that name a path outside the folder, or whose numbers are impossible, are refused
    // too.
    const auto sealed = [](const QByteArray& body) -> QByteArray {
        QCryptographicHash h(QCryptographicHash::Sha256);
        h.addData(body);
        return body + "sha256 " + h.result().toHex() + "\n";
    };
    EXPECT_FALSE(SyncManifest::parse(sealed(resealed)).ok());
    const QByteArray hash(64, 'a');
    const QList<QByteArray> impossible{
        QByteArray("f 9223372036854775807 1 - " + hash + " 1048576 p -"),                          // past any disk
        QByteArray("f 5 1 - " + hash + " 1 p " + QByteArray(32, 'b') + "," + QByteArray(32, 'b')), // 1-byte blocks
        QByteArray("f -5 1 - " + hash + " 0 p -"),                                                 // a negative size
        QByteArray("f 2097152 1 - " + hash + " 1048576 p " + QByteArray(32, 'b')),                 // a block missing
    };
    for (const QByteArray& line : impossible)
        EXPECT_FALSE(SyncManifest::parse(sealed("gpuplanner-manifest 1\n" + line + "\n")).ok()) << line.toStdString();
    // A file dated before 1970 is a file like any other.
    SyncManifest old;
    ManifestEntry e = fileEntry("proj/old.txt", 3);
    e.mtime = -86400;
    old.insert(e);
    const Result<SyncManifest> back = SyncManifest::parse(old.serialize());
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(back->find("proj/old.txt")->mtime, -86400);
}

namespace {

// A local tree and what the instance has, for the planner alone.
struct PlannerCase
{
    TarballContents local;
    SyncInspection remote;
    QHash<QByteArray, FileDigest> digests; // what the local files hash to

    void file(const QByteArray& path, qint64 size, bool onInstanceToo, qint64 blockSize = 0)
    {
        TarballEntry e;
        e.archivePath = path;
        e.size = size;
        e.mtime = 1700000000;
        local.entries << e;
        if (onInstanceToo) {
            remote.manifest.insert(fileEntry(path, size, blockSize));
            remote.files.insert(path, RemoteFile{'f', size, 1700000000, false, {}});
        }
    }
    SyncPlan plan(const SyncOptions& options = {})
    {
        remote.manifestState = SyncInspection::ManifestState::Trusted;
        const Result<SyncPlan> p =
            SyncPlanner::plan(local, remote, options, [&](const TarballEntry& e, qint64) -> Result<FileDigest> {
                return digests.value(e.archivePath);
            });
        EXPECT_TRUE(p.ok());
        return p.ok() ? *p : SyncPlan();
    }
};

} // namespace

TEST(SyncPlanner, SendsOnlyWhatChangedAndDeletesOnlyWhenAsked)
{
    PlannerCase c;
    c.file("proj/same.py", 10, true);
    c.file("proj/new.py", 20, false);
    c.file("proj/grown.py", 30, true);
    c.local.entries.last().size = 31;
    c.remote.manifest.insert(fileEntry("proj/gone.py", 5));
    c.remote.files.insert("proj/gone.py", RemoteFile{'f', 5, 1700000000, false, {}});
    c.remote.manifest.insert(fileEntry("other/kept.py", 5)); // another upload into the same folder
    SyncPlan p = c.plan();
    QList<QByteArray> sent;
    for (const TarballEntry& e : p.send)
        sent << e.archivePath;
    EXPECT_EQ(sent, (QList<QByteArray>{"proj/new.py", "proj/grown.py"}));
    EXPECT_EQ(p.unchangedFiles, 1);
    EXPECT_EQ(p.sendBytes, 51);
    EXPECT_EQ(p.leftThere, QList<QByteArray>{"proj/gone.py"});
    EXPECT_TRUE(p.remove.isEmpty());
    EXPECT_NE(p.next.find("other/kept.py"), nullptr);
    EXPECT_NE(p.next.find("proj/gone.py"), nullptr); // still there, still listed
    SyncOptions withDelete;
    withDelete.deleteRemoved = true;
    p = c.plan(withDelete);
    EXPECT_EQ(p.remove, QList<QByteArray>{"proj/gone.py"});
    EXPECT_EQ(p.next.find("proj/gone.py"), nullptr);
    EXPECT_NE(p.next.find("other/kept.py"), nullptr); // never another upload's files
    // A file left out now (a new exclude pattern) is protected, as rsync protects excluded files.
    c.local.excluded << TarballExclusion{QStringLiteral("gone.py"), TarballExclusion::Reason::Pattern,
                                         QStringLiteral("gone.py"), "proj/gone.py"};
    p = c.plan(withDelete);
    EXPECT_TRUE(p.remove.isEmpty());
    EXPECT_TRUE(p.leftThere.isEmpty());
    EXPECT_NE(p.next.find("proj/gone.py"), nullptr);
    // A file a job rewrote since (another size), or replaced with a folder, is its output now: never removed.
    c.local.excluded.clear();
    c.remote.files["proj/gone.py"].size = 99;
    p = c.plan(withDelete);
    EXPECT_TRUE(p.remove.isEmpty());
    EXPECT_EQ(p.leftThere, QList<QByteArray>{"proj/gone.py"});
    EXPECT_EQ(p.next.find("proj/gone.py"), nullptr);
    c.remote.files["proj/gone.py"] = RemoteFile{'d', 4096, 1700000000, true, {}};
    EXPECT_TRUE(c.plan(withDelete).remove.isEmpty());
}

TEST(SyncPlanner, AnAppendedLargeFileSendsItsNewBlocks)
{
    const qint64 block = 1024 * 1024;
    PlannerCase c;
    c.file("proj/data.bin", 8 * block, true, block);
    c.local.entries.last().size = 8 * block + 300000;
    FileDigest now;
    now.blockSize = block;
    now.sha256 = QByteArray(64, 'c');
    now.blocks = c.remote.manifest.find("proj/data.bin")->digest.blocks;
    now.blocks << QByteArray(32, 'd');
    c.digests.insert("proj/data.bin", now);
    SyncPlan p = c.plan();
    ASSERT_EQ(p.deltas.size(), 1);
    EXPECT_EQ(p.deltas.first().runs, (QList<std::pair<qint64, qint64>>{{8 * block, 300000}}));
    EXPECT_EQ(p.sendBytes, 300000);
    // A block in the middle changed as well: two runs.
    now.blocks[3] = QByteArray(32, 'e');
    c.digests.insert("proj/data.bin", now);
    p = c.plan();
    ASSERT_EQ(p.deltas.size(), 1);
    EXPECT_EQ(p.deltas.first().runs, (QList<std::pair<qint64, qint64>>{{3 * block, block}, {8 * block, 300000}}));
    // Most of it changed: sent whole.
    for (qsizetype i = 0; i < 7; ++i)
        now.blocks[i] = QByteArray(32, 'f');
    c.digests.insert("proj/data.bin", now);
    p = c.plan();
    EXPECT_TRUE(p.deltas.isEmpty());
    EXPECT_EQ(p.sendBytes, 8 * block + 300000);
}

TEST(SyncPlanner, AnUntrustedManifestMeansEverythingIsSent)
{
    PlannerCase c;
    c.file("proj/a.py", 10, true);
    c.file("proj/b.py", 10, true);
    c.remote.manifestState = SyncInspection::ManifestState::Damaged;
    const Result<SyncPlan> p = SyncPlanner::plan(c.local, c.remote, {}, {});
    ASSERT_TRUE(p.ok());
    EXPECT_EQ(p->send.size(), 2);
    EXPECT_EQ(p->unchangedFiles, 0);
}

TEST_F(Sync, AnUnchangedTreeSendsNothing)
{
    const Result<UploadResult> first = upload();
    ASSERT_TRUE(first.ok());
    EXPECT_EQ(first->manifestState, SyncInspection::ManifestState::Missing);
    EXPECT_EQ(first->sentFiles, first->files);
    const Result<UploadResult> again = upload();
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again->manifestState, SyncInspection::ManifestState::Trusted);
    EXPECT_EQ(again->sentBytes, 0);
    EXPECT_EQ(again->archiveBytes, 0);
    EXPECT_EQ(again->sentFiles, 0);
    EXPECT_EQ(again->unchangedFiles, first->files);
    expectSameTrees();
}

TEST_F(Sync, ChangedNewRenamedAndDeletedFilesLandExactly)
{
    ASSERT_TRUE(upload().ok());
    write(QStringLiteral("proj/train.py"), "print('changed')\n");
    write(QStringLiteral("proj/src/brand new.py"), "y = 1\n");
    ASSERT_TRUE(QFile::rename(local.filePath(QStringLiteral("proj/src/m7.py")),
                              local.filePath(QStringLiteral("proj/src/renamed.py"))));
    ASSERT_TRUE(QFile::remove(local.filePath(QStringLiteral("proj/src/m8.py"))));
    ASSERT_TRUE(QDir(local.filePath(QStringLiteral("proj/data"))).removeRecursively());
    // Without --delete what is gone here stays there, and is reported.
    const Result<UploadResult> kept = upload();
    ASSERT_TRUE(kept.ok());
    EXPECT_EQ(kept->sentFiles, 3);
    EXPECT_EQ(kept->leftThere.size(), 3);
    EXPECT_TRUE(QFile::exists(options.destDir + QStringLiteral("/proj/src/m8.py")));
    // With it, the trees end up the same; what a job wrote there that was never uploaded stays.
    ASSERT_TRUE(QFile(options.destDir + QStringLiteral("/proj/outputs.log")).open(QIODevice::WriteOnly));
    options.sync.deleteRemoved = true;
    const Result<UploadResult> mirrored = upload();
    ASSERT_TRUE(mirrored.ok());
    EXPECT_EQ(mirrored->removed, 3);
    EXPECT_EQ(mirrored->sentFiles, 0);
    EXPECT_TRUE(QFile::remove(options.destDir + QStringLiteral("/proj/outputs.log")));
    EXPECT_FALSE(QFileInfo::exists(options.destDir + QStringLiteral("/proj/data"))); // emptied, so removed
    expectSameTrees();
}

TEST_F(Sync, AnAppendedLargeFileSendsRoughlyTheAppendedPart)
{
    ASSERT_TRUE(upload().ok());
    const QByteArray appended = randomBytes(300 * 1024); // 5 % of the file
    write(QStringLiteral("proj/weights.bin"), appended, QIODevice::Append);
    const Result<UploadResult> r = upload();
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->deltaFiles, 1);
    EXPECT_EQ(r->deltaBytes, appended.size());
    EXPECT_LT(r->sentBytes, appended.size() + 64 * 1024) << "random bytes do not compress: this is what was sent";
    EXPECT_GE(r->sentBytes, appended.size() / 2);
    expectSameTrees();
    EXPECT_EQ(QFileInfo(options.destDir + QStringLiteral("/proj/weights.bin")).lastModified().toSecsSinceEpoch(),
              QFileInfo(local.filePath(QStringLiteral("proj/weights.bin"))).lastModified().toSecsSinceEpoch());
    EXPECT_EQ(upload()->sentBytes, 0); // and the patched file is recorded as it now is
}

TEST_F(Sync, ABlockChangedInTheMiddleAndAnAppendTravelAsTwoRuns)
{
    ASSERT_TRUE(upload().ok());
    {
        QFile f(local.filePath(QStringLiteral("proj/weights.bin")));
        ASSERT_TRUE(f.open(QIODevice::ReadWrite));
        ASSERT_TRUE(f.seek(2 * 1024 * 1024 + 100));
        f.write(randomBytes(4096));
    }
    write(QStringLiteral("proj/weights.bin"), randomBytes(200 * 1024), QIODevice::Append);
    const Result<UploadResult> r = upload();
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->deltaFiles, 1);
    EXPECT_EQ(r->deltaBytes, 1024 * 1024 + 200 * 1024); // the changed 1 MiB block and the new tail
    expectSameTrees();
    // And shrunk to less than it was: the rebuilt file is cut to its new size.
    {
        QFile f(local.filePath(QStringLiteral("proj/weights.bin")));
        ASSERT_TRUE(f.resize(5 * 1024 * 1024 + 5));
    }
    write(QStringLiteral("proj/weights.bin"), "tail!", QIODevice::Append);
    ASSERT_TRUE(upload().ok());
    expectSameTrees();
}

TEST_F(Sync, ATamperedManifestFallsBackToAFullUpload)
{
    ASSERT_TRUE(upload().ok());
    const QString manifest = options.destDir + QLatin1Char('/') + QString::fromLatin1(SyncManifest::kFileName);
    QByteArray text = test::readFile(manifest);
    ASSERT_FALSE(text.isEmpty());
    text.replace("proj/train.py", "proj/train.pz");
    QFile f(manifest);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text);
    f.close();
    const Result<UploadResult> r = upload();
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->manifestState, SyncInspection::ManifestState::Damaged);
    EXPECT_EQ(r->sentFiles, r->files);
    expectSameTrees();
    EXPECT_EQ(upload()->manifestState, SyncInspection::ManifestState::Trusted); // and it was rewritten
}

TEST_F(Sync, ATamperedRemoteFileIsFoundAndRepaired)
{
    ASSERT_TRUE(upload().ok());
    const QString there = options.destDir + QStringLiteral("/proj/train.py");
    const QDateTime mtime = QFileInfo(there).lastModified();
    // A different size: the quick check sees it.
    {
        QFile f(there);
        ASSERT_TRUE(f.open(QIODevice::Append));
        f.write("# edited on the instance\n");
    }
    Result<UploadResult> r = upload();
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->repaired, QList<QByteArray>{"proj/train.py"});
    expectSameTrees();
    // The same size and time: only --verify's hashes see it.
    {
        QFile f(there);
        ASSERT_TRUE(f.open(QIODevice::ReadWrite));
        f.write("PRINT");
        f.flush(); // before the time is set back, or closing writes and moves it again
        f.setFileTime(mtime, QFileDevice::FileModificationTime);
    }
    EXPECT_EQ(upload()->sentFiles, 0);
    options.sync.verify = true;
    r = upload();
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->repaired, QList<QByteArray>{"proj/train.py"});
    expectSameTrees();
}

TEST_F(Sync, ADeltaOnATamperedCopyIsCaughtAndTheFileSentWhole)
{
    ASSERT_TRUE(upload().ok());
    // The instance's copy changed in the middle without its size or time changing: a delta built on it would be
    // wrong. The rebuilt file's digest does not match, so it is sent whole in a second pass.
    const QString there = options.destDir + QStringLiteral("/proj/weights.bin");
    const QDateTime mtime = QFileInfo(there).lastModified();
    {
        QFile f(there);
        ASSERT_TRUE(f.open(QIODevice::ReadWrite));
        f.seek(2 * 1024 * 1024);
        f.write("tampered");
        f.flush();
        f.setFileTime(mtime, QFileDevice::FileModificationTime);
    }
    write(QStringLiteral("proj/weights.bin"), randomBytes(100 * 1024), QIODevice::Append);
    const Result<UploadResult> r = upload();
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->deltaFiles, 0);
    EXPECT_EQ(r->repaired, QList<QByteArray>{"proj/weights.bin"});
    EXPECT_GT(r->sentBytes, 6 * 1024 * 1024);
    expectSameTrees();
}

TEST_F(Sync, AnInterruptedIncrementalUploadResumes)
{
    ASSERT_TRUE(upload().ok());
    write(QStringLiteral("proj/weights.bin"), randomBytes(6 * 1024 * 1024)); // all new: sent whole
    write(QStringLiteral("proj/train.py"), "print('v2')\n");
    const Result<UploadResult> r = interruptedThenResumed(2 * 1024 * 1024, [](const UploadProgress& p) {
        EXPECT_EQ(p.sendFiles, 2);
        EXPECT_EQ(p.treeFiles, 103);
    });
    ASSERT_TRUE(r.ok());
    expectSameTrees();
}

TEST_F(Sync, AnInterruptedUploadWithChangedBlocksResumesAndRebuildsTheFile)
{
    ASSERT_TRUE(upload().ok());
    write(QStringLiteral("proj/weights.bin"), randomBytes(2 * 1024 * 1024), QIODevice::Append); // a delta
    write(QStringLiteral("proj/shard-2.bin"), randomBytes(6 * 1024 * 1024));                    // sent whole
    const Result<UploadResult> r = interruptedThenResumed(3 * 1024 * 1024);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->deltaFiles, 1);
    EXPECT_LT(r->deltaBytes, 3 * 1024 * 1024) << "the appended part, not the whole file";
    expectSameTrees();
}

TEST_F(Sync, HostileNamesTravelAsChangedBlocksAndAreDeletedExactly)
{
    const QString large = QStringLiteral("proj/-rf 'q' \"d\" $(touch x)\nline.bin");
    const QString small = QStringLiteral("proj/a;rm -rf ~ `id` *.txt");
    write(large, randomBytes(5 * 1024 * 1024));
    write(small, "gone soon\n");
    ASSERT_TRUE(upload().ok());
    write(large, randomBytes(1024 * 1024), QIODevice::Append);
    ASSERT_TRUE(QFile::remove(local.filePath(small)));
    options.sync.deleteRemoved = true;
    const Result<UploadResult> r = upload();
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->deltaFiles, 1);
    EXPECT_EQ(r->removed, 1);
    EXPECT_FALSE(QFileInfo::exists(options.destDir + QLatin1Char('/') + small));
    for (const char* where : {"/x", "/proj/x"})
        EXPECT_FALSE(QFileInfo::exists(options.destDir + QLatin1String(where))) << "a name ran as a command";
    expectSameTrees();
}

TEST_F(Sync, ADryRunListsWhatWouldBeSentAndChangesNothing)
{
    ASSERT_TRUE(upload().ok());
    write(QStringLiteral("proj/train.py"), "print('dry')\n");
    const Result<SyncPlan> p = Uploader::plan(*session, options);
    ASSERT_TRUE(p.ok()) << p.error().message.toStdString();
    ASSERT_EQ(p->sendFiles, 1);
    EXPECT_EQ(p->sendBytes, 13);
    EXPECT_EQ(test::readFile(options.destDir + QStringLiteral("/proj/train.py")), QByteArray("print('hi')\n"));
}

TEST_F(Sync, TheLookPreparesTheUploadWithoutCreatingAnything)
{
    const QString missing = options.destDir + QStringLiteral("/not/yet");
    UploadOptions o = options;
    o.destDir = missing;
    const Result<SyncPlan> p = Uploader::plan(*session, o);
    ASSERT_TRUE(p.ok()) << p.error().message.toStdString();
    ASSERT_TRUE(p->preparation);
    EXPECT_GT(p->preparation->freeBytes, 0) << "measured where the folder will be";
    EXPECT_TRUE(p->preparation->hasSha256sum);
    EXPECT_FALSE(QFileInfo::exists(missing));
    EXPECT_FALSE(QFileInfo::exists(options.destDir + QStringLiteral("/not")));
}

TEST(UploadPreparation, ReadsOnlyItsOwnLinesAndRefusesImpossibleNumbers)
{
    const UploadPreparation p =
        UploadPreparation::parse("warning: something else\n"
                                 "gpuplanner-prep free_kb=1024\n"
                                 "gpuplanner-prep sha256sum\n"
                                 "gpuplanner-prep partial 4096 .gpuplanner-upload-abc.tar.zst.partial\n"
                                 "gpuplanner-prep partial x .gpuplanner-upload-bad.tar.zst.partial\n"
                                 "gpuplanner-prep partial 12\n"
                                 "zstd\n");
    EXPECT_EQ(p.freeBytes, 1024 * 1024);
    EXPECT_TRUE(p.hasSha256sum);
    EXPECT_FALSE(p.hasZstd) << "a line without the prefix says nothing";
    EXPECT_EQ(p.partialBytes.size(), 1);
    EXPECT_EQ(p.partialBytes.value(".gpuplanner-upload-abc.tar.zst.partial"), 4096);
    EXPECT_EQ(UploadPreparation::parse("gpuplanner-prep free_kb=99999999999999999999\n").freeBytes, -1);
    EXPECT_EQ(UploadPreparation::parse("gpuplanner-prep free_kb=\n").freeBytes, -1);
}

#include "support/CliRunner.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QProcessEnvironment>

TEST(SyncCli, DryRunDeleteAndVerifyFromTheCommandLine)
{
    test::TempDir home;
    ASSERT_TRUE(QDir().mkpath(home.filePath(QStringLiteral(".ssh"))));
    ASSERT_TRUE(QFile::copy(test::sshFixture("known_hosts"), home.filePath(QStringLiteral(".ssh/known_hosts"))));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    const SshTarget t = test::loopbackTarget();
    const QString ssh = QStringLiteral("ssh -p %1 -i %2 %3@127.0.0.1").arg(t.port).arg(t.keyFile, t.user);
    test::TempDir data;
    test::TempDir dest{test::sshFixture("shared")};
    QDir().mkpath(data.filePath(QStringLiteral("ds")));
    for (const char* name : {"ds/a.txt", "ds/b.txt"}) {
        QFile f(data.filePath(QString::fromLatin1(name)));
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(name);
    }
    const auto upload = [&](const QStringList& extra) {
        return test::runCli(gp::test::cliPath(),
                            QStringList{QStringLiteral("remote"), QStringLiteral("--ssh"), ssh,
                                        QStringLiteral("upload"), data.filePath(QStringLiteral("ds")),
                                        QStringLiteral("--dest"), dest.path()} +
                                extra,
                            env);
    };
    test::CliResult r = upload({QStringLiteral("--dry-run")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("send   ds/a.txt"))) << r.out.toStdString();
    EXPECT_FALSE(QFile::exists(dest.filePath(QStringLiteral("ds/a.txt")))); // a dry run sends nothing
    ASSERT_EQ(upload({}).code, 0);
    ASSERT_TRUE(QFile::remove(data.filePath(QStringLiteral("ds/b.txt"))));
    r = upload({QStringLiteral("--dry-run"), QStringLiteral("--delete"), QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(r.json().value(QStringLiteral("send_files")).toInt(), 0);
    EXPECT_EQ(r.json().value(QStringLiteral("delete")).toArray(), QJsonArray{QStringLiteral("ds/b.txt")});
    r = upload({QStringLiteral("--verify")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("still on the instance; --delete removes them"))) << r.out.toStdString();
    r = upload({QStringLiteral("--delete"), QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(r.json().value(QStringLiteral("removed_files")).toInt(), 1);
    EXPECT_EQ(r.json().value(QStringLiteral("manifest")).toString(), QStringLiteral("trusted"));
    EXPECT_FALSE(QFile::exists(dest.filePath(QStringLiteral("ds/b.txt"))));
    EXPECT_EQ(upload({QStringLiteral("--no-extract"), QStringLiteral("--delete")}).code, 2);
}

TEST_F(Sync, ASmallChangeTravelsOnTheLooksOwnChannel)
{
    ASSERT_TRUE(upload().ok());
    QStringList commands;
    session->setCommandObserver([&](const QString& command) { commands << command; });
    write(QStringLiteral("proj/train.py"), "print('changed')\n");
    write(QStringLiteral("proj/weights.bin"), "tail", QIODevice::Append);
    const Result<UploadResult> changed = upload();
    ASSERT_TRUE(changed.ok());
    EXPECT_EQ(changed->sentFiles, 2);
    EXPECT_EQ(changed->deltaFiles, 1);
    // One command: the look, the archive, the patch and the finish all on its channel.
    EXPECT_EQ(commands.size(), 1) << commands.join(QLatin1Char('\n')).toStdString();
    expectSameTrees();
    commands.clear();
    const Result<UploadResult> unchanged = upload();
    ASSERT_TRUE(unchanged.ok());
    EXPECT_EQ(unchanged->sentFiles, 0);
    EXPECT_EQ(commands.size(), 1);
    // --verify feeds the look's input to its end: that look has a channel of its own, and the upload another.
    commands.clear();
    options.sync.verify = true;
    write(QStringLiteral("proj/train.py"), "print('again')\n");
    ASSERT_TRUE(upload().ok());
    EXPECT_EQ(commands.size(), 2);
    expectSameTrees();
}

TEST_F(Sync, ALargeChangeStreamsInFramesOnTheLooksChannelAndFinishesThere)
{
    ASSERT_TRUE(upload().ok());
    QStringList commands;
    session->setCommandObserver([&](const QString& command) { commands << command; });
    // More than arrives whole before its finish, and more than one frame holds: unpacked while it streams.
    write(QStringLiteral("proj/shard-1.bin"), randomBytes(20 * 1024 * 1024));
    write(QStringLiteral("proj/train.py"), "print('changed')\n");
    const Result<UploadResult> changed = upload();
    ASSERT_TRUE(changed.ok()) << changed.error().message.toStdString();
    EXPECT_EQ(changed->sentFiles, 2);
    EXPECT_GT(changed->sentBytes, 20 * 1024 * 1024);
    // The look's channel carries the archive and then the finish script: no other command.
    ASSERT_EQ(commands.size(), 1) << commands.join(QLatin1Char('\n')).toStdString();
    expectSameTrees();
    // Nothing of the upload is left beside the tree: archive, staging folder, lock, digest, finish script.
    EXPECT_EQ(QDir(options.destDir)
                  .entryList({QStringLiteral(".gpuplanner-upload-*")}, QDir::AllEntries | QDir::Hidden | QDir::System),
              QStringList());
    const Result<UploadResult> unchanged = upload();
    ASSERT_TRUE(unchanged.ok());
    EXPECT_EQ(unchanged->sentFiles, 0);
}

TEST_F(Sync, AConversationReadsUpToItsMarkersThenTakesInput)
{
    // An answer far longer than one read, with no newline before the marker, on both streams.
    Result<std::unique_ptr<SshConversation>> started = session->start(
        QStringLiteral("head -c 300000 /dev/zero | tr '\\0' x; echo MARK; printf 'warn' >&2; echo MARK >&2; "
                       "IFS= read -r line; echo \"got $line\"; echo bye >&2; exit 3"));
    ASSERT_TRUE(started.ok()) << started.error().message.toStdString();
    SshConversation& talk = *started.value();
    const Result<ExecResult> before = talk.readUntil("MARK");
    ASSERT_TRUE(before.ok()) << before.error().message.toStdString();
    EXPECT_EQ(before->out, QByteArray(300000, 'x'));
    EXPECT_EQ(before->err, QByteArray("warn"));
    ASSERT_TRUE(talk.write("hello\n", 6));
    const Result<ExecResult> after = talk.finish();
    ASSERT_TRUE(after.ok()) << after.error().message.toStdString();
    EXPECT_EQ(after->out, QByteArray("got hello\n"));
    EXPECT_EQ(after->err, QByteArray("bye\n"));
    EXPECT_EQ(after->exitStatus, 3);
    // A command that ends without its marker is an error that says what it printed, not a wait.
    Result<std::unique_ptr<SshConversation>> ended =
        session->start(QStringLiteral("echo 'no such tool' >&2; exit 127"));
    ASSERT_TRUE(ended.ok());
    const Result<ExecResult> none = ended.value()->readUntil("MARK");
    ASSERT_FALSE(none.ok());
    EXPECT_EQ(none.error().code, QStringLiteral("ssh.ended"));
    EXPECT_TRUE(none.error().message.contains(QStringLiteral("no such tool")));
}

TEST_F(Sync, AConversationWaitsForItsWindowToOpenAndTakesWhatArrivesMeanwhile)
{
    // The command answers, then reads nothing until its gate (a FIFO) is opened: what is written meanwhile waits on
    // the instance, and the window stays that much smaller.
    const QString gate = remote.filePath(QStringLiteral("gate"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(gate).constData(), 0600), 0);
    Result<std::unique_ptr<SshConversation>> started =
        session->start(QStringLiteral("echo ready; echo ready >&2; cat %1 >/dev/null; cat >/dev/null; echo read")
                           .arg(shellQuote(gate)));
    ASSERT_TRUE(started.ok()) << started.error().message.toStdString();
    SshConversation& talk = *started.value();
    const qint64 window = talk.writableWithoutWaiting();
    if (window < 3 * 512 * 1024) {
        // The command waits on its gate, and a server may leave it waiting after the channel closes (Dropbear does):
        // opened here, it goes on to read stdin and ends with the channel.
        QFile opener(gate);
        EXPECT_TRUE(opener.open(QIODevice::WriteOnly));
        GTEST_SKIP() << "this server's window (" << window << " bytes) is too small to hold the test's write";
    }
    const QByteArray data(1024 * 1024, 'x');
    ASSERT_TRUE(talk.write(data.constData(), data.size()));
    // Up to a pipe's worth goes on to the command's stdin; the rest waits.
    const qint64 wanted = window - 256 * 1024;
    const Result<bool> unread = talk.waitForWindow(wanted, 300);
    ASSERT_TRUE(unread.ok()) << unread.error().message.toStdString();
    EXPECT_FALSE(*unread);
    EXPECT_LT(talk.writableWithoutWaiting(), wanted);
    QFile opener(gate);
    ASSERT_TRUE(opener.open(QIODevice::WriteOnly)); // the command's first cat has it open: no wait
    opener.close();
    const Result<bool> read = talk.waitForWindow(wanted, 20000);
    ASSERT_TRUE(read.ok()) << read.error().message.toStdString();
    EXPECT_TRUE(*read);
    EXPECT_GE(talk.writableWithoutWaiting(), wanted);
    // What the command printed while this side waited was taken, not lost.
    const Result<ExecResult> answer = talk.readUntil("ready");
    ASSERT_TRUE(answer.ok()) << answer.error().message.toStdString();
    const Result<ExecResult> rest = talk.finish();
    ASSERT_TRUE(rest.ok()) << rest.error().message.toStdString();
    EXPECT_EQ(rest->out, QByteArray("read\n"));
}

TEST(UploadHistory, RemembersFoldersByInstanceAndForgetsTheOldestFirst)
{
    test::TempDir dir;
    const UploadHistory history(dir.filePath(QStringLiteral("state/uploads")));
    const QByteArray a = UploadHistory::key(QStringLiteral("SHA256:aaa"), QStringLiteral("root@h:22"), "/root/work");
    // The same folder on another instance (a new host key at the same address) is another destination.
    const QByteArray b = UploadHistory::key(QStringLiteral("SHA256:bbb"), QStringLiteral("root@h:22"), "/root/work");
    EXPECT_NE(a, b);
    EXPECT_EQ(a.size(), 64);
    EXPECT_FALSE(history.contains(a));
    ASSERT_TRUE(history.add(a).ok());
    EXPECT_TRUE(history.contains(a));
    EXPECT_FALSE(history.contains(b));
    ASSERT_TRUE(history.add(a).ok()); // once only
    EXPECT_EQ(test::readFile(dir.filePath(QStringLiteral("state/uploads"))).count('\n'), 1);
    for (int i = 0; i < UploadHistory::kMaxEntries; ++i)
        ASSERT_TRUE(history.add(UploadHistory::key(QString::number(i), QString(), QString())).ok());
    EXPECT_FALSE(history.contains(a)) << "the oldest is forgotten first";
    EXPECT_TRUE(history.contains(UploadHistory::key(QString::number(UploadHistory::kMaxEntries - 1), {}, {})));
    EXPECT_EQ(test::readFile(dir.filePath(QStringLiteral("state/uploads"))).count('\n'), UploadHistory::kMaxEntries);
}

TEST(UploadHistory, AFifoOrAFileThatCannotBeWrittenIsNoHistoryAndSaysSo)
{
    test::TempDir dir;
    const QString fifo = dir.filePath(QStringLiteral("uploads"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const UploadHistory history(fifo);
    const QByteArray key = UploadHistory::key(QStringLiteral("SHA256:x"), QStringLiteral("h"), QStringLiteral("d"));
    EXPECT_FALSE(history.contains(key)); // read without blocking, as nothing
    const Status added = history.add(key);
    ASSERT_FALSE(added.ok()); // Uploader::run then sends nothing ahead
    EXPECT_TRUE(added.error().message.contains(fifo)) << added.error().message.toStdString();
}

TEST_F(Sync, AFirstUploadGoesOutAheadOfTheLooksAnswerOnItsChannel)
{
    firstUploadAsFarAsThisSideKnows();
    const QStringList& commands = watchCommands();
    const Result<UploadResult> first = upload();
    ASSERT_TRUE(first.ok());
    EXPECT_EQ(first->early, UploadResult::Early::Taken);
    EXPECT_EQ(first->manifestState, SyncInspection::ManifestState::Missing);
    EXPECT_EQ(first->sentFiles, first->files);
    EXPECT_EQ(first->sentBytes, first->archiveBytes);
    EXPECT_GT(first->archiveBytes, 6 * 1024 * 1024);
    // The look, the archive and the finish: one command, one channel.
    EXPECT_EQ(commands.size(), 1) << commands.join(QLatin1Char('\n')).toStdString();
    expectSameTrees();
    EXPECT_EQ(uploadFiles(), QStringList());
    // Noted before it was sent: the next upload into the folder waits for the answer, and sends nothing.
    EXPECT_TRUE(
        UploadHistory(options.historyFile)
            .contains(UploadHistory::key(session->hostKeyFingerprint(), session->target().display(), options.destDir)));
    const Result<UploadResult> again = upload();
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again->early, UploadResult::Early::NotTried);
    EXPECT_EQ(again->manifestState, SyncInspection::ManifestState::Trusted);
    EXPECT_EQ(again->sentBytes, 0);
}

TEST_F(Sync, EachFirstUploadIsMeasuredBeforeItsOwnArchiveArrives)
{
    // The script sent ahead starts receiving as soon as it arrives. Had the look's preparation (free space,
    // interrupted uploads) still been running then, it could find the script's own archive arriving and wait on its
    // lock: a hang of two minutes, then an answer that disagrees. Which of the two comes first was a race, so several
    // first uploads, some into folders still to be made (the preparation climbs to the nearest one that exists).
    const QString base = options.destDir;
    for (int i = 0; i < 6; ++i) {
        options.destDir = base + QStringLiteral("/%1").arg(i);
        for (int level = 0; level < i * 4; ++level)
            options.destDir += QStringLiteral("/level%1").arg(level);
        firstUploadAsFarAsThisSideKnows();
        const QStringList& commands = watchCommands();
        const Result<UploadResult> first = upload();
        ASSERT_TRUE(first.ok()) << first.error().message.toStdString();
        EXPECT_EQ(first->early, UploadResult::Early::Taken) << i;
        EXPECT_EQ(first->resumedFrom, 0) << i;
        EXPECT_EQ(first->sentBytes, first->archiveBytes) << i;
        EXPECT_EQ(commands.size(), 1) << commands.join(QLatin1Char('\n')).toStdString();
        expectSameTrees();
        EXPECT_EQ(uploadFiles(), QStringList()) << i;
    }
}

TEST_F(Sync, AFolderUploadedToBeforeRefusesWhatWentAheadAndTheChangesLandExactly)
{
    firstUploadAsFarAsThisSideKnows();
    ASSERT_TRUE(upload().ok());
    // Another machine, or a lost record: this side takes the next upload for a first one.
    ASSERT_TRUE(QFile::remove(options.historyFile));
    write(QStringLiteral("proj/train.py"), "print('changed')\n");
    write(QStringLiteral("proj/new.txt"), "new\n");
    ASSERT_TRUE(QFile::remove(local.filePath(QStringLiteral("proj/src/m7.py"))));
    options.sync.deleteRemoved = true;
    const QStringList& commands = watchCommands();
    const Result<UploadResult> r = upload();
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->early, UploadResult::Early::Refused);
    EXPECT_EQ(r->manifestState, SyncInspection::ManifestState::Trusted);
    EXPECT_EQ(r->sentFiles, 2);
    EXPECT_EQ(r->removed, 1);
    // Only the change counts as sent: the instance read what went ahead into nothing.
    EXPECT_LT(r->sentBytes, 64 * 1024);
    // The refusal and the upload the answer called for, on the look's own channel.
    EXPECT_EQ(commands.size(), 1) << commands.join(QLatin1Char('\n')).toStdString();
    expectSameTrees();
    EXPECT_EQ(uploadFiles(), QStringList());
    // A damaged record there is refused the same way, and then everything is sent again.
    QFile manifest(options.destDir + QLatin1Char('/') + QLatin1String(SyncManifest::kFileName));
    ASSERT_TRUE(manifest.open(QIODevice::Append));
    ASSERT_EQ(manifest.write("x"), 1);
    manifest.close();
    ASSERT_TRUE(QFile::remove(options.historyFile));
    const Result<UploadResult> damaged = upload();
    ASSERT_TRUE(damaged.ok());
    EXPECT_EQ(damaged->early, UploadResult::Early::Refused);
    EXPECT_EQ(damaged->manifestState, SyncInspection::ManifestState::Damaged);
    EXPECT_EQ(damaged->sentFiles, damaged->files);
    expectSameTrees();
}

TEST_F(Sync, AFirstUploadCancelledAheadOfTheAnswerLeavesNothingCompleteAndTheNextOneLands)
{
    firstUploadAsFarAsThisSideKnows();
    std::atomic_bool cancel{false};
    const Result<UploadResult> cut = Uploader::run(
        *session, options, [&](const UploadProgress& p) { cancel = cancel || p.sentBytes > 0; }, &cancel);
    ASSERT_FALSE(cut.ok());
    EXPECT_EQ(cut.error().code, QStringLiteral("ssh.cancelled")) << cut.error().message.toStdString();
    EXPECT_FALSE(QFileInfo::exists(options.destDir + QStringLiteral("/proj")));
    EXPECT_FALSE(QFileInfo::exists(options.destDir + QLatin1Char('/') + QLatin1String(SyncManifest::kFileName)));
    // Noted before it went: the retry waits for the answer, which shows whatever the cut left.
    const Result<UploadResult> r = upload();
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->early, UploadResult::Early::NotTried);
    expectSameTrees();
    EXPECT_EQ(uploadFiles(), QStringList());
}

TEST_F(Sync, AFirstUploadInterruptedOnceTakenIsResumedEvenWhenTheRecordIsLost)
{
    firstUploadAsFarAsThisSideKnows();
    // Past OpenSSH's 2 MiB window: the instance has taken it and written part of it when the cut comes.
    const auto cutAfter = [&](qint64 bytes) {
        std::atomic_bool cancel{false};
        const Result<UploadResult> cut = Uploader::run(
            *session, options, [&](const UploadProgress& p) { cancel = cancel || p.sentBytes > bytes; }, &cancel);
        ASSERT_FALSE(cut.ok());
        EXPECT_EQ(cut.error().code, QStringLiteral("ssh.cancelled")) << cut.error().message.toStdString();
    };
    cutAfter(4 * 1024 * 1024);
    ASSERT_TRUE(QFile::remove(options.historyFile)); // this side knows nothing: it goes ahead, and is refused
    const Result<UploadResult> lost = upload();
    ASSERT_TRUE(lost.ok());
    EXPECT_EQ(lost->early, UploadResult::Early::Refused);
    EXPECT_GT(lost->resumedFrom, 1024 * 1024);
    EXPECT_EQ(lost->sentBytes, lost->archiveBytes - lost->resumedFrom);
    expectSameTrees();
    EXPECT_EQ(uploadFiles(), QStringList());
}
