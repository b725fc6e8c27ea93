#include "core/providers/VastAi.h"

#include "core/catalog/GpuCatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gp {

namespace {

const QString kBase = QStringLiteral("https://console.vast.ai/api/v0");

QUrl api(const QString& path)
{
    return QUrl(kBase + path);
}

QString instancePath(const QString& id)
{
    return QStringLiteral("/instances/") + QString::fromLatin1(QUrl::toPercentEncoding(id)) + QLatin1Char('/');
}

// {"success": false, "error": "invalid_args", "msg": "…"}
QString readError(const QJsonValue& body)
{
    const QJsonObject o = body.toObject();
    const QString msg = o.value(QStringLiteral("msg")).toString();
    const QString error = o.value(QStringLiteral("error")).toString();
    return providerSaid(msg, error);
}

// Vast's ids are numbers; they are strings everywhere else in GPU Planner.
QString idOf(const QJsonValue& v)
{
    return v.isDouble() ? QString::number(static_cast<qint64>(v.toDouble())) : v.toString();
}

// A call that answered 200 but {"success": false} was refused all the same.
Status succeeded(const QString& provider, const QString& what, const QJsonValue& answer)
{
    const QJsonValue success = answer.toObject().value(QStringLiteral("success"));
    if (success.isBool() && !success.toBool())
        return Error{QLatin1String(ApiClient::kRefused),
                     CloudProvider::tr("%1 refused %2: %3").arg(provider, what, readError(answer))};
    return Ok{};
}

} // namespace

VastAi::VastAi(const QString& name, const QByteArray& token, const ProviderEndpoint& endpoint)
    : CloudProvider(name, apiInfo().authorization(token), endpoint, readError)
{}

const ProviderApiInfo& VastAi::apiInfo()
{
    static const ProviderApiInfo info{
        .id = QStringLiteral("vast"),
        .actions = {ProviderAction::Offers, ProviderAction::Create, ProviderAction::Stop, ProviderAction::Start,
                    ProviderAction::Release, ProviderAction::Rate},
        .docs = QStringLiteral("https://docs.vast.ai/api-reference"),
        .stopNote = QT_TRANSLATE_NOOP(
            "gp::VastAi", "A stopped Vast.ai instance stops billing its GPUs but still bills its disk storage, and the "
                          "host may rent the GPUs to someone else meanwhile; releasing (destroying) it ends every "
                          "charge and deletes its data."),
        .trContext = "gp::VastAi",
        .offerIsOnePlace = true,
    };
    return info;
}

Result<QList<LiveOffer>> VastAi::offers()
{
    const QJsonObject query{
        {QStringLiteral("rentable"), QJsonObject{{QStringLiteral("eq"), true}}},
        {QStringLiteral("rented"), QJsonObject{{QStringLiteral("eq"), false}}},
        {QStringLiteral("verified"), QJsonObject{{QStringLiteral("eq"), true}}},
        // A launch asks for direct SSH, which needs a port the host can forward.
        {QStringLiteral("direct_port_count"), QJsonObject{{QStringLiteral("gte"), 1}}},
        // Prices are quoted with this much disk: the size a launch asks for by default.
        {QStringLiteral("allocated_storage"), kQuotedDiskGb},
        {QStringLiteral("type"), QStringLiteral("on-demand")},
        {QStringLiteral("order"), QJsonArray{QJsonArray{QStringLiteral("dph_total"), QStringLiteral("asc")}}},
        {QStringLiteral("limit"), kOfferLimit},
    };
    const QUrl url = api(QStringLiteral("/bundles/"));
    // A search is a POST that only reads: safe to ask again.
    const Result<QJsonValue> answer = m_api.call({"POST", url, compactJson(query), true});
    if (!answer.ok())
        return answer.error();
    const QJsonValue asks = answer->toObject().value(QStringLiteral("offers"));
    if (!asks.isArray())
        return malformed(tr("no 'offers' list"));
    QList<LiveOffer> list;
    for (const QJsonValue& v : asks.toArray()) {
        const QJsonObject a = v.toObject();
        const std::optional<double> dph = apiAmount(a.value(QStringLiteral("dph_total")));
        LiveOffer offer;
        offer.id = idOf(a.value(QStringLiteral("id")));
        if (offer.id.isEmpty() || !dph)
            return malformed(tr("an offer without an id or a dph_total"));
        offer.gpuName = a.value(QStringLiteral("gpu_name")).toString();
        offer.gpuCount = std::max(1, a.value(QStringLiteral("num_gpus")).toInt(1));
        const double ramMiB = a.value(QStringLiteral("gpu_ram")).toDouble(); // per GPU, in MB as Vast counts
        if (ramMiB > 0)
            offer.vramGb = ramMiB / 1024.0;
        if (const auto gpu = GpuCatalog::builtIn().matchDevice(offer.gpuName, ramMiB))
            offer.gpuId = gpu->id;
        offer.region = a.value(QStringLiteral("geolocation")).toString();
        offer.available = a.value(QStringLiteral("rentable")).toBool(true);
        offer.price = observedHourly(*dph, Currency::USD, url, Granularity::Second);
        if (const std::optional<double> bid = apiAmount(a.value(QStringLiteral("min_bid"))); bid && *bid > 0) {
            Price p = observedHourly(*bid, Currency::USD, url, Granularity::Second);
            p.mode = BillingMode::Spot;
            p.note = QStringLiteral("min_bid");
            offer.spotPrice = p;
        }
        list << offer;
    }
    return list;
}

Result<CloudInstance> VastAi::submitCreate(const LaunchRequest& request)
{
    bool numeric = false;
    request.offerId.toLongLong(&numeric);
    if (!numeric)
        return Error{
            QStringLiteral("provider.usage"),
            tr("'%1' is not a Vast.ai offer id (a number, as 'provider offers vast' lists them)").arg(request.offerId)};
    QJsonObject body{
        {QStringLiteral("client_id"), QStringLiteral("me")},
        {QStringLiteral("image"), request.image.isEmpty() ? QLatin1String(kDefaultImage) : request.image},
        {QStringLiteral("disk"), std::max(1, request.diskGb)},
        {QStringLiteral("label"), request.name},
        {QStringLiteral("runtype"), QStringLiteral("ssh_direct")},
    };
    const Result<QJsonValue> made = m_api.call(
        {"PUT", api(QStringLiteral("/asks/") + request.offerId + QLatin1Char('/')), compactJson(body), false});
    if (!made.ok())
        return made.error();
    if (Status s = succeeded(name(), tr("the rental"), *made); !s.ok())
        return s.error();
    CloudInstance i;
    i.id = idOf(made->toObject().value(QStringLiteral("new_contract")));
    if (i.id.isEmpty())
        return malformed(tr("the rental came back without new_contract"));
    i.name = request.name;
    i.state = CloudInstance::State::Starting;
    i.offerId = request.offerId;
    i.instanceToken = made->toObject().value(QStringLiteral("instance_api_key")).toString().toUtf8();
    // Vast puts the account's keys on an instance; the key GPU Planner signs in with is attached to this one.
    if (!request.sshPublicKey.isEmpty()) {
        const QJsonObject key{{QStringLiteral("ssh_key"), QString::fromUtf8(request.sshPublicKey.trimmed())}};
        const Result<QJsonValue> attached =
            m_api.call({"POST", api(instancePath(i.id) + QStringLiteral("ssh/")), compactJson(key), true});
        Status outcome = attached.ok() ? succeeded(name(), tr("the SSH key"), *attached) : Status(attached.error());
        if (!outcome.ok())
            i.note = tr("The SSH key could not be attached to instance %1 (%2): add it in %3's console, or signing "
                        "in will fail.")
                         .arg(i.id, outcome.error().message, name());
    }
    return i;
}

CloudInstance VastAi::fromJson(const QJsonObject& o) const
{
    CloudInstance i;
    i.id = idOf(o.value(QStringLiteral("id")));
    i.name = o.value(QStringLiteral("label")).toString();
    const QString status = o.value(QStringLiteral("actual_status")).toString();
    const QString intended = o.value(QStringLiteral("intended_status")).toString();
    if (status == QLatin1String("running"))
        i.state = CloudInstance::State::Running;
    else if (status == QLatin1String("loading") || status == QLatin1String("created") ||
             (status.isEmpty() && intended == QLatin1String("running")))
        i.state = CloudInstance::State::Starting;
    else if (status == QLatin1String("exited") || status == QLatin1String("stopped"))
        i.state = CloudInstance::State::Stopped;
    i.sshHost = o.value(QStringLiteral("ssh_host")).toString();
    if (const QJsonValue port = o.value(QStringLiteral("ssh_port")); port.isDouble())
        i.sshPort = port.toInt();
    if (const std::optional<double> dph = apiAmount(o.value(QStringLiteral("dph_total"))))
        i.hourlyRate = Money{*dph, Currency::USD};
    return i;
}

Result<CloudInstance> VastAi::instance(const QString& id)
{
    const Result<QJsonValue> answer = m_api.call({"GET", api(instancePath(id)), {}, true});
    if (!answer.ok())
        return answer.error();
    // One instance comes back under "instances" as an object (null when the id is not the caller's).
    const QJsonValue one = answer->toObject().value(QStringLiteral("instances"));
    if (one.isNull())
        return Error{QLatin1String(ApiClient::kNotFound), tr("%1 has no instance %2 in this account.").arg(name(), id)};
    CloudInstance i = fromJson(one.toObject());
    if (i.id != id)
        return malformed(tr("instance %1 came back without its id").arg(id));
    return i;
}

Result<QList<CloudInstance>> VastAi::instances()
{
    const Result<QJsonValue> answer = m_api.call({"GET", api(QStringLiteral("/instances/")), {}, true});
    if (!answer.ok())
        return answer.error();
    const QJsonValue all = answer->toObject().value(QStringLiteral("instances"));
    if (!all.isArray())
        return malformed(tr("no 'instances' list"));
    QList<CloudInstance> list;
    for (const QJsonValue& v : all.toArray())
        list << fromJson(v.toObject());
    return list;
}

ApiRequest VastAi::actionRequest(ProviderAction action, const QString& id) const
{
    if (action == ProviderAction::Release)
        return {"DELETE", api(instancePath(id)), {}, true};
    if (action != ProviderAction::Stop && action != ProviderAction::Start)
        return {"PUT", {}, {}, true};
    const QJsonObject body{{QStringLiteral("state"),
                            action == ProviderAction::Stop ? QStringLiteral("stopped") : QStringLiteral("running")}};
    return {"PUT", api(instancePath(id)), compactJson(body), true};
}

Status VastAi::setState(const QString& id, ProviderAction action)
{
    const Result<QJsonValue> answer = m_api.call(actionRequest(action, id));
    if (!answer.ok())
        return answer.error();
    return succeeded(name(), tr("the change of instance %1").arg(id), *answer);
}

Status VastAi::stop(const QString& id)
{
    return setState(id, ProviderAction::Stop);
}

Status VastAi::start(const QString& id)
{
    return setState(id, ProviderAction::Start);
}

Status VastAi::release(const QString& id)
{
    const Result<QJsonValue> answer = m_api.call(actionRequest(ProviderAction::Release, id));
    if (!answer.ok()) {
        // Already gone (the guard released it, or the first answer was lost): nothing is left to release.
        if (answer.error().code == QLatin1String(ApiClient::kNotFound) && isGone(id))
            return Ok{};
        return answer.error();
    }
    return succeeded(name(), tr("the release of instance %1").arg(id), *answer);
}

} // namespace gp
