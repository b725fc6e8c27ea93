#include "core/remote/SyncManifest.h"

#include <QSet>

#include <algorithm>

namespace gp {

namespace {

bool under(const QByteArray& path, const QList<QByteArray>& tops)
{
    return std::any_of(tops.cbegin(), tops.cend(),
                       [&](const QByteArray& top) { return path == top || path.startsWith(QByteArray(top + '/')); });
}

// The blocks of `now` that differ from `before` (or lie past its end), merged into runs of the new file.
QList<std::pair<qint64, qint64>> changedRuns(const FileDigest& before, const FileDigest& now, qint64 size)
{
    QList<std::pair<qint64, qint64>> runs;
    for (qsizetype i = 0; i < now.blocks.size(); ++i) {
        if (i < before.blocks.size() && before.blocks.at(i) == now.blocks.at(i))
            continue;
        const qint64 offset = i * now.blockSize;
        const qint64 length = std::min(now.blockSize, size - offset);
        if (!runs.isEmpty() && runs.last().first + runs.last().second == offset)
            runs.last().second += length;
        else
            runs.append({offset, length});
    }
    return runs;
}

} // namespace

Result<SyncPlan> SyncPlanner::plan(const TarballContents& local,
                                   const SyncInspection& remote,
                                   const SyncOptions& options,
                                   const Digester& localDigest)
{
    using Type = TarballEntry::Type;
    SyncPlan plan;
    plan.manifestState = remote.manifestState;
    const bool trusted = remote.manifestState == SyncInspection::ManifestState::Trusted;
    const QList<QByteArray> tops = topNames(local.entries);
    for (const QByteArray& top : tops)
        if (top.startsWith(".gpuplanner-"))
            return Error{QStringLiteral("sync.reserved"),
                         tr("\"%1\" is a name GPU Planner keeps for itself on the instance: rename it, or upload "
                            "what is inside it.")
                             .arg(QString::fromLocal8Bit(top))};
    QSet<QByteArray> here;
    QList<TarballEntry> blobs;
    for (const TarballEntry& e : local.entries) {
        here.insert(e.archivePath);
        const ManifestEntry* was = trusted ? remote.manifest.find(e.archivePath) : nullptr;
        const auto there = remote.files.constFind(e.archivePath);
        const bool present = there != remote.files.cend();
        ManifestEntry next;
        next.path = e.archivePath;
        next.type = e.type;
        next.mtime = e.mtime;
        if (e.type == Type::Directory) {
            plan.next.insert(next);
            if (!trusted || !present || there->type != 'd')
                plan.send << e;
            continue;
        }
        ++plan.treeFiles;
        plan.treeBytes += e.size;
        if (e.type == Type::Symlink) {
            next.linkTarget = e.linkTarget;
            plan.next.insert(next);
            if (trusted && present && there->type == 'l' && there->linkTarget == e.linkTarget) {
                ++plan.unchangedFiles;
            } else {
                plan.send << e;
                ++plan.sendFiles;
            }
            continue;
        }
        // A file. The instance's copy is what the manifest says when its size, time and mode (and on --verify, its
        // content) still agree; only then can it be kept, or patched.
        bool remoteMatches = was && was->type == Type::File && present && there->type == 'f' &&
                             there->size == was->size && there->mtime == was->mtime &&
                             there->executable == was->executable;
        if (remoteMatches && options.verify)
            remoteMatches = remote.remoteSha256.value(e.archivePath) == was->digest.sha256;
        bool localSame = was && e.size == was->size && e.mtime == was->mtime && e.executable == was->executable;
        std::optional<FileDigest> digest;
        const auto digestOf = [&](qint64 blockSize) -> Status {
            if (digest && digest->blockSize == blockSize)
                return Ok{};
            Result<FileDigest> d = localDigest(e, blockSize);
            if (!d.ok())
                return d.error();
            digest = std::move(*d);
            return Ok{};
        };
        if (localSame && options.verify) {
            if (Status s = digestOf(was->digest.blockSize); !s.ok())
                return s.error();
            localSame = digest->sha256 == was->digest.sha256;
        }
        if (remoteMatches && localSame) {
            ++plan.unchangedFiles;
            plan.unchangedBytes += e.size;
            plan.next.insert(*was);
            continue;
        }
        if (was && localSame && !remoteMatches)
            plan.repaired << e.archivePath;
        next.size = e.size;
        next.executable = e.executable;
        ++plan.sendFiles;
        if (remoteMatches && was->digest.blockSize > 0 && e.size >= FileDigest::kBlockDigestMinSize) {
            if (Status s = digestOf(was->digest.blockSize); !s.ok())
                return s.error();
            const QList<std::pair<qint64, qint64>> runs = changedRuns(was->digest, *digest, e.size);
            qint64 changed = 0;
            for (const auto& run : runs)
                changed += run.second;
            // Past half the file, rebuilding costs the instance more than sending it whole saves.
            if (changed <= e.size / 2) {
                DeltaFile delta{e.archivePath, runs, e.size, e.mtime, e.executable, *digest};
                TarballEntry blob;
                blob.localPath = e.localPath;
                blob.archivePath = SyncPlan::blobPath(static_cast<int>(plan.deltas.size()));
                blob.size = changed;
                blob.mtime = e.mtime;
                blob.ranges = runs;
                blobs << blob;
                plan.deltas << delta;
                plan.sendBytes += changed;
                next.digest = *digest;
                plan.next.insert(next);
                continue;
            }
        }
        TarballEntry whole = e;
        whole.digestBlockSize = e.size >= FileDigest::kBlockDigestMinSize ? FileDigest::blockSizeFor(e.size) : 0;
        plan.send << whole;
        plan.sendBytes += e.size;
        plan.next.insert(next); // its digest is added as it is archived
    }
    if (!blobs.isEmpty()) {
        TarballEntry folder;
        folder.archivePath = ".gpuplanner-delta";
        folder.type = Type::Directory;
        plan.send << folder;
        plan.send << blobs;
    }
    if (!trusted)
        return plan;
    // What an earlier upload put there: kept if it belongs to another upload into the same folder or is left out
    // here now (an exclude protects, as with rsync), removed on --delete if it is gone here, otherwise left and still
    // listed (while it is still there).
    QList<QByteArray> excluded;
    for (const TarballExclusion& x : local.excluded)
        excluded << x.archivePath;
    for (const ManifestEntry& was : remote.manifest.entries()) {
        if (!under(was.path, tops) || under(was.path, excluded)) {
            plan.next.insert(was);
            continue;
        }
        const auto there = remote.files.constFind(was.path);
        if (here.contains(was.path) || there == remote.files.cend())
            continue;
        // Only what is still exactly what was uploaded may go: a job that rewrote a file (or put a folder in its
        // place) made it its own output.
        const char expected = was.type == Type::Directory ? 'd' : was.type == Type::Symlink ? 'l' : 'f';
        const bool asUploaded = there->type == expected &&
                                (was.type != Type::File || (there->size == was.size && there->mtime == was.mtime &&
                                                            there->executable == was.executable)) &&
                                (was.type != Type::Symlink || there->linkTarget == was.linkTarget);
        if (options.deleteRemoved && asUploaded) {
            (was.type == Type::Directory ? plan.removeDirs : plan.remove) << was.path;
        } else if (asUploaded) {
            if (was.type != Type::Directory)
                plan.leftThere << was.path;
            plan.next.insert(was);
        } else if (was.type != Type::Directory) {
            plan.leftThere << was.path; // changed there since: kept, and no longer ours to remove
        }
    }
    std::sort(plan.remove.begin(), plan.remove.end());
    std::sort(plan.leftThere.begin(), plan.leftThere.end());
    std::sort(plan.removeDirs.begin(), plan.removeDirs.end(), [](const QByteArray& a, const QByteArray& b) {
        return a.count('/') != b.count('/') ? a.count('/') > b.count('/') : a > b;
    });
    return plan;
}

} // namespace gp
