#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

namespace gp::cli {

class CliOutput;

// Secrets never come from the command line: only from the terminal, without echo (empty when stdin is no terminal).
QByteArray promptSecret(const QString& prompt);

// A secret from the terminal without echo, or piped in whole (from a password manager; one trailing line ending,
// LF or CRLF, is stripped): never an argument. Over 64 KiB piped in is refused: empty, with `tooLong` set.
QByteArray readSecret(const QString& prompt, bool* tooLong = nullptr);

// The one way a secret goes from the terminal into the keychain: read it (readSecret), let `refusal` say what is
// wrong with it (an empty answer accepts it; otherwise that message is printed, nothing is stored, exit code 2), write
// it under `key`, and wipe the copy whatever happened. Prints the keychain's error (exit code 1) or `stored` (0).
int storeSecretFromTerminal(const QString& prompt,
                            const QString& key,
                            const std::function<QString(const QByteArray& secret, bool tooLong)>& refusal,
                            const QString& stored,
                            CliOutput& out);

} // namespace gp::cli
