#include "core/sync/ArchiveBuild.h"

#include <QCryptographicHash>

namespace gp {

ArchiveBuild::ArchiveBuild(const TarballOptions& tar,
                           QList<TarballEntry> entries,
                           bool fileDigests,
                           const std::atomic_bool* cancel,
                           FramePlan frames)
    : m_entries(std::move(entries)), m_fileDigests(static_cast<size_t>(m_entries.size())), m_record(frames.recordFile)
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

ArchiveBuild::~ArchiveBuild()
{
    m_pipe.abort();
    join();
}

QString frameRecordFolder(const UploadOptions& options)
{
    return options.historyFile + QStringLiteral(".frames");
}

QString frameRecordFile(const UploadOptions& options, const QByteArray& historyKey, const QString& id)
{
    if (options.historyFile.isEmpty() || options.tar.compression != Compression::Zstd)
        return {};
    const QByteArray key =
        QCryptographicHash::hash(QByteArray(historyKey + ':' + id.toLatin1()), QCryptographicHash::Sha256);
    return frameRecordFolder(options) + QLatin1Char('/') + QString::fromLatin1(key.toHex().left(32));
}

} // namespace gp
