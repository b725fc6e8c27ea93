#include "core/archive/Tarball.h"

#include "core/archive/Sha256.h"
#include "core/archive/ZstdFrames.h"

#include <archive.h>
#include <archive_entry.h>

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QThread>

#include <QSet>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <locale.h>
#include <memory>
#include <optional>
#include <sys/stat.h>
#include <unistd.h>

namespace gp {

QString compressionCode(Compression c)
{
    switch (c) {
    case Compression::Zstd:
        return QStringLiteral("zstd");
    case Compression::Gzip:
        return QStringLiteral("gzip");
    case Compression::None:
        break;
    }
    return QStringLiteral("none");
}

std::optional<Compression> compressionFromCode(const QString& code)
{
    for (Compression c : {Compression::Zstd, Compression::Gzip, Compression::None})
        if (compressionCode(c) == code)
            return c;
    return std::nullopt;
}

QStringList TarballOptions::defaultExcludes()
{
    return {QStringLiteral(".git"), QStringLiteral("__pycache__"), QStringLiteral("*.pyc"),
            QStringLiteral("checkpoints"), QStringLiteral("checkpoint-*")};
}

QString TarballExclusion::reasonText() const
{
    switch (reason) {
    case Reason::Pattern:
        return TarballWriter::tr("matches the exclude pattern \"%1\"").arg(pattern);
    case Reason::Gitignore:
        return TarballWriter::tr("matches \"%1\" in .gitignore").arg(pattern);
    case Reason::Special:
        break;
    }
    return TarballWriter::tr("a pipe, socket or device, which cannot be sent");
}

int TarballContents::files() const
{
    return static_cast<int>(std::count_if(entries.cbegin(), entries.cend(), [](const TarballEntry& e) {
        return e.type != TarballEntry::Type::Directory;
    }));
}

namespace {

// How a link's path is resolved against the tree on disk, as the instance will resolve it once the tree is there.
struct LinkResolution
{
    QByteArray top;            // the top folder on disk
    const ExcludeRules* rules; // what the upload leaves out: not sent, so not what the instance will have there
    QByteArray topName;        // the top folder's name in the archive
    int linksLeft = 40;        // Linux's own limit (MAXSYMLINKS)
    QList<QByteArray> parts;   // where the path is so far, relative to the top
    bool seen = true;          // and whether every component of it is a folder this side can see

    // Follows `target` from `parts`: a component that is itself a link is followed (a chain of relative links can
    // climb out of the folder where each link alone seems to stay in). False when it leaves the top folder, loops,
    // or climbs ("..") out of a component this side cannot see (missing here, or left out of the upload: what it is
    // on the instance decides where ".." goes).
    bool follow(const QByteArray& target)
    {
        if (target.isEmpty() || target.startsWith('/'))
            return false;
        for (const QByteArray& p : target.split('/')) {
            if (p.isEmpty() || p == ".")
                continue;
            if (p == "..") {
                if (parts.isEmpty() || !seen)
                    return false;
                parts.removeLast();
                continue;
            }
            parts << p;
            if (seen && !step())
                return false;
        }
        return true;
    }

private:
    // The component just added: a folder (seen), a link (followed), or something else (not a folder: unseen).
    bool step()
    {
        const QByteArray relative = parts.join('/');
        struct stat info = {};
        if (rules->excludes(topName + '/' + relative) ||
            ::lstat(QByteArray(top + '/' + relative).constData(), &info) != 0) {
            seen = false;
            return true;
        }
        if (!S_ISLNK(info.st_mode)) {
            seen = S_ISDIR(info.st_mode);
            return true;
        }
        if (--linksLeft < 0)
            return false; // a loop, or a chain longer than the kernel would follow
        QByteArray next(4096, '\0');
        const ssize_t n =
            ::readlink(QByteArray(top + '/' + relative).constData(), next.data(), static_cast<size_t>(next.size()));
        if (n < 0)
            return false;
        next.truncate(n);
        parts.removeLast();
        return follow(next); // `seen` is then where that link leads
    }
};

// True when `target`, the text of a link in `folder` (relative to the top), leads to something inside the tree.
bool linkStaysInside(const QByteArray& top,
                     const QByteArray& topName,
                     const ExcludeRules& rules,
                     const QByteArray& folder,
                     const QByteArray& target)
{
    LinkResolution r{top, &rules, topName, 40, {}, true};
    for (const QByteArray& p : folder.split('/'))
        if (!p.isEmpty())
            r.parts << p;
    return r.follow(target);
}

// A path's name at the top of the archive: its last component ("root" for /).
QByteArray topName(const QByteArray& absolutePath)
{
    const QByteArray base = absolutePath.mid(absolutePath.lastIndexOf('/') + 1);
    return base.isEmpty() ? QByteArrayLiteral("root") : base;
}

QByteArray absoluteLocal(const QString& path)
{
    return QFile::encodeName(QFileInfo(path).absoluteFilePath());
}

class TreeWalker
{
public:
    TreeWalker(const TarballOptions& options, TarballContents& out) : m_options(options), m_out(out) {}

    Status walkTop(const QString& path)
    {
        const QByteArray local = absoluteLocal(path);
        struct stat info = {};
        if (::stat(local.constData(), &info) != 0) // the paths the user named are followed
            return Error{QStringLiteral("tar.missing"), TarballWriter::tr("\"%1\" does not exist.").arg(path)};
        const QByteArray base = topName(local);
        m_top = local;
        m_topName = base;
        if (S_ISREG(info.st_mode)) {
            m_out.entries.append(entry(local, base, info));
            return Ok{};
        }
        if (!S_ISDIR(info.st_mode))
            return Error{QStringLiteral("tar.special"),
                         TarballWriter::tr("\"%1\" is not a file or folder (a pipe, socket or device).").arg(path)};
        if (m_options.useGitignore) {
            const Result<QByteArray> ignore = readSmall(local + "/.gitignore");
            if (ignore.ok())
                for (const QByteArray& line : ignore->split('\n'))
                    m_out.rules.addGitignoreLine(base, QString::fromUtf8(line));
        }
        m_out.entries.append(entry(local, base, info));
        m_visited.clear();
        m_visited.insert({info.st_dev, info.st_ino});
        return walk(local, base, QByteArray());
    }

private:
    static Result<QByteArray> readSmall(const QByteArray& path)
    {
        QFile file(QFile::decodeName(path));
        struct stat info = {};
        if (::lstat(path.constData(), &info) != 0 || !S_ISREG(info.st_mode) || !file.open(QIODevice::ReadOnly))
            return Error{};
        return file.read(1024 * 1024);
    }

    // A regular file or a folder, from what stat() said of it.
    static TarballEntry entry(const QByteArray& local, const QByteArray& archive, const struct stat& info)
    {
        TarballEntry e;
        e.localPath = local;
        e.archivePath = archive;
        e.type = S_ISDIR(info.st_mode) ? TarballEntry::Type::Directory : TarballEntry::Type::File;
        e.size = e.type == TarballEntry::Type::File ? info.st_size : 0;
        e.mtime = info.st_mtime;
        e.executable = e.type == TarballEntry::Type::File && (info.st_mode & S_IXUSR) != 0;
        return e;
    }

    // `local`: the folder on disk; `archive`: its path in the archive; `relative`: its path below the top folder.
    Status walk(const QByteArray& local, const QByteArray& archive, const QByteArray& relative)
    {
        DIR* dir = ::opendir(local.constData());
        if (!dir)
            return Error{QStringLiteral("tar.read"),
                         TarballWriter::tr("Cannot read the folder \"%1\": %2")
                             .arg(QFile::decodeName(local), QString::fromLocal8Bit(std::strerror(errno)))};
        QList<QByteArray> names;
        while (const dirent* d = ::readdir(dir)) {
            const QByteArray name(d->d_name);
            if (name != "." && name != "..")
                names << name;
        }
        ::closedir(dir);
        std::sort(names.begin(), names.end()); // bytewise: the same tree always gives the same archive
        for (const QByteArray& name : names) {
            const QByteArray path = local + '/' + name;
            const QByteArray inArchive = archive + '/' + name;
            const QByteArray rel = relative.isEmpty() ? name : relative + '/' + name;
            const QString nameText = QString::fromUtf8(name);
            const QString relText = QString::fromUtf8(rel);
            if (const ExcludeRules::Match m = m_out.rules.match(m_topName, nameText, relText)) {
                m_out.excluded.append({QString::fromLocal8Bit(rel),
                                       m.source == ExcludeRules::Source::Gitignore ? TarballExclusion::Reason::Gitignore
                                                                                   : TarballExclusion::Reason::Pattern,
                                       m.pattern, inArchive});
                continue;
            }
            struct stat info = {};
            if (::lstat(path.constData(), &info) != 0)
                continue; // removed while we walked: nothing to send
            if (S_ISLNK(info.st_mode)) {
                if (Status s = link(path, inArchive, rel, relative); !s.ok())
                    return s;
            } else if (S_ISREG(info.st_mode)) {
                m_out.entries.append(entry(path, inArchive, info));
            } else if (S_ISDIR(info.st_mode)) {
                m_out.entries.append(entry(path, inArchive, info));
                if (Status s = walk(path, inArchive, rel); !s.ok())
                    return s;
            } else {
                m_out.excluded.append(
                    {QString::fromLocal8Bit(rel), TarballExclusion::Reason::Special, QString(), inArchive});
            }
        }
        return Ok{};
    }

    Status link(const QByteArray& path, const QByteArray& inArchive, const QByteArray& rel, const QByteArray& folder)
    {
        QByteArray target(4096, '\0');
        const ssize_t n = ::readlink(path.constData(), target.data(), static_cast<size_t>(target.size()));
        if (n < 0)
            return Ok{}; // removed while we walked
        target.truncate(n);
        if (linkStaysInside(m_top, m_topName, m_out.rules, folder, target)) {
            TarballEntry e;
            e.localPath = path;
            e.archivePath = inArchive;
            e.linkTarget = target;
            e.type = TarballEntry::Type::Symlink;
            struct stat info = {};
            ::lstat(path.constData(), &info);
            e.mtime = info.st_mtime;
            m_out.entries.append(e);
            return Ok{};
        }
        if (!m_options.followOutsideLinks)
            return Error{QStringLiteral("tar.link_outside"),
                         TarballWriter::tr("\"%1\" is a link to \"%2\", outside the folder being sent. Send what it "
                                           "points to with --follow-symlinks, or leave it out with --exclude.")
                             .arg(QString::fromLocal8Bit(rel), QString::fromLocal8Bit(target))};
        struct stat info = {};
        if (::stat(path.constData(), &info) != 0)
            return Error{QStringLiteral("tar.link_broken"),
                         TarballWriter::tr("\"%1\" is a link to \"%2\", which does not exist.")
                             .arg(QString::fromLocal8Bit(rel), QString::fromLocal8Bit(target))};
        if (S_ISREG(info.st_mode)) {
            m_out.entries.append(entry(path, inArchive, info));
            return Ok{};
        }
        if (S_ISDIR(info.st_mode)) {
            if (m_visited.contains({info.st_dev, info.st_ino}))
                return Error{QStringLiteral("tar.link_loop"),
                             TarballWriter::tr("\"%1\" leads back into a folder already being sent (a link loop).")
                                 .arg(QString::fromLocal8Bit(rel))};
            m_visited.insert({info.st_dev, info.st_ino});
            m_out.entries.append(entry(path, inArchive, info));
            return walk(path, inArchive, rel);
        }
        m_out.excluded.append({QString::fromLocal8Bit(rel), TarballExclusion::Reason::Special, QString(), inArchive});
        return Ok{};
    }

    const TarballOptions& m_options;
    TarballContents& m_out;
    QByteArray m_top;     // the top folder on disk
    QByteArray m_topName; // and its name in the archive
    QSet<std::pair<dev_t, ino_t>> m_visited;
};

} // namespace

QList<QByteArray> TarballWriter::topNames(const QStringList& paths)
{
    QList<QByteArray> names;
    for (const QString& path : paths) {
        const QByteArray name = topName(absoluteLocal(path));
        if (!names.contains(name))
            names << name;
    }
    return names;
}

Result<TarballContents> TarballWriter::collect(const TarballOptions& options)
{
    TarballContents contents;
    for (const QString& p : options.excludes)
        contents.rules.addPattern(p);
    // Two paths with one name (x/data and y/data) would land in one folder, one's files over the other's.
    QHash<QByteArray, QString> tops;
    for (const QString& path : options.paths) {
        const QByteArray top = topName(absoluteLocal(path));
        if (tops.contains(top))
            return Error{QStringLiteral("tar.same_name"),
                         tr("\"%1\" and \"%2\" would both land as \"%3\" on the instance, one over the other: upload "
                            "them one at a time into different folders, or rename one.")
                             .arg(tops.value(top), path, QString::fromLocal8Bit(top))};
        tops.insert(top, path);
    }
    TreeWalker walker(options, contents);
    for (const QString& path : options.paths)
        if (Status s = walker.walkTop(path); !s.ok())
            return s.error();
    return contents;
}

QString TarballWriter::uploadId(const TarballOptions& options, const QList<TarballEntry>& entries)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    // The archive's format: a partial file of another format is never resumed (2: zstd as ZstdFrameWriter's frames).
    hash.addData("gnutar-2:");
    hash.addData(compressionCode(options.compression).toUtf8());
    for (const TarballEntry& e : entries) {
        hash.addData(e.archivePath);
        hash.addData(QByteArray(':' + QByteArray::number(static_cast<int>(e.type)) + ':' + e.linkTarget + ':' +
                                QByteArray::number(e.size) + ':' + QByteArray::number(e.mtime)));
        for (const auto& [offset, length] : e.ranges)
            hash.addData(QByteArray(':' + QByteArray::number(offset) + '+' + QByteArray::number(length)));
        hash.addData("\n");
    }
    return QString::fromLatin1(hash.result().toHex().left(16));
}

namespace {

struct SinkContext
{
    const std::function<bool(const char*, qint64)>* sink;
    qint64 written = 0;
};

la_ssize_t writeCallback(archive*, void* data, const void* buffer, size_t length)
{
    auto* ctx = static_cast<SinkContext*>(data);
    if (!(*ctx->sink)(static_cast<const char*>(buffer), static_cast<qint64>(length)))
        return -1;
    ctx->written += static_cast<qint64>(length);
    return static_cast<la_ssize_t>(length);
}

} // namespace

namespace {

// libarchive converts names through the character set of the current locale, while Qt's file names are UTF-8
// whatever the locale says. In a POSIX-locale process (a login with no LANG, a cron job) libarchive 3.6 then crashes
// on the first non-ASCII name. So the thread that writes the archive uses C.UTF-8 while it does: a per-thread locale,
// which leaves the rest of the process alone.
class Utf8ThreadLocale
{
public:
    Utf8ThreadLocale() : m_utf8(newlocale(LC_CTYPE_MASK, "C.UTF-8", static_cast<locale_t>(nullptr)))
    {
        if (m_utf8)
            m_previous = uselocale(m_utf8);
    }
    ~Utf8ThreadLocale()
    {
        if (m_utf8) {
            uselocale(m_previous);
            freelocale(m_utf8);
        }
    }
    Utf8ThreadLocale(const Utf8ThreadLocale&) = delete;
    Utf8ThreadLocale& operator=(const Utf8ThreadLocale&) = delete;

private:
    locale_t m_utf8;
    locale_t m_previous = static_cast<locale_t>(nullptr);
};

} // namespace

namespace {

// Hashes a file's content whole and, when asked, block by block, as it streams past.
class FileDigester
{
public:
    explicit FileDigester(qint64 blockSize) : m_blockSize(blockSize) { m_digest.blockSize = blockSize; }
    void add(const char* data, qint64 size)
    {
        m_whole.addData(data, size);
        while (m_blockSize > 0 && size > 0) {
            if (!m_block)
                m_block = std::make_unique<Sha256>();
            const qint64 n = std::min(size, m_blockSize - m_inBlock);
            m_block->addData(data, n);
            m_inBlock += n;
            data += n;
            size -= n;
            if (m_inBlock == m_blockSize)
                closeBlock();
        }
    }
    FileDigest finish()
    {
        if (m_inBlock > 0)
            closeBlock();
        m_digest.sha256 = m_whole.hexDigest();
        return std::move(m_digest);
    }

private:
    void closeBlock()
    {
        m_digest.blocks << m_block->hexDigest().left(32);
        m_block.reset();
        m_inBlock = 0;
    }
    qint64 m_blockSize;
    qint64 m_inBlock = 0;
    Sha256 m_whole;
    std::unique_ptr<Sha256> m_block;
    FileDigest m_digest;
};

} // namespace

qint64 FileDigest::blockSizeFor(qint64 size)
{
    qint64 block = 1024 * 1024;
    while (size / block > 16384)
        block *= 2;
    return block;
}

Result<FileDigest> FileDigest::ofFile(const QByteArray& localPath, qint64 size, qint64 blockSize)
{
    const int fd = ::open(localPath.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    struct stat info = {};
    if (fd < 0 || ::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        const QString reason =
            fd < 0 ? QString::fromLocal8Bit(std::strerror(errno)) : TarballWriter::tr("it is no longer a regular file");
        if (fd >= 0)
            ::close(fd);
        return Error{QStringLiteral("tar.read"),
                     TarballWriter::tr("Cannot read \"%1\": %2").arg(QFile::decodeName(localPath), reason)};
    }
    QFile file;
    file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle);
    FileDigester digester(blockSize);
    QByteArray buffer(1024 * 1024, Qt::Uninitialized);
    for (qint64 left = size; left > 0;) {
        const qint64 n = file.read(buffer.data(), std::min<qint64>(left, buffer.size()));
        if (n <= 0)
            return Error{
                QStringLiteral("tar.read"),
                TarballWriter::tr("\"%1\" changed while it was being read.").arg(QFile::decodeName(localPath))};
        digester.add(buffer.constData(), n);
        left -= n;
    }
    return digester.finish();
}

namespace {

// What of a file goes into the archive: its changed blocks when it has them, else all of it.
QList<std::pair<qint64, qint64>> rangesToRead(const TarballEntry& e)
{
    return e.ranges.isEmpty() ? QList<std::pair<qint64, qint64>>{{0, e.size}} : e.ranges;
}

// The tar header of an entry, for the caller to free.
archive_entry* headerOf(const TarballEntry& e)
{
    archive_entry* entry = archive_entry_new();
    // The name's bytes as they are: GNU tar headers carry bytes, no character set conversion that could fail on a
    // name that is not valid UTF-8.
    archive_entry_copy_pathname(entry, e.archivePath.constData());
    int mode = 0644;
    switch (e.type) {
    case TarballEntry::Type::Directory:
        archive_entry_set_filetype(entry, AE_IFDIR);
        mode = 0755;
        break;
    case TarballEntry::Type::Symlink:
        archive_entry_set_filetype(entry, AE_IFLNK);
        archive_entry_copy_symlink(entry, e.linkTarget.constData());
        mode = 0777;
        break;
    case TarballEntry::Type::File:
        archive_entry_set_filetype(entry, AE_IFREG);
        mode = e.executable ? 0755 : 0644;
        break;
    }
    archive_entry_set_perm(entry, static_cast<mode_t>(mode));
    archive_entry_set_size(entry, e.type == TarballEntry::Type::File ? e.size : 0);
    archive_entry_set_mtime(entry, e.mtime, 0);
    return entry;
}

} // namespace

Status TarballWriter::write(const TarballOptions& options,
                            const QList<TarballEntry>& entries,
                            const std::function<bool(const char*, qint64)>& sink,
                            const std::function<void(const TarballProgress&)>& progress,
                            const std::function<void(qsizetype, FileDigest&&)>& digested,
                            const ZstdLevels& zstdLevels)
{
    const Utf8ThreadLocale utf8;
    archive* a = archive_write_new();
    const auto fail = [&](const QString& message) {
        const Status s = Error{QStringLiteral("tar.write"), message};
        archive_write_free(a);
        return s;
    };
    // GNU tar's format: long names and link targets, files over 8 GiB, and names stored as the bytes they are.
    archive_write_set_format_gnutar(a);
    // zstd compresses here, as frames of its own (ZstdFrameWriter), each at the level `zstdLevels` asks for; libarchive
    // writes the plain tar into it.
    std::optional<ZstdFrameWriter> frames;
    qint64 compressedBytes = 0;
    const std::function<bool(const char*, qint64)> framed = [&](const char* data, qint64 size) {
        return frames->write(data, size);
    };
    switch (options.compression) {
    case Compression::Zstd:
        frames.emplace(
            QThread::idealThreadCount(), zstdLevels.levelFor,
            [&](const char* data, qint64 size) {
                compressedBytes += size;
                return sink(data, size);
            },
            zstdLevels.frameDone);
        break;
    case Compression::Gzip:
        archive_write_add_filter_gzip(a);
        // No name or time in the gzip header: the same files give the same bytes (resumable).
        archive_write_set_filter_option(a, "gzip", "timestamp", nullptr);
        break;
    case Compression::None:
        break;
    }
    // Streaming to a pipe: do not pad the last block, or zstd and tar --zstd reject the stream (TOOLCHAIN.md).
    archive_write_set_bytes_in_last_block(a, 1);
    SinkContext ctx{frames ? &framed : &sink};
    if (archive_write_open2(a, &ctx, nullptr, writeCallback, nullptr, nullptr) != ARCHIVE_OK)
        return fail(tr("Cannot start the archive: %1").arg(QString::fromUtf8(archive_error_string(a))));
    TarballProgress p;
    for (const TarballEntry& e : entries) {
        p.totalInputBytes += e.size;
        p.totalFiles += e.type == TarballEntry::Type::File ? 1 : 0;
    }
    QByteArray buffer(256 * 1024, Qt::Uninitialized);
    // Files are read one after another; a tree of small files on a cold disk then waits on each read in turn, and
    // the archive falls behind the link. The kernel is asked for the next files (up to kPrefetchBytes ahead) before
    // they are read, so that it reads them together, as `tar | zstd -T0 | ssh` hides the same waits by reading
    // while ssh still connects.
    constexpr qint64 kPrefetchBytes = 16 * 1024 * 1024;
    qsizetype prefetched = 0;
    qint64 prefetchedBytes = 0;
    qint64 archivedBytes = 0;
    const auto prefetch = [&] {
        while (prefetched < entries.size() && prefetchedBytes - archivedBytes < kPrefetchBytes) {
            const TarballEntry& next = entries.at(prefetched++);
            if (next.type != TarballEntry::Type::File || next.size <= 0)
                continue;
            const int fd = ::open(next.localPath.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
            if (fd < 0)
                continue; // said when it is read
            for (const auto& [offset, length] : rangesToRead(next)) {
                const qint64 wanted = std::min(length, kPrefetchBytes);
                ::posix_fadvise(fd, offset, wanted, POSIX_FADV_WILLNEED); // a hint: its failure changes nothing
                prefetchedBytes += length;
            }
            ::close(fd);
        }
    };
    for (const TarballEntry& e : entries) {
        prefetch();
        archive_entry* entry = headerOf(e);
        if (archive_write_header(a, entry) != ARCHIVE_OK) {
            archive_entry_free(entry);
            return fail(tr("Cannot add \"%1\" to the archive: %2")
                            .arg(e.displayPath(), QString::fromUtf8(archive_error_string(a))));
        }
        archive_entry_free(entry);
        if (e.type == TarballEntry::Type::File) {
            // Opened without blocking and checked: a file replaced by a FIFO since the walk must not hang the upload.
            const int fd = ::open(e.localPath.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
            struct stat info = {};
            if (fd < 0 || ::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
                const QString reason =
                    fd < 0 ? QString::fromLocal8Bit(std::strerror(errno)) : tr("it is no longer a regular file");
                if (fd >= 0)
                    ::close(fd);
                return fail(tr("Cannot read \"%1\": %2").arg(QFile::decodeName(e.localPath), reason));
            }
            QFile file;
            file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle);
            // Digested only when someone keeps the digest, and never for a file's changed blocks alone.
            std::optional<FileDigester> digester;
            if (digested && e.ranges.isEmpty())
                digester.emplace(e.digestBlockSize);
            const QList<std::pair<qint64, qint64>> ranges = rangesToRead(e);
            for (const auto& [offset, length] : ranges) {
                if (offset > 0 && !file.seek(offset))
                    return fail(tr("\"%1\" changed while it was being archived.").arg(QFile::decodeName(e.localPath)));
                qint64 left = length; // exactly the size in the header, even if the file grows meanwhile
                while (left > 0) {
                    const qint64 n = file.read(buffer.data(), std::min<qint64>(left, buffer.size()));
                    if (n <= 0)
                        return fail(
                            tr("\"%1\" changed while it was being archived.").arg(QFile::decodeName(e.localPath)));
                    if (archive_write_data(a, buffer.constData(), static_cast<size_t>(n)) < 0)
                        return fail(frames && !frames->errorString().isEmpty()
                                        ? frames->errorString()
                                        : QString::fromUtf8(archive_error_string(a)));
                    if (digester)
                        digester->add(buffer.constData(), n);
                    left -= n;
                    p.inputBytes += n;
                    p.outputBytes = frames ? compressedBytes : ctx.written;
                    if (progress)
                        progress(p);
                }
            }
            if (digester)
                digested(&e - entries.constData(), digester->finish());
            for (const auto& range : ranges)
                archivedBytes += range.second;
            ++p.files;
        }
    }
    if (archive_write_close(a) != ARCHIVE_OK)
        return fail(frames && !frames->errorString().isEmpty() ? frames->errorString()
                                                               : QString::fromUtf8(archive_error_string(a)));
    archive_write_free(a);
    if (frames && !frames->finish())
        return Error{QStringLiteral("tar.write"), frames->errorString().isEmpty()
                                                      ? tr("The archive's receiver stopped taking it.")
                                                      : frames->errorString()};
    p.outputBytes = frames ? compressedBytes : ctx.written;
    if (progress)
        progress(p);
    return Ok{};
}

} // namespace gp
