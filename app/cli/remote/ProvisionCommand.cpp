#include "app/cli/CliOutput.h"
#include "app/cli/remote/RemoteSubcommands.h"
#include "app/cli/remote/RemoteSupport.h"
#include "app/cli/support/CliSupport.h"
#include "core/probe/Provisioner.h"

#include <utility>

namespace gp::cli {

int remoteProvision(const Remote& remote, const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption setup(QStringLiteral("setup"), QString(), QStringLiteral("file"));
    const QCommandLineOption requirements(QStringLiteral("requirements"), QString(), QStringLiteral("file"));
    const QCommandLineOption workdir(QStringLiteral("workdir"), QString(), QStringLiteral("dir"));
    const QCommandLineOption python(QStringLiteral("python"), QString(), QStringLiteral("command"));
    const QCommandLineOption minCuda(QStringLiteral("min-cuda"), QString(), QStringLiteral("version"));
    const QCommandLineOption force(QStringLiteral("force"));
    parser.addOptions({setup, requirements, workdir, python, minCuda, force});
    if (!parseCommandLine(parser, args, QStringLiteral("remote provision"), out))
        return ExitUsage;
    ProvisionOptions options;
    for (auto [option, target] :
         {std::pair{&setup, &options.setupScript}, std::pair{&requirements, &options.requirements}}) {
        if (!parser.isSet(*option))
            continue;
        const Result<QByteArray> recipe = Provisioner::readRecipe(parser.value(*option));
        if (!recipe.ok()) {
            out.error(recipe.error().message);
            return ExitUsage;
        }
        *target = *recipe;
    }
    if (parser.isSet(workdir))
        options.workdir = parser.value(workdir);
    if (parser.isSet(python))
        options.python = parser.value(python);
    if (parser.isSet(minCuda)) {
        options.minCuda = QVersionNumber::fromString(parser.value(minCuda));
        if (options.minCuda.isNull()) {
            out.error(
                RemoteCommands::tr("--min-cuda takes a version such as 12.1, not '%1'").arg(parser.value(minCuda)));
            return ExitUsage;
        }
    }
    options.force = parser.isSet(force);
    Connection c = connect(remote, out);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    const ProvisionReport report = Provisioner::run(*c.session, options, [&](int stream, const QByteArray& data) {
        out.passThrough(QString::fromUtf8(data), stream == 1);
    });
    for (const ProvisionStep& step : report.steps) {
        QString mark;
        switch (step.state) {
        case ProvisionStep::State::Done:
            mark = RemoteCommands::tr("DONE");
            break;
        case ProvisionStep::State::AlreadyDone:
            mark = RemoteCommands::tr("SKIP");
            break;
        case ProvisionStep::State::Warning:
            mark = RemoteCommands::tr("WARN");
            break;
        case ProvisionStep::State::Failed:
            mark = RemoteCommands::tr("FAIL");
            break;
        }
        out.line(QStringLiteral("%1  %2  %3").arg(mark, step.id, step.message));
    }
    return report.ok() ? ExitOk : ExitFailure;
}

} // namespace gp::cli
