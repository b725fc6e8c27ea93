#include "ui/console/ConsoleFormat.h"
#include "core/common/Units.h"

#include <QLocale>

namespace gp {

QString ConsoleFormat::bytes(double bytes)
{
    const QLocale l;
    if (bytes >= kGiB)
        return tr("%1 GiB").arg(l.toString(bytes / kGiB, 'f', 2));
    if (bytes >= 1024.0 * 1024)
        return tr("%1 MiB").arg(l.toString(bytes / (1024.0 * 1024), 'f', 1));
    return tr("%1 KiB").arg(l.toString(bytes / 1024.0, 'f', 0));
}

QString ConsoleFormat::duration(qint64 seconds)
{
    if (seconds >= 3600)
        return tr("%1 h %2 min").arg(seconds / 3600).arg((seconds % 3600) / 60);
    if (seconds >= 60)
        return tr("%1 min %2 s").arg(seconds / 60).arg(seconds % 60);
    return tr("%1 s").arg(seconds);
}

} // namespace gp
