#pragma once

#include "core/ssh/SshSession.h"

#include <QCoreApplication>
#include <QMap>

#include <optional>

namespace gp {

// "8h", "30m", "90s", "2h30m", "45" (minutes) → seconds; nothing for text that is not a duration or one longer than
// kMaxDurationSeconds (a number too big must be refused, not wrap around to a short one).
constexpr qint64 kMaxDurationSeconds = 10LL * 366 * 86400; // ten years
std::optional<qint64> parseDuration(const QString& text);

struct GuardSettings
{
    qint64 maxRuntimeSeconds = 0; // 0: no limit
    qint64 idleSeconds = 0;       // 0: no idle watchdog
    int idleUtilPercent = 10;
    qint64 checkEverySeconds = 60;
    QString releaseCommand = QStringLiteral("shutdown -h now");
    // The provider's API token, for a release command that stops the instance through that API: kept on the instance
    // in a file only its user can read, given to the release command as $GP_PROVIDER_TOKEN, never in guard.conf.
    QByteArray providerToken;
    // notify.json (Notifications::guardNotices): the webhooks told when the guard fires, with their URLs and secrets;
    // kept on the instance in a file only its user can read. Empty: no notifications (an older file is removed).
    QByteArray notices;
};

struct GuardStatus
{
    bool installed = false;
    bool running = false;
    QMap<QString, QString> settings;
    QString log; // the last lines of the guard's log
};

// Installs, shows and removes the guard that runs on the instance (resources/remote/guard.sh).
class Guard final
{
    Q_DECLARE_TR_FUNCTIONS(gp::Guard)

public:
    static Status install(SshSession& session, const GuardSettings& settings);
    static Result<GuardStatus> show(SshSession& session);
    static Status remove(SshSession& session);
    // Said whenever a guard takes the provider account's token (not a profile's own) to an instance.
    static QString accountTokenNotice(const QString& providerName);
};

} // namespace gp
