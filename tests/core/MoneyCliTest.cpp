#include "core/money/Money.h"
#include "support/CliRunner.h"
#include "support/LocalHttpServer.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

namespace {

using gp::test::CliResult;
using gp::test::words;

// Runs the real CLI with its own data directory, so catalog imports in one test never leak into another.
class MoneyCli : public ::testing::Test
{
protected:
    gp::test::TempDir home;

    CliResult cli(const QStringList& args) { return gp::test::runCliWithHome(gp::test::cliPath(), home.path(), args); }

    QString write(const char* name, const QByteArray& data)
    {
        QFile f(home.filePath(QString::fromLatin1(name)));
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(data);
        return f.fileName();
    }
};

} // namespace

TEST_F(MoneyCli, CatalogListJsonHasGpusAndProvidersWithDatedSourcedPrices)
{
    const CliResult r = cli(words("catalog list --json"));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject o = r.json();
    const QJsonArray gpus = o.value(QStringLiteral("gpus")).toArray();
    ASSERT_GE(gpus.size(), 20);
    bool sawH100 = false;
    for (const QJsonValue& g : gpus) {
        const QJsonObject gpu = g.toObject();
        if (gpu.value(QStringLiteral("id")).toString() == QLatin1String("h100-sxm")) {
            sawH100 = true;
            EXPECT_DOUBLE_EQ(gpu.value(QStringLiteral("memory_gb")).toDouble(), 80);
            EXPECT_DOUBLE_EQ(gpu.value(QStringLiteral("bf16_tflops")).toDouble(), 989.4);
            EXPECT_TRUE(gpu.contains(QStringLiteral("purchase")));
        }
    }
    EXPECT_TRUE(sawH100);
    // The cards people rent beyond the flagship ones, with their datasheet memory, bandwidth, dense BF16 and a source.
    const struct
    {
        const char* id;
        double memory;
        double bandwidth;
        double bf16;
    } rented[] = {
        {"a100-pcie-80gb", 80, 1935, 312}, {"a100-pcie-40gb", 40, 1555, 312},  {"a40", 48, 696, 149.7},
        {"rtx-4080", 16, 716.8, 97.5},     {"rtx-4080-super", 16, 736, 104.4}, {"rtx-4070-ti-super", 16, 672, 88.2},
        {"rtx-3080", 10, 760, 59.5},       {"rtx-3060-12gb", 12, 360, 25.5}};
    for (const auto& card : rented) {
        QJsonObject found;
        for (const QJsonValue& g : gpus)
            if (g.toObject().value(QStringLiteral("id")).toString() == QLatin1String(card.id))
                found = g.toObject();
        ASSERT_FALSE(found.isEmpty()) << card.id;
        EXPECT_DOUBLE_EQ(found.value(QStringLiteral("memory_gb")).toDouble(), card.memory) << card.id;
        EXPECT_DOUBLE_EQ(found.value(QStringLiteral("bandwidth_gbps")).toDouble(), card.bandwidth) << card.id;
        EXPECT_DOUBLE_EQ(found.value(QStringLiteral("bf16_tflops")).toDouble(), card.bf16) << card.id;
        EXPECT_FALSE(found.value(QStringLiteral("source")).toString().isEmpty()) << card.id;
    }
    const QJsonArray providers = o.value(QStringLiteral("providers")).toArray();
    ASSERT_GE(providers.size(), 8);
    // The first provider with offers (a provider whose prices nobody could cite ships with none, and says why).
    const auto withOffers = std::find_if(providers.begin(), providers.end(), [](const QJsonValue& p) {
        return !p.toObject().value(QStringLiteral("offers")).toArray().isEmpty();
    });
    ASSERT_NE(withOffers, providers.end());
    const QJsonObject price = (*withOffers)
                                  .toObject()
                                  .value(QStringLiteral("offers"))
                                  .toArray()
                                  .first()
                                  .toObject()
                                  .value(QStringLiteral("prices"))
                                  .toArray()
                                  .first()
                                  .toObject();
    for (const char* key : {"mode", "amount", "currency", "source", "date", "stale"})
        EXPECT_TRUE(price.contains(QLatin1String(key))) << key;
}

TEST_F(MoneyCli, ValidateImportExportRoundTrip)
{
    const QByteArray provider = R"({"schema_version": 1, "provider": {"id": "my-lab", "name": "My lab"},
        "offers": [{"id": "lab-4090", "gpu": "rtx-4090", "count": 2, "prices": [
        {"mode": "monthly", "amount": 1500, "currency": "CNY", "granularity": "month", "source": "our contract", "date": "2026-11-01", "user_override": true}]}]})";
    const QString good = write("lab.json", provider);
    CliResult r = cli({QStringLiteral("catalog"), QStringLiteral("validate"), good});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("valid")));

    QByteArray broken = provider;
    broken.replace("1500", "-1500");
    r = cli({QStringLiteral("catalog"), QStringLiteral("validate"), write("broken.json", broken)});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("offers[0].prices[0].amount"))) << r.err.toStdString();

    r = cli({QStringLiteral("catalog"), QStringLiteral("import"), good});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    r = cli(words("catalog list --json"));
    bool found = false;
    for (const QJsonValue& p : r.json().value(QStringLiteral("providers")).toArray())
        found |= p.toObject().value(QStringLiteral("id")).toString() == QLatin1String("my-lab");
    EXPECT_TRUE(found);
    const QString exported = home.filePath(QStringLiteral("out.json"));
    r = cli({QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("my-lab"), exported});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(QFile::exists(exported));
}

TEST_F(MoneyCli, ImportSkyPilotCsv)
{
    const QString csv = write(
        "vms.csv", "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,GpuInfo,SpotPrice\n"
                   "gpu_1x_h100_pcie,H100,1.0,26.0,200.0,2.49,us-east-1,\"{'Gpus': []}\",\n"
                   "gpu_8x_a100_80gb_sxm4,A100-80GB,8.0,240.0,1800.0,14.32,us-east-1,\"{}\",\n");
    const CliResult r = cli({QStringLiteral("catalog"), QStringLiteral("import-skypilot"), csv,
                             QStringLiteral("--provider-id"), QStringLiteral("skypilot-lambda")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("2 offers"))) << r.out.toStdString();
    const CliResult list = cli(words("catalog list --json"));
    bool found = false;
    for (const QJsonValue& p : list.json().value(QStringLiteral("providers")).toArray())
        found |= p.toObject().value(QStringLiteral("id")).toString() == QLatin1String("skypilot-lambda");
    EXPECT_TRUE(found);
}

TEST_F(MoneyCli, RefreshFromALocalServer)
{
    LocalHttpServer server;
    server.route(
        QStringLiteral("/catalog.json"),
        {200,
         R"({"schema_version": 1, "providers": [{"schema_version": 1, "provider": {"id": "autodl", "name": "AutoDL"},
                     "offers": [{"id": "autodl-rtx4090", "gpu": "rtx-4090", "count": 1, "prices": [
                     {"mode": "hourly", "amount": 1.61, "currency": "CNY", "granularity": "second", "source": "https://refresh.example/p", "date": "2026-11-28"}]}]}]})",
         {{"ETag", "\"x\""}},
         0});
    CliResult r = cli({QStringLiteral("catalog"), QStringLiteral("refresh"), QStringLiteral("--url"),
                       server.url(QStringLiteral("/catalog.json")).toString()});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("updated"))) << r.out.toStdString();
    r = cli({QStringLiteral("catalog"), QStringLiteral("refresh"), QStringLiteral("--url"),
             server.url(QStringLiteral("/missing.json")).toString()});
    EXPECT_EQ(r.code, 1);
    EXPECT_TRUE(r.err.contains(QStringLiteral("404")));
    r = cli(words("catalog refresh --url http://example.com/c.json"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("https")));
}

TEST_F(MoneyCli, CostJsonNamesItsKeysAndBreakEvens)
{
    const CliResult r =
        cli(words("cost --hours-per-month 160 --months 36 --buy 20000 --power-watts 350 --electricity 0.8 "
                  "--depreciation-years 3 --hourly 5 --monthly 950 --currency CNY --json"));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject o = r.json();
    EXPECT_DOUBLE_EQ(o.value(QStringLiteral("break_even_hours_per_month")).toDouble(), 190);
    EXPECT_EQ(o.value(QStringLiteral("break_even_month")).toObject().value(QStringLiteral("hourly")).toInt(), 27);
    const QJsonObject buy = o.value(QStringLiteral("options")).toArray().first().toObject();
    EXPECT_EQ(buy.value(QStringLiteral("option")).toString(), QStringLiteral("buy"));
    EXPECT_NEAR(buy.value(QStringLiteral("power_per_month")).toDouble(), 44.8, 1e-9);
    EXPECT_NEAR(buy.value(QStringLiteral("depreciation_per_month")).toDouble(), 555.5556, 1e-3);
    EXPECT_EQ(buy.value(QStringLiteral("cumulative")).toArray().size(), 37);
}

TEST_F(MoneyCli, CostRejectsMissingAndBadValues)
{
    CliResult r = cli(words("cost --hours-per-month 160 --currency CNY --hourly 5"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("--months")));
    r = cli(words("cost --hours-per-month 160 --months 3 --currency EUR --hourly 5"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("EUR")));
    r = cli(words("cost --hours-per-month 160 --months 3 --currency CNY --hourly -5"));
    EXPECT_EQ(r.code, 2);
    r = cli(words("cost --hours-per-month 160 --months 3 --currency CNY"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("at least one option")));
}

// Fresh prices first, each part cheapest first: a stale or undated price never outranks a fresh one.
TEST_F(MoneyCli, CompareSortsEveryOfferByTotal)
{
    const CliResult r =
        cli(words("compare --model qwen2.5-7b --task lora --tokens 1e8 --grad-checkpointing --currency USD --json"));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonArray options = r.json().value(QStringLiteral("options")).toArray();
    ASSERT_GE(options.size(), 20);
    double previous = 0;
    bool staleSeen = false;
    int fresh = 0;
    for (const QJsonValue& v : options) {
        const QJsonObject o = v.toObject();
        const bool stale = o.value(QStringLiteral("stale")).toBool();
        EXPECT_TRUE(stale || !staleSeen) << "a fresh price after a stale one";
        if (stale && !staleSeen)
            previous = 0; // the stale part starts its own cheapest-first order
        staleSeen = staleSeen || stale;
        fresh += stale ? 0 : 1;
        EXPECT_GE(o.value(QStringLiteral("total")).toDouble(), previous);
        previous = o.value(QStringLiteral("total")).toDouble();
        EXPECT_EQ(o.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
    }
    EXPECT_GT(fresh, 0);
    EXPECT_TRUE(staleSeen) << "the shipped catalogs hold stale prices: both parts are checked";
    const CliResult missing = cli(words("compare --model qwen2.5-7b --task lora"));
    EXPECT_EQ(missing.code, 2);
    EXPECT_TRUE(missing.err.contains(QStringLiteral("--tokens")));
}

TEST_F(MoneyCli, ReportFromAPlanFileInEveryFormat)
{
    const QString plan = write("report-plan.json", R"({"format": "gpuplanner-plan", "version": 2, "name": "Q3",
      "need": {"task": "lora", "model": "qwen2.5-7b"},
      "costs": {"gpu": "rtx-4090", "currency": "CNY", "hours_per_month": 160, "months": 36, "hourly": 1.88,
                "monthly": 950, "buy": {"price": 20000, "power_watts": 450, "electricity_per_kwh": 0.8}},
      "budget": {"months": 3, "start": "2027-01-01", "scenarios": [
        {"name": "Lean", "items": [{"name": "ft", "gpu": "rtx-4090", "hours_per_run": 6, "runs": 12}]},
        {"name": "Heavy", "items": [{"name": "ft", "gpu": "rtx-4090", "hours_per_run": 9, "runs": 16}]}]}})");
    const QString md = home.filePath(QStringLiteral("q3.md"));
    CliResult r = cli({QStringLiteral("report"), plan, QStringLiteral("--format"), QStringLiteral("md"),
                       QStringLiteral("--output"), md});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    QFile mdFile(md);
    ASSERT_TRUE(mdFile.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(mdFile.readAll());
    EXPECT_TRUE(text.contains(QStringLiteral("Q3")));
    EXPECT_TRUE(text.contains(QStringLiteral("Buy or rent: GeForce RTX 4090"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("| Lean |")) && text.contains(QStringLiteral("| Heavy |")));
    // The same numbers as `budget --json` for the same file.
    const QJsonArray budget = cli({QStringLiteral("budget"), plan, QStringLiteral("--json")})
                                  .json()
                                  .value(QStringLiteral("scenarios"))
                                  .toArray();
    ASSERT_EQ(budget.size(), 2);
    const QString heavyTotal = gp::ExchangeRate::format(
        {budget.at(1).toObject().value(QStringLiteral("total")).toDouble(), gp::Currency::CNY}, 0);
    EXPECT_TRUE(text.contains(QStringLiteral("| Heavy | %1 |").arg(heavyTotal))) << heavyTotal.toStdString();

    const QString pdf = home.filePath(QStringLiteral("q3.pdf"));
    r = cli({QStringLiteral("report"), plan, QStringLiteral("--output"), pdf}); // the format from the name
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    QFile pdfFile(pdf);
    ASSERT_TRUE(pdfFile.open(QIODevice::ReadOnly));
    EXPECT_TRUE(pdfFile.read(5).startsWith("%PDF"));
    const QString csv = home.filePath(QStringLiteral("q3.csv"));
    r = cli({QStringLiteral("report"), plan, QStringLiteral("--format"), QStringLiteral("csv"),
             QStringLiteral("--output"), csv});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();

    // Bad usage: no output, an unknown format, a missing plan.
    EXPECT_EQ(cli({QStringLiteral("report"), plan}).code, 2);
    r = cli({QStringLiteral("report"), plan, QStringLiteral("--format"), QStringLiteral("docx"),
             QStringLiteral("--output"), md});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("docx")));
    EXPECT_EQ(
        cli({QStringLiteral("report"), home.filePath(QStringLiteral("none.json")), QStringLiteral("--output"), md})
            .code,
        2);
}

TEST_F(MoneyCli, BudgetFromAPlanFile)
{
    const QString plan = write("plan.json", R"({"format": "gpuplanner-plan", "version": 1, "name": "Q1",
      "budget": {"months": 3, "buffer": 0.3, "risk_factor": 1.0, "currency": "CNY", "scenarios": [
        {"name": "20B LoRA", "kind": "fine-tuning", "gpu": "a100-80gb", "gpus": 2, "hours_per_run": 1080, "runs": 1,
         "span_days": 45}]}})");
    CliResult r = cli({QStringLiteral("budget"), plan, QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    // A version-1 plan: its workloads are one scenario, "Base".
    const QJsonObject o = r.json();
    EXPECT_EQ(o.value(QStringLiteral("currency")).toString(), QStringLiteral("CNY"));
    const QJsonArray scenarios = o.value(QStringLiteral("scenarios")).toArray();
    ASSERT_EQ(scenarios.size(), 1);
    const QJsonObject base = scenarios.first().toObject();
    EXPECT_EQ(base.value(QStringLiteral("name")).toString(), QStringLiteral("Base"));
    EXPECT_DOUBLE_EQ(base.value(QStringLiteral("gpu_hours")).toDouble(), 2160);
    EXPECT_EQ(base.value(QStringLiteral("peak_gpus")).toInt(), 2);
    EXPECT_EQ(base.value(QStringLiteral("buffered_peak_gpus")).toInt(), 3);
    EXPECT_GT(base.value(QStringLiteral("total")).toDouble(), 0);
    EXPECT_EQ(base.value(QStringLiteral("per_month")).toArray().size(), 3);
    EXPECT_EQ(base.value(QStringLiteral("items")).toArray().size(), 1);
    EXPECT_EQ(base.value(QStringLiteral("steps")).toArray().size(), 6); // and the line on the prices' age and rate
    EXPECT_TRUE(base.contains(QStringLiteral("oldest_price_date")));

    // Version 2: three scenarios side by side; the text shows them in one table, none added to another.
    const QString three = write("three.json", R"({"format": "gpuplanner-plan", "version": 2, "name": "Q2",
      "budget": {"months": 3, "buffer": 0, "risk_factor": 1.0, "currency": "CNY", "start": "2027-01-01", "scenarios": [
        {"name": "Optimistic", "items": [{"name": "ft", "gpu": "a100-80gb", "hours_per_run": 5, "runs": 6}]},
        {"name": "Base", "items": [{"name": "ft", "gpu": "a100-80gb", "hours_per_run": 6, "runs": 12}]},
        {"name": "Pessimistic", "items": [{"name": "ft", "gpu": "a100-80gb", "hours_per_run": 8, "runs": 16}]}]}})");
    r = cli({QStringLiteral("budget"), three, QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonArray alternatives = r.json().value(QStringLiteral("scenarios")).toArray();
    ASSERT_EQ(alternatives.size(), 3);
    EXPECT_LT(alternatives.at(0).toObject().value(QStringLiteral("total")).toDouble(),
              alternatives.at(1).toObject().value(QStringLiteral("total")).toDouble());
    EXPECT_LT(alternatives.at(1).toObject().value(QStringLiteral("total")).toDouble(),
              alternatives.at(2).toObject().value(QStringLiteral("total")).toDouble());
    r = cli({QStringLiteral("budget"), three});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Optimistic")) && r.out.contains(QStringLiteral("Pessimistic")));

    // --help is an answer, not an unknown option.
    for (const char* command : {"budget", "remote"}) {
        const CliResult help = cli({QString::fromLatin1(command), QStringLiteral("--help")});
        EXPECT_EQ(help.code, 0) << command << help.err.toStdString();
        EXPECT_TRUE(help.out.contains(QStringLiteral("usage"))) << command;
    }

    r = cli({QStringLiteral("budget"), write("newer.json", R"({"format": "gpuplanner-plan", "version": 9})")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("newer")));
}

TEST_F(MoneyCli, CompareForServingPricesMillionTokens)
{
    const CliResult r = cli(words("compare --model qwen2.5-7b --task inference --precision int4 --context 4096 "
                                  "--concurrency 16 --hours-per-month 720 --months 1 --utilization 0.5 --json"));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    bool sawMig = false;
    for (const QJsonValue& v : r.json().value(QStringLiteral("options")).toArray()) {
        const QJsonObject o = v.toObject();
        EXPECT_GT(o.value(QStringLiteral("tokens_per_s")).toDouble(), 0);
        if (o.value(QStringLiteral("mode")).toString() == QLatin1String("hourly")) {
            EXPECT_GT(o.value(QStringLiteral("cost_per_million_tokens")).toDouble(), 0);
        }
        sawMig |= o.contains(QStringLiteral("mig_profile"));
    }
    EXPECT_TRUE(sawMig); // a 4-bit 7B fits MIG slices of the A100/H100 offers
}

TEST_F(MoneyCli, ImportSkyPilotSkipsPricesThatAreNotAmountsAndNamesTheirLines)
{
    const QString csv = write(
        "vms.csv", "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,GpuInfo,SpotPrice\n"
                   "a,H100,1.0,26.0,200.0,inf,us-east-1,\"{}\",\n"
                   "b,H100,1.0,26.0,200.0,nan,us-east-1,\"{}\",\n"
                   "c,H100,1.0,26.0,200.0,1e308,us-east-1,\"{}\",\n"
                   "d,H100,1.0,26.0,200.0,2.49,us-east-1,\"{}\",inf\n");
    const CliResult r = cli({QStringLiteral("catalog"), QStringLiteral("import-skypilot"), csv,
                             QStringLiteral("--provider-id"), QStringLiteral("skypilot-odd")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    for (const char* line : {"line 2", "line 3", "line 4"})
        EXPECT_TRUE(r.err.contains(QLatin1String(line))) << line << ": " << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("Imported 1 offers"))) << r.out.toStdString();
    const QJsonArray providers = cli(words("catalog list --json")).json().value(QStringLiteral("providers")).toArray();
    for (const QJsonValue& p : providers)
        if (p.toObject().value(QStringLiteral("id")).toString() == QLatin1String("skypilot-odd")) {
            EXPECT_FALSE(QJsonDocument(p.toObject()).toJson().contains("\"spot\"")); // an infinite spot is no price
        }
}

TEST_F(MoneyCli, ImportSkyPilotErrorsNameTheCsvAndExitTwo)
{
    const QString csv = write(
        "vms.csv", "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,GpuInfo,SpotPrice\n"
                   "a,H100,1.0,26.0,200.0,2.49,us-east-1,\"{}\",\n");
    const CliResult r = cli({QStringLiteral("catalog"), QStringLiteral("import-skypilot"), csv,
                             QStringLiteral("--provider-id"), QStringLiteral("Not An Id!")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.out.isEmpty()) << r.out.toStdString();
    EXPECT_TRUE(r.err.contains(csv)) << r.err.toStdString();
    EXPECT_FALSE(r.err.contains(home.filePath(QStringLiteral("data")))) << r.err.toStdString(); // not the stored file
}

TEST_F(MoneyCli, ImportSkyPilotRefusesMoreOffersThanACatalogCanLoad)
{
    // Streamed line by line; refused at the first offer beyond the cap, with the line named, and nothing stored.
    QByteArray text = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,GpuInfo,SpotPrice\n";
    for (int i = 0; i < 30000; ++i)
        text += "gpu_" + QByteArray::number(i) + ",H100,1.0,26.0,200.0,2.49,us-east-1,\"{}\",1.1\n";
    const QString csv = write("vms.csv", text);
    const CliResult r = cli({QStringLiteral("catalog"), QStringLiteral("import-skypilot"), csv,
                             QStringLiteral("--provider-id"), QStringLiteral("skypilot-huge")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("line 6002"))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("more than 6000"))) << r.err.toStdString();
    EXPECT_FALSE(cli(words("catalog list --json")).out.contains(QStringLiteral("skypilot-huge")));
}
