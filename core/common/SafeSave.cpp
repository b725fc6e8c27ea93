#include "core/common/SafeSave.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <sys/stat.h>

namespace gp {

Status SafeSave::write(const QString& path, const QByteArray& data)
{
    const auto failed = [&](const QString& reason) {
        return Status(Error{QStringLiteral("file.unwritable"),
                            tr("Cannot write \"%1\": %2. Nothing was replaced.").arg(path, reason)});
    };
    struct stat info
    {};
    if (::stat(QFile::encodeName(path).constData(), &info) == 0 && !S_ISREG(info.st_mode)) {
        if (S_ISDIR(info.st_mode))
            return failed(tr("it is a folder"));
        if (!S_ISCHR(info.st_mode))
            return failed(tr("it is not a regular file (a FIFO or socket would block)"));
        // A character device: written in place, as the user asked, with every error reported.
        QFile device(path);
        if (!device.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return failed(device.errorString());
        if (device.write(data) != data.size() || !device.flush())
            return failed(device.errorString());
        return Ok{};
    }
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return failed(tr("its folder cannot be created"));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failed(file.errorString());
    if (file.write(data) != data.size() || !file.flush()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return failed(reason);
    }
    if (!file.commit())
        return failed(file.errorString());
    return Ok{};
}

} // namespace gp
