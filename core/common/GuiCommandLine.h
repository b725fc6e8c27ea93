#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>

namespace gp::GuiCommandLine {

// The desktop app's public command-line options, translated: its main() parses them and `gpuplanner-cli --man
// gpuplanner` documents them, so the page and the program cannot disagree. --help and --version come with
// QCommandLineParser and are listed by the man page too.
QList<QCommandLineOption> options();
QString languageOption();   // "lang"
QString pageOption();       // "page"
QString planArgument();     // the positional argument's name, "PLAN.json"
QString planArgumentHelp(); // what it is

} // namespace gp::GuiCommandLine
