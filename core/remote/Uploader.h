#pragma once

#include "core/remote/SshSession.h"
#include "core/remote/Tarball.h"

#include <QCoreApplication>

namespace gp {

struct UploadOptions
{
    TarballOptions tar;
    QString destDir;     // on the instance; created if missing
    bool extract = true; // unpack and delete the archive after it is verified
    // Refuse before sending when the instance's disk cannot hold the upload (see Uploader::spaceNeeded). Compressed
    // archives need less than the check assumes: the user may skip it.
    bool checkSpace = true;
};

struct UploadProgress
{
    TarballProgress tar;
    qint64 sentBytes = 0;    // this attempt
    qint64 skippedBytes = 0; // already on the instance from an earlier attempt
    double bytesPerSecond = 0;
    double etaSeconds = -1;
};

struct UploadResult
{
    qint64 archiveBytes = 0;
    qint64 sentBytes = 0;
    qint64 resumedFrom = 0;
    QString sha256;
    QString remoteArchive; // where the verified archive is (when not extracted)
    int files = 0;
    QList<TarballExclusion> excluded; // left out by patterns, .gitignore, or as special files
    int staleRemoved = 0;             // partial files of earlier uploads whose source has changed since
};

// Uploads files and folders as one tarball streamed into `cat >> DIR/.NAME.partial` on the instance: compressed
// while sending, resumed from what the instance already has, verified with SHA-256 computed there against the local
// digest, renamed only when it matches, then extracted. A failure leaves only a .partial file, never something that
// looks complete.
class Uploader final
{
    Q_DECLARE_TR_FUNCTIONS(gp::Uploader)

public:
    static Result<UploadResult> run(SshSession& session,
                                    const UploadOptions& options,
                                    const std::function<void(const UploadProgress&)>& progress = {},
                                    const std::atomic_bool* cancel = nullptr);
    static QString archiveName(const UploadOptions& options, const QString& id);
    // Bytes the instance must have free: the archive, plus its unpacked copy while it is staged.
    static qint64 spaceNeeded(const UploadOptions& options, qint64 inputBytes, qint64 resumedFrom);
    // A remote command's error output as one sentence: the first meaningful line, and how many more there were.
    static QString oneSentence(const QByteArray& errorOutput);
};

} // namespace gp
