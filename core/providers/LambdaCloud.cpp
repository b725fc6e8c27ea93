#include "core/providers/LambdaCloud.h"

#include "core/catalog/GpuCatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace gp {

namespace {

const QString kBase = QStringLiteral("https://cloud.lambda.ai/api/v1");

QUrl api(const QString& path)
{
    return QUrl(kBase + path);
}

// {"error": {"code": "global/invalid-api-key", "message": "…", "suggestion": "…"}}
QString readError(const QJsonValue& body)
{
    const QJsonObject e = body.toObject().value(QStringLiteral("error")).toObject();
    QString text = e.value(QStringLiteral("message")).toString();
    const QString suggestion = e.value(QStringLiteral("suggestion")).toString();
    if (!suggestion.isEmpty())
        text += QStringLiteral(" (%1)").arg(suggestion);
    return text;
}

} // namespace

LambdaCloud::LambdaCloud(const QString& name, const QByteArray& token, const ProviderEndpoint& endpoint)
    : CloudProvider(name, apiInfo().authorization(token), endpoint, readError)
{
    // "Requests to the API are generally limited to one request per second."
    m_api.setProviderMinInterval(1000);
}

const ProviderApiInfo& LambdaCloud::apiInfo()
{
    static const ProviderApiInfo info{
        .id = QStringLiteral("lambda"),
        .actions = {ProviderAction::Offers, ProviderAction::Create, ProviderAction::Release, ProviderAction::Rate},
        .docs = QStringLiteral("https://docs.lambda.ai/api/cloud"),
        .stopNote =
            QT_TRANSLATE_NOOP("gp::LambdaCloud",
                              "Lambda instances cannot be stopped: only released (terminated), which ends the bill and "
                              "deletes the instance's disk."),
        .trContext = "gp::LambdaCloud",
    };
    return info;
}

QString LambdaCloud::keyNameFor(const QByteArray& publicKey)
{
    return gp::sshKeyName(publicKey);
}

Result<QList<LiveOffer>> LambdaCloud::offers()
{
    const QUrl url = api(QStringLiteral("/instance-types"));
    const Result<QJsonValue> answer = m_api.call({"GET", url, {}, true});
    if (!answer.ok())
        return answer.error();
    const QJsonValue data = answer->toObject().value(QStringLiteral("data"));
    if (!data.isObject())
        return malformed(tr("no 'data' object in the instance types"));
    QList<LiveOffer> list;
    static const QRegularExpression memory(QStringLiteral("(\\d+)\\s*GB"));
    const QJsonObject types = data.toObject();
    for (auto it = types.begin(); it != types.end(); ++it) {
        const QJsonObject type = it.value().toObject().value(QStringLiteral("instance_type")).toObject();
        const QJsonObject specs = type.value(QStringLiteral("specs")).toObject();
        // The reference's own example quotes price_cents_per_hour as a string of digits; the schema says an integer.
        const std::optional<double> cents = apiAmount(type.value(QStringLiteral("price_cents_per_hour")));
        if (!cents || *cents < 0)
            return malformed(tr("instance type %1 has no price_cents_per_hour").arg(it.key()));
        LiveOffer offer;
        offer.id = type.value(QStringLiteral("name")).toString(it.key());
        offer.gpuName = type.value(QStringLiteral("gpu_description")).toString();
        offer.gpuCount = std::max(1, specs.value(QStringLiteral("gpus")).toInt(1));
        const QRegularExpressionMatch m = memory.match(offer.gpuName);
        if (m.hasMatch())
            offer.vramGb = m.captured(1).toDouble();
        if (const auto gpu = GpuCatalog::builtIn().matchDevice(offer.gpuName, offer.vramGb.value_or(0) * 1024.0))
            offer.gpuId = gpu->id;
        QStringList regions;
        for (const QJsonValue& r :
             it.value().toObject().value(QStringLiteral("regions_with_capacity_available")).toArray())
            regions << r.toObject().value(QStringLiteral("name")).toString();
        offer.available = !regions.isEmpty();
        offer.region = regions.join(QLatin1Char(','));
        offer.price = observedHourly(*cents / 100.0, Currency::USD, url, Granularity::Minute);
        list << offer;
    }
    return list;
}

Result<QString> LambdaCloud::sshKeyName(const QByteArray& publicKey)
{
    const Result<QJsonValue> keys = m_api.call({"GET", api(QStringLiteral("/ssh-keys")), {}, true});
    if (!keys.ok())
        return keys.error();
    for (const QJsonValue& k : keys->toObject().value(QStringLiteral("data")).toArray())
        if (sshKeyBody(k.toObject().value(QStringLiteral("public_key")).toString().toUtf8()) == sshKeyBody(publicKey))
            return k.toObject().value(QStringLiteral("name")).toString();
    const QString keyName = keyNameFor(publicKey);
    const QJsonObject body{{QStringLiteral("name"), keyName},
                           {QStringLiteral("public_key"), QString::fromUtf8(sshKeyBody(publicKey))}};
    // Adding a key is not repeated blindly either: a second add of the same name is refused, which is harmless.
    const Result<QJsonValue> added = m_api.call({"POST", api(QStringLiteral("/ssh-keys")), compactJson(body), false});
    if (!added.ok())
        return added.error();
    return keyName;
}

Result<CloudInstance> LambdaCloud::submitCreate(const LaunchRequest& request)
{
    if (request.sshPublicKey.isEmpty())
        return Error{QStringLiteral("provider.usage"), tr("Lambda needs an SSH public key to launch an instance.")};
    if (request.spot)
        return Error{QStringLiteral("provider.usage"), tr("Lambda has no interruptible (spot) instances.")};
    QString region = request.region;
    if (region.isEmpty()) {
        const Result<QList<LiveOffer>> all = offers();
        if (!all.ok())
            return all.error();
        for (const LiveOffer& o : *all)
            if (o.id == request.offerId)
                region = o.region.section(QLatin1Char(','), 0, 0);
        if (region.isEmpty())
            return Error{QStringLiteral("provider.no_capacity"),
                         tr("Lambda has no capacity for %1 in any region right now.").arg(request.offerId)};
    }
    const Result<QString> key = sshKeyName(request.sshPublicKey);
    if (!key.ok())
        return key.error();
    const QJsonObject body{{QStringLiteral("region_name"), region},
                           {QStringLiteral("instance_type_name"), request.offerId},
                           {QStringLiteral("ssh_key_names"), QJsonArray{*key}},
                           {QStringLiteral("file_system_names"), QJsonArray{}},
                           {QStringLiteral("quantity"), 1},
                           {QStringLiteral("name"), request.name}};
    const Result<QJsonValue> launched =
        m_api.call({"POST", api(QStringLiteral("/instance-operations/launch")), compactJson(body), false});
    if (!launched.ok())
        return launched.error();
    const QJsonArray ids =
        launched->toObject().value(QStringLiteral("data")).toObject().value(QStringLiteral("instance_ids")).toArray();
    if (ids.size() != 1 || ids.first().toString().isEmpty())
        return malformed(tr("the launch did not return one instance id"));
    CloudInstance made;
    made.id = ids.first().toString();
    made.name = request.name;
    made.state = CloudInstance::State::Starting;
    made.sshUser = QStringLiteral("ubuntu");
    made.offerId = request.offerId;
    return made;
}

CloudInstance LambdaCloud::fromJson(const QJsonObject& o) const
{
    CloudInstance i;
    i.id = o.value(QStringLiteral("id")).toString();
    i.name = o.value(QStringLiteral("name")).toString();
    const QString status = o.value(QStringLiteral("status")).toString();
    if (status == QLatin1String("active"))
        i.state = CloudInstance::State::Running;
    else if (status == QLatin1String("booting"))
        i.state = CloudInstance::State::Starting;
    else if (status == QLatin1String("terminated") || status == QLatin1String("terminating") ||
             status == QLatin1String("preempted"))
        i.state = CloudInstance::State::Released;
    i.sshHost = o.value(QStringLiteral("ip")).toString();
    i.sshUser = QStringLiteral("ubuntu");
    const QJsonObject type = o.value(QStringLiteral("instance_type")).toObject();
    i.offerId = type.value(QStringLiteral("name")).toString();
    if (const std::optional<double> cents = apiAmount(type.value(QStringLiteral("price_cents_per_hour"))))
        i.hourlyRate = Money{*cents / 100.0, Currency::USD};
    return i;
}

Result<CloudInstance> LambdaCloud::instance(const QString& id)
{
    const Result<QJsonValue> answer = m_api.call(
        {"GET", api(QStringLiteral("/instances/") + QString::fromLatin1(QUrl::toPercentEncoding(id))), {}, true});
    if (!answer.ok())
        return answer.error();
    const QJsonObject data = answer->toObject().value(QStringLiteral("data")).toObject();
    if (data.value(QStringLiteral("id")).toString() != id)
        return malformed(tr("instance %1 came back without its id").arg(id));
    return fromJson(data);
}

Result<QList<CloudInstance>> LambdaCloud::instances()
{
    const Result<QJsonValue> answer = m_api.call({"GET", api(QStringLiteral("/instances")), {}, true});
    if (!answer.ok())
        return answer.error();
    const QJsonValue data = answer->toObject().value(QStringLiteral("data"));
    if (!data.isArray())
        return malformed(tr("no 'data' list of instances"));
    QList<CloudInstance> list;
    for (const QJsonValue& v : data.toArray())
        list << fromJson(v.toObject());
    return list;
}

ApiRequest LambdaCloud::actionRequest(ProviderAction action, const QString& id) const
{
    if (action != ProviderAction::Release)
        return {"POST", {}, {}, true};
    const QJsonObject body{{QStringLiteral("instance_ids"), QJsonArray{id}}};
    // Terminating an instance twice is harmless, so a lost answer is asked again.
    return {"POST", api(QStringLiteral("/instance-operations/terminate")), compactJson(body), true};
}

Status LambdaCloud::release(const QString& id)
{
    const Result<QJsonValue> answer = m_api.call(actionRequest(ProviderAction::Release, id));
    if (!answer.ok()) {
        // Already gone (the guard released it, or the first answer was lost): nothing is left to release.
        if (answer.error().code == QLatin1String(ApiClient::kNotFound) && isGone(id))
            return Ok{};
        return answer.error();
    }
    // Lambda says the list "might not contain all instances requested": one missing is asked about.
    for (const QJsonValue& v : answer->toObject()
                                   .value(QStringLiteral("data"))
                                   .toObject()
                                   .value(QStringLiteral("terminated_instances"))
                                   .toArray())
        if (v.toObject().value(QStringLiteral("id")).toString() == id)
            return Ok{};
    if (isGone(id))
        return Ok{};
    const Result<CloudInstance> now = instance(id);
    if (now.ok() && now->state == CloudInstance::State::Released)
        return Ok{};
    return Error{QStringLiteral("provider.release_unconfirmed"),
                 tr("%1 did not confirm that instance %2 is terminating; it may still bill. Look in %1's console.")
                     .arg(name(), id)};
}

} // namespace gp
