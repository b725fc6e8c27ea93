#include "core/sync/UploadScripts.h"

#include "core/sync/SyncManifest.h"

namespace gp {

QString quotedDest(const UploadOptions& options)
{
    return remotePathWord(options.destDir);
}

QString lockDestination(const QString& dir, const QString& busy)
{
    return QStringLiteral("if command -v flock >/dev/null 2>&1 && { [ -d %1 ] || mkdir -p -- %1 2>/dev/null; } && "
                          "[ -r %1 ]; then exec 8<%1; gp_wait=0; while ! flock -n 8; do "
                          "[ \"$gp_wait\" -lt 3000 ] || { %2; }; sleep 0.2; gp_wait=$((gp_wait + 1)); done; fi; ")
        .arg(dir, busy);
}

QString receiveCommand(const UploadNames& n,
                       Compression compression,
                       const QString& hashStdin,
                       bool unpackWhileStreaming,
                       qint64 cutTo,
                       qint64 measured)
{
    if (unpackWhileStreaming) {
        const QString unpackStdin = compression == Compression::Zstd   ? QStringLiteral("zstd -dc | ")
                                    : compression == Compression::Gzip ? QStringLiteral("gzip -dc | ")
                                                                       : QString();
        return QStringLiteral(
                   "{ set -C; for f in %1 %2 %3 %7 %5; do if [ -e \"$f\" ] || [ -L \"$f\" ]; then rm -rf %1 %2 %3 %7 "
                   "%5 "
                   "|| exit 1; break; fi; done; mkdir %1 && mkfifo %2 && : > %5 || exit 1; { %4; } < %2 > %3 & "
                   "{ tee -a %5 %2; echo $? > %7; } | %6tar -x -C %1; rc=$?; wait; t=; { read -r t < %7; } "
                   "2>/dev/null; "
                   "[ \"$t\" = 0 ] && [ \"$rc\" = 0 ] && exit 0; rm -f %2 %7; [ \"$t\" = 0 ] || exit 5; exit $rc; }")
            .arg(n.staging, n.fifo, n.digestFile, hashStdin, n.partial, unpackStdin, n.teeStatus);
    }
    const QString appendOnlyToItself =
        QStringLiteral("[ -f %1 ] && [ ! -L %1 ] || { echo gpuplanner-raced >&2; exit 9; }; ").arg(n.partial);
    if (cutTo >= 0)
        return QStringLiteral("{ %3dd if=/dev/null of=%1 bs=1 seek=%2 count=0 2>/dev/null && exec cat >> %1; }")
            .arg(n.partial, QString::number(cutTo), appendOnlyToItself);
    if (measured > 0)
        return QStringLiteral("{ %2exec cat >> %1; }").arg(n.partial, appendOnlyToItself);
    return QStringLiteral("{ if [ -e %1 ] || [ -L %1 ]; then rm -f -- %1 || exit 1; fi; set -C; : > %1 && "
                          "exec cat >> %1; }")
        .arg(n.partial);
}

QString ownChannelHead(const UploadNames& n, const QByteArray* manifestIdentity, qint64 measured)
{
    QString head = lockDestination(n.dir, QStringLiteral("echo gpuplanner-busy >&2; exit 75"));
    const QString raced = QStringLiteral(" || { echo gpuplanner-raced >&2; exit 9; }; ");
    if (manifestIdentity)
        head += SyncInspection::identityTest(n.dir, *manifestIdentity) + raced;
    if (measured > 0)
        head +=
            QStringLiteral("[ \"$(stat -c %s -- %1 2>/dev/null)\" = %2 ]").arg(n.partial, QString::number(measured)) +
            raced;
    return head;
}

} // namespace gp
