#pragma once

#include "core/common/Result.h"
#include "core/cost/Fees.h"
#include "core/estimator/ModelArchitecture.h"
#include "core/estimator/Need.h"
#include "core/money/Money.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace gp {

enum class ModelSource { Catalog, ConfigFile, Size };
enum class Schedule { OneOff, Recurring };
enum class DataLocation { SameRegion, OtherRegion, Local };

// The answers of the needs questionnaire, in the user's words: what the work is, on which model, how it runs and
// where its data lives. Stored in the plan file ("need" section) and turned into an estimator Need.
struct Questionnaire
{
    Task task = Task::Lora;
    ModelSource modelSource = ModelSource::Catalog;
    QString modelId = QStringLiteral("qwen2.5-7b");
    QString configPath;
    QString size = QStringLiteral("7B");
    Precision precision = Precision::Bf16;
    qint64 batch = 4;
    qint64 gradientAccumulation = 1; // micro-batches per optimizer step
    qint64 seq = 2048;
    qint64 loraRank = 16;
    bool allLinear = true;
    bool gradientCheckpointing = true;
    Optimizer optimizer = Optimizer::AdamW;
    MemorySavers savers; // training only

    // Training data: how many tokens, how many passes.
    double datasetTokens = 5e7;
    double epochs = 3;

    Schedule schedule = Schedule::OneOff;
    double runsPerMonth = 4; // recurring training: how often the job runs
    double hoursPerDay = 8;  // serving or on-and-off use
    double daysPerMonth = 22;
    double projectMonths = 3;

    // Serving.
    double requestsPerDay = 10000;
    double promptTokens = 1000;
    double outputTokens = 300;
    double latencyTargetSeconds = 10;  // for a whole answer
    double concurrentUsers = 0;        // users decoding at once at the peak; 0: from requests a day × peak factor
    double peakFactor = 2;             // the busiest hour's rate ÷ the day's average
    double tokensPerSecondPerUser = 0; // decode speed each user should see; 0: output tokens ÷ latency target
    bool allowSpot = false;            // the service may run on interruptible capacity
    Engine engine = Engine::Vllm;      // the serving engine

    // Serving: users decoding at once and the speed each should see, from the answers above.
    qint64 servingUsers() const;
    double servingSpeedPerUser() const;

    DataLocation dataLocation = DataLocation::SameRegion;
    double dataSizeGb = 20;
    double uploadMbps = 50; // the user's own uplink, for data on their machine

    // Task defaults a practitioner would start from (batch, sequence length, precision, rank).
    static Questionnaire defaultsFor(Task task);

    Need toNeed() const;
    double trainingTokens() const { return datasetTokens * epochs; }
    QJsonObject toJson() const;
    static Result<Questionnaire> fromJson(const QJsonObject& object);
};

// Moving the data to the GPUs: how long, and what the network charges.
struct DataTransfer
{
    double hours = 0;
    double cost = 0; // in USD, egress between regions
    QString explanation;
};

class QuestionnaireMath final
{
    Q_DECLARE_TR_FUNCTIONS(gp::QuestionnaireMath)

public:
    static constexpr double kSameRegionMbps = 8000;      // within a region: storage-to-instance, ~1 GB/s
    static constexpr double kOtherRegionMbps = 200;      // across regions or borders: a sustained long-haul stream
    static constexpr double kInterRegionUsdPerGb = 0.02; // typical cloud inter-region egress (AWS)
    static DataTransfer dataTransfer(const Questionnaire& q);
    // What the work keeps on disk and moves (the questionnaire's data, the model, its trained weights), for the
    // disk, transfer and egress lines of every total.
    static DataFootprint dataFootprint(const Questionnaire& q, const ModelArchitecture& model, const Need& need);
    static std::optional<DataLocation> dataLocationFromCode(const QString& code);
    // Serving: decode tokens/s the service needs at its busiest (requests spread over 12 active hours a day).
    static double requiredTokensPerSecond(const Questionnaire& q);
};

} // namespace gp
