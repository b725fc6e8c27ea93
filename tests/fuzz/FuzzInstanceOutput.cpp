// What an instance prints: the probe's key=value report, nvidia-smi's CSV samples and its driver banner.
#include "core/remote/GpuMonitor.h"
#include "core/remote/Provisioner.h"
#include "core/remote/SmokeTest.h"
#include "tests/fuzz/FuzzSupport.h"

#include <cmath>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray input = gp::fuzz::bytes(data, size);
    const QString text = QString::fromUtf8(input);
    (void)gp::ProbeReport::parse(text);
    (void)gp::Provisioner::parseDriverBanner(text);
    const auto samples = gp::GpuMonitor::parse(input);
    if (samples.ok())
        for (const gp::GpuSample& s : *samples)
            gp::fuzz::require(!s.utilizationPercent || std::isfinite(*s.utilizationPercent), "utilization is a number");
    return 0;
}
