// gpuplanner-cli-remote: the `remote` command alone, which the launcher hands every remote command to (CliMain.h).
#include "app/cli/CliMain.h"
#include "app/cli/RemoteCommands.h"

int main(int argc, char* argv[])
{
    gp::cli::CliProgram program;
    program.application = [](int& count, char** values, const QStringList&) {
        return std::make_unique<QCoreApplication>(count, values);
    };
    program.commands = gp::cli::remoteCommands;
    return gp::cli::cliMain(argc, argv, program);
}
