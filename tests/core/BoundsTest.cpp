// Issue 11: sizes and amounts beyond what exists are refused with the bound named, never computed into negative,
// infinite or null numbers; a plan's fields of the wrong type or range are named, never replaced by defaults.
#include "core/catalog/GpuCatalog.h"
#include "core/catalog/PriceCatalog.h"
#include "core/cost/CostModel.h"
#include "core/estimator/MemoryEstimator.h"
#include "core/estimator/ModelCatalog.h"
#include "core/plan/PlanFile.h"
#include "core/plan/Questionnaire.h"
#include "support/CliRunner.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cmath>

namespace {

using gp::test::CliResult;
using gp::test::words;

using gp::test::cli;

} // namespace

TEST(Bounds, SizesBeyondWhatExistsAreRefusedWithTheBound)
{
    for (const char* args :
         {"estimate --model llama-3-8b --task lora --batch 2147483648 --seq 2048 --json",
          "estimate --model llama-3-8b --task lora --batch 4 --seq 2147483647 --json",
          "estimate --model llama-3-8b --task inference --context 2000000000 --json",
          "estimate --model llama-3-8b --task inference --concurrency 2000000000 --json",
          "estimate --model llama-3-8b --task lora --lora-rank 9223372036854775807 --json",
          "estimate --model llama-3-8b --task full --gpus 8 --tensor-parallel 9223372036854775807"}) {
        const CliResult r = cli(words(args));
        EXPECT_EQ(r.code, 2) << args;
        EXPECT_TRUE(r.out.isEmpty()) << args << ": " << r.out.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("from 1 to"))) << args << ": " << r.err.toStdString();
    }
}

TEST(Bounds, TheLargestAllowedSizesGiveFiniteAgreeingNumbersOrARefusal)
{
    // At the bounds either the estimate is finite and the JSON holds it exactly, or it is refused in both forms.
    const QStringList args = words("estimate --model llama-3-8b --task inference --context 10485760 --concurrency "
                                   "1000000");
    const CliResult text = cli(args);
    const CliResult json = cli(args + QStringList{QStringLiteral("--json")});
    EXPECT_EQ(text.code, json.code);
    if (json.code == 0) {
        const double total =
            json.json().value(QStringLiteral("memory")).toObject().value(QStringLiteral("total")).toDouble();
        EXPECT_GT(total, 0);
        EXPECT_TRUE(std::isfinite(total));
    } else {
        EXPECT_TRUE(json.err.contains(QStringLiteral("beyond any machine"))) << json.err.toStdString();
        EXPECT_TRUE(text.err.contains(QStringLiteral("beyond any machine"))) << text.err.toStdString();
    }
}

TEST(Bounds, TheEstimatorRefusesAnExabytePerGpu)
{
    const auto model = gp::ModelCatalog::builtIn().find(QStringLiteral("llama-3-8b"));
    ASSERT_TRUE(model.has_value());
    gp::Need need;
    need.task = gp::Task::Inference;
    need.context = gp::NeedLimits::kMaxTokens;
    need.concurrency = gp::NeedLimits::kMaxConcurrency;
    const auto e = gp::MemoryEstimator::estimate(*model, need, false);
    ASSERT_FALSE(e.ok()); // 10 Mi tokens × a million users × 128 KiB of cache
    EXPECT_EQ(e.error().code, QStringLiteral("need.too_large"));
    need.concurrency = 1;
    const auto one = gp::MemoryEstimator::estimate(*model, need, false);
    ASSERT_TRUE(one.ok());
    EXPECT_TRUE(std::isfinite(one->total()));
}

TEST(Bounds, MoneyIsBoundedAndNeverPrintedAsInfinity)
{
    const CliResult buy = cli(words("cost --hours-per-month 100 --months 3 --buy 1e300 --currency USD"));
    EXPECT_EQ(buy.code, 2);
    EXPECT_FALSE(buy.out.contains(QStringLiteral("inf")));
    EXPECT_TRUE(buy.err.contains(QStringLiteral("at most"))) << buy.err.toStdString();
    const CliResult half = cli(words("cost --hours-per-month 100 --months 0.5 --hourly 2 --currency USD"));
    EXPECT_EQ(half.code, 2); // was silently rounded up to a month
    EXPECT_TRUE(half.err.contains(QStringLiteral("whole number"))) << half.err.toStdString();
    const CliResult hourly = cli(words("cost --hours-per-month 100 --months 3 --hourly 1e300 --currency USD --json"));
    EXPECT_EQ(hourly.code, 2);
    EXPECT_FALSE(hourly.out.contains(QStringLiteral("null")));

    gp::CostInputs in;
    in.hoursPerMonth = 744;
    in.months = 120;
    in.hourly = gp::kMaxMoneyAmount; // the largest price allowed still gives finite totals
    const auto r = gp::CostModel::compute(in);
    ASSERT_TRUE(r.ok()) << r.error().message.toStdString();
    for (const gp::OptionCost& o : r->options)
        for (double v : o.cumulative)
            EXPECT_TRUE(std::isfinite(v));
}

TEST(Bounds, ACatalogPriceBeyondTheBoundIsNamed)
{
    QFile fixture(gp::test::sourcePath("tests/data/catalog/fixture.json"));
    ASSERT_TRUE(fixture.open(QIODevice::ReadOnly));
    QByteArray text = fixture.readAll();
    const int at = text.indexOf("\"amount\": 10,");
    ASSERT_GE(at, 0);
    text.replace(at, 13, "\"amount\": 1e308,");
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("huge.json")));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(text);
    file.close();
    const CliResult r = cli({QStringLiteral("catalog"), QStringLiteral("validate"), file.fileName()});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("offers[0].prices[0].amount"))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("at most"))) << r.err.toStdString();
}

TEST(Bounds, PlanNeedFieldsOfTheWrongTypeOrRangeAreNamed)
{
    const struct
    {
        const char* json;
        const char* field;
    } cases[] = {
        {R"({"project_months": "7"})", "need.project_months"},
        {R"({"runs_per_month": -1})", "need.runs_per_month"},
        {R"({"batch": 2.5})", "need.batch"},
        {R"({"batch": 1e12})", "need.batch"},
        {R"({"seq": "2048"})", "need.seq"},
        {R"({"concurrent_users": 1e12})", "need.concurrent_users"},
        {R"({"allow_spot": "yes"})", "need.allow_spot"},
        {R"({"task": "train"})", "need.task"},
        {R"({"task": 3})", "need.task"},
        {R"({"hours_per_day": 25})", "need.hours_per_day"},
        {R"({"upload_mbps": 0})", "need.upload_mbps"},
        {R"({"epochs": -3})", "need.epochs"},
        {R"({"optimizer": "lion"})", "need.optimizer"},
        {R"({"compile": "yes"})", "need.compile"},
        {R"({"chunked_loss": 1})", "need.chunked_loss"},
        {R"({"engine": "tgi"})", "need.engine"},
        {R"({"gradient_accumulation": 0})", "need.gradient_accumulation"},
        {R"({"gradient_accumulation": 1e9})", "need.gradient_accumulation"},
    };
    for (const auto& c : cases) {
        const auto q = gp::Questionnaire::fromJson(QJsonDocument::fromJson(c.json).object());
        ASSERT_FALSE(q.ok()) << c.json;
        EXPECT_TRUE(q.error().message.startsWith(QLatin1String(c.field)))
            << c.json << ": " << q.error().message.toStdString();
    }
    const gp::Questionnaire defaults;
    const auto round = gp::Questionnaire::fromJson(defaults.toJson());
    ASSERT_TRUE(round.ok()) << round.error().message.toStdString();
    EXPECT_EQ(round->toJson(), defaults.toJson());
    // The optimizer and the memory savers survive the plan file and reach the estimator's need.
    gp::Questionnaire savers;
    savers.task = gp::Task::Full;
    savers.optimizer = gp::Optimizer::PagedAdamW8bit;
    savers.savers.optimizerInBackward = savers.savers.activationOffloading = true;
    savers.gradientAccumulation = 8;
    const auto back = gp::Questionnaire::fromJson(savers.toJson());
    ASSERT_TRUE(back.ok()) << back.error().message.toStdString();
    EXPECT_EQ(back->toNeed().gradientAccumulation, 8);
    EXPECT_EQ(back->toNeed().optimizer, gp::Optimizer::PagedAdamW8bit);
    EXPECT_EQ(back->toNeed().savers, savers.savers);
    EXPECT_FALSE(back->toNeed().savers.compile);
    // A plan written before these existed reads as no savers and AdamW.
    const auto old = gp::Questionnaire::fromJson(QJsonDocument::fromJson(R"({"task": "full"})").object());
    ASSERT_TRUE(old.ok());
    EXPECT_FALSE(old->toNeed().savers.any());
    EXPECT_EQ(old->toNeed().optimizer, gp::Optimizer::AdamW);
    EXPECT_EQ(old->toNeed().gradientAccumulation, 1);
    // Serving ignores training-only answers left in the file.
    gp::Questionnaire serving = savers;
    serving.task = gp::Task::Inference;
    EXPECT_FALSE(serving.toNeed().savers.any());
}

TEST(Bounds, ASpotOptionWithoutItsPriceIsNamed)
{
    // Found by fuzz_plan_file: the missing price became 0, which the plan then could not read back.
    const auto plan = gp::PlanFile::fromJson(R"({"format": "gpuplanner-plan", "version": 2, "name": "x",
        "costs": {"gpu": "rtx-4090", "currency": "CNY", "hours_per_month": 160, "months": 3, "hourly": 1.88,
                  "spot": {"pric": 30}}})",
                                             QStringLiteral("x.gpuplan"));
    ASSERT_FALSE(plan.ok());
    EXPECT_TRUE(plan.error().message.contains(QStringLiteral("costs.spot.price")))
        << plan.error().message.toStdString();
}

TEST(Bounds, AnOfferWithMoreCpusThanAnyMachineIsNamed)
{
    // Found by fuzz_catalog: 1.8e118 vCPUs was converted to an int (undefined behaviour).
    QFile fixture(gp::test::sourcePath("tests/data/catalog/fixture.json"));
    ASSERT_TRUE(fixture.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(fixture.readAll()).object();
    QJsonArray offers = root.value(QStringLiteral("offers")).toArray();
    QJsonObject first = offers.first().toObject();
    first.insert(QStringLiteral("vcpus"), 1.8e118);
    offers.replace(0, first);
    root.insert(QStringLiteral("offers"), offers);
    const gp::ProviderParse parsed = gp::PriceCatalog::parseProvider(
        QJsonDocument(root).toJson(), QStringLiteral("x.json"), gp::GpuCatalog::builtIn());
    ASSERT_FALSE(parsed.ok());
    EXPECT_EQ(parsed.problems.first().path, QStringLiteral("offers[0].vcpus"));
}
