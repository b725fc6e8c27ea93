#include "app/cli/CatalogCommands.h"
#include "app/cli/CliApp.h"
#include "app/cli/EstimatorCommands.h"
#include "app/cli/ExportCommands.h"
#include "app/cli/ProviderCommands.h"
#include "app/cli/RemoteCommands.h"
#include "app/cli/ReportCommands.h"

namespace gp::cli {

QList<CliCommand> allCommands(TranslationLoader& translations)
{
    return estimatorCommands() + catalogCommands() + reportCommands() +
           QList<CliCommand>{exportCommand(), providerCommand()} + remoteCommands(translations);
}

} // namespace gp::cli
