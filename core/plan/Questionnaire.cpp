#include "core/plan/Questionnaire.h"

#include "core/common/CodeTable.h"
#include "core/common/JsonFields.h"
#include "core/cost/CostModel.h"
#include "core/estimator/MemoryEstimator.h"

#include <QLocale>

#include <array>

namespace gp {

namespace {

constexpr CodeTable<ModelSource, 3> kSources{
    {{ModelSource::Catalog, "catalog"}, {ModelSource::ConfigFile, "config"}, {ModelSource::Size, "size"}}};
constexpr CodeTable<Schedule, 2> kSchedules{{{Schedule::OneOff, "one-off"}, {Schedule::Recurring, "recurring"}}};
constexpr CodeTable<DataLocation, 3> kLocations{{{DataLocation::SameRegion, "same-region"},
                                                 {DataLocation::OtherRegion, "other-region"},
                                                 {DataLocation::Local, "local"}}};

} // namespace

Questionnaire Questionnaire::defaultsFor(Task task)
{
    Questionnaire q;
    q.task = task;
    switch (task) {
    case Task::Full:
    case Task::Freeze:
        q.precision = Precision::AmpBf16;
        q.batch = 4;
        q.seq = 2048;
        break;
    case Task::Lora:
        q.precision = Precision::Bf16;
        q.batch = 4;
        q.seq = 2048;
        break;
    case Task::Qlora:
        q.precision = Precision::Bf16;
        q.batch = 4;
        q.seq = 2048;
        break;
    case Task::Inference:
        q.precision = Precision::Bf16;
        q.schedule = Schedule::Recurring;
        q.hoursPerDay = 24;
        q.daysPerMonth = 30;
        break;
    }
    return q;
}

Need Questionnaire::toNeed() const
{
    Need n;
    n.task = task;
    n.precision = precision;
    n.batch = batch;
    n.gradientAccumulation = gradientAccumulation;
    n.seq = seq;
    n.loraRank = loraRank;
    if (allLinear)
        n.loraTargets = allLoraTargets();
    n.gradientCheckpointing = gradientCheckpointing && task != Task::Inference;
    if (task != Task::Inference) {
        n.optimizer = optimizer;
        n.savers = savers;
    }
    if (task == Task::Inference) {
        n.context = static_cast<qint64>(promptTokens + outputTokens);
        n.concurrency = servingUsers();
        n.targetTokensPerSecondPerUser = servingSpeedPerUser();
        n.allowSpot = allowSpot;
        n.engine = engine;
    } else {
        n.tokens = trainingTokens();
    }
    return n;
}

qint64 Questionnaire::servingUsers() const
{
    if (concurrentUsers >= 1)
        return static_cast<qint64>(std::ceil(concurrentUsers));
    // Little's law at the peak: sequences in flight = arrival rate × time each takes.
    const double perSecond = requestsPerDay / (24.0 * 3600.0) * peakFactor;
    return std::max<qint64>(1, static_cast<qint64>(std::ceil(perSecond * latencyTargetSeconds)));
}

double Questionnaire::servingSpeedPerUser() const
{
    if (tokensPerSecondPerUser > 0)
        return tokensPerSecondPerUser;
    return latencyTargetSeconds > 0 ? outputTokens / latencyTargetSeconds : 0.0;
}

QJsonObject Questionnaire::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("task"), taskCode(task));
    o.insert(QStringLiteral("model_source"), codeOf(kSources, modelSource));
    o.insert(QStringLiteral("model"), modelId);
    o.insert(QStringLiteral("config_path"), configPath);
    o.insert(QStringLiteral("size"), size);
    o.insert(QStringLiteral("precision"), precisionCode(precision));
    o.insert(QStringLiteral("batch"), batch);
    o.insert(QStringLiteral("gradient_accumulation"), gradientAccumulation);
    o.insert(QStringLiteral("seq"), seq);
    o.insert(QStringLiteral("lora_rank"), loraRank);
    o.insert(QStringLiteral("lora_all_linear"), allLinear);
    o.insert(QStringLiteral("grad_checkpointing"), gradientCheckpointing);
    o.insert(QStringLiteral("optimizer"), optimizerCode(optimizer));
    o.insert(QStringLiteral("optimizer_in_backward"), savers.optimizerInBackward);
    o.insert(QStringLiteral("chunked_loss"), savers.chunkedLoss);
    o.insert(QStringLiteral("activation_offloading"), savers.activationOffloading);
    o.insert(QStringLiteral("compile"), savers.compile);
    o.insert(QStringLiteral("dataset_tokens"), datasetTokens);
    o.insert(QStringLiteral("epochs"), epochs);
    o.insert(QStringLiteral("schedule"), codeOf(kSchedules, schedule));
    o.insert(QStringLiteral("runs_per_month"), runsPerMonth);
    o.insert(QStringLiteral("hours_per_day"), hoursPerDay);
    o.insert(QStringLiteral("days_per_month"), daysPerMonth);
    o.insert(QStringLiteral("project_months"), projectMonths);
    o.insert(QStringLiteral("requests_per_day"), requestsPerDay);
    o.insert(QStringLiteral("prompt_tokens"), promptTokens);
    o.insert(QStringLiteral("output_tokens"), outputTokens);
    o.insert(QStringLiteral("latency_target_s"), latencyTargetSeconds);
    o.insert(QStringLiteral("concurrent_users"), concurrentUsers);
    o.insert(QStringLiteral("peak_factor"), peakFactor);
    o.insert(QStringLiteral("tokens_per_second_per_user"), tokensPerSecondPerUser);
    o.insert(QStringLiteral("allow_spot"), allowSpot);
    o.insert(QStringLiteral("engine"), engineCode(engine));
    o.insert(QStringLiteral("data_location"), codeOf(kLocations, dataLocation));
    o.insert(QStringLiteral("data_size_gb"), dataSizeGb);
    o.insert(QStringLiteral("upload_mbps"), uploadMbps);
    return o;
}

Result<Questionnaire> Questionnaire::fromJson(const QJsonObject& o)
{
    // Strict like the catalog validator: a field of the wrong type or range is named, never replaced by a default.
    QString error;
    JsonFields f(o, QStringLiteral("need"), error);
    namespace L = NeedLimits;
    Questionnaire q;
    const auto choice = [&f](const char* key, const QString& fallback, const QStringList& codes) {
        const QString code = f.text(key, fallback);
        if (f.ok() && !codes.contains(code))
            f.fail(key, QuestionnaireMath::tr("'%1' is not one of %2").arg(code, codes.join(QStringLiteral(", "))));
        return code;
    };
    const auto codesOf = [](const auto& table) {
        QStringList codes;
        for (const auto& entry : table)
            codes << QLatin1String(entry.second);
        return codes;
    };
    QStringList tasks;
    for (Task t : {Task::Inference, Task::Full, Task::Freeze, Task::Lora, Task::Qlora})
        tasks << taskCode(t);
    QStringList precisions;
    for (Precision p : {Precision::Fp32, Precision::Bf16, Precision::Fp16, Precision::AmpBf16, Precision::AmpFp16,
                        Precision::Int8, Precision::Int4})
        precisions << precisionCode(p);
    const QString task = choice("task", taskCode(q.task), tasks);
    const QString source = choice("model_source", QStringLiteral("catalog"), codesOf(kSources));
    const QString precision = choice("precision", precisionCode(q.precision), precisions);
    const QString optimizer = choice("optimizer", optimizerCode(q.optimizer), optimizerCodes());
    const QString engine = choice("engine", engineCode(q.engine), engineCodes());
    const QString schedule = choice("schedule", QStringLiteral("one-off"), codesOf(kSchedules));
    const QString location = choice("data_location", QStringLiteral("same-region"), codesOf(kLocations));
    q.modelId = f.text("model", q.modelId);
    q.configPath = f.text("config_path", q.configPath);
    q.size = f.text("size", q.size);
    q.batch = f.integer("batch", q.batch, 1, L::kMaxBatch);
    q.gradientAccumulation = f.integer("gradient_accumulation", 1, 1, L::kMaxBatch);
    q.seq = f.integer("seq", q.seq, 1, L::kMaxTokens);
    q.loraRank = f.integer("lora_rank", q.loraRank, 1, L::kMaxLoraRank);
    q.allLinear = f.boolean("lora_all_linear", q.allLinear);
    q.gradientCheckpointing = f.boolean("grad_checkpointing", q.gradientCheckpointing);
    q.savers.optimizerInBackward = f.boolean("optimizer_in_backward", false);
    q.savers.chunkedLoss = f.boolean("chunked_loss", false);
    q.savers.activationOffloading = f.boolean("activation_offloading", false);
    q.savers.compile = f.boolean("compile", false);
    q.datasetTokens = f.number("dataset_tokens", q.datasetTokens, 0, 1e14);
    q.epochs = f.number("epochs", q.epochs, 0, 1000);
    q.runsPerMonth = f.number("runs_per_month", q.runsPerMonth, 0, 1000);
    q.hoursPerDay = f.number("hours_per_day", q.hoursPerDay, 0, 24);
    q.daysPerMonth = f.number("days_per_month", q.daysPerMonth, 0, 31);
    q.projectMonths = f.number("project_months", q.projectMonths, 0.1, CostConstants::kMaxMonths);
    q.requestsPerDay = f.number("requests_per_day", q.requestsPerDay, 0, 1e9);
    q.promptTokens = f.integer("prompt_tokens", static_cast<qint64>(q.promptTokens), 1, L::kMaxTokens);
    q.outputTokens = f.integer("output_tokens", static_cast<qint64>(q.outputTokens), 1, L::kMaxTokens);
    q.latencyTargetSeconds = f.number("latency_target_s", q.latencyTargetSeconds, 0, 3600);
    q.concurrentUsers = f.integer("concurrent_users", static_cast<qint64>(q.concurrentUsers), 0, L::kMaxConcurrency);
    q.peakFactor = f.number("peak_factor", q.peakFactor, 1, 100);
    q.tokensPerSecondPerUser = f.number("tokens_per_second_per_user", q.tokensPerSecondPerUser, 0, 1e4);
    q.allowSpot = f.boolean("allow_spot", q.allowSpot);
    q.dataSizeGb = f.number("data_size_gb", q.dataSizeGb, 0, 1e7);
    q.uploadMbps = f.number("upload_mbps", q.uploadMbps, 0.1, 1e6);
    if (!f.ok())
        return Error{QStringLiteral("need.invalid"), error};
    q.task = *taskFromCode(task);
    q.modelSource = *fromCode(kSources, source);
    q.precision = *precisionFromCode(precision);
    q.optimizer = *optimizerFromCode(optimizer);
    q.engine = *engineFromCode(engine);
    q.schedule = *fromCode(kSchedules, schedule);
    q.dataLocation = *fromCode(kLocations, location);
    return q;
}

DataTransfer QuestionnaireMath::dataTransfer(const Questionnaire& q)
{
    DataTransfer t;
    const double megabits = q.dataSizeGb * 8000.0;
    double mbps = kSameRegionMbps;
    QString how;
    switch (q.dataLocation) {
    case DataLocation::SameRegion:
        how = tr("same region as the GPUs, at about %1 Mbit/s").arg(QLocale().toString(kSameRegionMbps, 'f', 0));
        break;
    case DataLocation::OtherRegion:
        mbps = kOtherRegionMbps;
        t.cost = q.dataSizeGb * kInterRegionUsdPerGb;
        how = tr("another region: about %1 Mbit/s sustained and $%2 per GB of egress")
                  .arg(QLocale().toString(kOtherRegionMbps, 'f', 0), QLocale().toString(kInterRegionUsdPerGb, 'f', 2));
        break;
    case DataLocation::Local:
        mbps = q.uploadMbps;
        how = tr("uploaded from your machine at %1 Mbit/s").arg(QLocale().toString(q.uploadMbps, 'f', 0));
        break;
    }
    t.hours = megabits / mbps / 3600.0;
    t.explanation = tr("%1 GB %2: %3 hours")
                        .arg(QLocale().toString(q.dataSizeGb, 'f', 1), how, QLocale().toString(t.hours, 'f', 2));
    return t;
}

DataFootprint QuestionnaireMath::dataFootprint(const Questionnaire& q, const ModelArchitecture& model, const Need& need)
{
    // 16-bit weights, as models are stored and saved: the base model on disk, and what a run writes out (the whole
    // model for full and freeze tuning, the adapters for LoRA).
    const double weightsGb = static_cast<double>(countParameters(model).total()) * 2.0 / 1e9;
    double outGb = 0;
    if (need.task == Task::Full || need.task == Task::Freeze) {
        outGb = weightsGb;
    } else if (need.isTraining()) {
        const Result<MemoryEstimate> m = MemoryEstimator::estimate(model, need, false);
        outGb = m.ok() ? static_cast<double>(m->trainableParameters) * 2.0 / 1e9 : 0.0;
    }
    const DataTransfer t = dataTransfer(q);
    DataFootprint f;
    f.diskGb = q.dataSizeGb + weightsGb + outGb;
    f.outGbPerRun = outGb;
    f.transferIn = {t.cost, Currency::USD};
    f.transferInText = t.explanation;
    return f;
}

std::optional<DataLocation> QuestionnaireMath::dataLocationFromCode(const QString& code)
{
    return fromCode(kLocations, code);
}

double QuestionnaireMath::requiredTokensPerSecond(const Questionnaire& q)
{
    return static_cast<double>(q.servingUsers()) * q.servingSpeedPerUser();
}

} // namespace gp
