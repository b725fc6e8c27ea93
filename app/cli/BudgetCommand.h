#pragma once

#include "app/cli/CliCommand.h"

namespace gp::cli {

// budget: a plan file's budget, its scenarios side by side, within the plan's constraints (or the flags').
CliCommand budgetCommand();

} // namespace gp::cli
