#pragma once

#include "core/ssh/SshSession.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace gp {

// One GPU at one moment, as `nvidia-smi --query-gpu` reports it. Values nvidia-smi cannot read ("[N/A]") are empty.
struct GpuSample
{
    int index = 0;
    QString name;
    std::optional<double> utilizationPercent;
    std::optional<qint64> memoryUsedMiB;
    std::optional<qint64> memoryTotalMiB;
};

// Samples GPU utilization and memory on an instance; the desktop app charts the samples, the CLI prints them.
class GpuMonitor final
{
    Q_DECLARE_TR_FUNCTIONS(gp::GpuMonitor)

public:
    // The one query both the instance and the parser agree on.
    static QString queryCommand();
    // Parses the CSV that queryCommand() prints (noheader, nounits); a malformed line is an error naming it.
    static Result<QList<GpuSample>> parse(const QByteArray& csv);
    static Result<QList<GpuSample>> sample(SshSession& session);
};

} // namespace gp
