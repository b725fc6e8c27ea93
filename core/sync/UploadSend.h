#pragma once

#include "core/sync/ArchiveBuild.h"
#include "core/sync/UploadScripts.h"
#include "core/sync/Uploader.h"

#include <optional>

#include <QElapsedTimer>

namespace gp {

// One call of Uploader::send(): its phases (UploadSend.cpp: prepare and stream; UploadFinish.cpp: verify, put in
// place, and judge what the instance said), and what each works out for those after it.
struct Uploader::Send
{
    Send(SshSession& session,
         const UploadOptions& options,
         const QList<TarballEntry>& entries,
         SyncPlan* syncPlan,
         QList<QByteArray>& mismatched,
         const std::function<void(const UploadProgress&)>& progress,
         const std::atomic_bool* cancel,
         std::unique_ptr<SshConversation> conversation,
         Ahead* ahead);

    Result<UploadResult> run();

    // 1. Prepare: the folder, the tools, leftovers of superseded uploads, the free space, and how much of this
    // upload the instance already has.
    Status prepare();
    Status prepareOnInstance();
    void planFrames();
    Status checkFreeSpace();
    void chooseReceiver();
    void startProgress();
    // 2. Stream: rebuild the archive (the same bytes every time), hash all of it, send what the instance lacks.
    void buildCommand();
    QString aheadCommand(const QString& frameReader, const QString& receiveFrames) const;
    Status settle(bool wait);
    Result<ExecResult> stream();
    Status produce(const SshSession::Writer& write);
    // The pieces of one frame of the stream, less what the instance already has.
    struct Frame
    {
        QList<QByteArray> parts;
        qint64 bytes = 0;
    };
    Frame takeFrame(ArchivePipe& pipe, std::optional<QByteArray> piece, bool unsettled);
    Status pace(qint64 size);
    void report();
    Status endStream(const SshSession::Writer& write, bool sending, const Status& streamStatus);
    Status endAhead(const SshSession::Writer& write);
    // 3. Verify on the instance, then and only then give the archive its real name (or its contents their place).
    QByteArray finishScript();
    std::optional<Error> diskFull(const QByteArray& errorOutput);
    Status judgeStream(const Result<ExecResult>& streamed);
    Result<UploadResult> finishUpload(const Result<ExecResult>& streamed);

    SshSession& session;
    const UploadOptions& options;
    const QList<TarballEntry>& entries;
    SyncPlan* const syncPlan;
    QList<QByteArray>& mismatched;
    const std::function<void(const UploadProgress&)>& progress;
    const std::atomic_bool* const cancel;
    std::unique_ptr<SshConversation> conversation;
    Ahead* const ahead;

    const QString id;
    qint64 inputBytes = 0;
    const UploadNames names;
    const QString finalName; // as the user reads it
    const QString staleCleanup;
    // libcrypto's digest uses the CPU's SHA extensions where sha256sum does not: prefer it when the instance has it.
    const QString hashStdin =
        QStringLiteral("if command -v openssl >/dev/null 2>&1; then openssl dgst -sha256 -r; else sha256sum; fi");
    const bool needZstd;
    // After a listing (an incremental upload) all of the preparation is known but the clean-up, which then runs at
    // the head of the stream: no round trip of its own.
    const std::optional<UploadPreparation> known;
    const Error stoppedAhead{QLatin1String(kStoppedAhead), QString()};

    UploadResult result;
    qint64 freeBytes = -1;
    qint64 measured = 0; // what the look (or the preparation) found of this upload there
    QString recordFile;
    FramePlan frames;
    qint64 cutTo = -1; // where the partial archive is cut back to before the stream is appended; -1: not cut
    qint64 needed = 0;

    bool oneChannel = false;
    bool smallArchive = false;
    bool unpackWhileStreaming = false;
    QString receive;
    QString streamHead;
    QString command;

    ArchiveBuild* build; // the one sent ahead, else started with the stream
    std::unique_ptr<ArchiveBuild> ownBuild;
    qint64 position = 0;
    UploadProgress p;
    QElapsedTimer clock;
    // Where the stream's pacing started from (see pace()).
    qint64 window0 = 0;
    qint64 sent0 = 0;
};

} // namespace gp
