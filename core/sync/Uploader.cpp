#include "core/sync/Uploader.h"

#include "core/sync/ArchiveBuild.h"
#include "core/sync/UploadHistory.h"
#include "core/sync/UploadScripts.h"

#include <optional>
#include <thread>

#include <QFile>
#include <QUuid>

namespace gp {

namespace {

// How often a pass that another upload into the folder overtook is planned again (see Uploader::run).
constexpr int kRaceAttempts = 3;

} // namespace

QString Uploader::archiveName(const UploadOptions& options, const QString& id)
{
    const QString suffix = options.tar.compression == Compression::Zstd   ? QStringLiteral(".tar.zst")
                           : options.tar.compression == Compression::Gzip ? QStringLiteral(".tar.gz")
                                                                          : QStringLiteral(".tar");
    return QStringLiteral(".gpuplanner-upload-") + id + suffix;
}

namespace {

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

} // namespace

QString Uploader::sentence(QString text)
{
    text = text.trimmed();
    while (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text + QLatin1Char('.');
}

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

Error Uploader::busyError(const UploadOptions& options)
{
    return Error{QStringLiteral("upload.busy"),
                 tr("Another upload into %1 has been running for 10 minutes: run this one again when it has "
                    "ended (uploads into one folder go one at a time).")
                     .arg(options.destDir)};
}

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
    const QString dest = quotedDest(options);
    Look look;
    look.names = names;
    look.marker = "gpuplanner-look-" + QUuid::createUuid().toByteArray(QUuid::Id128);
    // The whole upload holds the destination's lock from here: its plan rests on what the look sees. Busy, the look
    // says so and takes nothing (a script sent ahead refuses).
    Result<std::unique_ptr<SshConversation>> started = session.start(
        QStringLiteral("gp_busy=; %4{ %1} </dev/null; { (%2) </dev/null; echo %3; echo %3 >&2; } </dev/null & "
                       "gp_look=$!; IFS= read -r n && [ \"$n\" -gt 0 ] 2>/dev/null || { wait \"$gp_look\"; exit 0; }; "
                       "s=$(head -c \"$n\"); eval \"$s\"")
            .arg(UploadPreparation::command(dest), SyncInspection::listing(dest, names, false),
                 QString::fromLatin1(look.marker), lockDestination(dest, QStringLiteral("gp_busy=1; break"))),
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

// What each pass sent adds to the whole upload.
void takeSent(UploadResult& total, const UploadResult& r)
{
    total.archiveBytes += r.archiveBytes;
    total.sentBytes += r.sentBytes;
    total.resumedFrom += r.resumedFrom;
    total.sha256 = r.sha256;
    total.staleRemoved += r.staleRemoved;
}

// The local walk (Uploader::run), and what a first upload into a folder starts building from it.
struct Walk
{
    std::optional<Result<TarballContents>> contents;
    std::optional<Result<SyncPlan>> assumed; // what a first upload into the folder sends: everything, whole
    std::unique_ptr<ArchiveBuild> earlyBuild;
    // Where the early build records its frames' levels: beside the upload's own record, which it replaces only once the
    // instance has taken them (EarlyRecordFate), so that a resume of an earlier attempt still finds its levels.
    QString realRecord;
    QString earlyRecord;

    void operator()(const UploadOptions& options,
                    bool mayGoAhead,
                    const QByteArray& historyKey,
                    const std::atomic_bool* cancel)
    {
        contents = TarballWriter::collect(options.tar);
        if (!mayGoAhead || !contents->ok())
            return;
        // No record there: every file goes whole, and nothing needs hashing before it is sent.
        assumed = SyncPlanner::plan(contents->value(), SyncInspection{}, options.sync,
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
    }
};

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
    Walk walk;
    std::thread walker([&] { walk(options, mayGoAhead, historyKey, cancel); });
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
    const Result<TarballContents> contents = std::move(*walk.contents);
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

    // A first upload into a folder goes out at once, behind the look: waiting for its answer left the link idle for
    // a round trip and the instance's walk (150–180 ms of an 8 s upload at 40 ms). Only into a folder this user
    // never uploaded to on this instance (UploadHistory), noted before anything is sent, so that a retry after an
    // interruption waits and resumes and no incremental upload pays for an archive sent in vain.
    std::unique_ptr<SshConversation> refusedOn; // a refused first upload leaves its channel waiting for a script
    std::optional<Result<SyncPlan>> answered;   // ... and the plan the look's answer gave
    if (walk.earlyBuild && look.conversation && look.names == SyncPlanner::topNames(contents->entries) &&
        UploadHistory(options.historyFile).add(historyKey).ok()) {
        // Destroyed after `ahead`, whose builder writes the record.
        EarlyRecordFate fate{walk.earlyRecord, walk.realRecord};
        SyncPlan& plan = walk.assumed->value();
        UploadPreparation tools;
        tools.hasSha256sum = tools.hasZstd = true; // checked there before it takes the archive
        plan.preparation = tools;
        Ahead ahead;
        ahead.build = std::move(walk.earlyBuild);
        ahead.lookMarker = look.marker;
        ahead.verdictMarker = "gpuplanner-early-" + QUuid::createUuid().toByteArray(QUuid::Id128);
        ahead.planOf = [&](const ExecResult& answer) { return planFrom(options, *contents, answer); };
        const Result<UploadResult> r = send(session, options, plan.send, &plan, mismatched, progress, cancel,
                                            std::move(look.conversation), &ahead);
        if (r.ok()) {
            takePlan(total, ahead.actual->value());
            takeSent(total, *r);
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
    walk.earlyBuild.reset(); // never sent: its record describes nothing there
    ZstdFrameRecord(walk.earlyRecord).remove();

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
            takePlan(total, *plan);
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
        takeSent(total, *r);
        if (mismatched.isEmpty())
            return total;
        total.deltaFiles -= static_cast<int>(mismatched.size());
        total.repaired += mismatched;
    }
    return Error{QStringLiteral("upload.delta"),
                 tr("%n changed file(s) could not be rebuilt on the instance even when sent whole.", nullptr,
                    static_cast<int>(mismatched.size()))};
}

} // namespace gp
