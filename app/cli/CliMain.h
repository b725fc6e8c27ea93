#pragma once

#include "app/cli/CliCommand.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <functional>
#include <memory>

namespace gp {
class TranslationLoader;
}

namespace gp::cli {

// What each CLI program does around its commands: the launcher's early socket, the application object, the
// user's language, the output. The full CLI has every command; gpuplanner-cli-remote only `remote`'s, and so none
// of the libraries the others need (the PDF report's Qt Gui and what it loads): a remote command is what the
// launcher hands it, and it starts sooner.
struct CliProgram
{
    std::function<std::unique_ptr<QCoreApplication>(int& argc, char** argv, const QStringList& arguments)> application;
    std::function<QList<CliCommand>(TranslationLoader& translations)> commands;
};

int cliMain(int argc, char* argv[], const CliProgram& program);

} // namespace gp::cli
