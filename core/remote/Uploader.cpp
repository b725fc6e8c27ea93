#include "core/remote/Uploader.h"

#include "core/remote/Sha256.h"
#include "core/remote/UploadHistory.h"
#include "core/remote/UploadScripts.h"
#include "core/remote/ZstdFrames.h"

#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <thread>

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QLocale>
#include <QUuid>

namespace gp {

namespace {

// An incremental upload that sends at most this much arrives whole before its finish script hashes and unpacks it
// (fewer processes on the instance); a larger one is unpacked while it streams.
constexpr qint64 kUnpackAfterBytes = 16 * 1024 * 1024;
// What one frame of the stream carries (see the stream's command in Uploader::send): at least this much unless the
// archive ends first, so that a link faster than the archiver does not cost the instance a `head` process per
// piece, and at most what the queue holds.
constexpr qsizetype kMinFrameBytes = 1024 * 1024;
constexpr qsizetype kFrameBytes = 8 * 1024 * 1024;
// Until the instance has read kRampBytes of a stream, no more than kRampOutstanding of it is left unread there (see
// send()): its receiving side is still starting, and what waits meanwhile costs its sshd more the more there is.
constexpr qint64 kRampOutstanding = 1024 * 1024;
constexpr qint64 kRampBytes = 768 * 1024;
// What send() returns when an upload sent ahead of the look's answer goes no further (see Uploader::run).
constexpr const char* kStoppedAhead = "upload.ahead";
// ... and when another upload into the same folder came between the look and the stream: planned again.
constexpr const char* kRaced = "upload.raced";
constexpr int kRaceAttempts = 3;

} // namespace

// A bounded hand-over of archive pieces from the thread that builds the archive to the one that sends it.
class ArchivePipe
{
public:
    static constexpr qsizetype kPiece = 256 * 1024; // also how often progress is reported and cancel is seen
    static constexpr qsizetype kDepth = 32;         // 8 MiB in flight at most

    bool push(QByteArray&& piece)
    {
        std::unique_lock lock(m_mutex);
        m_producerWaited = m_producerWaited || m_queue.size() >= kDepth;
        m_changed.wait(lock, [&] { return m_aborted || m_queue.size() < kDepth; });
        if (m_aborted)
            return false;
        m_queue.push_back(std::move(piece));
        m_changed.notify_all();
        return true;
    }
    // The next piece; nothing once the builder has finished (or stopped) and every piece was taken.
    std::optional<QByteArray> pop()
    {
        std::unique_lock lock(m_mutex);
        // Waiting before the first piece is the archive starting, not the archive falling behind the link.
        m_consumerWaited = m_consumerWaited || (m_queue.empty() && !m_finished && m_takenBytes > 0);
        m_changed.wait(lock, [&] { return !m_queue.empty() || m_finished; });
        return takeFront();
    }
    // A piece already waiting, without waiting for one.
    std::optional<QByteArray> tryPop()
    {
        const std::lock_guard lock(m_mutex);
        return takeFront();
    }
    // The sender took `ns` to write `bytes` taken from here.
    void sent(qint64 bytes, qint64 ns)
    {
        const std::lock_guard lock(m_mutex);
        m_sentBytes += bytes;
        m_sendingNs += ns;
    }
    // How the two sides kept up with each other since the last look (ZstdLevelControl).
    ZstdLevelControl::Observation observe()
    {
        const std::lock_guard lock(m_mutex);
        ZstdLevelControl::Observation o{m_sentBytes, m_sendingNs, m_producerWaited, m_consumerWaited};
        m_producerWaited = m_consumerWaited = false;
        return o;
    }
    void finish()
    {
        const std::lock_guard lock(m_mutex);
        m_finished = true;
        m_changed.notify_all();
    }
    void abort()
    {
        const std::lock_guard lock(m_mutex);
        m_aborted = true;
        m_queue.clear();
        m_changed.notify_all();
    }

private:
    std::optional<QByteArray> takeFront() // with m_mutex held
    {
        if (m_queue.empty())
            return std::nullopt;
        QByteArray piece = std::move(m_queue.front());
        m_queue.pop_front();
        m_takenBytes += piece.size();
        m_changed.notify_all();
        return piece;
    }

    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<QByteArray> m_queue;
    bool m_finished = false;
    bool m_aborted = false;
    qint64 m_takenBytes = 0;
    qint64 m_sentBytes = 0;
    qint64 m_sendingNs = 0;
    bool m_producerWaited = false;
    bool m_consumerWaited = false;
};

// How an archive's zstd frames get their levels: with a record on this machine, each from how the link keeps up
// (ZstdLevelControl), after the replayed ones, which rebuild what an interrupted attempt sent; without one, zstd's
// default for all, which any attempt rebuilds.
struct FramePlan
{
    QString recordFile;
    std::vector<ZstdFrameWriter::Frame> replay;
};

// The archive, built on a thread of its own from the moment this exists (reading files, compressing, hashing the
// stream and each file) and handed over in pieces through a short queue: disk reads and the network then overlap
// instead of taking turns. Destroying it stops and joins the thread.
class ArchiveBuild
{
public:
    ArchiveBuild(const TarballOptions& tar,
                 QList<TarballEntry> entries,
                 bool fileDigests,
                 const std::atomic_bool* cancel,
                 FramePlan frames = {})
        : m_entries(std::move(entries)), m_fileDigests(static_cast<size_t>(m_entries.size())),
          m_record(frames.recordFile)
    {
        // Without a record written, the frames after the replayed ones are at the default level, which an old record
        // of other levels would misstate to a later resume: it goes (a record that is not there is only short).
        const bool adapts = !frames.recordFile.isEmpty() && m_record.start(frames.replay).ok();
        if (!adapts)
            m_record.remove();
        m_thread = std::thread([this, tar, fileDigests, cancel, adapts, replay = std::move(frames.replay)] {
            ZstdLevelControl control;
            ZstdLevels levels;
            levels.levelFor = [&](qint64 index) {
                if (index < static_cast<qint64>(replay.size()))
                    return replay[static_cast<size_t>(index)].level;
                return adapts ? control.next(m_pipe.observe()) : ZstdFrameWriter::kDefaultLevel;
            };
            levels.frameDone = [&](qint64 index, const ZstdFrameWriter::Frame& frame) {
                if (adapts && index >= static_cast<qint64>(replay.size()))
                    m_record.append(frame);
            };
            QByteArray piece;
            piece.reserve(ArchivePipe::kPiece);
            m_status = TarballWriter::write(
                tar, m_entries,
                [&](const char* data, qint64 size) {
                    m_digest.addData(data, size);
                    while (size > 0) { // a zstd frame comes whole: several pieces
                        const qint64 n = std::min<qint64>(size, ArchivePipe::kPiece - piece.size());
                        piece.append(data, n);
                        data += n;
                        size -= n;
                        if (piece.size() >= ArchivePipe::kPiece) {
                            if (!m_pipe.push(std::move(piece)))
                                return false;
                            piece = QByteArray();
                            piece.reserve(ArchivePipe::kPiece);
                        }
                    }
                    return true;
                },
                [&](const TarballProgress& t) {
                    {
                        const std::lock_guard lock(m_progressMutex);
                        m_progress = t;
                    }
                    if (cancel && cancel->load())
                        m_pipe.abort();
                },
                fileDigests ? std::function<void(qsizetype, FileDigest &&)>([this](qsizetype i, FileDigest&& d) {
                    m_fileDigests[static_cast<size_t>(i)] = std::move(d);
                })
                            : std::function<void(qsizetype, FileDigest &&)>(),
                levels);
            if (m_status.ok() && !piece.isEmpty())
                m_pipe.push(std::move(piece));
            m_pipe.finish();
        });
    }
    ~ArchiveBuild()
    {
        m_pipe.abort();
        join();
    }
    ArchiveBuild(const ArchiveBuild&) = delete;
    ArchiveBuild& operator=(const ArchiveBuild&) = delete;

    const QList<TarballEntry>& entries() const { return m_entries; }
    ArchivePipe& pipe() { return m_pipe; }
    TarballProgress progress() const
    {
        const std::lock_guard lock(m_progressMutex);
        return m_progress;
    }
    void join()
    {
        if (m_thread.joinable())
            m_thread.join();
    }
    // After join():
    const Status& status() const { return m_status; }
    QByteArray hexDigest() { return m_digest.hexDigest(); }
    std::vector<std::optional<FileDigest>>& fileDigests() { return m_fileDigests; }

private:
    const QList<TarballEntry> m_entries;
    ArchivePipe m_pipe;
    Sha256 m_digest;
    std::vector<std::optional<FileDigest>> m_fileDigests;
    Status m_status = Ok{};
    mutable std::mutex m_progressMutex;
    TarballProgress m_progress;
    ZstdFrameRecord m_record;
    std::thread m_thread; // started in the constructor's body, joined in the destructor's, around every member it uses
};

QString Uploader::archiveName(const UploadOptions& options, const QString& id)
{
    const QString suffix = options.tar.compression == Compression::Zstd   ? QStringLiteral(".tar.zst")
                           : options.tar.compression == Compression::Gzip ? QStringLiteral(".tar.gz")
                                                                          : QStringLiteral(".tar");
    return QStringLiteral(".gpuplanner-upload-") + id + suffix;
}

namespace {

QString frameRecordFolder(const UploadOptions& options)
{
    return options.historyFile + QStringLiteral(".frames");
}

// Where the levels of an upload's zstd frames are kept (ZstdFrameRecord): by destination and upload, beside the
// history of destinations. None without that history, or for an archive that is not zstd.
QString frameRecordFile(const UploadOptions& options, const QByteArray& historyKey, const QString& id)
{
    if (options.historyFile.isEmpty() || options.tar.compression != Compression::Zstd)
        return {};
    const QByteArray key =
        QCryptographicHash::hash(QByteArray(historyKey + ':' + id.toLatin1()), QCryptographicHash::Sha256);
    return frameRecordFolder(options) + QLatin1Char('/') + QString::fromLatin1(key.toHex().left(32));
}

// What becomes of the record of the frames a first upload sent ahead of the look (Uploader::run): the instance took
// them, and it is the upload's record from now on; or it took nothing (refused, or an upload that landed, whose own
// record is gone), and the record goes, so that it never passes for the record of a partial archive that an earlier
// attempt left there.
struct EarlyRecordFate
{
    QString early;
    QString real;
    bool taken = false;

    ~EarlyRecordFate()
    {
        if (early.isEmpty())
            return;
        if (taken) {
            QFile::remove(real);
            if (QFile::rename(early, real))
                return;
        }
        QFile::remove(early);
    }
};

// A message as the end of a sentence: exactly one final period.
QString sentence(QString text)
{
    text = text.trimmed();
    while (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text + QLatin1Char('.');
}

} // namespace

qint64 Uploader::spaceNeeded(const UploadOptions& options, qint64 inputBytes, qint64 resumedFrom)
{
    // The archive is at most the input plus tar's headers; compression only makes it smaller.
    const qint64 archive = inputBytes + inputBytes / 64 + 64 * 1024;
    return std::max<qint64>(0, archive - resumedFrom) + (options.extract ? inputBytes : 0);
}

QString Uploader::oneSentence(const QByteArray& errorOutput)
{
    QStringList lines;
    for (const QByteArray& line : errorOutput.split('\n'))
        if (!line.trimmed().isEmpty())
            lines << QString::fromUtf8(line.trimmed());
    if (lines.isEmpty())
        return tr("the instance gave no reason.");
    QString first = lines.first();
    if (first.size() > 200)
        first = first.left(200) + QStringLiteral("…");
    if (lines.size() == 1)
        return sentence(first);
    return sentence(tr("%1 (and %n more line(s) like it)", nullptr, static_cast<int>(lines.size() - 1)).arg(first));
}

namespace {

Error busyError(const UploadOptions& options)
{
    return Error{QStringLiteral("upload.busy"),
                 Uploader::tr("Another upload into %1 has been running for 10 minutes: run this one again when it has "
                              "ended (uploads into one folder go one at a time).")
                     .arg(options.destDir)};
}

} // namespace

Result<SyncPlan> Uploader::plan(SshSession& session, const UploadOptions& options, const std::atomic_bool* cancel)
{
    const Result<TarballContents> contents = TarballWriter::collect(options.tar);
    if (!contents.ok())
        return contents.error();
    return plan(session, options, *contents, cancel);
}

Result<Uploader::Look> Uploader::startLook(SshSession& session,
                                           const UploadOptions& options,
                                           const QList<QByteArray>& names,
                                           const std::atomic_bool* cancel)
{
    // The look answers while the shell waits for what comes next on the same stdin: the length of a script and the
    // script (the upload's receiving side, see send()), or the end of input when there is nothing to send. The
    // marker is random: the answer carries file names from the instance. The look itself reads nothing. Its listing
    // runs beside that shell (its pid in $gp_look), so that a first upload's script, already arriving behind it (see
    // run()), starts its receiving side while a cold find still runs; that script prints nothing of its own before
    // it has waited for the look. The preparation (free space, tools, interrupted uploads) runs first, on its own:
    // measured after that script had started, it would find the script's own archive arriving, and wait on its
    // lock. It runs in this shell, not a subshell, so that the free space it measured ($gp_free_kb) is the script's
    // to read. Every other script comes only after the look's answer.
    Look look;
    look.names = names;
    look.marker = "gpuplanner-look-" + QUuid::createUuid().toByteArray(QUuid::Id128);
    // The whole upload holds the destination's lock from here: its plan rests on what the look sees. Busy, the look
    // says so and takes nothing (a script sent ahead refuses).
    Result<std::unique_ptr<SshConversation>> started = session.start(
        QStringLiteral("gp_busy=; %4{ %1} </dev/null; { (%2) </dev/null; echo %3; echo %3 >&2; } </dev/null & "
                       "gp_look=$!; IFS= read -r n && [ \"$n\" -gt 0 ] 2>/dev/null || { wait \"$gp_look\"; exit 0; }; "
                       "s=$(head -c \"$n\"); eval \"$s\"")
            .arg(UploadPreparation::command(quotedDest(options)),
                 SyncInspection::listing(quotedDest(options), names, false), QString::fromLatin1(look.marker),
                 lockDestination(quotedDest(options), QStringLiteral("gp_busy=1; break"))),
        cancel);
    if (!started.ok())
        return started.error();
    look.conversation = std::move(started.value());
    return look;
}

Result<SyncPlan> Uploader::plan(SshSession& session,
                                const UploadOptions& options,
                                const TarballContents& contents,
                                const std::atomic_bool* cancel,
                                std::unique_ptr<SshConversation>* conversation,
                                Look* early)
{
    const QList<QByteArray> names = SyncPlanner::topNames(contents.entries);
    Result<ExecResult> listed = Error{};
    // --verify feeds the look's stdin up to its end: a channel of its own.
    if (conversation && !options.sync.verify) {
        Look look;
        if (early && early->conversation && early->names == names) {
            look = std::move(*early);
        } else {
            if (early)
                early->conversation.reset(); // it asked about other names: ended before the right one starts
            Result<Look> started = startLook(session, options, names, cancel);
            if (!started.ok())
                return started.error();
            look = std::move(started.value());
        }
        *conversation = std::move(look.conversation);
        listed = (*conversation)->readUntil(look.marker);
    } else {
        listed =
            session.exec(SyncInspection::command(quotedDest(options), names, options.sync.verify),
                         options.sync.verify ? SyncInspection::verifyInput(contents.entries) : QByteArray(), cancel);
    }
    if (!listed.ok())
        return listed.error();
    return planFrom(options, contents, *listed);
}

Result<SyncPlan>
Uploader::planFrom(const UploadOptions& options, const TarballContents& contents, const ExecResult& listed)
{
    UploadPreparation preparation = UploadPreparation::parse(listed.err);
    if (preparation.busy)
        return busyError(options);
    const Result<SyncInspection> inspection = SyncInspection::parse(listed.out);
    if (!inspection.ok())
        return inspection.error();
    Result<SyncPlan> planned =
        SyncPlanner::plan(contents, *inspection, options.sync, [](const TarballEntry& e, qint64 blockSize) {
            return FileDigest::ofFile(e.localPath, e.size, blockSize);
        });
    if (planned.ok()) {
        planned.value().preparation = std::move(preparation);
        planned.value().manifestIdentity = inspection->manifestIdentity;
    }
    return planned;
}

namespace {

// What the first pass's plan says of the whole upload.
void takePlan(UploadResult& total, const SyncPlan& plan)
{
    total.manifestState = plan.manifestState;
    total.unchangedFiles = plan.unchangedFiles;
    total.unchangedBytes = plan.unchangedBytes;
    total.leftThere = plan.leftThere;
    total.repaired = plan.repaired;
    total.removed = static_cast<int>(plan.remove.size());
    total.deltaFiles = static_cast<int>(plan.deltas.size());
    total.deltaBytes = 0;
    for (const DeltaFile& d : plan.deltas)
        for (const auto& run : d.runs)
            total.deltaBytes += run.second;
    total.sentFiles = plan.sendFiles;
}

} // namespace

Result<UploadResult> Uploader::run(SshSession& session,
                                   const UploadOptions& options,
                                   const std::function<void(const UploadProgress&)>& progress,
                                   const std::atomic_bool* cancel)
{
    // The local walk (a cold disk: thousands of stat calls) runs on a thread of its own while the look at the
    // instance starts (a channel and a command: two round trips on a connection of its own), so the walk, the round
    // trips and the instance's own walk overlap instead of coming one after the other. A first upload into a folder
    // (see below) also starts building its archive there, so that its first pieces are ready when it is sent.
    const bool mayGoAhead = options.extract && !options.sync.verify && !options.historyFile.isEmpty();
    const QByteArray historyKey =
        UploadHistory::key(session.hostKeyFingerprint(), session.target().display(), options.destDir);
    std::optional<Result<TarballContents>> walked;
    std::optional<Result<SyncPlan>> assumed; // what a first upload into the folder sends: everything, whole
    std::unique_ptr<ArchiveBuild> earlyBuild;
    // Where the early build records its frames' levels: beside the upload's own record, which it replaces only once the
    // instance has taken them (EarlyRecordFate), so that a resume of an earlier attempt still finds its levels.
    QString realRecord;
    QString earlyRecord;
    std::thread walker([&] {
        walked = TarballWriter::collect(options.tar);
        if (!mayGoAhead || !walked->ok())
            return;
        // No record there: every file goes whole, and nothing needs hashing before it is sent.
        assumed = SyncPlanner::plan(walked->value(), SyncInspection{}, options.sync,
                                    [](const TarballEntry&, qint64) -> Result<FileDigest> {
                                        return Error{QStringLiteral("sync.digest"), QString()};
                                    });
        if (assumed->ok() && !assumed->value().nothingToDo() &&
            !UploadHistory(options.historyFile).contains(historyKey)) {
            realRecord =
                frameRecordFile(options, historyKey, TarballWriter::uploadId(options.tar, assumed->value().send));
            earlyRecord = realRecord.isEmpty() ? QString() : realRecord + QStringLiteral(".ahead");
            earlyBuild = std::make_unique<ArchiveBuild>(options.tar, assumed->value().send, true, cancel,
                                                        FramePlan{earlyRecord, {}});
        }
    });
    Look look;
    if (options.extract && !options.sync.verify) {
        Result<Look> started = startLook(session, options, TarballWriter::topNames(options.tar.paths), cancel);
        if (!started.ok()) {
            walker.join();
            return started.error();
        }
        look = std::move(started.value());
    }
    walker.join();
    const Result<TarballContents> contents = std::move(*walked);
    if (!contents.ok())
        return contents.error();
    QList<QByteArray> mismatched;
    if (!options.extract) { // an archive kept as it is: always the whole tree, nothing to compare
        Result<UploadResult> r = send(session, options, contents->entries, nullptr, mismatched, progress, cancel);
        if (r.ok()) {
            r.value().files = contents->files();
            r.value().sentFiles = r->files;
            r.value().excluded = contents->excluded;
        }
        return r;
    }
    UploadResult total;
    total.files = contents->files();
    total.excluded = contents->excluded;
    const auto planned = [&](const SyncPlan& plan) { takePlan(total, plan); };
    const auto sent = [&](const UploadResult& r) {
        total.archiveBytes += r.archiveBytes;
        total.sentBytes += r.sentBytes;
        total.resumedFrom += r.resumedFrom;
        total.sha256 = r.sha256;
        total.staleRemoved += r.staleRemoved;
    };

    // A first upload into a folder goes out at once, behind the look: waiting for its answer left the link idle for
    // a round trip and the instance's walk (150–180 ms of an 8 s upload at 40 ms). Only into a folder this user
    // never uploaded to on this instance (UploadHistory), noted before anything is sent, so that a retry after an
    // interruption waits and resumes and no incremental upload pays for an archive sent in vain.
    std::unique_ptr<SshConversation> refusedOn; // a refused first upload leaves its channel waiting for a script
    std::optional<Result<SyncPlan>> answered;   // ... and the plan the look's answer gave
    if (earlyBuild && look.conversation && look.names == SyncPlanner::topNames(contents->entries) &&
        UploadHistory(options.historyFile).add(historyKey).ok()) {
        EarlyRecordFate fate{earlyRecord, realRecord}; // destroyed after `ahead`, whose builder writes the record
        SyncPlan& plan = assumed->value();
        UploadPreparation tools;
        tools.hasSha256sum = tools.hasZstd = true; // checked there before it takes the archive
        plan.preparation = tools;
        Ahead ahead;
        ahead.build = std::move(earlyBuild);
        ahead.lookMarker = look.marker;
        ahead.verdictMarker = "gpuplanner-early-" + QUuid::createUuid().toByteArray(QUuid::Id128);
        ahead.planOf = [&](const ExecResult& answer) { return planFrom(options, *contents, answer); };
        const Result<UploadResult> r = send(session, options, plan.send, &plan, mismatched, progress, cancel,
                                            std::move(look.conversation), &ahead);
        if (r.ok()) {
            planned(ahead.actual->value());
            sent(*r);
            total.early = UploadResult::Early::Taken;
            return total;
        }
        // A cancel, a dropped connection or a full disk, like any upload's: the next one resumes. Whatever the
        // instance took of it is this build's frames; not told, it most likely took them (a first upload).
        fate.taken = !ahead.taken || *ahead.taken;
        if (r.error().code != QLatin1String(kStoppedAhead))
            return r.error();
        if (!ahead.actual->ok())
            return ahead.actual->error();
        total.early = *ahead.taken ? UploadResult::Early::GivenUp : UploadResult::Early::Refused;
        if (!*ahead.taken) { // it waits on that channel for what the answer says to send
            refusedOn = std::move(ahead.conversation);
            answered = std::move(ahead.actual);
        }
        // Given up, it was cut short there: a new look sees what it left, and resumes it or clears it away.
    }
    earlyBuild.reset(); // never sent: its record describes nothing there
    ZstdFrameRecord(earlyRecord).remove();

    // A delta whose rebuilt file does not match (the instance's copy changed behind the manifest's back) leaves the
    // file as it was and no longer matching the manifest: the second pass sends it whole. A pass that another upload
    // into the folder overtook (between a look and a stream on channels of their own) is planned again.
    int races = 0;
    for (int pass = 0; pass < 2; ++pass) {
        std::unique_ptr<SshConversation> conversation; // ended, if unused, by going out of scope
        Result<SyncPlan> plan = Error{};
        if (pass == 0 && answered) {
            conversation = std::move(refusedOn);
            plan = std::move(*answered);
        } else {
            plan = Uploader::plan(session, options, *contents, cancel, pass == 0 ? &conversation : nullptr,
                                  pass == 0 ? &look : nullptr);
        }
        if (!plan.ok())
            return plan.error();
        if (pass == 0)
            planned(*plan);
        if (plan->nothingToDo())
            return total;
        mismatched.clear();
        const Result<UploadResult> r =
            send(session, options, plan->send, &plan.value(), mismatched, progress, cancel, std::move(conversation));
        if (!r.ok() && r.error().code == QLatin1String(kRaced) && ++races < kRaceAttempts) {
            answered.reset();
            --pass;
            continue;
        }
        if (!r.ok())
            return r.error();
        sent(*r);
        if (mismatched.isEmpty())
            return total;
        total.deltaFiles -= static_cast<int>(mismatched.size());
        total.repaired += mismatched;
    }
    return Error{QStringLiteral("upload.delta"),
                 tr("%n changed file(s) could not be rebuilt on the instance even when sent whole.", nullptr,
                    static_cast<int>(mismatched.size()))};
}

Result<UploadResult> Uploader::send(SshSession& session,
                                    const UploadOptions& options,
                                    const QList<TarballEntry>& entryList,
                                    SyncPlan* syncPlan,
                                    QList<QByteArray>& mismatched,
                                    const std::function<void(const UploadProgress&)>& progress,
                                    const std::atomic_bool* cancel,
                                    std::unique_ptr<SshConversation> conversation,
                                    Ahead* ahead)
{
    const QList<TarballEntry>* entries = &entryList;
    const QString id = TarballWriter::uploadId(options.tar, *entries);
    qint64 inputBytes = 0;
    for (const TarballEntry& e : *entries)
        inputBytes += e.size;
    const UploadNames names(options, id);
    const QString& dir = names.dir;
    const QString finalName = options.destDir + QLatin1Char('/') + archiveName(options, id); // as the user reads it
    const QString &partial = names.partial, &lock = names.lock, &final = names.final, &staging = names.staging,
                  &fifo = names.fifo, &digestFile = names.digestFile, &teeStatus = names.teeStatus;
    // libcrypto's digest uses the CPU's SHA extensions where sha256sum does not: prefer it when the instance has it.
    const QString hashStdin =
        QStringLiteral("if command -v openssl >/dev/null 2>&1; then openssl dgst -sha256 -r; else sha256sum; fi");

    const auto noZstd = [] {
        return Error{QStringLiteral("upload.no_zstd"), tr("The instance has no zstd to unpack the archive: install it "
                                                          "(apt-get install zstd) or upload with --compression gzip.")};
    };
    // 1. Prepare: the folder, the tools, leftovers of superseded uploads, the free space, and how much of this
    // upload the instance already has. After a listing (an incremental upload) all of it is known but the clean-up,
    // which then runs at the head of the stream: no round trip of its own.
    // An interrupted upload whose source changed since has another id: its files can never be resumed. This runs
    // under the destination's lock, so no other upload is using them (a writer of an earlier attempt that still ran
    // would hold the lock). Files of older versions (.lock, .finish) go with them.
    const QString staleCleanup =
        QStringLiteral(
            "d=%1; n=0; for f in \"$d\"/.gpuplanner-upload-*.partial \"$d\"/.gpuplanner-upload-*.staging; "
            "do [ -e \"$f\" ] || [ -L \"$f\" ] || continue; case \"$f\" in \"$d\"/.gpuplanner-upload-%2.*) "
            "continue;; esac; b=\"${f%.partial}\"; b=\"${b%.staging}\"; rm -rf -- \"$b.partial\" \"$b.staging\" "
            "\"$b.fifo\" \"$b.sha256\" \"$b.tee\" \"$b.lock\" \"$b.finish\"; n=$((n+1)); done; echo \"stale=$n\"; ")
            .arg(dir, id);
    const bool needZstd = options.tar.compression == Compression::Zstd && options.extract;
    const std::optional<UploadPreparation> known = syncPlan ? syncPlan->preparation : std::nullopt;
    UploadResult result;
    qint64 freeBytes = -1;
    if (known) {
        if (!known->hasSha256sum)
            return Error{QStringLiteral("upload.prepare"),
                         tr("Cannot prepare %1 on the instance: %2").arg(options.destDir, oneSentence("no sha256sum"))};
        if (needZstd && !known->hasZstd)
            return noZstd();
        result.resumedFrom = known->partialBytes.value(archiveName(options, id).toUtf8() + ".partial", 0);
        freeBytes = known->freeBytes;
    } else {
        QString prepare =
            lockDestination(dir, QStringLiteral("echo gpuplanner-busy >&2; exit 75")) +
            QStringLiteral("mkdir -p %1 && command -v sha256sum >/dev/null || { echo 'no sha256sum' >&2; exit 3; }; ")
                .arg(dir);
        if (needZstd)
            prepare +=
                QStringLiteral("command -v zstd >/dev/null || { echo 'no zstd on the instance' >&2; exit 4; }; ");
        prepare += staleCleanup +
                   QStringLiteral("echo \"free_kb=$(df -Pk -- \"$d\" 2>/dev/null | awk 'NR==2 {print $4}')\"; ");
        prepare += QStringLiteral("if [ -f %1 ] && [ ! -L %1 ]; then stat -c %s -- %1; else echo 0; fi").arg(partial);
        const Result<ExecResult> prepared = session.exec(prepare, {}, cancel);
        if (!prepared.ok())
            return prepared.error();
        if (prepared->exitStatus == 75)
            return busyError(options);
        if (prepared->exitStatus == 4)
            return noZstd();
        if (prepared->exitStatus != 0)
            return Error{QStringLiteral("upload.prepare"),
                         tr("Cannot prepare %1 on the instance: %2").arg(options.destDir, oneSentence(prepared->err))};
        for (const QByteArray& line : prepared->out.trimmed().split('\n')) {
            if (line.startsWith("stale="))
                result.staleRemoved = line.mid(6).toInt();
            else if (line.startsWith("free_kb=") && line.size() > 8)
                freeBytes = line.mid(8).toLongLong() * 1024;
            else
                result.resumedFrom = line.trimmed().toLongLong();
        }
    }
    const qint64 measured = result.resumedFrom; // what the look (or the preparation) found of this upload there
    // The levels of the frames the instance has (ZstdFrameRecord) rebuild them. A record that falls short of what
    // arrived there (lost, or kept on another machine) cannot rebuild all of it: the partial archive is cut back to
    // what it can (nothing, without a record), and the rest is sent again.
    const QString recordFile = frameRecordFile(
        options, UploadHistory::key(session.hostKeyFingerprint(), session.target().display(), options.destDir), id);
    FramePlan frames{recordFile, {}};
    qint64 cutTo = -1; // where the partial archive is cut back to before the stream is appended; -1: not cut
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
    qint64 needed = spaceNeeded(options, inputBytes, result.resumedFrom);
    if (syncPlan) // a patched file is rebuilt beside the old one: a second copy while it is checked
        for (const DeltaFile& d : syncPlan->deltas)
            needed += d.size;
    if (options.checkSpace && freeBytes >= 0 && freeBytes < needed) {
        return Error{
            QStringLiteral("upload.space"),
            tr("The instance has %1 free in %2, and this upload needs about %3: the archive and, while it is "
               "unpacked, a second copy. Free space or choose another destination; if compression will make "
               "it fit, skip this check.")
                .arg(QLocale().formattedDataSize(freeBytes), options.destDir, QLocale().formattedDataSize(needed))};
    }
    // An upload after a look travels on one channel with its finish script: the archive goes in frames, each one's
    // length first, as it is built (disk reads and the network overlap); the script follows the last frame on the
    // same stdin. No channel to open after the archive and no waiting for it to be unpacked before the script can
    // be sent: at 40 ms a round trip, that was three round trips after every upload.
    const bool oneChannel = known && options.extract && syncPlan;
    // A large fresh upload is unpacked while it streams. A small one arrives whole before its finish script, which
    // then hashes and unpacks it: no FIFO, no tee, four processes fewer on the instance for a change of a few files.
    const bool smallArchive = oneChannel && syncPlan->sendBytes <= kUnpackAfterBytes;
    const bool unpackWhileStreaming = options.extract && result.resumedFrom == 0 && !smallArchive;
    const QString receive =
        receiveCommand(names, options.tar.compression, hashStdin, unpackWhileStreaming, cutTo, measured);
    QString streamHead =
        conversation ? QString() : ownChannelHead(names, syncPlan ? &syncPlan->manifestIdentity : nullptr, measured);
    if (known)
        streamHead += QStringLiteral("mkdir -p %1 || exit 3; %2").arg(dir, staleCleanup);

    // 2. Stream: rebuild the archive (the same bytes every time), hash all of it, send what the instance lacks.
    ArchiveBuild* build = ahead ? ahead->build.get() : nullptr; // else started with the stream
    std::unique_ptr<ArchiveBuild> ownBuild;
    qint64 position = 0;
    UploadProgress p;
    p.skippedBytes = result.resumedFrom;
    if (syncPlan) {
        p.sendFiles = syncPlan->sendFiles;
        p.treeFiles = syncPlan->treeFiles;
        p.sendBytes = syncPlan->sendBytes;
        p.treeBytes = syncPlan->treeBytes;
    } else {
        for (const TarballEntry& e : *entries)
            p.treeFiles += e.type == TarballEntry::Type::Directory ? 0 : 1;
        p.sendFiles = p.treeFiles;
        p.sendBytes = p.treeBytes = inputBytes;
    }
    // 3. Verify on the instance, then and only then give the archive its real name (or its contents their place):
    // one script, so that the check costs no round trip of its own. It stops before touching anything when the
    // digest of what arrived, or the size of the archive on disk (a full disk can cut the copy short), is not what
    // was sent. Built once, after the archive (it records the digests taken while archiving).
    // The finish script runs under sh, not the login shell: where that is bash, each process it starts costs about
    // twice what it costs from dash. It is one function called on its last line, so a script cut short is a syntax
    // error and runs nothing. On one channel it follows the archive on the same stdin and goes straight into sh, never
    // to a file in the destination.
    const auto finishScript = [&]() -> QByteArray {
        // A digest taken as the stream arrived covers what tar unpacked; tee's own status, checked before this runs,
        // says that every byte also reached the archive on disk (a full disk cuts that copy short), and that copy is
        // removed here anyway. A digest of the file itself covers its size. A small archive is hashed by sha256sum,
        // which starts faster than openssl (no libcrypto to load) and is done before that would pay off.
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
        if (options.extract) {
            const QByteArray unpack = options.tar.compression == Compression::Zstd   ? "zstd -dc %1 | tar -x -C %2"
                                      : options.tar.compression == Compression::Gzip ? "tar -xzf %1 -C %2"
                                                                                     : "tar -xf %1 -C %2";
            script += "set -e\n";
            // A resumed upload was not unpacked while it streamed: unpack it now, into a fresh staging folder.
            if (!unpackWhileStreaming)
                script +=
                    QStringLiteral("if [ -e %1 ] || [ -L %1 ]; then rm -rf %1; fi; mkdir %1\n").arg(staging).toUtf8() +
                    QString::fromLatin1(unpack).arg(partial, staging).toUtf8() + '\n';
            // The archive goes before the merge, whose copy (where hard links fail) or a patched file rebuilt beside
            // the old one may need its space. The staging folder sits in the destination: $PWD and its parent
            // rather than $(pwd), no subshell. What changed type there goes before the merge (SyncPlan::replace).
            script += QStringLiteral("rm -f %1 %2 %3 %4\ncd %5; s=$PWD; d=${s%/*}; d=${d:-/}\n")
                          .arg(partial, digestFile, fifo, teeStatus, staging)
                          .toUtf8();
            if (syncPlan && !syncPlan->deltas.isEmpty())
                script += syncPlan->applyDeltasScript() + "rm -rf .gpuplanner-delta\n";
            if (syncPlan)
                script += syncPlan->replaceScript();
            // Each top-level entry is renamed into place; one that exists already is merged into (hard links where the
            // file system allows, else a copy), as unpacking over it would.
            script += "for e in * .[!.]* ..?*; do [ -e \"$e\" ] || [ -L \"$e\" ] || continue; "
                      "if [ -e \"$d/$e\" ] || [ -L \"$d/$e\" ]; then "
                      "cp -alf -- \"$e\" \"$d/\" 2>/dev/null || { tar -cf - -- \"$e\" | tar -xf - -C \"$d\"; }; "
                      "rm -rf -- \"$e\"; else mv -- \"$e\" \"$d/\"; fi; done; cd \"$d\"\n";
            if (syncPlan) {
                // Each file sent whole was digested as it was archived (by the build's thread, joined by now).
                std::vector<std::optional<FileDigest>>& digests = build->fileDigests();
                for (qsizetype i = 0; i < entries->size(); ++i)
                    if (digests[static_cast<size_t>(i)])
                        if (const ManifestEntry* m = syncPlan->next.find(entries->at(i).archivePath)) {
                            ManifestEntry updated = *m;
                            updated.digest = std::move(*digests[static_cast<size_t>(i)]);
                            syncPlan->next.insert(std::move(updated));
                        }
                script += syncPlan->removeAndRecordScript(syncPlan->next);
            }
            // The staging folder (empty: everything in it was moved) and an older version's lock, in one process; by
            // now the shell is in the destination, so they are named from "$d".
            script += QStringLiteral("rm -rf -- \"$s\" \"$d\"/%1\n")
                          .arg(shellQuote(archiveName(options, id) + QStringLiteral(".lock")))
                          .toUtf8();
        } else {
            script += QStringLiteral("rm -rf %1 %2; mv -f %3 %4 && rm -f %5")
                          .arg(staging, digestFile, partial, final, lock)
                          .toUtf8();
        }
        return script;
    };
    QElapsedTimer clock;
    clock.start();
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
    QString command = oneChannel ? QString(streamHead + frameReader) + receiveFrames : QString(streamHead + receive);
    if (ahead) {
        // Sent before the look has answered, this runs as soon as it arrives, beside the look's listing, and takes
        // the archive only when the folder has no record and no interrupted upload of these files, the tools are there,
        // and so is the space (the look's own measure). Otherwise it reads the frames into nothing up to their end and,
        // like the look, waits for a script: the one the look's answer calls for. Its verdict comes first, ended by a
        // marker on both streams, so this side knows which of the two it is talking to before it sends what follows the
        // frames.
        QString checks =
            QStringLiteral(
                "[ -z \"${gp_busy:-}\" ] && [ ! -f %1 ] && [ ! -f %2 ] && command -v sha256sum >/dev/null 2>&1")
                .arg(dir + QLatin1Char('/') + QLatin1String(SyncManifest::kFileName), partial);
        if (needZstd)
            checks += QStringLiteral(" && command -v zstd >/dev/null 2>&1");
        if (options.checkSpace)
            checks += QStringLiteral(" && { if [ -n \"${gp_free_kb+x}\" ]; then a=$gp_free_kb; else p=%1; while "
                                     "[ ! -d \"$p\" ] && [ \"$p\" != / ] && [ \"$p\" != . ]; do p=$(dirname -- "
                                     "\"$p\"); done; a=$(df -Pk -- \"$p\" 2>/dev/null | { read -r _; read -r _ _ _ "
                                     "a _; echo \"$a\"; }); fi; [ -z \"$a\" ] || [ \"$a\" -ge %2 ]; }")
                          .arg(dir, QString::number((needed + 1023) / 1024));
        const QString verdictEnd =
            QStringLiteral("echo %1; echo %1 >&2; ").arg(QString::fromLatin1(ahead->verdictMarker));
        // Taken, the receiving side starts at once, on this shell's stdin (a job's own would be /dev/null), while
        // the look may still run beside it; the verdict waits for the look's answer, whose place it must not take,
        // and so does anything else printed here: the stale clean-up's count comes after the verdict, and a
        // destination that cannot be made is said after it too.
        command =
            frameReader +
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
    const Error stoppedAhead{QLatin1String(kStoppedAhead), QString()};
    const auto settle = [&](bool wait) -> Status {
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
            // The same conditions as the instance's check above, read from the look's answer.
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
    };
    QByteArray finish;
    // On the look's channel the command goes as a script on stdin (its length first), the archive right after it:
    // no channel of its own to open.
    const auto stream = [&](const std::function<Status(const SshSession::Writer&)>& producer) -> Result<ExecResult> {
        if (!conversation)
            return session.execStreaming(command, producer, cancel);
        const QByteArray script = command.toUtf8();
        const QByteArray header = QByteArray::number(script.size()).append('\n');
        const auto scriptThenArchive = [&](const SshSession::Writer& write) -> Status {
            if (!write(header.constData(), header.size()) || !write(script.constData(), script.size()))
                return Error{QStringLiteral("ssh.write"), tr("The connection dropped while sending.")};
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
            finished = Error{QStringLiteral("ssh.cancelled"), tr("Cancelled.")};
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
    };
    const Result<ExecResult> streamed = stream([&](const SshSession::Writer& write) -> Status {
        if (!build) {
            ownBuild =
                std::make_unique<ArchiveBuild>(options.tar, *entries, syncPlan != nullptr, cancel, std::move(frames));
            build = ownBuild.get();
        }
        ArchivePipe& pipe = build->pipe();
        bool sending = true;
        const Status dropped = Error{QStringLiteral("ssh.write"), tr("The connection dropped while sending.")};
        const auto report = [&] {
            // Reported here, on the caller's thread, as pieces leave: what was read and what was sent.
            p.tar = build->progress();
            p.sentBytes = result.sentBytes;
            const double seconds = clock.elapsed() / 1000.0;
            p.bytesPerSecond = seconds > 0 ? static_cast<double>(p.tar.inputBytes) / seconds : 0;
            p.etaSeconds = p.bytesPerSecond > 0 ? (p.tar.totalInputBytes - p.tar.inputBytes) / p.bytesPerSecond : -1;
            if (progress)
                progress(p);
        };
        // Until the instance's receiving side reads, what arrives waits in its sshd's buffer for the command, which
        // sshd copies and reallocates as it grows: with the whole window (2 MiB) waiting, that took a core of a
        // two-core instance for half a second, and slowed the very processes that would empty it. So until it has
        // read kRampBytes, no more than kRampOutstanding is left unread there; then the whole window again, so that
        // a long fat link stays full. A server with a smaller window (Dropbear) never holds that much.
        const qint64 window0 = conversation ? conversation->writableWithoutWaiting() : 0;
        const qint64 sent0 = result.sentBytes;
        const auto pace = [&](qint64 size) -> Status {
            if (!conversation || window0 <= kRampOutstanding)
                return Ok{};
            const qint64 window = conversation->writableWithoutWaiting();
            const qint64 consumed = window - window0 + (result.sentBytes - sent0);
            if (consumed >= kRampBytes || window0 - window + size <= kRampOutstanding)
                return Ok{};
            const Result<bool> waited = conversation->waitForWindow(window0 - kRampOutstanding + size, 2000);
            return waited.ok() ? Status(Ok{}) : Status(waited.error());
        };
        Status streamStatus = Ok{};
        while (std::optional<QByteArray> piece = pipe.pop()) {
            if (!sending)
                continue;
            // One frame: at least kMinFrameBytes (waiting for the archiver if need be), then whatever else is already
            // waiting, so that a link slower than the archiver gets few large frames (one `head` each on the
            // instance) and a fast one is held back by no more than a MiB. Sent ahead of the look's answer, a frame
            // is one piece, and goes only while the channel takes it without waiting: a write that waited could wait
            // for ever on an instance that is still answering, since nothing here would read that answer.
            const bool unsettled = ahead && !ahead->settled();
            QList<QByteArray> frame;
            qint64 frameBytes = 0;
            for (std::optional<QByteArray> next = std::move(piece); next;
                 next = unsettled                     ? std::nullopt
                        : frameBytes < kMinFrameBytes ? pipe.pop()
                        : frameBytes < kFrameBytes    ? pipe.tryPop()
                                                      : std::nullopt) {
                const qint64 size = next->size();
                const qint64 skip = std::clamp<qint64>(result.resumedFrom - position, 0, size);
                position += size;
                if (skip < size) {
                    frame << (skip > 0 ? next->mid(skip) : std::move(*next));
                    frameBytes += size - skip;
                }
            }
            if (unsettled) {
                streamStatus = settle(false);
                if (streamStatus.ok() && !ahead->settled() && conversation->writableWithoutWaiting() < frameBytes + 32)
                    streamStatus = settle(true);
                if (!streamStatus.ok() || !ahead->goesOn()) {
                    sending = false;
                    pipe.abort();
                    continue;
                }
            }
            if (oneChannel && frameBytes > 0) {
                const QByteArray header = QByteArray::number(frameBytes).append('\n');
                sending = write(header.constData(), header.size());
            }
            for (const QByteArray& part : std::as_const(frame)) {
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
            else if (frame.isEmpty())
                report();
        }
        build->join();
        if (cancel && cancel->load())
            return Error{QStringLiteral("ssh.cancelled"), tr("Cancelled.")};
        if (!streamStatus.ok())
            return streamStatus;
        // The finish follows only an archive the instance took and the look's answer agreed with. A refusing
        // instance has read the frames into nothing, and their end lets it wait for the next script; one that took
        // them is left with an archive cut short, which the next look finds.
        const auto endAhead = [&]() -> Status {
            if (!*ahead->taken && !write("0\n", 2))
                return dropped;
            return stoppedAhead;
        };
        if (ahead && !sending && !ahead->goesOn())
            return endAhead();
        if (!sending)
            return dropped;
        if (!build->status().ok() || !oneChannel)
            return build->status();
        if (ahead && !ahead->settled())
            if (Status s = settle(true); !s.ok())
                return s;
        if (ahead && !ahead->goesOn())
            return endAhead();
        result.sha256 = QString::fromLatin1(build->hexDigest());
        result.archiveBytes = position;
        finish = "gpuplanner_finish() {\n" + finishScript() + "\n}\ngpuplanner_finish\n";
        const QByteArray trailer = "0\n" + QByteArray::number(finish.size()).append('\n') + finish;
        if (!write(trailer.constData(), trailer.size()))
            return dropped;
        return build->status();
    });
    conversation.reset(); // ended before another channel is opened
    // Whatever noticed first (tee's failed write, tar, the channel closing under us, or the digest below), a full
    // disk on the instance is reported as what it is, and what filled it is removed: a partial file on a full disk
    // cannot be resumed, only keep it full.
    const auto diskFull = [&](const QByteArray& errorOutput) -> std::optional<Error> {
        if (cancel && cancel->load())
            return std::nullopt;
        const Result<ExecResult> df =
            session.exec(QStringLiteral("df -Pk -- %1 2>/dev/null | awk 'NR==2 {print $4}'").arg(dir), {}, cancel);
        const qint64 left = df.ok() && !df->out.trimmed().isEmpty() ? df->out.trimmed().toLongLong() * 1024 : -1;
        const bool full = errorOutput.contains("No space left on device") || (left >= 0 && left < 4 * 1024 * 1024);
        if (!full)
            return std::nullopt;
        (void)session.exec(
            QStringLiteral("rm -rf -- %1 %2 %3 %4 %5 %6").arg(partial, staging, fifo, digestFile, teeStatus, lock));
        ZstdFrameRecord(recordFile).remove();
        return Error{QStringLiteral("upload.disk_full"),
                     tr("The instance's disk is full: %1 could not hold this upload of about %2. What had arrived was "
                        "removed, so nothing there looks complete; free space or choose another destination, then "
                        "upload again.")
                         .arg(options.destDir, QLocale().formattedDataSize(needed))};
    };
    if (!streamed.ok() && streamed.error().code == stoppedAhead.code)
        return streamed.error(); // run() goes on as the look's answer says
    if (!streamed.ok()) {
        if (const auto full = diskFull(QByteArray()))
            return *full;
        return Error{streamed.error().code,
                     tr("The upload stopped after %1 bytes (%2) Run it again to resume; nothing complete-looking was "
                        "left on the instance.")
                         .arg(result.resumedFrom + result.sentBytes)
                         .arg(sentence(streamed.error().message))};
    }
    // On one channel a failure after this line is the finish script's, judged below.
    const bool received = oneChannel && streamed->out.contains("gpuplanner-received\n");
    if (streamed->exitStatus == 75 && streamed->err.contains("gpuplanner-busy"))
        return busyError(options);
    if (streamed->exitStatus == 9 && streamed->err.contains("gpuplanner-raced"))
        return Error{QLatin1String(kRaced),
                     tr("Another upload changed %1 while this one was planned.").arg(options.destDir)};
    if (streamed->exitStatus != 0 && !received) {
        if (const auto full = diskFull(streamed->err))
            return *full;
        return Error{QStringLiteral("upload.write"),
                     tr("The instance could not store the upload: %1 Nothing complete-looking was left there.")
                         .arg(oneSentence(streamed->err))};
    }
    if (known)
        for (const QByteArray& line : streamed->out.split('\n'))
            if (line.startsWith("stale="))
                result.staleRemoved = line.mid(6).toInt();
    result.archiveBytes = position;
    if (!oneChannel && build)
        result.sha256 = QString::fromLatin1(build->hexDigest());

    // A finish of its own (an archive kept whole) takes the destination's lock again: another upload's clean-up must
    // not take the archive away between the stream and the finish.
    const Result<ExecResult> finished =
        oneChannel ? streamed
                   : session.exec(lockDestination(dir, QStringLiteral("echo gpuplanner-busy >&2; exit 75")) +
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
        (void)session.exec(QStringLiteral("rm -rf -- %1 %2 %3 %4").arg(partial, lock, staging, digestFile));
        ZstdFrameRecord(recordFile).remove();
        return Error{QStringLiteral("upload.digest"),
                     tr("The archive on the instance does not match what was sent (SHA-256 %1 there, %2 here). The "
                        "damaged file was removed; run the upload again.")
                         .arg(remote.left(16), result.sha256.left(16))};
    }
    if (finished->exitStatus != 0) {
        if (const auto full = diskFull(finished->err))
            return *full;
        return Error{QStringLiteral("upload.extract"), tr("The archive arrived intact but could not be unpacked in "
                                                          "%1: %2")
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
                     tr("%n changed file(s) could not be rebuilt on the instance (%1): %2 The old copy is still "
                        "there; the next upload sends the file whole.",
                        nullptr, static_cast<int>(failed.size()))
                         .arg(QString::fromLocal8Bit(failed.first()), oneSentence(finished->err))};
    }
    ZstdFrameRecord(recordFile).remove(); // landed: nothing is left to resume
    if (!options.extract)
        result.remoteArchive = finalName;
    return result;
}

} // namespace gp
