#include "core/hosts/HostProfiles.h"

#include "core/common/CodeTable.h"
#include "core/common/SafeSave.h"
#include "core/common/UserFiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>

namespace gp {

namespace {

// 2: a profile launched through a provider's API may have no host yet; version 1 readers would call that damaged,
// so only a file holding one is written as 2.
constexpr int formatVersion = 2;

} // namespace

namespace {
constexpr CodeTable<HostProfile::Auth, 3> kAuthCodes{
    {{HostProfile::Auth::Key, "key"}, {HostProfile::Auth::Agent, "agent"}, {HostProfile::Auth::Password, "password"}}};
} // namespace

QString authCode(HostProfile::Auth auth)
{
    return codeOf(kAuthCodes, auth);
}

std::optional<HostProfile::Auth> authFromCode(const QString& code)
{
    return fromCode(kAuthCodes, code);
}

HostProfileStore::HostProfileStore() : HostProfileStore(UserFiles::configPath(UserFiles::hostsFile())) {}

HostProfileStore::HostProfileStore(const QString& file) : m_file(file) {}

Result<QList<HostProfile>> HostProfileStore::load() const
{
    QFile file(m_file);
    if (!file.exists())
        return QList<HostProfile>{};
    if (!file.open(QIODevice::ReadOnly))
        return Error{QStringLiteral("hosts.read"), tr("Cannot read %1: %2").arg(m_file, file.errorString())};
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    const auto damaged = [&](const QString& why) {
        return Error{QStringLiteral("hosts.damaged"), tr("%1 is damaged: %2").arg(m_file, why)};
    };
    if (parseError.error != QJsonParseError::NoError)
        return damaged(tr("not JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset));
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("version")).toInt() > formatVersion)
        return damaged(
            tr("written by a newer GPU Planner (format %1)").arg(root.value(QStringLiteral("version")).toInt()));
    QList<HostProfile> profiles;
    const QJsonArray hosts = root.value(QStringLiteral("hosts")).toArray();
    for (qsizetype i = 0; i < hosts.size(); ++i) {
        const QJsonObject o = hosts.at(i).toObject();
        HostProfile p;
        p.name = o.value(QStringLiteral("name")).toString();
        p.target.host = o.value(QStringLiteral("host")).toString();
        p.target.port = o.value(QStringLiteral("port")).toInt(0); // 0: ~/.ssh/config or 22
        p.target.user = o.value(QStringLiteral("user")).toString();
        p.target.keyFile = o.value(QStringLiteral("key_file")).toString();
        p.offerId = o.value(QStringLiteral("offer")).toString();
        p.providerId = o.value(QStringLiteral("provider")).toString();
        p.instanceId = o.value(QStringLiteral("instance")).toString();
        if (const QJsonObject rate = o.value(QStringLiteral("launch_rate")).toObject(); !rate.isEmpty()) {
            const std::optional<Currency> currency =
                currencyFromCode(rate.value(QStringLiteral("currency")).toString());
            const double amount = rate.value(QStringLiteral("amount")).toDouble(-1);
            if (!currency || !std::isfinite(amount) || amount < 0)
                return damaged(tr("host %1 has a launch_rate without a non-negative amount and a currency (CNY or USD)")
                                   .arg(i + 1));
            p.launchRate = Money{amount, *currency};
        }
        p.launchedAt = QDateTime::fromString(o.value(QStringLiteral("launched_at")).toString(), Qt::ISODate);
        const auto auth = authFromCode(o.value(QStringLiteral("auth")).toString(QStringLiteral("key")));
        // A launched instance is saved before it has an address, so that it is never forgotten.
        if (p.name.isEmpty() || (p.target.host.isEmpty() && !p.launched()) || p.target.port < 0 ||
            p.target.port > 65535 || !auth)
            return damaged(
                tr("host %1 needs a name, a host (unless launched through a provider's API), a port from 1 to "
                   "65535 and auth key, agent or password")
                    .arg(i + 1));
        p.auth = *auth;
        profiles.append(p);
    }
    return profiles;
}

namespace {

// What a launch through a provider's API recorded, for hosts.json and for `--json` alike.
void insertLaunch(QJsonObject& o, const HostProfile& p)
{
    if (!p.launched())
        return;
    o.insert(QStringLiteral("provider"), p.providerId);
    o.insert(QStringLiteral("instance"), p.instanceId);
    if (p.launchRate)
        o.insert(QStringLiteral("launch_rate"),
                 QJsonObject{{QStringLiteral("amount"), p.launchRate->amount},
                             {QStringLiteral("currency"), currencyCode(p.launchRate->currency)}});
    if (p.launchedAt.isValid())
        o.insert(QStringLiteral("launched_at"), p.launchedAt.toUTC().toString(Qt::ISODate));
}

} // namespace

QJsonObject hostProfileJson(const HostProfile& p)
{
    QJsonObject o{{QStringLiteral("name"), p.name},
                  {QStringLiteral("host"), p.target.host},
                  {QStringLiteral("port"), p.target.port},
                  {QStringLiteral("user"), p.target.user},
                  {QStringLiteral("key_file"), p.target.keyFile},
                  {QStringLiteral("auth"), authCode(p.auth)},
                  {QStringLiteral("offer"), p.offerId}};
    insertLaunch(o, p);
    return o;
}

Result<HostProfile> HostProfileStore::find(const QString& name) const
{
    const Result<QList<HostProfile>> all = load();
    if (!all.ok())
        return all.error();
    for (const HostProfile& p : *all)
        if (p.name == name)
            return p;
    QStringList names;
    for (const HostProfile& p : *all)
        names << p.name;
    return Error{QStringLiteral("hosts.unknown"),
                 names.isEmpty()
                     ? tr("No host profile is named '%1'; there are none yet.").arg(name)
                     : tr("No host profile is named '%1'; there are: %2.").arg(name, names.join(QStringLiteral(", ")))};
}

Status HostProfileStore::save(const HostProfile& profile) const
{
    Result<QList<HostProfile>> all = load();
    if (!all.ok())
        return all.error(); // never overwrite a file we could not read: it may hold the user's only copy
    QList<HostProfile> profiles = *all;
    auto it =
        std::find_if(profiles.begin(), profiles.end(), [&](const HostProfile& p) { return p.name == profile.name; });
    if (it != profiles.end())
        *it = profile;
    else
        profiles.append(profile);
    return write(profiles);
}

Status HostProfileStore::remove(const QString& name) const
{
    Result<QList<HostProfile>> all = load();
    if (!all.ok())
        return all.error();
    QList<HostProfile> profiles = *all;
    const auto removed = profiles.removeIf([&](const HostProfile& p) { return p.name == name; });
    if (removed == 0)
        return find(name).error();
    return write(profiles);
}

Status HostProfileStore::write(const QList<HostProfile>& profiles) const
{
    QJsonArray hosts;
    for (const HostProfile& p : profiles) {
        QJsonObject o;
        o.insert(QStringLiteral("name"), p.name);
        o.insert(QStringLiteral("host"), p.target.host);
        if (p.target.port > 0)
            o.insert(QStringLiteral("port"), p.target.port);
        if (!p.target.user.isEmpty())
            o.insert(QStringLiteral("user"), p.target.user);
        if (!p.target.keyFile.isEmpty())
            o.insert(QStringLiteral("key_file"), p.target.keyFile);
        o.insert(QStringLiteral("auth"), authCode(p.auth));
        if (!p.offerId.isEmpty())
            o.insert(QStringLiteral("offer"), p.offerId);
        insertLaunch(o, p);
        hosts.append(o);
    }
    QJsonObject root;
    const bool addressless =
        std::any_of(profiles.cbegin(), profiles.cend(), [](const HostProfile& p) { return p.target.host.isEmpty(); });
    root.insert(QStringLiteral("version"), addressless ? formatVersion : 1);
    root.insert(QStringLiteral("hosts"), hosts);
    const Status saved = SafeSave::write(m_file, QJsonDocument(root).toJson());
    if (!saved.ok())
        return Error{QStringLiteral("hosts.write"), saved.error().message};
    return Ok{};
}

} // namespace gp
