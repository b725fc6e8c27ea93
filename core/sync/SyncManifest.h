#pragma once

#include "core/archive/Tarball.h"
#include "core/common/Result.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>

#include <optional>

namespace gp {

// What an upload put in a destination folder, kept there (SyncManifest::kFileName) so that the next upload sends only
// what changed. Paths are relative to the destination, as bytes.
struct ManifestEntry
{
    QByteArray path;
    TarballEntry::Type type = TarballEntry::Type::File;
    qint64 size = 0;
    qint64 mtime = 0;
    bool executable = false;
    QByteArray linkTarget;
    FileDigest digest; // files only
};

// One line per entry and a SHA-256 of all of them at the end, so that a damaged or cut-short manifest is never
// trusted (an upload then sends everything again):
//   gpuplanner-manifest 1
//   f SIZE MTIME x|- SHA256 BLOCKSIZE PATH [BLOCK,BLOCK,…]
//   d PATH
//   l MTIME PATH TARGET
//   sha256 DIGEST-OF-THE-LINES-ABOVE
// PATH and TARGET are percent-encoded bytes, so names with spaces, newlines or any byte stay one field.
class SyncManifest final
{
    Q_DECLARE_TR_FUNCTIONS(gp::SyncManifest)

public:
    static constexpr const char* kFileName = ".gpuplanner-manifest";

    QByteArray serialize() const;
    static Result<SyncManifest> parse(const QByteArray& text);
    // One entry's line, newline included; serialize() is the header, these lines sorted by path, and the seal.
    static QByteArray line(const ManifestEntry& entry);
    static constexpr const char* kHeader = "gpuplanner-manifest 1\n";

    void insert(ManifestEntry entry);
    void remove(const QByteArray& path) { m_entries.remove(path); }
    const ManifestEntry* find(const QByteArray& path) const;
    const QHash<QByteArray, ManifestEntry>& entries() const { return m_entries; }
    bool isEmpty() const { return m_entries.isEmpty(); }

private:
    QHash<QByteArray, ManifestEntry> m_entries;
};

// What is in the destination now, as `find -printf` lists it (SyncInspection::command), and, on --verify, the
// SHA-256 of the files the upload is about to compare.
struct RemoteFile
{
    char type = 'f'; // f, d, l, or another letter for anything else
    qint64 size = 0;
    qint64 mtime = 0;
    bool executable = false;
    QByteArray linkTarget;
};

// What an upload needs to know of the instance before it sends anything, learnt in the same round trip as the
// listing: the free space where the destination is (or will be), the tools, and how much of each interrupted upload
// in the destination has arrived (measured under its lock, so a writer that outlived its connection has finished).
struct UploadPreparation
{
    qint64 freeBytes = -1; // -1: not known
    bool hasSha256sum = false;
    bool hasZstd = false;
    QHash<QByteArray, qint64> partialBytes; // by file name (".gpuplanner-upload-ID….partial"); regular files only
    // Another upload held the destination's lock (Uploader's) for longer than the look waits.
    bool busy = false;

    // Lines on stderr ("gpuplanner-prep …"): the listing keeps stdout to itself. A caller that took the destination's
    // lock first sets $gp_busy when it could not.
    static QString command(const QString& quotedDestDir);
    static UploadPreparation parse(const QByteArray& errorOutput);
};

struct SyncInspection
{
    enum class ManifestState { Missing, Damaged, Trusted };
    ManifestState manifestState = ManifestState::Missing;
    SyncManifest manifest;
    // The record file as it was looked at ("SIZE INODE MTIME", empty when there was none): an upload whose plan rests
    // on this look checks, under the destination's lock, that the record is still this one (it is replaced, never
    // rewritten in place, so another upload's gives another inode).
    QByteArray manifestIdentity;
    QHash<QByteArray, RemoteFile> files;
    QHash<QByteArray, QByteArray> remoteSha256; // on --verify

    // One remote command: the upload's preparation (on stderr), the manifest, the listing of the uploaded top-level
    // names, and (with verify) the digests of the files named on its stdin (NUL-separated "./PATH"s).
    static QString command(const QString& quotedDestDir, const QList<QByteArray>& topNames, bool verify);
    // The same without the preparation, for a caller that runs that first on its own.
    static QString listing(const QString& quotedDestDir, const QList<QByteArray>& topNames, bool verify);
    static QByteArray verifyInput(const QList<TarballEntry>& entries);
    static Result<SyncInspection> parse(const QByteArray& output);
    // A shell test that the record is still the one `manifestIdentity` names.
    static QString identityTest(const QString& quotedDestDir, const QByteArray& manifestIdentity);
};

struct SyncOptions
{
    bool deleteRemoved = false; // --delete: remove from the instance what an earlier upload put there and is gone here
    bool verify = false;        // --verify: compare content hashes, not only sizes and times
};

// A changed large file sent as its changed blocks: the instance copies its current file, writes the runs over it,
// cuts it to the new size and checks the result's SHA-256 before it replaces the old one.
struct DeltaFile
{
    QByteArray path;
    QList<std::pair<qint64, qint64>> runs; // (offset, length) in the new file; the archive holds them in this order
    qint64 size = 0;
    qint64 mtime = 0;
    bool executable = false;
    FileDigest digest; // of the whole new file
};

struct SyncPlan
{
    SyncInspection::ManifestState manifestState = SyncInspection::ManifestState::Missing;
    QList<TarballEntry> send; // whole files, links, new folders, then the delta blobs (DeltaFile::blobPath)
    QList<DeltaFile> deltas;
    QList<QByteArray> remove;     // files and links to delete (--delete)
    QList<QByteArray> removeDirs; // folders to delete when empty, deepest first (--delete)
    // What is on the instance where something of another type goes now (a folder where a file goes, a file or link
    // where a folder goes): removed before the upload's files are moved into place. A folder is only ever one that
    // holds nothing but what earlier uploads put there, as they put it.
    QList<QByteArray> replace;
    QList<QByteArray> leftThere; // gone here, still on the instance (no --delete)
    QList<QByteArray> repaired;  // sent again because the instance's copy no longer matched the manifest
    // Files in the tree, files to send (whole or in part) and their bytes as they are here; unchanged ones.
    int treeFiles = 0;
    qint64 treeBytes = 0;
    int sendFiles = 0;
    qint64 sendBytes = 0; // what goes into the archive: whole files and changed blocks
    int unchangedFiles = 0;
    qint64 unchangedBytes = 0;
    // The manifest after this upload, less the digests of the files sent whole (added as they are archived).
    SyncManifest next;
    // Learnt with the listing: the upload needs no round trip of its own to prepare.
    std::optional<UploadPreparation> preparation;
    // The record as the look saw it (SyncInspection::manifestIdentity): an upload sent on a channel of its own checks
    // that it is still that one before it changes anything.
    QByteArray manifestIdentity;

    bool nothingToDo() const
    {
        return send.isEmpty() && deltas.isEmpty() && remove.isEmpty() && removeDirs.isEmpty() && replace.isEmpty();
    }
    static QByteArray blobPath(int delta); // inside the archive
    // Shell commands (bytes: names stay exactly themselves) that finish an upload on the instance; "$d" is the
    // destination's absolute path. The first runs in the unpacked staging folder before its contents are moved into
    // place: it rebuilds each delta file from its blob and the current copy, checks the result's SHA-256 and moves it
    // into place; one that does not match prints "mismatch N" (one that fails, "failed N"), the file is left as it was
    // and $gp_bad_N is set.
    QByteArray applyDeltasScript() const;
    // Runs in the destination before the staging folder's contents are moved into place: removes `replace`.
    QByteArray replaceScript() const;
    // The last runs after the merge: the deletions, then the record of `next` written into the staging folder ("$s",
    // ours alone: nothing there can be a link planted to lead elsewhere) and renamed over the destination's. A delta
    // that did not land ($gp_bad_N) is left out of the record, so that the next upload sends that file whole; the
    // record is never one that claims content the instance does not have.
    QByteArray removeAndRecordScript(const SyncManifest& next) const;
};

class SyncPlanner final
{
    Q_DECLARE_TR_FUNCTIONS(gp::SyncPlanner)

public:
    // Compares the local tree with what the instance has. `localDigest` is asked for a file's digest when the plan
    // needs it (a changed large file, or every file on --verify); it may fail (the file changed meanwhile).
    using Digester = std::function<Result<FileDigest>(const TarballEntry& entry, qint64 blockSize)>;
    static Result<SyncPlan> plan(const TarballContents& local,
                                 const SyncInspection& remote,
                                 const SyncOptions& options,
                                 const Digester& localDigest);
    // The top-level names the entries land under.
    static QList<QByteArray> topNames(const QList<TarballEntry>& entries);
};

} // namespace gp
