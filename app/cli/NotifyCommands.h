#pragma once

#include "app/cli/CliCommand.h"

namespace gp::cli {

// notify: the webhooks notifications go to (add, list, remove, test) and sending one from a script (send).
CliCommand notifyCommand();

} // namespace gp::cli
