#pragma once

#include "core/catalog/GpuCatalog.h"
#include "core/catalog/PriceCatalog.h"
#include "core/plan/InstanceRecords.h"
#include "core/remote/SshSession.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace gp {

struct ProbeGpu
{
    QString name;
    double memoryMiB = 0;
    QString driver;
};

// The probe's output, parsed: key=value lines, "gpu=" once per GPU.
struct ProbeReport
{
    QMap<QString, QString> values;
    QList<ProbeGpu> gpus;
    QStringList log; // "user_log=" lines, in order: the end of the user's command's output
    static ProbeReport parse(const QString& output);
    QString value(const char* key) const { return values.value(QLatin1String(key)); }
};

// What the instance should have: the offer that was rented and the memory the plan needs.
struct SmokeExpectations
{
    std::optional<Offer> offer;
    std::optional<GpuSpec> gpu; // the offer's GPU
    double needBytes = 0;
};

// The user's own training command, run last with a step limit and a timeout; its peak GPU memory is recorded.
struct UserTask
{
    QString command; // run with sh -c; "{steps}" is replaced by the step limit (also given as $GP_MAX_STEPS)
    int steps = 20;
    int timeoutSeconds = 600;
    QString workdir = QStringLiteral("work");
    // How its speed is read: the last line of its output that the pattern matches (its first group is the run's
    // tokens per second; empty: the common forms "tokens/s: N", "tokens_per_second_per_gpu=N", "N tok/s"), or else
    // steps × these tokens per GPU × GPUs over the time the GPUs were busy.
    QString speedPattern;
    qint64 tokensPerStepPerGpu = 0; // micro-batch × sequence length; 0: unknown
    bool isSet() const { return !command.trimmed().isEmpty(); }
};

class SmokeTest final
{
    Q_DECLARE_TR_FUNCTIONS(gp::SmokeTest)

public:
    static QByteArray probeScript(); // the POSIX shell probe (resources/remote/probe.sh)
    // Sends the probe on the command's stdin (nothing is left on the instance), runs it and evaluates its report:
    // the record's checks, and its run when the user's command ran (target and time are the caller's to fill).
    static Result<SmokeRecord> run(SshSession& session,
                                   const SmokeExpectations& expect,
                                   const UserTask& task = {},
                                   const std::atomic_bool* cancel = nullptr);
    // The user_* lines of resources/remote/usertask.sh → the user.run and user.memory checks.
    static QList<SmokeCheck>
    evaluateUserTask(const ProbeReport& report, const UserTask& task, const ProbeReport& probe);
    // The same output → its speed, peak memory and GPU, as the plan can compare them.
    static RunMeasurement measureUserTask(const ProbeReport& report,
                                          const UserTask& task,
                                          const ProbeReport& probe,
                                          const SmokeExpectations& expect);
    // The tokens per second a line of output gives, by `pattern` (empty: the default forms); per-GPU forms are
    // multiplied by `gpus`.
    static std::optional<double> speedFromLine(const QString& line, const QString& pattern, int gpus);
    static QString defaultSpeedPattern();
    static QList<SmokeCheck> evaluate(const ProbeReport& report, const SmokeExpectations& expect);
    static QString statusCode(SmokeCheck::Status status); // pass | warn | fail
};

} // namespace gp
