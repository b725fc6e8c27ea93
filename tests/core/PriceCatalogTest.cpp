#include "core/catalog/PriceCatalog.h"
#include "core/catalog/GpuCatalog.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QJsonDocument>
#include <QLocale>
#include <QSet>

using namespace gp;

namespace {

QByteArray validProvider()
{
    return R"({
      "schema_version": 1,
      "provider": {"id": "acme", "name": "Acme GPU"},
      "offers": [
        {"id": "acme-4090", "gpu": "rtx-4090", "count": 1, "vcpus": 16, "ram_gb": 64, "region": "cn-east",
         "prices": [
           {"mode": "hourly", "amount": 1.9, "currency": "CNY", "granularity": "second", "source": "https://acme.example/prices", "date": "2026-11-01"},
           {"mode": "monthly", "amount": 900, "currency": "CNY", "granularity": "month", "source": "https://acme.example/prices", "date": "2026-11-01"}
         ]}
      ]})";
}

ProviderParse parse(const QByteArray& json)
{
    return PriceCatalog::parseProvider(json, QStringLiteral("acme.json"), GpuCatalog::builtIn());
}

QByteArray replaced(const char* from, const char* to)
{
    QByteArray json = validProvider();
    const qsizetype at = json.indexOf(from);
    EXPECT_GE(at, 0) << from;
    return json.replace(at, qstrlen(from), to);
}

void expectError(const QByteArray& json, const char* path, const char* mentions)
{
    const ProviderParse r = parse(json);
    EXPECT_FALSE(r.ok()) << path;
    bool found = false;
    for (const CatalogProblem& p : r.problems) {
        if (p.path == QLatin1String(path) && p.message.contains(QString::fromUtf8(mentions)) &&
            p.severity == CatalogProblem::Severity::Error && p.file == QLatin1String("acme.json"))
            found = true;
    }
    QStringList all;
    for (const CatalogProblem& p : r.problems)
        all << p.toString();
    EXPECT_TRUE(found) << "expected an error at " << path << " mentioning " << mentions << "; got:\n"
                       << all.join(QLatin1Char('\n')).toStdString();
}

} // namespace

TEST(PriceCatalog, ShipsEightOrMoreProvidersFromChinaAndAbroad)
{
    const PriceCatalog catalog = PriceCatalog::builtIn();
    EXPECT_GE(catalog.providers().size(), 8);
    ASSERT_TRUE(catalog.offer(QStringLiteral("autodl-rtx4090")).has_value());
    EXPECT_EQ(catalog.offer(QStringLiteral("autodl-rtx4090"))->gpuId, QStringLiteral("rtx-4090"));
    EXPECT_FALSE(catalog.offer(QStringLiteral("no-such-offer")).has_value());
    QSet<QString> countries;
    QSet<Currency> currencies;
    for (const Provider& p : catalog.providers()) {
        countries << p.country;
        for (const Offer& o : p.offers) {
            EXPECT_FALSE(o.prices.isEmpty()) << o.id.toStdString();
            for (const Price& price : o.prices) {
                currencies << price.currency;
                EXPECT_FALSE(price.source.isEmpty()) << o.id.toStdString();
                // Dated by its source, or undated with the day it was fetched kept apart: never dated by that day.
                if (price.date.isValid())
                    EXPECT_FALSE(price.source.contains(QStringLiteral("date unknown"))) << o.id.toStdString();
                else
                    EXPECT_TRUE(price.retrieved.isValid()) << o.id.toStdString();
                EXPECT_GT(price.amount, 0) << o.id.toStdString();
            }
        }
    }
    EXPECT_TRUE(countries.contains(QStringLiteral("CN")));
    EXPECT_TRUE(countries.contains(QStringLiteral("US")));
    EXPECT_EQ(currencies.size(), 2);
    for (const char* id : {"autodl", "alibaba", "tencent", "runpod", "lambda", "vast", "aws"})
        EXPECT_TRUE(catalog.provider(QString::fromLatin1(id)).has_value()) << id;
}

TEST(PriceCatalog, EveryShippedFileValidatesWithoutWarnings)
{
    for (const Provider& p : PriceCatalog::builtIn().providers()) {
        QFile file(QStringLiteral(":/catalog/providers/") + p.file);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << p.file.toStdString();
        const ProviderParse r = PriceCatalog::parseProvider(file.readAll(), p.file, GpuCatalog::builtIn());
        EXPECT_TRUE(r.ok());
        for (const CatalogProblem& problem : r.problems)
            ADD_FAILURE() << problem.toString().toStdString();
    }
}

TEST(PriceCatalog, ParsesAValidProvider)
{
    const ProviderParse r = parse(validProvider());
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.problems.isEmpty());
    const Offer& offer = r.provider->offers.first();
    EXPECT_EQ(offer.gpuId, QStringLiteral("rtx-4090"));
    EXPECT_DOUBLE_EQ(offer.price(BillingMode::Hourly)->amount, 1.9);
    EXPECT_EQ(offer.price(BillingMode::Hourly)->granularity, Granularity::Second);
    EXPECT_FALSE(offer.price(BillingMode::Spot).has_value());
}

TEST(PriceCatalog, MalformedInputIsReportedWithFilePathAndReason)
{
    expectError(validProvider().left(120), "", "JSON"); // truncated
    expectError(replaced("\"count\": 1", "\"count\": \"one\""), "offers[0].count", "whole number");
    expectError(replaced("\"amount\": 1.9", "\"amount\": -1.9"), "offers[0].prices[0].amount", "negative");
    expectError(replaced("\"amount\": 1.9", "\"amount\": 0"), "offers[0].prices[0].amount", "never written as 0");
    expectError(replaced("\"amount\": 1.9", "\"amount\": \"1.9\""), "offers[0].prices[0].amount", "number");
    expectError(replaced("\"rtx-4090\"", "\"rtx-9090\""), "offers[0].gpu", "rtx-9090");
    expectError(replaced("\"currency\": \"CNY\"", "\"currency\": \"EUR\""), "offers[0].prices[0].currency", "EUR");
    expectError(replaced("\"mode\": \"hourly\"", "\"mode\": \"yearly\""), "offers[0].prices[0].mode", "yearly");
    expectError(replaced("\"date\": \"2026-11-01\"", "\"date\": \"last week\""), "offers[0].prices[0].date",
                "last week");
    expectError(
        replaced("\"source\": \"https://acme.example/prices\", \"date\": \"2026-11-01\"}", "\"date\": \"2026-11-01\"}"),
        "offers[0].prices[0].source", "required");
    expectError(replaced("\"schema_version\": 1", "\"schema_version\": 2"), "schema_version", "newer");
    expectError(replaced("\"id\": \"acme\"", "\"id\": \"Acme Cloud\""), "provider.id", "Acme Cloud");
}

TEST(PriceCatalog, EveryProblemInAFileIsReportedAtOnce)
{
    QByteArray json = replaced("\"amount\": 1.9", "\"amount\": -1");
    json.replace("\"currency\": \"CNY\", \"granularity\": \"month\"",
                 "\"currency\": \"GBP\", \"granularity\": \"month\"");
    const ProviderParse r = parse(json);
    EXPECT_FALSE(r.ok());
    EXPECT_GE(r.problems.size(), 2);
}

TEST(PriceCatalog, SpotAtOrAboveOnDemandIsAWarningNotAnError)
{
    QByteArray json = validProvider();
    json.replace(
        "\"prices\": [",
        R"("prices": [{"mode": "spot", "amount": 3.5, "currency": "CNY", "granularity": "second", "source": "https://acme.example/spot", "date": "2026-11-01"},)");
    const ProviderParse r = parse(json);
    ASSERT_TRUE(r.ok());
    ASSERT_EQ(r.problems.size(), 1);
    EXPECT_EQ(r.problems.first().severity, CatalogProblem::Severity::Warning);
    EXPECT_EQ(r.problems.first().path, QStringLiteral("offers[0].prices"));
}

TEST(PriceCatalog, PricesOlderThanNinetyDaysAreStale)
{
    Price p;
    p.date = QDate(2026, 8, 31);
    EXPECT_FALSE(p.isStale(QDate(2026, 11, 29))); // 90 days
    EXPECT_TRUE(p.isStale(QDate(2026, 11, 30)));  // 91 days
}

TEST(PriceCatalog, UserPricesWinAndAreMarked)
{
    PriceCatalog catalog = PriceCatalog::builtIn();
    const Offer before = catalog.provider(QStringLiteral("autodl"))->offers.first();
    Provider mine;
    mine.id = QStringLiteral("autodl");
    mine.name = QStringLiteral("AutoDL");
    Offer offer = before;
    Price price;
    price.mode = BillingMode::Hourly;
    price.amount = 1.5;
    price.currency = Currency::CNY;
    price.date = QDate(2020, 1, 1); // older than the catalog's, and still wins: it is the user's
    price.source = QStringLiteral("my invoice");
    offer.prices = {price};
    mine.offers = {offer};
    catalog.merge(mine);
    const Offer after = catalog.provider(QStringLiteral("autodl"))->offers.first();
    ASSERT_TRUE(after.price(BillingMode::Hourly).has_value());
    EXPECT_DOUBLE_EQ(after.price(BillingMode::Hourly)->amount, 1.5);
    EXPECT_TRUE(after.price(BillingMode::Hourly)->userOverride);
    EXPECT_EQ(after.prices.size(), before.prices.size() + 1); // the catalog's price is kept, not lost

    Provider fresh;
    fresh.id = QStringLiteral("my-lab");
    fresh.name = QStringLiteral("My lab");
    fresh.offers = {offer};
    catalog.merge(fresh);
    EXPECT_TRUE(catalog.provider(QStringLiteral("my-lab")).has_value());
}

TEST(PriceCatalog, JsonRoundTrip)
{
    const Provider original = *parse(validProvider()).provider;
    const QByteArray json = QJsonDocument(PriceCatalog::toJson(original)).toJson();
    const ProviderParse again = PriceCatalog::parseProvider(json, QStringLiteral("x.json"), GpuCatalog::builtIn());
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again.provider->offers.first().prices.size(), 2);
    EXPECT_EQ(again.provider->offers.first().price(BillingMode::Monthly)->amount, 900);
}

TEST(PriceCatalog, LoadSkipsBadUserFilesButKeepsGoodOnes)
{
    test::TempDir dir;
    QFile good(dir.filePath(QStringLiteral("acme.json")));
    ASSERT_TRUE(good.open(QIODevice::WriteOnly));
    good.write(validProvider());
    good.close();
    QFile bad(dir.filePath(QStringLiteral("broken.json")));
    ASSERT_TRUE(bad.open(QIODevice::WriteOnly));
    bad.write("{\"schema_version\": 1, \"provider\": ");
    bad.close();
    QList<CatalogProblem> problems;
    const PriceCatalog catalog = PriceCatalog::load(dir.path(), &problems);
    ASSERT_TRUE(catalog.provider(QStringLiteral("acme")).has_value());
    EXPECT_TRUE(catalog.provider(QStringLiteral("acme"))->userDefined);
    ASSERT_EQ(problems.size(), 1);
    EXPECT_TRUE(problems.first().file.endsWith(QStringLiteral("broken.json")));
    EXPECT_EQ(catalog.providers().size(), PriceCatalog::builtIn().providers().size() + 1);
}

TEST(PriceCatalog, AnUndatedPriceIsStaleSaysSoAndAFetchDayIsNotItsDate)
{
    const auto provider = [](const char* fields) -> QByteArray {
        return QByteArray(R"({"schema_version": 1,
                "provider": {"id": "u", "name": "U", "country": "US", "website": "https://example.com"},
                "offers": [{"id": "u-1", "gpu": "a100-80gb", "count": 1, "region": "x", "interconnect": "none",
                    "prices": [{"mode": "hourly", "amount": 1, "currency": "USD", "granularity": "second", )") +
               fields + "}]}]}";
    };
    // Undated: kept, stale whatever today is, shown as "date unknown", with its fetch day and confidence.
    const ProviderParse p = parse(provider(R"j("source": "https://acme.example/vms.csv", "date": null,
                               "retrieved": "2026-11-29", "confidence": "listed")j"));
    ASSERT_TRUE(p.ok()) << (p.problems.isEmpty() ? std::string() : p.problems.first().toString().toStdString());
    const Price& price = p.provider->offers.first().prices.first();
    EXPECT_FALSE(price.date.isValid());
    EXPECT_TRUE(price.isStale(QDate(2026, 11, 30)));
    EXPECT_EQ(price.dateText(), QStringLiteral("date unknown"));
    EXPECT_EQ(price.retrieved, QDate(2026, 11, 29));
    EXPECT_EQ(price.confidence, Confidence::Listed);
    const QJsonObject json = priceJson(price, QDate(2026, 11, 30));
    EXPECT_TRUE(json.value(QStringLiteral("date")).isNull());
    EXPECT_EQ(json.value(QStringLiteral("confidence")).toString(), QStringLiteral("listed"));
    EXPECT_TRUE(json.value(QStringLiteral("stale")).toBool());
    // Written back as read.
    const ProviderParse again = PriceCatalog::parseProvider(QJsonDocument(PriceCatalog::toJson(*p.provider)).toJson(),
                                                            QStringLiteral("u.json"), GpuCatalog::builtIn());
    ASSERT_TRUE(again.ok());
    EXPECT_FALSE(again.provider->offers.first().prices.first().date.isValid());
    // The mistakes: the fetch day as the date of a source that says its date is unknown, a missing date, an unknown
    // confidence. Each is refused with its field named.
    expectError(provider(R"j("source": "org/catalog vms.csv @ abc (retrieved 2026-11-29; commit date unknown)",
                         "date": "2026-11-29")j"),
                "offers[0].prices[0].date", "unknown");
    expectError(provider(R"j("source": "https://example.com")j"), "offers[0].prices[0].date", "");
    expectError(provider(R"j("source": "https://example.com", "date": "2026-11-01", "confidence": "sure")j"),
                "offers[0].prices[0].confidence", "sure");
}

TEST(PriceCatalog, AMedianOfOffersIsNeverSetAgainstAListPriceOrAFloorOfTheSameOffer)
{
    // Vast.ai's shipped 8 × H100 had a median on-demand price beside 8 × the interruptible floor as its spot price.
    expectError(replaced(R"("granularity": "second", "source": "https://acme.example/prices", "date": "2026-11-01"})",
                         R"("granularity": "second", "source": "https://acme.example/prices", "date": "2026-11-01",
                            "aggregation": "median_of_offers"})"),
                "offers[0].prices", "median_of_offers");
    // The same kind throughout is fine.
    EXPECT_TRUE(parse(validProvider()).ok());
}

TEST(GpuCatalog, APurchasePriceReadFromAPageAboutAnotherCardIsRefused)
{
    const auto catalog = [](const char* source) -> QByteArray {
        return QByteArray(R"({"schema_version": 1, "gpus": [
            {"id": "l4", "name": "L4", "memory_gb": 24, "bandwidth_gbps": 300, "tflops": {"bf16": 121}},
            {"id": "t4", "name": "T4", "memory_gb": 16, "bandwidth_gbps": 320, "tflops": {"fp16": 65}},
            {"id": "a10g", "name": "A10G", "memory_gb": 24, "bandwidth_gbps": 600, "tflops": {"bf16": 70},
             "purchase": {"price": 2500, "currency": "USD", "date": "2026-01-01", "source": ")") +
               source + "\"}}]}";
    };
    // The shipped A10G price cited a T4 page, and the RTX A6000's an L4 page.
    const Result<GpuCatalog> wrong = GpuCatalog::fromJson(
        catalog("https://chipversus.com/hardware/gpu/tesla-t4 (A10G MSRP)"), QStringLiteral("g.json"));
    ASSERT_FALSE(wrong.ok());
    EXPECT_TRUE(wrong.error().message.contains(QStringLiteral("gpus[2].purchase.source")));
    EXPECT_TRUE(wrong.error().message.contains(QStringLiteral("about T4, not A10G")))
        << wrong.error().message.toStdString();
    // A page about the card itself, or a source without a link, is fine; so is the shipped catalog.
    EXPECT_TRUE(GpuCatalog::fromJson(catalog("https://example.com/gpu/nvidia-a10g"), QStringLiteral("g.json")).ok());
    EXPECT_TRUE(GpuCatalog::fromJson(catalog("a distributor quote"), QStringLiteral("g.json")).ok());
    EXPECT_FALSE(GpuCatalog::builtIn().gpus().isEmpty());
}

TEST(GpuCatalog, TheBf16ColumnNeverShowsAnFp16RateOrAMeasurementAsAPeak)
{
    const GpuCatalog& gpus = GpuCatalog::builtIn();
    for (const char* id : {"t4", "v100-32gb", "ascend-910b"}) {
        const auto g = gpus.find(QString::fromLatin1(id));
        ASSERT_TRUE(g) << id;
        EXPECT_TRUE(GpuCatalog::bf16Text(*g).startsWith(QStringLiteral("none (FP16 "))) << id;
    }
    EXPECT_EQ(GpuCatalog::bf16Text(*gpus.find(QStringLiteral("a10g"))), QStringLiteral("≈ 70.0 (measured)"));
    const auto h100 = gpus.find(QStringLiteral("h100-sxm"));
    EXPECT_EQ(GpuCatalog::bf16Text(*h100), QLocale().toString(h100->tflopsBf16, 'f', 1));
}
