#pragma once

#include "core/common/Result.h"
#include "core/remote/Tarball.h"

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
    QHash<QByteArray, qint64> partialBytes; // by file name (".gpuplanner-upload-ID….partial")

    // Lines on stderr ("gpuplanner-prep …"): the listing keeps stdout to itself.
    static QString command(const QString& quotedDestDir);
    static UploadPreparation parse(const QByteArray& errorOutput);
};

struct SyncInspection
{
    enum class ManifestState { Missing, Damaged, Trusted };
    ManifestState manifestState = ManifestState::Missing;
    SyncManifest manifest;
    QHash<QByteArray, RemoteFile> files;
    QHash<QByteArray, QByteArray> remoteSha256; // on --verify

    // One remote command: the upload's preparation (on stderr), the manifest, the listing of the uploaded top-level
    // names, and (with verify) the digests of the files named on its stdin (NUL-separated "./PATH"s).
    static QString command(const QString& quotedDestDir, const QList<QByteArray>& topNames, bool verify);
    // The same without the preparation, for a caller that runs that first on its own.
    static QString listing(const QString& quotedDestDir, const QList<QByteArray>& topNames, bool verify);
    static QByteArray verifyInput(const QList<TarballEntry>& entries);
    static Result<SyncInspection> parse(const QByteArray& output);
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
    QList<QByteArray> leftThere;  // gone here, still on the instance (no --delete)
    QList<QByteArray> repaired;   // sent again because the instance's copy no longer matched the manifest
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

    bool nothingToDo() const { return send.isEmpty() && deltas.isEmpty() && remove.isEmpty() && removeDirs.isEmpty(); }
    static QByteArray blobPath(int delta); // inside the archive
    // Shell commands (bytes: names stay exactly themselves) that finish an upload on the instance; "$d" is the
    // destination's absolute path. The first runs in the unpacked staging folder before its contents are moved into
    // place: it rebuilds each delta file from its blob and the current copy, checks the result's SHA-256 and moves it
    // into place; one that does not match prints "mismatch N" and the file is left as it was.
    QByteArray applyDeltasScript() const;
    // The second runs after the merge: the deletions, then `manifest` written atomically next to the files.
    QByteArray removeAndRecordScript(const QByteArray& manifest) const;
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
