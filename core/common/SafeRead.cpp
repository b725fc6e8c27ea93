#include "core/common/SafeRead.h"

#include <QFile>
#include <QLocale>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gp {

namespace {

Error readError(const QString& path, const QString& reason)
{
    return Error{QStringLiteral("file.unreadable"), SafeRead::tr("Cannot read \"%1\": %2").arg(path, reason)};
}

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

// Opens without blocking (a FIFO's open would wait for a writer) and checks what the path is before reading.
Result<int> openRegular(const QString& path, qint64 maxBytes)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return readError(path, systemError(errno));
    struct stat info = {};
    if (::fstat(fd, &info) != 0) {
        const int code = errno;
        ::close(fd);
        return readError(path, systemError(code));
    }
    if (S_ISDIR(info.st_mode) || !S_ISREG(info.st_mode)) {
        ::close(fd);
        return readError(path, S_ISDIR(info.st_mode)
                                   ? SafeRead::tr("it is a folder, not a file")
                                   : SafeRead::tr("it is not a regular file (a pipe, socket or device)"));
    }
    if (info.st_size > maxBytes) {
        ::close(fd);
        return readError(path,
                         SafeRead::tr("it is %1, more than the %2 this file may have")
                             .arg(QLocale().formattedDataSize(info.st_size), QLocale().formattedDataSize(maxBytes)));
    }
    return fd;
}

} // namespace

Status SafeRead::checkRegular(const QString& path, qint64 maxBytes)
{
    const Result<int> fd = openRegular(path, maxBytes);
    if (!fd.ok())
        return fd.error();
    ::close(*fd);
    return Ok{};
}

Result<QByteArray> SafeRead::read(const QString& path, qint64 maxBytes)
{
    const Result<int> fd = openRegular(path, maxBytes);
    if (!fd.ok())
        return fd.error();
    QFile file;
    if (!file.open(*fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(*fd);
        return readError(path, file.errorString());
    }
    // A file that grew since the check is still read only to the bound, plus one byte to notice.
    QByteArray data = file.read(maxBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return readError(path, file.errorString());
    if (data.size() > maxBytes)
        return readError(path,
                         tr("it is more than the %1 this file may have").arg(QLocale().formattedDataSize(maxBytes)));
    return data;
}

} // namespace gp
