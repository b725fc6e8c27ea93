// Uploads that never lose a file: excludes that protect, links that cannot lead out, temporary names that cannot be
// hijacked, a record that claims only what landed, type changes, and uploads into one folder at the same time.
#include "core/archive/Tarball.h"
#include "core/sync/SyncManifest.h"
#include "core/sync/UploadSummary.h"
#include "core/sync/Uploader.h"
#include "sync/SyncFixture.h"
#include "support/SshFixture.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStorageInfo>

#include <thread>

#include <sys/stat.h>
#include <unistd.h>

using namespace gp;
using test::Sync;

namespace {

void symlinkOrFail(const QByteArray& target, const QString& at)
{
    ASSERT_EQ(::symlink(target.constData(), QFile::encodeName(at).constData()), 0) << at.toStdString();
}

} // namespace

TEST(UploadTree, AChainOfLinksThatClimbsOutIsRefusedWhereEachLinkAloneSeemsInside)
{
    test::TempDir dir;
    const QString top = dir.filePath(QStringLiteral("proj"));
    ASSERT_TRUE(QDir().mkpath(top + QStringLiteral("/a/b/c")));
    ASSERT_TRUE(QFile(top + QStringLiteral("/data.txt")).open(QIODevice::WriteOnly));
    // u leads back to the top folder; read as text, "u/../../etc/passwd" only climbs out of u's own path.
    symlinkOrFail("../../..", top + QStringLiteral("/a/b/c/u"));
    symlinkOrFail("a/b/c/u/data.txt", top + QStringLiteral("/through-u")); // stays inside: fine
    TarballOptions options;
    options.paths = {top};
    const Result<TarballContents> fine = TarballWriter::collect(options);
    ASSERT_TRUE(fine.ok()) << fine.error().message.toStdString();
    symlinkOrFail("a/b/c/u/a/b/c/u/../../../etc/passwd", top + QStringLiteral("/evil"));
    const Result<TarballContents> refused = TarballWriter::collect(options);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().code, QStringLiteral("tar.link_outside"));
    EXPECT_TRUE(refused.error().message.contains(QStringLiteral("evil"))) << refused.error().message.toStdString();
    // ".." after a component this side cannot see (a link into what is missing here, or into what the upload leaves
    // out: on the instance either could be a link anywhere) is refused too.
    ASSERT_TRUE(QFile::remove(top + QStringLiteral("/evil")));
    symlinkOrFail("missing/x", top + QStringLiteral("/a/m"));
    symlinkOrFail("a/m/../../../etc", top + QStringLiteral("/evil"));
    EXPECT_FALSE(TarballWriter::collect(options).ok());
    ASSERT_TRUE(QFile::remove(top + QStringLiteral("/evil")));
    ASSERT_TRUE(QDir().mkpath(top + QStringLiteral("/checkpoints/step-1")));
    options.excludes = TarballOptions::defaultExcludes();
    symlinkOrFail("checkpoints/step-1", top + QStringLiteral("/latest")); // into what is left out: fine
    ASSERT_TRUE(TarballWriter::collect(options).ok());
    symlinkOrFail("checkpoints/../../x", top + QStringLiteral("/evil"));
    EXPECT_FALSE(TarballWriter::collect(options).ok());
    // A loop of links is refused too, not followed for ever.
    ASSERT_TRUE(QFile::remove(top + QStringLiteral("/evil")));
    ASSERT_TRUE(QFile::remove(top + QStringLiteral("/latest")));
    symlinkOrFail("loop2/x", top + QStringLiteral("/loop1"));
    symlinkOrFail("loop1/x", top + QStringLiteral("/loop2"));
    EXPECT_FALSE(TarballWriter::collect(options).ok());
}

TEST(UploadTree, TwoPathsWithOneNameAreRefusedInsteadOfMerged)
{
    test::TempDir dir;
    ASSERT_TRUE(QDir().mkpath(dir.filePath(QStringLiteral("x/data"))));
    ASSERT_TRUE(QDir().mkpath(dir.filePath(QStringLiteral("y/data"))));
    TarballOptions options;
    options.paths = {dir.filePath(QStringLiteral("x/data")), dir.filePath(QStringLiteral("y/data"))};
    const Result<TarballContents> r = TarballWriter::collect(options);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("tar.same_name"));
}

TEST(UploadTree, ExcludeRulesAnswerForPathsThatAreNotHereAnyMore)
{
    ExcludeRules rules;
    rules.addPattern(QStringLiteral("*.ckpt"));
    rules.addPattern(QStringLiteral("checkpoints"));
    rules.addGitignoreLine("proj", QStringLiteral("wandb/"));
    EXPECT_TRUE(rules.excludes("proj/model.ckpt"));
    EXPECT_TRUE(rules.excludes("proj/runs/checkpoints/step-9/model.pt")); // through a folder above it
    EXPECT_TRUE(rules.excludes("proj/wandb/run-1/x"));
    EXPECT_FALSE(rules.excludes("other/wandb/x")); // .gitignore is the top folder's own
    EXPECT_FALSE(rules.excludes("proj/train.py"));
    EXPECT_FALSE(rules.excludes("model.ckpt")); // a name the user asked to send
}

TEST(UploadTree, NamesWithControlCharactersAreShownAsEscapes)
{
    EXPECT_EQ(UploadSummary::shown(QStringLiteral("a\nb\tc\x1b[31m")), QStringLiteral("a\\nb\\tc\\x1b[31m"));
    EXPECT_EQ(UploadSummary::shown(QStringLiteral("evil\u202etxt.exe")), QStringLiteral("evil\\x202etxt.exe"));
    EXPECT_EQ(UploadSummary::shown(QStringLiteral("名前 ok.txt")), QStringLiteral("名前 ok.txt"));
}

TEST(SyncPlanner, AnExcludedFileGoneHereIsNeverDeletedThere)
{
    TarballContents local;
    TarballEntry top;
    top.archivePath = "proj";
    top.type = TarballEntry::Type::Directory;
    local.entries << top;
    local.rules.addPattern(QStringLiteral("*.ckpt"));
    SyncInspection remote;
    remote.manifestState = SyncInspection::ManifestState::Trusted;
    ManifestEntry ckpt;
    ckpt.path = "proj/model.ckpt";
    ckpt.size = 5;
    ckpt.mtime = 1700000000;
    ckpt.digest.sha256 = QByteArray(64, 'a');
    remote.manifest.insert(ckpt);
    remote.files.insert("proj", RemoteFile{'d', 0, 0, false, {}});
    remote.files.insert("proj/model.ckpt", RemoteFile{'f', 5, 1700000000, false, {}});
    SyncOptions withDelete;
    withDelete.deleteRemoved = true;
    const Result<SyncPlan> plan = SyncPlanner::plan(local, remote, withDelete, {});
    ASSERT_TRUE(plan.ok());
    EXPECT_TRUE(plan->remove.isEmpty());
    EXPECT_NE(plan->next.find("proj/model.ckpt"), nullptr); // still recorded as the earlier upload's
}

TEST_F(Sync, AnExcludeProtectsFromDeleteOnceTheFileIsGoneHere)
{
    write(QStringLiteral("proj/model.ckpt"), "weights");
    ASSERT_TRUE(upload().ok());
    ASSERT_TRUE(QFile::remove(local.filePath(QStringLiteral("proj/model.ckpt"))));
    options.tar.excludes << QStringLiteral("*.ckpt");
    options.sync.deleteRemoved = true;
    const Result<UploadResult> r = upload();
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->removed, 0);
    EXPECT_EQ(test::readFile(options.destDir + QStringLiteral("/proj/model.ckpt")), QByteArray("weights"));
}

TEST_F(Sync, ALinkPlantedAtATemporaryNameIsNeverWrittenThrough)
{
    const QString victim = remote.filePath(QStringLiteral("victim.txt"));
    const QByteArray original = "nothing of an upload may land here\n";
    const auto plantLinks = [&](const QList<TarballEntry>& send) {
        QFile v(victim);
        ASSERT_TRUE(v.open(QIODevice::WriteOnly));
        v.write(original);
        v.close();
        ASSERT_TRUE(QDir().mkpath(options.destDir));
        const QString name = Uploader::archiveName(options, TarballWriter::uploadId(options.tar, send));
        for (const QString& suffix : {QStringLiteral(".partial"), QStringLiteral(".sha256"), QStringLiteral(".tee"),
                                      QStringLiteral(".finish")}) {
            QFile::remove(options.destDir + QLatin1Char('/') + name + suffix);
            symlinkOrFail(QFile::encodeName(victim), options.destDir + QLatin1Char('/') + name + suffix);
        }
        const QString tmp = options.destDir + QStringLiteral("/.gpuplanner-manifest.tmp");
        QFile::remove(tmp);
        symlinkOrFail(QFile::encodeName(victim), tmp);
    };
    // A first upload: everything, whole (the id of the archive it sends).
    const Result<TarballContents> contents = TarballWriter::collect(options.tar);
    ASSERT_TRUE(contents.ok());
    const Result<SyncPlan> all = SyncPlanner::plan(*contents, SyncInspection{}, options.sync, {});
    ASSERT_TRUE(all.ok());
    plantLinks(all->send);
    ASSERT_TRUE(upload().ok());
    EXPECT_EQ(test::readFile(victim), original);
    expectSameTrees();
    const QFileInfo record(options.destDir + QLatin1Char('/') + QLatin1String(SyncManifest::kFileName));
    EXPECT_TRUE(record.isFile() && !record.isSymLink());
    // An incremental one: a small change arrives whole, into a partial file of its own id.
    write(QStringLiteral("proj/train.py"), "print('changed')\n");
    const Result<SyncPlan> changed = Uploader::plan(*session, options);
    ASSERT_TRUE(changed.ok()) << changed.error().message.toStdString();
    plantLinks(changed->send);
    ASSERT_TRUE(upload().ok());
    EXPECT_EQ(test::readFile(victim), original);
    expectSameTrees();
    EXPECT_TRUE(QFileInfo(record.filePath()).isFile() && !QFileInfo(record.filePath()).isSymLink());
}

TEST_F(Sync, AFailedDeltaIsNotRecordedAsLandedAndTheNextUploadSendsIt)
{
    // A real 24 MiB filesystem as the destination. The upload lands; then 1 MiB in the middle of the 6 MiB file
    // changes with its time kept, and the disk fills up until the file cannot be rebuilt there.
    const test::SmallFilesystem small(options.destDir, "24m");
    if (!small.mounted())
        GTEST_SKIP() << "needs root to mount a small tmpfs";
    ASSERT_TRUE(upload().ok());
    const QString weights = local.filePath(QStringLiteral("proj/weights.bin"));
    const QDateTime mtime = QFileInfo(weights).lastModified();
    {
        QFile f(weights);
        ASSERT_TRUE(f.open(QIODevice::ReadWrite));
        ASSERT_TRUE(f.seek(2 * 1024 * 1024));
        ASSERT_EQ(f.write(test::randomBytes(1024 * 1024)), 1024 * 1024);
        f.close();
        QFile touched(weights);
        ASSERT_TRUE(touched.open(QIODevice::ReadWrite));
        ASSERT_TRUE(touched.setFileTime(mtime, QFileDevice::FileModificationTime));
    }
    write(QStringLiteral("proj/train.py"), "print('changed too')\n");
    const QString filler = options.destDir + QStringLiteral("/filler");
    {
        const qint64 free = QStorageInfo(options.destDir).bytesAvailable();
        QFile f(filler);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        const QByteArray block(1024 * 1024, 'f');
        for (qint64 left = free - 3 * 1024 * 1024; left > 0; left -= block.size())
            f.write(block.left(static_cast<qsizetype>(std::min<qint64>(left, block.size()))));
    }
    options.sync.verify = true;
    options.checkSpace = false;
    const Result<UploadResult> failed = Uploader::run(*session, options);
    ASSERT_FALSE(failed.ok());
    EXPECT_EQ(failed.error().code, QStringLiteral("upload.disk_full")) << failed.error().message.toStdString();
    // Space again: the next upload, without --verify, must see that the file there is not the one here.
    ASSERT_TRUE(QFile::remove(filler));
    options.sync.verify = false;
    const Result<UploadResult> again = upload();
    ASSERT_TRUE(again.ok());
    EXPECT_GE(again->sentFiles, 1) << "the record claimed the rebuilt file had landed";
    expectSameTrees();
}

TEST_F(Sync, AFolderTurnedIntoAFileAndBackLands)
{
    write(QStringLiteral("proj/d1/inner.txt"), "in a folder\n");
    ASSERT_TRUE(upload().ok());
    ASSERT_TRUE(QDir(local.filePath(QStringLiteral("proj/d1"))).removeRecursively());
    write(QStringLiteral("proj/d1"), "a file now\n");
    ASSERT_TRUE(upload().ok());
    EXPECT_EQ(test::readFile(options.destDir + QStringLiteral("/proj/d1")), QByteArray("a file now\n"));
    EXPECT_TRUE(uploadFiles().isEmpty()) << uploadFiles().join(QLatin1Char(' ')).toStdString();
    ASSERT_TRUE(QFile::remove(local.filePath(QStringLiteral("proj/d1"))));
    write(QStringLiteral("proj/d1/again.txt"), "a folder again\n");
    ASSERT_TRUE(upload().ok());
    expectSameTrees();
    EXPECT_EQ(upload()->sentFiles, 0); // and recorded as it is
}

TEST_F(Sync, AFolderHoldingAJobsOutputIsNotReplacedByAFile)
{
    write(QStringLiteral("proj/d1/inner.txt"), "in a folder\n");
    ASSERT_TRUE(upload().ok());
    QFile output(options.destDir + QStringLiteral("/proj/d1/result.csv"));
    ASSERT_TRUE(output.open(QIODevice::WriteOnly));
    output.write("made on the instance\n");
    output.close();
    ASSERT_TRUE(QDir(local.filePath(QStringLiteral("proj/d1"))).removeRecursively());
    write(QStringLiteral("proj/d1"), "a file now\n");
    const Result<UploadResult> r = Uploader::run(*session, options);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("sync.type_change"));
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("result.csv"))) << r.error().message.toStdString();
    EXPECT_EQ(test::readFile(options.destDir + QStringLiteral("/proj/d1/result.csv")),
              QByteArray("made on the instance\n"));
}

TEST_F(Sync, ALinkAPersonMadeWhereAFolderGoesIsNotSwappedForIt)
{
    ASSERT_TRUE(upload().ok());
    // On the instance, someone points proj/data2 at a data volume; here, proj/data2 becomes a folder.
    test::TempDir volume(test::sshFixture("shared"));
    symlinkOrFail(QFile::encodeName(volume.path()), options.destDir + QStringLiteral("/proj/data2"));
    write(QStringLiteral("proj/data2/sample.csv"), "a,b\n");
    const Result<UploadResult> r = Uploader::run(*session, options);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("sync.type_change"));
    EXPECT_TRUE(QFileInfo(options.destDir + QStringLiteral("/proj/data2")).isSymLink());
}

TEST_F(Sync, TwoUploadsIntoOneFolderAtOnceBothLandAndBothStayRecorded)
{
    // Two trees, each uploaded from its own connection into the same folder at the same moment: one waits for the
    // other (the destination's lock), so neither's record is lost and nothing of either stays half done.
    write(QStringLiteral("other/big.bin"), test::randomBytes(8 * 1024 * 1024));
    for (int i = 0; i < 50; ++i)
        write(QStringLiteral("other/f%1.txt").arg(i), QByteArray::number(i));
    UploadOptions second = options;
    second.tar.paths = {local.filePath(QStringLiteral("other"))};
    for (int round = 0; round < 2; ++round) {
        SCOPED_TRACE(round);
        write(QStringLiteral("proj/train.py"), "round " + QByteArray::number(round));
        write(QStringLiteral("other/f0.txt"), "round " + QByteArray::number(round));
        Result<UploadResult> theirs = Error{};
        std::thread other([&] {
            SshSession own(test::loopbackTarget());
            own.setKnownHostsFile(test::sshFixture("known_hosts"));
            if (own.open(false).state == OpenOutcome::State::Ready)
                theirs = Uploader::run(own, second);
        });
        const Result<UploadResult> mine = Uploader::run(*session, options);
        other.join();
        ASSERT_TRUE(mine.ok()) << mine.error().message.toStdString();
        ASSERT_TRUE(theirs.ok()) << theirs.error().message.toStdString();
        EXPECT_TRUE(uploadFiles().isEmpty()) << uploadFiles().join(QLatin1Char(' ')).toStdString();
    }
    // Each tree is recorded: uploading either again sends nothing.
    EXPECT_EQ(upload()->sentFiles, 0);
    const Result<UploadResult> otherAgain = Uploader::run(*session, second);
    ASSERT_TRUE(otherAgain.ok());
    EXPECT_EQ(otherAgain->sentFiles, 0);
    expectSameTrees();
}

TEST_F(Sync, TildeAndRelativeDestinationsAreUnderTheHomeFolder)
{
    // The fixture's instance has a home of its own ($HOME), not the folder sshd starts commands in.
    const QString name = QStringLiteral("gp-home-test-%1").arg(QDateTime::currentMSecsSinceEpoch());
    const QString home = test::sshFixture("home");
    for (const QString& dest : QStringList{QStringLiteral("~/") + name, name}) {
        SCOPED_TRACE(dest.toStdString());
        options.destDir = dest;
        ASSERT_TRUE(upload().ok());
        EXPECT_TRUE(QFile::exists(home + QLatin1Char('/') + name + QStringLiteral("/proj/train.py")));
        ASSERT_TRUE(QDir(home + QLatin1Char('/') + name).removeRecursively());
    }
    const Result<ExecResult> cwd = session->exec(QStringLiteral("ls -d -- ./~ 2>/dev/null; true"));
    ASSERT_TRUE(cwd.ok());
    EXPECT_TRUE(cwd->out.isEmpty()) << "a folder named ~ was made";
}
