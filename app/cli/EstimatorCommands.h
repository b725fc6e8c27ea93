#pragma once

#include "cli/CliCommand.h"

#include <QList>

namespace gp::cli {

// params, estimate and fit: the estimator's scripting interface. Flags, JSON keys and exit codes are public.
QList<CliCommand> estimatorCommands();

} // namespace gp::cli
