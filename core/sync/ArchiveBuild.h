#pragma once

#include "core/archive/Sha256.h"
#include "core/archive/Tarball.h"
#include "core/archive/ZstdFrames.h"
#include "core/sync/Uploader.h"

#include <atomic>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace gp {

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
                 FramePlan frames = {});
    ~ArchiveBuild();
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

// The folder that holds every upload's record of frame levels (see frameRecordFile).
QString frameRecordFolder(const UploadOptions& options);
// Where the levels of an upload's zstd frames are kept (ZstdFrameRecord): by destination and upload, beside the
// history of destinations. None without that history, or for an archive that is not zstd.
QString frameRecordFile(const UploadOptions& options, const QByteArray& historyKey, const QString& id);

} // namespace gp
