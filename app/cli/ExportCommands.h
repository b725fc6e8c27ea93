#pragma once

#include "app/cli/CliCommand.h"

namespace gp::cli {

// export skypilot|kubernetes PLAN.json [--output FILE]: the plan's training answer for a cluster engine.
CliCommand exportCommand();

} // namespace gp::cli
