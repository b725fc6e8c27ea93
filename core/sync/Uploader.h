#pragma once

#include "core/archive/Tarball.h"
#include "core/common/UserFiles.h"
#include "core/ssh/SshSession.h"
#include "core/sync/SyncManifest.h"

#include <QCoreApplication>

namespace gp {

class ArchiveBuild;

struct UploadOptions
{
    TarballOptions tar;
    QString destDir;     // on the instance; created if missing
    bool extract = true; // unpack and delete the archive after it is verified
    // Refuse before sending when the instance's disk cannot hold the upload (see Uploader::spaceNeeded). Compressed
    // archives need less than the check assumes: the user may skip it.
    bool checkSpace = true;
    // When unpacking, only what changed since the last upload into destDir is sent (see SyncManifest).
    SyncOptions sync;
    // The record of the folders uploaded to (UploadHistory). Empty: none, so every upload waits for the instance's
    // answer before it sends anything.
    QString historyFile = UserFiles::dataPath(UserFiles::uploadsFile());
};

struct UploadProgress
{
    TarballProgress tar;
    qint64 sentBytes = 0;    // this attempt
    qint64 skippedBytes = 0; // already on the instance from an earlier attempt
    double bytesPerSecond = 0;
    double etaSeconds = -1;
    // What this upload sends of the whole tree: "sending 3 of 10,004 files (42 MiB of 1.0 GiB)".
    int sendFiles = 0;
    int treeFiles = 0;
    qint64 sendBytes = 0;
    qint64 treeBytes = 0;
};

struct UploadResult
{
    qint64 archiveBytes = 0;
    qint64 sentBytes = 0;
    qint64 resumedFrom = 0;
    QString sha256;
    QString remoteArchive; // where the verified archive is (when not extracted)
    int files = 0;
    QList<TarballExclusion> excluded; // left out by patterns, .gitignore, or as special files
    int staleRemoved = 0;             // partial files of earlier uploads whose source has changed since
    // Incremental uploads: what the instance had, and what was sent, patched, kept, removed and left.
    SyncInspection::ManifestState manifestState = SyncInspection::ManifestState::Missing;
    int sentFiles = 0;  // whole or as changed blocks
    int deltaFiles = 0; // of which as changed blocks
    qint64 deltaBytes = 0;
    int unchangedFiles = 0;
    qint64 unchangedBytes = 0;
    int removed = 0;
    QList<QByteArray> leftThere; // gone here, kept on the instance (no --delete)
    QList<QByteArray> repaired;  // the instance's copy no longer matched what was uploaded: sent again
    // A first upload into a folder goes out before the instance has answered the look (see Uploader::run): taken
    // there; refused there, because the folder held an earlier upload after all, and then sent as the answer said;
    // or given up here, when the answer showed what the instance had not seen.
    enum class Early { NotTried, Taken, Refused, GivenUp };
    Early early = Early::NotTried;
};

// Uploads files and folders as one tarball streamed into `cat >> DIR/.NAME.partial` on the instance: compressed
// while sending, resumed from what the instance already has, verified with SHA-256 computed there against the local
// digest, renamed only when it matches, then extracted. A failure leaves only a .partial file, never something that
// looks complete.
class Uploader final
{
    Q_DECLARE_TR_FUNCTIONS(gp::Uploader)

public:
    static Result<UploadResult> run(SshSession& session,
                                    const UploadOptions& options,
                                    const std::function<void(const UploadProgress&)>& progress = {},
                                    const std::atomic_bool* cancel = nullptr);
    // What an upload would do, without doing it (--dry-run): one look at the instance.
    static Result<SyncPlan>
    plan(SshSession& session, const UploadOptions& options, const std::atomic_bool* cancel = nullptr);
    static QString archiveName(const UploadOptions& options, const QString& id);
    // Bytes the instance must have free: the archive, plus its unpacked copy while it is staged.
    static qint64 spaceNeeded(const UploadOptions& options, qint64 inputBytes, qint64 resumedFrom);
    // A remote command's error output as one sentence: the first meaningful line, and how many more there were.
    static QString oneSentence(const QByteArray& errorOutput);

private:
    // What send() returns when an upload sent ahead of the look's answer goes no further (see run()).
    static constexpr const char* kStoppedAhead = "upload.ahead";
    // ... and when another upload into the same folder came between the look and the stream: planned again.
    static constexpr const char* kRaced = "upload.raced";
    static Error busyError(const UploadOptions& options);
    // A message as the end of a sentence: exactly one final period.
    static QString sentence(QString text);

    // The look at the instance, started: its answer ends with `marker`; `names` are the top-level names it lists.
    struct Look
    {
        std::unique_ptr<SshConversation> conversation;
        QByteArray marker;
        QList<QByteArray> names;
    };
    // A first upload sent while the look is out: the instance takes it only if it finds what this side assumed (no
    // record, no interrupted upload of these files, the tools, the space), and says which it did after the look's
    // answer. This side checks the same against that answer before it sends the finish.
    struct Ahead
    {
        QByteArray lookMarker;
        QByteArray verdictMarker;
        std::function<Result<SyncPlan>(const ExecResult& answer)> planOf; // what the look's answer makes of it
        std::unique_ptr<ArchiveBuild> build;                              // started as soon as the walk had ended
        std::optional<ExecResult> answer;
        std::optional<Result<SyncPlan>> actual;        // planOf(answer), kept for the upload that follows a refusal
        bool agreed = false;                           // it gives the very upload that is being sent
        std::optional<bool> taken;                     // the instance's verdict
        std::unique_ptr<SshConversation> conversation; // handed back when the instance refused: it waits for a script

        bool settled() const { return answer && taken; }
        bool goesOn() const { return !settled() || (agreed && *taken); }
    };
    static Result<Look> startLook(SshSession& session,
                                  const UploadOptions& options,
                                  const QList<QByteArray>& names,
                                  const std::atomic_bool* cancel);
    // With `conversation`, the look runs on a channel left open for the upload that follows (see send()). An `early`
    // look, started before the local walk, is taken when it asked about the names the walk found.
    static Result<SyncPlan> plan(SshSession& session,
                                 const UploadOptions& options,
                                 const TarballContents& contents,
                                 const std::atomic_bool* cancel,
                                 std::unique_ptr<SshConversation>* conversation = nullptr,
                                 Look* early = nullptr);
    static Result<SyncPlan>
    planFrom(const UploadOptions& options, const TarballContents& contents, const ExecResult& listed);
    // One call of send(), phase by phase (UploadSend.cpp).
    struct Send;
    // Sends `entries` as one archive; with a plan, finishes it (deltas, deletions, manifest). Delta files whose
    // rebuilt copy did not match are added to `mismatched` (the next pass sends them whole). The archive goes on the
    // look's `conversation` when there is one (no channel of its own); after a look the finish script follows the
    // archive's frames on the same stdin.
    static Result<UploadResult> send(SshSession& session,
                                     const UploadOptions& options,
                                     const QList<TarballEntry>& entries,
                                     SyncPlan* plan,
                                     QList<QByteArray>& mismatched,
                                     const std::function<void(const UploadProgress&)>& progress,
                                     const std::atomic_bool* cancel,
                                     std::unique_ptr<SshConversation> conversation = {},
                                     Ahead* ahead = nullptr);
};

} // namespace gp
