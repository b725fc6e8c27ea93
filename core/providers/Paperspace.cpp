#include "core/providers/Paperspace.h"

#include "core/catalog/GpuCatalog.h"
#include "core/hosts/SshTarget.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QUrlQuery>

namespace gp {

namespace {

const QString kBase = QStringLiteral("https://api.paperspace.com/v1");

QUrl api(const QString& path, const QList<std::pair<QString, QString>>& query = {})
{
    QUrl url(kBase + path);
    if (!query.isEmpty()) {
        QUrlQuery q;
        for (const auto& [key, value] : query)
            q.addQueryItem(key, value);
        url.setQuery(q);
    }
    return url;
}

QString machinePath(const QString& id)
{
    return QStringLiteral("/machines/") + QString::fromLatin1(QUrl::toPercentEncoding(id));
}

// {"code": "NOT_FOUND", "message": "…", "details": {…}}
QString readError(const QJsonValue& body)
{
    const QJsonObject o = body.toObject();
    const QString message = o.value(QStringLiteral("message")).toString();
    const QString code = o.value(QStringLiteral("code")).toString();
    return providerSaid(message, code);
}

// "NY2, CA1" in the catalog: the API's region codes, "ny2" and "ca1".
QStringList regionsOf(const Offer& offer)
{
    QStringList regions;
    for (const QString& r : offer.region.split(QLatin1Char(','), Qt::SkipEmptyParts))
        regions << r.trimmed().toLower();
    return regions.isEmpty() ? QStringList{QStringLiteral("ny2")} : regions;
}

} // namespace

Paperspace::Paperspace(const QString& name, const QByteArray& token, const ProviderEndpoint& endpoint)
    : CloudProvider(name, apiInfo().authorization(token), endpoint, readError)
{}

const ProviderApiInfo& Paperspace::apiInfo()
{
    static const ProviderApiInfo info{
        .id = QStringLiteral("paperspace"),
        .actions = {ProviderAction::Offers, ProviderAction::Create, ProviderAction::Stop, ProviderAction::Start,
                    ProviderAction::Release},
        .docs = QStringLiteral("https://docs.digitalocean.com/reference/paperspace/api-reference/"),
        .stopNote = QT_TRANSLATE_NOOP("gp::Paperspace",
                                      "A Paperspace machine that is off bills no usage but still bills its storage "
                                      "every month; releasing (deleting) it ends every charge and deletes its disk."),
        .trContext = "gp::Paperspace",
        .listsPrices = false,
    };
    return info;
}

QString Paperspace::templateFor(const QString& machineType)
{
    if (machineType == QLatin1String("H100x8"))
        return QStringLiteral("t7vp562h");
    if (machineType == QLatin1String("H100"))
        return QStringLiteral("tilqt47t");
    if (machineType == QLatin1String("A100-80Gx8"))
        return QStringLiteral("tvimtol9");
    if (machineType == QLatin1String("A100-80G"))
        return QStringLiteral("tqqsxr6b");
    return QStringLiteral("twnlo3zj"); // ML-in-a-Box on Ubuntu 20.04: the other GPU types
}

int Paperspace::diskSizeFor(int gb)
{
    // The ML-in-a-Box templates need 100 GB.
    for (int size : {100, 250, 500, 1000, 2000, 4000, 8000, 12000, 16000})
        if (gb <= size)
            return size;
    return 16000;
}

Result<QList<LiveOffer>> Paperspace::offers()
{
    QList<LiveOffer> list;
    if (const std::optional<Provider> p = PriceCatalog::builtIn().provider(info().id)) {
        for (const Offer& o : p->offers) {
            const std::optional<Price> hourly = o.instancePrice(BillingMode::Hourly);
            if (o.instanceType.isEmpty() || !hourly)
                continue;
            LiveOffer offer;
            offer.id = o.instanceType;
            offer.gpuId = o.gpuId;
            offer.gpuCount = o.gpuCount;
            if (const std::optional<GpuSpec> gpu = GpuCatalog::builtIn().find(o.gpuId)) {
                offer.gpuName = gpu->name;
                offer.vramGb = gpu->memoryGb;
            }
            // The first region that has the type now.
            offer.available = false;
            const QStringList regions = regionsOf(o);
            offer.region = regions.first();
            for (const QString& region : regions) {
                const Result<QJsonValue> answer = m_api.call(
                    {"GET",
                     api(QStringLiteral("/machine-availability"),
                         {{QStringLiteral("machineType"), o.instanceType}, {QStringLiteral("region"), region}}),
                     {},
                     true});
                if (!answer.ok())
                    return answer.error();
                const QJsonValue available = answer->toObject().value(QStringLiteral("available"));
                if (!available.isBool())
                    return malformed(tr("no 'available' in the availability of %1").arg(o.instanceType));
                if (available.toBool()) {
                    offer.available = true;
                    offer.region = region;
                    break;
                }
            }
            // Paperspace's API gives no prices: the catalog's.
            offer.price = *hourly;
            offer.price.note = tr("the catalog's price (%1): Paperspace's API lists none").arg(o.id);
            list << offer;
        }
    }
    return list;
}

Result<QString> Paperspace::keyScript(const QByteArray& publicKey)
{
    // One run-once script per key, found again by its name: a second launch with the same key makes no second one.
    const QString name = sshKeyName(publicKey);
    const Result<QJsonValue> listed =
        m_api.call({"GET", api(QStringLiteral("/startup-scripts"), {{QStringLiteral("name"), name}}), {}, true});
    if (!listed.ok())
        return listed.error();
    for (const QJsonValue& s : listed->toObject().value(QStringLiteral("items")).toArray())
        if (s.toObject().value(QStringLiteral("name")).toString() == name)
            return s.toObject().value(QStringLiteral("id")).toString();
    const QString key = shellQuote(QString::fromUtf8(sshKeyBody(publicKey)));
    const QString script = QStringLiteral("#!/bin/bash\n"
                                          "install -d -m 700 -o paperspace -g paperspace /home/paperspace/.ssh\n"
                                          "echo %1 >> /home/paperspace/.ssh/authorized_keys\n"
                                          "chown paperspace:paperspace /home/paperspace/.ssh/authorized_keys\n"
                                          "chmod 600 /home/paperspace/.ssh/authorized_keys\n")
                               .arg(key);
    const Result<QJsonValue> made = m_api.call(
        {"POST", api(QStringLiteral("/startup-scripts")),
         compactJson(
             {{QStringLiteral("name"), name}, {QStringLiteral("script"), script}, {QStringLiteral("isRunOnce"), true}}),
         false});
    if (!made.ok())
        return made.error();
    const QString id = made->toObject().value(QStringLiteral("id")).toString();
    if (id.isEmpty())
        return malformed(tr("the startup script came back without an id"));
    return id;
}

Result<CloudInstance> Paperspace::submitCreate(const LaunchRequest& request)
{
    if (request.spot)
        return Error{QStringLiteral("provider.usage"), tr("Paperspace has no interruptible (spot) machines.")};
    static const QRegularExpression type(QStringLiteral("^[A-Za-z0-9+-]{1,32}$"));
    if (!type.match(request.offerId).hasMatch())
        return Error{QStringLiteral("provider.usage"),
                     tr("'%1' is not a Paperspace machine type (as 'provider offers paperspace' lists them)")
                         .arg(request.offerId)};
    QJsonObject body{
        {QStringLiteral("name"), request.name},
        {QStringLiteral("machineType"), request.offerId},
        {QStringLiteral("templateId"), request.image.isEmpty() ? templateFor(request.offerId) : request.image},
        {QStringLiteral("diskSize"), diskSizeFor(request.diskGb)},
        {QStringLiteral("region"), request.region.isEmpty() ? QStringLiteral("ny2") : request.region.toLower()},
        // Dynamic: released (and no longer billed) at power-off; the address may change at each start.
        {QStringLiteral("publicIpType"), QStringLiteral("dynamic")},
        {QStringLiteral("startOnCreate"), true},
        {QStringLiteral("emailPassword"), false},
        {QStringLiteral("enableNvlink"), request.offerId.contains(QLatin1String("x8"))},
    };
    if (!request.sshPublicKey.isEmpty()) {
        const Result<QString> script = keyScript(request.sshPublicKey);
        if (!script.ok())
            return script.error();
        body.insert(QStringLiteral("startupScriptId"), *script);
    }
    const Result<QJsonValue> made = m_api.call({"POST", api(QStringLiteral("/machines")), compactJson(body), false});
    if (!made.ok())
        return made.error();
    CloudInstance machine = fromJson(made->toObject().value(QStringLiteral("data")).toObject());
    if (machine.id.isEmpty())
        return malformed(tr("the create came back without the machine's id"));
    return machine;
}

CloudInstance Paperspace::fromJson(const QJsonObject& o) const
{
    CloudInstance i;
    i.id = o.value(QStringLiteral("id")).toString();
    i.name = o.value(QStringLiteral("name")).toString();
    i.offerId = o.value(QStringLiteral("machineType")).toString();
    const QString state = o.value(QStringLiteral("state")).toString();
    if (state == QLatin1String("ready"))
        i.state = CloudInstance::State::Running;
    else if (state == QLatin1String("off") || state == QLatin1String("stopping"))
        i.state = CloudInstance::State::Stopped;
    else // provisioning, starting, restarting, upgrading, serviceready (its agent is not up yet)
        i.state = CloudInstance::State::Starting;
    i.sshHost = o.value(QStringLiteral("publicIp")).toString();
    i.sshPort = 22;
    i.sshUser = QStringLiteral("paperspace");
    return i;
}

Result<CloudInstance> Paperspace::instance(const QString& id)
{
    const Result<QJsonValue> answer = m_api.call({"GET", api(machinePath(id)), {}, true});
    if (!answer.ok())
        return answer.error();
    CloudInstance i = fromJson(answer->toObject());
    if (i.id != id)
        return malformed(tr("machine %1 came back without its id").arg(id));
    return i;
}

Result<QList<CloudInstance>> Paperspace::instances()
{
    QList<CloudInstance> list;
    QString after;
    for (int page = 0; page < 50; ++page) {
        QList<std::pair<QString, QString>> query{{QStringLiteral("limit"), QStringLiteral("120")}};
        if (!after.isEmpty())
            query.append({QStringLiteral("after"), after});
        const Result<QJsonValue> answer = m_api.call({"GET", api(QStringLiteral("/machines"), query), {}, true});
        if (!answer.ok())
            return answer.error();
        const QJsonObject o = answer->toObject();
        const QJsonValue items = o.value(QStringLiteral("items"));
        if (!items.isArray())
            return malformed(tr("no 'items' list of machines"));
        for (const QJsonValue& v : items.toArray())
            list << fromJson(v.toObject());
        after = o.value(QStringLiteral("nextPage")).toString();
        if (!o.value(QStringLiteral("hasMore")).toBool() || after.isEmpty())
            break;
    }
    return list;
}

ApiRequest Paperspace::actionRequest(ProviderAction action, const QString& id) const
{
    switch (action) {
    case ProviderAction::Stop:
        // The API wants a JSON body on these PATCHes, if only an empty object.
        return {"PATCH", api(machinePath(id) + QStringLiteral("/stop")), "{}", true};
    case ProviderAction::Start:
        return {"PATCH", api(machinePath(id) + QStringLiteral("/start")), "{}", true};
    case ProviderAction::Release:
        return {"DELETE", api(machinePath(id)), {}, true};
    default:
        return {"PATCH", {}, {}, true};
    }
}

Status Paperspace::action(ProviderAction which, const QString& id)
{
    const Result<QJsonValue> answer = m_api.call(actionRequest(which, id));
    return answer.ok() ? Status(Ok{}) : Status(answer.error());
}

Status Paperspace::stop(const QString& id)
{
    return action(ProviderAction::Stop, id);
}

Status Paperspace::start(const QString& id)
{
    return action(ProviderAction::Start, id);
}

Status Paperspace::release(const QString& id)
{
    const Status done = action(ProviderAction::Release, id);
    // Already gone (the guard released it, or the first answer was lost): nothing is left to release.
    if (!done.ok() && done.error().code == QLatin1String(ApiClient::kNotFound) && isGone(id))
        return Ok{};
    return done;
}

} // namespace gp
