#pragma once

#include <QString>

namespace gp::test {

// Where the source tree, the build tree and the built CLI are, read at run time from test-paths.ini beside the test
// program (CMake writes it). They are not compiled in: an absolute path in a -D would change every object's hash, so a
// fresh clone would rebuild every test program instead of taking it from the compiler cache.
// A missing or unreadable file is fatal, with its path: no test can run without these.
QString sourcePath(const char* relative = ""); // the source tree, joined with `relative`
QString buildPath(const char* relative = "");  // the build tree, joined with `relative`
QString cliPath();                             // the gpuplanner-cli this build made

} // namespace gp::test
