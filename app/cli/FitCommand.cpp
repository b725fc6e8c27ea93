#include "app/cli/FitCommand.h"

#include "app/cli/CliOutput.h"
#include "app/cli/ConstraintOptions.h"
#include "app/cli/PlanOptions.h"
#include "app/cli/support/CliSupport.h"
#include "app/cli/support/EstimatorText.h"
#include "app/cli/support/WorkloadInput.h"
#include "core/catalog/GpuCatalog.h"
#include "core/catalog/PriceConstraints.h"
#include "core/cost/Deployment.h"
#include "core/estimator/FitSearch.h"
#include "core/plan/PlanEvaluator.h"
#include "core/plan/PlanFile.h"
#include "core/plan/PlanWorkloads.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QSet>

namespace gp::cli {

namespace {

QString fitHelp()
{
    return EstimatorCommands::tr("A plan: gpuplanner-cli fit PLAN.json [--json] [constraints]: the plan's workload") +
           QLatin1Char('\n') + PlanOptions::help() + QLatin1Char('\n') + ConstraintOptions::help();
}

// With constraints, only the GPUs an allowed offer rents: the ones the founder could actually get.
void keepRented(QList<GpuFit>& fits, const PriceCatalog& catalog, const PriceConstraints& constraints)
{
    QSet<QString> rented;
    const ConstrainedCatalog allowed = CatalogConstraint::apply(catalog, constraints, QDate::currentDate());
    for (const Provider& p : allowed.catalog.providers())
        for (const Offer& o : p.offers)
            rented.insert(o.gpuId);
    fits.removeIf([&](const GpuFit& f) { return !rented.contains(f.gpu.id); });
}

int printFits(const ModelArchitecture& model, const Need& need, const QList<GpuFit>& found, bool json, CliOutput& out)
{
    if (json) {
        QJsonArray fits;
        for (const GpuFit& f : found) {
            QJsonObject o;
            o.insert(QStringLiteral("gpu"), f.gpu.id);
            o.insert(QStringLiteral("name"), f.gpu.name);
            o.insert(QStringLiteral("fits"), f.fits);
            o.insert(QStringLiteral("gpus_needed"), f.gpusNeeded);
            o.insert(QStringLiteral("tensor_parallel"), f.tensorParallel);
            o.insert(QStringLiteral("zero"), f.zeroStage);
            o.insert(QStringLiteral("memory_per_gpu"), wholeBytes(f.bytesPerGpu));
            o.insert(QStringLiteral("headroom_bytes"), wholeBytes(f.headroomBytes));
            o.insert(QStringLiteral("headroom_fraction"), f.headroomFraction);
            o.insert(QStringLiteral("interconnect_required"), FitSearch::interconnectCode(f.interconnect));
            o.insert(QStringLiteral("interconnect_available"), f.interconnectAvailable);
            o.insert(QStringLiteral("nodes"), f.nodes);
            o.insert(QStringLiteral("cards_per_node"), f.cardsPerNode);
            o.insert(QStringLiteral("fabric_required"), f.needsFabric);
            o.insert(QStringLiteral("parallelism"), QJsonObject{{QStringLiteral("zero"), f.zeroStage},
                                                                {QStringLiteral("tp"), f.tensorParallel},
                                                                {QStringLiteral("pp"), f.pipelineParallel}});
            if (!f.layout.isTraining()) {
                o.insert(QStringLiteral("replicas"), f.replicas);
                o.insert(QStringLiteral("users_per_replica"), f.usersPerReplica);
                o.insert(QStringLiteral("tokens_per_s_per_user"), f.tokensPerSecondPerUser);
            }
            if (!f.fits)
                o.insert(QStringLiteral("reason"), f.reason);
            if (f.time) {
                o.insert(QStringLiteral("gpu_hours"), f.time->gpuHours);
                o.insert(QStringLiteral("wall_hours"), f.time->wallHours);
            }
            if (f.throughput) {
                o.insert(QStringLiteral("decode_tokens_per_s"), f.throughput->decodeTokensPerSecond);
                o.insert(QStringLiteral("max_concurrency"), f.throughput->maxConcurrency);
            }
            fits.append(o);
        }
        QJsonObject o;
        o.insert(QStringLiteral("model"), modelJson(model));
        o.insert(QStringLiteral("task"), taskCode(need.task));
        o.insert(QStringLiteral("fits"), fits);
        out.json(o);
        return ExitOk;
    }
    out.line(EstimatorCommands::tr("Which GPUs fit %1 (%2):").arg(model.name, taskCode(need.task)));
    QList<QStringList> rows;
    for (const GpuFit& f : found) {
        QString time = QStringLiteral("—");
        if (f.time)
            time =
                EstimatorCommands::tr("%1 h (%2 GPU-h)")
                    .arg(QLocale().toString(f.time->wallHours, 'f', 1), QLocale().toString(f.time->gpuHours, 'f', 1));
        else if (f.throughput)
            time = EstimatorCommands::tr("%1 tok/s per user").arg(QLocale().toString(f.tokensPerSecondPerUser, 'f', 0));
        QString interconnect = FitSearch::linkText(f);
        if (!f.interconnectAvailable)
            interconnect += EstimatorCommands::tr(" (missing)");
        rows << QStringList{f.gpu.name,
                            f.fits ? DeploymentSearch::cardsText(f) : EstimatorCommands::tr("no"),
                            f.fits ? FitSearch::parallelismText(f) : f.reason,
                            gib(f.bytesPerGpu),
                            f.fits ? QStringLiteral("%1 %").arg(QLocale().toString(f.headroomFraction * 100, 'f', 0))
                                   : QStringLiteral("—"),
                            interconnect,
                            time};
    }
    out.table({EstimatorCommands::tr("GPU"), EstimatorCommands::tr("Cards"), EstimatorCommands::tr("Layout"),
               EstimatorCommands::tr("GiB per card"), EstimatorCommands::tr("Headroom"),
               EstimatorCommands::tr("Interconnect"),
               need.isTraining() ? EstimatorCommands::tr("Time") : EstimatorCommands::tr("Decode")},
              rows);
    return ExitOk;
}

// fit PLAN.json: the plan's questionnaire (flags override its answers) within its constraints (flags override them).
int runFitPlan(const QString& path, const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"));
    const ConstraintOptions constraints;
    const PlanOptions workload;
    parser.addOptions(QList<QCommandLineOption>{json} + constraints.all() + workload.all());
    if (!parseCommandLine(parser, args, QStringLiteral("fit"), out)) {
        out.error(PlanOptions::help());
        return ExitUsage;
    }
    std::optional<Plan> loaded = PlanOptions::loadPlan(path, out);
    if (!loaded)
        return ExitUsage;
    Plan plan = std::move(*loaded);
    const std::optional<int> index = workload.workloadOf(parser, plan, out);
    if (!index)
        return ExitUsage;
    Questionnaire q = PlanWorkloads::at(plan, *index);
    const PriceCatalog catalog = loadCatalogs(out);
    if (!constraints.read(parser, catalog, plan.constraints, out) || !workload.apply(parser, q, out))
        return ExitUsage;
    const Result<ModelArchitecture> model = PlanEvaluator::resolveModel(q);
    if (!model.ok()) {
        out.error(model.error().message);
        return ExitUsage;
    }
    const Need need = q.toNeed();
    Result<QList<GpuFit>> result = FitSearch::run(*model, need, GpuCatalog::builtIn().gpus(), FitLimits{});
    if (!result.ok()) {
        out.error(result.error().message);
        return ExitUsage;
    }
    if (!plan.constraints.isEmpty())
        keepRented(result.value(), catalog, plan.constraints);
    return printFits(*model, need, result.value(), parser.isSet(json), out);
}

int runFit(const QStringList& args, CliOutput& out)
{
    if (!args.isEmpty() && !args.first().startsWith(QLatin1Char('-')))
        return runFitPlan(args.first(), args.mid(1), out);
    int exitCode = ExitUsage;
    QCommandLineParser parser;
    const ConstraintOptions constraints;
    parser.addOptions(constraints.all());
    const auto input = readEstimateInput(parser, QStringLiteral("fit"), args, out, exitCode, fitHelp());
    if (!input)
        return exitCode;
    Result<QList<GpuFit>> result =
        FitSearch::run(input->model, input->need, GpuCatalog::builtIn().gpus(), input->limits);
    if (!result.ok()) {
        out.error(result.error().message);
        return ExitUsage;
    }
    if (constraints.anySet(parser)) {
        const PriceCatalog catalog = loadCatalogs(out);
        PriceConstraints c;
        if (!constraints.read(parser, catalog, c, out))
            return ExitUsage;
        keepRented(result.value(), catalog, c);
    }
    return printFits(input->model, input->need, result.value(), input->json, out);
}

} // namespace

CliCommand fitCommand()
{
    return CliCommand{QStringLiteral("fit"),
                      [] { return EstimatorCommands::tr("Which GPUs fit a workload, how many, and how fast."); },
                      runFit, [] { return workloadHelp(QStringLiteral("fit"), fitHelp()); }};
}

} // namespace gp::cli
