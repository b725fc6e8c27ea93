#pragma once

#include "app/cli/CliCommand.h"

#include <QList>

namespace gp::cli {

// report: the plan's report from its file, as the desktop app's File → Export Report writes it (without the chart
// images). Flags and exit codes are public.
QList<CliCommand> reportCommands();

// Whether these arguments need a QGuiApplication (a PDF report needs fonts and a paint device); main() starts one on
// the offscreen platform only then, so every other command runs without any GUI library loaded.
bool needsGuiApplication(const QStringList& arguments);

} // namespace gp::cli
