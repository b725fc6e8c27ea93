#include "core/providers/RunPod.h"

#include "core/catalog/GpuCatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>

namespace gp {

namespace {

const QString kBase = QStringLiteral("https://api.runpod.io/v2");

QUrl api(const QString& path)
{
    return QUrl(kBase + path);
}

QString podPath(const QString& id)
{
    return QStringLiteral("/pods/") + QString::fromLatin1(QUrl::toPercentEncoding(id));
}

// RFC 9457 problem details: {"title": "Not Found", "status": 404, "detail": "pod not found", "errors": ["…"]}.
QString readError(const QJsonValue& body)
{
    const QJsonObject o = body.toObject();
    QString text = o.value(QStringLiteral("detail")).toString(o.value(QStringLiteral("title")).toString());
    QStringList errors;
    for (const QJsonValue& e : o.value(QStringLiteral("errors")).toArray())
        errors << e.toString();
    if (!errors.isEmpty())
        text += QStringLiteral(" (%1)").arg(errors.join(QStringLiteral("; ")));
    return text;
}

} // namespace

RunPod::RunPod(const QString& name, const QByteArray& token, const ProviderEndpoint& endpoint)
    : CloudProvider(name, apiInfo().authorization(token), endpoint, readError)
{}

const ProviderApiInfo& RunPod::apiInfo()
{
    static const ProviderApiInfo info{
        .id = QStringLiteral("runpod"),
        .actions = {ProviderAction::Offers, ProviderAction::Create, ProviderAction::Stop, ProviderAction::Start,
                    ProviderAction::Release, ProviderAction::Rate},
        .docs = QStringLiteral("https://docs.runpod.io/api-reference-v2"),
        .stopNote = QT_TRANSLATE_NOOP("gp::RunPod",
                                      "A stopped RunPod pod stops billing its GPU but still bills its disk; releasing "
                                      "(terminating) it ends every charge and deletes the pod's disks."),
        .trContext = "gp::RunPod",
        .perGpuOffers = true,
    };
    return info;
}

Result<QList<LiveOffer>> RunPod::offers()
{
    QList<LiveOffer> list;
    // Availability is computed for one cloud per request: secure, then community.
    for (const QString& cloud : {QStringLiteral("secure"), QStringLiteral("community")}) {
        QUrl url = api(QStringLiteral("/catalog/gpus"));
        url.setQuery(QStringLiteral("include=AVAILABILITY&product=POD&cloud=") + cloud.toUpper());
        const Result<QJsonValue> answer = m_api.call({"GET", url, {}, true});
        if (!answer.ok())
            return answer.error();
        const QJsonValue gpus = answer->toObject().value(QStringLiteral("gpus"));
        if (!gpus.isArray())
            return malformed(tr("no 'gpus' list in the catalog"));
        for (const QJsonValue& v : gpus.toArray()) {
            const QJsonObject t = v.toObject();
            const QString id = t.value(QStringLiteral("id")).toString();
            const QJsonObject price = t.value(QStringLiteral("price")).toObject();
            if (id.isEmpty() || price.isEmpty())
                return malformed(tr("a GPU type without an id or a price"));
            const std::optional<double> perGpu = apiAmount(price.value(cloud));
            if (!t.value(cloud).toBool() || !perGpu || *perGpu <= 0)
                continue;
            LiveOffer offer;
            offer.id = cloud + QLatin1Char(':') + id;
            offer.gpuName = t.value(QStringLiteral("name")).toString(id);
            if (const QJsonValue gb = t.value(QStringLiteral("memory")); gb.isDouble())
                offer.vramGb = gb.toDouble();
            if (const auto gpu = GpuCatalog::builtIn().matchDevice(id, offer.vramGb.value_or(0) * 1024.0))
                offer.gpuId = gpu->id;
            offer.available = t.value(QStringLiteral("availability")).toString() != QLatin1String("NONE");
            offer.price = observedHourly(*perGpu, Currency::USD, url, Granularity::Second);
            list << offer;
        }
    }
    return list;
}

Result<CloudInstance> RunPod::submitCreate(const LaunchRequest& request)
{
    const QString cloud = request.offerId.section(QLatin1Char(':'), 0, 0);
    const QString gpuType = request.offerId.section(QLatin1Char(':'), 1);
    if ((cloud != QLatin1String("secure") && cloud != QLatin1String("community")) || gpuType.isEmpty())
        return Error{QStringLiteral("provider.usage"),
                     tr("'%1' is not a RunPod offer (secure:GPU TYPE or community:GPU TYPE, as 'provider offers "
                        "runpod' lists them)")
                         .arg(request.offerId)};
    if (request.spot)
        return Error{QStringLiteral("provider.usage"), tr("RunPod's API v2 cannot create interruptible (spot) pods.")};
    QJsonObject env;
    // Set here, the key is the one GPU Planner signs in with, whatever keys the account has registered.
    if (!request.sshPublicKey.isEmpty())
        env.insert(QStringLiteral("PUBLIC_KEY"), QString::fromUtf8(request.sshPublicKey.trimmed()));
    QJsonObject body{
        {QStringLiteral("name"), request.name},
        {QStringLiteral("image"), request.image.isEmpty() ? QLatin1String(kDefaultImage) : request.image},
        {QStringLiteral("gpu"),
         QJsonObject{{QStringLiteral("id"), gpuType}, {QStringLiteral("count"), std::max(1, request.gpuCount)}}},
        {QStringLiteral("cloud"), cloud.toUpper()},
        // The container disk is wiped on every restart: the work goes on a persistent volume at /workspace, which a
        // stop keeps (and bills).
        {QStringLiteral("disk"), kContainerDiskGb},
        {QStringLiteral("mounts"), QJsonObject{{QStringLiteral("persistent"),
                                                QJsonObject{{QStringLiteral("size"), std::max(1, request.diskGb)},
                                                            {QStringLiteral("path"), QStringLiteral("/workspace")}}}}},
        {QStringLiteral("ports"), QJsonArray{QStringLiteral("22/tcp")}},
        {QStringLiteral("env"), env},
        {QStringLiteral("startSsh"), true},
    };
    // A data center to place it in ("US-TX-3"); none: wherever the scheduler finds the GPUs.
    if (!request.region.isEmpty())
        body.insert(QStringLiteral("dataCenterIds"), QJsonArray{request.region});
    const Result<QJsonValue> made = m_api.call({"POST", api(QStringLiteral("/pods")), compactJson(body), false});
    if (!made.ok())
        return made.error();
    CloudInstance pod = fromJson(made->toObject());
    if (pod.id.isEmpty())
        return malformed(tr("the new pod came back without an id"));
    pod.offerId = request.offerId;
    return pod;
}

CloudInstance RunPod::fromJson(const QJsonObject& o) const
{
    CloudInstance i;
    i.id = o.value(QStringLiteral("id")).toString();
    i.name = o.value(QStringLiteral("name")).toString();
    const QString status = o.value(QStringLiteral("status")).toString();
    // Only the direct endpoint carries files and commands: the proxy is an interactive shell only.
    const QJsonObject direct = o.value(QStringLiteral("ssh")).toObject().value(QStringLiteral("direct")).toObject();
    if (status == QLatin1String("RUNNING"))
        i.state = direct.isEmpty() ? CloudInstance::State::Starting : CloudInstance::State::Running;
    else if (status == QLatin1String("PROVISIONING") || status == QLatin1String("STARTING"))
        i.state = CloudInstance::State::Starting;
    else if (status == QLatin1String("EXITED") || status == QLatin1String("ERROR"))
        i.state = CloudInstance::State::Stopped;
    else if (status == QLatin1String("TERMINATED"))
        i.state = CloudInstance::State::Released;
    i.sshHost = direct.value(QStringLiteral("host")).toString();
    i.sshPort = direct.value(QStringLiteral("port")).toInt(22);
    i.sshUser = direct.value(QStringLiteral("username")).toString(QStringLiteral("root"));
    const QJsonObject gpu = o.value(QStringLiteral("gpu")).toObject();
    if (!gpu.isEmpty())
        i.offerId = o.value(QStringLiteral("cloud")).toString().toLower() + QLatin1Char(':') +
                    gpu.value(QStringLiteral("id")).toString();
    // `cost` is 0 while the pod is stopped: that is no rate to compare with.
    if (const std::optional<double> cost = apiAmount(o.value(QStringLiteral("cost"))); cost && *cost > 0)
        i.hourlyRate = Money{*cost, Currency::USD};
    return i;
}

Result<CloudInstance> RunPod::instance(const QString& id)
{
    const Result<QJsonValue> answer = m_api.call({"GET", api(podPath(id)), {}, true});
    if (!answer.ok())
        return answer.error();
    CloudInstance pod = fromJson(answer->toObject());
    if (pod.id != id)
        return malformed(tr("pod %1 came back without its id").arg(id));
    return pod;
}

Result<QList<CloudInstance>> RunPod::instances()
{
    const Result<QJsonValue> answer = m_api.call({"GET", api(QStringLiteral("/pods")), {}, true});
    if (!answer.ok())
        return answer.error();
    const QJsonValue pods = answer->toObject().value(QStringLiteral("pods"));
    if (!pods.isArray())
        return malformed(tr("no 'pods' list"));
    QList<CloudInstance> list;
    for (const QJsonValue& v : pods.toArray())
        list << fromJson(v.toObject());
    return list;
}

ApiRequest RunPod::actionRequest(ProviderAction action, const QString& id) const
{
    if (action == ProviderAction::Release)
        return {"DELETE", api(podPath(id)), {}, true};
    if (action != ProviderAction::Stop && action != ProviderAction::Start)
        return {"POST", {}, {}, true};
    // Stopping a stopped pod (or starting a running one) changes nothing, so a lost answer is asked again.
    const QJsonObject body{{QStringLiteral("action"), providerActionCode(action)}};
    return {"POST", api(podPath(id) + QStringLiteral("/action")), compactJson(body), true};
}

Status RunPod::transition(const QString& id, ProviderAction action, CloudInstance::State wanted)
{
    const Result<QJsonValue> answer = m_api.call(actionRequest(action, id));
    if (answer.ok())
        return Ok{};
    // 409: not a transition from the pod's state, which is fine when the pod is already where it was asked to go
    // (a second stop, or a first one whose answer was lost).
    if (answer.error().code == QLatin1String(ApiClient::kRefused)) {
        const Result<CloudInstance> now = instance(id);
        if (now.ok() && now->state == wanted)
            return Ok{};
    }
    return answer.error();
}

Status RunPod::stop(const QString& id)
{
    return transition(id, ProviderAction::Stop, CloudInstance::State::Stopped);
}

Status RunPod::start(const QString& id)
{
    return transition(id, ProviderAction::Start, CloudInstance::State::Running);
}

Status RunPod::release(const QString& id)
{
    const Result<QJsonValue> answer = m_api.call(actionRequest(ProviderAction::Release, id));
    if (!answer.ok()) {
        // Already gone (the guard released it, or the first answer was lost): nothing is left to release.
        if (answer.error().code == QLatin1String(ApiClient::kNotFound) && isGone(id))
            return Ok{};
        return answer.error();
    }
    return Ok{};
}

} // namespace gp
