#pragma once

#include "core/archive/ExcludeRules.h"
#include "core/archive/ZstdFrames.h"
#include "core/common/Result.h"

#include <QCoreApplication>
#include <QStringList>

#include <functional>

namespace gp {

enum class Compression { Zstd, Gzip, None };
QString compressionCode(Compression c);
std::optional<Compression> compressionFromCode(const QString& code);

struct TarballOptions
{
    QStringList paths; // files and folders; each lands in the archive under its own name
    Compression compression = Compression::Zstd;
    QStringList excludes;     // glob patterns, matched against names and paths relative to each top folder
    bool useGitignore = true; // the .gitignore at the top of each folder (plain patterns; '!' is not supported)
    // A symbolic link that stays inside the folder is sent as a link. One that points outside (or to an absolute
    // path) is refused, naming it, unless this is set: then what it points to is sent in its place.
    bool followOutsideLinks = false;
    static QStringList defaultExcludes(); // .git, __pycache__, *.pyc, checkpoints
};

struct TarballEntry
{
    enum class Type { File, Directory, Symlink };
    // Names are bytes: a file name need not be valid UTF-8, and it must arrive exactly as it is.
    QByteArray localPath;   // absolute, on this machine
    QByteArray archivePath; // inside the archive
    QByteArray linkTarget;  // a symlink's target, as written in the link
    Type type = Type::File;
    qint64 size = 0;
    qint64 mtime = 0;
    bool executable = false;
    // A file's content hashed in blocks of this size as it is archived (0: the whole-file digest only); the blocks
    // let a later upload send only the parts that changed.
    qint64 digestBlockSize = 0;
    // When set, the entry holds only these (offset, length) ranges of localPath, one after another: the changed
    // blocks of a large file. `size` is then their total.
    QList<std::pair<qint64, qint64>> ranges;
    QString displayPath() const { return QString::fromLocal8Bit(archivePath); }
};

// What was left out and why, so nothing is dropped without a word.
struct TarballExclusion
{
    enum class Reason { Pattern, Gitignore, Special };
    QString path; // relative to the top folder, for display
    Reason reason = Reason::Pattern;
    QString pattern;        // the pattern that matched (Pattern, Gitignore)
    QByteArray archivePath; // where it would have been in the archive
    QString reasonText() const;
};

struct TarballContents
{
    QList<TarballEntry> entries;
    QList<TarballExclusion> excluded;
    ExcludeRules rules; // what left those out, to be asked of paths that are not here any more
    int files() const;
};

// A file's content as it was archived: what a later upload compares against.
struct FileDigest
{
    QByteArray sha256;        // lower-case hex of the whole content
    qint64 blockSize = 0;     // 0: no block digests
    QList<QByteArray> blocks; // the first 16 bytes of each block's SHA-256, in hex
    // Reads a file and digests it as the archive would; an error names the file.
    static Result<FileDigest> ofFile(const QByteArray& localPath, qint64 size, qint64 blockSize);
    // The block size a file of this size is digested with: at least 1 MiB, and at most 16,384 blocks.
    static qint64 blockSizeFor(qint64 size);
    static constexpr qint64 kBlockDigestMinSize = 4 * 1024 * 1024; // smaller files are always sent whole
};

struct TarballProgress
{
    qint64 inputBytes = 0; // file bytes read so far
    qint64 totalInputBytes = 0;
    int files = 0;
    int totalFiles = 0;
    qint64 outputBytes = 0; // archive bytes produced so far
};

// What level each zstd frame of an archive gets (ZstdFrameWriter), and what is told of each frame made. Empty:
// zstd's default level for all of them.
struct ZstdLevels
{
    ZstdFrameWriter::LevelFor levelFor;
    ZstdFrameWriter::FrameDone frameDone;
};

// Builds a .tar.zst / .tar.gz / .tar stream with libarchive, with no temporary copy: the bytes go to a sink as they
// are compressed. The same inputs give the same bytes (sorted entries; zstd frames each at its recorded level), which
// is what lets an interrupted upload resume: the archive is rebuilt and the bytes the instance already has are skipped.
class TarballWriter final
{
    Q_DECLARE_TR_FUNCTIONS(gp::TarballWriter)

public:
    // Walks the paths without following links, in a fixed order (names sorted bytewise); special files (FIFOs,
    // sockets, devices) are never opened, only reported.
    static Result<TarballContents> collect(const TarballOptions& options);
    // The names the paths take at the top of the archive, as collect() gives them, without walking anything: an
    // upload asks the instance about them while the walk is still going.
    static QList<QByteArray> topNames(const QStringList& paths);
    // The sink returns false to stop (cancelled or the connection dropped).
    static Status write(const TarballOptions& options,
                        const QList<TarballEntry>& entries,
                        const std::function<bool(const char* data, qint64 size)>& sink,
                        const std::function<void(const TarballProgress&)>& progress = {},
                        const std::function<void(qsizetype entry, FileDigest&& digest)>& digested = {},
                        const ZstdLevels& zstdLevels = {});
    // Identifies an upload (what and how), so a retry finds its own partial file on the instance.
    static QString uploadId(const TarballOptions& options, const QList<TarballEntry>& entries);
};

} // namespace gp
