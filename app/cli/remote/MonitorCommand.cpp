#include "app/cli/CliOutput.h"
#include "app/cli/remote/RemoteSubcommands.h"
#include "app/cli/remote/RemoteSupport.h"
#include "app/cli/support/CliSupport.h"
#include "core/probe/GpuMonitor.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

namespace gp::cli {

// Samples every GPU each interval. --json prints one compact JSON object per sample and line (JSON Lines), so a
// script can read the stream as it comes.
int remoteMonitor(const Remote& remote, const QStringList& args, CliOutput& out)
{
    QCommandLineParser parser;
    const QCommandLineOption interval(QStringLiteral("interval"), QString(), QStringLiteral("seconds"),
                                      QStringLiteral("5"));
    const QCommandLineOption count(QStringLiteral("count"), QString(), QStringLiteral("n"), QStringLiteral("0"));
    const QCommandLineOption json(QStringLiteral("json"));
    parser.addOptions({interval, count, json});
    if (!parseCommandLine(parser, args, QStringLiteral("remote monitor"), out))
        return ExitUsage;
    bool intervalOk = false;
    bool countOk = false;
    const double seconds = parser.value(interval).toDouble(&intervalOk);
    const int samples = parser.value(count).toInt(&countOk);
    if (!intervalOk || seconds < 0.1 || seconds > 86400) {
        out.error(RemoteCommands::tr("--interval takes seconds from 0.1 to 86400"));
        return ExitUsage;
    }
    if (!countOk || samples < 0) {
        out.error(RemoteCommands::tr("--count takes a number of samples (0: until interrupted)"));
        return ExitUsage;
    }
    Connection c = connect(remote, out);
    if (c.exitCode != ExitOk)
        return c.exitCode;
    for (int n = 0; samples == 0 || n < samples; ++n) {
        if (n > 0)
            QThread::msleep(static_cast<unsigned long>(seconds * 1000)); // pacing, not synchronisation
        const Result<QList<GpuSample>> gpus = GpuMonitor::sample(*c.session);
        if (!gpus.ok()) {
            out.error(gpus.error().message);
            return ExitFailure;
        }
        const QDateTime now = QDateTime::currentDateTime();
        if (parser.isSet(json)) {
            QJsonArray list;
            for (const GpuSample& g : *gpus) {
                QJsonObject o;
                o.insert(QStringLiteral("index"), g.index);
                o.insert(QStringLiteral("name"), g.name);
                o.insert(QStringLiteral("utilization_percent"),
                         g.utilizationPercent ? QJsonValue(*g.utilizationPercent) : QJsonValue());
                o.insert(QStringLiteral("memory_used_mib"),
                         g.memoryUsedMiB ? QJsonValue(*g.memoryUsedMiB) : QJsonValue());
                o.insert(QStringLiteral("memory_total_mib"),
                         g.memoryTotalMiB ? QJsonValue(*g.memoryTotalMiB) : QJsonValue());
                list.append(o);
            }
            QJsonObject o;
            o.insert(QStringLiteral("time"), now.toString(Qt::ISODate));
            o.insert(QStringLiteral("gpus"), list);
            out.line(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
            continue;
        }
        const QString unknown = RemoteCommands::tr("n/a");
        for (const GpuSample& g : *gpus)
            out.line(RemoteCommands::tr("%1  GPU %2  %3  utilization %4 %  memory %5 / %6 MiB")
                         .arg(now.toString(QStringLiteral("HH:mm:ss")))
                         .arg(g.index)
                         .arg(g.name, g.utilizationPercent ? QString::number(*g.utilizationPercent) : unknown,
                              g.memoryUsedMiB ? QString::number(*g.memoryUsedMiB) : unknown,
                              g.memoryTotalMiB ? QString::number(*g.memoryTotalMiB) : unknown));
    }
    return ExitOk;
}

} // namespace gp::cli
