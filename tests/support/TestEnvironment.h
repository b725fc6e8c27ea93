#pragma once

#include <QString>
#include <QTemporaryDir>

namespace gp::test {

// Points every XDG location (settings, data, cache) of this test process at a fresh temporary directory, so that no
// test reads or writes the developer's real profile and every run starts clean.
void isolateUserProfile();

// A temporary directory that fails the current test loudly if it cannot be created.
class TempDir
{
public:
    TempDir();
    QString path() const { return m_dir.path(); }
    QString filePath(const QString& name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
};

} // namespace gp::test
