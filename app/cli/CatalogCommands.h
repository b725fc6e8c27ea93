#pragma once

#include "app/cli/CliCommand.h"
#include "core/catalog/PriceCatalog.h"

#include <QList>

namespace gp::cli {

// catalog (list, validate, import, export, import-skypilot, refresh), compare, cost and budget: the money side of the
// scripting interface. Flags, JSON keys and exit codes are public.
QList<CliCommand> catalogCommands();

class CliOutput;
// The catalogs every command prices with: the shipped ones with the user's merged over them. A user file that could
// not be loaded is named on stderr, so its missing offers are never dropped without a word.
PriceCatalog loadCatalogs(CliOutput& out);

} // namespace gp::cli
