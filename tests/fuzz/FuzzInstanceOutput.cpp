// What an instance prints: the probe's key=value report and the checks made of it, nvidia-smi's CSV samples, -q
// report and topology, kernel Xid lines and the driver banner.
#include "core/catalog/GpuCatalog.h"
#include "core/probe/GpuHealth.h"
#include "core/probe/GpuMonitor.h"
#include "core/probe/Provisioner.h"
#include "core/probe/SmokeTest.h"
#include "tests/fuzz/FuzzSupport.h"

#include <cmath>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray input = gp::fuzz::bytes(data, size);
    const QString text = QString::fromUtf8(input);
    const gp::ProbeReport report = gp::ProbeReport::parse(text);
    gp::SmokeExpectations expect;
    expect.gpu = gp::GpuCatalog::builtIn().find(QStringLiteral("h100-sxm"));
    expect.needBytes = 1e9;
    for (const gp::SmokeCheck& c : gp::SmokeTest::evaluate(report, expect))
        gp::fuzz::require(!c.id.isEmpty(), "every check has an id");
    const gp::SmokeSummary summary = gp::SmokeTest::summarize(report, expect);
    if (const auto f = gp::SmokeSummary::fraction(summary.tflops, summary.tflopsPromised))
        gp::fuzz::require(std::isfinite(*f), "a delivered fraction is a number");
    for (const gp::GpuHealth& g : gp::GpuHealth::parse(text))
        gp::fuzz::require(!g.temperatureC || std::isfinite(*g.temperatureC), "a temperature is a number");
    (void)gp::XidEvent::parse(text);
    if (const auto topology = gp::GpuTopology::parse(text))
        (void)topology->pairsWithoutNvlink();
    (void)gp::Provisioner::parseDriverBanner(text);
    const auto samples = gp::GpuMonitor::parse(input);
    if (samples.ok())
        for (const gp::GpuSample& s : *samples)
            gp::fuzz::require(!s.utilizationPercent || std::isfinite(*s.utilizationPercent), "utilization is a number");
    return 0;
}
