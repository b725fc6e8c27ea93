#include "core/providers/CloudProvider.h"

#include "core/providers/AutoDl.h"
#include "core/providers/LambdaCloud.h"
#include "core/providers/Paperspace.h"
#include "core/providers/RunPod.h"
#include "core/providers/VastAi.h"

#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QThread>
#include <QTimer>

#include <cmath>

namespace gp {

namespace {

constexpr CodeTable<ProviderAction, 6> kActions{{
    {ProviderAction::Offers, "offers"},
    {ProviderAction::Create, "create"},
    {ProviderAction::Stop, "stop"},
    {ProviderAction::Start, "start"},
    {ProviderAction::Release, "release"},
    {ProviderAction::Rate, "rate"},
}};

constexpr CodeTable<CloudInstance::State, 5> kStates{{
    {CloudInstance::State::Starting, "starting"},
    {CloudInstance::State::Running, "running"},
    {CloudInstance::State::Stopped, "stopped"},
    {CloudInstance::State::Released, "released"},
    {CloudInstance::State::Unknown, "unknown"},
}};

} // namespace

QString providerActionCode(ProviderAction action)
{
    return codeOf(kActions, action);
}

QStringList providerActionCodes(const QList<ProviderAction>& actions)
{
    QStringList codes;
    for (ProviderAction a : actions)
        codes << providerActionCode(a);
    return codes;
}

std::optional<ProviderAction> providerActionFromCode(const QString& code)
{
    return fromCode(kActions, code);
}

QString instanceStateCode(CloudInstance::State state)
{
    return codeOf(kStates, state);
}

QJsonObject LiveOffer::toJson() const
{
    QJsonObject o{{QStringLiteral("id"), id},
                  {QStringLiteral("gpu_name"), gpuName},
                  {QStringLiteral("gpu"), gpuId.isEmpty() ? QJsonValue() : QJsonValue(gpuId)},
                  {QStringLiteral("count"), gpuCount},
                  {QStringLiteral("region"), region.isEmpty() ? QJsonValue() : QJsonValue(region)},
                  {QStringLiteral("available"), available},
                  {QStringLiteral("vram_gb"), vramGb ? QJsonValue(*vramGb) : QJsonValue()}};
    QJsonArray prices{priceJson(price, {})};
    if (spotPrice)
        prices.append(priceJson(*spotPrice, {}));
    o.insert(QStringLiteral("prices"), prices);
    return o;
}

QJsonObject CloudInstance::toJson() const
{
    return QJsonObject{
        {QStringLiteral("id"), id},
        {QStringLiteral("name"), name},
        {QStringLiteral("state"), instanceStateCode(state)},
        {QStringLiteral("ssh_host"), sshHost.isEmpty() ? QJsonValue() : QJsonValue(sshHost)},
        {QStringLiteral("ssh_port"), sshPort},
        {QStringLiteral("ssh_user"), sshUser},
        {QStringLiteral("hourly_rate"),
         hourlyRate ? QJsonValue(QJsonObject{{QStringLiteral("amount"), hourlyRate->amount},
                                             {QStringLiteral("currency"), currencyCode(hourlyRate->currency)}})
                    : QJsonValue()},
    };
}

CloudProvider::CloudProvider(const QString& name,
                             QByteArray authorization,
                             ProviderEndpoint endpoint,
                             ProviderErrorReader reader)
    : m_api(name, std::move(authorization), std::move(endpoint), std::move(reader))
{}

CloudProvider::~CloudProvider() = default;

void CloudProvider::setCancelCheck(std::function<bool()> cancelled)
{
    m_cancelled = cancelled;
    m_api.setCancelCheck(std::move(cancelled));
}

Error CloudProvider::unsupported(ProviderAction action) const
{
    return Error{QStringLiteral("provider.unsupported"),
                 tr("%1's API cannot %2 an instance.").arg(name(), providerActionCode(action))};
}

Error CloudProvider::malformed(const QString& what) const
{
    return Error{QLatin1String(ApiClient::kMalformed),
                 tr("%1's answer is not what its API documents: %2").arg(name(), what)};
}

Status CloudProvider::stop(const QString&)
{
    return unsupported(ProviderAction::Stop);
}

Status CloudProvider::start(const QString&)
{
    return unsupported(ProviderAction::Start);
}

Price CloudProvider::observedHourly(double amount, Currency currency, const QUrl& source, Granularity granularity) const
{
    Price p;
    p.mode = BillingMode::Hourly;
    p.amount = amount;
    p.currency = currency;
    p.granularity = granularity;
    p.source = source.toString(QUrl::RemoveQuery);
    p.date = QDate::currentDate();
    p.retrieved = p.date;
    p.confidence = Confidence::Observed;
    return p;
}

Result<CloudInstance> CloudProvider::create(const LaunchRequest& request)
{
    if (request.name.isEmpty())
        return Error{QStringLiteral("provider.usage"), tr("An instance to create needs a name.")};
    // The name is how a lost answer is settled: it must be the account's only one.
    const Result<QList<CloudInstance>> before = instances();
    if (!before.ok())
        return before.error();
    for (const CloudInstance& i : *before)
        if (i.name == request.name && i.state != CloudInstance::State::Released)
            return Error{QStringLiteral("provider.usage"),
                         tr("%1 already has an instance named '%2' (%3): give the launch another name.")
                             .arg(name(), request.name, i.id)};
    const Result<CloudInstance> made = submitCreate(request);
    // A refusal is an answer. No answer, a server error, or an answer without what it should hold may each have left
    // an instance behind.
    const bool unknown = !made.ok() && (ApiClient::outcomeUnknown(made.error()) ||
                                        made.error().code == QLatin1String(ApiClient::kMalformed));
    if (!unknown)
        return made;
    // Look for it by name rather than send the create again; lists can lag behind a create, so for a while.
    QDeadlineTimer deadline(m_reconcileMs);
    Error lastListError;
    for (;;) {
        const Result<QList<CloudInstance>> all = instances();
        if (all.ok()) {
            for (const CloudInstance& instance : *all)
                if (instance.name == request.name && instance.state != CloudInstance::State::Released)
                    return instance;
        } else {
            lastListError = all.error();
        }
        if (deadline.hasExpired() ||
            !pause(static_cast<int>(std::min<qint64>(m_reconcilePollMs, deadline.remainingTime()))))
            break;
    }
    if (!lastListError.message.isEmpty())
        return Error{QStringLiteral("provider.create_unknown"),
                     tr("%1 may have created instance '%2' (%3), and listing the instances to check failed too (%4). "
                        "Look in %1's console before launching again.")
                         .arg(name(), request.name, made.error().message, lastListError.message)};
    return Error{QStringLiteral("provider.create_failed"),
                 tr("%1 did not confirm the new instance (%2), and no instance named '%3' appeared within %n s; "
                    "nothing was sent again. It may still appear: look in %1's console before launching again.",
                    nullptr, m_reconcileMs / 1000)
                     .arg(name(), made.error().message, request.name)};
}

bool CloudProvider::pause(int ms)
{
    if (ms > 0) {
        QEventLoop loop;
        QTimer::singleShot(ms, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return !(m_cancelled && m_cancelled());
}

bool CloudProvider::isGone(const QString& id)
{
    const Result<CloudInstance> now = instance(id);
    return (!now.ok() && now.error().code == QLatin1String(ApiClient::kNotFound)) ||
           (now.ok() && now->state == CloudInstance::State::Released);
}

Result<CloudInstance> CloudProvider::waitUntilReachable(const QString& id, int timeoutMs, int pollMs)
{
    QDeadlineTimer deadline(timeoutMs);
    for (;;) {
        const Result<CloudInstance> now = instance(id);
        if (!now.ok())
            return now;
        if (now->reachable())
            return now;
        if (now->state == CloudInstance::State::Released || now->state == CloudInstance::State::Stopped)
            return Error{
                QStringLiteral("provider.ended"),
                tr("%1 instance %2 is %3 instead of starting.").arg(name(), id, instanceStateCode(now->state))};
        if (deadline.hasExpired())
            return Error{QStringLiteral("provider.timeout"),
                         tr("%1 instance %2 was not reachable within %n s; it is still %3 and may bill. Release it if "
                            "it is not wanted.",
                            nullptr, timeoutMs / 1000)
                             .arg(name(), id, instanceStateCode(now->state))};
        if (!pause(static_cast<int>(std::min<qint64>(pollMs, std::max<qint64>(0, deadline.remainingTime())))))
            return Error{QLatin1String(ApiClient::kCancelled), tr("Cancelled.")};
    }
}

const QList<ProviderApiInfo>& providerApis()
{
    static const QList<ProviderApiInfo> apis{LambdaCloud::apiInfo(), RunPod::apiInfo(), VastAi::apiInfo(),
                                             AutoDl::apiInfo(), Paperspace::apiInfo()};
    return apis;
}

QStringList providerApiIds()
{
    QStringList ids;
    for (const ProviderApiInfo& api : providerApis())
        ids << api.id;
    return ids;
}

const ProviderApiInfo* providerApi(const QString& providerId)
{
    for (const ProviderApiInfo& info : providerApis())
        if (info.id == providerId)
            return &info;
    return nullptr;
}

std::optional<double> apiAmount(const QJsonValue& value)
{
    bool ok = value.isDouble();
    const double amount = ok ? value.toDouble() : value.toString().toDouble(&ok);
    if (!ok || !std::isfinite(amount) || amount < 0 || amount > kMaxMoneyAmount)
        return std::nullopt;
    return amount;
}

QString providerSaid(const QString& message, const QString& code)
{
    return message.isEmpty() ? code : code.isEmpty() ? message : QStringLiteral("%1 (%2)").arg(message, code);
}

QByteArray compactJson(const QJsonObject& body)
{
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

QByteArray sshKeyBody(const QByteArray& publicKey)
{
    // "ssh-ed25519 AAAA… comment": the type and the key, not the comment.
    const QList<QByteArray> parts = publicKey.simplified().split(' ');
    return parts.size() >= 2 ? parts.at(0) + ' ' + parts.at(1) : publicKey.simplified();
}

QString sshKeyName(const QByteArray& publicKey)
{
    return QStringLiteral("gpuplanner-") +
           QString::fromLatin1(
               QCryptographicHash::hash(sshKeyBody(publicKey), QCryptographicHash::Sha256).toHex().left(12));
}

QString providerDisplayName(const QString& providerId)
{
    const std::optional<Provider> p = PriceCatalog::builtIn().provider(providerId);
    return p ? p->name : providerId;
}

std::unique_ptr<CloudProvider>
makeCloudProvider(const QString& providerId, const QByteArray& token, const ProviderEndpoint& endpoint)
{
    const QString name = providerDisplayName(providerId);
    if (providerId == LambdaCloud::apiInfo().id)
        return std::make_unique<LambdaCloud>(name, token, endpoint);
    if (providerId == RunPod::apiInfo().id)
        return std::make_unique<RunPod>(name, token, endpoint);
    if (providerId == VastAi::apiInfo().id)
        return std::make_unique<VastAi>(name, token, endpoint);
    if (providerId == AutoDl::apiInfo().id)
        return std::make_unique<AutoDl>(name, token, endpoint);
    if (providerId == Paperspace::apiInfo().id)
        return std::make_unique<Paperspace>(name, token, endpoint);
    return nullptr;
}

} // namespace gp
