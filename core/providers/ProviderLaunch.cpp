#include "core/providers/ProviderLaunch.h"

#include "core/hosts/SshTarget.h"
#include "core/secrets/SecretStore.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QLocale>
#include <QRandomGenerator>

namespace gp {

QString LaunchQuote::describe() const
{
    const QString what = ProviderLaunch::tr("%1 %2 ×%3, %4/h")
                             .arg(providerDisplayName(providerId), offer.id)
                             .arg(gpuCount)
                             .arg(ExchangeRate::format(hourly, 3));
    return catalog ? ProviderLaunch::tr("%1 (catalog offer %2)").arg(what, catalog->id) : what;
}

Result<QByteArray> ProviderLaunch::accountToken(const QString& providerId)
{
    const Result<std::optional<QByteArray>> token = SecretStore::read(SecretStore::providerAccountTokenKey(providerId));
    if (!token.ok())
        return token.error();
    if (!token->has_value() || (*token)->isEmpty())
        return Error{QStringLiteral("provider.no_token"),
                     tr("No API token for %1 is in the keychain: run 'gpuplanner-cli provider set-token %2'.")
                         .arg(providerDisplayName(providerId), providerId)};
    return **token;
}

Result<QByteArray> ProviderLaunch::profileToken(const HostProfile& profile)
{
    for (const QString& key : SecretStore::providerTokenKeys(profile.name, profile.providerId)) {
        const Result<std::optional<QByteArray>> token = SecretStore::read(key);
        if (!token.ok())
            return token.error();
        if (token->has_value() && !(*token)->isEmpty())
            return **token;
    }
    return accountToken(profile.providerId); // its error says how to set one
}

std::optional<Offer> ProviderLaunch::catalogOfferFor(const QString& providerId,
                                                     const QString& gpuId,
                                                     int gpuCount,
                                                     const PriceCatalog& catalog)
{
    if (gpuId.isEmpty())
        return std::nullopt;
    QList<Offer> same;
    for (const Provider& p : catalog.providers())
        if (p.id == providerId)
            for (const Offer& o : p.offers)
                if (o.gpuId == gpuId && o.gpuCount == gpuCount && o.instancePrice(BillingMode::Hourly))
                    same << o;
    if (same.size() == 1)
        return same.first();
    return std::nullopt;
}

Result<LaunchQuote>
ProviderLaunch::quote(const QString& providerId, const LiveOffer& offer, int gpuCount, const PriceCatalog& catalog)
{
    const ProviderApiInfo* api = providerApi(providerId);
    if (!api)
        return Error{QStringLiteral("provider.no_api"),
                     tr("GPU Planner has no adapter for %1's API.").arg(providerDisplayName(providerId))};
    LaunchQuote q;
    q.providerId = providerId;
    q.offer = offer;
    q.gpuCount = gpuCount > 0 ? gpuCount : offer.gpuCount;
    if (!api->perGpuOffers && q.gpuCount != offer.gpuCount)
        return Error{QStringLiteral("provider.usage"),
                     tr("%1's offer %2 comes with %n GPU(s); another count is another offer.", nullptr, offer.gpuCount)
                         .arg(providerDisplayName(providerId), offer.id)};
    if (q.gpuCount < 1 || q.gpuCount > 64)
        return Error{QStringLiteral("provider.usage"), tr("A GPU count from 1 to 64, please.")};
    const double units = api->perGpuOffers ? q.gpuCount : 1;
    q.hourly = Money{offer.price.amount * units, offer.price.currency};
    QList<Offer> same;
    for (const Provider& p : catalog.providers())
        if (p.id == providerId)
            for (const Offer& o : p.offers)
                if (!offer.gpuId.isEmpty() && o.gpuId == offer.gpuId && o.gpuCount == q.gpuCount &&
                    o.instancePrice(BillingMode::Hourly))
                    same << o;
    // Several catalog offers of the same GPU (RunPod's secure and community clouds): the offer's own tier decides.
    const QString tier = offer.id.contains(QLatin1Char(':')) ? offer.id.section(QLatin1Char(':'), 0, 0) : QString();
    if (same.size() > 1 && !tier.isEmpty())
        same.removeIf([&](const Offer& o) { return o.tier != tier; });
    if (same.size() == 1)
        q.catalog = same.first();
    return q;
}

QList<Deployment> ProviderLaunch::launchable(const QList<Deployment>& deployments)
{
    QList<Deployment> list;
    for (const Deployment& d : deployments)
        if (providerApi(d.providerId) && d.instances == 1 && !d.offerId.isEmpty())
            list << d;
    std::stable_sort(list.begin(), list.end(),
                     [](const Deployment& a, const Deployment& b) { return a.total < b.total; });
    return list;
}

std::optional<std::pair<LiveOffer, int>>
ProviderLaunch::matchLive(const Deployment& deployment, const QList<LiveOffer>& live, const PriceCatalog& catalog)
{
    const ProviderApiInfo* api = providerApi(deployment.providerId);
    const std::optional<Offer> planned = catalog.offer(deployment.offerId);
    if (!api || !planned)
        return std::nullopt;
    std::optional<LiveOffer> best;
    int bestScore = -1;
    for (const LiveOffer& o : live) {
        if (!o.available || o.gpuId != planned->gpuId)
            continue;
        if (!api->perGpuOffers && o.gpuCount != planned->gpuCount)
            continue;
        const QString tier = o.id.contains(QLatin1Char(':')) ? o.id.section(QLatin1Char(':'), 0, 0) : QString();
        if (!tier.isEmpty() && !planned->tier.isEmpty() && tier != planned->tier)
            continue;
        const int score = (!planned->instanceType.isEmpty() && o.id == planned->instanceType) ? 1 : 0;
        if (score > bestScore || (score == bestScore && best && o.price.amount < best->price.amount)) {
            best = o;
            bestScore = score;
        }
    }
    if (!best)
        return std::nullopt;
    return std::make_pair(*best, api->perGpuOffers ? planned->gpuCount : best->gpuCount);
}

QString ProviderLaunch::defaultKeyFile()
{
    for (const char* candidate : {"id_ed25519", "id_ecdsa", "id_rsa"}) {
        const QString path = QDir::home().filePath(QStringLiteral(".ssh/") + QLatin1String(candidate));
        if (QFile::exists(path + QStringLiteral(".pub")))
            return path;
    }
    return {};
}

QString ProviderLaunch::costSinceLaunch(const HostProfile& profile, const QDateTime& now)
{
    if (!profile.launchRate || !profile.launchedAt.isValid())
        return {};
    const double hours = std::max<qint64>(0, profile.launchedAt.secsTo(now)) / 3600.0;
    return tr("It has run %1 h since launch: about %2 at %3/h.")
        .arg(QLocale().toString(hours, 'f', 1),
             ExchangeRate::format(Money{hours * profile.launchRate->amount, profile.launchRate->currency}),
             ExchangeRate::format(*profile.launchRate, 3));
}

QString ProviderLaunch::defaultName(const QDateTime& now)
{
    // The time for people, four random hex digits so that two launches in one second still differ.
    return QStringLiteral("gp-") + now.toUTC().toString(QStringLiteral("yyyyMMdd-HHmmss-")) +
           QString::number(QRandomGenerator::global()->bounded(0x10000), 16).rightJustified(4, QLatin1Char('0'));
}

Result<QByteArray> ProviderLaunch::publicKeyOf(const QString& keyFile)
{
    const QString pub = keyFile + QStringLiteral(".pub");
    QFile file(pub);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QStringLiteral("provider.key"),
                     tr("Cannot read the public key %1 (%2): a launch installs it on the instance.")
                         .arg(pub, file.errorString())};
    const QByteArray line = file.read(16 * 1024).trimmed();
    if (!line.startsWith("ssh-") && !line.startsWith("ecdsa-") && !line.startsWith("sk-"))
        return Error{QStringLiteral("provider.key"), tr("%1 is not an OpenSSH public key.").arg(pub)};
    if (line.contains('\n'))
        return Error{QStringLiteral("provider.key"), tr("%1 holds more than one key; give a file with one.").arg(pub)};
    return line;
}

Result<HostProfile> ProviderLaunch::launch(CloudProvider& provider,
                                           const LaunchQuote& quote,
                                           LaunchRequest request,
                                           const QString& keyFile,
                                           const HostProfileStore& store,
                                           int waitMs,
                                           const std::function<void(const QString&)>& progress)
{
    const auto say = [&](const QString& text) {
        if (progress)
            progress(text);
    };
    if (provider.info().offerIsOnePlace && !request.region.isEmpty() &&
        !quote.offer.region.contains(request.region, Qt::CaseInsensitive))
        return Error{QStringLiteral("provider.usage"),
                     tr("%1's offer %2 is one machine, in %3: it cannot be placed in %4. 'provider offers %5' shows "
                        "where each offer is.")
                         .arg(provider.name(), quote.offer.id,
                              quote.offer.region.isEmpty() ? tr("a place it does not name") : quote.offer.region,
                              request.region, quote.providerId)};
    const Result<QList<HostProfile>> existing = store.load();
    if (!existing.ok())
        return existing.error(); // never launch what could not be written down
    for (const HostProfile& p : *existing)
        if (p.name == request.name)
            return Error{
                QStringLiteral("provider.usage"),
                tr("A host profile named '%1' exists already; give the launch another --name.").arg(request.name)};
    const bool password = provider.info().signsInWithPassword;
    if (!password) {
        const Result<QByteArray> publicKey = publicKeyOf(keyFile);
        if (!publicKey.ok())
            return publicKey.error();
        request.sshPublicKey = *publicKey;
    }
    request.offerId = quote.offer.id;
    request.gpuCount = quote.gpuCount;
    // Where the offer has capacity, as its listing said: the adapter need not ask again (Lambda allows a request a
    // second). An offer that is one place (a Vast.ai ask, "Texas, US") is placed by its id alone.
    if (request.region.isEmpty() && !provider.info().offerIsOnePlace)
        request.region = quote.offer.region.section(QLatin1Char(','), 0, 0);
    say(tr("Creating %1 on %2…").arg(request.name, provider.name()));
    const Result<CloudInstance> made = provider.create(request);
    if (!made.ok())
        return made.error();
    HostProfile profile;
    profile.name = request.name;
    profile.target.host = made->sshHost;
    profile.target.port = made->sshPort;
    profile.target.user = made->sshUser;
    // The provider's password until 'remote install-key' puts the user's key on the instance; no key file meanwhile,
    // since a session tries one first and would stop at one it cannot read.
    profile.target.keyFile = password ? QString() : keyFile;
    profile.auth = password ? HostProfile::Auth::Password : HostProfile::Auth::Key;
    profile.providerId = quote.providerId;
    profile.instanceId = made->id;
    profile.offerId = quote.catalog ? quote.catalog->id : QString();
    profile.launchRate = quote.hourly;
    profile.launchedAt = QDateTime::currentDateTimeUtc();
    if (!made->note.isEmpty())
        say(made->note);
    // A key for this instance alone is what its guard should hold, rather than the account's token.
    if (!made->instanceToken.isEmpty())
        if (Status s = SecretStore::write(SecretStore::providerTokenKey(profile.name), made->instanceToken); !s.ok())
            say(s.error().message);
    if (Status s = store.save(profile); !s.ok())
        return Error{s.error().code,
                     tr("%1 created instance %2, but its profile could not be saved (%3). It bills until released in "
                        "%1's console.")
                         .arg(provider.name(), made->id, s.error().message)};
    say(tr("Instance %1 is created and saved as profile %2; waiting until it can be reached…")
            .arg(made->id, profile.name));
    const Result<CloudInstance> up = made->reachable() ? made : provider.waitUntilReachable(made->id, waitMs);
    if (!up.ok())
        return Error{up.error().code,
                     tr("%1 It is saved as profile %2: 'gpuplanner-cli provider release %2' releases it.")
                         .arg(up.error().message, profile.name)};
    QString problem;
    adoptAddress(profile, *up, &problem);
    if (!problem.isEmpty())
        say(problem);
    if (Status s = store.save(profile); !s.ok())
        return s.error();
    return profile;
}

bool ProviderLaunch::adoptAddress(HostProfile& profile, const CloudInstance& instance, QString* problem)
{
    const bool moved = instance.sshHost != profile.target.host || instance.sshPort != profile.target.port ||
                       instance.sshUser != profile.target.user;
    profile.target.host = instance.sshHost;
    profile.target.port = instance.sshPort;
    profile.target.user = instance.sshUser;
    if (!instance.password.isEmpty())
        if (Status s = SecretStore::write(SecretStore::hostPasswordKey(profile.name), instance.password);
            !s.ok() && problem)
            *problem = tr("The password of instance %1 could not be kept in the keychain (%2): the instance's page in "
                          "%3's console shows it.")
                           .arg(instance.id, s.error().message, providerDisplayName(profile.providerId));
    return moved;
}

Result<BilledRate>
ProviderLaunch::checkRate(CloudProvider& provider, const HostProfile& profile, const PriceCatalog& catalog)
{
    if (!profile.launched())
        return Error{
            QStringLiteral("provider.not_launched"),
            tr("Profile %1 was not launched through a provider's API: there is no rate to ask for.").arg(profile.name)};
    if (!provider.can(ProviderAction::Rate))
        return Error{QStringLiteral("provider.unsupported"),
                     tr("%1's API does not say what it charges for an instance; its console's billing page does.")
                         .arg(provider.name())};
    const Result<CloudInstance> now = provider.instance(profile.instanceId);
    if (!now.ok())
        return now.error();
    if (!now->hourlyRate)
        return Error{QStringLiteral("provider.no_rate"),
                     tr("%1 reports no hourly rate for instance %2 (it is %3).")
                         .arg(provider.name(), profile.instanceId, instanceStateCode(now->state))};
    BilledRate r;
    r.target = profile.target.display();
    r.offerId = profile.offerId;
    r.providerId = profile.providerId;
    r.instanceId = profile.instanceId;
    r.at = QDateTime::currentDateTimeUtc();
    r.billed = *now->hourlyRate;
    std::optional<Price> listed;
    if (!profile.offerId.isEmpty())
        if (const std::optional<Offer> o = catalog.offer(profile.offerId))
            listed = o->instancePrice(BillingMode::Hourly);
    if (listed) {
        r.expected = listed->money();
        r.expectedFrom = QStringLiteral("catalog");
    } else if (profile.launchRate) {
        r.expected = *profile.launchRate;
        r.expectedFrom = QStringLiteral("launch");
    } else {
        return Error{QStringLiteral("provider.no_expectation"),
                     tr("Profile %1 has neither a catalog offer nor a launch price to compare the rate with.")
                         .arg(profile.name)};
    }
    return r;
}

Result<ProviderGuardPlan> ProviderGuard::plan(const HostProfile& profile,
                                              std::optional<ProviderAction> action,
                                              const PriceCatalog& catalog,
                                              const ProviderEndpoint& endpoint)
{
    if (!profile.launched())
        return Error{QStringLiteral("provider.not_launched"),
                     tr("Profile %1 was not launched through a provider's API; give the guard a release command.")
                         .arg(profile.name)};
    const std::unique_ptr<CloudProvider> provider = makeCloudProvider(profile.providerId, {}, endpoint);
    if (!provider)
        return Error{QStringLiteral("provider.no_api"),
                     tr("GPU Planner has no adapter for %1's API.").arg(providerDisplayName(profile.providerId))};
    ProviderGuardPlan plan;
    plan.action = action.value_or(provider->can(ProviderAction::Stop) ? ProviderAction::Stop : ProviderAction::Release);
    if (plan.action != ProviderAction::Stop && plan.action != ProviderAction::Release)
        return Error{QStringLiteral("provider.usage"), tr("A guard stops or releases an instance.")};
    if (plan.action == ProviderAction::Release && !provider->info().guardCanRelease)
        return Error{QStringLiteral("provider.unsupported"),
                     tr("%1 releases only an instance that is shut down already, which one request from a guard "
                        "cannot wait for: let the guard stop it instead.")
                         .arg(provider->name())};
    if (!provider->can(plan.action))
        return Error{QStringLiteral("provider.unsupported"),
                     tr("%1's API cannot %2 an instance; the guard can release it instead.")
                         .arg(provider->name(), providerActionCode(plan.action))};
    const ApiRequest request = provider->actionRequest(plan.action, profile.instanceId);
    const QUrl url = endpoint.resolve(request.url);
    // The token goes from the guard's variable into curl's configuration on its standard input: printf is the shell's
    // own, so the token is on no process's command line.
    // The scheme is a constant of the adapter's (no quote, no %), so it can stand inside printf's quoted format.
    QString command =
        QStringLiteral("printf 'header = \"Authorization: %1%s\"\\n' \"$GP_PROVIDER_TOKEN\" | "
                       "curl -fsS --retry 5 --retry-connrefused --max-time 60 -K - -X %2")
            .arg(QLatin1String(provider->info().authScheme), shellQuote(QString::fromLatin1(request.method)));
    if (!request.body.isEmpty())
        command += QStringLiteral(" -H 'Content-Type: application/json' --data %1")
                       .arg(shellQuote(QString::fromUtf8(request.body)));
    if (!endpoint.trustAlsoFile.isEmpty())
        command += QStringLiteral(" --cacert %1").arg(shellQuote(endpoint.trustAlsoFile));
    command += QLatin1Char(' ') + shellQuote(url.toString(QUrl::FullyEncoded));
    // An API that answers errors with HTTP 200: only its word for success counts.
    if (const char* success = provider->info().guardSuccess)
        command += QStringLiteral(" | grep -q ") + shellQuote(QLatin1String(success));
    plan.command = command;

    const QString note = provider->info().stopNoteText();
    QString fees;
    for (const Provider& p : catalog.providers())
        if (p.id == profile.providerId && p.fees && p.fees->stoppedDiskGbMonth)
            fees = tr(" The catalog lists a stopped instance's disk at %1 per GB and month.")
                       .arg(ExchangeRate::format(Money{*p.fees->stoppedDiskGbMonth, p.fees->currency}, 2));
    plan.says =
        (plan.action == ProviderAction::Stop ? tr("When it fires, the guard stops %1 instance %2 through %1's API.")
                                             : tr("When it fires, the guard releases %1 instance %2 through %1's API."))
            .arg(provider->name(), profile.instanceId) +
        QLatin1Char(' ') + note + fees;
    return plan;
}

} // namespace gp
