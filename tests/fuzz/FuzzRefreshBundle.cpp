// A downloaded catalog refresh bundle: validated as the refresher does before it replaces the cached copy.
#include "core/network/CatalogRefresher.h"
#include "tests/fuzz/FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const gp::RefreshOutcome outcome =
        gp::CatalogRefresher::parseBundle(gp::fuzz::bytes(data, size), QStringLiteral("https://fuzz.invalid/c.json"));
    gp::fuzz::require((outcome.kind == gp::RefreshOutcome::Kind::Updated) == (outcome.providers > 0),
                      "an accepted bundle has providers");
    return 0;
}
