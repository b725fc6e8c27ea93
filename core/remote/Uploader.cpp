#include "remote/Uploader.h"

#include <QElapsedTimer>

namespace gp {

QString Uploader::archiveName(const UploadOptions& options, const QString& id)
{
    const QString suffix = options.tar.compression == Compression::Zstd   ? QStringLiteral(".tar.zst")
                           : options.tar.compression == Compression::Gzip ? QStringLiteral(".tar.gz")
                                                                          : QStringLiteral(".tar");
    return QStringLiteral(".gpuplanner-upload-") + id + suffix;
}

Result<UploadResult> Uploader::run(SshSession& session,
                                   const UploadOptions& options,
                                   const std::function<void(const UploadProgress&)>& progress,
                                   const std::atomic_bool* cancel)
{
    const Result<QList<TarballEntry>> entries = TarballWriter::collect(options.tar);
    if (!entries.ok())
        return entries.error();
    const QString id = TarballWriter::uploadId(options.tar, *entries);
    const QString dir = shellQuote(options.destDir);
    const QString finalName = options.destDir + QLatin1Char('/') + archiveName(options, id);
    const QString partial = shellQuote(finalName + QStringLiteral(".partial"));
    const QString lock = shellQuote(finalName + QStringLiteral(".lock"));
    const QString final = shellQuote(finalName);
    // An interrupted attempt's `cat` may still be writing what was in flight when the connection closed. Every
    // writer and every size check holds a lock on the instance, so a retry measures and appends only after it ends.
    const auto locked = [&](const QString& command) {
        return QStringLiteral("if command -v flock >/dev/null 2>&1; then flock -w 120 %1 sh -c %2; else sh -c %2; fi")
            .arg(lock, shellQuote(command));
    };

    // 1. Prepare: the folder, the tools, and how much of this upload the instance already has.
    QString prepare =
        QStringLiteral("mkdir -p %1 && command -v sha256sum >/dev/null || { echo 'no sha256sum' >&2; exit 3; }; ")
            .arg(dir);
    if (options.tar.compression == Compression::Zstd && options.extract)
        prepare += QStringLiteral("command -v zstd >/dev/null || { echo 'no zstd on the instance' >&2; exit 4; }; ");
    prepare += locked(QStringLiteral("stat -c %s %1 2>/dev/null || echo 0").arg(partial));
    const Result<ExecResult> prepared = session.exec(prepare, {}, cancel);
    if (!prepared.ok())
        return prepared.error();
    if (prepared->exitStatus == 4)
        return Error{QStringLiteral("upload.no_zstd"), tr("The instance has no zstd to unpack the archive: install it "
                                                          "(apt-get install zstd) or upload with --compression gzip.")};
    if (prepared->exitStatus != 0)
        return Error{QStringLiteral("upload.prepare"),
                     tr("Cannot prepare %1 on the instance: %2")
                         .arg(options.destDir, QString::fromUtf8(prepared->err).trimmed())};
    UploadResult result;
    result.resumedFrom = prepared->out.trimmed().toLongLong();

    // 2. Stream: rebuild the archive (the same bytes every time), hash all of it, send what the instance lacks.
    QCryptographicHash digest(QCryptographicHash::Sha256);
    qint64 position = 0;
    UploadProgress p;
    p.skippedBytes = result.resumedFrom;
    QElapsedTimer clock;
    clock.start();
    const Result<ExecResult> streamed = session.execStreaming(
        locked(QStringLiteral("cat >> %1").arg(partial)),
        [&](const SshSession::Writer& write) -> Status {
            return TarballWriter::write(
                options.tar, *entries,
                [&](const char* data, qint64 size) {
                    digest.addData(QByteArrayView(data, size));
                    qint64 skip = std::clamp<qint64>(result.resumedFrom - position, 0, size);
                    position += size;
                    if (skip == size)
                        return true;
                    if (!write(data + skip, size - skip))
                        return false;
                    result.sentBytes += size - skip;
                    return true;
                },
                [&](const TarballProgress& t) {
                    p.tar = t;
                    p.sentBytes = result.sentBytes;
                    const double seconds = clock.elapsed() / 1000.0;
                    p.bytesPerSecond = seconds > 0 ? static_cast<double>(t.inputBytes) / seconds : 0;
                    p.etaSeconds = p.bytesPerSecond > 0 ? (t.totalInputBytes - t.inputBytes) / p.bytesPerSecond : -1;
                    // Every 256 KiB of input: cheap, and a cancel set from here is seen at once. Views that
                    // repaint on progress throttle themselves.
                    if (progress)
                        progress(p);
                });
        },
        cancel);
    if (!streamed.ok())
        return Error{
            streamed.error().code,
            tr("The upload stopped after %1 bytes: %2. Run it again to resume; nothing complete-looking was left "
               "on the instance.")
                .arg(result.resumedFrom + result.sentBytes)
                .arg(streamed.error().message)};
    if (streamed->exitStatus != 0)
        return Error{QStringLiteral("upload.write"), tr("The instance could not store the upload: %1. Nothing "
                                                        "complete-looking was left there; free space and run it again.")
                                                         .arg(QString::fromUtf8(streamed->err).trimmed())};
    result.archiveBytes = position;
    result.sha256 = QString::fromLatin1(digest.result().toHex());
    result.files = p.tar.totalFiles;

    // 3. Verify on the instance, then and only then give the archive its real name.
    const Result<ExecResult> remoteDigest = session.exec(QStringLiteral("sha256sum %1").arg(partial), {}, cancel);
    if (!remoteDigest.ok())
        return remoteDigest.error();
    const QString remote = QString::fromLatin1(remoteDigest->out).section(QLatin1Char(' '), 0, 0).trimmed();
    if (remote != result.sha256) {
        (void)session.exec(QStringLiteral("rm -f %1 %2").arg(partial, lock));
        return Error{QStringLiteral("upload.digest"),
                     tr("The archive on the instance does not match what was sent (SHA-256 %1 there, %2 here). The "
                        "damaged file was removed; run the upload again.")
                         .arg(remote.left(16), result.sha256.left(16))};
    }
    QString finish = QStringLiteral("mv -f %1 %2 && rm -f %3").arg(partial, final, lock);
    if (options.extract) {
        const QString unpack = options.tar.compression == Compression::Zstd
                                   ? QStringLiteral("zstd -dc %1 | tar -x -C %2")
                               : options.tar.compression == Compression::Gzip ? QStringLiteral("tar -xzf %1 -C %2")
                                                                              : QStringLiteral("tar -xf %1 -C %2");
        finish += QStringLiteral(" && ") + unpack.arg(final, dir) + QStringLiteral(" && rm -f %1").arg(final);
    }
    const Result<ExecResult> finished = session.exec(finish, {}, cancel);
    if (!finished.ok())
        return finished.error();
    if (finished->exitStatus != 0)
        return Error{QStringLiteral("upload.extract"),
                     tr("The archive arrived intact but could not be unpacked in %1: %2")
                         .arg(options.destDir, QString::fromUtf8(finished->err).trimmed())};
    if (!options.extract)
        result.remoteArchive = finalName;
    return result;
}

} // namespace gp
