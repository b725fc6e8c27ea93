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
    bool isSet() const { return !command.trimmed().isEmpty(); }
};

class SmokeTest final
{
    Q_DECLARE_TR_FUNCTIONS(gp::SmokeTest)

public:
    static QByteArray probeScript(); // the POSIX shell probe (resources/remote/probe.sh)
    // Sends the probe on the command's stdin (nothing is left on the instance), runs it and evaluates its report.
    static Result<QList<SmokeCheck>> run(SshSession& session,
                                         const SmokeExpectations& expect,
                                         const UserTask& task = {},
                                         const std::atomic_bool* cancel = nullptr);
    // The user_* lines of resources/remote/usertask.sh → the user.run and user.memory checks.
    static QList<SmokeCheck>
    evaluateUserTask(const ProbeReport& report, const UserTask& task, const ProbeReport& probe);
    static QList<SmokeCheck> evaluate(const ProbeReport& report, const SmokeExpectations& expect);
    static QString statusCode(SmokeCheck::Status status); // pass | warn | fail
};

} // namespace gp
