// A provider catalog file: parsed; an accepted one survives its own serialization.
#include "core/catalog/GpuCatalog.h"
#include "core/catalog/PriceCatalog.h"
#include "tests/fuzz/FuzzSupport.h"

#include <QJsonDocument>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const gp::ProviderParse parsed = gp::PriceCatalog::parseProvider(
        gp::fuzz::bytes(data, size), QStringLiteral("fuzz.json"), gp::GpuCatalog::builtIn());
    if (!parsed.ok())
        return 0;
    const QByteArray again = QJsonDocument(gp::PriceCatalog::toJson(*parsed.provider)).toJson();
    gp::fuzz::require(
        gp::PriceCatalog::parseProvider(again, QStringLiteral("again.json"), gp::GpuCatalog::builtIn()).ok(),
        "a catalog read back as written is valid");
    return 0;
}
