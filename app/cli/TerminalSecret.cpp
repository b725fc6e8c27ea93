#include "app/cli/TerminalSecret.h"

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

QByteArray readSecret(const QString& prompt)
{
    if (isatty(STDIN_FILENO))
        return promptSecret(prompt);
    char buffer[4096] = {};
    QByteArray secret;
    if (fgets(buffer, sizeof buffer, stdin))
        secret = QByteArray(buffer).chopped(QByteArray(buffer).endsWith('\n') ? 1 : 0);
    memset(buffer, 0, sizeof buffer);
    return secret;
}

} // namespace gp::cli
