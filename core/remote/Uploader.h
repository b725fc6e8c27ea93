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
};

} // namespace gp
