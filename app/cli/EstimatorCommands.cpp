#include "app/cli/EstimatorCommands.h"
#include "app/cli/FitCommand.h"

#include "app/cli/CatalogCommands.h"
#include "app/cli/CliOutput.h"
#include "app/cli/ConstraintOptions.h"
#include "core/catalog/GpuCatalog.h"
#include "core/cost/Deployment.h"
#include "core/estimator/FitSearch.h"
#include "core/estimator/MemoryEstimator.h"
#include "core/estimator/ModelCatalog.h"
#include "core/estimator/ModelConfigParser.h"
#include "core/estimator/PerformanceEstimator.h"
#include "core/plan/Questionnaire.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QSet>

#include <cmath>

namespace gp::cli {

bool parseCommandLine(
    QCommandLineParser& parser, const QStringList& args, const QString& command, CliOutput& out, bool allowPositional);

// Translation context of the commands' texts.
class EstimatorCommands
{
    Q_DECLARE_TR_FUNCTIONS(gp::cli::EstimatorCommands)
};

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

qint64 bytes(double value)
{
    return static_cast<qint64>(std::llround(value));
}

QString gib(double value)
{
    return QLocale().toString(value / kGiB, 'f', 2);
}

QString billions(double value)
{
    if (value < 1e9)
        return EstimatorCommands::tr("%1 M").arg(QLocale().toString(value / 1e6, 'f', 2));
    return EstimatorCommands::tr("%1 B").arg(QLocale().toString(value / 1e9, 'f', 2));
}

struct ModelOptions
{
    QCommandLineOption model{QStringLiteral("model"), QString(), QStringLiteral("id")};
    QCommandLineOption config{QStringLiteral("config"), QString(), QStringLiteral("file")};
    QCommandLineOption params{QStringLiteral("params"), QString(), QStringLiteral("size")};
    QCommandLineOption json{QStringLiteral("json")};
    QCommandLineOption help{QStringList{QStringLiteral("h"), QStringLiteral("help")}};
};

struct NeedOptions
{
    QCommandLineOption task{QStringLiteral("task"), QString(), QStringLiteral("task")};
    QCommandLineOption precision{QStringLiteral("precision"), QString(), QStringLiteral("p")};
    QCommandLineOption optimizer{QStringLiteral("optimizer"), QString(), QStringLiteral("o")};
    QCommandLineOption batch{QStringLiteral("batch"), QString(), QStringLiteral("n")};
    QCommandLineOption gradAccum{QStringLiteral("grad-accum"), QString(), QStringLiteral("n")};
    QCommandLineOption seq{QStringLiteral("seq"), QString(), QStringLiteral("n")};
    QCommandLineOption loraRank{QStringLiteral("lora-rank"), QString(), QStringLiteral("r")};
    QCommandLineOption loraTargets{QStringLiteral("lora-targets"), QString(), QStringLiteral("list")};
    QCommandLineOption freezeLayers{QStringLiteral("freeze-trainable-layers"), QString(), QStringLiteral("n")};
    QCommandLineOption checkpointing{QStringLiteral("grad-checkpointing")};
    QCommandLineOption noFlash{QStringLiteral("no-flash-attention")};
    QCommandLineOption gpus{QStringLiteral("gpus"), QString(), QStringLiteral("n")};
    QCommandLineOption zero{QStringLiteral("zero"), QString(), QStringLiteral("stage")};
    QCommandLineOption tensorParallel{QStringLiteral("tensor-parallel"), QString(), QStringLiteral("n")};
    QCommandLineOption context{QStringLiteral("context"), QString(), QStringLiteral("n")};
    QCommandLineOption concurrency{QStringLiteral("concurrency"), QString(), QStringLiteral("n")};
    QCommandLineOption memoryUtilization{QStringLiteral("gpu-memory-utilization"), QString(), QStringLiteral("x")};
    QCommandLineOption gpu{QStringLiteral("gpu"), QString(), QStringLiteral("id")};
    QCommandLineOption tokens{QStringLiteral("tokens"), QString(), QStringLiteral("n")};
    QCommandLineOption mfu{QStringLiteral("mfu"), QString(), QStringLiteral("x")};
    QCommandLineOption nodes{QStringLiteral("nodes"), QString(), QStringLiteral("n")};
    QCommandLineOption users{QStringLiteral("users"), QString(), QStringLiteral("n")};
    QCommandLineOption promptTokens{QStringLiteral("prompt-tokens"), QString(), QStringLiteral("n")};
    QCommandLineOption outputTokens{QStringLiteral("output-tokens"), QString(), QStringLiteral("n")};
    QCommandLineOption speed{QStringLiteral("tokens-per-second-per-user"), QString(), QStringLiteral("x")};
    QCommandLineOption allowSpot{QStringLiteral("allow-spot")};
    QCommandLineOption optimizerInBackward{QStringLiteral("optimizer-in-backward")};
    QCommandLineOption chunkedLoss{QStringLiteral("chunked-loss")};
    QCommandLineOption activationOffloading{QStringLiteral("activation-offloading")};
    QCommandLineOption compile{QStringLiteral("compile")};
    QCommandLineOption engine{QStringLiteral("engine"), QString(), QStringLiteral("name")};

    QList<QCommandLineOption> all() const
    {
        return {task,
                precision,
                optimizer,
                batch,
                gradAccum,
                seq,
                loraRank,
                loraTargets,
                freezeLayers,
                checkpointing,
                noFlash,
                gpus,
                zero,
                tensorParallel,
                context,
                concurrency,
                memoryUtilization,
                gpu,
                tokens,
                mfu,
                nodes,
                users,
                promptTokens,
                outputTokens,
                speed,
                allowSpot,
                optimizerInBackward,
                chunkedLoss,
                activationOffloading,
                compile,
                engine};
    }
};

bool parse(QCommandLineParser& parser, const QStringList& args, const QString& command, CliOutput& out)
{
    return parseCommandLine(parser, args, command, out);
}

std::optional<ModelArchitecture>
readModel(const QCommandLineParser& p, const ModelOptions& o, bool allowSize, CliOutput& out)
{
    const int given = int(p.isSet(o.model)) + int(p.isSet(o.config)) + int(allowSize && p.isSet(o.params));
    if (given != 1) {
        out.error(allowSize ? EstimatorCommands::tr("give exactly one of --model ID, --config FILE or --params SIZE")
                            : EstimatorCommands::tr("give exactly one of --model ID or --config FILE"));
        return std::nullopt;
    }
    if (p.isSet(o.model)) {
        const auto m = ModelCatalog::builtIn().find(p.value(o.model));
        if (!m) {
            QStringList ids;
            for (const ModelArchitecture& model : ModelCatalog::builtIn().models())
                ids << model.id;
            out.error(EstimatorCommands::tr("unknown model '%1'; known models: %2")
                          .arg(p.value(o.model), ids.join(QStringLiteral(", "))));
            return std::nullopt;
        }
        return m;
    }
    const Result<ModelArchitecture> m =
        p.isSet(o.config) ? ModelConfigParser::parseFile(p.value(o.config)) : ModelCatalog::fromSize(p.value(o.params));
    if (!m.ok()) {
        out.error(m.error().message);
        return std::nullopt;
    }
    return m.value();
}

bool readInteger(const QCommandLineParser& p,
                 const QCommandLineOption& option,
                 qint64& target,
                 qint64 minimum,
                 qint64 maximum,
                 CliOutput& out)
{
    if (!p.isSet(option))
        return true;
    bool ok = false;
    const qint64 value = p.value(option).toLongLong(&ok);
    if (!ok || value < minimum || value > maximum) {
        out.error(EstimatorCommands::tr("--%1 must be a whole number from %2 to %3, not '%4'")
                      .arg(option.names().first())
                      .arg(minimum)
                      .arg(maximum)
                      .arg(p.value(option)));
        return false;
    }
    target = value;
    return true;
}

bool readNumber(const QCommandLineParser& p,
                const QCommandLineOption& option,
                double minimum,
                double maximum,
                std::optional<double>& target,
                CliOutput& out)
{
    if (!p.isSet(option))
        return true;
    bool ok = false;
    const double value = p.value(option).toDouble(&ok);
    if (!ok || value <= minimum || value > maximum || !std::isfinite(value)) {
        out.error(EstimatorCommands::tr("--%1 must be a number above %2 and at most %3, not '%4'")
                      .arg(option.names().first())
                      .arg(minimum)
                      .arg(maximum)
                      .arg(p.value(option)));
        return false;
    }
    target = value;
    return true;
}

std::optional<Need> readNeed(const QCommandLineParser& p, const NeedOptions& o, CliOutput& out)
{
    Need need;
    if (!p.isSet(o.task)) {
        out.error(EstimatorCommands::tr("--task is required: inference, full, freeze, lora or qlora"));
        return std::nullopt;
    }
    const auto task = taskFromCode(p.value(o.task));
    if (!task) {
        out.error(
            EstimatorCommands::tr("unknown --task '%1' (inference, full, freeze, lora, qlora)").arg(p.value(o.task)));
        return std::nullopt;
    }
    need.task = *task;
    if (need.task == Task::Full || need.task == Task::Freeze)
        need.precision = Precision::AmpBf16; // what DeepSpeed and the HF Trainer do with bf16=True
    if (p.isSet(o.precision)) {
        const auto precision = precisionFromCode(p.value(o.precision));
        if (!precision) {
            out.error(
                EstimatorCommands::tr("unknown --precision '%1' (fp32, bf16, fp16, amp-bf16, amp-fp16, int8, int4)")
                    .arg(p.value(o.precision)));
            return std::nullopt;
        }
        need.precision = *precision;
    }
    if (p.isSet(o.optimizer)) {
        const auto optimizer = optimizerFromCode(p.value(o.optimizer));
        if (!optimizer) {
            out.error(EstimatorCommands::tr("unknown --optimizer '%1' (%2)")
                          .arg(p.value(o.optimizer), optimizerCodes().join(QStringLiteral(", "))));
            return std::nullopt;
        }
        need.optimizer = *optimizer;
    }
    if (p.isSet(o.loraTargets)) {
        const auto targets = loraTargetsFromText(p.value(o.loraTargets));
        if (!targets) {
            out.error(
                EstimatorCommands::tr("--lora-targets takes a comma-separated list of %1, or all-linear; not '%2'")
                    .arg(allLoraTargets().join(QLatin1Char(',')), p.value(o.loraTargets)));
            return std::nullopt;
        }
        need.loraTargets = *targets;
    }
    qint64 zero = need.zeroStage;
    std::optional<double> utilization;
    namespace L = NeedLimits;
    if (!readInteger(p, o.batch, need.batch, 1, L::kMaxBatch, out) ||
        !readInteger(p, o.gradAccum, need.gradientAccumulation, 1, L::kMaxBatch, out) ||
        !readInteger(p, o.seq, need.seq, 1, L::kMaxTokens, out) ||
        !readInteger(p, o.loraRank, need.loraRank, 1, L::kMaxLoraRank, out) ||
        !readInteger(p, o.freezeLayers, need.freezeTrainableLayers, 1, L::kMaxLayers, out) ||
        !readInteger(p, o.gpus, need.gpus, 1, L::kMaxGpus, out) || !readInteger(p, o.zero, zero, 0, 3, out) ||
        !readInteger(p, o.tensorParallel, need.tensorParallel, 1, L::kMaxGpus, out) ||
        !readInteger(p, o.context, need.context, 1, L::kMaxTokens, out) ||
        !readInteger(p, o.concurrency, need.concurrency, 1, L::kMaxConcurrency, out) ||
        !readNumber(p, o.tokens, 0, 1e16, need.tokens, out) || !readNumber(p, o.mfu, 0, 1, need.mfu, out) ||
        !readNumber(p, o.memoryUtilization, 0, 1, utilization, out) ||
        !readInteger(p, o.users, need.concurrency, 1, L::kMaxConcurrency, out)) {
        return std::nullopt;
    }
    // Serving load: prompt and answer lengths make the context; the speed each user should see sizes replicas.
    qint64 prompt = 0, output = 0;
    std::optional<double> speed;
    if (!readInteger(p, o.promptTokens, prompt, 1, L::kMaxTokens, out) ||
        !readInteger(p, o.outputTokens, output, 1, L::kMaxTokens, out) || !readNumber(p, o.speed, 0, 1e4, speed, out))
        return std::nullopt;
    if (p.isSet(o.context) && (prompt > 0 || output > 0)) {
        out.error(EstimatorCommands::tr("give --context or --prompt-tokens/--output-tokens, not both"));
        return std::nullopt;
    }
    if (prompt > 0 || output > 0) {
        const Questionnaire defaults; // the questionnaire's own lengths fill the one not given
        need.context = (prompt > 0 ? prompt : static_cast<qint64>(defaults.promptTokens)) +
                       (output > 0 ? output : static_cast<qint64>(defaults.outputTokens));
    }
    need.targetTokensPerSecondPerUser = speed.value_or(0.0);
    need.allowSpot = p.isSet(o.allowSpot);
    if (need.isTraining() && (p.isSet(o.users) || prompt > 0 || output > 0 || speed || need.allowSpot)) {
        out.error(EstimatorCommands::tr("--users, --prompt-tokens, --output-tokens, --tokens-per-second-per-user and "
                                        "--allow-spot describe serving: use them with --task inference"));
        return std::nullopt;
    }
    need.zeroStage = static_cast<int>(zero);
    need.gpuMemoryUtilization = utilization.value_or(need.gpuMemoryUtilization);
    need.gradientCheckpointing = p.isSet(o.checkpointing);
    need.flashAttention = !p.isSet(o.noFlash);
    need.savers.optimizerInBackward = p.isSet(o.optimizerInBackward);
    need.savers.chunkedLoss = p.isSet(o.chunkedLoss);
    need.savers.activationOffloading = p.isSet(o.activationOffloading);
    need.savers.compile = p.isSet(o.compile);
    if (p.isSet(o.engine)) {
        const auto engine = engineFromCode(p.value(o.engine));
        if (!engine) {
            out.error(EstimatorCommands::tr("unknown --engine '%1' (%2)")
                          .arg(p.value(o.engine), engineCodes().join(QStringLiteral(", "))));
            return std::nullopt;
        }
        if (need.isTraining()) {
            out.error(EstimatorCommands::tr("--engine chooses a serving engine: use it with --task inference"));
            return std::nullopt;
        }
        need.engine = *engine;
    }
    if (p.isSet(o.gpu)) {
        if (!findGpu(p.value(o.gpu), out))
            return std::nullopt;
        need.gpuId = p.value(o.gpu);
    }
    if (Status valid = MemoryEstimator::validate(need); !valid.ok()) {
        out.error(valid.error().message);
        return std::nullopt;
    }
    return need;
}

QString paramsHelp()
{
    return EstimatorCommands::tr("Usage: gpuplanner-cli params (--model ID | --config FILE) [--json]") +
           QLatin1Char('\n') +
           EstimatorCommands::tr("Exact parameter counts and KV cache size from a model's architecture.");
}

int runParams(const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    ModelOptions m;
    parser.addOptions({m.model, m.config, m.json, m.help});
    if (!parse(parser, args, QStringLiteral("params"), out))
        return ExitUsage;
    if (parser.isSet(m.help)) {
        out.line(paramsHelp());
        return ExitOk;
    }
    const auto model = readModel(parser, m, false, out);
    if (!model)
        return ExitUsage;
    const ParameterCount c = countParameters(*model);
    const qint64 kv = kvCacheBytesPerToken(*model, 2.0);
    if (parser.isSet(m.json)) {
        QJsonObject o = modelJson(*model);
        o.insert(QStringLiteral("parameters"), c.total());
        o.insert(QStringLiteral("active_parameters"), c.active());
        o.insert(QStringLiteral("kv_cache_bytes_per_token"), kv);
        QJsonObject breakdown;
        breakdown.insert(QStringLiteral("embedding"), c.embedding);
        breakdown.insert(QStringLiteral("output_head"), c.outputHead);
        breakdown.insert(QStringLiteral("attention"), c.attention);
        breakdown.insert(QStringLiteral("mlp"), c.mlp);
        breakdown.insert(QStringLiteral("experts"), c.experts);
        breakdown.insert(QStringLiteral("router"), c.router);
        breakdown.insert(QStringLiteral("norms"), c.norms);
        o.insert(QStringLiteral("breakdown"), breakdown);
        if (model->publishedParameters)
            o.insert(QStringLiteral("published_parameters"), *model->publishedParameters);
        out.json(o);
        return ExitOk;
    }
    out.line(EstimatorCommands::tr("Model: %1").arg(model->name));
    const QLocale l;
    out.table(
        {EstimatorCommands::tr("Part"), EstimatorCommands::tr("Parameters")},
        {{EstimatorCommands::tr("Embedding"), l.toString(c.embedding)},
         {EstimatorCommands::tr("Output head"),
          c.outputHead ? l.toString(c.outputHead) : EstimatorCommands::tr("tied to the embedding")},
         {EstimatorCommands::tr("Attention"), l.toString(c.attention)},
         {EstimatorCommands::tr("MLP"), l.toString(c.mlp)},
         {EstimatorCommands::tr("Experts"), l.toString(c.experts)},
         {EstimatorCommands::tr("Routers"), l.toString(c.router)},
         {EstimatorCommands::tr("Norms"), l.toString(c.norms)},
         {EstimatorCommands::tr("Total"), l.toString(c.total())},
         {EstimatorCommands::tr("Active per token"), l.toString(c.active())},
         {EstimatorCommands::tr("KV cache per token (bf16)"), EstimatorCommands::tr("%1 bytes").arg(l.toString(kv))}});
    if (model->approximate || model->bestEffort)
        out.line(
            EstimatorCommands::tr("Note: the shape is approximate or best effort; see the assumptions of 'estimate'."));
    return ExitOk;
}

} // namespace

QString workloadHelp(const QString& command, const QString& extraHelp)
{
    QStringList lines;
    lines << (EstimatorCommands::tr("Usage: gpuplanner-cli %1 (--model ID | --config FILE | --params SIZE) --task "
                                    "inference|full|freeze|lora|qlora [options] [--json]")
                  .arg(command));
    lines << (EstimatorCommands::tr(
        "Options: --precision fp32|bf16|fp16|amp-bf16|amp-fp16|int8|int4, --optimizer "
        "adamw|adamw-8bit|paged-adamw-8bit|sgd|adafactor, --batch N, --grad-accum N, --seq N, --lora-rank R, "
        "--lora-targets "
        "LIST|all-linear, "
        "--freeze-trainable-layers N, --grad-checkpointing, --no-flash-attention, --gpus N, --zero 0-3, "
        "--tensor-parallel N, --nodes N, --context N, --concurrency N, --gpu-memory-utilization X, --gpu GPU_ID, "
        "--tokens N, --mfu X"));
    lines << (EstimatorCommands::tr(
        "Memory savers (training): --optimizer-in-backward (step each parameter as its gradient arrives), "
        "--chunked-loss (cross-entropy in chunks), --activation-offloading (saved activations in host memory), "
        "--compile (torch.compile); --optimizer paged-adamw-8bit pages optimizer states to host memory"));
    lines << (EstimatorCommands::tr(
        "Serving engine: --engine vllm|sglang|llama.cpp|transformers|lmdeploy|tensorrt-llm (default vllm; "
        "llama.cpp's int8/int4 are GGUF Q8_0/Q4_K_M)"));
    lines << (EstimatorCommands::tr(
        "Serving load: --users N (decoding at once), --prompt-tokens N, --output-tokens N, "
        "--tokens-per-second-per-user X (replicas are added until each user gets it), --allow-spot (an always-on "
        "service may run on spot capacity)"));
    if (!extraHelp.isEmpty())
        lines << extraHelp;
    return lines.join(QLatin1Char('\n'));
}

std::optional<EstimateInput> readEstimateInput(QCommandLineParser& parser,
                                               const QString& command,
                                               const QStringList& args,
                                               CliOutput& out,
                                               int& exitCode,
                                               const QString& extraHelp)
{
    ModelOptions m;
    NeedOptions n;
    parser.addOptions({m.model, m.config, m.params, m.json, m.help});
    parser.addOptions(n.all());
    exitCode = ExitUsage;
    if (!parse(parser, args, command, out))
        return std::nullopt;
    if (parser.isSet(m.help)) {
        out.line(workloadHelp(command, extraHelp));
        exitCode = ExitOk;
        return std::nullopt;
    }
    const auto model = readModel(parser, m, true, out);
    if (!model)
        return std::nullopt;
    const auto need = readNeed(parser, n, out);
    if (!need)
        return std::nullopt;
    FitLimits limits;
    if (parser.isSet(n.gpus))
        limits.gpus = need->gpus;
    qint64 nodes = 0;
    if (!readInteger(parser, n.nodes, nodes, 1, NeedLimits::kMaxGpus, out))
        return std::nullopt;
    if (nodes > 64 || limits.gpus > 512) {
        out.error(EstimatorCommands::tr("--gpus is limited to 512 and --nodes to 64"));
        return std::nullopt;
    }
    limits.nodes = nodes;
    return EstimateInput{*model, *need, parser.isSet(m.json), limits};
}

namespace {

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
    const MemoryEstimate& e = result.value();
    const std::optional<GpuSpec> gpu = need.gpuId.isEmpty() ? std::nullopt : GpuCatalog::builtIn().find(need.gpuId);
    std::optional<TrainingTime> time;
    std::optional<ServingThroughput> throughput;
    if (gpu && need.isTraining() && need.tokens)
        time = PerformanceEstimator::trainingTime(input->model, e, need, *gpu, *need.tokens);
    if (gpu && !need.isTraining())
        throughput = PerformanceEstimator::serving(input->model, e, need, *gpu);
    QStringList assumptions = e.assumptions;
    if (time)
        assumptions << time->assumptions;
    if (throughput)
        assumptions << throughput->assumptions;

    if (input->json) {
        QJsonObject o;
        o.insert(QStringLiteral("model"), modelJson(input->model));
        o.insert(QStringLiteral("task"), taskCode(need.task));
        o.insert(QStringLiteral("precision"), precisionCode(need.precision));
        o.insert(QStringLiteral("gpus"), need.gpus);
        o.insert(QStringLiteral("parameters"), e.parameters);
        o.insert(QStringLiteral("trainable_parameters"), e.trainableParameters);
        o.insert(QStringLiteral("kv_cache_bytes_per_token"), kvCacheBytesPerToken(input->model, 2.0));
        QJsonObject memory;
        memory.insert(QStringLiteral("weights"), bytes(e.weights));
        memory.insert(QStringLiteral("gradients"), bytes(e.gradients));
        memory.insert(QStringLiteral("optimizer"), bytes(e.optimizer));
        memory.insert(QStringLiteral("activations"), bytes(e.activations));
        memory.insert(QStringLiteral("kv_cache"), bytes(e.kvCache));
        memory.insert(QStringLiteral("overhead"), bytes(e.overhead));
        // The parts are rounded separately; the total is their sum so scripts can check it.
        memory.insert(QStringLiteral("total"), bytes(e.weights) + bytes(e.gradients) + bytes(e.optimizer) +
                                                   bytes(e.activations) + bytes(e.kvCache) + bytes(e.overhead));
        o.insert(QStringLiteral("memory"), memory);
        if (e.hostMemory() > 0) { // what the memory savers keep in host memory instead
            QJsonObject host;
            host.insert(QStringLiteral("paged_optimizer"), bytes(e.pagedOptimizer));
            host.insert(QStringLiteral("offloaded_activations"), bytes(e.offloadedActivations));
            o.insert(QStringLiteral("host_memory"), host);
        }
        QJsonArray terms;
        for (const MemoryTerm& t : e.terms) {
            QJsonObject term;
            term.insert(QStringLiteral("component"), memoryComponentName(t.component));
            term.insert(QStringLiteral("label"), t.label);
            term.insert(QStringLiteral("formula"), t.formula);
            term.insert(QStringLiteral("bytes"), bytes(t.bytes));
            terms.append(term);
        }
        o.insert(QStringLiteral("terms"), terms);
        if (time) {
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
        if (throughput) {
            QJsonObject t;
            t.insert(QStringLiteral("prefill_tokens_per_s"), throughput->prefillTokensPerSecond);
            t.insert(QStringLiteral("decode_tokens_per_s"), throughput->decodeTokensPerSecond);
            t.insert(QStringLiteral("aggregate_decode_tokens_per_s"), throughput->aggregateDecodeTokensPerSecond);
            t.insert(QStringLiteral("max_concurrency"), throughput->maxConcurrency);
            insertBand(t, *throughput);
            o.insert(QStringLiteral("throughput"), t);
        }
        if (gpu) {
            o.insert(QStringLiteral("gpu"), gpu->id);
            o.insert(QStringLiteral("fits"), e.total() <= static_cast<double>(gpu->memoryBytes()));
        }
        o.insert(QStringLiteral("assumptions"), QJsonArray::fromStringList(assumptions));
        out.json(o);
        return ExitOk;
    }

    out.line(EstimatorCommands::tr("Model: %1 — %2 parameters, %3 trainable")
                 .arg(input->model.name, billions(static_cast<double>(e.parameters)),
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
    if (time) {
        out.line(EstimatorCommands::tr("Time: %1 FLOPs, %2 GPU-hours, %3 hours wall-clock on %4 × %5.")
                     .arg(QLocale().toString(time->flops, 'g', 3), QLocale().toString(time->gpuHours, 'f', 1),
                          QLocale().toString(time->wallHours, 'f', 1))
                     .arg(need.gpus)
                     .arg(gpu->name));
        if (time->band.rows > 0 || time->band.calibrated())
            out.line(bandLine(*time));
    }
    if (throughput) {
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
    if (!assumptions.isEmpty()) {
        out.line(EstimatorCommands::tr("Assumptions:"));
        for (const QString& a : assumptions)
            out.line(QStringLiteral("  - ") + a);
    }
    return ExitOk;
}

} // namespace

QJsonObject modelJson(const ModelArchitecture& m)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), m.id);
    o.insert(QStringLiteral("name"), m.name);
    o.insert(QStringLiteral("family"), m.family);
    o.insert(QStringLiteral("approximate"), m.approximate);
    o.insert(QStringLiteral("best_effort"), m.bestEffort);
    return o;
}

std::optional<GpuSpec> findGpu(const QString& id, CliOutput& out)
{
    if (const auto gpu = GpuCatalog::builtIn().find(id))
        return gpu;
    QStringList ids;
    for (const GpuSpec& g : GpuCatalog::builtIn().gpus())
        ids << g.id;
    out.error(EstimatorCommands::tr("unknown --gpu '%1'; known GPUs: %2").arg(id, ids.join(QStringLiteral(", "))));
    return std::nullopt;
}

bool parseCommandLine(
    QCommandLineParser& parser, const QStringList& args, const QString& command, CliOutput& out, bool allowPositional)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    if (!parser.parse(QStringList{QStringLiteral("gpuplanner-cli ") + command} + args)) {
        out.error(parser.errorText());
        return false;
    }
    if (!allowPositional && !parser.positionalArguments().isEmpty()) {
        out.error(EstimatorCommands::tr("unexpected argument '%1'").arg(parser.positionalArguments().first()));
        return false;
    }
    return true;
}

QList<CliCommand> estimatorCommands()
{
    return {
        CliCommand{QStringLiteral("params"),
                   [] { return EstimatorCommands::tr("Exact parameter counts and KV cache bytes per token."); },
                   runParams, paramsHelp},
        CliCommand{QStringLiteral("estimate"),
                   [] { return EstimatorCommands::tr("GPU memory by component, time and throughput for a workload."); },
                   runEstimate, [] { return workloadHelp(QStringLiteral("estimate")); }},
        fitCommand(),
    };
}

} // namespace gp::cli
