#include "validation/ValidationTable.h"

#include "core/catalog/GpuCatalog.h"
#include "core/estimator/MemoryEstimator.h"
#include "core/estimator/ModelCatalog.h"
#include "core/estimator/PerformanceEstimator.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <cmath>

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

} // namespace

Summary compute(const QString& sourcesPath)
{
    Summary summary;
    QFile file(sourcesPath);
    if (!file.open(QIODevice::ReadOnly))
        return summary;
    const QJsonArray rows = QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("rows")).toArray();
    QList<double> memoryErrors, ruleErrors, hourErrors, throughputErrors, trainingErrors, trainingRuleErrors;
    QSet<QString> memorySources;
    for (const QJsonValue& value : rows) {
        const QJsonObject r = value.toObject();
        Row row;
        row.id = r.value(QLatin1String("id")).toString();
        row.kind = r.value(QLatin1String("kind")).toString();
        row.source = r.value(QLatin1String("source")).toString();
        row.sourceName = r.value(QLatin1String("source_name")).toString();
        row.excluded = r.value(QLatin1String("excluded")).toString();
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
            row.estimate = PerformanceEstimator::trainingTime(*model, *memory, training, *gpu, tokens, false).gpuHours;
            row.setup = QStringLiteral("pretraining, %1 T tokens, seq %2, %3")
                            .arg(tokens / 1e12)
                            .arg(training.seq)
                            .arg(gpu->name);
        } else {
            row.unit = QStringLiteral("tokens/s");
            row.measured = measured;
            row.estimate = PerformanceEstimator::serving(*model, *memory, need, *gpu, false).decodeTokensPerSecond;
        }
        row.error = (row.estimate - row.measured) / row.measured;
        if (row.hasRuleOfThumb)
            row.ruleOfThumbError = (row.ruleOfThumb - row.measured) / row.measured;
        if (row.excluded.isEmpty()) {
            if (row.kind == QLatin1String("peak_memory")) {
                memoryErrors << std::abs(row.error);
                ruleErrors << std::abs(row.ruleOfThumbError);
                memorySources << row.sourceName.section(QLatin1Char(' '), 0, 0);
                if (need.isTraining()) {
                    trainingErrors << std::abs(row.error);
                    trainingRuleErrors << std::abs(row.ruleOfThumbError);
                }
            } else if (row.kind == QLatin1String("gpu_hours")) {
                hourErrors << std::abs(row.error);
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
    return summary;
}

QString renderMarkdown(const Summary& s)
{
    const auto pct = [](double e) { return QString::asprintf("%+.0f %%", e * 100.0); };
    const auto num = [](double v) {
        return v >= 1000 ? QString::number(std::llround(v)) : QString::number(v, 'f', v >= 100 ? 0 : 2);
    };
    QString out;
    out += QString::fromLatin1(kBeginMarker) + QLatin1Char('\n');
    out += QStringLiteral("\n**Peak memory:** %1 rows from %2 independent sources. Median absolute error: "
                          "**GPU Planner %3**, rules of thumb %4.  \n")
               .arg(s.memoryRows)
               .arg(s.memorySources)
               .arg(QString::asprintf("%.1f %%", s.memoryMedianError * 100))
               .arg(QString::asprintf("%.1f %%", s.ruleOfThumbMedianError * 100));
    out += QStringLiteral("Fine-tuning rows alone (%1): GPU Planner %2, rules of thumb %3.  \n")
               .arg(s.trainingMemoryRows)
               .arg(QString::asprintf("%.1f %%", s.trainingMemoryMedianError * 100))
               .arg(QString::asprintf("%.1f %%", s.trainingRuleOfThumbMedianError * 100));
    out += QStringLiteral("**Training GPU-hours:** median absolute error %1.  \n")
               .arg(QString::asprintf("%.1f %%", s.gpuHoursMedianError * 100));
    out += QStringLiteral("**Serving throughput (single-sequence decode):** median absolute error %1.\n\n")
               .arg(QString::asprintf("%.1f %%", s.throughputMedianError * 100));
    for (const char* kind : {"peak_memory", "gpu_hours", "throughput"}) {
        const bool memory = QLatin1String(kind) == QLatin1String("peak_memory");
        out += memory                                              ? QStringLiteral("#### Peak memory per GPU\n\n")
               : QLatin1String(kind) == QLatin1String("gpu_hours") ? QStringLiteral("#### Training GPU-hours\n\n")
                                                                   : QStringLiteral("#### Serving throughput\n\n");
        out += memory
                   ? QStringLiteral("| row | source | model | setup | measured | GPU Planner | error | rule of thumb | "
                                    "error |\n|---|---|---|---|---:|---:|---:|---:|---:|\n")
                   : QStringLiteral("| row | source | model | setup | measured | GPU Planner | error |\n"
                                    "|---|---|---|---|---:|---:|---:|\n");
        for (const Row& r : s.rows) {
            if (r.kind != QLatin1String(kind))
                continue;
            const QString source = QStringLiteral("[%1](%2)").arg(r.sourceName, r.source);
            if (!r.excluded.isEmpty()) {
                out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 %6 | — | not counted: %7 |%8\n")
                           .arg(r.id, source, r.model, r.setup, num(r.measured), r.unit, r.excluded,
                                memory ? QStringLiteral(" | |") : QString());
                continue;
            }
            out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 %6 | %7 %6 | %8 |")
                       .arg(r.id, source, r.model, r.setup, num(r.measured), r.unit, num(r.estimate), pct(r.error));
            if (memory)
                out += QStringLiteral(" %1 GiB | %2 |").arg(num(r.ruleOfThumb), pct(r.ruleOfThumbError));
            out += QLatin1Char('\n');
        }
        out += QLatin1Char('\n');
    }
    out += QString::fromLatin1(kEndMarker) + QLatin1Char('\n');
    return out;
}

} // namespace gp::validation
