#pragma once

#include "app/cli/CliCommand.h"

namespace gp::cli {

// estimate: GPU memory by component, and with --gpu the training time or serving throughput, for a workload.
CliCommand estimateCommand();

} // namespace gp::cli
