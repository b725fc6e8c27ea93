#include "core/remote/Tarball.h"

#include <archive.h>
#include <archive_entry.h>

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QThread>

#include <algorithm>
#include <locale.h>

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

namespace {

struct Matcher
{
    QList<QRegularExpression> patterns;
    void add(QString pattern)
    {
        pattern = pattern.trimmed();
        if (pattern.isEmpty() || pattern.startsWith(QLatin1Char('#')) || pattern.startsWith(QLatin1Char('!')))
            return;
        if (pattern.endsWith(QLatin1Char('/')))
            pattern.chop(1);
        if (pattern.startsWith(QLatin1Char('/')))
            pattern.remove(0, 1);
        patterns << QRegularExpression(
            QRegularExpression::wildcardToRegularExpression(pattern, QRegularExpression::UnanchoredWildcardConversion));
        // wildcardToRegularExpression anchors with \A…\z only in the default mode; match whole strings ourselves.
        patterns.last().setPattern(QStringLiteral("\\A(?:") + patterns.last().pattern() + QStringLiteral(")\\z"));
    }
    bool matches(const QString& name, const QString& relative) const
    {
        return std::any_of(patterns.cbegin(), patterns.cend(), [&](const QRegularExpression& re) {
            return re.match(name).hasMatch() || re.match(relative).hasMatch();
        });
    }
};

} // namespace

Result<QList<TarballEntry>> TarballWriter::collect(const TarballOptions& options)
{
    QList<TarballEntry> entries;
    for (const QString& path : options.paths) {
        const QFileInfo top(path);
        if (!top.exists())
            return Error{QStringLiteral("tar.missing"), tr("\"%1\" does not exist.").arg(path)};
        Matcher matcher;
        for (const QString& p : options.excludes)
            matcher.add(p);
        const QString base = top.fileName().isEmpty() ? QDir(top.absoluteFilePath()).dirName() : top.fileName();
        if (top.isFile()) {
            entries.append({top.absoluteFilePath(), base, top.size(), top.lastModified().toSecsSinceEpoch(), false});
            continue;
        }
        if (options.useGitignore) {
            QFile gitignore(top.absoluteFilePath() + QStringLiteral("/.gitignore"));
            if (gitignore.open(QIODevice::ReadOnly))
                for (const QByteArray& line : gitignore.readAll().split('\n'))
                    matcher.add(QString::fromUtf8(line));
        }
        entries.append({top.absoluteFilePath(), base, 0, top.lastModified().toSecsSinceEpoch(), true});
        QList<TarballEntry> found;
        const QDir root(top.absoluteFilePath());
        QDirIterator it(top.absoluteFilePath(), QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                        QDirIterator::Subdirectories);
        QStringList skipped; // excluded folders: nothing below them goes in
        while (it.hasNext()) {
            it.next();
            const QFileInfo info = it.fileInfo();
            const QString relative = root.relativeFilePath(info.absoluteFilePath());
            if (std::any_of(skipped.cbegin(), skipped.cend(),
                            [&](const QString& s) { return relative.startsWith(s + QLatin1Char('/')); }))
                continue;
            if (matcher.matches(info.fileName(), relative)) {
                if (info.isDir())
                    skipped << relative;
                continue;
            }
            if (info.isSymLink())
                continue; // links may point outside what the user chose to send
            found.append({info.absoluteFilePath(), base + QLatin1Char('/') + relative, info.isDir() ? 0 : info.size(),
                          info.lastModified().toSecsSinceEpoch(), info.isDir()});
        }
        std::sort(found.begin(), found.end(),
                  [](const TarballEntry& a, const TarballEntry& b) { return a.archivePath < b.archivePath; });
        entries << found;
    }
    return entries;
}

QString TarballWriter::uploadId(const TarballOptions& options, const QList<TarballEntry>& entries)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(compressionCode(options.compression).toUtf8());
    for (const TarballEntry& e : entries) {
        hash.addData(e.archivePath.toUtf8());
        hash.addData(QByteArray(QByteArray::number(e.size) + ':' + QByteArray::number(e.mtime) + '\n'));
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

Status TarballWriter::write(const TarballOptions& options,
                            const QList<TarballEntry>& entries,
                            const std::function<bool(const char*, qint64)>& sink,
                            const std::function<void(const TarballProgress&)>& progress)
{
    const Utf8ThreadLocale utf8;
    archive* a = archive_write_new();
    const auto fail = [&](const QString& message) {
        const Status s = Error{QStringLiteral("tar.write"), message};
        archive_write_free(a);
        return s;
    };
    archive_write_set_format_pax_restricted(a); // UTF-8 names, long paths, large files
    switch (options.compression) {
    case Compression::Zstd:
        archive_write_add_filter_zstd(a);
        archive_write_set_filter_option(a, "zstd", "compression-level", "3");
        // zstd's multi-threaded mode gives the same bytes for any number of workers >= 1, so a resume from a machine
        // with another core count still matches; it compresses while the SSH channel encrypts and sends.
        archive_write_set_filter_option(a, "zstd", "threads",
                                        QByteArray::number(std::max(1, QThread::idealThreadCount())).constData());
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
    SinkContext ctx{&sink};
    if (archive_write_open2(a, &ctx, nullptr, writeCallback, nullptr, nullptr) != ARCHIVE_OK)
        return fail(tr("Cannot start the archive: %1").arg(QString::fromUtf8(archive_error_string(a))));
    TarballProgress p;
    for (const TarballEntry& e : entries) {
        p.totalInputBytes += e.size;
        p.totalFiles += e.directory ? 0 : 1;
    }
    QByteArray buffer(256 * 1024, Qt::Uninitialized);
    for (const TarballEntry& e : entries) {
        archive_entry* entry = archive_entry_new();
        archive_entry_set_pathname_utf8(entry, e.archivePath.toUtf8().constData());
        archive_entry_set_filetype(entry, e.directory ? AE_IFDIR : AE_IFREG);
        const QFileInfo info(e.absolutePath);
        const QFile::Permissions perms = info.permissions();
        int mode = e.directory ? 0755 : 0644;
        if (!e.directory && (perms & QFile::ExeOwner))
            mode = 0755;
        archive_entry_set_perm(entry, static_cast<mode_t>(mode));
        archive_entry_set_size(entry, e.directory ? 0 : e.size);
        archive_entry_set_mtime(entry, e.mtime, 0);
        if (archive_write_header(a, entry) != ARCHIVE_OK) {
            archive_entry_free(entry);
            return fail(tr("Cannot add \"%1\" to the archive: %2")
                            .arg(e.archivePath, QString::fromUtf8(archive_error_string(a))));
        }
        archive_entry_free(entry);
        if (!e.directory) {
            QFile file(e.absolutePath);
            if (!file.open(QIODevice::ReadOnly))
                return fail(tr("Cannot read \"%1\": %2").arg(e.absolutePath, file.errorString()));
            qint64 left = e.size; // exactly the size in the header, even if the file grows meanwhile
            while (left > 0) {
                const qint64 n = file.read(buffer.data(), std::min<qint64>(left, buffer.size()));
                if (n <= 0)
                    return fail(tr("\"%1\" changed while it was being archived.").arg(e.absolutePath));
                if (archive_write_data(a, buffer.constData(), static_cast<size_t>(n)) < 0)
                    return fail(QString::fromUtf8(archive_error_string(a)));
                left -= n;
                p.inputBytes += n;
                p.outputBytes = ctx.written;
                if (progress)
                    progress(p);
            }
            ++p.files;
        }
    }
    if (archive_write_close(a) != ARCHIVE_OK)
        return fail(QString::fromUtf8(archive_error_string(a)));
    archive_write_free(a);
    p.outputBytes = ctx.written;
    if (progress)
        progress(p);
    return Ok{};
}

} // namespace gp
