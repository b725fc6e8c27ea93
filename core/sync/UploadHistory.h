#pragma once

#include "core/common/Result.h"

#include <QByteArray>
#include <QString>

namespace gp {

// The destinations this user has started uploading to, one digest of (the instance's host key, the account, the
// folder) a line, so that only an upload into a folder never uploaded to before is sent ahead of the instance's
// answer (Uploader::run): any later one, a resume included, waits for that answer and so never pays for an archive
// sent in vain. Losing the file only costs a first upload's head start again.
class UploadHistory final
{
public:
    static constexpr int kMaxEntries = 2000; // the oldest are forgotten first

    explicit UploadHistory(QString file) : m_file(std::move(file)) {}

    static QByteArray key(const QString& hostKeyFingerprint, const QString& account, const QString& destDir);
    bool contains(const QByteArray& key) const;
    // Adds `key` (written atomically); false when the file cannot be written, which the caller takes as "seen".
    Status add(const QByteArray& key) const;

private:
    QByteArray read() const;

    QString m_file;
};

} // namespace gp
