#pragma once

#include <QByteArray>
#include <QString>

namespace gp::cli {

// Secrets never come from the command line: only from the terminal, without echo (empty when stdin is no terminal).
QByteArray promptSecret(const QString& prompt);

// A secret from the terminal without echo, or piped in whole (from a password manager; one trailing line ending,
// LF or CRLF, is stripped): never an argument. Over 64 KiB piped in is refused: empty, with `tooLong` set.
QByteArray readSecret(const QString& prompt, bool* tooLong = nullptr);

} // namespace gp::cli
