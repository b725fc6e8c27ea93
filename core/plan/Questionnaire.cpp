#include "core/plan/Questionnaire.h"

#include <QLocale>

#include <array>

namespace gp {

namespace {

template <typename E, size_t N>
QString codeOf(const std::array<std::pair<E, const char*>, N>& table, E value)
{
    for (const auto& [v, name] : table)
        if (v == value)
            return QLatin1String(name);
    return {};
}

template <typename E, size_t N>
std::optional<E> fromCode(const std::array<std::pair<E, const char*>, N>& table, const QString& code)
{
    for (const auto& [v, name] : table)
        if (code == QLatin1String(name))
            return v;
    return std::nullopt;
}

constexpr std::array<std::pair<ModelSource, const char*>, 3> kSources{
    {{ModelSource::Catalog, "catalog"}, {ModelSource::ConfigFile, "config"}, {ModelSource::Size, "size"}}};
constexpr std::array<std::pair<Schedule, const char*>, 2> kSchedules{
    {{Schedule::OneOff, "one-off"}, {Schedule::Recurring, "recurring"}}};
constexpr std::array<std::pair<DataLocation, const char*>, 3> kLocations{{{DataLocation::SameRegion, "same-region"},
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
    n.seq = seq;
    n.loraRank = loraRank;
    if (allLinear)
        n.loraTargets = allLoraTargets();
    n.gradientCheckpointing = gradientCheckpointing && task != Task::Inference;
    if (task == Task::Inference) {
        n.context = static_cast<qint64>(promptTokens + outputTokens);
        n.concurrency = servingUsers();
        n.targetTokensPerSecondPerUser = servingSpeedPerUser();
        n.allowSpot = allowSpot;
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
    o.insert(QStringLiteral("seq"), seq);
    o.insert(QStringLiteral("lora_rank"), loraRank);
    o.insert(QStringLiteral("lora_all_linear"), allLinear);
    o.insert(QStringLiteral("grad_checkpointing"), gradientCheckpointing);
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
    o.insert(QStringLiteral("data_location"), codeOf(kLocations, dataLocation));
    o.insert(QStringLiteral("data_size_gb"), dataSizeGb);
    o.insert(QStringLiteral("upload_mbps"), uploadMbps);
    return o;
}

Result<Questionnaire> Questionnaire::fromJson(const QJsonObject& o)
{
    const auto bad = [](const QString& field) {
        return Result<Questionnaire>(
            Error{QStringLiteral("need.invalid"), QuestionnaireMath::tr("need.%1 has an invalid value").arg(field)});
    };
    Questionnaire q;
    const auto task = taskFromCode(o.value(QLatin1String("task")).toString(taskCode(q.task)));
    const auto source = fromCode(kSources, o.value(QLatin1String("model_source")).toString(QStringLiteral("catalog")));
    const auto precision = precisionFromCode(o.value(QLatin1String("precision")).toString(precisionCode(q.precision)));
    const auto schedule = fromCode(kSchedules, o.value(QLatin1String("schedule")).toString(QStringLiteral("one-off")));
    const auto location =
        fromCode(kLocations, o.value(QLatin1String("data_location")).toString(QStringLiteral("same-region")));
    if (!task)
        return bad(QStringLiteral("task"));
    if (!source)
        return bad(QStringLiteral("model_source"));
    if (!precision)
        return bad(QStringLiteral("precision"));
    if (!schedule)
        return bad(QStringLiteral("schedule"));
    if (!location)
        return bad(QStringLiteral("data_location"));
    q.task = *task;
    q.modelSource = *source;
    q.precision = *precision;
    q.schedule = *schedule;
    q.dataLocation = *location;
    q.modelId = o.value(QLatin1String("model")).toString(q.modelId);
    q.configPath = o.value(QLatin1String("config_path")).toString();
    q.size = o.value(QLatin1String("size")).toString(q.size);
    q.batch = o.value(QLatin1String("batch")).toInteger(q.batch);
    q.seq = o.value(QLatin1String("seq")).toInteger(q.seq);
    q.loraRank = o.value(QLatin1String("lora_rank")).toInteger(q.loraRank);
    q.allLinear = o.value(QLatin1String("lora_all_linear")).toBool(q.allLinear);
    q.gradientCheckpointing = o.value(QLatin1String("grad_checkpointing")).toBool(q.gradientCheckpointing);
    q.datasetTokens = o.value(QLatin1String("dataset_tokens")).toDouble(q.datasetTokens);
    q.epochs = o.value(QLatin1String("epochs")).toDouble(q.epochs);
    q.runsPerMonth = o.value(QLatin1String("runs_per_month")).toDouble(q.runsPerMonth);
    q.hoursPerDay = o.value(QLatin1String("hours_per_day")).toDouble(q.hoursPerDay);
    q.daysPerMonth = o.value(QLatin1String("days_per_month")).toDouble(q.daysPerMonth);
    q.projectMonths = o.value(QLatin1String("project_months")).toDouble(q.projectMonths);
    q.requestsPerDay = o.value(QLatin1String("requests_per_day")).toDouble(q.requestsPerDay);
    q.promptTokens = o.value(QLatin1String("prompt_tokens")).toDouble(q.promptTokens);
    q.outputTokens = o.value(QLatin1String("output_tokens")).toDouble(q.outputTokens);
    q.latencyTargetSeconds = o.value(QLatin1String("latency_target_s")).toDouble(q.latencyTargetSeconds);
    q.concurrentUsers = o.value(QLatin1String("concurrent_users")).toDouble(q.concurrentUsers);
    q.peakFactor = o.value(QLatin1String("peak_factor")).toDouble(q.peakFactor);
    q.tokensPerSecondPerUser = o.value(QLatin1String("tokens_per_second_per_user")).toDouble(q.tokensPerSecondPerUser);
    q.allowSpot = o.value(QLatin1String("allow_spot")).toBool(q.allowSpot);
    q.dataSizeGb = o.value(QLatin1String("data_size_gb")).toDouble(q.dataSizeGb);
    q.uploadMbps = o.value(QLatin1String("upload_mbps")).toDouble(q.uploadMbps);
    if (q.batch < 1 || q.seq < 1 || q.loraRank < 1)
        return bad(QStringLiteral("batch/seq/lora_rank"));
    if (q.hoursPerDay < 0 || q.hoursPerDay > 24 || q.daysPerMonth < 0 || q.daysPerMonth > 31 || q.projectMonths <= 0)
        return bad(QStringLiteral("schedule"));
    if (q.concurrentUsers < 0 || q.concurrentUsers > 1e6 || q.peakFactor < 1 || q.peakFactor > 100 ||
        q.tokensPerSecondPerUser < 0 || q.tokensPerSecondPerUser > 1e4)
        return bad(QStringLiteral("serving"));
    if (q.datasetTokens < 0 || q.epochs < 0 || q.dataSizeGb < 0 || q.uploadMbps <= 0 || q.requestsPerDay < 0)
        return bad(QStringLiteral("data"));
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

double QuestionnaireMath::requiredTokensPerSecond(const Questionnaire& q)
{
    return static_cast<double>(q.servingUsers()) * q.servingSpeedPerUser();
}

} // namespace gp
