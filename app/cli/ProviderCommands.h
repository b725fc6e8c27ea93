#pragma once

#include "app/cli/CliCommand.h"

namespace gp::cli {

// provider: the providers' own APIs (core/providers): list, set-token, offers, launch, stop, start, release, rate.
CliCommand providerCommand();

} // namespace gp::cli
