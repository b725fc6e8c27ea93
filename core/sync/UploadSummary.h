#pragma once

#include "core/sync/Uploader.h"

#include <QCoreApplication>
#include <QStringList>

namespace gp {

// The words for an upload, shared by the command line and the Console: what is being sent of the tree, what happened,
// and what a dry run would do.
class UploadSummary final
{
    Q_DECLARE_TR_FUNCTIONS(gp::UploadSummary)

public:
    // "3 of 10,004 files (42 MiB of 1.0 GiB)"
    static QString sending(const UploadProgress& progress);
    // One sentence each: sent and skipped, removed, left on the instance, repaired, a manifest that was not trusted.
    static QStringList outcome(const UploadResult& result);
    // A dry run: a headline, then one line per file to send, patch or remove (at most `limit`, then a count).
    static QStringList plan(const SyncPlan& plan, int limit);
    static QString path(const QByteArray& bytes) { return QString::fromLocal8Bit(bytes); }
    // A name as a line of text shows it: a line break, a tab or another control character in a file name is written
    // as an escape ("\n", "\x1b"), so it can neither break the line nor drive the terminal.
    static QString shown(const QString& name);
    static QString shown(const QByteArray& bytes) { return shown(path(bytes)); }
};

} // namespace gp
