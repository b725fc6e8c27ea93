#include "core/sync/UploadHistory.h"

#include "core/common/SafeRead.h"
#include "core/common/SafeSave.h"

#include <QCryptographicHash>

namespace gp {

QByteArray UploadHistory::key(const QString& hostKeyFingerprint, const QString& account, const QString& destDir)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString& part : {hostKeyFingerprint, account, destDir}) {
        hash.addData(part.toUtf8());
        hash.addData(QByteArrayView("\0", 1));
    }
    return hash.result().toHex();
}

QByteArray UploadHistory::read() const
{
    // A few thousand lines of 65 bytes: a larger file, a FIFO or a missing one is read as no history (a head start
    // at most, never a wrong upload).
    Result<QByteArray> text = SafeRead::read(m_file, static_cast<qint64>(kMaxEntries + 16) * 65);
    return text.ok() ? std::move(text).value() : QByteArray();
}

bool UploadHistory::contains(const QByteArray& key) const
{
    for (const QByteArray& line : read().split('\n'))
        if (line == key)
            return true;
    return false;
}

Status UploadHistory::add(const QByteArray& key) const
{
    QList<QByteArray> lines;
    for (const QByteArray& line : read().split('\n'))
        if (line.size() == 64 && line != key)
            lines << line;
    lines << key;
    if (lines.size() > kMaxEntries)
        lines = lines.mid(lines.size() - kMaxEntries);
    return SafeSave::write(m_file, lines.join('\n') + '\n');
}

} // namespace gp
