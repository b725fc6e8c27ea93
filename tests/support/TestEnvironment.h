#pragma once

#include <QByteArray>
#include <QString>
#include <QTemporaryDir>

namespace gp::test {

// Points every XDG location (settings, data, cache) of this test process at a fresh temporary directory, so that no
// test reads or writes the developer's real profile and every run starts clean.
void isolateUserProfile();

// Incompressible bytes (weights, shards) for uploads that must not shrink.
QByteArray randomBytes(qsizetype size);

// A temporary directory that fails the current test loudly if it cannot be created.
class TempDir
{
public:
    TempDir();
    explicit TempDir(const QString& parent); // inside `parent` (created if missing) instead of the system's temp
    QString path() const { return m_dir.path(); }
    QString filePath(const QString& name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
};

// A real, small filesystem (tmpfs) mounted for a test and unmounted after it: full-disk tests need one. Mounting
// needs root; a test skips when mounted() is false.
class SmallFilesystem
{
public:
    explicit SmallFilesystem(const QString& where, const char* size = "64k");
    ~SmallFilesystem();
    SmallFilesystem(const SmallFilesystem&) = delete;
    SmallFilesystem& operator=(const SmallFilesystem&) = delete;
    bool mounted() const { return m_mounted; }

private:
    QString m_where;
    bool m_mounted = false;
};

} // namespace gp::test
