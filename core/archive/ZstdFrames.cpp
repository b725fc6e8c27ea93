#include "core/archive/ZstdFrames.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <thread>

#include <fcntl.h>
#include <unistd.h>
#include <zstd.h>

namespace gp {

struct ZstdFrameWriter::Job
{
    QByteArray input;
    int level = kDefaultLevel;
    QByteArray output;
    QString error;
    std::atomic_bool done{false};
    std::thread thread;

    void run()
    {
        if (ZSTD_CCtx* cctx = ZSTD_createCCtx()) {
            // The checksum, as the zstd tool writes it: a damaged archive fails to unpack, whatever the digest says.
            // A level that did not take would give other bytes than the ones recorded for a resume.
            size_t n = ZSTD_CCtx_setParameter(cctx, ZSTD_c_compressionLevel, level);
            if (!ZSTD_isError(n))
                n = ZSTD_CCtx_setParameter(cctx, ZSTD_c_checksumFlag, 1);
            if (!ZSTD_isError(n)) {
                output.resize(static_cast<qsizetype>(ZSTD_compressBound(static_cast<size_t>(input.size()))));
                n = ZSTD_compress2(cctx, output.data(), static_cast<size_t>(output.size()), input.constData(),
                                   static_cast<size_t>(input.size()));
            }
            ZSTD_freeCCtx(cctx);
            if (ZSTD_isError(n))
                error = QStringLiteral("zstd: ") + QString::fromUtf8(ZSTD_getErrorName(n));
            else
                output.truncate(static_cast<qsizetype>(n));
        } else {
            error = QStringLiteral("zstd: out of memory");
        }
        input = QByteArray();
        done = true;
    }
};

ZstdFrameWriter::ZstdFrameWriter(int workers, LevelFor levelFor, Sink sink, FrameDone frameDone)
    : m_workers(std::max(1, workers)), m_levelFor(std::move(levelFor)), m_sink(std::move(sink)),
      m_frameDone(std::move(frameDone))
{}

ZstdFrameWriter::~ZstdFrameWriter()
{
    for (const std::unique_ptr<Job>& job : m_jobs)
        if (job->thread.joinable())
            job->thread.join();
}

bool ZstdFrameWriter::write(const char* data, qint64 size)
{
    while (size > 0) {
        if (m_input.isEmpty())
            m_input.reserve(static_cast<qsizetype>(kFrameInput));
        const qint64 n = std::min<qint64>(size, kFrameInput - m_input.size());
        m_input.append(data, static_cast<qsizetype>(n));
        data += n;
        size -= n;
        if (m_input.size() == kFrameInput && !submit())
            return false;
    }
    return true;
}

bool ZstdFrameWriter::finish()
{
    if ((!m_input.isEmpty() || m_nextIndex == 0) && !submit())
        return false;
    while (!m_jobs.empty())
        if (!emitFinished(true))
            return false;
    return true;
}

bool ZstdFrameWriter::submit()
{
    // At most one frame per worker compressing: the oldest is waited for (and sent) before another starts.
    while (static_cast<int>(m_jobs.size()) >= m_workers)
        if (!emitFinished(true))
            return false;
    auto job = std::make_unique<Job>();
    job->input = std::move(m_input);
    m_input = QByteArray();
    const int level = m_levelFor ? m_levelFor(m_nextIndex) : kDefaultLevel;
    job->level = std::clamp(level, kMinLevel, kMaxLevel);
    ++m_nextIndex;
    Job* started = job.get();
    m_jobs.push_back(std::move(job));
    started->thread = std::thread([started] { started->run(); });
    return emitFinished(false);
}

bool ZstdFrameWriter::emitFinished(bool waitForOldest)
{
    while (!m_jobs.empty() && (waitForOldest || m_jobs.front()->done.load())) {
        waitForOldest = false;
        std::unique_ptr<Job> job = std::move(m_jobs.front());
        m_jobs.pop_front();
        job->thread.join();
        if (!job->error.isEmpty()) {
            m_error = job->error;
            return false;
        }
        m_outputBytes += job->output.size();
        if (m_frameDone)
            m_frameDone(m_emittedIndex, Frame{job->level, m_outputBytes});
        ++m_emittedIndex;
        if (!m_sink(job->output.constData(), job->output.size()))
            return false;
    }
    return true;
}

} // namespace gp

namespace gp {

int ZstdLevelControl::next(const Observation& now)
{
    m_archiveWaited = m_archiveWaited || now.archiveWaited;
    m_linkWaited = m_linkWaited || now.linkWaited;
    if (now.sentBytes - m_last.sentBytes < kJudgedBytes)
        return m_level; // too little sent to judge the link by (it takes the archive in frames of up to 8 MiB)
    const qint64 ns = now.sendingNs - m_last.sendingNs;
    const double rate = ns > 0 ? (now.sentBytes - m_last.sentBytes) * 1e9 / ns : 0;
    // Before the first judgement a link waiting for the archive waited for its start (a cold disk), not its
    // compression. A link is judged slow only twice in a row: once can be the instance still starting its receiving
    // side, which the link's writes then wait for too.
    const bool cheaper = rate >= kFastLinkBytesPerSecond || (m_linkWaited && m_last.sentBytes > 0);
    m_slowJudgements = !cheaper && m_archiveWaited ? m_slowJudgements + 1 : 0;
    if (cheaper)
        m_level = std::max(ZstdFrameWriter::kMinLevel, m_level - 1);
    else if (m_slowJudgements >= 2) // two levels a step: a slow link gets there within a few frames
        m_level = std::min(ZstdFrameWriter::kMaxLevel, m_level + 2);
    m_last = now;
    m_archiveWaited = m_linkWaited = false;
    return m_level;
}

ZstdFrameRecord::~ZstdFrameRecord()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

std::vector<ZstdFrameWriter::Frame> ZstdFrameRecord::read() const
{
    std::vector<ZstdFrameWriter::Frame> frames;
    QFile file(m_file);
    if (!file.open(QIODevice::ReadOnly))
        return frames;
    const QByteArray text = file.read(64 * 1024 * 1024); // 8 bytes or so a frame of 4 MiB
    qint64 end = 0;
    for (qsizetype from = 0, nl; (nl = text.indexOf('\n', from)) >= 0; from = nl + 1) {
        const QList<QByteArray> fields = text.mid(from, nl - from).split(' ');
        bool levelOk = false;
        bool endOk = false;
        const int level = fields.size() == 2 ? fields[0].toInt(&levelOk) : 0;
        const qint64 frameEnd = fields.size() == 2 ? fields[1].toLongLong(&endOk) : 0;
        if (!levelOk || !endOk || level < ZstdFrameWriter::kMinLevel || level > ZstdFrameWriter::kMaxLevel ||
            frameEnd <= end)
            break; // not written by this: what follows cannot be trusted either
        frames.push_back({level, frameEnd});
        end = frameEnd;
    }
    return frames;
}

Status ZstdFrameRecord::start(const std::vector<ZstdFrameWriter::Frame>& kept)
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
    QDir().mkpath(QFileInfo(m_file).absolutePath());
    QSaveFile file(m_file);
    QByteArray text;
    for (const ZstdFrameWriter::Frame& f : kept)
        text += QByteArray::number(f.level) + ' ' + QByteArray::number(f.outputEnd) + '\n';
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit())
        return Error{QStringLiteral("upload.frames"), file.errorString()};
    m_fd = ::open(QFile::encodeName(m_file).constData(), O_WRONLY | O_APPEND | O_CLOEXEC);
    if (m_fd < 0)
        return Error{QStringLiteral("upload.frames"), QString::fromLocal8Bit(std::strerror(errno))};
    return Ok{};
}

void ZstdFrameRecord::append(const ZstdFrameWriter::Frame& frame)
{
    if (m_fd < 0)
        return;
    const QByteArray line = QByteArray::number(frame.level) + ' ' + QByteArray::number(frame.outputEnd) + '\n';
    // One write of a few bytes to a file opened for appending: whole, or (a full disk) a line cut short that read()
    // stops at. Either way no later frame is recorded.
    if (::write(m_fd, line.constData(), static_cast<size_t>(line.size())) != line.size()) {
        ::close(m_fd);
        m_fd = -1;
    }
}

void ZstdFrameRecord::remove() const
{
    if (!m_file.isEmpty())
        QFile::remove(m_file);
}

void ZstdFrameRecord::forgetOlderThan(const QString& folder, int days)
{
    const QDateTime before = QDateTime::currentDateTimeUtc().addDays(-days);
    for (const QFileInfo& f : QDir(folder).entryInfoList(QDir::Files | QDir::Hidden))
        if (f.lastModified().toUTC() < before)
            QFile::remove(f.filePath());
}

} // namespace gp
