#pragma once

#include "core/catalog/PriceCatalog.h"
#include "core/common/CodeTable.h"
#include "core/providers/ApiClient.h"

#include <QCoreApplication>
#include <QDateTime>

#include <memory>

namespace gp {

// What an adapter can do for a provider: the public `actions` of `provider list --json`.
enum class ProviderAction { Offers, Create, Stop, Start, Release, Rate };
QString providerActionCode(ProviderAction action);
QStringList providerActionCodes(const QList<ProviderAction>& actions);
std::optional<ProviderAction> providerActionFromCode(const QString& code);

// Something a provider rents out right now, at the price its API gives: an observed price, dated today, with the
// endpoint as its source.
struct LiveOffer
{
    QString id;      // what `provider launch --offer` takes: an instance type, a GPU type or a marketplace ask
    QString gpuName; // as the provider names the GPU
    QString gpuId;   // the GPU catalog's id; empty when the name is not one the catalog knows
    int gpuCount = 1;
    QString region; // empty: any
    bool available = true;
    std::optional<double> vramGb;
    Price price;                    // hourly, per instance
    std::optional<Price> spotPrice; // interruptible, where the provider offers it

    QJsonObject toJson() const;
};

struct LaunchRequest
{
    QString offerId;
    // Unique among the account's instances: it is also how a create whose answer was lost is found again.
    QString name;
    QString image; // container or VM image, where the provider takes one; empty: the adapter's default
    int diskGb = 50;
    QString region;          // empty: wherever the offer has capacity
    QByteArray sshPublicKey; // one line of an OpenSSH .pub file
    bool spot = false;
    int gpuCount = 0; // 0: the offer's own count (RunPod takes 1–8 of a GPU type)
};

struct CloudInstance
{
    enum class State { Starting, Running, Stopped, Released, Unknown };
    QString id;
    QString name;
    State state = State::Unknown;
    QString sshHost; // empty until the instance can be reached
    int sshPort = 22;
    QString sshUser = QStringLiteral("root");
    std::optional<Money> hourlyRate; // what the provider charges for it per hour, as its API says
    QString offerId;
    // A key the provider gave for this instance alone (Vast.ai's instance_api_key: start, stop, destroy it and nothing
    // else): what a guard on the instance should hold rather than the account's token.
    QByteArray instanceToken;
    QString note; // translated: something the launch should tell (a key that could not be attached)
    // The login password the provider set, where it signs in with one rather than a key (AutoDL's root password,
    // which may change at each power-on): for the keychain only, never in toJson() or a message.
    QByteArray password;

    bool reachable() const { return state == State::Running && !sshHost.isEmpty(); }
    QJsonObject toJson() const;
};
QString instanceStateCode(CloudInstance::State state);

// What each adapter states about itself, for `provider list` and the docs.
struct ProviderApiInfo
{
    QString id; // the catalog's provider id
    QList<ProviderAction> actions;
    QString docs; // the API reference the adapter follows
    // What a stop leaves billing (a stopped instance may still bill its disk) and what a release does; translated in
    // trContext, the adapter's class.
    const char* stopNote = "";
    const char* trContext = "gp::CloudProvider";
    bool perGpuOffers = false; // an offer is one GPU of a type, and a launch asks for a count of them (RunPod)
    // What precedes the token in the Authorization header: the adapter's calls and a guard's curl alike.
    const char* authScheme = "Bearer ";
    // A guard's single request can release an instance (AutoDL releases only one that is already shut down).
    bool guardCanRelease = true;
    // The provider takes no SSH key: its instances are reached with the password it sets (CloudInstance::password).
    bool signsInWithPassword = false;
    // An offer is one machine in one place (a Vast.ai ask): a launch cannot ask for another region.
    bool offerIsOnePlace = false;
    // What a guard's answer must contain to count as done, where errors come as HTTP 200 that curl -f cannot see
    // (AutoDL's envelope); a grep pattern.
    const char* guardSuccess = nullptr;
    // The API gives prices; false: offers are at the catalog's own price (AutoDL, Paperspace), never saved back.
    bool listsPrices = true;

    QString stopNoteText() const { return QCoreApplication::translate(trContext, stopNote); }
    QByteArray authorization(const QByteArray& token) const { return QByteArray(authScheme) + token; }
};

// One provider's API. The calls block (ApiClient): run them from the command line or a worker thread.
class CloudProvider
{
    Q_DECLARE_TR_FUNCTIONS(gp::CloudProvider)

public:
    virtual ~CloudProvider();
    CloudProvider(const CloudProvider&) = delete;
    CloudProvider& operator=(const CloudProvider&) = delete;

    virtual const ProviderApiInfo& info() const = 0;
    QString name() const { return m_api.providerName(); }
    bool can(ProviderAction action) const { return info().actions.contains(action); }

    virtual Result<QList<LiveOffer>> offers() = 0;
    // Sends the create once. When its answer is lost (a timeout, a dropped connection, a server error), the account's
    // instances are searched for the request's name: one found is the instance made; none found means none was made,
    // and the error says so. A create is never sent twice.
    Result<CloudInstance> create(const LaunchRequest& request);
    virtual Result<CloudInstance> instance(const QString& id) = 0;
    virtual Result<QList<CloudInstance>> instances() = 0;
    virtual Status stop(const QString& id);
    virtual Status start(const QString& id);
    virtual Status release(const QString& id) = 0;
    // The request that stops, starts or releases an instance: what the adapter sends, and what a guard on the
    // instance sends through curl (ProviderGuard). Empty url: the provider cannot do that.
    virtual ApiRequest actionRequest(ProviderAction action, const QString& id) const = 0;
    // How long a create whose answer was lost is looked for by name before saying none was made: lists can lag.
    void setReconcileWindow(int ms, int pollMs)
    {
        m_reconcileMs = ms;
        m_reconcilePollMs = pollMs;
    }
    // Polls until the instance can be reached over SSH, it ends, or `timeoutMs` passes.
    Result<CloudInstance> waitUntilReachable(const QString& id, int timeoutMs, int pollMs = 5000);
    void setCancelCheck(std::function<bool()> cancelled);
    ApiClient& client() { return m_api; }

protected:
    CloudProvider(const QString& name, QByteArray authorization, ProviderEndpoint endpoint, ProviderErrorReader reader);
    virtual Result<CloudInstance> submitCreate(const LaunchRequest& request) = 0;
    Error unsupported(ProviderAction action) const;
    // An answer that is not the JSON the provider documents; `what` says how (translated).
    Error malformed(const QString& what) const;
    // A price seen through the API: hourly, observed today, with the endpoint as its source.
    Price observedHourly(double amount, Currency currency, const QUrl& source, Granularity granularity) const;

    bool pause(int ms); // false when cancelled
    // An instance that ended up gone (404, or released): for release(), which then has nothing left to do.
    bool isGone(const QString& id);

    ApiClient m_api;
    std::function<bool()> m_cancelled;
    int m_reconcileMs = 60000;
    int m_reconcilePollMs = 5000;
};

// An amount in a provider's answer: a number, or a string of digits (some APIs quote prices so), finite and from 0
// to kMaxMoneyAmount; anything else is no amount, and the caller says the answer is malformed.
std::optional<double> apiAmount(const QJsonValue& value);

// A provider's error words with its code beside them: "Machine not found (NOT_FOUND)", or whichever there is.
QString providerSaid(const QString& message, const QString& code);
// A request body as the APIs take it: compact JSON.
QByteArray compactJson(const QJsonObject& body);

// An OpenSSH public key line without its comment ("ssh-ed25519 AAAA…"), and the name GPU Planner registers it under
// where a provider keeps keys or scripts by name: "gpuplanner-" and 12 hex digits of its SHA-256.
QByteArray sshKeyBody(const QByteArray& publicKey);
QString sshKeyName(const QByteArray& publicKey);

// A provider's name as the catalog gives it (its id when the catalog has none).
QString providerDisplayName(const QString& providerId);

// The adapters there are, in the order `provider list` shows them.
const QList<ProviderApiInfo>& providerApis();
QStringList providerApiIds(); // the ids of providerApis(), in order: "lambda", "runpod", …
const ProviderApiInfo* providerApi(const QString& providerId);
// An adapter for a provider with an API, talking to `endpoint` with `token`; nullptr when the provider has none.
std::unique_ptr<CloudProvider>
makeCloudProvider(const QString& providerId, const QByteArray& token, const ProviderEndpoint& endpoint);

} // namespace gp
