#pragma once

#include "core/catalog/PriceCatalog.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace gp::cli {

class CliOutput;

// The `catalog` subcommands kept in files of their own (CatalogFreshness.h has list --stale and rate).

// `catalog list [--json]`: every GPU and every offer's prices, the exchange rate, the fees and what is not published.
int catalogList(const QStringList& args, CliOutput& out);
// `catalog import-skypilot CSV [--provider-id ID] [--commit-date DATE] [--source TEXT]`: a SkyPilot catalog as one
// provider of the user's.
int catalogImportSkyPilot(const QStringList& args, CliOutput& out);

// Catalog problems, one a line.
QString problemsText(const QList<CatalogProblem>& problems);

} // namespace gp::cli
