#pragma once

#include "core/hosts/SshTarget.h"
#include "core/money/Money.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>

#include <optional>

namespace gp {

// A rented instance the user connects to again: where it is, how to sign in, and which catalog offer it is (for the
// promised hardware and the price). Never a secret: passwords and passphrases live only in the OS keychain.
struct HostProfile
{
    enum class Auth { Key, Agent, Password };
    QString name;
    SshTarget target;
    Auth auth = Auth::Key;
    QString offerId; // empty: not linked to a catalog offer
    // Launched through a provider's API (core/providers): the provider's id and the instance's there, for stop, start,
    // release and the rate it charges; both empty for a machine rented by hand.
    QString providerId;
    QString instanceId;
    std::optional<Money> launchRate; // the hourly price the user confirmed when launching it
    QDateTime launchedAt;            // UTC; invalid when not launched here

    bool launched() const { return !providerId.isEmpty() && !instanceId.isEmpty(); }
};

QString authCode(HostProfile::Auth auth); // key, agent, password
// A profile as `profile list --json` and `provider launch --json` print it.
QJsonObject hostProfileJson(const HostProfile& profile);
std::optional<HostProfile::Auth> authFromCode(const QString& code);

// The profiles, as one JSON file (hosts.json) under the app's config location, saved atomically.
class HostProfileStore final
{
    Q_DECLARE_TR_FUNCTIONS(gp::HostProfileStore)

public:
    HostProfileStore();                             // QStandardPaths::AppConfigLocation/hosts.json
    explicit HostProfileStore(const QString& file); // tests and portable profiles

    QString fileName() const { return m_file; }
    // A missing file is no profiles; a damaged one is an error naming the file and what is wrong.
    Result<QList<HostProfile>> load() const;
    Result<HostProfile> find(const QString& name) const;
    Status save(const HostProfile& profile) const; // adds, or replaces the profile of that name
    Status remove(const QString& name) const;

private:
    Status write(const QList<HostProfile>& profiles) const;
    QString m_file;
};

} // namespace gp
