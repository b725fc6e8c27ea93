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
    enum class Status { Pass, Warn, Fail };
    QString id; // stable: gpu.present, gpu.memory, torch.cuda …
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

// A smoke test as saved with the plan ("smoke_tests" in docs/plan-format.md): where and when it ran, and its checks.
struct SmokeRecord
{
    QString target;  // user@host:port
    QString offerId; // the offer it was checked against; empty: none
    QDateTime at;    // UTC
    QList<SmokeCheck> checks;
    std::optional<RunMeasurement> run; // when the user's command ran

    int count(SmokeCheck::Status status) const;
    QString countsText() const; // "12 passed, 1 warning, 0 failed" (translated, plurals included)
    QJsonObject toJson() const; // the CLI's smoke-test --json shape: target, offer, at, checks
    QString toMarkdown() const; // a translated report for people
    QString toCsv() const;      // RFC 4180: status,id,measured,expected,message
    static Result<SmokeRecord> fromJson(const QJsonObject& o);
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

class InstanceRecords final
{
    Q_DECLARE_TR_FUNCTIONS(gp::InstanceRecords)

public:
    static QString statusCode(SmokeCheck::Status status); // pass | warn | fail
    // The actual spend in one currency, for planned-versus-actual.
    static Money totalSpend(const QList<SpendRecord>& records, Currency currency, const ExchangeRate& rate);
};

} // namespace gp
