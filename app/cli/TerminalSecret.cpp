#include "app/cli/TerminalSecret.h"

#include "app/cli/CliCommand.h"
#include "app/cli/CliOutput.h"
#include "core/secrets/SecretStore.h"

#include <cstdio>
#include <cstring>
#include <termios.h>
#include <unistd.h>

namespace gp::cli {

QByteArray promptSecret(const QString& prompt)
{
    if (!isatty(STDIN_FILENO))
        return {};
    fprintf(stderr, "%s", prompt.toLocal8Bit().constData());
    fflush(stderr);
    termios old{};
    tcgetattr(STDIN_FILENO, &old);
    termios quiet = old;
    quiet.c_lflag &= static_cast<tcflag_t>(~ECHO);
    tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
    char buffer[1024] = {};
    const bool read = fgets(buffer, sizeof buffer, stdin) != nullptr;
    tcsetattr(STDIN_FILENO, TCSANOW, &old);
    fprintf(stderr, "\n");
    QByteArray secret = read ? QByteArray(buffer).trimmed() : QByteArray();
    memset(buffer, 0, sizeof buffer);
    return secret;
}

QByteArray readSecret(const QString& prompt, bool* tooLong)
{
    if (isatty(STDIN_FILENO))
        return promptSecret(prompt);
    // Piped in: read all of it (a provider token can be longer than any fixed buffer), then strip one line ending,
    // "\n" or "\r\n", as a file saved on Windows ends. Nothing is cut silently: more than kMax bytes is refused.
    constexpr qsizetype kMax = 64 * 1024;
    QByteArray secret;
    char buffer[4096];
    size_t n = 0;
    while ((n = fread(buffer, 1, sizeof buffer, stdin)) > 0) {
        secret.append(buffer, static_cast<qsizetype>(n));
        memset(buffer, 0, sizeof buffer);
        if (secret.size() > kMax) {
            secret.fill('\0');
            if (tooLong)
                *tooLong = true;
            return {};
        }
    }
    if (secret.endsWith('\n'))
        secret.chop(1);
    if (secret.endsWith('\r'))
        secret.chop(1);
    return secret;
}

int storeSecretFromTerminal(const QString& prompt,
                            const QString& key,
                            const std::function<QString(const QByteArray& secret, bool tooLong)>& refusal,
                            const QString& stored,
                            CliOutput& out)
{
    bool tooLong = false;
    QByteArray secret = readSecret(prompt, &tooLong);
    if (const QString refused = refusal(secret, tooLong); !refused.isEmpty()) {
        secret.fill('\0');
        out.error(refused);
        return ExitUsage;
    }
    const Status written = SecretStore::write(key, secret);
    secret.fill('\0');
    if (!written.ok()) {
        out.error(written.error().message);
        return ExitFailure;
    }
    out.line(stored);
    return ExitOk;
}

} // namespace gp::cli
