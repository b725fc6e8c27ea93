#include "app/cli/support/CliSupport.h"

#include "app/cli/CliOutput.h"
#include "app/cli/CliValues.h"
#include "app/cli/support/EstimatorText.h"
#include "core/catalog/UserCatalogStore.h"
#include "core/settings/Settings.h"

namespace gp::cli {

bool parseCommandLine(
    QCommandLineParser& parser, const QStringList& args, const QString& command, CliOutput& out, bool allowPositional)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    if (!parser.parse(QStringList{QStringLiteral("gpuplanner-cli ") + command} + args)) {
        out.error(parser.errorText());
        return false;
    }
    if (!allowPositional && !parser.positionalArguments().isEmpty()) {
        out.error(EstimatorCommands::tr("unexpected argument '%1'").arg(parser.positionalArguments().first()));
        return false;
    }
    return true;
}

std::optional<GpuSpec> findGpu(const QString& id, CliOutput& out)
{
    if (const auto gpu = GpuCatalog::builtIn().find(id))
        return gpu;
    QStringList ids;
    for (const GpuSpec& g : GpuCatalog::builtIn().gpus())
        ids << g.id;
    out.error(EstimatorCommands::tr("unknown --gpu '%1'; known GPUs: %2").arg(id, ids.join(QStringLiteral(", "))));
    return std::nullopt;
}

PriceCatalog loadCatalogs(CliOutput& out)
{
    PriceCatalog catalog = UserCatalogStore().load();
    Settings().applyExchangeRate(catalog); // the user's own or the refreshed rate, where one is newer
    for (const CatalogProblem& p : catalog.skippedFiles())
        out.warning(
            CatalogCommands::tr("%1 could not be loaded and its offers are left out: %2").arg(p.file, p.toString()));
    return catalog;
}

} // namespace gp::cli
