#pragma once

#include "core/catalog/GpuCatalog.h"
#include "core/catalog/PriceCatalog.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <optional>

namespace gp::cli {

class CliOutput;

// Parses a subcommand's arguments; prints a usage error and returns false on unknown flags or stray arguments.
bool parseCommandLine(QCommandLineParser& parser,
                      const QStringList& args,
                      const QString& command,
                      CliOutput& out,
                      bool allowPositional = false);

// The catalog GPU `id`, or nothing after an error that lists the known ones.
std::optional<GpuSpec> findGpu(const QString& id, CliOutput& out);

// The catalogs every command prices with: the shipped ones with the user's merged over them. A user file that could
// not be loaded is named on stderr, so its missing offers are never dropped without a word.
PriceCatalog loadCatalogs(CliOutput& out);

} // namespace gp::cli
