#pragma once

#include "app/cli/CliCommand.h"

namespace gp::cli {

// compare: a workload (flags, or a plan file's) across every offer and billing mode within the constraints.
CliCommand compareCommand();

} // namespace gp::cli
