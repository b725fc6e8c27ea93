#pragma once

#include "core/sync/Uploader.h"

#include <QString>

namespace gp {

// The shell an upload runs in its destination on the instance (Uploader): the names it uses, the lock it holds, and
// how it receives the archive.

// The destination as one shell word ("~" and relative paths under the login's home: never an option, never a folder
// named "~").
QString quotedDest(const UploadOptions& options);

// Takes the destination's lock in the shell that runs this, on descriptor 8, which every process it starts inherits:
// a writer that outlives its connection holds it until it ends. Uploads into one folder then run one at a time, each
// from its look to its record, whatever their ids. The folder is made first if need be (a lock needs something to
// lock). `busy` runs when another upload has held it for 10 minutes: it must end the wait (exit, or set a flag and
// break). The lock is tried with `flock -n` every 0.2 s, which busybox's flock (no -w) has too; without flock there
// is no lock.
QString lockDestination(const QString& dir, const QString& busy);

// The names one upload uses in its destination on the instance, each a shell word. The archive's companions are
// removed if something is at their names and made anew, exclusively (mkdir, mkfifo, `>` under set -C): a link
// planted at one of them is never written through.
struct UploadNames
{
    UploadNames(const UploadOptions& options, const QString& id)
        : dir(quotedDest(options)), partial(named(options, id, ".partial")), lock(named(options, id, ".lock")),
          final(named(options, id, "")), staging(named(options, id, ".staging")), fifo(named(options, id, ".fifo")),
          digestFile(named(options, id, ".sha256")), teeStatus(named(options, id, ".tee"))
    {}
    QString named(const UploadOptions& options, const QString& id, const char* suffix) const
    {
        return dir + QLatin1Char('/') + shellQuote(Uploader::archiveName(options, id) + QLatin1String(suffix));
    }

    QString dir;
    QString partial;
    QString lock; // an older version's, removed with the rest
    QString final;
    // A fresh upload is unpacked while it streams, into this hidden folder, and moved into place only once its digest
    // matches; the digest of the stream is computed as it arrives, through the FIFO; tee's status says whether every
    // byte reached the archive on disk.
    QString staging;
    QString fifo;
    QString digestFile;
    QString teeStatus;
};

// What receives the archive on the instance, under the destination's lock (the look's, or the stream's own). A
// fresh upload is unpacked while it streams (`unpackWhileStreaming`): tee's own status is kept (sh has no pipefail),
// so a write that failed there (a full disk) ends the command with tee's error, whatever tar and the digest make of
// the rest of the stream. Processes are what a cold instance is slow to start: nothing is removed where nothing is
// yet. Otherwise the archive arrives whole: appended to what arrived (`measured`), only while that is a regular file
// and not a link, after cutting it back to `cutTo` when that is set (dd without conv=notrunc truncates where it seeks
// to, and writes nothing); or made anew, exclusively.
QString receiveCommand(const UploadNames& n,
                       Compression compression,
                       const QString& hashStdin,
                       bool unpackWhileStreaming,
                       qint64 cutTo,
                       qint64 measured);

// What a stream on a channel of its own does first: the look's lock has gone with the look, so it takes the lock
// again and checks that what its plan rests on is still there (the record the look saw, what had arrived of this
// upload); otherwise another upload came in between, and this one is planned again (exit 9).
QString ownChannelHead(const UploadNames& n, const QByteArray* manifestIdentity, qint64 measured);

} // namespace gp
