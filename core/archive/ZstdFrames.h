#pragma once

#include "core/common/Result.h"

#include <QByteArray>
#include <QString>

#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace gp {

// A zstd stream as independent frames of kFrameInput bytes of input each (the last one shorter), compressed side by
// side on worker threads and handed to the sink in order. Each frame gets a level of its own, asked for as it
// starts, so that an upload spends CPU on compression only while the link, not the CPU, is what it waits for
// (ArchiveBuild). A frame's bytes depend only on its input and its level, never on the number of workers or on
// timing: the same input and levels give the same stream, which is what lets an interrupted upload rebuild the part
// the instance already has. zstd and libarchive read concatenated frames as one stream.
class ZstdFrameWriter final
{
public:
    static constexpr qint64 kFrameInput = 4 * 1024 * 1024;
    static constexpr int kDefaultLevel = 3; // zstd's own default, and the `zstd -T0` pipeline's
    static constexpr int kMinLevel = 1;
    static constexpr int kMaxLevel = 9; // beyond it a core compresses slower than a 100 Mbit/s link sends

    struct Frame
    {
        int level = kDefaultLevel;
        qint64 outputEnd = 0; // where the frame ends in the stream
    };
    using LevelFor = std::function<int(qint64 index)>;
    using FrameDone = std::function<void(qint64 index, const Frame& frame)>; // before its bytes go to the sink
    using Sink = std::function<bool(const char* data, qint64 size)>;

    ZstdFrameWriter(int workers, LevelFor levelFor, Sink sink, FrameDone frameDone = {});
    ~ZstdFrameWriter(); // waits for the frames being compressed
    ZstdFrameWriter(const ZstdFrameWriter&) = delete;
    ZstdFrameWriter& operator=(const ZstdFrameWriter&) = delete;

    // False when the sink stopped or a frame could not be compressed (errorString() then says why).
    bool write(const char* data, qint64 size);
    bool finish(); // the last frame; at least one frame, even for no input
    QString errorString() const { return m_error; }

private:
    struct Job;
    bool submit();
    bool emitFinished(bool waitForOldest);

    int m_workers;
    LevelFor m_levelFor;
    Sink m_sink;
    FrameDone m_frameDone;
    QByteArray m_input;
    qint64 m_nextIndex = 0;
    qint64 m_emittedIndex = 0;
    qint64 m_outputBytes = 0;
    std::deque<std::unique_ptr<Job>> m_jobs;
    QString m_error;
};

// Chooses each frame's level from how the link keeps up with the archive, as `zstd --adapt` does: a link slower than
// kFastLink that keeps the archive waiting gets fewer bytes for the CPU it leaves idle (at 100 Mbit/s, level 9 sends
// 2.5 % less than level 3); a link that waits for the archive, or one faster than kFastLink, gets cheaper frames,
// since there the CPU (on a small machine shared with the encryption on both ends) is what the upload waits for.
// The link's speed is what it took while it was being written to: the waits for the instance's answer or for the
// archive are not the link's. It is judged slow only twice in a row, so that one stall (the instance starting its
// receiving side, a cold disk there) does not make a fast link's frames dear.
class ZstdLevelControl final
{
public:
    static constexpr double kFastLinkBytesPerSecond = 25e6; // about 200 Mbit/s of compressed archive
    static constexpr qint64 kJudgedBytes = 4 * 1024 * 1024; // sent between two judgements at least

    struct Observation
    {
        qint64 sentBytes = 0;       // of the archive, taken by the link so far
        qint64 sendingNs = 0;       // spent writing them
        bool archiveWaited = false; // the archive waited for the link since the last observation
        bool linkWaited = false;    // the link waited for the archive since the last observation
    };
    int next(const Observation& now);

private:
    int m_level = ZstdFrameWriter::kDefaultLevel;
    Observation m_last;
    bool m_archiveWaited = false;
    bool m_linkWaited = false;
    int m_slowJudgements = 0; // in a row
};

// The levels of an upload's frames, kept on this machine until the upload has landed: a resumed upload rebuilds
// from them the part the instance already has. A line a frame, "LEVEL END", each written before the frame is sent;
// a line cut short is not read. Losing the file only costs a resume what it then cannot rebuild, sent again.
class ZstdFrameRecord final
{
public:
    explicit ZstdFrameRecord(QString file) : m_file(std::move(file)) {}
    ~ZstdFrameRecord();
    ZstdFrameRecord(const ZstdFrameRecord&) = delete;
    ZstdFrameRecord& operator=(const ZstdFrameRecord&) = delete;

    std::vector<ZstdFrameWriter::Frame> read() const;
    // Starts the record anew with `kept` (written atomically), then appends each frame given to append().
    Status start(const std::vector<ZstdFrameWriter::Frame>& kept);
    void append(const ZstdFrameWriter::Frame& frame); // best effort: see the class comment
    void remove() const;
    // Records of uploads left unfinished for longer than this are forgotten (their partial archives are too).
    static void forgetOlderThan(const QString& folder, int days);

private:
    QString m_file;
    int m_fd = -1;
};

} // namespace gp
