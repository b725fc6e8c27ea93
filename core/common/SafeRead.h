#pragma once

#include "core/common/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace gp {

// The one way GPU Planner reads a file the user names (a config.json, a catalog, a plan, a CSV): only a regular file,
// opened without blocking, so a FIFO or a device given by mistake is refused at once instead of hanging the app; and
// only up to a stated size, so an oversized file is refused whole rather than cut and misparsed. Errors name the path
// and the reason, translated.
class SafeRead final
{
    Q_DECLARE_TR_FUNCTIONS(gp::SafeRead)

public:
    static Result<QByteArray> read(const QString& path, qint64 maxBytes);
    // The same checks without reading: for files read by streaming.
    static Status checkRegular(const QString& path, qint64 maxBytes);
};

} // namespace gp
