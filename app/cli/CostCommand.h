#pragma once

#include "app/cli/CliCommand.h"

namespace gp::cli {

// cost: buying against renting by the month, week, day, hour or on spot, with the break-even points.
CliCommand costCommand();

} // namespace gp::cli
