#include "app/cli/EstimateCommand.h"

#include "app/cli/CliOutput.h"
#include "app/cli/support/EstimatorText.h"
#include "app/cli/support/WorkloadInput.h"
#include "core/catalog/GpuCatalog.h"
#include "core/estimator/MemoryEstimator.h"
#include "core/estimator/PerformanceEstimator.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

namespace gp::cli {

namespace {

QString billions(double value)
{
    if (value < 1e9)
        return EstimatorCommands::tr("%1 M").arg(QLocale().toString(value / 1e6, 'f', 2));
    return EstimatorCommands::tr("%1 B").arg(QLocale().toString(value / 1e9, 'f', 2));
}

// What such estimates missed by (ErrorBands), into the estimate's JSON: the low and high ends and their basis.
void insertBand(QJsonObject& t, const TrainingTime& time)
{
    if (time.band.rows == 0 && !time.band.calibrated())
        return;
    t.insert(QStringLiteral("gpu_hours_low"), time.gpuHours * time.band.low);
    t.insert(QStringLiteral("gpu_hours_high"), time.gpuHours * time.band.high);
    t.insert(QStringLiteral("wall_hours_low"), time.wallHours * time.band.low);
    t.insert(QStringLiteral("wall_hours_high"), time.wallHours * time.band.high);
    t.insert(QStringLiteral("band_basis"), time.band.basis);
    t.insert(QStringLiteral("band_rows"), time.band.rows);
}

void insertBand(QJsonObject& t, const ServingThroughput& s)
{
    if (s.decodeBand.rows == 0)
        return;
    t.insert(QStringLiteral("decode_tokens_per_s_low"), s.decodeTokensPerSecond * s.decodeBand.low);
    t.insert(QStringLiteral("decode_tokens_per_s_high"), s.decodeTokensPerSecond * s.decodeBand.high);
    t.insert(QStringLiteral("band_basis"), s.decodeBand.basis);
    t.insert(QStringLiteral("band_rows"), s.decodeBand.rows);
}

QString bandLine(const TrainingTime& time)
{
    return EstimatorCommands::tr("Likely range: %1 GPU-hours, %2 hours (%3).")
        .arg(ErrorBands::rangeText(time.gpuHours, time.band, 1), ErrorBands::rangeText(time.wallHours, time.band, 1),
             ErrorBands::basisText(time.band));
}

QString bandLine(const ServingThroughput& s)
{
    return EstimatorCommands::tr("Likely decode speed per sequence: %1 tokens/s (%2).")
        .arg(ErrorBands::rangeText(s.decodeTokensPerSecond, s.decodeBand, 1), ErrorBands::basisText(s.decodeBand));
}

// What `estimate` found: the memory, and on a given GPU the time or throughput, with every assumption made.
struct EstimateResult
{
    MemoryEstimate memory;
    std::optional<GpuSpec> gpu;
    std::optional<TrainingTime> time;
    std::optional<ServingThroughput> throughput;
    QStringList assumptions;
};

QJsonObject estimateJson(const EstimateInput& input, const EstimateResult& r)
{
    const Need& need = input.need;
    const MemoryEstimate& e = r.memory;
    QJsonObject o;
    o.insert(QStringLiteral("model"), modelJson(input.model));
    o.insert(QStringLiteral("task"), taskCode(need.task));
    o.insert(QStringLiteral("precision"), precisionCode(need.precision));
    o.insert(QStringLiteral("gpus"), need.gpus);
    o.insert(QStringLiteral("parameters"), e.parameters);
    o.insert(QStringLiteral("trainable_parameters"), e.trainableParameters);
    o.insert(QStringLiteral("kv_cache_bytes_per_token"), kvCacheBytesPerToken(input.model, 2.0));
    QJsonObject memory;
    memory.insert(QStringLiteral("weights"), wholeBytes(e.weights));
    memory.insert(QStringLiteral("gradients"), wholeBytes(e.gradients));
    memory.insert(QStringLiteral("optimizer"), wholeBytes(e.optimizer));
    memory.insert(QStringLiteral("activations"), wholeBytes(e.activations));
    memory.insert(QStringLiteral("kv_cache"), wholeBytes(e.kvCache));
    memory.insert(QStringLiteral("overhead"), wholeBytes(e.overhead));
    // The parts are rounded separately; the total is their sum so scripts can check it.
    memory.insert(QStringLiteral("total"), wholeBytes(e.weights) + wholeBytes(e.gradients) + wholeBytes(e.optimizer) +
                                               wholeBytes(e.activations) + wholeBytes(e.kvCache) +
                                               wholeBytes(e.overhead));
    o.insert(QStringLiteral("memory"), memory);
    if (e.hostMemory() > 0) { // what the memory savers keep in host memory instead
        QJsonObject host;
        host.insert(QStringLiteral("paged_optimizer"), wholeBytes(e.pagedOptimizer));
        host.insert(QStringLiteral("offloaded_activations"), wholeBytes(e.offloadedActivations));
        o.insert(QStringLiteral("host_memory"), host);
    }
    QJsonArray terms;
    for (const MemoryTerm& t : e.terms) {
        QJsonObject term;
        term.insert(QStringLiteral("component"), memoryComponentName(t.component));
        term.insert(QStringLiteral("label"), t.label);
        term.insert(QStringLiteral("formula"), t.formula);
        term.insert(QStringLiteral("bytes"), wholeBytes(t.bytes));
        terms.append(term);
    }
    o.insert(QStringLiteral("terms"), terms);
    if (const std::optional<TrainingTime>& time = r.time) {
        QJsonObject t;
        t.insert(QStringLiteral("flops"), time->flops);
        t.insert(QStringLiteral("gpu_hours"), time->gpuHours);
        t.insert(QStringLiteral("wall_hours"), time->wallHours);
        t.insert(QStringLiteral("mfu"), time->mfu);
        t.insert(QStringLiteral("model_flops_per_token"), time->modelFlopsPerToken);
        t.insert(QStringLiteral("utilisation"), time->utilisation);
        t.insert(QStringLiteral("host_transfer_s_per_step"), time->hostTransferSecondsPerStep);
        t.insert(QStringLiteral("scaling_efficiency"), time->scalingEfficiency);
        t.insert(QStringLiteral("compute_s_per_step"), time->computeSecondsPerStep);
        t.insert(QStringLiteral("communication_s_per_step"), time->communicationSecondsPerStep);
        t.insert(QStringLiteral("exposed_communication_s_per_step"), time->exposedCommunicationSecondsPerStep);
        insertBand(t, *time);
        o.insert(QStringLiteral("time"), t);
    }
    if (const std::optional<ServingThroughput>& throughput = r.throughput) {
        QJsonObject t;
        t.insert(QStringLiteral("prefill_tokens_per_s"), throughput->prefillTokensPerSecond);
        t.insert(QStringLiteral("decode_tokens_per_s"), throughput->decodeTokensPerSecond);
        t.insert(QStringLiteral("aggregate_decode_tokens_per_s"), throughput->aggregateDecodeTokensPerSecond);
        t.insert(QStringLiteral("max_concurrency"), throughput->maxConcurrency);
        insertBand(t, *throughput);
        o.insert(QStringLiteral("throughput"), t);
    }
    if (r.gpu) {
        o.insert(QStringLiteral("gpu"), r.gpu->id);
        o.insert(QStringLiteral("fits"), e.total() <= static_cast<double>(r.gpu->memoryBytes()));
    }
    o.insert(QStringLiteral("assumptions"), QJsonArray::fromStringList(r.assumptions));
    return o;
}

void printEstimate(const EstimateInput& input, const EstimateResult& r, CliOutput& out)
{
    const Need& need = input.need;
    const MemoryEstimate& e = r.memory;
    const std::optional<GpuSpec>& gpu = r.gpu;
    out.line(EstimatorCommands::tr("Model: %1 — %2 parameters, %3 trainable")
                 .arg(input.model.name, billions(static_cast<double>(e.parameters)),
                      billions(static_cast<double>(e.trainableParameters))));
    out.line(EstimatorCommands::tr("Memory per GPU (%1 GPU(s)):").arg(need.gpus));
    QList<QStringList> rows;
    for (const MemoryTerm& t : e.terms)
        rows << QStringList{memoryComponentName(t.component), t.label, gib(t.bytes), t.formula};
    rows << QStringList{EstimatorCommands::tr("Total"), QString(), gib(e.total()), QString()};
    out.table({EstimatorCommands::tr("Component"), EstimatorCommands::tr("Term"), EstimatorCommands::tr("GiB"),
               EstimatorCommands::tr("How")},
              rows);
    if (gpu) {
        const double capacity = static_cast<double>(gpu->memoryBytes());
        out.line(e.total() <= capacity ? EstimatorCommands::tr("Fits on %1 (%2 GiB): %3 GiB to spare.")
                                             .arg(gpu->name, gib(capacity), gib(capacity - e.total()))
                                       : EstimatorCommands::tr("Does NOT fit on %1 (%2 GiB): %3 GiB short.")
                                             .arg(gpu->name, gib(capacity), gib(e.total() - capacity)));
    }
    if (const std::optional<TrainingTime>& time = r.time) {
        out.line(EstimatorCommands::tr("Time: %1 FLOPs, %2 GPU-hours, %3 hours wall-clock on %4 × %5.")
                     .arg(QLocale().toString(time->flops, 'g', 3), QLocale().toString(time->gpuHours, 'f', 1),
                          QLocale().toString(time->wallHours, 'f', 1))
                     .arg(need.gpus)
                     .arg(gpu->name));
        if (time->band.rows > 0 || time->band.calibrated())
            out.line(bandLine(*time));
    }
    if (const std::optional<ServingThroughput>& throughput = r.throughput) {
        out.line(EstimatorCommands::tr(
                     "Throughput: prefill %1 tokens/s, decode %2 tokens/s per sequence (%3 tokens/s for %4 sequences); "
                     "up to %5 sequences of %6 tokens fit.")
                     .arg(QLocale().toString(throughput->prefillTokensPerSecond, 'f', 0),
                          QLocale().toString(throughput->decodeTokensPerSecond, 'f', 1),
                          QLocale().toString(throughput->aggregateDecodeTokensPerSecond, 'f', 0))
                     .arg(need.concurrency)
                     .arg(throughput->maxConcurrency)
                     .arg(need.context));
        if (throughput->decodeBand.rows > 0)
            out.line(bandLine(*throughput));
    }
    if (!r.assumptions.isEmpty()) {
        out.line(EstimatorCommands::tr("Assumptions:"));
        for (const QString& a : r.assumptions)
            out.line(QStringLiteral("  - ") + a);
    }
}

int runEstimate(const QStringList& args, CliOutput& out)
{
    int exitCode = ExitUsage;
    QCommandLineParser parser;
    const auto input = readEstimateInput(parser, QStringLiteral("estimate"), args, out, exitCode);
    if (!input)
        return exitCode;
    const Need& need = input->need;
    const Result<MemoryEstimate> result = MemoryEstimator::estimate(input->model, need, true);
    if (!result.ok()) {
        out.error(result.error().message);
        return ExitUsage;
    }
    EstimateResult r;
    r.memory = result.value();
    const MemoryEstimate& e = r.memory;
    r.gpu = need.gpuId.isEmpty() ? std::nullopt : GpuCatalog::builtIn().find(need.gpuId);
    if (r.gpu && need.isTraining() && need.tokens)
        r.time = PerformanceEstimator::trainingTime(input->model, e, need, *r.gpu, *need.tokens);
    if (r.gpu && !need.isTraining())
        r.throughput = PerformanceEstimator::serving(input->model, e, need, *r.gpu);
    r.assumptions = e.assumptions;
    if (r.time)
        r.assumptions << r.time->assumptions;
    if (r.throughput)
        r.assumptions << r.throughput->assumptions;
    if (input->json)
        out.json(estimateJson(*input, r));
    else
        printEstimate(*input, r, out);
    return ExitOk;
}

} // namespace

CliCommand estimateCommand()
{
    return CliCommand{
        QStringLiteral("estimate"),
        [] { return EstimatorCommands::tr("GPU memory by component, time and throughput for a workload."); },
        runEstimate, [] { return workloadHelp(QStringLiteral("estimate")); }};
}

} // namespace gp::cli
