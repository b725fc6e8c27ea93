// The smoke test's health parsers on real captured output (tests/data/smoke/real/README.md names each source), and
// the checks they feed.
#include "core/catalog/GpuCatalog.h"
#include "core/probe/GpuHealth.h"
#include "core/probe/SmokeTest.h"
#include "support/TestEnvironment.h"
#include "support/TestPaths.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

using namespace gp;

namespace {

QString real(const char* name)
{
    QFile f(gp::test::sourcePath("tests/data/smoke/real/") + QLatin1String(name));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << name;
    return QString::fromUtf8(f.readAll());
}

// A probe report as the probe prints it: `prefix=` before each line of a captured output.
QString prefixed(const char* key, const QString& text)
{
    QString out;
    for (const QString& line : text.split(QLatin1Char('\n')))
        out += QLatin1String(key) + QLatin1Char('=') + line + QLatin1Char('\n');
    return out;
}

// TEST DOUBLE: the probe's own key=value lines for a machine with two H100s and working PyTorch (no GPU exists on the
// test machines); the nvidia-smi parts each test adds are real captures.
QString h100Probe(const QString& extra)
{
    return QStringLiteral("probe_version=2\nlevel=quick\ncpu_cores=64\nram_kb=1056000000\ndisk_free_kb=900000000\n"
                          "disk_write_mbps=1500\ndisk_read_mbps=2500\nnvidia_smi=present\n"
                          "gpu=NVIDIA H100 80GB HBM3, 81559, 550.90.07\ngpu=NVIDIA H100 80GB HBM3, 81559, 550.90.07\n"
                          "driver_cuda=12.4\npython=3.11.9\ntorch=2.6.0\ntorch_cuda=12.4\ntorch_cuda_available=true\n"
                          "bf16_tflops=690\ncompute_max_error=0.0031\nfp16_tflops=700\ncompute_max_error_fp16=0.0004\n"
                          "bandwidth_gbps=2900\nh2d_gbps=48\nd2h_gbps=49\nallreduce_busbw_gbps=320\n") +
           extra;
}

SmokeExpectations h100Offer(const QString& interconnect = QStringLiteral("nvlink"))
{
    SmokeExpectations e;
    Offer o;
    o.id = QStringLiteral("test-2x-h100");
    o.gpuId = QStringLiteral("h100-sxm");
    o.gpuCount = 2;
    o.interconnect = interconnect;
    Price p;
    p.amount = 6.0;
    p.currency = Currency::USD;
    o.prices << p;
    e.offer = o;
    e.gpu = GpuCatalog::builtIn().find(o.gpuId);
    return e;
}

SmokeCheck find(const QList<SmokeCheck>& checks, const char* id)
{
    for (const SmokeCheck& c : checks)
        if (c.id == QLatin1String(id))
            return c;
    ADD_FAILURE() << "no check " << id;
    return {};
}

} // namespace

TEST(GpuHealth, ReadsAHealthyH100)
{
    const QList<GpuHealth> gpus = GpuHealth::parse(real("nvidia-smi-q-healthy.txt"));
    ASSERT_EQ(gpus.size(), 1);
    const GpuHealth& g = gpus.first();
    EXPECT_TRUE(g.name.contains(QStringLiteral("H100"))) << g.name.toStdString();
    EXPECT_EQ(g.pcieGenMax, 5);
    EXPECT_EQ(g.pcieGenCurrent, 5);
    EXPECT_EQ(g.linkWidthMax, 16);
    EXPECT_EQ(g.linkWidthCurrent, 16);
    EXPECT_EQ(g.eccVolatileUncorrected.value_or(-1), 0);
    EXPECT_EQ(g.eccVolatileCorrected.value_or(-1), 0);
    EXPECT_TRUE(g.activeSlowdowns.isEmpty()) << g.activeSlowdowns.join(QLatin1Char(',')).toStdString();
    EXPECT_EQ(g.temperatureC, 33);
    ASSERT_TRUE(g.powerDrawW);
    EXPECT_NEAR(*g.powerDrawW, 72.02, 0.01);
    EXPECT_EQ(g.powerLimitW, 700);
    EXPECT_EQ(g.smClockMHz, 345);
    EXPECT_EQ(g.smClockMaxMHz, 1980);
    EXPECT_FALSE(g.remapPending);
}

TEST(GpuHealth, AThrottledMachineFailsTheClockCheck)
{
    const QString q = real("nvidia-smi-q-throttled.txt");
    const QList<GpuHealth> gpus = GpuHealth::parse(q);
    ASSERT_EQ(gpus.size(), 8);
    for (const GpuHealth& g : gpus) {
        EXPECT_TRUE(g.hardwareSlowdown()) << g.busId.toStdString();
        EXPECT_TRUE(g.activeSlowdowns.contains(QStringLiteral("HW Power Brake Slowdown")));
        EXPECT_FALSE(g.thermalSlowdown());
    }
    // Sampled under load it fails; a healthy card under the same load passes.
    const QList<SmokeCheck> bad =
        SmokeTest::evaluate(ProbeReport::parse(h100Probe(prefixed("load_q", q))), h100Offer());
    EXPECT_EQ(find(bad, "gpu.clocks").status, SmokeCheck::Status::Fail);
    EXPECT_TRUE(find(bad, "gpu.clocks").measured.contains(QStringLiteral("HW Slowdown")))
        << find(bad, "gpu.clocks").measured.toStdString();
    const QList<SmokeCheck> good = SmokeTest::evaluate(
        ProbeReport::parse(h100Probe(prefixed("load_q", real("nvidia-smi-q-healthy.txt")))), h100Offer());
    EXPECT_NE(find(good, "gpu.clocks").status, SmokeCheck::Status::Fail);
    // Even at rest, a hardware slowdown is reported, not skipped for want of a load.
    const QList<SmokeCheck> atRest = SmokeTest::evaluate(
        ProbeReport::parse(QStringLiteral("probe_version=2\nnvidia_smi=present\n"
                                          "gpu=NVIDIA H100 80GB HBM3, 81559, 535.161.08\npython=missing\n") +
                           prefixed("smi_q", q)),
        h100Offer());
    EXPECT_EQ(find(atRest, "gpu.clocks").status, SmokeCheck::Status::Fail);
}

TEST(GpuHealth, AX4LinkFailsThePcieCheck)
{
    const QString q = real("nvidia-smi-q-narrow-link.txt");
    const QList<GpuHealth> gpus = GpuHealth::parse(q);
    ASSERT_FALSE(gpus.isEmpty());
    EXPECT_EQ(gpus.first().linkWidthCurrent, 4);
    EXPECT_EQ(gpus.first().linkWidthMax, 16);
    EXPECT_EQ(gpus.first().pcieGenCurrent, 1); // at rest: not held against it
    EXPECT_FALSE(gpus.first().activeSlowdowns.contains(QStringLiteral("Idle")));
    const QList<SmokeCheck> checks =
        SmokeTest::evaluate(ProbeReport::parse(h100Probe(prefixed("smi_q", q))), h100Offer());
    EXPECT_EQ(find(checks, "pcie.link").status, SmokeCheck::Status::Fail);
    EXPECT_TRUE(find(checks, "pcie.link").message.contains(QStringLiteral("x4/x16")))
        << find(checks, "pcie.link").message.toStdString();
    const QList<SmokeCheck> healthy = SmokeTest::evaluate(
        ProbeReport::parse(h100Probe(prefixed("smi_q", real("nvidia-smi-q-healthy.txt")))), h100Offer());
    EXPECT_EQ(find(healthy, "pcie.link").status, SmokeCheck::Status::Pass);
    // 48 GB/s of a Gen5 x16 link's 63: healthy.
    EXPECT_EQ(find(healthy, "pcie.bandwidth").status, SmokeCheck::Status::Pass);
}

TEST(GpuHealth, RemappedRowsPendingAndXidsFailTheErrorCheck)
{
    const QList<GpuHealth> gpus = GpuHealth::parse(real("nvidia-smi-q-retired-pages.txt"));
    ASSERT_EQ(gpus.size(), 1);
    EXPECT_EQ(gpus.first().remappedUncorrectable, 4);
    EXPECT_TRUE(gpus.first().remapPending);
    EXPECT_FALSE(gpus.first().remapFailed);
    QList<SmokeCheck> checks = SmokeTest::evaluate(
        ProbeReport::parse(h100Probe(prefixed("smi_q", real("nvidia-smi-q-retired-pages.txt")))), h100Offer());
    EXPECT_EQ(find(checks, "gpu.errors").status, SmokeCheck::Status::Fail);
    EXPECT_TRUE(find(checks, "gpu.errors").message.contains(QStringLiteral("row remapping pending")));

    const QList<XidEvent> xids = XidEvent::parse(real("dmesg-xid.txt"));
    QList<int> codes;
    for (const XidEvent& x : xids)
        if (!codes.contains(x.code))
            codes << x.code;
    for (const int code : {79, 48, 63, 94, 43, 31, 119, 13})
        EXPECT_TRUE(codes.contains(code)) << code;
    const auto hardware = [&](int code) {
        return std::any_of(xids.cbegin(), xids.cend(),
                           [&](const XidEvent& x) { return x.code == code && x.isHardware(); });
    };
    EXPECT_TRUE(hardware(79));
    EXPECT_FALSE(hardware(13)); // a program's own fault
    // The healthy H100 sits at 19:00. A double-bit ECC Xid of its own fails it; an Xid 79 of another GPU in the same
    // host's kernel log (a shared machine) and a program's Xid 13 only warn.
    const QString healthy = prefixed("smi_q", real("nvidia-smi-q-healthy.txt"));
    const auto lineOf = [&](int code, const char* bus) -> QString {
        for (const XidEvent& x : xids)
            if (x.code == code && x.pci.contains(QLatin1String(bus)))
                return QStringLiteral("xid=") + x.line + QLatin1Char('\n');
        ADD_FAILURE() << "no Xid " << code << " at " << bus;
        return QString();
    };
    checks = SmokeTest::evaluate(ProbeReport::parse(h100Probe(healthy + lineOf(48, "19:00"))), h100Offer());
    EXPECT_EQ(find(checks, "gpu.errors").status, SmokeCheck::Status::Fail);
    EXPECT_TRUE(find(checks, "gpu.errors").measured.contains(QStringLiteral("Xid 48")));
    checks = SmokeTest::evaluate(ProbeReport::parse(h100Probe(healthy + lineOf(79, "91:00"))), h100Offer());
    EXPECT_EQ(find(checks, "gpu.errors").status, SmokeCheck::Status::Warn);
    checks = SmokeTest::evaluate(ProbeReport::parse(h100Probe(healthy + lineOf(13, "38:00"))), h100Offer());
    EXPECT_EQ(find(checks, "gpu.errors").status, SmokeCheck::Status::Warn);
    checks = SmokeTest::evaluate(ProbeReport::parse(h100Probe(healthy)), h100Offer());
    EXPECT_EQ(find(checks, "gpu.errors").status, SmokeCheck::Status::Pass);
}

TEST(GpuHealth, MissingNvlinkFailsWhereTheOfferPromisesIt)
{
    const std::optional<GpuTopology> nvlink = GpuTopology::parse(real("topo-nvlink.txt"));
    ASSERT_TRUE(nvlink);
    EXPECT_EQ(nvlink->gpuCount(), 8);
    EXPECT_TRUE(nvlink->pairsWithoutNvlink().isEmpty());
    EXPECT_EQ(nvlink->link(0, 7), QStringLiteral("NV18"));
    const std::optional<GpuTopology> pcie = GpuTopology::parse(real("topo-pcie-only.txt"));
    ASSERT_TRUE(pcie);
    EXPECT_EQ(pcie->gpuCount(), 4);
    EXPECT_EQ(pcie->pairsWithoutNvlink().size(), 6);
    EXPECT_FALSE(pcie->linkKinds().contains(QStringLiteral("NVLink")));

    const QString pcieTopo = prefixed("topo", real("topo-pcie-only.txt"));
    QList<SmokeCheck> checks = SmokeTest::evaluate(ProbeReport::parse(h100Probe(pcieTopo)), h100Offer());
    EXPECT_EQ(find(checks, "interconnect.topology").status, SmokeCheck::Status::Fail);
    checks = SmokeTest::evaluate(ProbeReport::parse(h100Probe(pcieTopo)), h100Offer(QStringLiteral("pcie")));
    EXPECT_EQ(find(checks, "interconnect.topology").status, SmokeCheck::Status::Pass);
    checks = SmokeTest::evaluate(ProbeReport::parse(h100Probe(prefixed("topo", real("topo-nvlink.txt")))), h100Offer());
    EXPECT_EQ(find(checks, "interconnect.topology").status, SmokeCheck::Status::Pass);
}

TEST(SmokeChecks, TheModelMatchesWholeNamesOnly)
{
    SmokeExpectations a10;
    a10.gpu = GpuCatalog::builtIn().find(QStringLiteral("a10"));
    ASSERT_TRUE(a10.gpu);
    const auto model = [&](const char* smiName) {
        return find(SmokeTest::evaluate(ProbeReport::parse(QStringLiteral("probe_version=2\nnvidia_smi=present\ngpu=") +
                                                           QLatin1String(smiName) + QStringLiteral(", 23028, 535.1\n")),
                                        a10),
                    "gpu.model")
            .status;
    };
    EXPECT_EQ(model("NVIDIA A10"), SmokeCheck::Status::Pass);
    EXPECT_EQ(model("NVIDIA A100-SXM4-80GB"), SmokeCheck::Status::Warn);
}

TEST(SmokeChecks, AFastButWrongCardFails)
{
    // TEST DOUBLE values: what the probe prints when the last product disagrees with the CPU's reference.
    QList<SmokeCheck> checks =
        SmokeTest::evaluate(ProbeReport::parse(h100Probe(QString()).replace(QStringLiteral("compute_max_error=0.0031"),
                                                                            QStringLiteral("compute_max_error=0.87"))),
                            h100Offer());
    EXPECT_EQ(find(checks, "compute.correct").status, SmokeCheck::Status::Fail);
    EXPECT_EQ(find(checks, "compute.tflops").status, SmokeCheck::Status::Pass); // fast, and still wrong
    checks = SmokeTest::evaluate(
        ProbeReport::parse(h100Probe(QString()).replace(QStringLiteral("compute_max_error_fp16=0.0004"),
                                                        QStringLiteral("compute_max_error_fp16=inf"))),
        h100Offer());
    EXPECT_EQ(find(checks, "compute.correct").status, SmokeCheck::Status::Fail);
    checks = SmokeTest::evaluate(ProbeReport::parse(h100Probe(QString())), h100Offer());
    EXPECT_EQ(find(checks, "compute.correct").status, SmokeCheck::Status::Pass);
    // 200 of 989 TFLOPS: under a quarter of the datasheet fails.
    checks = SmokeTest::evaluate(ProbeReport::parse(h100Probe(QString()).replace(QStringLiteral("bf16_tflops=690"),
                                                                                 QStringLiteral("bf16_tflops=200"))),
                                 h100Offer());
    EXPECT_EQ(find(checks, "compute.tflops").status, SmokeCheck::Status::Fail);
}

TEST(SmokeChecks, TheSummaryComparesDeliveredWithPromisedAndTheDigestCatchesEdits)
{
    const ProbeReport report = ProbeReport::parse(h100Probe(QString()));
    const SmokeExpectations expect = h100Offer();
    const SmokeSummary s = SmokeTest::summarize(report, expect);
    ASSERT_TRUE(s.tflopsPromised);
    const double peak = *s.tflopsPromised;
    EXPECT_NEAR(*SmokeSummary::fraction(s.tflops, s.tflopsPromised), 690 / peak, 1e-9);
    EXPECT_NEAR(*SmokeSummary::fraction(s.memoryMiB, s.memoryPromisedMiB), 81559.0 / (80 * 1024), 1e-9);
    // $6 an hour over 2 × 690 delivered TFLOPS.
    ASSERT_TRUE(s.pricePerDeliveredTflopHour());
    EXPECT_NEAR(s.pricePerDeliveredTflopHour()->amount, 6.0 / 1380, 1e-12);
    EXPECT_EQ(s.pricePerDeliveredTflopHour()->currency, Currency::USD);

    SmokeRecord record;
    record.target = QStringLiteral("root@203.0.113.7:22");
    record.at = QDateTime(QDate(2026, 12, 1), QTime(6, 0), Qt::UTC);
    record.hostKey = QStringLiteral("SHA256:abc");
    record.checks = SmokeTest::evaluate(report, expect);
    record.summary = s;
    QJsonObject json = record.toJson();
    const QString digest = json.value(QStringLiteral("digest")).toString();
    EXPECT_EQ(digest.size(), 64);
    EXPECT_EQ(SmokeRecord::digestOf(json), digest);
    const Result<SmokeRecord> back = SmokeRecord::fromJson(json);
    ASSERT_TRUE(back.ok()) << back.error().message.toStdString();
    EXPECT_EQ(back->toJson(), json); // a saved report reads back to the same content and digest
    json.insert(QStringLiteral("host_key"), QStringLiteral("SHA256:other"));
    EXPECT_NE(SmokeRecord::digestOf(json), digest);
}

TEST(SmokeChecks, EveryCheckIsListedOnAMachineWithoutAGpuAndSaysWhyItWasSkipped)
{
    const QList<SmokeCheck> checks = SmokeTest::evaluate(
        ProbeReport::parse(QStringLiteral("probe_version=2\ncpu_cores=2\nram_kb=8000000\ndisk_free_kb=90000000\n"
                                          "nvidia_smi=missing\npython=3.11.2\ntorch=missing\n")),
        h100Offer());
    EXPECT_GE(checks.size(), 20);
    int skipped = 0;
    for (const SmokeCheck& c : checks) {
        if (c.status == SmokeCheck::Status::Skipped) {
            ++skipped;
            EXPECT_FALSE(c.message.isEmpty()) << c.id.toStdString();
        }
    }
    EXPECT_GE(skipped, 10);
    EXPECT_EQ(find(checks, "gpu.present").status, SmokeCheck::Status::Fail);
    EXPECT_EQ(find(checks, "network.download").status, SmokeCheck::Status::Skipped);
}
