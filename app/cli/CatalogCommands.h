#pragma once

#include "app/cli/CliCommand.h"

#include <QList>

namespace gp::cli {

// catalog (list, validate, import, export, import-skypilot, refresh), compare, cost and budget: the money side of the
// scripting interface. Flags, JSON keys and exit codes are public.
QList<CliCommand> catalogCommands();

} // namespace gp::cli
