#pragma once

#include <QByteArray>
#include <QString>

namespace gp::cli {

// Secrets never come from the command line: only from the terminal, without echo (empty when stdin is no terminal).
QByteArray promptSecret(const QString& prompt);

// A secret from the terminal without echo, or one line piped in (from a password manager): never an argument.
QByteArray readSecret(const QString& prompt);

} // namespace gp::cli
