#include "app/cli/ExportCommands.h"

#include "app/cli/CliOutput.h"
#include "app/cli/ConstraintOptions.h"
#include "app/cli/PlanOptions.h"
#include "app/cli/support/CliSupport.h"
#include "core/common/SafeSave.h"
#include "core/export/ScaleOutExport.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace gp::cli {

class ExportCommands
{
    Q_DECLARE_TR_FUNCTIONS(gp::cli::ExportCommands)
};

namespace {

QString usage()
{
    return ExportCommands::tr(
        "usage: gpuplanner-cli export skypilot|kubernetes PLAN.json [--output FILE] [--workload N] [constraints]");
}

QString help()
{
    return usage() + QLatin1Char('\n') +
           ExportCommands::tr("Writes the plan's training answer (its GPUs, nodes and run) as a SkyPilot task or a "
                              "Kubernetes manifest, on standard output or into FILE, with the parallelism it needs "
                              "(ZeRO stage as a DeepSpeed configuration, tensor and pipeline parallel degrees).") +
           QLatin1Char('\n') + ConstraintOptions::help();
}

int runExport(const QStringList& args, CliOutput& out)
{
    const QString usage = cli::usage();
    const QString target = args.value(0);
    if (target != QLatin1String("skypilot") && target != QLatin1String("kubernetes")) {
        out.error(usage);
        return ExitUsage;
    }
    QCommandLineParser parser;
    const QCommandLineOption output(QStringLiteral("output"), QString(), QStringLiteral("file"));
    parser.addOption(output);
    const ConstraintOptions constraints;
    parser.addOptions(constraints.all());
    const PlanOptions plans; // --workload alone: an export is of the workload as planned
    parser.addOption(plans.workload);
    if (!parseCommandLine(parser, args.mid(1), QStringLiteral("export ") + target, out, true))
        return ExitUsage;
    if (parser.positionalArguments().size() != 1) {
        out.error(usage);
        return ExitUsage;
    }
    const Result<Plan> plan = PlanFile::load(parser.positionalArguments().first());
    if (!plan.ok()) {
        out.error(plan.error().message);
        return ExitUsage;
    }
    Plan constrained = *plan;
    const PriceCatalog catalog = loadCatalogs(out);
    if (!constraints.read(parser, catalog, constrained.constraints, out))
        return ExitUsage;
    const std::optional<int> index = plans.workloadOf(parser, constrained, out);
    if (!index)
        return ExitUsage;
    Result<ScaleOutJob> job = ScaleOutExport::fromPlan(constrained, catalog, QDate::currentDate(), *index);
    if (!job.ok()) {
        out.error(job.error().message);
        return ExitFailure;
    }
    if (parser.isSet(output))
        job.value().fileName = QFileInfo(parser.value(output)).fileName(); // the command in its comment names it
    const Result<QByteArray> text = target == QLatin1String("skypilot") ? ScaleOutExport::skyPilotTask(*job)
                                                                        : ScaleOutExport::kubernetesManifest(*job);
    if (!text.ok()) {
        out.error(text.error().message);
        return ExitFailure;
    }
    if (!parser.isSet(output)) {
        out.passThrough(QString::fromUtf8(*text), false);
        return ExitOk;
    }
    if (Status written = SafeSave::write(parser.value(output), *text); !written.ok()) {
        out.error(written.error().message);
        return ExitFailure;
    }
    out.line(ExportCommands::tr("Wrote %1: %2 node(s) × %3 %4.")
                 .arg(parser.value(output))
                 .arg(job->nodes)
                 .arg(job->gpusPerNode)
                 .arg(job->gpuName));
    return ExitOk;
}

} // namespace

CliCommand exportCommand()
{
    return CliCommand{QStringLiteral("export"),
                      [] {
                          return ExportCommands::tr(
                              "The plan's training answer as a SkyPilot task or a Kubernetes manifest (YAML).");
                      },
                      runExport, help, QStringList{QStringLiteral("skypilot"), QStringLiteral("kubernetes")}};
}

} // namespace gp::cli
