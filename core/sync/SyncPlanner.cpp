#include "core/sync/SyncManifest.h"

#include <QSet>

#include <algorithm>

namespace gp {

namespace {

using Type = TarballEntry::Type;

bool under(const QByteArray& path, const QList<QByteArray>& tops)
{
    return std::any_of(tops.cbegin(), tops.cend(),
                       [&](const QByteArray& top) { return path == top || path.startsWith(QByteArray(top + '/')); });
}

// The letter `find -printf %y` gives an entry of this type.
char typeLetter(Type type)
{
    return type == Type::Directory ? 'd' : type == Type::Symlink ? 'l' : 'f';
}

// Whether the instance's entry is still exactly what an earlier upload put there (type, size, time, mode; a link's
// target). Only such an entry is ours to remove or replace: a job that rewrote a file made it its own output.
bool asUploaded(const ManifestEntry& was, const RemoteFile& there)
{
    return there.type == typeLetter(was.type) &&
           (was.type != Type::File ||
            (there.size == was.size && there.mtime == was.mtime && there.executable == was.executable)) &&
           (was.type != Type::Symlink || there.linkTarget == was.linkTarget);
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

// One plan, built entry by entry: the local tree against the instance's listing and the record of earlier uploads.
class PlanBuilder
{
public:
    PlanBuilder(const TarballContents& local,
                const SyncInspection& remote,
                const SyncOptions& options,
                const SyncPlanner::Digester& digester)
        : m_local(local), m_remote(remote), m_options(options), m_digester(digester),
          m_trusted(remote.manifestState == SyncInspection::ManifestState::Trusted),
          m_tops(SyncPlanner::topNames(local.entries))
    {
        m_plan.manifestState = remote.manifestState;
    }

    Result<SyncPlan> build()
    {
        for (const QByteArray& top : m_tops)
            if (top.startsWith(".gpuplanner-"))
                return Error{QStringLiteral("sync.reserved"),
                             SyncPlanner::tr("\"%1\" is a name GPU Planner keeps for itself on the instance: rename "
                                             "it, or upload what is inside it.")
                                 .arg(QString::fromLocal8Bit(top))};
        for (const TarballEntry& e : m_local.entries) {
            m_here.insert(e.archivePath);
            if (Status s = replacement(e); !s.ok())
                return s.error();
            Status s = e.type == Type::Directory ? (directory(e), Status(Ok{}))
                       : e.type == Type::Symlink ? (symlink(e), Status(Ok{}))
                                                 : file(e);
            if (!s.ok())
                return s.error();
        }
        if (!m_blobs.isEmpty()) {
            TarballEntry folder;
            folder.archivePath = ".gpuplanner-delta";
            folder.type = Type::Directory;
            m_plan.send << folder;
            m_plan.send << m_blobs;
        }
        if (m_trusted)
            leftovers();
        std::sort(m_plan.remove.begin(), m_plan.remove.end());
        std::sort(m_plan.leftThere.begin(), m_plan.leftThere.end());
        std::sort(m_plan.removeDirs.begin(), m_plan.removeDirs.end(), [](const QByteArray& a, const QByteArray& b) {
            return a.count('/') != b.count('/') ? a.count('/') > b.count('/') : a > b;
        });
        return std::move(m_plan);
    }

private:
    const RemoteFile* there(const QByteArray& path) const
    {
        const auto it = m_remote.files.constFind(path);
        return it == m_remote.files.cend() ? nullptr : &it.value();
    }

    // What the instance has where `e` goes, when it is of another type, is removed before the merge: a folder turned
    // into a file (or a link) here, a file or a link where a folder goes now. Merging over it would fail (and wedge
    // every later upload) or, for a link where a folder goes, write through the link. Only what earlier uploads put
    // there, as they put it, is removed; anything else in the way (a job's output, a link a person made to a data
    // volume, a file an exclude protects) stops the upload, named, before anything is sent.
    Status replacement(const TarballEntry& e)
    {
        const RemoteFile* now = there(e.archivePath);
        if (!now || now->type == typeLetter(e.type))
            return Ok{};
        const auto ours = [&](const QByteArray& path, const RemoteFile& file) {
            const ManifestEntry* was = m_trusted ? m_remote.manifest.find(path) : nullptr;
            return was && asUploaded(*was, file) && !m_local.rules.excludes(path);
        };
        QList<QByteArray> foreign;
        if (now->type == 'd') {
            const QByteArray inside = e.archivePath + '/';
            for (auto it = m_remote.files.cbegin(); it != m_remote.files.cend(); ++it)
                if (it.key().startsWith(inside) && !ours(it.key(), it.value()))
                    foreign << it.key();
            m_replacedFolders << inside;
        } else if (!ours(e.archivePath, *now)) {
            foreign << e.archivePath;
        }
        if (!foreign.isEmpty()) {
            std::sort(foreign.begin(), foreign.end());
            return Error{QStringLiteral("sync.type_change"),
                         SyncPlanner::tr("On the instance \"%1\" is of another kind than here (a folder, a file or a "
                                         "link), and %n thing(s) there that no upload put there, or that changed "
                                         "since, would go with it (such as \"%2\"): move them out of the way on the "
                                         "instance, then upload again.",
                                         nullptr, static_cast<int>(foreign.size()))
                             .arg(QString::fromLocal8Bit(e.archivePath), QString::fromLocal8Bit(foreign.first()))};
        }
        m_plan.replace << e.archivePath;
        return Ok{};
    }

    // Whether `path` lay inside a folder this upload replaces: it is gone with it.
    bool insideReplaced(const QByteArray& path) const
    {
        return std::any_of(m_replacedFolders.cbegin(), m_replacedFolders.cend(),
                           [&](const QByteArray& folder) { return path.startsWith(folder); });
    }

    void directory(const TarballEntry& e)
    {
        ManifestEntry next{e.archivePath, e.type, 0, e.mtime, false, {}, {}};
        m_plan.next.insert(next);
        const RemoteFile* now = there(e.archivePath);
        if (!m_trusted || !now || now->type != 'd')
            m_plan.send << e;
    }

    void symlink(const TarballEntry& e)
    {
        ++m_plan.treeFiles;
        ManifestEntry next{e.archivePath, e.type, 0, e.mtime, false, e.linkTarget, {}};
        m_plan.next.insert(next);
        const RemoteFile* now = there(e.archivePath);
        if (m_trusted && now && now->type == 'l' && now->linkTarget == e.linkTarget) {
            ++m_plan.unchangedFiles;
        } else {
            m_plan.send << e;
            ++m_plan.sendFiles;
        }
    }

    Status file(const TarballEntry& e)
    {
        ++m_plan.treeFiles;
        m_plan.treeBytes += e.size;
        const ManifestEntry* was = m_trusted ? m_remote.manifest.find(e.archivePath) : nullptr;
        const RemoteFile* now = there(e.archivePath);
        // The instance's copy is what the record says when its size, time and mode (and on --verify, its content)
        // still agree; only then can it be kept, or patched.
        bool remoteMatches = was && was->type == Type::File && now && now->type == 'f' && now->size == was->size &&
                             now->mtime == was->mtime && now->executable == was->executable;
        if (remoteMatches && m_options.verify)
            remoteMatches = m_remote.remoteSha256.value(e.archivePath) == was->digest.sha256;
        bool localSame = was && e.size == was->size && e.mtime == was->mtime && e.executable == was->executable;
        std::optional<FileDigest> digest;
        const auto digestOf = [&](qint64 blockSize) -> Status {
            if (digest && digest->blockSize == blockSize)
                return Ok{};
            Result<FileDigest> d = m_digester(e, blockSize);
            if (!d.ok())
                return d.error();
            digest = std::move(*d);
            return Ok{};
        };
        if (localSame && m_options.verify) {
            if (Status s = digestOf(was->digest.blockSize); !s.ok())
                return s;
            localSame = digest->sha256 == was->digest.sha256;
        }
        if (remoteMatches && localSame) {
            ++m_plan.unchangedFiles;
            m_plan.unchangedBytes += e.size;
            m_plan.next.insert(*was);
            return Ok{};
        }
        if (was && localSame && !remoteMatches)
            m_plan.repaired << e.archivePath;
        ++m_plan.sendFiles;
        if (remoteMatches && was->digest.blockSize > 0 && e.size >= FileDigest::kBlockDigestMinSize) {
            if (Status s = digestOf(was->digest.blockSize); !s.ok())
                return s;
            if (delta(e, *was, *digest))
                return Ok{};
        }
        TarballEntry whole = e;
        whole.digestBlockSize = e.size >= FileDigest::kBlockDigestMinSize ? FileDigest::blockSizeFor(e.size) : 0;
        m_plan.send << whole;
        m_plan.sendBytes += e.size;
        // Its digest is added as it is archived.
        m_plan.next.insert(ManifestEntry{e.archivePath, e.type, e.size, e.mtime, e.executable, {}, {}});
        return Ok{};
    }

    // A large changed file as its changed blocks, unless most of it changed.
    bool delta(const TarballEntry& e, const ManifestEntry& was, const FileDigest& digest)
    {
        const QList<std::pair<qint64, qint64>> runs = changedRuns(was.digest, digest, e.size);
        qint64 changed = 0;
        for (const auto& run : runs)
            changed += run.second;
        // Past half the file, rebuilding costs the instance more than sending it whole saves.
        if (changed > e.size / 2)
            return false;
        TarballEntry blob;
        blob.localPath = e.localPath;
        blob.archivePath = SyncPlan::blobPath(static_cast<int>(m_plan.deltas.size()));
        blob.size = changed;
        blob.mtime = e.mtime;
        blob.ranges = runs;
        m_blobs << blob;
        m_plan.deltas << DeltaFile{e.archivePath, runs, e.size, e.mtime, e.executable, digest};
        m_plan.sendBytes += changed;
        m_plan.next.insert(ManifestEntry{e.archivePath, e.type, e.size, e.mtime, e.executable, {}, digest});
        return true;
    }

    // What an earlier upload put there: kept if it belongs to another upload into the same folder or is left out
    // here now (an exclude protects, as with rsync: whether the file is still here or not), removed on --delete if it
    // is gone here, otherwise left and still listed (while it is still there).
    void leftovers()
    {
        QList<QByteArray> excluded;
        for (const TarballExclusion& x : m_local.excluded)
            excluded << x.archivePath;
        for (const ManifestEntry& was : m_remote.manifest.entries()) {
            if (!under(was.path, m_tops) || under(was.path, excluded) || m_local.rules.excludes(was.path)) {
                m_plan.next.insert(was);
                continue;
            }
            const RemoteFile* now = there(was.path);
            if (m_here.contains(was.path) || !now || insideReplaced(was.path))
                continue;
            const bool ours = asUploaded(was, *now);
            if (m_options.deleteRemoved && ours) {
                (was.type == Type::Directory ? m_plan.removeDirs : m_plan.remove) << was.path;
            } else if (ours) {
                if (was.type != Type::Directory)
                    m_plan.leftThere << was.path;
                m_plan.next.insert(was);
            } else if (was.type != Type::Directory) {
                m_plan.leftThere << was.path; // changed there since: kept, and no longer ours to remove
            }
        }
    }

    const TarballContents& m_local;
    const SyncInspection& m_remote;
    const SyncOptions& m_options;
    const SyncPlanner::Digester& m_digester;
    const bool m_trusted;
    const QList<QByteArray> m_tops;
    SyncPlan m_plan;
    QSet<QByteArray> m_here;
    QList<TarballEntry> m_blobs;
    QList<QByteArray> m_replacedFolders; // "PATH/"
};

} // namespace

Result<SyncPlan> SyncPlanner::plan(const TarballContents& local,
                                   const SyncInspection& remote,
                                   const SyncOptions& options,
                                   const Digester& localDigest)
{
    return PlanBuilder(local, remote, options, localDigest).build();
}

} // namespace gp
