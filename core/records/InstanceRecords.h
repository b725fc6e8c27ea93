#pragma once

#include "core/common/Result.h"
#include "core/money/Money.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace gp {

// One check of a smoke test, as the report shows it and the plan keeps it.
struct SmokeCheck
{
    // Skipped: the check could not run here (no GPU, no PyTorch, no URL); its message says why.
    enum class Status { Pass, Warn, Fail, Skipped };
    QString id; // stable: gpu.present, gpu.memory, torch.cuda … (docs/smoke-test.md)
    Status status = Status::Pass;
    QString measured;
    QString expected;
    QString message; // translated when it was made: what it means and what to do
};

// What the user's own command did on the instance, as numbers the plan can be compared with ("run" of a smoke test).
struct RunMeasurement
{
    enum class Method { None, Printed, Steps };
    std::optional<double> tokensPerSecond; // all the run's GPUs together
    Method method = Method::None;
    QString evidence;   // the line the command printed, or the steps, tokens and seconds the speed came from
    double peakMiB = 0; // the fullest GPU while it ran
    int gpus = 0;       // the GPUs the probe saw; the command is taken to use them all
    QString gpuName;    // as nvidia-smi names it
    double gpuMemoryMiB = 0;
    QString gpuId; // the catalog GPU: the offer's, the one named, or the one nvidia-smi's name matches
    int steps = 0;
    double seconds = 0; // the whole command, start-up included

    QJsonObject toJson() const;
    static Result<RunMeasurement> fromJson(const QJsonObject& o);
};

// What a machine delivered against what its offer promised: the end of a smoke report ("summary").
struct SmokeSummary
{
    int gpus = 0;
    std::optional<double> tflops; // sustained dense bf16 TFLOPS of one GPU, as measured
    std::optional<double> tflopsPromised;
    std::optional<double> bandwidthGBps; // device memory copy bandwidth of one GPU
    std::optional<double> bandwidthPromised;
    std::optional<double> memoryMiB; // usable memory of the smallest GPU
    std::optional<double> memoryPromisedMiB;
    std::optional<Money> pricePerHour; // the offer's price for the whole machine

    static std::optional<double> fraction(const std::optional<double>& measured, const std::optional<double>& promised);
    // The offer's hourly price over the TFLOPS all its GPUs delivered: what a TFLOP-hour really cost.
    std::optional<Money> pricePerDeliveredTflopHour() const;
    // "Delivered 92 % of the promised TFLOPS, 88 % of the bandwidth and 99 % of the memory; ¥0.03 a delivered
    // TFLOP-hour." (translated); empty when nothing could be compared.
    QString describe() const;
    QJsonObject toJson() const;
    static SmokeSummary fromJson(const QJsonObject& o);
};

// A smoke test as saved with the plan ("smoke_tests" in docs/plan-format.md): where and when it ran, and its checks.
struct SmokeRecord
{
    QString target;  // user@host:port
    QString offerId; // the offer it was checked against; empty: none
    QDateTime at;    // UTC
    QString level;   // quick | full; empty in reports from before levels
    QString hostKey; // the host key's SHA256: fingerprint the session verified
    QList<SmokeCheck> checks;
    std::optional<RunMeasurement> run; // when the user's command ran
    std::optional<SmokeSummary> summary;

    int count(SmokeCheck::Status status) const;
    QString countsText() const; // "12 passed, 1 warning, 0 failed, 3 skipped" (translated, plurals included)
    // The CLI's smoke-test --json shape: target, offer, at, level, host_key, checks, run, summary and "digest", the
    // SHA-256 of the rest (see seal()).
    QJsonObject toJson() const;
    // The digest of a report: SHA-256 (hex) over its compact JSON without "digest", keys sorted as Qt writes them.
    static QString digestOf(QJsonObject report);
    static void seal(QJsonObject& report); // sets "digest" over everything else in it

    QString toMarkdown() const; // a translated report for people
    QString toCsv() const;      // RFC 4180: status,id,measured,expected,message
    static Result<SmokeRecord> fromJson(const QJsonObject& o);
};

// A smoke report's digest, recomputed (`report verify`).
struct SmokeVerification
{
    bool matches = false;
    QString stored;   // the report's "digest"
    QString computed; // what its content hashes to
    SmokeRecord record;
};

// Money actually spent on a rented instance ("actual_spend"): what the console's cost meter measured, so the budget
// can show planned versus actual.
struct SpendRecord
{
    QString target;
    QString offerId;
    QDateTime start; // UTC
    double hours = 0;
    Money cost;

    QJsonObject toJson() const;
    static Result<SpendRecord> fromJson(const QJsonObject& o);
};

// A job's run as the plan keeps it ("job_runs"): its GPU-hours, for the plan's planned versus actual, and its share of
// the instance's cost when the offer was known (core/cost/JobCost).
struct JobRecord
{
    QString target;
    QString offerId;
    QString name;
    QString state; // done | failed | stopped (JobInfo::stateCode)
    std::optional<int> exitCode;
    QDateTime started, ended; // UTC
    int gpus = 1;
    double gpuHours = 0;
    std::optional<Money> cost;

    // The same run of the same job on the same machine: recording it again replaces it.
    bool sameRun(const JobRecord& other) const
    {
        return target == other.target && name == other.name && started == other.started;
    }
    QJsonObject toJson() const;
    static Result<JobRecord> fromJson(const QJsonObject& o);
};

// The rate a provider charges for an instance launched through its API, set against the rate the plan expected
// ("billed_rates" in docs/plan-format.md): the catalog offer's price where the instance is linked to one, else the
// price confirmed at launch.
struct BilledRate
{
    static constexpr double kTolerance = 0.05; // a difference beyond 5 % is shown and kept with the plan

    QString target;
    QString offerId;
    QString providerId;
    QString instanceId;
    QDateTime at; // UTC
    Money billed;
    Money expected;
    QString expectedFrom; // catalog | launch

    // (billed − expected) / expected, in the billed currency; nothing when nothing was expected.
    std::optional<double> difference(const ExchangeRate& rate) const;
    bool differs(const ExchangeRate& rate) const;
    // "Billed $0.88/h, expected $0.80/h from the catalog: 10.0 % more." (translated)
    QString describe(const ExchangeRate& rate) const;
    QJsonObject toJson() const;
    static Result<BilledRate> fromJson(const QJsonObject& o);
};

class InstanceRecords final
{
    Q_DECLARE_TR_FUNCTIONS(gp::InstanceRecords)

public:
    static QString statusCode(SmokeCheck::Status status); // pass | warn | fail
    // The actual spend in one currency, for planned-versus-actual.
    // Reads a JSON smoke report (smoke-test --json, a JSON export) and recomputes its digest.
    static Result<SmokeVerification> verifySmokeReport(const QString& path);
    static Money totalSpend(const QList<SpendRecord>& records, Currency currency, const ExchangeRate& rate);
    static double totalGpuHours(const QList<JobRecord>& records);
    // Adds runs to the plan's, replacing those of the same run (a job listed again after it was recorded); how many
    // were new or changed.
    static int recordJobRuns(QList<JobRecord>& into, const QList<JobRecord>& runs);
};

} // namespace gp
