#include "core/providers/AutoDl.h"

#include "core/providers/ProviderLaunch.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>

namespace gp {

namespace {

const QString kBase = QStringLiteral("https://api.autodl.com/api/v1/dev");

QUrl api(const QString& path)
{
    return QUrl(kBase + path);
}

// The regions a Pro create is accepted in (data_center_list); the others answer RequestParameterIsWrong.
const QStringList kProRegions{QStringLiteral("westDC3"), QStringLiteral("beijingDC2")};

// {"code": "RecordNotFoundError", "msg": "未查询到相关实例", "data": null}
QString readError(const QJsonValue& body)
{
    const QJsonObject o = body.toObject();
    const QString msg = o.value(QStringLiteral("msg")).toString();
    const QString code = o.value(QStringLiteral("code")).toString();
    return providerSaid(msg, code);
}

QByteArray instanceBody(const QString& id)
{
    return compactJson({{QStringLiteral("instance_uuid"), id}});
}

// status and snapshot take the instance in the query: the live API refuses a GET with a body.
QUrl instanceQuery(const QString& path, const QString& id)
{
    QUrl url = api(path);
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("instance_uuid"), id);
    url.setQuery(query);
    return url;
}

CloudInstance::State stateOf(const QString& status)
{
    if (status == QLatin1String("running"))
        return CloudInstance::State::Running;
    if (status == QLatin1String("shutting_down") || status == QLatin1String("shutdown"))
        return CloudInstance::State::Stopped;
    if (status == QLatin1String("released") || status == QLatin1String("releasing"))
        return CloudInstance::State::Released;
    // creating, starting and the steps between that AutoDL does not document.
    return CloudInstance::State::Starting;
}

} // namespace

AutoDl::AutoDl(const QString& name, const QByteArray& token, const ProviderEndpoint& endpoint)
    : CloudProvider(name, apiInfo().authorization(token), endpoint, readError)
{}

const ProviderApiInfo& AutoDl::apiInfo()
{
    static const ProviderApiInfo info{
        .id = QStringLiteral("autodl"),
        .actions = {ProviderAction::Offers, ProviderAction::Create, ProviderAction::Stop, ProviderAction::Start,
                    ProviderAction::Release, ProviderAction::Rate},
        .docs = QStringLiteral("https://www.autodl.com/docs/instance_pro_api/"),
        .stopNote = QT_TRANSLATE_NOOP("gp::AutoDl",
                                      "A shut-down AutoDL instance stops billing its GPUs but still bills its system "
                                      "disk by the day, and AutoDL releases an instance left shut down for 15 days in "
                                      "a row, deleting its data; releasing it ends every charge."),
        .trContext = "gp::AutoDl",
        .perGpuOffers = true,
        .authScheme = "",
        .guardCanRelease = false,
        .signsInWithPassword = true,
        .guardSuccess = "\"code\": *\"Success\"",
        .listsPrices = false,
    };
    return info;
}

const QList<AutoDlSpec>& AutoDl::specs()
{
    // The appendix of the API reference; 4090D is not in it but the live API takes it. Blackwell cards need a recent
    // host driver, hence their higher cuda_v_from.
    static const QList<AutoDlSpec> list{
        {"h800", "H800-80G", "H800", 80, "h800-sxm", 118},
        {"5090-p", "RTX 5090-32G", "RTX 5090", 32, "rtx-5090", 128},
        {"pro6000-p", "RTX PRO 6000-96G", "RTX PRO 6000", 96, "", 128},
        {"v-48g", "RTX 4090-48G", "vGPU-48GB", 48, "", 118},
        {"v-32g-p", "RTX 4080(S)-32G", "vGPU-32GB", 32, "", 118},
        {"v-48g-350w", "RTX 3090-48G", "vGPU-48GB-350W", 48, "", 118},
        {"4090D", "RTX 4090D-24G", "RTX 4090D", 24, "", 118},
    };
    return list;
}

const AutoDlSpec* AutoDl::spec(const QString& uuid)
{
    for (const AutoDlSpec& s : specs())
        if (uuid == QLatin1String(s.uuid))
            return &s;
    return nullptr;
}

Result<QJsonValue> AutoDl::call(const ApiRequest& request, const QString& what)
{
    const Result<QJsonValue> answer = m_api.call(request);
    if (!answer.ok())
        return answer.error();
    const QJsonObject o = answer->toObject();
    const QJsonValue code = o.value(QStringLiteral("code"));
    if (!code.isString())
        return malformed(tr("no 'code' in the answer to %1").arg(what));
    if (code.toString() == QLatin1String("Success"))
        return o.value(QStringLiteral("data"));
    const QString said = readError(o);
    // Errors come as HTTP 200; the code says what kind.
    if (code.toString() == QLatin1String("AuthorizeFailed"))
        return Error{QLatin1String(ApiClient::kAuth),
                     tr("%1 refused the API token: %2. Set it again with 'provider set-token'.").arg(name(), said)};
    if (code.toString() == QLatin1String("RecordNotFoundError"))
        return Error{QLatin1String(ApiClient::kNotFound), tr("%1 does not know %2: %3").arg(name(), what, said)};
    return Error{QLatin1String(ApiClient::kRefused), tr("%1 refused %2: %3").arg(name(), what, said)};
}

Result<QList<LiveOffer>> AutoDl::offers()
{
    // Idle cards per stock name, over the regions Pro instances are made in. The stock counts AutoDL's elastic
    // deployments too, so a create may still find none: "available" is a hint, not a promise.
    QMap<QString, int> idle;
    bool stockKnown = true;
    const QUrl url = api(QStringLiteral("/machine/region/gpu_stock"));
    for (const QString& region : kProRegions) {
        // A stock query is a POST that only reads: safe to ask again.
        const Result<QJsonValue> stock =
            call({"POST", url, compactJson({{QStringLiteral("region_sign"), region}}), true},
                 tr("the GPU stock of %1").arg(region));
        if (!stock.ok()) {
            // An account not allowed to see the stock can still create: the offers then say nothing of stock.
            if (stock.error().code != QLatin1String(ApiClient::kRefused))
                return stock.error();
            stockKnown = false;
            continue;
        }
        if (!stock->isArray() && !stock->isNull())
            return malformed(tr("the GPU stock is not a list"));
        for (const QJsonValue& entry : stock->toArray()) {
            const QJsonObject byName = entry.toObject();
            for (auto it = byName.begin(); it != byName.end(); ++it)
                idle[it.key()] += std::max(0, it.value().toObject().value(QStringLiteral("idle_gpu_num")).toInt());
        }
    }
    QList<LiveOffer> list;
    for (const AutoDlSpec& s : specs()) {
        // AutoDL's API gives no prices: a spec is offered at the catalog's price for its GPU, or not at all.
        const std::optional<Offer> listed =
            ProviderLaunch::catalogOfferFor(info().id, QLatin1String(s.gpuId), 1, PriceCatalog::builtIn());
        const std::optional<Price> hourly = listed ? listed->instancePrice(BillingMode::Hourly) : std::nullopt;
        if (!hourly)
            continue;
        LiveOffer offer;
        offer.id = QLatin1String(s.uuid);
        offer.gpuName = QLatin1String(s.gpuName);
        offer.gpuId = QLatin1String(s.gpuId);
        offer.vramGb = s.vramGb;
        offer.available = !stockKnown || idle.value(QLatin1String(s.stockName)) > 0;
        offer.price = *hourly;
        offer.price.note = tr("the catalog's price (%1): AutoDL's API lists none; the instance's snapshot tells the "
                              "rate it is charged")
                               .arg(listed->id);
        list << offer;
    }
    return list;
}

Result<CloudInstance> AutoDl::submitCreate(const LaunchRequest& request)
{
    const AutoDlSpec* s = spec(request.offerId);
    if (!s)
        return Error{
            QStringLiteral("provider.usage"),
            tr("'%1' is not an AutoDL Pro GPU spec (as 'provider offers autodl' lists them)").arg(request.offerId)};
    const int gpus = std::max(1, request.gpuCount);
    if (gpus > kMaxGpus)
        return Error{QStringLiteral("provider.usage"), tr("An AutoDL Pro instance has 1 to %1 GPUs.").arg(kMaxGpus)};
    if (request.spot)
        return Error{QStringLiteral("provider.usage"), tr("AutoDL's Pro API makes pay-as-you-go instances only.")};
    QJsonObject body{
        {QStringLiteral("instance_name"), request.name},
        {QStringLiteral("req_gpu_amount"), gpus},
        {QStringLiteral("gpu_spec_uuid"), QLatin1String(s->uuid)},
        {QStringLiteral("image_uuid"), request.image.isEmpty() ? QLatin1String(kDefaultImage) : request.image},
        {QStringLiteral("cuda_v_from"), s->cudaFrom},
        {QStringLiteral("expand_system_disk_by_gb"), std::clamp(request.diskGb - kSystemDiskGb, 0, 500)},
    };
    // No region: AutoDL picks one with stock, which succeeds more often than naming one.
    if (!request.region.isEmpty())
        body.insert(QStringLiteral("data_center_list"), QJsonArray{request.region});
    const Result<QJsonValue> made =
        call({"POST", api(QStringLiteral("/instance/pro/create")), compactJson(body), false}, tr("the create"));
    if (!made.ok())
        return made.error();
    CloudInstance i;
    i.id = made->toString();
    if (!i.id.startsWith(QLatin1String("pro-")))
        return malformed(tr("the create came back without the instance's uuid"));
    i.name = request.name;
    i.state = CloudInstance::State::Starting;
    i.offerId = request.offerId;
    return i;
}

Result<QString> AutoDl::status(const QString& id)
{
    const Result<QJsonValue> answer =
        call({"GET", instanceQuery(QStringLiteral("/instance/pro/status"), id), {}, true}, tr("instance %1").arg(id));
    if (!answer.ok())
        return answer.error();
    if (!answer->isString() || answer->toString().isEmpty())
        return malformed(tr("the status of instance %1 is not a word").arg(id));
    return answer->toString();
}

Result<CloudInstance> AutoDl::instance(const QString& id)
{
    const Result<QString> now = status(id);
    if (!now.ok())
        return now.error();
    CloudInstance i;
    i.id = id;
    i.state = stateOf(*now);
    if (i.state != CloudInstance::State::Running)
        return i;
    // Only a running instance has an address, a password and a price.
    const Result<QJsonValue> snapshot =
        call({"GET", instanceQuery(QStringLiteral("/instance/pro/snapshot"), id), {}, true}, tr("instance %1").arg(id));
    if (!snapshot.ok())
        return snapshot.error();
    const QJsonObject o = snapshot->toObject();
    i.sshHost = o.value(QStringLiteral("proxy_host")).toString();
    if (const QJsonValue port = o.value(QStringLiteral("ssh_port")); port.isDouble())
        i.sshPort = port.toInt();
    i.sshUser = QStringLiteral("root");
    i.password = o.value(QStringLiteral("root_password")).toString().toUtf8();
    // payg_price: thousandths of a yuan an hour, after the account's discount.
    if (const std::optional<double> milli = apiAmount(o.value(QStringLiteral("payg_price"))))
        i.hourlyRate = Money{*milli / 1000.0, Currency::CNY};
    return i;
}

Result<QList<CloudInstance>> AutoDl::instances()
{
    QList<CloudInstance> list;
    constexpr int kPageSize = 100, kMaxPages = 50;
    for (int page = 1; page <= kMaxPages; ++page) {
        // Listing is a POST that only reads.
        const Result<QJsonValue> answer =
            call({"POST", api(QStringLiteral("/instance/pro/list")),
                  compactJson({{QStringLiteral("page_index"), page}, {QStringLiteral("page_size"), kPageSize}}), true},
                 tr("the list of instances"));
        if (!answer.ok())
            return answer.error();
        const QJsonObject data = answer->toObject();
        const QJsonValue items = data.value(QStringLiteral("list"));
        if (!items.isArray() && !items.isNull())
            return malformed(tr("no 'list' of instances"));
        for (const QJsonValue& v : items.toArray()) {
            const QJsonObject o = v.toObject();
            CloudInstance i;
            i.id = o.value(QStringLiteral("uuid")).toString();
            i.name = o.value(QStringLiteral("name")).toString();
            i.state = stateOf(o.value(QStringLiteral("status")).toString());
            i.offerId = o.value(QStringLiteral("gpu_spec_uuid")).toString();
            list << i;
        }
        if (page >= data.value(QStringLiteral("max_page")).toInt(1))
            break;
    }
    return list;
}

ApiRequest AutoDl::actionRequest(ProviderAction action, const QString& id) const
{
    switch (action) {
    case ProviderAction::Stop:
        return {"POST", api(QStringLiteral("/instance/pro/power_off")), instanceBody(id), true};
    case ProviderAction::Start:
        // "gpu": with its GPUs (the API cannot power on in the no-GPU mode).
        return {
            "POST", api(QStringLiteral("/instance/pro/power_on")),
            compactJson({{QStringLiteral("instance_uuid"), id}, {QStringLiteral("payload"), QStringLiteral("gpu")}}),
            true};
    case ProviderAction::Release:
        return {"POST", api(QStringLiteral("/instance/pro/release")), instanceBody(id), true};
    default:
        return {"POST", {}, {}, true};
    }
}

Status AutoDl::stop(const QString& id)
{
    const Result<QJsonValue> done = call(actionRequest(ProviderAction::Stop, id), tr("the power-off of %1").arg(id));
    return done.ok() ? Status(Ok{}) : Status(done.error());
}

Status AutoDl::start(const QString& id)
{
    const Result<QJsonValue> done = call(actionRequest(ProviderAction::Start, id), tr("the power-on of %1").arg(id));
    if (!done.ok())
        return done.error();
    // It stays "shutdown" for a moment after the order: wait until it is starting, so that a wait for it to be
    // reachable does not take it for stopped.
    QDeadlineTimer deadline(m_reconcileMs);
    for (;;) {
        const Result<QString> now = status(id);
        if (!now.ok())
            return now.error();
        if (*now != QLatin1String("shutdown"))
            return Ok{};
        if (deadline.hasExpired())
            return Error{QStringLiteral("provider.timeout"),
                         tr("%1 took the power-on of %2 but it is still shut down.").arg(name(), id)};
        if (!pause(m_reconcilePollMs))
            return Error{QLatin1String(ApiClient::kCancelled), tr("Cancelled.")};
    }
}

Status AutoDl::release(const QString& id)
{
    QDeadlineTimer deadline(kShutdownWaitMs);
    QElapsedTimer ordered; // since the last power-off: AutoDL may take one and not act on it (sent while starting)
    for (;;) {
        const Result<QString> now = status(id);
        if (!now.ok()) {
            // Already gone (released by hand, or the first answer was lost): nothing is left to release.
            if (now.error().code == QLatin1String(ApiClient::kNotFound))
                return Ok{};
            return now.error();
        }
        if (*now == QLatin1String("shutdown")) {
            const Result<QJsonValue> done =
                call(actionRequest(ProviderAction::Release, id), tr("the release of %1").arg(id));
            if (done.ok() || done.error().code == QLatin1String(ApiClient::kNotFound))
                return Ok{};
            // Refused while a power-on is still pending behind the "shutdown" it shows: ask again until the deadline.
            if (done.error().code != QLatin1String(ApiClient::kRefused) || deadline.hasExpired())
                return done.error();
        }
        if (stateOf(*now) == CloudInstance::State::Released)
            return Ok{};
        // Running: power it off, and again if it still runs a minute later (a power-off sent while it was starting
        // may have been taken and dropped).
        if (*now == QLatin1String("running") && (!ordered.isValid() || ordered.elapsed() > kPowerOffAgainMs)) {
            if (Status s = stop(id); !s.ok())
                return s;
            ordered.start();
        }
        if (deadline.hasExpired())
            return Error{QStringLiteral("provider.timeout"),
                         tr("%1 instance %2 did not shut down within %n minute(s), and AutoDL releases only an "
                            "instance that is shut down; it is %3 and may bill.",
                            nullptr, kShutdownWaitMs / 60000)
                             .arg(name(), id, *now)};
        if (!pause(m_reconcilePollMs))
            return Error{QLatin1String(ApiClient::kCancelled), tr("Cancelled.")};
    }
}

} // namespace gp
