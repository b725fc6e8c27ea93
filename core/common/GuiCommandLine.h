#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>
#include <QStringList>

namespace gp::GuiCommandLine {

// The desktop app's public command-line options, translated: its main() parses them and `gpuplanner-cli --man
// gpuplanner` documents them, so the page and the program cannot disagree. --help and --version come with
// QCommandLineParser and are listed by the man page too.
QList<QCommandLineOption> options();
QString languageOption(); // "lang"
QString pageOption();     // "page"
QString planArgument();   // the positional argument's name, "PLAN.json"
// The value of --lang CODE or --lang=CODE in the program's arguments, read before the options are made (their help
// is in that language); empty when not given.
QString languageArgument(const QStringList& arguments);
QString planArgumentHelp(); // what it is

} // namespace gp::GuiCommandLine
