#pragma once

#include <QCommandLineParser>
#include <QString>

namespace gp::cli {

class CliOutput;

// The provider subcommands that act on one billed instance: launch one, then stop, start, release it or check the
// rate it is billed at, by the host profile launch saved.

// `provider launch PROVIDER --offer ID …`: rents the offer and saves a host profile for it.
int providerLaunch(const QString& providerId, const QCommandLineParser& parser, CliOutput& out);
// `provider stop|start|release PROFILE [--yes]`.
int providerLifecycle(const QString& action, const QString& name, bool yes, CliOutput& out);
// `provider rate PROFILE [--plan PLAN.json] [--json]`: the rate billed against the one confirmed at launch.
int providerRate(const QString& name, const QString& planPath, bool json, CliOutput& out);

} // namespace gp::cli
