#include "app/cli/BudgetCommand.h"
#include "app/cli/CatalogCommands.h"
#include "app/cli/CliApp.h"
#include "app/cli/CompareCommand.h"
#include "app/cli/CostCommand.h"
#include "app/cli/EstimateCommand.h"
#include "app/cli/ExportCommands.h"
#include "app/cli/FitCommand.h"
#include "app/cli/ParamsCommand.h"
#include "app/cli/ProviderCommands.h"
#include "app/cli/RemoteCommands.h"
#include "app/cli/ReportCommands.h"

namespace gp::cli {

// In the order usage, completion and the man page list them.
QList<CliCommand> allCommands(TranslationLoader& translations)
{
    return QList<CliCommand>{paramsCommand(),  estimateCommand(), fitCommand(),   catalogCommand(),
                             compareCommand(), costCommand(),     budgetCommand()} +
           reportCommands() + QList<CliCommand>{exportCommand(), providerCommand()} + remoteCommands(translations);
}

} // namespace gp::cli
