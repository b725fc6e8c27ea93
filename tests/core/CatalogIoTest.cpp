#include "core/catalog/GpuCatalog.h"
#include "core/catalog/SkyPilotImporter.h"
#include "core/catalog/UserCatalogStore.h"
#include "core/network/CatalogRefresher.h"
#include "support/LocalHttpServer.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>

using namespace gp;

namespace {

QByteArray providerJson(const char* id, double hourly)
{
    return QStringLiteral(R"({"schema_version": 1, "provider": {"id": "%1", "name": "%1"},
      "offers": [{"id": "%1-4090", "gpu": "rtx-4090", "count": 1, "prices": [
        {"mode": "hourly", "amount": %2, "currency": "CNY", "granularity": "second", "source": "https://test.example/p", "date": "2026-11-01"}]}]})")
        .arg(QLatin1String(id))
        .arg(hourly)
        .toUtf8();
}

QByteArray bundle(const QList<QByteArray>& providers)
{
    QJsonArray array;
    for (const QByteArray& p : providers)
        array.append(QJsonDocument::fromJson(p).object());
    QJsonObject root;
    root.insert(QStringLiteral("schema_version"), 1);
    root.insert(QStringLiteral("providers"), array);
    return QJsonDocument(root).toJson();
}

QString write(const test::TempDir& dir, const char* name, const QByteArray& data)
{
    QFile f(dir.filePath(QString::fromLatin1(name)));
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(data);
    return f.fileName();
}

QByteArray read(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

RefreshOutcome refresh(CatalogRefresher& refresher, const QUrl& url)
{
    QSignalSpy spy(&refresher, &CatalogRefresher::finished);
    refresher.start(url);
    EXPECT_TRUE(spy.wait(20000));
    return spy.isEmpty() ? RefreshOutcome{} : spy.first().first().value<RefreshOutcome>();
}

} // namespace

Q_DECLARE_METATYPE(gp::RefreshOutcome)

TEST(UserCatalogStore, ImportValidatesAndNeverReplacesAGoodFileWithABadOne)
{
    test::TempDir dir;
    UserCatalogStore store(dir.filePath(QStringLiteral("catalogs")));
    const UserCatalogStore::ImportResult ok = store.importFile(write(dir, "mine.json", providerJson("mine", 1.5)));
    ASSERT_TRUE(ok.imported);
    EXPECT_EQ(ok.providerId, QStringLiteral("mine"));
    const QByteArray good = read(store.directory() + QStringLiteral("/mine.json"));
    ASSERT_FALSE(good.isEmpty());

    QByteArray broken = providerJson("mine", 1.5);
    broken.replace("\"CNY\"", "\"EUR\"");
    const UserCatalogStore::ImportResult bad = store.importFile(write(dir, "broken.json", broken));
    EXPECT_FALSE(bad.imported);
    ASSERT_FALSE(bad.problems.isEmpty());
    EXPECT_TRUE(bad.problems.first().toString().contains(QStringLiteral("offers[0].prices[0].currency")));
    EXPECT_EQ(read(store.directory() + QStringLiteral("/mine.json")), good);
    EXPECT_TRUE(store.load().provider(QStringLiteral("mine")).has_value());
}

TEST(UserCatalogStore, EditedPriceWinsIsMarkedAndExports)
{
    test::TempDir dir;
    UserCatalogStore store(dir.filePath(QStringLiteral("catalogs")));
    Price mine;
    mine.mode = BillingMode::Monthly;
    mine.amount = 888;
    mine.currency = Currency::CNY;
    mine.granularity = Granularity::Month;
    mine.source = QStringLiteral("quote from sales, 2026-11-20");
    mine.date = QDate(2026, 11, 20);
    ASSERT_TRUE(store.setPrice(QStringLiteral("autodl"), QStringLiteral("autodl-rtx4090"), mine).ok());
    const PriceCatalog merged = store.load();
    const auto offer = merged.provider(QStringLiteral("autodl"))->offers.first();
    ASSERT_TRUE(offer.price(BillingMode::Monthly).has_value());
    EXPECT_DOUBLE_EQ(offer.price(BillingMode::Monthly)->amount, 888);
    EXPECT_TRUE(offer.price(BillingMode::Monthly)->userOverride);
    EXPECT_FALSE(offer.price(BillingMode::Hourly)->userOverride); // the catalog's hourly price is untouched

    mine.amount = 850; // editing again replaces, not duplicates
    ASSERT_TRUE(store.setPrice(QStringLiteral("autodl"), QStringLiteral("autodl-rtx4090"), mine).ok());
    EXPECT_DOUBLE_EQ(
        store.load().provider(QStringLiteral("autodl"))->offers.first().price(BillingMode::Monthly)->amount, 850);

    const QString exported = dir.filePath(QStringLiteral("export.json"));
    ASSERT_TRUE(store.exportProvider(QStringLiteral("autodl"), exported).ok());
    const ProviderParse again = PriceCatalog::parseProvider(read(exported), exported, GpuCatalog::builtIn());
    ASSERT_TRUE(again.ok());
    EXPECT_DOUBLE_EQ(again.provider->offers.first().price(BillingMode::Monthly)->amount, 850);

    EXPECT_FALSE(store.setPrice(QStringLiteral("autodl"), QStringLiteral("no-such-offer"), mine).ok());
    EXPECT_FALSE(store.setPrice(QStringLiteral("nobody"), QStringLiteral("x"), mine).ok());
}

class CatalogRefresh : public ::testing::Test
{
protected:
    void SetUp() override { qRegisterMetaType<gp::RefreshOutcome>(); }
    test::TempDir dir;
    LocalHttpServer server;
    QString cache() const { return dir.filePath(QStringLiteral("refreshed/catalog.json")); }
};

TEST_F(CatalogRefresh, GoodDownloadReplacesTheCacheAndFeedsTheCatalog)
{
    server.route(QStringLiteral("/catalog.json"),
                 {200, bundle({providerJson("autodl", 1.66), providerJson("newcloud", 2.0)}), {{"ETag", "\"v1\""}}, 0});
    CatalogRefresher refresher(cache());
    const RefreshOutcome outcome = refresh(refresher, server.url(QStringLiteral("/catalog.json")));
    EXPECT_EQ(outcome.kind, RefreshOutcome::Kind::Updated) << outcome.message.toStdString();
    EXPECT_EQ(outcome.providers, 2);
    UserCatalogStore store(dir.path());
    const PriceCatalog catalog = store.load();
    // The refreshed AutoDL replaces the shipped one; a new provider appears.
    EXPECT_DOUBLE_EQ(catalog.provider(QStringLiteral("autodl"))->offers.first().price(BillingMode::Hourly)->amount,
                     1.66);
    EXPECT_TRUE(catalog.provider(QStringLiteral("newcloud")).has_value());
}

TEST_F(CatalogRefresh, NotModifiedUsesTheConditionalRequest)
{
    server.route(QStringLiteral("/c"), {200,
                                        bundle({providerJson("autodl", 1.7)}),
                                        {{"ETag", "\"abc\""}, {"Last-Modified", "Sun, 29 Nov 2026 10:00:00 GMT"}},
                                        0});
    CatalogRefresher refresher(cache());
    ASSERT_EQ(refresh(refresher, server.url(QStringLiteral("/c"))).kind, RefreshOutcome::Kind::Updated);
    const QByteArray before = read(cache());
    server.route(QStringLiteral("/c"), {304, {}, {{"ETag", "\"abc\""}}, 0});
    const RefreshOutcome second = refresh(refresher, server.url(QStringLiteral("/c")));
    EXPECT_EQ(second.kind, RefreshOutcome::Kind::NotModified) << second.message.toStdString();
    ASSERT_EQ(server.requests().size(), 2);
    EXPECT_EQ(server.requests().at(1).value("if-none-match"), QByteArray("\"abc\""));
    EXPECT_EQ(server.requests().at(1).value("if-modified-since"), QByteArray("Sun, 29 Nov 2026 10:00:00 GMT"));
    EXPECT_FALSE(server.requests().at(0).contains("if-none-match")); // nothing cached yet on the first request
    EXPECT_EQ(read(cache()), before);

    // Another URL gets no validator: its bundle is downloaded, never answered "up to date" for the old one's.
    server.route(QStringLiteral("/other"), {200, bundle({providerJson("autodl", 2.5)}), {{"ETag", "\"abc\""}}, 0});
    const RefreshOutcome other = refresh(refresher, server.url(QStringLiteral("/other")));
    EXPECT_EQ(other.kind, RefreshOutcome::Kind::Updated) << other.message.toStdString();
    ASSERT_EQ(server.requests().size(), 3);
    EXPECT_FALSE(server.requests().at(2).contains("if-none-match"));
    EXPECT_FALSE(server.requests().at(2).contains("if-modified-since"));
}

TEST_F(CatalogRefresh, MalformedOversizedSlowAndFailingDownloadsKeepTheLastGoodCopy)
{
    server.route(QStringLiteral("/good"), {200, bundle({providerJson("autodl", 1.7)}), {}, 0});
    CatalogRefresher refresher(cache());
    ASSERT_EQ(refresh(refresher, server.url(QStringLiteral("/good"))).kind, RefreshOutcome::Kind::Updated);
    const QByteArray good = read(cache());

    QByteArray invalidPrice = providerJson("autodl", 1.7);
    invalidPrice.replace("1.7", "-3");
    server.route(QStringLiteral("/invalid"), {200, bundle({invalidPrice}), {}, 0});
    server.route(QStringLiteral("/truncated"), {200, bundle({providerJson("autodl", 1.7)}).left(40), {}, 0});
    server.route(QStringLiteral("/huge"),
                 {200, QByteArray(64 * 1024, ' ') + bundle({providerJson("autodl", 1.7)}), {}, 0});
    server.route(QStringLiteral("/slow"), {200, bundle({providerJson("autodl", 9.9)}), {}, 200});
    server.route(QStringLiteral("/error"), {500, "oops", {}, 0});
    refresher.setMaxBytes(16 * 1024);
    refresher.setTimeoutMs(1500);

    const RefreshOutcome invalid = refresh(refresher, server.url(QStringLiteral("/invalid")));
    EXPECT_EQ(invalid.kind, RefreshOutcome::Kind::Failed);
    ASSERT_FALSE(invalid.problems.isEmpty());
    EXPECT_TRUE(invalid.problems.first().path.contains(QStringLiteral("amount")));
    const RefreshOutcome truncated = refresh(refresher, server.url(QStringLiteral("/truncated")));
    EXPECT_EQ(truncated.kind, RefreshOutcome::Kind::Failed);
    EXPECT_TRUE(truncated.message.contains(QStringLiteral("JSON")));
    const RefreshOutcome huge = refresh(refresher, server.url(QStringLiteral("/huge")));
    EXPECT_EQ(huge.kind, RefreshOutcome::Kind::Failed);
    EXPECT_TRUE(huge.message.contains(QStringLiteral("limit"))) << huge.message.toStdString();
    const RefreshOutcome slow = refresh(refresher, server.url(QStringLiteral("/slow")));
    EXPECT_EQ(slow.kind, RefreshOutcome::Kind::Failed);
    EXPECT_TRUE(slow.message.contains(QStringLiteral("seconds"))) << slow.message.toStdString();
    const RefreshOutcome error = refresh(refresher, server.url(QStringLiteral("/error")));
    EXPECT_EQ(error.kind, RefreshOutcome::Kind::Failed);
    EXPECT_TRUE(error.message.contains(QStringLiteral("500"))) << error.message.toStdString();

    EXPECT_EQ(read(cache()), good);
    EXPECT_FALSE(QFile::exists(cache() + QStringLiteral(".tmp")));
}

TEST_F(CatalogRefresh, OnlyHttpsOrLoopback)
{
    EXPECT_TRUE(CatalogRefresher::checkUrl(QUrl(QStringLiteral("https://prices.example.com/catalog.json"))).ok());
    EXPECT_TRUE(CatalogRefresher::checkUrl(QUrl(QStringLiteral("http://127.0.0.1:8080/c.json"))).ok());
    EXPECT_FALSE(CatalogRefresher::checkUrl(QUrl(QStringLiteral("http://prices.example.com/catalog.json"))).ok());
    EXPECT_FALSE(CatalogRefresher::checkUrl(QUrl(QStringLiteral("ftp://127.0.0.1/c.json"))).ok());
    CatalogRefresher refresher(cache());
    EXPECT_EQ(refresh(refresher, QUrl(QStringLiteral("http://prices.example.com/c.json"))).kind,
              RefreshOutcome::Kind::Failed);
}

// Rows as they appear in skypilot-org/skypilot-catalog (verbatim values from the v7/v8 files, GpuInfo shortened),
// including its known defects.
TEST(SkyPilotImporter, ReadsEveryCloudsColumnOrderAndHandlesItsMess)
{
    const QByteArray aws =
        "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region,AvailabilityZone,"
        "Arch\n"
        "p5.48xlarge,H100,8.0,192.0,2048.0,\"{'Gpus': [{'Name': 'H100', 'Manufacturer': 'NVIDIA', 'Count': 8, "
        "'MemoryInfo': {'SizeInMiB': 81920}}], 'TotalGpuMemoryInMiB': "
        "655360}\",55.04,17.628900,us-east-1,use1-az6,x86_64\n"
        "p5.48xlarge,H100,8.0,192.0,2048.0,\"{'Gpus': []}\",55.04,55.04,us-east-1,use1-az1,x86_64\n"
        "p4de.24xlarge,A100-80GB,8.0,96.0,1152.0,\"{}\",27.44705,8.650500,us-east-1,use1-az6,x86_64\n"
        "g6.4xlarge,L4,1.0,16.0,64.0,\"{}\",1.3232,0.678500,us-east-1,use1-az6,x86_64\n"
        "g5.xlarge,A10G,1.0,4.0,16.0,\"{}\",1.006,0.4,us-east-1,use1-az6,x86_64\n"
        "dl1.24xlarge,Gaudi HL-205,8.0,96.0,768.0,\"{}\",13.10904,3.9327,us-east-1,use1-az6,x86_64\n"
        "m5.large,,,2.0,8.0,,0.096,0.04,us-east-1,use1-az6,x86_64\n";
    SkyPilotImporter::Output out = SkyPilotImporter::import(aws, QStringLiteral("aws/vms.csv"),
                                                            QStringLiteral("skypilot-aws"), QDate(2026, 11, 29));
    ASSERT_TRUE(out.provider.has_value());
    ASSERT_EQ(out.provider->offers.size(), 4); // two p5 zones collapse; Gaudi unknown; the CPU VM skipped
    const Offer& p5 = out.provider->offers.at(0);
    EXPECT_EQ(p5.gpuId, QStringLiteral("h100-sxm"));
    EXPECT_EQ(p5.gpuCount, 8);
    EXPECT_DOUBLE_EQ(p5.price(BillingMode::Hourly)->amount, 55.04);
    EXPECT_DOUBLE_EQ(p5.price(BillingMode::Spot)->amount, 17.6289); // the zone with spot equal to on-demand is not used
    EXPECT_EQ(p5.price(BillingMode::Hourly)->currency, Currency::USD);
    EXPECT_EQ(out.provider->offers.at(1).gpuId, QStringLiteral("a100-80gb"));
    EXPECT_EQ(out.rowsSkipped, 2);
    EXPECT_EQ(out.provider->offers.at(3).gpuId, QStringLiteral("a10g"));
    bool warnedUnknown = false, warnedSpot = false;
    for (const CatalogProblem& p : out.problems) {
        warnedUnknown |= p.message.contains(QStringLiteral("Gaudi"));
        warnedSpot |= p.message.contains(QStringLiteral("not below"));
    }
    EXPECT_TRUE(warnedUnknown);
    EXPECT_TRUE(warnedSpot);
    // What the importer produced is a valid provider file.
    const ProviderParse check =
        PriceCatalog::parseProvider(PriceCatalog::toJson(*out.provider), QStringLiteral("x"), GpuCatalog::builtIn());
    EXPECT_TRUE(check.ok());

    const QByteArray runpod = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Region,SpotPrice,"
                              "Price,AvailabilityZone\n"
                              "1x_A100-80GB_SECURE,A100-80GB,1.0,8.0,80.0,A100-80GB,US,1.19,1.64,US-TX-1\n"
                              "8x_L40S_SECURE,L40S,8.0,1024.0,6016.0,L40S,US,6.88,3.44,US-TX-1\n";
    out = SkyPilotImporter::import(runpod, QStringLiteral("runpod/vms.csv"), QStringLiteral("skypilot-runpod"),
                                   QDate(2026, 11, 29));
    ASSERT_TRUE(out.provider.has_value());
    ASSERT_EQ(out.provider->offers.size(), 2);
    EXPECT_DOUBLE_EQ(out.provider->offers.at(0).price(BillingMode::Spot)->amount, 1.19);
    const Offer& l40s = out.provider->offers.at(1);
    EXPECT_FALSE(l40s.vcpus.has_value());                    // 1024 vCPUs / 6016 GiB are not real
    EXPECT_FALSE(l40s.price(BillingMode::Spot).has_value()); // spot 6.88 above on-demand 3.44

    const QByteArray vast =
        "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region\n"
        "1x-RTX_4090-32-65536,RTX4090,1,32,64.0,\"{}\",0.40,0.00,\"Washington, US, NA\"\n"
        "1x-A100_PCIE-32-65536,A100,1,32,64.0,\"{'Gpus': [{'Name': 'A100', 'MemoryInfo': {'SizeInMiB': "
        "81920}}]}\",0.87,0.00,\"Oklahoma, US, NA\"\n";
    out = SkyPilotImporter::import(vast, QStringLiteral("vast/vms.csv"), QStringLiteral("skypilot-vast"),
                                   QDate(2026, 11, 29));
    ASSERT_TRUE(out.provider.has_value());
    EXPECT_FALSE(out.provider->offers.at(0).price(BillingMode::Spot).has_value()); // 0.00 means "none"
    EXPECT_EQ(out.provider->offers.at(0).region, QStringLiteral("Washington, US, NA"));
    EXPECT_FALSE(out.provider->offers.at(0).vcpus.has_value()); // Vast's 32/64 placeholder
    // "A100" with 80 GiB of memory, in an instance type that says PCIe: the PCIe card, not the SXM one.
    EXPECT_EQ(out.provider->offers.at(1).gpuId, QStringLiteral("a100-pcie-80gb"));

    const QByteArray gcp = "InstanceType,vCPUs,MemoryGiB,AcceleratorName,AcceleratorCount,GpuInfo,Region,"
                           "AvailabilityZone,Price,SpotPrice\n"
                           ",,,H100,8,\"{}\",us-central1,us-central1-a,33.60609,23.9408\n";
    out = SkyPilotImporter::import(gcp, QStringLiteral("gcp/vms.csv"), QStringLiteral("skypilot-gcp"),
                                   QDate(2026, 11, 29));
    EXPECT_FALSE(out.provider.has_value()); // GPU-only rows cannot be priced without their host
    EXPECT_FALSE(out.problems.isEmpty());

    out = SkyPilotImporter::import("InstanceType,vCPUs\nx,1\n", QStringLiteral("bad.csv"), QStringLiteral("x"),
                                   QDate(2026, 11, 29));
    ASSERT_FALSE(out.provider.has_value());
    EXPECT_TRUE(out.problems.first().message.contains(QStringLiteral("AcceleratorName")));
}

TEST(SkyPilotImporter, GpuNameVariants)
{
    EXPECT_EQ(SkyPilotImporter::mapGpu(QStringLiteral("H100"), QStringLiteral("gpu_1x_h100_pcie"), 0),
              QStringLiteral("h100-pcie"));
    EXPECT_EQ(SkyPilotImporter::mapGpu(QStringLiteral("H100"), QStringLiteral("gpu_1x_h100_sxm5"), 0),
              QStringLiteral("h100-sxm"));
    EXPECT_EQ(SkyPilotImporter::mapGpu(QStringLiteral("A100"), QStringLiteral("gpu_1x_a100"), 40960),
              QStringLiteral("a100-40gb"));
    EXPECT_EQ(SkyPilotImporter::mapGpu(QStringLiteral("A100-80GB-SXM"), QString(), 0), QStringLiteral("a100-80gb"));
    // RunPod's plain "A100-80GB" is the PCIe card (its SXM one says so); AWS's p4de "A100-80GB" is SXM.
    EXPECT_EQ(SkyPilotImporter::mapGpu(QStringLiteral("A100-80GB"), QStringLiteral("1x_A100-80GB_SECURE"), 0),
              QStringLiteral("a100-pcie-80gb"));
    EXPECT_EQ(SkyPilotImporter::mapGpu(QStringLiteral("A100-80GB-SXM"), QStringLiteral("1x_A100-80GB-SXM_SECURE"), 0),
              QStringLiteral("a100-80gb"));
    EXPECT_EQ(SkyPilotImporter::mapGpu(QStringLiteral("A100-80GB"), QStringLiteral("p4de.24xlarge"), 0),
              QStringLiteral("a100-80gb"));
    EXPECT_EQ(SkyPilotImporter::mapGpu(QStringLiteral("A100"), QStringLiteral("1x-A100_PCIE-32-65536"), 81920),
              QStringLiteral("a100-pcie-80gb"));
    EXPECT_EQ(SkyPilotImporter::mapGpu(QStringLiteral("RTX 4090"), QString(), 0), QStringLiteral("rtx-4090"));
    EXPECT_EQ(SkyPilotImporter::mapGpu(QStringLiteral("RTX6000-Ada"), QString(), 0), QStringLiteral("rtx-6000-ada"));
    EXPECT_EQ(SkyPilotImporter::mapGpu(QStringLiteral("G49"), QString(), 0), QString()); // masked names stay unknown
    EXPECT_EQ(SkyPilotImporter::parseCsvLine(QStringLiteral("a,\"b, \"\"c\"\"\",d")),
              (QStringList{QStringLiteral("a"), QStringLiteral("b, \"c\""), QStringLiteral("d")}));
}
