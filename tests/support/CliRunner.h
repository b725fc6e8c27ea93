#pragma once

#include "support/TestPaths.h"

#include <QJsonObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace gp::test {

// What one run of the real gpuplanner-cli printed and returned.
struct CliResult
{
    int code = -1;
    QString out;
    QString err;
    QJsonObject json() const; // stdout parsed as a JSON object; a parse error fails the current test
};

// Runs gpuplanner-cli with `--lang en` and the arguments, keeping the caller's event loop running meanwhile (a test's
// in-process HTTP server must go on answering).
// `input` goes to its stdin, which is then closed. A run over kCliTimeoutMs is killed and reported as code -1.
constexpr int kCliTimeoutMs = 300000;
CliResult runCli(const QString& program,
                 const QStringList& args,
                 const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment(),
                 const QByteArray& input = {});

QStringList words(const char* text);

// The CLI this build made.
inline CliResult cli(const QStringList& args)
{
    return runCli(cliPath(), args);
}

// The real CLI with its data and settings folders (XDG_DATA_HOME, XDG_CONFIG_HOME) under `home`, so that catalog
// imports and profiles in one test never leak into another.
CliResult runCliWithHome(const QString& program, const QString& home, const QStringList& args);

} // namespace gp::test
