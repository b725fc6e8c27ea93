// A SkyPilot vms.csv: imported; an accepted provider is valid by the catalog schema.
#include "core/catalog/GpuCatalog.h"
#include "core/catalog/SkyPilotImporter.h"
#include "tests/fuzz/FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const gp::SkyPilotImporter::Output out = gp::SkyPilotImporter::import(
        gp::fuzz::bytes(data, size), QStringLiteral("vms.csv"), QStringLiteral("skypilot-fuzz"), QDate(2026, 11, 30));
    if (out.provider)
        gp::fuzz::require(gp::PriceCatalog::parseProvider(gp::PriceCatalog::toJson(*out.provider), QStringLiteral("x"),
                                                          gp::GpuCatalog::builtIn())
                              .ok(),
                          "an imported provider is a valid catalog");
    return 0;
}
