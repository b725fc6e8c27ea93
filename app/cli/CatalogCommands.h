#pragma once

#include "app/cli/CliCommand.h"
#include "app/cli/support/CliSupport.h" // loadCatalogs, for the files that still find it here
#include "core/catalog/PriceCatalog.h"

#include <QList>

namespace gp::cli {

// catalog (list, validate, import, export, import-skypilot, refresh, history, rate): the catalogs' side of the
// scripting interface. Flags, JSON keys and exit codes are public.
CliCommand catalogCommand();

} // namespace gp::cli
