#include "app/cli/CliApp.h"
#include "app/cli/CliMain.h"
#include "app/cli/ReportCommands.h"

#include <QGuiApplication>

int main(int argc, char* argv[])
{
    gp::cli::CliProgram program;
    program.application = [](int& count, char** values,
                             const QStringList& arguments) -> std::unique_ptr<QCoreApplication> {
        // Only a PDF report needs Qt GUI (fonts, a paint device); it runs headless on the offscreen platform.
        if (!gp::cli::needsGuiApplication(arguments))
            return std::make_unique<QCoreApplication>(count, values);
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        return std::make_unique<QGuiApplication>(count, values);
    };
    program.commands = gp::cli::allCommands;
    return gp::cli::cliMain(argc, argv, program);
}
