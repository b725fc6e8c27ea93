// A plan file: read; an accepted plan is written and read back to the same bytes.
#include "core/plan/PlanFile.h"
#include "tests/fuzz/FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const auto plan = gp::PlanFile::fromJson(gp::fuzz::bytes(data, size), QStringLiteral("fuzz.gpuplan"));
    if (!plan.ok())
        return 0;
    const QByteArray written = gp::PlanFile::toJson(*plan);
    const auto again = gp::PlanFile::fromJson(written, QStringLiteral("again.gpuplan"));
    gp::fuzz::require(again.ok(), "a plan as written is read back");
    gp::fuzz::require(gp::PlanFile::toJson(*again) == written, "a plan round-trips to the same bytes");
    return 0;
}
