#pragma once

#include "app/cli/CliCommand.h"

#include <QList>

namespace gp {
class TranslationLoader;
}

namespace gp::cli {

// remote: the instance console from the command line. Exit codes besides 0/1/2: 3 an unknown host key (not trusted
// without --accept-new-host-key), 4 a changed host key (always refused; known_hosts untouched).
QList<CliCommand> remoteCommands(TranslationLoader& translations);

enum RemoteExitCode { ExitUnknownHostKey = 3, ExitChangedHostKey = 4 };

} // namespace gp::cli
