#include "core/sync/UploadSend.h"

#include <QLocale>

namespace gp {

// The finish script of step 3 costs no round trip of its own. It stops before touching anything when the digest of
// what arrived, or the size of the archive on disk (a full disk can cut the copy short), is not what was sent. Built
// once, after the archive (it records the digests taken while archiving).
// It runs under sh, not the login shell: where that is bash, each process it starts costs about twice what it costs
// from dash. It is one function called on its last line, so a script cut short is a syntax error and runs nothing. On
// one channel it follows the archive on the same stdin and goes straight into sh, never to a file in the destination.
QByteArray Uploader::Send::finishScript()
{
    const QString &partial = names.partial, &staging = names.staging, &digestFile = names.digestFile;
    // A digest taken as the stream arrived covers what tar unpacked; tee's own status, checked before this runs, says
    // that every byte also reached the archive on disk (a full disk cuts that copy short), and that copy is removed
    // here anyway. A digest of the file itself covers its size. A small archive is hashed by sha256sum, which starts
    // faster than openssl (no libcrypto to load) and is done before that would pay off.
    QByteArray script =
        unpackWhileStreaming
            ? QStringLiteral("got=; { read -r got < %1; } 2>/dev/null; if [ \"${got%% *}\" != %2 ]; then echo "
                             "\"digest ${got%% *}\"; exit 7; fi\n")
                  .arg(digestFile, result.sha256)
                  .toUtf8()
            : QStringLiteral("got=$({ %1; } < %2); if [ \"${got%% *}\" != %3 ]; then echo \"digest ${got%% *}\"; "
                             "exit 7; fi\n")
                  .arg(smallArchive ? QStringLiteral("sha256sum") : hashStdin, partial, result.sha256)
                  .toUtf8();
    if (!options.extract) {
        script += QStringLiteral("rm -rf %1 %2; mv -f %3 %4 && rm -f %5")
                      .arg(staging, digestFile, partial, names.final, names.lock)
                      .toUtf8();
        return script;
    }
    const QByteArray unpack = options.tar.compression == Compression::Zstd   ? "zstd -dc %1 | tar -x -C %2"
                              : options.tar.compression == Compression::Gzip ? "tar -xzf %1 -C %2"
                                                                             : "tar -xf %1 -C %2";
    script += "set -e\n";
    // A resumed upload was not unpacked while it streamed: unpack it now, into a fresh staging folder.
    if (!unpackWhileStreaming)
        script += QStringLiteral("if [ -e %1 ] || [ -L %1 ]; then rm -rf %1; fi; mkdir %1\n").arg(staging).toUtf8() +
                  QString::fromLatin1(unpack).arg(partial, staging).toUtf8() + '\n';
    // The archive goes before the merge, whose copy (where hard links fail) or a patched file rebuilt beside the old
    // one may need its space. The staging folder sits in the destination: $PWD and its parent rather than $(pwd), no
    // subshell. What changed type there goes before the merge (SyncPlan::replace).
    script += QStringLiteral("rm -f %1 %2 %3 %4\ncd %5; s=$PWD; d=${s%/*}; d=${d:-/}\n")
                  .arg(partial, digestFile, names.fifo, names.teeStatus, staging)
                  .toUtf8();
    if (syncPlan && !syncPlan->deltas.isEmpty())
        script += syncPlan->applyDeltasScript() + "rm -rf .gpuplanner-delta\n";
    if (syncPlan)
        script += syncPlan->replaceScript();
    // Each top-level entry is renamed into place; one that exists already is merged into (hard links where the file
    // system allows, else a copy), as unpacking over it would.
    script += "for e in * .[!.]* ..?*; do [ -e \"$e\" ] || [ -L \"$e\" ] || continue; "
              "if [ -e \"$d/$e\" ] || [ -L \"$d/$e\" ]; then "
              "cp -alf -- \"$e\" \"$d/\" 2>/dev/null || { tar -cf - -- \"$e\" | tar -xf - -C \"$d\"; }; "
              "rm -rf -- \"$e\"; else mv -- \"$e\" \"$d/\"; fi; done; cd \"$d\"\n";
    if (syncPlan) {
        // Each file sent whole was digested as it was archived (by the build's thread, joined by now).
        std::vector<std::optional<FileDigest>>& digests = build->fileDigests();
        for (qsizetype i = 0; i < entries.size(); ++i)
            if (digests[static_cast<size_t>(i)])
                if (const ManifestEntry* m = syncPlan->next.find(entries.at(i).archivePath)) {
                    ManifestEntry updated = *m;
                    updated.digest = std::move(*digests[static_cast<size_t>(i)]);
                    syncPlan->next.insert(std::move(updated));
                }
        script += syncPlan->removeAndRecordScript(syncPlan->next);
    }
    // The staging folder (empty: everything in it was moved) and an older version's lock, in one process; by now the
    // shell is in the destination, so they are named from "$d".
    script += QStringLiteral("rm -rf -- \"$s\" \"$d\"/%1\n")
                  .arg(shellQuote(archiveName(options, id) + QStringLiteral(".lock")))
                  .toUtf8();
    return script;
}

// Whatever noticed first (tee's failed write, tar, the channel closing under us, or the digest), a full disk on the
// instance is reported as what it is, and what filled it is removed: a partial file on a full disk cannot be resumed,
// only keep it full.
std::optional<Error> Uploader::Send::diskFull(const QByteArray& errorOutput)
{
    if (cancel && cancel->load())
        return std::nullopt;
    const Result<ExecResult> df =
        session.exec(QStringLiteral("df -Pk -- %1 2>/dev/null | awk 'NR==2 {print $4}'").arg(names.dir), {}, cancel);
    const qint64 left = df.ok() && !df->out.trimmed().isEmpty() ? df->out.trimmed().toLongLong() * 1024 : -1;
    const bool full = errorOutput.contains("No space left on device") || (left >= 0 && left < 4 * 1024 * 1024);
    if (!full)
        return std::nullopt;
    (void)session.exec(
        QStringLiteral("rm -rf -- %1 %2 %3 %4 %5 %6")
            .arg(names.partial, names.staging, names.fifo, names.digestFile, names.teeStatus, names.lock));
    ZstdFrameRecord(recordFile).remove();
    return Error{QStringLiteral("upload.disk_full"),
                 Uploader::tr("The instance's disk is full: %1 could not hold this upload of about %2. What had "
                              "arrived was removed, so nothing there looks complete; free space or choose another "
                              "destination, then upload again.")
                     .arg(options.destDir, QLocale().formattedDataSize(needed))};
}

// What the stream's end says of the archive.
Status Uploader::Send::judgeStream(const Result<ExecResult>& streamed)
{
    if (!streamed.ok()) {
        if (const auto full = diskFull(QByteArray()))
            return *full;
        return Error{streamed.error().code,
                     Uploader::tr("The upload stopped after %1 bytes (%2) Run it again to resume; nothing "
                                  "complete-looking was left on the instance.")
                         .arg(result.resumedFrom + result.sentBytes)
                         .arg(sentence(streamed.error().message))};
    }
    // On one channel a failure after this line is the finish script's, judged in finishUpload().
    const bool received = oneChannel && streamed->out.contains("gpuplanner-received\n");
    if (streamed->exitStatus == 75 && streamed->err.contains("gpuplanner-busy"))
        return busyError(options);
    if (streamed->exitStatus == 9 && streamed->err.contains("gpuplanner-raced"))
        return Error{QLatin1String(kRaced),
                     Uploader::tr("Another upload changed %1 while this one was planned.").arg(options.destDir)};
    if (streamed->exitStatus != 0 && !received) {
        if (const auto full = diskFull(streamed->err))
            return *full;
        return Error{QStringLiteral("upload.write"),
                     Uploader::tr("The instance could not store the upload: %1 Nothing complete-looking was left "
                                  "there.")
                         .arg(oneSentence(streamed->err))};
    }
    if (known)
        for (const QByteArray& line : streamed->out.split('\n'))
            if (line.startsWith("stale="))
                result.staleRemoved = line.mid(6).toInt();
    result.archiveBytes = position;
    if (!oneChannel && build)
        result.sha256 = QString::fromLatin1(build->hexDigest());
    return Ok{};
}

// The finish script's verdict: on one channel it came with the stream; else it runs now, on a channel of its own.
Result<UploadResult> Uploader::Send::finishUpload(const Result<ExecResult>& streamed)
{
    // A finish of its own (an archive kept whole) takes the destination's lock again: another upload's clean-up must
    // not take the archive away between the stream and the finish.
    const Result<ExecResult> finished =
        oneChannel ? streamed
                   : session.exec(lockDestination(names.dir, QStringLiteral("echo gpuplanner-busy >&2; exit 75")) +
                                      QStringLiteral("sh -s"),
                                  finishScript(), cancel);
    if (!finished.ok())
        return finished.error();
    if (!oneChannel && finished->exitStatus == 75 && finished->err.contains("gpuplanner-busy"))
        return busyError(options);
    if (finished->exitStatus == 7) {
        const qsizetype at = finished->out.indexOf("digest ");
        const QList<QByteArray> got =
            at < 0 ? QList<QByteArray>() : finished->out.mid(at, finished->out.indexOf('\n', at) - at).split(' ');
        const QString remote = QString::fromLatin1(got.value(1));
        if (const auto full = diskFull(finished->err))
            return *full;
        (void)session.exec(
            QStringLiteral("rm -rf -- %1 %2 %3 %4").arg(names.partial, names.lock, names.staging, names.digestFile));
        ZstdFrameRecord(recordFile).remove();
        return Error{QStringLiteral("upload.digest"),
                     Uploader::tr("The archive on the instance does not match what was sent (SHA-256 %1 there, %2 "
                                  "here). The damaged file was removed; run the upload again.")
                         .arg(remote.left(16), result.sha256.left(16))};
    }
    if (finished->exitStatus != 0) {
        if (const auto full = diskFull(finished->err))
            return *full;
        return Error{QStringLiteral("upload.extract"),
                     Uploader::tr("The archive arrived intact but could not be unpacked in %1: %2")
                         .arg(options.destDir, oneSentence(finished->err))};
    }
    QList<QByteArray> failed;
    for (const QByteArray& line : finished->out.split('\n')) {
        if (line.startsWith("mismatch ") && syncPlan)
            mismatched << syncPlan->deltas.value(line.mid(9).toInt()).path;
        else if (line.startsWith("failed ") && syncPlan)
            failed << syncPlan->deltas.value(line.mid(7).toInt()).path;
    }
    if (!failed.isEmpty()) {
        if (const auto full = diskFull(finished->err))
            return *full;
        return Error{QStringLiteral("upload.patch"),
                     Uploader::tr("%n changed file(s) could not be rebuilt on the instance (%1): %2 The old copy is "
                                  "still there; the next upload sends the file whole.",
                                  nullptr, static_cast<int>(failed.size()))
                         .arg(QString::fromLocal8Bit(failed.first()), oneSentence(finished->err))};
    }
    ZstdFrameRecord(recordFile).remove(); // landed: nothing is left to resume
    if (!options.extract)
        result.remoteArchive = finalName;
    return result;
}

} // namespace gp
