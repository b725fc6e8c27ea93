// The ssh command line a provider's page gives: parsed into a target; an accepted target is displayable and quoted.
#include "core/hosts/SshTarget.h"
#include "tests/fuzz/FuzzSupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QString text = QString::fromUtf8(gp::fuzz::bytes(data, size));
    const auto target = gp::SshTarget::parseCommand(text);
    if (target.ok()) {
        gp::fuzz::require(!target->host.isEmpty(), "an accepted command names a host");
        gp::fuzz::require(target->port >= 0 && target->port <= 65535, "a port is a port");
        (void)target->display();
    }
    const QString quoted = gp::shellQuote(text);
    gp::fuzz::require(quoted.startsWith(QLatin1Char('\'')) && quoted.endsWith(QLatin1Char('\'')), "quoting quotes");
    return 0;
}
