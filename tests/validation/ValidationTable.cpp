#include "validation/ValidationTable.h"
#include "support/TestPaths.h"

#include "core/catalog/GpuCatalog.h"
#include "core/estimator/ErrorBands.h"
#include "core/estimator/MemoryEstimator.h"
#include "core/estimator/ModelCatalog.h"
#include "core/estimator/ModelConfigParser.h"
#include "core/estimator/PerformanceEstimator.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <optional>

namespace gp::validation {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2.0;
}

Need needFor(const QJsonObject& r)
{
    Need need;
    need.task = taskFromCode(r.value(QLatin1String("task")).toString()).value_or(Task::Full);
    need.precision = precisionFromCode(r.value(QLatin1String("precision")).toString()).value_or(Precision::Bf16);
    need.optimizer = optimizerFromCode(r.value(QLatin1String("optimizer")).toString()).value_or(Optimizer::AdamW);
    need.batch = r.value(QLatin1String("batch")).toInteger(1);
    need.seq = r.value(QLatin1String("seq")).toInteger(2048);
    need.loraRank = r.value(QLatin1String("lora_rank")).toInteger(8);
    if (const auto targets = loraTargetsFromText(r.value(QLatin1String("lora_targets")).toString()))
        need.loraTargets = *targets;
    need.gradientCheckpointing = r.value(QLatin1String("grad_checkpointing")).toBool(false);
    need.flashAttention = r.value(QLatin1String("flash_attention")).toBool(true);
    need.savers.optimizerInBackward = r.value(QLatin1String("optimizer_in_backward")).toBool(false);
    need.savers.chunkedLoss = r.value(QLatin1String("chunked_loss")).toBool(false);
    need.savers.activationOffloading = r.value(QLatin1String("activation_offloading")).toBool(false);
    need.savers.compile = r.value(QLatin1String("compile")).toBool(false);
    need.gpus = r.value(QLatin1String("gpus")).toInteger(1);
    need.zeroStage = static_cast<int>(r.value(QLatin1String("zero")).toInteger(0));
    need.tensorParallel = r.value(QLatin1String("tensor_parallel")).toInteger(1);
    need.context = r.value(QLatin1String("context")).toInteger(need.seq);
    need.concurrency = r.value(QLatin1String("concurrency")).toInteger(1);
    if (!need.isTraining() && need.gpus > 1)
        need.tensorParallel = need.gpus; // weights split across the GPUs, as the summed measurement sees them
    return need;
}

QString setupText(const QJsonObject& r, const Need& need)
{
    QStringList parts;
    parts << taskCode(need.task) << precisionCode(need.precision);
    if (need.isTraining()) {
        parts << optimizerCode(need.optimizer) << QStringLiteral("b%1×%2").arg(need.batch).arg(need.seq);
        if (need.task == Task::Lora || need.task == Task::Qlora)
            parts << QStringLiteral("r%1 %2")
                         .arg(need.loraRank)
                         .arg(need.loraTargets.size() == 7 ? QStringLiteral("all-linear")
                                                           : need.loraTargets.join(QLatin1Char(',')));
        parts << (need.gradientCheckpointing ? QStringLiteral("ckpt") : QStringLiteral("no ckpt"));
        if (!need.flashAttention)
            parts << QStringLiteral("eager attn");
        if (need.savers.optimizerInBackward)
            parts << QStringLiteral("opt-in-bwd");
        if (need.savers.chunkedLoss)
            parts << QStringLiteral("chunked loss");
        if (need.savers.activationOffloading)
            parts << QStringLiteral("act offload");
        if (need.savers.compile)
            parts << QStringLiteral("compile");
        if (need.gpus > 1)
            parts << QStringLiteral("%1 GPUs ZeRO-%2").arg(need.gpus).arg(need.zeroStage);
    } else {
        parts << QStringLiteral("ctx %1").arg(need.context);
        if (need.gpus > 1)
            parts << QStringLiteral("%1 GPUs").arg(need.gpus);
    }
    parts << r.value(QLatin1String("gpu")).toString();
    return parts.join(QStringLiteral(", "));
}

// The rules of thumb people quote (bytes per parameter), applied to the same rows.
double ruleOfThumbBytes(const Need& need, double parameters)
{
    switch (need.task) {
    case Task::Full:
        return parameters * 30.0; // "full fine-tuning needs params × 20–40 bytes"
    case Task::Lora:
    case Task::Freeze:
        return parameters * 7.0; // "LoRA needs params × 6–8 bytes"
    case Task::Qlora:
        return parameters * 1.0; // "QLoRA: 4-bit weights, about 1 byte per parameter in all"
    case Task::Inference:
        break;
    }
    // "7B in FP16 is 14 GB": params × bytes per weight
    const double perWeight = need.precision == Precision::Int4   ? 0.5
                             : need.precision == Precision::Int8 ? 1.0
                             : need.precision == Precision::Fp32 ? 4.0
                                                                 : 2.0;
    return parameters * perWeight;
}

// A model the catalog does not have (MPT, GPT-2, Megatron's benchmark GPTs), from the shape its source states.
ModelArchitecture modelFromShape(const QJsonObject& a, const QString& name)
{
    ModelArchitecture m;
    m.id = name;
    m.name = name;
    m.family = QStringLiteral("shape");
    m.vocabSize = a.value(QLatin1String("vocab")).toInteger();
    m.hiddenSize = a.value(QLatin1String("hidden")).toInteger();
    m.intermediateSize = a.value(QLatin1String("ffn")).toInteger(4 * m.hiddenSize);
    m.numLayers = a.value(QLatin1String("layers")).toInteger();
    m.numHeads = a.value(QLatin1String("heads")).toInteger();
    m.numKvHeads = a.value(QLatin1String("kv_heads")).toInteger(m.numHeads);
    m.headDim = m.numHeads > 0 ? m.hiddenSize / m.numHeads : 0;
    m.gatedMlp = a.value(QLatin1String("gated_mlp")).toBool(false);
    m.tiedEmbeddings = a.value(QLatin1String("tied_embeddings")).toBool(true);
    return m;
}

// The row's model (from the catalog, or from the shape its source states) and GPU; false with the reason if either is
// unknown.
bool modelAndGpu(const QJsonObject& r, ModelArchitecture& model, GpuSpec& gpu, QString& excluded)
{
    const QString modelId = r.value(QLatin1String("model_id")).toString();
    const QString config = r.value(QLatin1String("config")).toString();
    if (!config.isEmpty()) { // a config.json (the measurement kit's rows), read as the app reads one
        const Result<ModelArchitecture> m = ModelConfigParser::parseFile(
            QDir::isAbsolutePath(config) ? config : gp::test::sourcePath() + QLatin1Char('/') + config);
        if (!m.ok()) {
            excluded = m.error().message;
            return false;
        }
        model = *m;
        model.name = r.value(QLatin1String("model")).toString(model.name);
    } else if (!modelId.isEmpty()) {
        const auto m = ModelCatalog::builtIn().find(modelId);
        if (!m) {
            excluded = QStringLiteral("model not in the catalog");
            return false;
        }
        model = *m;
    } else {
        model = modelFromShape(r.value(QLatin1String("arch")).toObject(), r.value(QLatin1String("model")).toString());
    }
    // The catalog id, else the device as the driver names it (the kit's rows), matched as the smoke test matches it.
    const QString gpuId = r.value(QLatin1String("gpu_id")).toString();
    const auto found = !gpuId.isEmpty()
                           ? GpuCatalog::builtIn().find(gpuId)
                           : GpuCatalog::builtIn().matchDevice(r.value(QLatin1String("gpu_name")).toString(),
                                                               r.value(QLatin1String("gpu_memory_mib")).toDouble());
    if (!found) {
        excluded = QStringLiteral("GPU not in the catalog");
        return false;
    }
    gpu = *found;
    return true;
}

// One published training speed, ready to be estimated again with other efficiency constants.
struct SpeedCase
{
    ModelArchitecture model;
    Need need;
    GpuSpec gpu;
    MemoryEstimate memory;
    double measuredTokensPerGpuSecond = 0;
    bool fit = false;
    QStringList groups;
};

double estimatedTokensPerGpuSecond(const SpeedCase& c, const TrainingEfficiency& efficiency)
{
    constexpr double kTokens = 1e9;
    const TrainingTime t =
        PerformanceEstimator::trainingTime(c.model, c.memory, c.need, c.gpu, kTokens, false, efficiency);
    return t.gpuHours > 0 ? kTokens / (t.gpuHours * 3600.0) : 0.0;
}

QStringList groupsOf(const Need& need, const GpuSpec& gpu, bool pretraining)
{
    QStringList g;
    g << (pretraining                ? QStringLiteral("pre-training")
          : need.task == Task::Full  ? QStringLiteral("full fine-tuning")
          : need.task == Task::Lora  ? QStringLiteral("LoRA")
          : need.task == Task::Qlora ? QStringLiteral("QLoRA")
                                     : QStringLiteral("other"));
    g << (gpu.architecture == QLatin1String("Hopper") || gpu.architecture == QLatin1String("Blackwell")
              ? QStringLiteral("Hopper GPUs")
          : gpu.architecture.startsWith(QLatin1String("Ada")) ? QStringLiteral("Ada GPUs")
                                                              : QStringLiteral("Ampere GPUs"));
    g << (need.gpus == 1   ? QStringLiteral("1 GPU")
          : need.gpus <= 8 ? QStringLiteral("2–8 GPUs")
                           : QStringLiteral("more than 8 GPUs"));
    return g;
}

// Reads one training_speed row; an empty result carries the reason in `excluded`.
std::optional<SpeedCase> speedCase(const QJsonObject& r, QString& excluded, QString& modelName, QString& setup)
{
    SpeedCase c;
    if (!modelAndGpu(r, c.model, c.gpu, excluded))
        return std::nullopt;
    modelName = c.model.name;
    c.need = needFor(r);
    c.need.precision = Precision::Bf16;
    c.need.pipelineParallel = r.value(QLatin1String("pipeline_parallel")).toInteger(1);
    const double gpus = static_cast<double>(c.need.gpus);
    const double seq = static_cast<double>(c.need.seq);
    const double globalTokens = r.value(QLatin1String("global_batch_tokens")).toDouble(0);
    if (r.value(QLatin1String("batch")).isNull()) { // sequences per replica per step, as the global batch implies
        const double replicas =
            gpus / static_cast<double>(std::max<qint64>(1, c.need.tensorParallel * c.need.pipelineParallel));
        c.need.batch = std::max<qint64>(1, std::llround(globalTokens > 0 ? globalTokens / replicas / seq : 1.0));
    }
    const double replicas =
        gpus / static_cast<double>(std::max<qint64>(1, c.need.tensorParallel * c.need.pipelineParallel));
    if (globalTokens > 0) // micro-batches each replica accumulates per optimizer step
        c.need.gradientAccumulation = std::max<qint64>(
            1, std::llround(globalTokens / (static_cast<double>(c.need.batch) * seq * std::max(1.0, replicas))));
    const bool pretraining = r.value(QLatin1String("pretraining")).toBool(false);
    setup = setupText(r, c.need);
    if (pretraining)
        setup.replace(0, 4, QStringLiteral("pre-training"));
    const Result<MemoryEstimate> memory = MemoryEstimator::estimate(c.model, c.need, false);
    if (!memory.ok()) {
        excluded = memory.error().message;
        return std::nullopt;
    }
    c.memory = *memory;
    // The published figure, as tokens per second per GPU.
    const QString unit = r.value(QLatin1String("measured_unit")).toString();
    const double v = r.value(QLatin1String("measured_value")).toDouble();
    const double peak = denseTflops(c.gpu, Precision::Bf16) * 1e12;
    const double L = static_cast<double>(c.model.numLayers);
    const double h = static_cast<double>(c.model.hiddenSize);
    const double V = static_cast<double>(c.model.vocabSize);
    // Megatron's model FLOPs per token (Narayanan et al. 2021, without recomputation), which its MFU and TFLOP/s use.
    const double megatronFlops = 72.0 * L * h * h * (1.0 + seq / (6.0 * h) + V / (12.0 * h * L));
    if (unit == QLatin1String("tokens_per_s_per_gpu"))
        c.measuredTokensPerGpuSecond = v;
    else if (unit == QLatin1String("tokens_per_s_total"))
        c.measuredTokensPerGpuSecond = v / gpus;
    else if (unit == QLatin1String("seconds_per_step"))
        c.measuredTokensPerGpuSecond =
            (globalTokens > 0 ? globalTokens : static_cast<double>(c.need.batch) * seq * gpus) / v / gpus;
    else if (unit == QLatin1String("gpu_hours"))
        c.measuredTokensPerGpuSecond = r.value(QLatin1String("tokens")).toDouble() / (v * 3600.0);
    else if (unit == QLatin1String("mfu"))
        c.measuredTokensPerGpuSecond = v * peak / megatronFlops;
    else if (unit == QLatin1String("model_tflops_per_gpu"))
        c.measuredTokensPerGpuSecond = v * 1e12 / megatronFlops;
    if (c.measuredTokensPerGpuSecond <= 0) {
        excluded = QStringLiteral("a measurement GPU Planner cannot turn into tokens per second (%1)").arg(unit);
        return std::nullopt;
    }
    c.fit = r.value(QLatin1String("fit")).toBool(false);
    c.groups = groupsOf(c.need, c.gpu, pretraining);
    c.groups << (unit == QLatin1String("gpu_hours") ? QStringLiteral("measured: a whole run's GPU-hours")
                                                    : QStringLiteral("measured: training steps"));
    return c;
}

ErrorSummary summarize(const QList<double>& errors)
{
    ErrorSummary e;
    e.rows = static_cast<int>(errors.size());
    QList<double> absolute;
    for (double x : errors)
        absolute << std::abs(x);
    e.medianAbsolute = median(absolute);
    e.medianSigned = median(errors);
    return e;
}

} // namespace

namespace {

// One published decode speed, ready to be estimated again with other engine constants.
struct DecodeCase
{
    ModelArchitecture model;
    Need need;
    GpuSpec gpu;
    MemoryEstimate memory;
    double prompt = 0;
    double output = 0;
    bool includesPrefill = false;
    double measured = 0; // output tokens per second each sequence sees
    bool fit = false;
    QStringList groups;
};

std::optional<DecodeCase> decodeCase(const QJsonObject& r, QString& excluded, QString& modelName, QString& setup)
{
    DecodeCase c;
    if (!modelAndGpu(r, c.model, c.gpu, excluded))
        return std::nullopt;
    modelName = c.model.name;
    const auto engine = engineFromCode(r.value(QLatin1String("engine")).toString());
    const auto precision = precisionFromCode(r.value(QLatin1String("precision")).toString());
    if (!engine || !precision) {
        excluded = QStringLiteral("engine or weights GPU Planner has no option for");
        return std::nullopt;
    }
    c.need.task = Task::Inference;
    c.need.engine = *engine;
    c.need.precision = *precision;
    c.need.gpus = r.value(QLatin1String("gpus")).toInteger(1);
    c.need.tensorParallel = r.value(QLatin1String("tensor_parallel")).toInteger(1);
    c.need.gpus = std::max(c.need.gpus, c.need.tensorParallel);
    if (c.need.gpus % c.need.tensorParallel != 0)
        c.need.gpus = c.need.tensorParallel;
    c.need.concurrency = r.value(QLatin1String("concurrency")).toInteger(1);
    c.prompt = r.value(QLatin1String("prompt_tokens")).toDouble(0);
    c.output = r.value(QLatin1String("output_tokens")).toDouble(0);
    c.includesPrefill = r.value(QLatin1String("includes_prefill")).toBool(false);
    // The cache grows from the prompt to prompt + output while decoding: on average half the output is in it.
    c.need.context = std::max<qint64>(1, std::llround(c.prompt + c.output / 2.0));
    const Result<MemoryEstimate> memory = MemoryEstimator::estimate(c.model, c.need, false);
    if (!memory.ok()) {
        excluded = memory.error().message;
        return std::nullopt;
    }
    c.memory = *memory;
    const double v = r.value(QLatin1String("measured_value")).toDouble();
    const QString unit = r.value(QLatin1String("measured_unit")).toString();
    const double users = static_cast<double>(c.need.concurrency);
    c.measured = unit == QLatin1String("output_tokens_per_s_per_stream") ? v
                 : unit == QLatin1String("output_tokens_per_s_total")    ? v / users
                 : unit == QLatin1String("output_tokens_per_s_per_gpu")  ? v * static_cast<double>(c.need.gpus) / users
                                                                         : 0.0;
    if (c.measured <= 0 || c.output <= 0) {
        excluded = QStringLiteral("not a decode speed");
        return std::nullopt;
    }
    setup = QStringLiteral("%1, %2, %3 × (%4 + %5 tokens)%6, %7%8")
                .arg(engineCode(c.need.engine), r.value(QLatin1String("weights")).toString())
                .arg(c.need.concurrency)
                .arg(c.prompt)
                .arg(c.output)
                .arg(c.includesPrefill ? QStringLiteral(" incl. prefill") : QString(), c.gpu.id,
                     c.need.gpus > 1 ? QStringLiteral(" × %1").arg(c.need.gpus) : QString());
    c.fit = r.value(QLatin1String("fit")).toBool(false);
    c.groups << engineCode(c.need.engine)
             << (c.need.concurrency == 1 ? QStringLiteral("single stream") : QStringLiteral("batched"))
             << (c.need.precision == Precision::Int4   ? QStringLiteral("int4 weights")
                 : c.need.precision == Precision::Int8 ? QStringLiteral("int8 weights")
                                                       : QStringLiteral("16-bit weights"));
    return c;
}

double estimatedDecode(const DecodeCase& c, const ServingEfficiency& efficiency)
{
    const ServingThroughput s = PerformanceEstimator::serving(c.model, c.memory, c.need, c.gpu, false, efficiency);
    if (s.decodeTokensPerSecond <= 0)
        return 0;
    double seconds = c.output / s.decodeTokensPerSecond;
    if (c.includesPrefill && s.prefillTokensPerSecond > 0) // a static batch prefills every prompt first
        seconds += c.prompt * static_cast<double>(c.need.concurrency) / s.prefillTokensPerSecond;
    return c.output / seconds;
}

// The rows of one kind marked "fit" (and not excluded): what the constants are fitted on. None when the file cannot
// be read, so the fit returns the shipped constants unchanged.
QList<QJsonObject> fitRows(const QString& sourcesPath, const char* kind, const QString& leaveOut)
{
    QFile file(sourcesPath);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<QJsonObject> fit;
    for (const QJsonValue& value :
         QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("rows")).toArray()) {
        const QJsonObject r = value.toObject();
        if (r.value(QLatin1String("kind")).toString() == QLatin1String(kind) &&
            r.value(QLatin1String("fit")).toBool() && !r.contains(QLatin1String("excluded")) &&
            (leaveOut.isEmpty() || sourceKey(r.value(QLatin1String("source_name")).toString()) != leaveOut))
            fit << r;
    }
    return fit;
}

} // namespace

QString sourceKey(const QString& sourceName)
{
    return sourceName.section(QLatin1Char(' '), 0, 0);
}

ServingEfficiency fitServingEfficiency(const QString& sourcesPath, const QString& leaveOut)
{
    QList<DecodeCase> cases;
    for (const QJsonObject& r : fitRows(sourcesPath, "serving_speed", leaveOut)) {
        QString excluded, name, setup;
        if (auto c = decodeCase(r, excluded, name, setup))
            cases << *c;
    }
    if (cases.isEmpty())
        return ServingEfficiency::fitted();
    ServingEfficiency best = ServingEfficiency::fitted();
    const auto cost = [&](const ServingEfficiency& e) {
        double sum = 0;
        for (const DecodeCase& c : cases) {
            const double ratio = estimatedDecode(c, e) / c.measured;
            sum += ratio > 0 ? std::log(ratio) * std::log(ratio) : 100.0;
        }
        return sum;
    };
    const size_t vllm = static_cast<size_t>(Engine::Vllm);
    const size_t sglang = static_cast<size_t>(Engine::Sglang);
    QSet<size_t> fitted; // engines with rows to fit
    for (const DecodeCase& c : cases)
        fitted.insert(static_cast<size_t>(c.need.engine));
    // A server with compiled kernels and continuous batching left without rows takes vLLM's constants, never the ones
    // its own left-out rows taught. llama.cpp's and Transformers' loops are like no other engine's: without their
    // source they keep the shipped constants, so their left-out error covers the shared constants only.
    const QSet<size_t> servers{vllm, sglang, static_cast<size_t>(Engine::LmDeploy),
                               static_cast<size_t>(Engine::TensorRtLlm)};
    QList<double*> fields;
    for (size_t engine = 0; engine < best.bandwidth.size(); ++engine)
        if (engine != sglang && (engine == vllm || fitted.contains(engine)))
            fields << &best.bandwidth[engine] << &best.layerOverheadMicroseconds[engine];
    fields << &best.int8 << &best.int4 << &best.batchedCompute;
    const auto tie = [&] {
        // SGLang runs the same kind of kernels as vLLM and has no rows of its own in the fit.
        for (size_t engine = 0; engine < best.bandwidth.size(); ++engine)
            if (engine == sglang || (engine != vllm && servers.contains(engine) && !fitted.contains(engine))) {
                best.bandwidth[engine] = best.bandwidth[vllm];
                best.layerOverheadMicroseconds[engine] = best.layerOverheadMicroseconds[vllm];
            }
    };
    tie();
    double bestCost = cost(best);
    for (double step = 0.2; step > 0.002; step /= 2) {
        for (int round = 0; round < 20; ++round) {
            bool improved = false;
            for (double* field : fields) {
                for (double factor : {1.0 + step, 1.0 / (1.0 + step)}) {
                    const double kept = *field;
                    *field = kept * factor;
                    tie();
                    // No engine reads faster than the memory can deliver; dequantising never speeds a read up.
                    const bool physical = *std::max_element(best.bandwidth.begin(), best.bandwidth.end()) <= 0.9 &&
                                          best.int8 <= 1.0 && best.int4 <= 1.0 && best.batchedCompute <= 0.9;
                    const double c = physical ? cost(best) : bestCost;
                    if (c < bestCost) {
                        bestCost = c;
                        improved = true;
                    } else {
                        *field = kept;
                        tie();
                    }
                }
            }
            if (!improved)
                break;
        }
    }
    return best;
}

TrainingEfficiency fitTrainingEfficiency(const QString& sourcesPath, const QString& leaveOut)
{
    QList<SpeedCase> cases;
    for (const QJsonObject& r : fitRows(sourcesPath, "training_speed", leaveOut)) {
        QString excluded, name, setup;
        if (auto c = speedCase(r, excluded, name, setup))
            cases << *c;
    }
    if (cases.isEmpty())
        return TrainingEfficiency::fitted();
    const auto cost = [&](const TrainingEfficiency& e) {
        double sum = 0;
        for (const SpeedCase& c : cases) {
            const double ratio = c.measuredTokensPerGpuSecond / estimatedTokensPerGpuSecond(c, e);
            sum += std::log(ratio) * std::log(ratio);
        }
        return sum;
    };
    // Coordinate descent, each constant scaled up and down by shrinking steps: a handful of smooth parameters.
    TrainingEfficiency best = TrainingEfficiency::fitted();
    double bestCost = cost(best);
    double* const fields[] = {&best.ampere,    &best.ada,  &best.hopper, &best.hiddenHalf, &best.microBatchHalf,
                              &best.attention, &best.lora, &best.qlora,  &best.compile};
    for (double step = 0.2; step > 0.002; step /= 2) {
        for (int round = 0; round < 20; ++round) {
            bool improved = false;
            for (double* field : fields) {
                for (double factor : {1.0 + step, 1.0 / (1.0 + step)}) {
                    const double kept = *field;
                    *field = kept * factor;
                    const double c = cost(best);
                    if (c < bestCost) {
                        bestCost = c;
                        improved = true;
                    } else {
                        *field = kept;
                    }
                }
            }
            if (!improved)
                break;
        }
    }
    return best;
}

Summary compute(const QString& sourcesPath, const TrainingEfficiency& efficiency, const ServingEfficiency& serving)
{
    Summary summary;
    QFile file(sourcesPath);
    if (!file.open(QIODevice::ReadOnly))
        return summary;
    const QJsonArray rows = QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("rows")).toArray();
    QList<double> memoryErrors, ruleErrors, hourErrors, throughputErrors, trainingErrors, trainingRuleErrors;
    QSet<QString> memorySources;
    QList<double> timeErrors, fittedErrors, heldOutErrors;
    QMap<QString, QList<double>> groupErrors, heldOutGroupErrors;
    QSet<QString> timeSources;
    QList<double> decodeErrors, decodeFitted, decodeHeldOut;
    QMap<QString, QList<double>> decodeGroups, decodeHeldOutGroups;
    QSet<QString> decodeEngines;
    for (const QJsonValue& value : rows) {
        const QJsonObject r = value.toObject();
        Row row;
        row.id = r.value(QLatin1String("id")).toString();
        row.kind = r.value(QLatin1String("kind")).toString();
        row.source = r.value(QLatin1String("source")).toString();
        row.sourceName = r.value(QLatin1String("source_name")).toString();
        row.excluded = r.value(QLatin1String("excluded")).toString();
        if (row.kind == QLatin1String("training_speed")) {
            QString excluded;
            const std::optional<SpeedCase> c = speedCase(r, excluded, row.model, row.setup);
            row.unit = QStringLiteral("tokens/s/GPU");
            if (!c) {
                if (row.excluded.isEmpty())
                    row.excluded = excluded;
                row.measured = r.value(QLatin1String("measured_value")).toDouble();
                row.unit = r.value(QLatin1String("measured_unit")).toString();
                summary.rows << row;
                continue;
            }
            row.measured = c->measuredTokensPerGpuSecond;
            row.estimate = estimatedTokensPerGpuSecond(*c, efficiency);
            row.error = row.measured / row.estimate - 1.0; // as time: estimated ÷ measured − 1
            row.fitted = c->fit;
            row.group = c->groups.join(QStringLiteral(", "));
            row.bandClass = ErrorBands::trainingClass(c->need, c->gpu);
            if (row.excluded.isEmpty()) {
                timeErrors << row.error;
                (row.fitted ? fittedErrors : heldOutErrors) << row.error;
                for (const QString& g : c->groups) {
                    groupErrors[g] << row.error;
                    if (!row.fitted)
                        heldOutGroupErrors[g] << row.error;
                }
                timeSources << sourceKey(row.sourceName);
            }
            summary.rows << row;
            continue;
        }
        if (row.kind == QLatin1String("serving_speed")) {
            QString excluded;
            const std::optional<DecodeCase> c = decodeCase(r, excluded, row.model, row.setup);
            row.unit = QStringLiteral("tokens/s");
            if (!c) {
                if (row.excluded.isEmpty())
                    row.excluded = excluded;
                row.measured = r.value(QLatin1String("measured_value")).toDouble();
                row.unit = r.value(QLatin1String("measured_unit")).toString();
                row.setup = r.value(QLatin1String("engine")).toString() + QStringLiteral(", ") +
                            r.value(QLatin1String("weights")).toString() + QStringLiteral(", ") +
                            r.value(QLatin1String("gpu_id")).toString();
                summary.rows << row;
                continue;
            }
            row.measured = c->measured;
            row.estimate = estimatedDecode(*c, serving);
            row.error = row.estimate / row.measured - 1.0;
            row.fitted = c->fit;
            row.group = c->groups.join(QStringLiteral(", "));
            row.bandClass = ErrorBands::decodeClass(c->need);
            if (row.excluded.isEmpty()) {
                decodeErrors << row.error;
                (row.fitted ? decodeFitted : decodeHeldOut) << row.error;
                for (const QString& g : c->groups) {
                    decodeGroups[g] << row.error;
                    if (!row.fitted)
                        decodeHeldOutGroups[g] << row.error;
                }
                decodeEngines << engineCode(c->need.engine);
            }
            summary.rows << row;
            continue;
        }
        const auto model = ModelCatalog::builtIn().find(r.value(QLatin1String("model_id")).toString());
        const auto gpu = GpuCatalog::builtIn().find(r.value(QLatin1String("gpu_id")).toString());
        if (!model || !gpu) {
            row.excluded = QStringLiteral("model or GPU not in the catalogs");
            summary.rows << row;
            continue;
        }
        row.model = model->name;
        const Need need = needFor(r);
        row.setup = setupText(r, need);
        const QString unit = r.value(QLatin1String("measured_unit")).toString();
        const double measured = r.value(QLatin1String("measured_value")).toDouble();
        const Result<MemoryEstimate> memory = MemoryEstimator::estimate(*model, need, false);
        if (!memory.ok()) {
            row.excluded = memory.error().message;
            summary.rows << row;
            continue;
        }
        QStringList timeGroups;
        if (row.kind == QLatin1String("peak_memory")) {
            row.unit = QStringLiteral("GiB");
            row.measured = unit == QLatin1String("GB") ? measured * 1e9 / kGiB : measured;
            const QString measure = r.value(QLatin1String("measure")).toString();
            const double perGpu = measure == QLatin1String("reserved")    ? memory->reserved()
                                  : measure == QLatin1String("allocated") ? memory->allocated()
                                                                          : memory->total();
            // Single-process inference across GPUs is reported summed over the devices.
            const double gpus = need.isTraining() ? 1.0 : static_cast<double>(need.gpus);
            row.estimate = perGpu * gpus / kGiB;
            row.hasRuleOfThumb = true;
            row.ruleOfThumb = ruleOfThumbBytes(need, static_cast<double>(memory->parameters)) /
                              (need.isTraining() ? static_cast<double>(need.gpus) : 1.0) / kGiB;
        } else if (row.kind == QLatin1String("gpu_hours")) {
            Need training = need;
            training.precision = Precision::AmpBf16;
            training.seq = r.value(QLatin1String("context")).toInteger(4096);
            training.gpus = 8;
            training.zeroStage = 1;
            const double tokens = r.value(QLatin1String("tokens")).toDouble();
            row.unit = QStringLiteral("GPU-h");
            row.measured = measured;
            row.estimate =
                PerformanceEstimator::trainingTime(*model, *memory, training, *gpu, tokens, false, efficiency).gpuHours;
            timeGroups = groupsOf(training, *gpu, true);
            row.bandClass = ErrorBands::trainingClass(training, *gpu);
            timeGroups << QStringLiteral("measured: a whole run's GPU-hours");
            row.setup = QStringLiteral("pretraining, %1 T tokens, seq %2, %3")
                            .arg(tokens / 1e12)
                            .arg(training.seq)
                            .arg(gpu->name);
        } else {
            row.unit = QStringLiteral("tokens/s");
            row.measured = measured;
            row.estimate =
                PerformanceEstimator::serving(*model, *memory, need, *gpu, false, serving).decodeTokensPerSecond;
        }
        row.error = (row.estimate - row.measured) / row.measured;
        if (row.hasRuleOfThumb)
            row.ruleOfThumbError = (row.ruleOfThumb - row.measured) / row.measured;
        if (row.excluded.isEmpty()) {
            if (row.kind == QLatin1String("peak_memory")) {
                memoryErrors << std::abs(row.error);
                ruleErrors << std::abs(row.ruleOfThumbError);
                memorySources << sourceKey(row.sourceName);
                if (need.isTraining()) {
                    trainingErrors << std::abs(row.error);
                    trainingRuleErrors << std::abs(row.ruleOfThumbError);
                }
            } else if (row.kind == QLatin1String("gpu_hours")) {
                hourErrors << std::abs(row.error);
                timeErrors << row.error;
                heldOutErrors << row.error;
                for (const QString& g : timeGroups) {
                    groupErrors[g] << row.error;
                    heldOutGroupErrors[g] << row.error;
                }
                timeSources << sourceKey(row.sourceName);
            } else {
                throughputErrors << std::abs(row.error);
            }
        }
        summary.rows << row;
    }
    summary.memoryRows = static_cast<int>(memoryErrors.size());
    summary.memorySources = static_cast<int>(memorySources.size());
    summary.memoryMedianError = median(memoryErrors);
    summary.ruleOfThumbMedianError = median(ruleErrors);
    summary.trainingMemoryRows = static_cast<int>(trainingErrors.size());
    summary.trainingMemoryMedianError = median(trainingErrors);
    summary.trainingRuleOfThumbMedianError = median(trainingRuleErrors);
    summary.gpuHoursMedianError = median(hourErrors);
    summary.throughputMedianError = median(throughputErrors);
    summary.trainingTime = summarize(timeErrors);
    summary.trainingTimeFitted = summarize(fittedErrors);
    summary.trainingTimeHeldOut = summarize(heldOutErrors);
    summary.trainingTimeSources = static_cast<int>(timeSources.size());
    for (auto it = groupErrors.cbegin(); it != groupErrors.cend(); ++it)
        summary.trainingTimeGroups << qMakePair(it.key(), summarize(it.value()));
    for (auto it = heldOutGroupErrors.cbegin(); it != heldOutGroupErrors.cend(); ++it)
        summary.trainingTimeHeldOutGroups << qMakePair(it.key(), summarize(it.value()));
    summary.decode = summarize(decodeErrors);
    summary.decodeFitted = summarize(decodeFitted);
    summary.decodeHeldOut = summarize(decodeHeldOut);
    summary.decodeEngines = static_cast<int>(decodeEngines.size());
    for (auto it = decodeGroups.cbegin(); it != decodeGroups.cend(); ++it)
        summary.decodeGroups << qMakePair(it.key(), summarize(it.value()));
    for (auto it = decodeHeldOutGroups.cbegin(); it != decodeHeldOutGroups.cend(); ++it)
        summary.decodeHeldOutGroups << qMakePair(it.key(), summarize(it.value()));
    return summary;
}

} // namespace gp::validation
