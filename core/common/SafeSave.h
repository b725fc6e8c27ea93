#pragma once

#include "core/common/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace gp {

// The one way GPU Planner writes a file. A regular file (or a new one) is written beside its target and renamed over
// it only when every byte was written and flushed, so a failed save (a full disk, a vanished folder) leaves the old
// file exactly as it was. A device the user names (/dev/stdout, /dev/full) is written in place and its errors are
// reported, never replaced by a regular file; a FIFO, socket or folder is refused, since writing there would block or
// cannot work. Errors name the path and the system's reason, translated.
class SafeSave final
{
    Q_DECLARE_TR_FUNCTIONS(gp::SafeSave)

public:
    static Status write(const QString& path, const QByteArray& data);
};

} // namespace gp
