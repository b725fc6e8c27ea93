#include "core/sync/UploadSend.h"

#include "core/sync/UploadHistory.h"

#include <chrono>

#include <QLocale>

namespace gp {

namespace {

// An incremental upload that sends at most this much arrives whole before its finish script hashes and unpacks it
// (fewer processes on the instance); a larger one is unpacked while it streams.
constexpr qint64 kUnpackAfterBytes = 16 * 1024 * 1024;
// What one frame of the stream carries (see the stream's command in Uploader::Send::buildCommand): at least this much
// unless the archive ends first, so that a link faster than the archiver does not cost the instance a `head` process
// per piece, and at most what the queue holds.
constexpr qsizetype kMinFrameBytes = 1024 * 1024;
constexpr qsizetype kFrameBytes = 8 * 1024 * 1024;
// Until the instance has read kRampBytes of a stream, no more than kRampOutstanding of it is left unread there (see
// Uploader::Send::pace): its receiving side is still starting, and what waits meanwhile costs its sshd more the more
// there is.
constexpr qint64 kRampOutstanding = 1024 * 1024;
constexpr qint64 kRampBytes = 768 * 1024;

// An interrupted upload whose source changed since has another id: its files can never be resumed. This runs under
// the destination's lock, so no other upload is using them (a writer of an earlier attempt that still ran would hold
// the lock). Files of older versions (.lock, .finish) go with them.
QString staleCleanupCommand(const QString& dir, const QString& id)
{
    return QStringLiteral(
               "d=%1; n=0; for f in \"$d\"/.gpuplanner-upload-*.partial \"$d\"/.gpuplanner-upload-*.staging; "
               "do [ -e \"$f\" ] || [ -L \"$f\" ] || continue; case \"$f\" in \"$d\"/.gpuplanner-upload-%2.*) "
               "continue;; esac; b=\"${f%.partial}\"; b=\"${b%.staging}\"; rm -rf -- \"$b.partial\" \"$b.staging\" "
               "\"$b.fifo\" \"$b.sha256\" \"$b.tee\" \"$b.lock\" \"$b.finish\"; n=$((n+1)); done; echo \"stale=$n\"; ")
        .arg(dir, id);
}

Error noZstd()
{
    return Error{QStringLiteral("upload.no_zstd"),
                 Uploader::tr("The instance has no zstd to unpack the archive: install it "
                              "(apt-get install zstd) or upload with --compression gzip.")};
}

Error droppedWhileSending()
{
    return Error{QStringLiteral("ssh.write"), Uploader::tr("The connection dropped while sending.")};
}

Error cancelled()
{
    return Error{QStringLiteral("ssh.cancelled"), Uploader::tr("Cancelled.")};
}

} // namespace

Uploader::Send::Send(SshSession& session,
                     const UploadOptions& options,
                     const QList<TarballEntry>& entries,
                     SyncPlan* syncPlan,
                     QList<QByteArray>& mismatched,
                     const std::function<void(const UploadProgress&)>& progress,
                     const std::atomic_bool* cancel,
                     std::unique_ptr<SshConversation> conversation,
                     Ahead* ahead)
    : session(session), options(options), entries(entries), syncPlan(syncPlan), mismatched(mismatched),
      progress(progress), cancel(cancel), conversation(std::move(conversation)), ahead(ahead),
      id(TarballWriter::uploadId(options.tar, entries)), names(options, id),
      finalName(options.destDir + QLatin1Char('/') + archiveName(options, id)),
      staleCleanup(staleCleanupCommand(names.dir, id)),
      needZstd(options.tar.compression == Compression::Zstd && options.extract),
      known(syncPlan ? syncPlan->preparation : std::nullopt), build(ahead ? ahead->build.get() : nullptr)
{
    for (const TarballEntry& e : entries)
        inputBytes += e.size;
}

Result<UploadResult> Uploader::send(SshSession& session,
                                    const UploadOptions& options,
                                    const QList<TarballEntry>& entries,
                                    SyncPlan* syncPlan,
                                    QList<QByteArray>& mismatched,
                                    const std::function<void(const UploadProgress&)>& progress,
                                    const std::atomic_bool* cancel,
                                    std::unique_ptr<SshConversation> conversation,
                                    Ahead* ahead)
{
    Send job(session, options, entries, syncPlan, mismatched, progress, cancel, std::move(conversation), ahead);
    return job.run();
}

Result<UploadResult> Uploader::Send::run()
{
    if (const Status prepared = prepare(); !prepared.ok())
        return prepared.error();
    measured = result.resumedFrom;
    planFrames();
    if (const Status space = checkFreeSpace(); !space.ok())
        return space.error();
    chooseReceiver();
    startProgress();
    clock.start();
    buildCommand();
    const Result<ExecResult> streamed = stream();
    conversation.reset(); // ended before another channel is opened
    if (!streamed.ok() && streamed.error().code == stoppedAhead.code)
        return streamed.error(); // Uploader::run() goes on as the look's answer says
    if (const Status judged = judgeStream(streamed); !judged.ok())
        return judged.error();
    return finishUpload(streamed);
}

Status Uploader::Send::prepare()
{
    if (!known)
        return prepareOnInstance();
    if (!known->hasSha256sum)
        return Error{
            QStringLiteral("upload.prepare"),
            Uploader::tr("Cannot prepare %1 on the instance: %2").arg(options.destDir, oneSentence("no sha256sum"))};
    if (needZstd && !known->hasZstd)
        return noZstd();
    result.resumedFrom = known->partialBytes.value(archiveName(options, id).toUtf8() + ".partial", 0);
    freeBytes = known->freeBytes;
    return Ok{};
}

Status Uploader::Send::prepareOnInstance()
{
    const QString& dir = names.dir;
    QString prepare =
        lockDestination(dir, QStringLiteral("echo gpuplanner-busy >&2; exit 75")) +
        QStringLiteral("mkdir -p %1 && command -v sha256sum >/dev/null || { echo 'no sha256sum' >&2; exit 3; }; ")
            .arg(dir);
    if (needZstd)
        prepare += QStringLiteral("command -v zstd >/dev/null || { echo 'no zstd on the instance' >&2; exit 4; }; ");
    prepare +=
        staleCleanup + QStringLiteral("echo \"free_kb=$(df -Pk -- \"$d\" 2>/dev/null | awk 'NR==2 {print $4}')\"; ");
    prepare += QStringLiteral("if [ -f %1 ] && [ ! -L %1 ]; then stat -c %s -- %1; else echo 0; fi").arg(names.partial);
    const Result<ExecResult> prepared = session.exec(prepare, {}, cancel);
    if (!prepared.ok())
        return prepared.error();
    if (prepared->exitStatus == 75)
        return busyError(options);
    if (prepared->exitStatus == 4)
        return noZstd();
    if (prepared->exitStatus != 0)
        return Error{
            QStringLiteral("upload.prepare"),
            Uploader::tr("Cannot prepare %1 on the instance: %2").arg(options.destDir, oneSentence(prepared->err))};
    for (const QByteArray& line : prepared->out.trimmed().split('\n')) {
        if (line.startsWith("stale="))
            result.staleRemoved = line.mid(6).toInt();
        else if (line.startsWith("free_kb=") && line.size() > 8)
            freeBytes = line.mid(8).toLongLong() * 1024;
        else
            result.resumedFrom = line.trimmed().toLongLong();
    }
    return Ok{};
}

// The levels of the frames the instance has (ZstdFrameRecord) rebuild them. A record that falls short of what arrived
// there (lost, or kept on another machine) cannot rebuild all of it: the partial archive is cut back to what it can
// (nothing, without a record), and the rest is sent again.
void Uploader::Send::planFrames()
{
    recordFile = frameRecordFile(
        options, UploadHistory::key(session.hostKeyFingerprint(), session.target().display(), options.destDir), id);
    frames = FramePlan{recordFile, {}};
    if (!recordFile.isEmpty() && result.resumedFrom > 0) {
        std::vector<ZstdFrameWriter::Frame> recorded = ZstdFrameRecord(recordFile).read();
        size_t reaching = 0; // the first frame that reaches what the instance has
        while (reaching < recorded.size() && recorded[reaching].outputEnd < result.resumedFrom)
            ++reaching;
        if (reaching < recorded.size()) {
            recorded.resize(reaching + 1);
        } else {
            cutTo = recorded.empty() ? 0 : recorded.back().outputEnd;
            result.resumedFrom = cutTo;
        }
        frames.replay = std::move(recorded);
    }
    if (!recordFile.isEmpty())
        ZstdFrameRecord::forgetOlderThan(frameRecordFolder(options), 30);
}

Status Uploader::Send::checkFreeSpace()
{
    needed = spaceNeeded(options, inputBytes, result.resumedFrom);
    if (syncPlan) // a patched file is rebuilt beside the old one: a second copy while it is checked
        for (const DeltaFile& d : syncPlan->deltas)
            needed += d.size;
    if (options.checkSpace && freeBytes >= 0 && freeBytes < needed) {
        return Error{
            QStringLiteral("upload.space"),
            Uploader::tr("The instance has %1 free in %2, and this upload needs about %3: the archive and, while it "
                         "is unpacked, a second copy. Free space or choose another destination; if compression will "
                         "make it fit, skip this check.")
                .arg(QLocale().formattedDataSize(freeBytes), options.destDir, QLocale().formattedDataSize(needed))};
    }
    return Ok{};
}

void Uploader::Send::chooseReceiver()
{
    // An upload after a look travels on one channel with its finish script: the archive goes in frames, each one's
    // length first, as it is built (disk reads and the network overlap); the script follows the last frame on the
    // same stdin. No channel to open after the archive and no waiting for it to be unpacked before the script can
    // be sent: at 40 ms a round trip, that was three round trips after every upload.
    oneChannel = known && options.extract && syncPlan;
    // A large fresh upload is unpacked while it streams. A small one arrives whole before its finish script, which
    // then hashes and unpacks it: no FIFO, no tee, four processes fewer on the instance for a change of a few files.
    smallArchive = oneChannel && syncPlan->sendBytes <= kUnpackAfterBytes;
    unpackWhileStreaming = options.extract && result.resumedFrom == 0 && !smallArchive;
    receive = receiveCommand(names, options.tar.compression, hashStdin, unpackWhileStreaming, cutTo, measured);
    streamHead =
        conversation ? QString() : ownChannelHead(names, syncPlan ? &syncPlan->manifestIdentity : nullptr, measured);
    if (known)
        streamHead += QStringLiteral("mkdir -p %1 || exit 3; %2").arg(names.dir, staleCleanup);
}

void Uploader::Send::startProgress()
{
    p.skippedBytes = result.resumedFrom;
    if (syncPlan) {
        p.sendFiles = syncPlan->sendFiles;
        p.treeFiles = syncPlan->treeFiles;
        p.sendBytes = syncPlan->sendBytes;
        p.treeBytes = syncPlan->treeBytes;
    } else {
        for (const TarballEntry& e : entries)
            p.treeFiles += e.type == TarballEntry::Type::Directory ? 0 : 1;
        p.sendFiles = p.treeFiles;
        p.sendBytes = p.treeBytes = inputBytes;
    }
}

void Uploader::Send::buildCommand()
{
    // On one channel the archive comes as frames, "LENGTH\n" and that many bytes, ended by "0\n"; then the finish
    // script's length and the script. `read` takes a line byte by byte, and each frame's reader takes no more than it
    // is asked for, so nothing after a frame is swallowed. For a large archive that is GNU dd with count_bytes, in
    // 1 MiB reads, where it has the flag: `head -c` copies in 8 KiB reads and writes, which on a machine short of CPU
    // cost a first upload about 8 %. A small one is a frame or two, and `head -c` spares it the trial of dd. A
    // stream cut short ends the frames early: the archive is incomplete, its digest cannot match, and no script
    // follows to run.
    const QString frameReader =
        smallArchive ? QStringLiteral("frame() { head -c \"$1\"; }; ")
                     : QStringLiteral("if dd bs=1 count=0 iflag=count_bytes,fullblock status=none </dev/null "
                                      "2>/dev/null; then frame() { dd bs=1M iflag=count_bytes,fullblock status=none "
                                      "count=\"$1\"; }; else frame() { head -c \"$1\"; }; fi; ");
    // The finish goes straight into sh: no file of its own in the destination.
    const QString receiveFrames =
        QStringLiteral("while IFS= read -r n && [ \"$n\" -gt 0 ] 2>/dev/null; do frame \"$n\" || exit 1; "
                       "done | %1; rc=$?; [ \"$rc\" = 0 ] || exit \"$rc\"; echo gpuplanner-received; "
                       "IFS= read -r m && head -c \"$m\" | sh; exit $?")
            .arg(receive);
    command = oneChannel ? QString(streamHead + frameReader) + receiveFrames : QString(streamHead + receive);
    if (ahead)
        command = aheadCommand(frameReader, receiveFrames);
}

// Sent before the look has answered, this runs as soon as it arrives, beside the look's listing, and takes the archive
// only when the folder has no record and no interrupted upload of these files, the tools are there, and so is the
// space (the look's own measure). Otherwise it reads the frames into nothing up to their end and, like the look, waits
// for a script: the one the look's answer calls for. Its verdict comes first, ended by a marker on both streams, so
// this side knows which of the two it is talking to before it sends what follows the frames.
QString Uploader::Send::aheadCommand(const QString& frameReader, const QString& receiveFrames) const
{
    const QString& dir = names.dir;
    QString checks =
        QStringLiteral("[ -z \"${gp_busy:-}\" ] && [ ! -f %1 ] && [ ! -f %2 ] && command -v sha256sum >/dev/null 2>&1")
            .arg(dir + QLatin1Char('/') + QLatin1String(SyncManifest::kFileName), names.partial);
    if (needZstd)
        checks += QStringLiteral(" && command -v zstd >/dev/null 2>&1");
    if (options.checkSpace)
        checks += QStringLiteral(" && { if [ -n \"${gp_free_kb+x}\" ]; then a=$gp_free_kb; else p=%1; while "
                                 "[ ! -d \"$p\" ] && [ \"$p\" != / ] && [ \"$p\" != . ]; do p=$(dirname -- "
                                 "\"$p\"); done; a=$(df -Pk -- \"$p\" 2>/dev/null | { read -r _; read -r _ _ _ "
                                 "a _; echo \"$a\"; }); fi; [ -z \"$a\" ] || [ \"$a\" -ge %2 ]; }")
                      .arg(dir, QString::number((needed + 1023) / 1024));
    const QString verdictEnd = QStringLiteral("echo %1; echo %1 >&2; ").arg(QString::fromLatin1(ahead->verdictMarker));
    // Taken, the receiving side starts at once, on this shell's stdin (a job's own would be /dev/null), while the
    // look may still run beside it; the verdict waits for the look's answer, whose place it must not take, and so
    // does anything else printed here: the stale clean-up's count comes after the verdict, and a destination that
    // cannot be made is said after it too.
    return frameReader +
           QStringLiteral("if %1; then [ -d %5 ] || gp_made=$(mkdir -p %5 2>&1) || { wait \"$gp_look\"; "
                          "echo gpuplanner-early-taken; %2printf '%s\\n' \"$gp_made\" >&2; exit 3; }; "
                          "exec 3<&0; { %4; } <&3 3<&- & gp_receive=$!; exec 3<&-; wait \"$gp_look\"; "
                          "echo gpuplanner-early-taken; %2%3wait \"$gp_receive\"; exit $?; else wait \"$gp_look\"; "
                          "echo gpuplanner-early-refused; %2while IFS= read -r n && [ \"$n\" -gt 0 ] 2>/dev/null; do "
                          "frame \"$n\" >/dev/null || exit 1; done; IFS= read -r n && [ \"$n\" -gt 0 ] 2>/dev/null || "
                          "exit 0; s=$(head -c \"$n\"); eval \"$s\"; fi")
               .arg(checks, verdictEnd, staleCleanup, receiveFrames, dir);
}

// Reads the look's answer, then the verdict, as far as they have arrived (all the way with `wait`).
Status Uploader::Send::settle(bool wait)
{
    const auto take = [&](const QByteArray& marker) -> Result<std::optional<ExecResult>> {
        if (!wait)
            return conversation->pollUntil(marker);
        Result<ExecResult> got = conversation->readUntil(marker);
        if (!got.ok())
            return got.error();
        return std::optional<ExecResult>(std::move(got.value()));
    };
    if (!ahead->answer) {
        Result<std::optional<ExecResult>> got = take(ahead->lookMarker);
        if (!got.ok())
            return got.error();
        if (!got->has_value())
            return Ok{};
        ahead->answer = std::move(*got.value());
        // The same conditions as the instance's check (aheadCommand), read from the look's answer.
        ahead->actual = ahead->planOf(*ahead->answer);
        const SyncPlan* given = ahead->actual->ok() ? &ahead->actual->value() : nullptr;
        ahead->agreed =
            given && given->manifestState == SyncInspection::ManifestState::Missing &&
            TarballWriter::uploadId(options.tar, given->send) == id && given->preparation->hasSha256sum &&
            (!needZstd || given->preparation->hasZstd) &&
            !given->preparation->partialBytes.contains(archiveName(options, id).toUtf8() + ".partial") &&
            (!options.checkSpace || given->preparation->freeBytes < 0 || given->preparation->freeBytes >= needed);
    }
    if (!ahead->taken) {
        Result<std::optional<ExecResult>> got = take(ahead->verdictMarker);
        if (!got.ok())
            return got.error();
        if (got->has_value())
            ahead->taken = got.value()->out.contains("gpuplanner-early-taken\n");
    }
    return Ok{};
}

// On the look's channel the command goes as a script on stdin (its length first), the archive right after it: no
// channel of its own to open.
Result<ExecResult> Uploader::Send::stream()
{
    const auto producer = [this](const SshSession::Writer& write) { return produce(write); };
    if (!conversation)
        return session.execStreaming(command, producer, cancel);
    const QByteArray script = command.toUtf8();
    const QByteArray header = QByteArray::number(script.size()).append('\n');
    const auto scriptThenArchive = [&](const SshSession::Writer& write) -> Status {
        if (!write(header.constData(), header.size()) || !write(script.constData(), script.size()))
            return droppedWhileSending();
        return producer(write);
    };
    if (!ahead) {
        Result<ExecResult> finished = conversation->feed(scriptThenArchive);
        conversation.reset();
        return finished;
    }
    // Sent ahead, the archive may end without its input ending: a refusing instance waits for the next script.
    const Status produced = scriptThenArchive(conversation->writer());
    Result<ExecResult> finished = Error{};
    if (conversation->cancelled())
        finished = cancelled();
    else if (!produced.ok() && produced.error().code == stoppedAhead.code)
        finished = produced.error();
    else if (!produced.ok())
        finished = conversation->withItsReason(produced.error());
    else
        finished = conversation->finish();
    if (ahead->settled() && !ahead->goesOn() && !*ahead->taken)
        ahead->conversation = std::move(conversation);
    conversation.reset();
    return finished;
}

Status Uploader::Send::produce(const SshSession::Writer& write)
{
    if (!build) {
        ownBuild = std::make_unique<ArchiveBuild>(options.tar, entries, syncPlan != nullptr, cancel, std::move(frames));
        build = ownBuild.get();
    }
    ArchivePipe& pipe = build->pipe();
    bool sending = true;
    window0 = conversation ? conversation->writableWithoutWaiting() : 0;
    sent0 = result.sentBytes;
    Status streamStatus = Ok{};
    while (std::optional<QByteArray> piece = pipe.pop()) {
        if (!sending)
            continue;
        // Sent ahead of the look's answer, a frame is one piece, and goes only while the channel takes it without
        // waiting: a write that waited could wait for ever on an instance that is still answering, since nothing
        // here would read that answer.
        const bool unsettled = ahead && !ahead->settled();
        const Frame frame = takeFrame(pipe, std::move(piece), unsettled);
        if (unsettled) {
            streamStatus = settle(false);
            if (streamStatus.ok() && !ahead->settled() && conversation->writableWithoutWaiting() < frame.bytes + 32)
                streamStatus = settle(true);
            if (!streamStatus.ok() || !ahead->goesOn()) {
                sending = false;
                pipe.abort();
                continue;
            }
        }
        if (oneChannel && frame.bytes > 0) {
            const QByteArray header = QByteArray::number(frame.bytes).append('\n');
            sending = write(header.constData(), header.size());
        }
        for (const QByteArray& part : frame.parts) {
            if (const Status paced = pace(part.size()); !paced.ok()) {
                streamStatus = paced;
                sending = false;
                break;
            }
            const auto writing = std::chrono::steady_clock::now();
            if (!sending || !write(part.constData(), part.size())) {
                sending = false;
                break;
            }
            pipe.sent(part.size(), std::chrono::nanoseconds(std::chrono::steady_clock::now() - writing).count());
            result.sentBytes += part.size();
            report();
        }
        if (!sending)
            pipe.abort(); // the builder stops at its next piece
        else if (frame.parts.isEmpty())
            report();
    }
    build->join();
    return endStream(write, sending, streamStatus);
}

// One frame: at least kMinFrameBytes (waiting for the archiver if need be), then whatever else is already waiting, so
// that a link slower than the archiver gets few large frames (one `head` each on the instance) and a fast one is held
// back by no more than a MiB. Sent ahead of the look's answer (`unsettled`), a frame is one piece.
Uploader::Send::Frame Uploader::Send::takeFrame(ArchivePipe& pipe, std::optional<QByteArray> piece, bool unsettled)
{
    Frame frame;
    std::optional<QByteArray> next = std::move(piece);
    while (next) {
        const qint64 size = next->size();
        const qint64 skip = std::clamp<qint64>(result.resumedFrom - position, 0, size);
        position += size;
        if (skip < size) {
            frame.parts << (skip > 0 ? next->mid(skip) : std::move(*next));
            frame.bytes += size - skip;
        }
        next = unsettled                      ? std::nullopt
               : frame.bytes < kMinFrameBytes ? pipe.pop()
               : frame.bytes < kFrameBytes    ? pipe.tryPop()
                                              : std::nullopt;
    }
    return frame;
}

// Until the instance's receiving side reads, what arrives waits in its sshd's buffer for the command, which sshd
// copies and reallocates as it grows: with the whole window (2 MiB) waiting, that took a core of a two-core instance
// for half a second, and slowed the very processes that would empty it. So until it has read kRampBytes, no more than
// kRampOutstanding is left unread there; then the whole window again, so that a long fat link stays full. A server
// with a smaller window (Dropbear) never holds that much.
Status Uploader::Send::pace(qint64 size)
{
    if (!conversation || window0 <= kRampOutstanding)
        return Ok{};
    const qint64 window = conversation->writableWithoutWaiting();
    const qint64 consumed = window - window0 + (result.sentBytes - sent0);
    if (consumed >= kRampBytes || window0 - window + size <= kRampOutstanding)
        return Ok{};
    const Result<bool> waited = conversation->waitForWindow(window0 - kRampOutstanding + size, 2000);
    return waited.ok() ? Status(Ok{}) : Status(waited.error());
}

// Reported on the caller's thread, as pieces leave: what was read and what was sent.
void Uploader::Send::report()
{
    p.tar = build->progress();
    p.sentBytes = result.sentBytes;
    const double seconds = clock.elapsed() / 1000.0;
    p.bytesPerSecond = seconds > 0 ? static_cast<double>(p.tar.inputBytes) / seconds : 0;
    p.etaSeconds = p.bytesPerSecond > 0 ? (p.tar.totalInputBytes - p.tar.inputBytes) / p.bytesPerSecond : -1;
    if (progress)
        progress(p);
}

// The finish follows only an archive the instance took and the look's answer agreed with.
Status Uploader::Send::endStream(const SshSession::Writer& write, bool sending, const Status& streamStatus)
{
    if (cancel && cancel->load())
        return cancelled();
    if (!streamStatus.ok())
        return streamStatus;
    if (ahead && !sending && !ahead->goesOn())
        return endAhead(write);
    if (!sending)
        return droppedWhileSending();
    if (!build->status().ok() || !oneChannel)
        return build->status();
    if (ahead && !ahead->settled())
        if (Status s = settle(true); !s.ok())
            return s;
    if (ahead && !ahead->goesOn())
        return endAhead(write);
    result.sha256 = QString::fromLatin1(build->hexDigest());
    result.archiveBytes = position;
    const QByteArray finish = "gpuplanner_finish() {\n" + finishScript() + "\n}\ngpuplanner_finish\n";
    const QByteArray trailer = "0\n" + QByteArray::number(finish.size()).append('\n') + finish;
    if (!write(trailer.constData(), trailer.size()))
        return droppedWhileSending();
    return build->status();
}

// A refusing instance has read the frames into nothing, and their end lets it wait for the next script; one that took
// them is left with an archive cut short, which the next look finds.
Status Uploader::Send::endAhead(const SshSession::Writer& write)
{
    if (!*ahead->taken && !write("0\n", 2))
        return droppedWhileSending();
    return stoppedAhead;
}

} // namespace gp
