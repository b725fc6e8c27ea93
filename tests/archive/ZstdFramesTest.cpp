#include "core/archive/ZstdFrames.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

using namespace gp;

namespace {

struct Compressed
{
    QByteArray bytes;
    std::vector<std::pair<qint64, ZstdFrameWriter::Frame>> frames;
    std::vector<qint64> sinkSizeAtFrame; // what the sink had when each frame was told of
};

Compressed compress(const QByteArray& input, int workers, const std::function<int(qint64)>& levelFor)
{
    Compressed c;
    ZstdFrameWriter writer(
        workers, levelFor,
        [&](const char* data, qint64 size) {
            c.bytes.append(data, size);
            return true;
        },
        [&](qint64 index, const ZstdFrameWriter::Frame& frame) {
            c.frames.emplace_back(index, frame);
            c.sinkSizeAtFrame.push_back(c.bytes.size());
        });
    // Written in uneven pieces, as libarchive does.
    for (qsizetype at = 0; at < input.size();) {
        const qsizetype n = std::min<qsizetype>(input.size() - at, 10240 + at % 7777);
        EXPECT_TRUE(writer.write(input.constData() + at, n));
        at += n;
    }
    EXPECT_TRUE(writer.finish());
    return c;
}

QByteArray unzstd(const QByteArray& stream)
{
    QProcess zstd;
    zstd.start(QStringLiteral("zstd"), {QStringLiteral("-dc")});
    EXPECT_TRUE(zstd.waitForStarted());
    zstd.write(stream);
    zstd.closeWriteChannel();
    EXPECT_TRUE(zstd.waitForFinished(60000));
    EXPECT_EQ(zstd.exitCode(), 0) << zstd.readAllStandardError().toStdString();
    return zstd.readAllStandardOutput();
}

QByteArray mixedInput()
{
    QByteArray text;
    for (int i = 0; text.size() < 9 * 1024 * 1024; ++i)
        text += "{\"prompt\": \"tensor gradient batch " + QByteArray::number(i * 7919 % 100003) + "\"}\n";
    return text + test::randomBytes(3 * 1024 * 1024 + 12345);
}

} // namespace

TEST(ZstdFrames, FramesOfEachTheirLevelUnpackWithTheZstdToolAsOneStream)
{
    const QByteArray input = mixedInput();
    const Compressed c = compress(input, 2, [](qint64 index) { return index % 2 ? 9 : 1; });
    ASSERT_EQ(c.frames.size(), 4u); // 12 MiB and a bit, in frames of 4 MiB
    EXPECT_EQ(unzstd(c.bytes), input);
    for (size_t i = 0; i < c.frames.size(); ++i) {
        EXPECT_EQ(c.frames[i].first, static_cast<qint64>(i));
        EXPECT_EQ(c.frames[i].second.level, i % 2 ? 9 : 1);
        // Told of before its bytes go: a record written then covers everything sent.
        EXPECT_EQ(c.sinkSizeAtFrame[i], i == 0 ? 0 : c.frames[i - 1].second.outputEnd);
    }
    EXPECT_EQ(c.frames.back().second.outputEnd, c.bytes.size());
}

TEST(ZstdFrames, TheSameLevelsGiveTheSameBytesWithAnyNumberOfWorkers)
{
    const QByteArray input = mixedInput();
    const auto levels = [](qint64 index) { return static_cast<int>(1 + index * 3); };
    const Compressed one = compress(input, 1, levels);
    const Compressed four = compress(input, 4, levels);
    EXPECT_EQ(one.bytes, four.bytes);
    const Compressed other = compress(input, 4, [](qint64) { return ZstdFrameWriter::kDefaultLevel; });
    EXPECT_NE(one.bytes, other.bytes); // the levels do matter: a resume must replay them
    EXPECT_EQ(unzstd(other.bytes), input);
}

TEST(ZstdFrames, NoInputIsStillAStream)
{
    const Compressed c = compress(QByteArray(), 2, {});
    ASSERT_EQ(c.frames.size(), 1u);
    EXPECT_EQ(c.frames[0].second.level, ZstdFrameWriter::kDefaultLevel);
    EXPECT_EQ(unzstd(c.bytes), QByteArray());
}

TEST(ZstdFrames, ASinkThatStopsStopsTheWriter)
{
    ZstdFrameWriter writer(2, {}, [](const char*, qint64) { return false; }, {});
    const QByteArray input = test::randomBytes(9 * 1024 * 1024);
    bool stopped = !writer.write(input.constData(), input.size());
    stopped = stopped || !writer.finish();
    EXPECT_TRUE(stopped);
    EXPECT_TRUE(writer.errorString().isEmpty()); // the sink's own reason, not zstd's
}

TEST(ZstdLevelControl, ASlowLinkThatKeepsTheArchiveWaitingGetsHigherLevels)
{
    ZstdLevelControl control;
    ZstdLevelControl::Observation o;
    EXPECT_EQ(control.next(o), ZstdFrameWriter::kDefaultLevel);
    o.linkWaited = true; // the archive starting on a cold disk, before the first judgement: not held against it
    int level = 0;
    for (int i = 0; i < 8; ++i) {
        o.sentBytes += 8 * 1024 * 1024;
        o.sendingNs += 670'000'000; // 12.5 MB/s: 100 Mbit/s
        o.archiveWaited = true;
        level = control.next(o);
        o.linkWaited = false;
    }
    EXPECT_EQ(level, ZstdFrameWriter::kMaxLevel);
    // Now the link waits for the archive: compression is what it waits for.
    o.sentBytes += 8 * 1024 * 1024;
    o.sendingNs += 670'000'000;
    o.archiveWaited = false;
    o.linkWaited = true;
    EXPECT_EQ(control.next(o), ZstdFrameWriter::kMaxLevel - 1);
}

TEST(ZstdLevelControl, AFastLinkGetsTheCheapestFramesAndLittleSentIsNotJudged)
{
    ZstdLevelControl control;
    ZstdLevelControl::Observation o;
    control.next(o);
    o.sentBytes = 1024 * 1024; // too little to judge by
    o.sendingNs = 1'000'000'000;
    o.archiveWaited = true;
    EXPECT_EQ(control.next(o), ZstdFrameWriter::kDefaultLevel);
    for (int i = 0; i < 5; ++i) {
        o.sentBytes += 8 * 1024 * 1024;
        o.sendingNs += 80'000'000; // 100 MB/s, and the archive waited all the same (a CPU-bound loopback)
        o.archiveWaited = true;
        control.next(o);
    }
    EXPECT_EQ(control.next(o), ZstdFrameWriter::kMinLevel);
}

TEST(ZstdLevelControl, OneStallDoesNotMakeAFastLinksFramesDear)
{
    ZstdLevelControl control;
    ZstdLevelControl::Observation o;
    control.next(o);
    const auto judge = [&](double megabytesPerSecond) {
        o.sentBytes += 8 * 1024 * 1024;
        o.sendingNs += static_cast<qint64>(8 * 1024 * 1024 / megabytesPerSecond * 1000);
        o.archiveWaited = true;
        return control.next(o);
    };
    EXPECT_EQ(judge(14), ZstdFrameWriter::kDefaultLevel); // the instance starting: slow once
    EXPECT_EQ(judge(70), ZstdFrameWriter::kDefaultLevel - 1);
    EXPECT_EQ(judge(14), ZstdFrameWriter::kDefaultLevel - 1); // a stall later on
    EXPECT_EQ(judge(70), ZstdFrameWriter::kMinLevel);
    EXPECT_EQ(judge(14), ZstdFrameWriter::kMinLevel);
    EXPECT_EQ(judge(14), ZstdFrameWriter::kMinLevel + 2); // slow twice in a row: slow
}

TEST(ZstdFrameRecord, KeepsWhatWasWrittenAndStopsAtALineCutShort)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("frames/upload"));
    {
        ZstdFrameRecord record(file);
        ASSERT_TRUE(record.start({{3, 100}, {5, 250}}).ok());
        record.append({9, 400});
    }
    std::vector<ZstdFrameWriter::Frame> frames = ZstdFrameRecord(file).read();
    ASSERT_EQ(frames.size(), 3u);
    EXPECT_EQ(frames[1].level, 5);
    EXPECT_EQ(frames[2].outputEnd, 400);
    {
        QFile f(file);
        ASSERT_TRUE(f.open(QIODevice::Append));
        f.write("7 90"); // cut short: no newline
    }
    EXPECT_EQ(ZstdFrameRecord(file).read().size(), 3u);
    {
        ZstdFrameRecord record(file); // starts anew with what is kept
        ASSERT_TRUE(record.start({{3, 100}}).ok());
        record.append({1, 90}); // not past the frame before: not from this writer, and nothing after it is read
        record.append({1, 500});
    }
    EXPECT_EQ(ZstdFrameRecord(file).read().size(), 1u);
    ZstdFrameRecord(file).remove();
    EXPECT_FALSE(QFile::exists(file));
    EXPECT_TRUE(ZstdFrameRecord(file).read().empty());
}
