// The provider adapters against their HTTPS test doubles (ProviderDoubles.h): offers from the documentation's
// examples, a launch that is reached, stopped, started and released, and the error cases every adapter must survive.
#include "core/providers/AutoDl.h"
#include "core/providers/CloudProvider.h"
#include "core/providers/LambdaCloud.h"
#include "core/providers/ProviderLaunch.h"
#include "providers/ProviderDoubles.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace gp;

namespace {

ProviderEndpoint endpointOf(ProviderDouble& d, int timeoutMs = 3000)
{
    ProviderEndpoint e;
    e.origin = d.server().origin();
    e.trustAlso = {HttpsTestServer::certificate()};
    e.timeoutMs = timeoutMs;
    e.attempts = 3;
    e.firstPauseMs = 10;
    e.minIntervalMs = 0; // the providers' own rate limits are tested apart
    return e;
}

std::unique_ptr<CloudProvider> adapter(const QString& id, ProviderDouble& d, int timeoutMs = 3000)
{
    std::unique_ptr<CloudProvider> provider = makeCloudProvider(id, ProviderDouble::kToken, endpointOf(d, timeoutMs));
    provider->setReconcileWindow(1500, 100); // a lost create is looked for this long (a minute in real use)
    return provider;
}

const QByteArray kKey = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHx0dGVzdGtleXRlc3RrZXl0ZXN0a2V5dGVzdGtleQ test@gp";

const LiveOffer* findOffer(const QList<LiveOffer>& offers, const QString& id)
{
    for (const LiveOffer& o : offers)
        if (o.id == id)
            return &o;
    return nullptr;
}

LaunchRequest launchOf(const QString& offer, const QString& name)
{
    LaunchRequest r;
    r.offerId = offer;
    r.name = name;
    r.sshPublicKey = kKey;
    r.diskGb = 40;
    return r;
}

} // namespace

TEST(ProviderList, EveryAdapterIsACatalogProviderAndStatesWhatItCanDo)
{
    ASSERT_GE(providerApis().size(), 3);
    for (const ProviderApiInfo& api : providerApis()) {
        bool inCatalog = false;
        for (const Provider& p : PriceCatalog::builtIn().providers())
            inCatalog = inCatalog || p.id == api.id;
        EXPECT_TRUE(inCatalog) << api.id.toStdString();
        EXPECT_TRUE(api.actions.contains(ProviderAction::Offers));
        EXPECT_TRUE(api.actions.contains(ProviderAction::Release));
        EXPECT_NE(makeCloudProvider(api.id, "t", {}), nullptr);
    }
    EXPECT_EQ(makeCloudProvider(QStringLiteral("aws"), "t", {}), nullptr);
    EXPECT_FALSE(providerApi(QStringLiteral("lambda"))->actions.contains(ProviderAction::Stop));
}

TEST(LambdaApi, OffersArePricedPerInstanceAndSayWhereThereIsCapacity)
{
    LambdaDouble d;
    auto lambda = adapter(QStringLiteral("lambda"), d);
    const Result<QList<LiveOffer>> offers = lambda->offers();
    ASSERT_TRUE(offers.ok()) << offers.error().message.toStdString();
    ASSERT_EQ(offers->size(), 2);
    const LiveOffer* a100 = findOffer(*offers, QStringLiteral("gpu_1x_a100"));
    ASSERT_NE(a100, nullptr);
    EXPECT_EQ(a100->gpuId, QStringLiteral("a100-40gb"));
    EXPECT_DOUBLE_EQ(a100->price.amount, 1.10);
    EXPECT_EQ(a100->price.currency, Currency::USD);
    EXPECT_EQ(a100->price.confidence, Confidence::Observed);
    EXPECT_EQ(a100->price.date, QDate::currentDate());
    EXPECT_TRUE(a100->available);
    EXPECT_EQ(a100->region, QStringLiteral("us-east-1"));
    const LiveOffer* h100 = findOffer(*offers, QStringLiteral("gpu_8x_h100_sxm5"));
    ASSERT_NE(h100, nullptr);
    EXPECT_EQ(h100->gpuCount, 8);
    EXPECT_EQ(h100->gpuId, QStringLiteral("h100-sxm"));
    EXPECT_FALSE(h100->available);
    EXPECT_DOUBLE_EQ(h100->price.amount, 23.92);
}

TEST(LambdaApi, ALaunchAddsTheKeyOnceIsReachedAndReleased)
{
    LambdaDouble d;
    d.setReachableAt(QStringLiteral("127.0.0.1"), 22, QStringLiteral("ubuntu"));
    d.setBootPolls(2);
    auto lambda = adapter(QStringLiteral("lambda"), d);
    const Result<CloudInstance> made = lambda->create(launchOf(QStringLiteral("gpu_1x_a100"), QStringLiteral("gp-a")));
    ASSERT_TRUE(made.ok()) << made.error().message.toStdString();
    EXPECT_EQ(made->state, CloudInstance::State::Starting);
    ASSERT_EQ(d.sshKeys().size(), 1);
    EXPECT_EQ(d.sshKeys().first().toObject().value(QStringLiteral("name")).toString(), LambdaCloud::keyNameFor(kKey));
    const Result<CloudInstance> up = lambda->waitUntilReachable(made->id, 10000, 10);
    ASSERT_TRUE(up.ok()) << up.error().message.toStdString();
    EXPECT_EQ(up->sshHost, QStringLiteral("127.0.0.1"));
    EXPECT_EQ(up->sshUser, QStringLiteral("ubuntu"));
    ASSERT_TRUE(up->hourlyRate.has_value());
    EXPECT_DOUBLE_EQ(up->hourlyRate->amount, 1.10);
    // A second launch with the same key adds no second key.
    ASSERT_TRUE(lambda->create(launchOf(QStringLiteral("gpu_1x_a100"), QStringLiteral("gp-b"))).ok());
    EXPECT_EQ(d.sshKeys().size(), 1);
    EXPECT_FALSE(lambda->stop(made->id).ok()); // Lambda cannot stop
    ASSERT_TRUE(lambda->release(made->id).ok());
    EXPECT_EQ(d.instanceCount(), 1);
}

TEST(LambdaApi, RequestsKeepToOneASecondAndARefusalForTheRateIsSentAgainEvenForALaunch)
{
    LambdaDouble d;
    ProviderEndpoint e = endpointOf(d);
    e.minIntervalMs = -1;
    EXPECT_EQ(makeCloudProvider(QStringLiteral("lambda"), ProviderDouble::kToken, e)->client().minIntervalMs(), 1000);
    EXPECT_EQ(makeCloudProvider(QStringLiteral("runpod"), ProviderDouble::kToken, e)->client().minIntervalMs(), 0);
    // Spaced by 20 s here, so that however slow the first request is, the second has to wait for the rest.
    e.minIntervalMs = 20000;
    std::unique_ptr<CloudProvider> lambda = makeCloudProvider(QStringLiteral("lambda"), ProviderDouble::kToken, e);
    // Once it waits, the wait is cancelled: no need to sit the 20 s out.
    lambda->setCancelCheck([&] { return !lambda->client().pacedMs().isEmpty(); });
    ASSERT_TRUE(lambda->offers().ok());
    const Result<QList<CloudInstance>> second = lambda->instances();
    ASSERT_FALSE(second.ok());
    EXPECT_EQ(second.error().code, QLatin1String(ApiClient::kCancelled));
    ASSERT_EQ(lambda->client().pacedMs().size(), 1); // the second request waited, and was never sent
    EXPECT_GT(lambda->client().pacedMs().first(), 10000);
    EXPECT_EQ(d.server().received().size(), 1);

    // A 429 took nothing in: the launch is sent again after the pause asked for, and one instance is made.
    LambdaDouble fast;
    auto launcher = adapter(QStringLiteral("lambda"), fast);
    fast.server().inject(
        "POST", QStringLiteral("/api/v1/instance-operations/launch"),
        {429, "{\"error\": {\"code\": \"global/too-many-requests\"}}", {{"Retry-After", "0"}}, 0, false, false});
    LaunchRequest r = launchOf(QStringLiteral("gpu_1x_a100"), QStringLiteral("gp-limited"));
    r.region = QStringLiteral("us-east-1");
    const Result<CloudInstance> made = launcher->create(r);
    ASSERT_TRUE(made.ok()) << made.error().message.toStdString();
    EXPECT_EQ(fast.server().count("POST", QStringLiteral("/api/v1/instance-operations/launch")), 2);
    EXPECT_EQ(fast.instanceCount(), 1);
}

TEST(LambdaApi, NoCapacityIsTheProvidersOwnWords)
{
    LambdaDouble d;
    auto lambda = adapter(QStringLiteral("lambda"), d);
    LaunchRequest r = launchOf(QStringLiteral("gpu_8x_h100_sxm5"), QStringLiteral("gp-h"));
    const Result<CloudInstance> none = lambda->create(r);
    ASSERT_FALSE(none.ok());
    EXPECT_EQ(none.error().code, QStringLiteral("provider.no_capacity"));
    r.region = QStringLiteral("us-east-1");
    const Result<CloudInstance> refused = lambda->create(r);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().code, QLatin1String(ApiClient::kRefused));
    EXPECT_TRUE(refused.error().message.contains(QStringLiteral("Not enough capacity")))
        << refused.error().message.toStdString();
    EXPECT_EQ(d.instanceCount(), 0);
}

TEST(RunPodApi, OffersAreOnePerGpuTypeAndCloudPricedPerGpu)
{
    RunPodDouble d;
    auto runpod = adapter(QStringLiteral("runpod"), d);
    const Result<QList<LiveOffer>> offers = runpod->offers();
    ASSERT_TRUE(offers.ok()) << offers.error().message.toStdString();
    ASSERT_EQ(offers->size(), 3); // 4090 secure and community; the A100 on secure only
    const LiveOffer* community = findOffer(*offers, QStringLiteral("community:NVIDIA GeForce RTX 4090"));
    ASSERT_NE(community, nullptr);
    EXPECT_EQ(community->gpuId, QStringLiteral("rtx-4090"));
    EXPECT_DOUBLE_EQ(community->price.amount, 0.31);
    EXPECT_EQ(community->price.granularity, Granularity::Second);
    const LiveOffer* a100 = findOffer(*offers, QStringLiteral("secure:NVIDIA A100 80GB PCIe"));
    ASSERT_NE(a100, nullptr);
    EXPECT_EQ(a100->gpuId, QStringLiteral("a100-pcie-80gb"));
    EXPECT_FALSE(a100->available);
}

TEST(RunPodApi, APodIsReachedStoppedStartedAndReleasedAndChargesForItsGpus)
{
    RunPodDouble d;
    d.setReachableAt(QStringLiteral("127.0.0.1"), 2222, QStringLiteral("root"));
    auto runpod = adapter(QStringLiteral("runpod"), d);
    LaunchRequest r = launchOf(QStringLiteral("secure:NVIDIA GeForce RTX 4090"), QStringLiteral("gp-pod"));
    r.gpuCount = 2;
    r.region = QStringLiteral("US-TX-3");
    const Result<CloudInstance> made = runpod->create(r);
    ASSERT_TRUE(made.ok()) << made.error().message.toStdString();
    const QJsonObject sent = d.server().received().last().json().toObject();
    EXPECT_EQ(sent.value(QStringLiteral("dataCenterIds")).toArray(), QJsonArray{QStringLiteral("US-TX-3")});
    EXPECT_EQ(sent.value(QStringLiteral("env")).toObject().value(QStringLiteral("PUBLIC_KEY")).toString().toUtf8(),
              kKey);
    EXPECT_TRUE(sent.value(QStringLiteral("ports")).toArray().contains(QStringLiteral("22/tcp")));
    // The work lives on a persistent volume a stop keeps, not on the container disk a restart wipes.
    const QJsonObject persistent =
        sent.value(QStringLiteral("mounts")).toObject().value(QStringLiteral("persistent")).toObject();
    EXPECT_EQ(persistent.value(QStringLiteral("path")).toString(), QStringLiteral("/workspace"));
    EXPECT_EQ(persistent.value(QStringLiteral("size")).toInt(), 40);
    const Result<CloudInstance> up = runpod->waitUntilReachable(made->id, 10000, 10);
    ASSERT_TRUE(up.ok()) << up.error().message.toStdString();
    EXPECT_EQ(up->sshPort, 2222);
    ASSERT_TRUE(up->hourlyRate.has_value());
    EXPECT_DOUBLE_EQ(up->hourlyRate->amount, 0.88);
    EXPECT_EQ(up->offerId, r.offerId);
    ASSERT_TRUE(runpod->stop(made->id).ok());
    EXPECT_EQ(runpod->instance(made->id)->state, CloudInstance::State::Stopped);
    // A second stop is a 409 from RunPod, and still what was asked.
    EXPECT_TRUE(runpod->stop(made->id).ok());
    ASSERT_TRUE(runpod->start(made->id).ok());
    EXPECT_EQ(runpod->instance(made->id)->state, CloudInstance::State::Running);
    ASSERT_TRUE(runpod->release(made->id).ok());
    EXPECT_EQ(d.instanceCount(), 0);
    const Result<CloudInstance> gone = runpod->instance(made->id);
    ASSERT_FALSE(gone.ok());
    EXPECT_EQ(gone.error().code, QLatin1String(ApiClient::kNotFound));
}

TEST(VastApi, OffersAreAsksAndAnUnknownGpuKeepsItsName)
{
    VastDouble d;
    auto vast = adapter(QStringLiteral("vast"), d);
    const Result<QList<LiveOffer>> offers = vast->offers();
    ASSERT_TRUE(offers.ok()) << offers.error().message.toStdString();
    ASSERT_EQ(offers->size(), 2);
    const LiveOffer* imaginary = findOffer(*offers, QStringLiteral("12345678"));
    ASSERT_NE(imaginary, nullptr);
    EXPECT_TRUE(imaginary->gpuId.isEmpty());
    EXPECT_EQ(imaginary->gpuName, QStringLiteral("Imaginary RTX 9999"));
    EXPECT_EQ(imaginary->gpuCount, 4);
    ASSERT_TRUE(imaginary->spotPrice.has_value());
    EXPECT_EQ(imaginary->spotPrice->mode, BillingMode::Spot);
    const LiveOffer* rtx = findOffer(*offers, QStringLiteral("23456789"));
    ASSERT_NE(rtx, nullptr);
    EXPECT_EQ(rtx->gpuId, QStringLiteral("rtx-4090"));
    EXPECT_DOUBLE_EQ(rtx->price.amount, 0.3466);
    // The search asks for what can be rented now.
    const QJsonObject query = d.server().received().last().json().toObject();
    EXPECT_TRUE(query.value(QStringLiteral("rentable")).toObject().value(QStringLiteral("eq")).toBool());
}

TEST(VastApi, AnInstanceIsReachedStoppedStartedAndReleased)
{
    VastDouble d;
    d.setReachableAt(QStringLiteral("127.0.0.1"), 40022, QStringLiteral("root"));
    auto vast = adapter(QStringLiteral("vast"), d);
    const Result<CloudInstance> made = vast->create(launchOf(QStringLiteral("23456789"), QStringLiteral("gp-v")));
    ASSERT_TRUE(made.ok()) << made.error().message.toStdString();
    EXPECT_TRUE(made->note.isEmpty()) << made->note.toStdString();
    EXPECT_EQ(d.instanceById(made->id).value(QStringLiteral("attached_key")).toString().toUtf8(), kKey);
    EXPECT_FALSE(made->instanceToken.isEmpty()); // the key for this instance alone, for its guard
    const Result<CloudInstance> up = vast->waitUntilReachable(made->id, 10000, 10);
    ASSERT_TRUE(up.ok()) << up.error().message.toStdString();
    EXPECT_EQ(up->sshPort, 40022);
    EXPECT_EQ(up->name, QStringLiteral("gp-v"));
    EXPECT_DOUBLE_EQ(up->hourlyRate->amount, 0.3466);
    ASSERT_TRUE(vast->stop(made->id).ok());
    EXPECT_EQ(vast->instance(made->id)->state, CloudInstance::State::Stopped);
    ASSERT_TRUE(vast->start(made->id).ok());
    ASSERT_TRUE(vast->release(made->id).ok());
    EXPECT_EQ(d.instanceCount(), 0);
    EXPECT_EQ(vast->instance(made->id).error().code, QLatin1String(ApiClient::kNotFound));
}

TEST(VastApi, AnAskIsOnePlaceSoALaunchElsewhereIsRefusedBeforeAnythingIsRented)
{
    VastDouble d;
    auto vast = adapter(QStringLiteral("vast"), d);
    const Result<QList<LiveOffer>> offers = vast->offers();
    ASSERT_TRUE(offers.ok()) << offers.error().message.toStdString();
    const LiveOffer* ask = findOffer(*offers, QStringLiteral("23456789"));
    ASSERT_NE(ask, nullptr);
    ASSERT_FALSE(ask->region.isEmpty());
    const Result<LaunchQuote> quote = ProviderLaunch::quote(QStringLiteral("vast"), *ask, 0, PriceCatalog::builtIn());
    ASSERT_TRUE(quote.ok());
    QTemporaryDir dir;
    LaunchRequest request = launchOf(ask->id, QStringLiteral("gp-far"));
    request.region = QStringLiteral("Antarctica");
    const Result<HostProfile> refused = ProviderLaunch::launch(
        *vast, *quote, request, {}, HostProfileStore(dir.filePath(QStringLiteral("hosts.json"))), 1000);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().code, QStringLiteral("provider.usage"));
    EXPECT_TRUE(refused.error().message.contains(ask->region)) << refused.error().message.toStdString();
    EXPECT_EQ(d.instanceCount(), 0);
    EXPECT_EQ(d.server().count("PUT", QStringLiteral("/api/v0/asks/23456789/")), 0);
}

TEST(VastApi, AnAskThatIsGoneIsSaidSo)
{
    VastDouble d;
    auto vast = adapter(QStringLiteral("vast"), d);
    const Result<CloudInstance> gone = vast->create(launchOf(QStringLiteral("99999"), QStringLiteral("gp-x")));
    ASSERT_FALSE(gone.ok());
    EXPECT_TRUE(gone.error().message.contains(QStringLiteral("no longer available")))
        << gone.error().message.toStdString();
    EXPECT_FALSE(vast->create(launchOf(QStringLiteral("not-a-number"), QStringLiteral("gp-y"))).ok());
    EXPECT_EQ(d.server().count("PUT", QStringLiteral("/api/v0/asks/")), 1);
}

TEST(AutoDlApi, OffersAreTheProSpecsTheCatalogPricesWithAutoDlsStock)
{
    AutoDlDouble d;
    auto autodl = adapter(QStringLiteral("autodl"), d);
    const Result<QList<LiveOffer>> offers = autodl->offers();
    ASSERT_TRUE(offers.ok()) << offers.error().message.toStdString();
    // AutoDL's API has no price list: only the specs whose GPU the catalog prices are offered, at that price.
    ASSERT_EQ(offers->size(), 2);
    const LiveOffer* rtx5090 = findOffer(*offers, QStringLiteral("5090-p"));
    ASSERT_NE(rtx5090, nullptr);
    EXPECT_EQ(rtx5090->gpuId, QStringLiteral("rtx-5090"));
    EXPECT_TRUE(rtx5090->available); // idle cards in a Pro region
    const std::optional<Offer> listed = ProviderLaunch::catalogOfferFor(
        QStringLiteral("autodl"), QStringLiteral("rtx-5090"), 1, PriceCatalog::builtIn());
    ASSERT_TRUE(listed.has_value());
    EXPECT_DOUBLE_EQ(rtx5090->price.amount, listed->instancePrice(BillingMode::Hourly)->amount);
    EXPECT_EQ(rtx5090->price.currency, Currency::CNY);
    EXPECT_NE(rtx5090->price.confidence, Confidence::Observed); // the catalog's, not seen through the API
    EXPECT_TRUE(rtx5090->price.note.contains(listed->id)) << rtx5090->price.note.toStdString();
    const LiveOffer* h800 = findOffer(*offers, QStringLiteral("h800"));
    ASSERT_NE(h800, nullptr);
    EXPECT_FALSE(h800->available);                                       // no idle H800 in either region
    EXPECT_EQ(findOffer(*offers, QStringLiteral("pro6000-p")), nullptr); // a GPU the catalog does not price
    // The stock is asked of both regions Pro instances are made in, with the token as AutoDL takes it.
    const QList<HttpsTestServer::Request> asked = d.server().received();
    ASSERT_EQ(asked.size(), 2);
    EXPECT_EQ(asked.first().headers.value("authorization"), QByteArray(ProviderDouble::kToken));
}

TEST(AutoDlApi, AnInstanceSignsInWithItsPasswordStopsStartsAndIsShutDownBeforeItsRelease)
{
    AutoDlDouble d;
    d.setReachableAt(QStringLiteral("127.0.0.1"), 34222, QStringLiteral("root"));
    d.setBootPolls(2);
    d.setShutdownPolls(2);
    auto autodl = adapter(QStringLiteral("autodl"), d);
    LaunchRequest request = launchOf(QStringLiteral("5090-p"), QStringLiteral("gp-a"));
    request.gpuCount = 2;
    request.diskGb = 50;
    const Result<CloudInstance> made = autodl->create(request);
    ASSERT_TRUE(made.ok()) << made.error().message.toStdString();
    EXPECT_TRUE(made->id.startsWith(QLatin1String("pro-")));
    HttpsTestServer::Request create;
    for (const HttpsTestServer::Request& r : d.server().received())
        if (r.path.endsWith(QLatin1String("/pro/create")))
            create = r;
    const QJsonObject body = create.json().toObject();
    EXPECT_EQ(body.value(QStringLiteral("req_gpu_amount")).toInt(), 2);
    EXPECT_EQ(body.value(QStringLiteral("expand_system_disk_by_gb")).toInt(), 20); // 50 GB on a 30 GB system disk
    EXPECT_EQ(body.value(QStringLiteral("cuda_v_from")).toInt(), 128);
    EXPECT_EQ(body.value(QStringLiteral("instance_name")).toString(), QStringLiteral("gp-a"));
    EXPECT_FALSE(body.contains(QStringLiteral("data_center_list"))); // AutoDL picks a region with stock

    const Result<CloudInstance> up = autodl->waitUntilReachable(made->id, 10000, 10);
    ASSERT_TRUE(up.ok()) << up.error().message.toStdString();
    EXPECT_EQ(up->sshHost, QStringLiteral("127.0.0.1"));
    EXPECT_EQ(up->sshPort, 34222);
    EXPECT_EQ(up->sshUser, QStringLiteral("root"));
    EXPECT_EQ(up->password, QByteArray(AutoDlDouble::kFirstPassword));
    EXPECT_FALSE(QJsonDocument(up->toJson()).toJson().contains(AutoDlDouble::kFirstPassword)); // never shown
    ASSERT_TRUE(up->hourlyRate.has_value());
    EXPECT_DOUBLE_EQ(up->hourlyRate->amount, 5.86); // 2 × 2930 thousandths of a yuan
    EXPECT_EQ(up->hourlyRate->currency, Currency::CNY);

    ASSERT_TRUE(autodl->stop(made->id).ok());
    const Result<CloudInstance> off = autodl->instance(made->id);
    ASSERT_TRUE(off.ok());
    EXPECT_EQ(off->state, CloudInstance::State::Stopped);
    EXPECT_FALSE(off->hourlyRate.has_value()); // a price only while it runs
    // Wait out the shutdown, then power on: the status says shutdown once more before it starts.
    while (d.instanceById(made->id).value(QStringLiteral("status")) != QLatin1String("shutdown"))
        ASSERT_TRUE(autodl->instance(made->id).ok());
    ASSERT_TRUE(autodl->start(made->id).ok());
    const Result<CloudInstance> again = autodl->waitUntilReachable(made->id, 10000, 10);
    ASSERT_TRUE(again.ok()) << again.error().message.toStdString();
    EXPECT_NE(again->password, up->password); // a new password with each power-on

    // Released while running: powered off, waited for, then released; AutoDL refused nothing.
    ASSERT_TRUE(autodl->release(made->id).ok());
    EXPECT_EQ(d.instanceCount(), 0);
    EXPECT_EQ(d.releasesRefused(), 0);
}

TEST(AutoDlApi, NoStockIsTheProvidersOwnWordsAndNoInstance)
{
    AutoDlDouble d;
    auto autodl = adapter(QStringLiteral("autodl"), d);
    const Result<CloudInstance> none = autodl->create(launchOf(QStringLiteral("h800"), QStringLiteral("gp-h")));
    ASSERT_FALSE(none.ok());
    EXPECT_EQ(none.error().code, QLatin1String(ApiClient::kRefused));
    EXPECT_TRUE(none.error().message.contains(QStringLiteral("暂无库存"))) << none.error().message.toStdString();
    EXPECT_EQ(d.instanceCount(), 0);
    LaunchRequest five = launchOf(QStringLiteral("5090-p"), QStringLiteral("gp-5"));
    five.gpuCount = 5;
    const Result<CloudInstance> tooMany = autodl->create(five);
    ASSERT_FALSE(tooMany.ok());
    EXPECT_EQ(tooMany.error().code, QStringLiteral("provider.usage"));
    EXPECT_EQ(d.server().count("POST", QStringLiteral("/api/v1/dev/instance/pro/create")), 1);
}

TEST(PaperspaceApi, OffersAreTheCatalogsMachineTypesAskedWhereTheyAreAvailable)
{
    PaperspaceDouble d;
    auto paperspace = adapter(QStringLiteral("paperspace"), d);
    const Result<QList<LiveOffer>> offers = paperspace->offers();
    ASSERT_TRUE(offers.ok()) << offers.error().message.toStdString();
    int listed = 0;
    for (const Provider& p : PriceCatalog::builtIn().providers())
        if (p.id == QLatin1String("paperspace"))
            for (const Offer& o : p.offers)
                listed += !o.instanceType.isEmpty() && o.instancePrice(BillingMode::Hourly) ? 1 : 0;
    ASSERT_GE(listed, 2);
    EXPECT_EQ(offers->size(), listed); // every machine type the catalog prices by the hour, and no other
    const LiveOffer* h100 = findOffer(*offers, QStringLiteral("H100"));
    ASSERT_NE(h100, nullptr);
    EXPECT_EQ(h100->gpuId, QStringLiteral("h100-sxm"));
    EXPECT_FALSE(h100->available); // none to be had in its region
    EXPECT_EQ(h100->region, QStringLiteral("ny2"));
    EXPECT_EQ(h100->price.currency, Currency::USD);
    EXPECT_NE(h100->price.confidence, Confidence::Observed);
    EXPECT_TRUE(h100->price.note.contains(QStringLiteral("paperspace-1x-h100"))) << h100->price.note.toStdString();
    EXPECT_EQ(findOffer(*offers, QStringLiteral("H100x8")), nullptr); // no citable price: not offered
    const LiveOffer* a6000 = findOffer(*offers, QStringLiteral("A6000"));
    ASSERT_NE(a6000, nullptr);
    EXPECT_TRUE(a6000->available);
    EXPECT_EQ(a6000->region, QStringLiteral("ca1")); // the first region that has it
}

TEST(PaperspaceApi, AMachineGetsTheKeyThroughOneStartupScriptIsReachedStoppedStartedAndReleased)
{
    PaperspaceDouble d;
    d.setReachableAt(QStringLiteral("127.0.0.1"), 22, QStringLiteral("paperspace"));
    d.setBootPolls(2);
    auto paperspace = adapter(QStringLiteral("paperspace"), d);
    const Result<CloudInstance> made = paperspace->create(launchOf(QStringLiteral("A100-80G"), QStringLiteral("gp-p")));
    ASSERT_TRUE(made.ok()) << made.error().message.toStdString();
    EXPECT_EQ(made->state, CloudInstance::State::Starting);
    ASSERT_EQ(d.startupScripts().size(), 1);
    const QJsonObject script = d.startupScripts().first().toObject();
    EXPECT_EQ(script.value(QStringLiteral("name")).toString(), sshKeyName(kKey));
    EXPECT_TRUE(script.value(QStringLiteral("isRunOnce")).toBool());
    const QString text = script.value(QStringLiteral("script")).toString();
    EXPECT_TRUE(text.contains(QStringLiteral("'") + QString::fromUtf8(sshKeyBody(kKey)) + QStringLiteral("'")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("/home/paperspace/.ssh/authorized_keys")));
    const QJsonObject machine = d.instanceById(made->id);
    EXPECT_EQ(machine.value(QStringLiteral("startupScriptId")), script.value(QStringLiteral("id")));
    EXPECT_EQ(machine.value(QStringLiteral("templateId")).toString(), QStringLiteral("tqqsxr6b"));
    EXPECT_EQ(machine.value(QStringLiteral("diskSize")).toInt(), 100); // 40 GB asked: the smallest size that holds it
    EXPECT_EQ(machine.value(QStringLiteral("publicIpType")).toString(), QStringLiteral("dynamic"));

    const Result<CloudInstance> up = paperspace->waitUntilReachable(made->id, 10000, 10);
    ASSERT_TRUE(up.ok()) << up.error().message.toStdString();
    EXPECT_EQ(up->sshHost, QStringLiteral("127.0.0.1"));
    EXPECT_EQ(up->sshUser, QStringLiteral("paperspace"));
    EXPECT_FALSE(up->hourlyRate.has_value()); // the API's usageRate has no documented unit

    // A second machine with the same key uses the same script.
    ASSERT_TRUE(paperspace->create(launchOf(QStringLiteral("A100-80G"), QStringLiteral("gp-q"))).ok());
    EXPECT_EQ(d.startupScripts().size(), 1);

    ASSERT_TRUE(paperspace->stop(made->id).ok());
    const Result<CloudInstance> off = paperspace->instance(made->id);
    ASSERT_TRUE(off.ok());
    EXPECT_EQ(off->state, CloudInstance::State::Stopped);
    EXPECT_TRUE(off->sshHost.isEmpty()); // a dynamic address goes with the power
    ASSERT_TRUE(paperspace->start(made->id).ok());
    ASSERT_TRUE(paperspace->waitUntilReachable(made->id, 10000, 10).ok());

    // The rate is not something this API tells: said, and nothing is asked of it.
    HostProfile profile;
    profile.name = QStringLiteral("gp-p");
    profile.providerId = QStringLiteral("paperspace");
    profile.instanceId = made->id;
    profile.launchedAt = QDateTime::currentDateTimeUtc();
    const Result<BilledRate> rate = ProviderLaunch::checkRate(*paperspace, profile, PriceCatalog::builtIn());
    ASSERT_FALSE(rate.ok());
    EXPECT_EQ(rate.error().code, QStringLiteral("provider.unsupported"));

    ASSERT_TRUE(paperspace->release(made->id).ok());
    EXPECT_EQ(d.instanceCount(), 1);
}

TEST(ProviderGuardPlan, SendsTheTokenAsEachProviderTakesItAndNeverAReleaseAutoDlWouldRefuse)
{
    HostProfile profile;
    profile.name = QStringLiteral("gp-g");
    profile.providerId = QStringLiteral("autodl");
    profile.instanceId = QStringLiteral("pro-76419909953e");
    profile.launchedAt = QDateTime::currentDateTimeUtc();
    const Result<ProviderGuardPlan> stop = ProviderGuard::plan(profile, std::nullopt, PriceCatalog::builtIn(), {});
    ASSERT_TRUE(stop.ok()) << stop.error().message.toStdString();
    EXPECT_EQ(stop->action, ProviderAction::Stop);
    EXPECT_TRUE(stop->command.contains(QStringLiteral("\"Authorization: %s\""))) << stop->command.toStdString();
    EXPECT_TRUE(stop->command.contains(QStringLiteral("https://api.autodl.com/api/v1/dev/instance/pro/power_off")));
    EXPECT_TRUE(stop->command.contains(QStringLiteral("pro-76419909953e")));
    // Its refusals come as HTTP 200, which curl -f takes for success: only the envelope's word counts.
    EXPECT_TRUE(stop->command.endsWith(QStringLiteral("| grep -q '\"code\": *\"Success\"'")))
        << stop->command.toStdString();
    EXPECT_TRUE(stop->says.contains(QStringLiteral("15 days"))) << stop->says.toStdString();
    const Result<ProviderGuardPlan> release =
        ProviderGuard::plan(profile, ProviderAction::Release, PriceCatalog::builtIn(), {});
    ASSERT_FALSE(release.ok());
    EXPECT_EQ(release.error().code, QStringLiteral("provider.unsupported"));
    profile.providerId = QStringLiteral("runpod");
    profile.instanceId = QStringLiteral("pod1");
    const Result<ProviderGuardPlan> runpod = ProviderGuard::plan(profile, std::nullopt, PriceCatalog::builtIn(), {});
    ASSERT_TRUE(runpod.ok());
    EXPECT_TRUE(runpod->command.contains(QStringLiteral("\"Authorization: Bearer %s\"")))
        << runpod->command.toStdString();
}

// --- The error cases, for every adapter ---------------------------------------------------------------------------

class EveryAdapter : public testing::TestWithParam<const char*>
{
protected:
    std::unique_ptr<ProviderDouble> makeDouble() const
    {
        const QString id = QLatin1String(GetParam());
        if (id == QLatin1String("lambda"))
            return std::make_unique<LambdaDouble>();
        if (id == QLatin1String("runpod"))
            return std::make_unique<RunPodDouble>();
        if (id == QLatin1String("autodl"))
            return std::make_unique<AutoDlDouble>();
        if (id == QLatin1String("paperspace"))
            return std::make_unique<PaperspaceDouble>();
        return std::make_unique<VastDouble>();
    }
    QString id() const { return QLatin1String(GetParam()); }
    // The path prefix of the adapter's create, and an offer the double can create.
    QString createPath() const
    {
        return id() == QLatin1String("lambda")       ? QStringLiteral("/api/v1/instance-operations/launch")
               : id() == QLatin1String("runpod")     ? QStringLiteral("/v2/pods")
               : id() == QLatin1String("autodl")     ? QStringLiteral("/api/v1/dev/instance/pro/create")
               : id() == QLatin1String("paperspace") ? QStringLiteral("/v1/machines")
                                                     : QStringLiteral("/api/v0/asks/");
    }
    QByteArray createMethod() const { return id() == QLatin1String("vast") ? "PUT" : "POST"; }
    LaunchRequest launch(const QString& name) const
    {
        LaunchRequest r = launchOf(id() == QLatin1String("lambda")   ? QStringLiteral("gpu_1x_a100")
                                   : id() == QLatin1String("runpod") ? QStringLiteral("secure:NVIDIA GeForce RTX 4090")
                                   : id() == QLatin1String("autodl") ? QStringLiteral("5090-p")
                                   : id() == QLatin1String("paperspace") ? QStringLiteral("A100-80G")
                                                                         : QStringLiteral("23456789"),
                                   name);
        if (id() == QLatin1String("lambda"))
            r.region = QStringLiteral("us-east-1");
        return r;
    }
    QString offersPath() const
    {
        return id() == QLatin1String("lambda")       ? QStringLiteral("/api/v1/instance-types")
               : id() == QLatin1String("runpod")     ? QStringLiteral("/v2/catalog/gpus")
               : id() == QLatin1String("autodl")     ? QStringLiteral("/api/v1/dev/machine/region/gpu_stock")
               : id() == QLatin1String("paperspace") ? QStringLiteral("/v1/machine-availability")
                                                     : QStringLiteral("/api/v0/bundles/");
    }
    QByteArray offersMethod() const
    {
        return id() == QLatin1String("vast") || id() == QLatin1String("autodl") ? "POST" : "GET";
    }
    // Requests one offers() makes when all goes well (RunPod asks once per cloud, AutoDL once per Pro region,
    // Paperspace once per machine type and region until one has it: the double has A6000 in its second region only).
    int offerRequests() const
    {
        if (id() == QLatin1String("paperspace")) {
            int asked = 0;
            for (const Provider& p : PriceCatalog::builtIn().providers())
                if (p.id == id())
                    for (const Offer& o : p.offers)
                        if (!o.instanceType.isEmpty() && o.instancePrice(BillingMode::Hourly))
                            asked += o.instanceType == QLatin1String("A6000") ? 2 : 1;
            return asked;
        }
        return id() == QLatin1String("runpod") || id() == QLatin1String("autodl") ? 2 : 1;
    }
};

TEST_P(EveryAdapter, ARefusedTokenIsNamedAndNeverRepeated)
{
    auto d = makeDouble();
    auto provider = makeCloudProvider(id(), "wrong-token-4711", endpointOf(*d));
    const Result<QList<LiveOffer>> offers = provider->offers();
    ASSERT_FALSE(offers.ok());
    EXPECT_EQ(offers.error().code, QLatin1String(ApiClient::kAuth));
    EXPECT_TRUE(offers.error().message.contains(QStringLiteral("set-token"))) << offers.error().message.toStdString();
    EXPECT_FALSE(offers.error().message.contains(QStringLiteral("4711")));
    EXPECT_EQ(provider->client().attemptsMade(), 1); // a refusal is not asked again
}

TEST_P(EveryAdapter, AProviderThatEchoesTheTokenNeverPutsItIntoAnError)
{
    // Some APIs quote what they were sent back in their refusal: the token must not reach a message (a screen, a log,
    // a bug report), in whatever form the adapter sent it.
    auto d = makeDouble();
    const QByteArray token = "echoed-secret-token-0123456789";
    auto provider = makeCloudProvider(id(), token, endpointOf(*d));
    const QByteArray echo = R"({"error": "bad request: you sent Bearer )" + token + R"( and token=)" + token +
                            R"(", "message": "you sent Bearer )" + token + R"(", "msg": ")" + token + R"("})";
    d->server().inject(offersMethod(), offersPath(), {400, echo, {}, 0, false, false});
    const Result<QList<LiveOffer>> offers = provider->offers();
    ASSERT_FALSE(offers.ok());
    EXPECT_FALSE(offers.error().message.contains(QString::fromLatin1(token.left(12))))
        << offers.error().message.toStdString();
}

TEST_P(EveryAdapter, BusyAnswersAreAskedAgainAfterThePauseTheyAskFor)
{
    auto d = makeDouble();
    auto provider = adapter(id(), *d);
    d->server().inject(offersMethod(), offersPath(),
                       {429, "API requests too frequent", {{"Retry-After", "0"}}, 0, false, false});
    d->server().inject(offersMethod(), offersPath(), {503, "", {}, 0, false, false});
    const Result<QList<LiveOffer>> offers = provider->offers();
    ASSERT_TRUE(offers.ok()) << offers.error().message.toStdString();
    EXPECT_EQ(d->server().count(offersMethod(), offersPath()), 2 + offerRequests());
    EXPECT_EQ(provider->client().pausesMs(), (QList<int>{0, 20})); // Retry-After: 0, then the doubled first pause
}

TEST_P(EveryAdapter, AServerThatStaysBusyIsReportedAfterTheLastAttempt)
{
    auto d = makeDouble();
    auto provider = adapter(id(), *d);
    for (int i = 0; i < 3; ++i)
        d->server().inject(offersMethod(), offersPath(), {502, "<html>Bad gateway</html>", {}, 0, false, false});
    const Result<QList<LiveOffer>> offers = provider->offers();
    ASSERT_FALSE(offers.ok());
    EXPECT_EQ(offers.error().code, QLatin1String(ApiClient::kBusy));
    EXPECT_TRUE(offers.error().message.contains(QStringLiteral("502"))) << offers.error().message.toStdString();
    EXPECT_EQ(d->server().count(offersMethod(), offersPath()), 3);
}

TEST_P(EveryAdapter, ASlowAnswerTimesOutAndIsAskedAgain)
{
    auto d = makeDouble();
    auto provider = adapter(id(), *d, 1500);
    d->server().inject(offersMethod(), offersPath(), {0, {}, {}, 5000, false, false});
    const Result<QList<LiveOffer>> offers = provider->offers();
    ASSERT_TRUE(offers.ok()) << offers.error().message.toStdString();
    EXPECT_EQ(d->server().count(offersMethod(), offersPath()), 1 + offerRequests());
}

TEST_P(EveryAdapter, MalformedJsonIsAnErrorNotACrash)
{
    auto d = makeDouble();
    auto provider = adapter(id(), *d);
    d->server().inject(offersMethod(), offersPath(), {200, "{\"data\": [1, 2", {}, 0, false, false});
    const Result<QList<LiveOffer>> offers = provider->offers();
    ASSERT_FALSE(offers.ok());
    EXPECT_EQ(offers.error().code, QLatin1String(ApiClient::kMalformed));
    d->server().inject(offersMethod(), offersPath(), {200, "[]", {}, 0, false, false});
    const Result<QList<LiveOffer>> wrongShape = provider->offers();
    ASSERT_FALSE(wrongShape.ok());
    EXPECT_EQ(wrongShape.error().code, QLatin1String(ApiClient::kMalformed));
}

TEST_P(EveryAdapter, ACreateWhoseAnswerIsLostIsFoundByNameAndNeverSentTwice)
{
    auto d = makeDouble();
    auto provider = adapter(id(), *d, 1500);
    // The provider makes the instance, but its answer comes too late.
    d->server().inject(createMethod(), createPath(), {0, {}, {}, 5000, true, false});
    const Result<CloudInstance> made = provider->create(launch(QStringLiteral("gp-lost")));
    ASSERT_TRUE(made.ok()) << made.error().message.toStdString();
    EXPECT_EQ(made->name, QStringLiteral("gp-lost"));
    EXPECT_EQ(d->instanceCount(), 1);
    EXPECT_EQ(d->server().count(createMethod(), createPath()), 1);
}

TEST_P(EveryAdapter, ACreateThatFailedOnTheServerIsNotSentAgainAndSaysNoneWasMade)
{
    auto d = makeDouble();
    auto provider = adapter(id(), *d);
    d->server().inject(createMethod(), createPath(), {500, "{}", {}, 0, false, false});
    const Result<CloudInstance> made = provider->create(launch(QStringLiteral("gp-failed")));
    ASSERT_FALSE(made.ok());
    EXPECT_EQ(made.error().code, QStringLiteral("provider.create_failed"));
    EXPECT_TRUE(made.error().message.contains(QStringLiteral("gp-failed")));
    EXPECT_EQ(d->instanceCount(), 0);
    EXPECT_EQ(d->server().count(createMethod(), createPath()), 1);
}

TEST_P(EveryAdapter, AnUntrustedCertificateIsRefused)
{
    auto d = makeDouble();
    ProviderEndpoint e = endpointOf(*d);
    e.trustAlso.clear();
    auto provider = makeCloudProvider(id(), ProviderDouble::kToken, e);
    const Result<QList<LiveOffer>> offers = provider->offers();
    ASSERT_FALSE(offers.ok());
    EXPECT_EQ(offers.error().code, QLatin1String(ApiClient::kNetwork));
    EXPECT_TRUE(d->server().received().isEmpty());   // the token never left
    EXPECT_EQ(provider->client().attemptsMade(), 1); // a certificate does not get better by asking again
}

TEST_P(EveryAdapter, ReleasingWhatIsGoneAlreadyIsDone)
{
    auto d = makeDouble();
    auto provider = adapter(id(), *d);
    const Result<CloudInstance> made = provider->create(launch(QStringLiteral("gp-r")));
    ASSERT_TRUE(made.ok()) << made.error().message.toStdString();
    ASSERT_TRUE(provider->release(made->id).ok());
    EXPECT_EQ(d->instanceCount(), 0);
    // The guard released it first, or the first answer was lost: the provider says 404, and nothing bills.
    const Result<Ok> again = provider->release(made->id);
    EXPECT_TRUE(again.ok()) << again.error().message.toStdString();
}

TEST_P(EveryAdapter, ANameTheAccountHasAlreadyIsRefusedBeforeAnythingIsCreated)
{
    auto d = makeDouble();
    auto provider = adapter(id(), *d);
    ASSERT_TRUE(provider->create(launch(QStringLiteral("gp-same"))).ok());
    const Result<CloudInstance> second = provider->create(launch(QStringLiteral("gp-same")));
    ASSERT_FALSE(second.ok());
    EXPECT_TRUE(second.error().message.contains(QStringLiteral("already has an instance named")))
        << second.error().message.toStdString();
    EXPECT_EQ(d->instanceCount(), 1);
    EXPECT_EQ(d->server().count(createMethod(), createPath()), 1);
}

TEST_P(EveryAdapter, ACreateAnswerCutShortIsSettledByName)
{
    auto d = makeDouble();
    auto provider = adapter(id(), *d);
    // The instance is made; its answer breaks off mid-body.
    d->server().inject(createMethod(), createPath(), {0, {}, {}, 0, true, true});
    const Result<CloudInstance> made = provider->create(launch(QStringLiteral("gp-cut")));
    ASSERT_TRUE(made.ok()) << made.error().message.toStdString();
    EXPECT_EQ(made->name, QStringLiteral("gp-cut"));
    EXPECT_EQ(d->server().count(createMethod(), createPath()), 1);
}

INSTANTIATE_TEST_SUITE_P(Providers, EveryAdapter, testing::Values("lambda", "runpod", "vast", "autodl", "paperspace"));

TEST(ProviderAmounts, OnlyFiniteBoundedNumbersOrDigitStringsAreAmounts)
{
    EXPECT_EQ(apiAmount(QJsonValue(0.44)), 0.44);
    EXPECT_EQ(apiAmount(QJsonValue(QStringLiteral("80"))), 80.0); // how Lambda's own example quotes cents
    EXPECT_FALSE(apiAmount(QJsonValue(-1.0)));
    EXPECT_FALSE(apiAmount(QJsonValue(1e300)));
    EXPECT_FALSE(apiAmount(QJsonValue(QStringLiteral("nan"))));
    EXPECT_FALSE(apiAmount(QJsonValue(QStringLiteral("cheap"))));
    EXPECT_FALSE(apiAmount(QJsonValue()));
}

TEST(VastApi, AnAbsurdPriceIsAMalformedAnswerNotAnOffer)
{
    VastDouble d;
    auto vast = adapter(QStringLiteral("vast"), d);
    d.server().inject("POST", QStringLiteral("/api/v0/bundles/"),
                      {200,
                       R"({"offers": [{"id": 1, "gpu_name": "RTX 4090", "num_gpus": 1, "dph_total": 1e300}]})",
                       {},
                       0,
                       false,
                       false});
    const Result<QList<LiveOffer>> offers = vast->offers();
    ASSERT_FALSE(offers.ok());
    EXPECT_EQ(offers.error().code, QLatin1String(ApiClient::kMalformed));
}
