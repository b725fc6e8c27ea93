#pragma once

#include "app/cli/CliCommand.h"

namespace gp::cli {

// params: exact parameter counts and KV cache bytes per token from a model's architecture.
CliCommand paramsCommand();

} // namespace gp::cli
