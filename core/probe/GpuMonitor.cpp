#include "core/probe/GpuMonitor.h"

namespace gp {

namespace {

// nvidia-smi prints "[N/A]" or "[Not Supported]" for what a GPU (or a MIG slice) cannot report.
bool unavailable(const QString& field)
{
    return field.startsWith(QLatin1Char('[')) || field.isEmpty();
}

} // namespace

QString GpuMonitor::queryCommand()
{
    return QStringLiteral("command -v nvidia-smi >/dev/null 2>&1 || { echo 'no nvidia-smi' >&2; exit 127; }; "
                          "nvidia-smi --query-gpu=index,name,utilization.gpu,memory.used,memory.total "
                          "--format=csv,noheader,nounits");
}

Result<QList<GpuSample>> GpuMonitor::parse(const QByteArray& csv)
{
    QList<GpuSample> samples;
    const QList<QByteArray> lines = csv.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = QString::fromUtf8(lines[i]).trimmed();
        if (line.isEmpty())
            continue;
        const auto unreadable = [&] {
            return Error{QStringLiteral("monitor.parse"),
                         tr("nvidia-smi printed a line GPU Planner cannot read (line %1): %2").arg(i + 1).arg(line)};
        };
        const QStringList f = line.split(QLatin1Char(','));
        bool indexOk = false;
        GpuSample s;
        if (f.size() == 5)
            s.index = f[0].trimmed().toInt(&indexOk);
        if (!indexOk)
            return unreadable();
        s.name = f[1].trimmed();
        bool ok = false;
        if (const QString u = f[2].trimmed(); !unavailable(u)) {
            const double v = u.toDouble(&ok);
            if (!ok)
                return unreadable();
            s.utilizationPercent = v;
        }
        for (auto [field, target] : {std::pair{3, &s.memoryUsedMiB}, std::pair{4, &s.memoryTotalMiB}}) {
            const QString m = f[field].trimmed();
            if (unavailable(m))
                continue;
            const qint64 v = m.toLongLong(&ok);
            if (!ok)
                return unreadable();
            *target = v;
        }
        samples.append(s);
    }
    return samples;
}

Result<QList<GpuSample>> GpuMonitor::sample(SshSession& session)
{
    const Result<ExecResult> r = session.exec(queryCommand());
    if (!r.ok())
        return r.error();
    if (r->exitStatus == 127)
        return Error{
            QStringLiteral("monitor.no-gpu"),
            tr("This instance has no nvidia-smi: no NVIDIA driver is installed, so there are no GPUs to watch.")};
    if (r->exitStatus != 0)
        return Error{QStringLiteral("monitor.failed"),
                     tr("nvidia-smi failed on the instance: %1").arg(QString::fromUtf8(r->err).trimmed())};
    return parse(r->out);
}

} // namespace gp
