#pragma once

#include "app/cli/CliCommand.h"

namespace gp::cli {

// fit: which GPUs fit a workload (flags, or a plan file's), how many and how fast; within constraints, only the GPUs
// an allowed offer rents.
CliCommand fitCommand();

} // namespace gp::cli
