#pragma once

#include "core/cost/Deployment.h"
#include "core/hosts/HostProfiles.h"
#include "core/providers/CloudProvider.h"
#include "core/records/InstanceRecords.h"

#include <QCoreApplication>

namespace gp {

// What the user confirms before a launch: the offer, what the instance will cost an hour, and the catalog offer it
// is (for the plan's price, the smoke test's promises and the guard's fees).
struct LaunchQuote
{
    QString providerId;
    LiveOffer offer;
    int gpuCount = 1;
    Money hourly; // the whole instance, at the offer's live price
    std::optional<Offer>
        catalog;              // the catalog offer of the same provider, GPU and count; none when the catalog has none
    QString describe() const; // "RunPod secure:NVIDIA GeForce RTX 4090 ×2, $0.88/h (catalog offer runpod-…)"
};

// Launching through a provider's API and what follows from it: the host profile, the rate check, the guard's request.
// The calls block (CloudProvider): run them from the command line or a worker thread.
class ProviderLaunch final
{
    Q_DECLARE_TR_FUNCTIONS(gp::ProviderLaunch)

public:
    // The provider account's API token from the keychain; an error that says how to set it when there is none.
    static Result<QByteArray> accountToken(const QString& providerId);
    // The token a profile's provider calls use: the profile's own, then its provider account's.
    static Result<QByteArray> profileToken(const HostProfile& profile);

    static Result<LaunchQuote>
    quote(const QString& providerId, const LiveOffer& offer, int gpuCount, const PriceCatalog& catalog);
    // The catalog offer of that provider with the same GPU and count, if there is exactly one kind of it.
    static std::optional<Offer>
    catalogOfferFor(const QString& providerId, const QString& gpuId, int gpuCount, const PriceCatalog& catalog);

    // The plan's deployments GPU Planner can launch: on a provider with an adapter, one instance each, cheapest first.
    static QList<Deployment> launchable(const QList<Deployment>& deployments);
    // The live offer that is the deployment's catalog offer now (same GPU, count and tier; its instance type first),
    // the cheapest that is available; with the GPU count to ask for.
    static std::optional<std::pair<LiveOffer, int>>
    matchLive(const Deployment& deployment, const QList<LiveOffer>& live, const PriceCatalog& catalog);

    // Creates the instance and saves its profile at once (with no address yet), so that nothing launched is ever
    // forgotten; then waits until it can be reached and saves the address. On a failed wait the profile stays, and the
    // error names it and how to release it.
    static Result<HostProfile> launch(CloudProvider& provider,
                                      const LaunchQuote& quote,
                                      LaunchRequest request,
                                      const QString& keyFile,
                                      const HostProfileStore& store,
                                      int waitMs,
                                      const std::function<void(const QString&)>& progress = {});

    // Takes the address an instance can be reached at now (it may come back from a stop at another address, port or,
    // on AutoDL, password) into its profile, the password into the keychain; true when the address changed and the
    // profile needs saving, whatever became of the password (`problem` says what did).
    static bool adoptAddress(HostProfile& profile, const CloudInstance& instance, QString* problem);

    // The provider's charged rate for a launched profile against the plan's expectation: the linked catalog offer's
    // hourly price, else the price confirmed at launch.
    static Result<BilledRate>
    checkRate(CloudProvider& provider, const HostProfile& profile, const PriceCatalog& catalog);

    // The first of ~/.ssh/id_ed25519, id_ecdsa, id_rsa that has its .pub beside it; empty when none has.
    static QString defaultKeyFile();
    // "It has run 2.5 h since launch: about $2.20 at $0.880/h." (translated); empty when the profile does not know.
    // What Release says in the Console and on the command line alike.
    static QString costSinceLaunch(const HostProfile& profile, const QDateTime& now);
    // A fresh, unique instance name: "gp-" and the time, "gp-20261202-061500".
    static QString defaultName(const QDateTime& now);
    // The public key beside a private key file (FILE.pub), checked to be one OpenSSH line.
    static Result<QByteArray> publicKeyOf(const QString& keyFile);
};

// What a guard on a launched instance does when it fires: the provider's own stop or release request, sent with curl
// from the instance (the token read from the guard's 0600 file into curl's standard input, never onto a command
// line), and what that leaves billing.
struct ProviderGuardPlan
{
    ProviderAction action = ProviderAction::Stop;
    QString command; // for GuardSettings::releaseCommand
    QString says;    // translated: what it will do and what each choice costs
};

class ProviderGuard final
{
    Q_DECLARE_TR_FUNCTIONS(gp::ProviderGuard)

public:
    // `action`: Stop or Release; nullopt: stop where the provider can, else release.
    static Result<ProviderGuardPlan> plan(const HostProfile& profile,
                                          std::optional<ProviderAction> action,
                                          const PriceCatalog& catalog,
                                          const ProviderEndpoint& endpoint);
};

} // namespace gp
