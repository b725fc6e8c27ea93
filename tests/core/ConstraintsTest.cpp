// Constraints the founder sets (providers, region, billing, freshness, confidence, currency): what they leave of the
// catalog, how the plan file keeps them, that fresh prices are ranked first, and that every command taking a plan
// gives the figures the Plan page computes for it.
#include "core/catalog/GpuCatalog.h"
#include "core/catalog/PriceConstraints.h"
#include "core/cost/Deployment.h"
#include "core/estimator/ModelCatalog.h"
#include "core/plan/PlanBudget.h"
#include "core/plan/PlanFile.h"
#include "core/plan/PlanReport.h"
#include "core/plan/Reconciliation.h"
#include "support/CliRunner.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <functional>

using namespace gp;

namespace {

const QDate kToday(2026, 12, 4);

Price price(BillingMode mode, double amount, QDate date, Confidence confidence = Confidence::Listed)
{
    Price p;
    p.mode = mode;
    p.amount = amount;
    p.currency = Currency::CNY;
    p.granularity = Granularity::Second;
    p.date = date;
    p.confidence = confidence;
    p.source = QStringLiteral("test");
    return p;
}

Provider provider(const QString& id, const QString& country, const QString& region, const QList<Price>& prices)
{
    Provider p;
    p.id = id;
    p.name = id;
    p.country = country;
    Offer o;
    o.id = id + QStringLiteral("-a100");
    o.gpuId = QStringLiteral("a100-80gb");
    o.region = region;
    o.prices = prices;
    p.offers << o;
    return p;
}

// Two providers of one card: a cheap one whose price is 200 days old, and a dearer one priced last week.
PriceCatalog staleAndFresh()
{
    PriceCatalog c;
    c.setProviders({provider(QStringLiteral("old-cheap"), QStringLiteral("US"), QStringLiteral("us-east-1"),
                             {price(BillingMode::Hourly, 1.0, kToday.addDays(-200))}),
                    provider(QStringLiteral("new-dear"), QStringLiteral("CN"), QStringLiteral("ap-beijing"),
                             {price(BillingMode::Hourly, 2.0, kToday.addDays(-7)),
                              price(BillingMode::Spot, 0.5, kToday.addDays(-7), Confidence::Reported)})});
    return c;
}

QString writePlan(const test::TempDir& dir, const QByteArray& body)
{
    const QString path = dir.filePath(QStringLiteral("plan.json"));
    QFile f(path);
    const QByteArray json = R"({"format": "gpuplanner-plan", "version": 2, "name": "founder", )" + body + "}";
    if (!f.open(QIODevice::WriteOnly) || f.write(json) != json.size())
        ADD_FAILURE() << "cannot write " << path.toStdString();
    return path;
}

// The JSON without its explanations: the CLI words its plurals with the English translation loaded, this process
// without one ("1 instance" against "1 instance(s)"); every number, id and date must be equal.
std::string numbers(const QJsonValue& value)
{
    const std::function<QJsonValue(const QJsonValue&)> strip = [&](const QJsonValue& v) -> QJsonValue {
        if (v.isArray()) {
            QJsonArray a;
            for (const QJsonValue& e : v.toArray())
                a.append(strip(e));
            return a;
        }
        if (!v.isObject())
            return v;
        QJsonObject o = v.toObject();
        o.remove(QStringLiteral("explanation"));
        for (auto it = o.begin(); it != o.end(); ++it)
            it.value() = strip(it.value());
        return o;
    };
    const QJsonValue s = strip(value);
    return (s.isArray() ? QJsonDocument(s.toArray()) : QJsonDocument(s.toObject())).toJson().toStdString();
}

} // namespace

TEST(Constraints, RoundTripThroughThePlanFileAndOlderPlansReadAsNone)
{
    PriceConstraints c;
    c.providers = QStringList{QStringLiteral("autodl"), QStringLiteral("gongji")};
    c.region = QStringLiteral("cn");
    c.currency = Currency::CNY;
    c.noSpot = true;
    c.maxPriceAgeDays = 90;
    c.datedOnly = true;
    c.minConfidence = Confidence::Observed;
    Plan plan;
    plan.name = QStringLiteral("p");
    plan.constraints = c;
    const Result<Plan> back = PlanFile::fromJson(PlanFile::toJson(plan), QStringLiteral("p.json"));
    ASSERT_TRUE(back.ok()) << back.error().message.toStdString();
    EXPECT_EQ(back->constraints, c);
    EXPECT_FALSE(back->other.contains(QStringLiteral("constraints"))); // known, so not kept as an unknown section

    const Result<Plan> old =
        PlanFile::fromJson(R"({"format": "gpuplanner-plan", "version": 2, "name": "old"})", QStringLiteral("old.json"));
    ASSERT_TRUE(old.ok());
    EXPECT_TRUE(old->constraints.isEmpty());
    EXPECT_FALSE(PlanFile::toJson(*old).contains("constraints")); // an older GPU Planner sees the file it wrote
}

TEST(Constraints, AWrongFieldIsRefusedByName)
{
    const QList<std::pair<QByteArray, QString>> cases{
        {R"({"regoin": "cn"})", QStringLiteral("regoin")},
        {R"({"currency": "EUR"})", QStringLiteral("currency")},
        {R"({"max_price_age_days": -3})", QStringLiteral("max_price_age_days")},
        {R"({"max_price_age_days": 2.5})", QStringLiteral("max_price_age_days")},
        {R"({"spot": "no"})", QStringLiteral("spot")},
        {R"({"providers": "autodl"})", QStringLiteral("providers")},
        {R"({"min_confidence": "rumoured"})", QStringLiteral("min_confidence")},
    };
    for (const auto& [json, field] : cases) {
        const Result<Plan> r = PlanFile::fromJson(
            R"({"format": "gpuplanner-plan", "version": 2, "constraints": )" + json + "}", QStringLiteral("c.json"));
        ASSERT_FALSE(r.ok()) << json.toStdString();
        EXPECT_TRUE(r.error().message.contains(field)) << r.error().message.toStdString();
        EXPECT_TRUE(r.error().message.contains(QStringLiteral("c.json"))) << r.error().message.toStdString();
    }
}

TEST(Constraints, TheCatalogKeepsOnlyWhatTheyAllowAndSaysWhatItLeftOut)
{
    PriceConstraints c;
    c.region = QStringLiteral("cn");
    c.noSpot = true;
    c.maxPriceAgeDays = 90;
    c.datedOnly = true;
    const ConstrainedCatalog kept = CatalogConstraint::apply(PriceCatalog::builtIn(), c, kToday);
    int prices = 0;
    for (const Provider& p : kept.catalog.providers()) {
        EXPECT_EQ(p.country, QStringLiteral("CN")) << p.id.toStdString();
        for (const Offer& o : p.offers) {
            EXPECT_FALSE(o.prices.isEmpty()) << o.id.toStdString(); // an offer with no price left is dropped
            for (const Price& pr : o.prices) {
                ++prices;
                EXPECT_NE(pr.mode, BillingMode::Spot) << o.id.toStdString();
                ASSERT_TRUE(pr.date.isValid()) << o.id.toStdString();
                EXPECT_LE(pr.date.daysTo(kToday), 90) << o.id.toStdString();
            }
        }
    }
    EXPECT_GT(prices, 0);
    EXPECT_GT(kept.providersLeftOut, 0);
    EXPECT_GT(kept.pricesLeftOut, 0);
    EXPECT_TRUE(kept.note.contains(QStringLiteral("mainland China"))) << kept.note.toStdString();

    // Nothing set: the catalog as it is, with no note.
    const ConstrainedCatalog all = CatalogConstraint::apply(PriceCatalog::builtIn(), {}, kToday);
    EXPECT_EQ(all.catalog.offerCount(), PriceCatalog::builtIn().offerCount());
    EXPECT_TRUE(all.note.isEmpty());

    // Confidence and a named region.
    PriceConstraints strict;
    strict.minConfidence = Confidence::Observed;
    strict.region = QStringLiteral("AP-BEIJING");
    const ConstrainedCatalog beijing = CatalogConstraint::apply(staleAndFresh(), strict, kToday);
    ASSERT_EQ(beijing.catalog.providers().size(), 2); // a provider stays; its offers elsewhere do not
    EXPECT_TRUE(beijing.catalog.providers().first().offers.isEmpty());
    ASSERT_EQ(beijing.catalog.providers().last().offers.size(), 1);
    EXPECT_EQ(beijing.catalog.providers().last().offers.first().prices.size(), 1); // the reported spot price went
}

TEST(Constraints, UnknownProvidersAndRegionsAreNamed)
{
    PriceConstraints c;
    c.providers = QStringList{QStringLiteral("autodll")};
    Status s = c.check(PriceCatalog::builtIn());
    ASSERT_FALSE(s.ok());
    EXPECT_TRUE(s.error().message.contains(QStringLiteral("autodll")));
    EXPECT_TRUE(s.error().message.contains(QStringLiteral("autodl,"))) << s.error().message.toStdString();
    c = {};
    c.region = QStringLiteral("moon");
    s = c.check(PriceCatalog::builtIn());
    ASSERT_FALSE(s.ok());
    EXPECT_TRUE(s.error().message.contains(QStringLiteral("moon")));
    c.region = QStringLiteral("us-east-1");
    EXPECT_TRUE(c.check(PriceCatalog::builtIn()).ok());
}

// A stale price never beats a fresh one silently: the answer is the fresh one, and the stale one is named beside it
// with its age.
TEST(Constraints, FreshPricesRankFirstAndACheaperStaleOneIsNamed)
{
    Questionnaire q; // LoRA on Qwen2.5-7B: one 80 GB card
    q.datasetTokens = 1e7;
    q.epochs = 1;
    const Need need = q.toNeed();
    Usage usage;
    const ModelArchitecture model = *ModelCatalog::builtIn().find(QStringLiteral("qwen2.5-7b"));
    const auto r = DeploymentSearch::run(model, need, usage, staleAndFresh(), ExchangeRate(7.2), Currency::CNY, kToday);
    ASSERT_TRUE(r.ok());
    ASSERT_GE(r->deployments.size(), 3) << r->reason.toStdString();
    EXPECT_EQ(r->deployments.first().providerId, QStringLiteral("new-dear"));
    EXPECT_FALSE(r->deployments.first().stale);
    EXPECT_EQ(r->deployments.first().billing, BillingMode::Spot); // the cheapest fresh: its spot price
    EXPECT_EQ(r->deployments.last().providerId, QStringLiteral("old-cheap"));
    EXPECT_FALSE(r->cheaperStale()); // the fresh spot price (0.5 an hour) is cheaper than the stale one (1.0)

    // No spot: the fresh hourly price is the answer, and the stale one (half of it) is still named.
    PriceConstraints noSpot;
    noSpot.noSpot = true;
    const PlanResults plan =
        PlanEvaluator::evaluate(q, staleAndFresh(), ExchangeRate(7.2), Currency::CNY, kToday, {}, noSpot);
    ASSERT_TRUE(plan.chosen());
    EXPECT_EQ(plan.chosen()->deployment->providerId, QStringLiteral("new-dear"));
    EXPECT_EQ(plan.chosen()->deployment->billing, BillingMode::Hourly);
    const std::optional<Deployment> stale = plan.search.cheaperStale();
    ASSERT_TRUE(stale);
    EXPECT_EQ(stale->providerId, QStringLiteral("old-cheap"));
    const QString advice = plan.advice.join(QLatin1Char('\n'));
    EXPECT_TRUE(advice.contains(QStringLiteral("priced 2026-05-18, 200 day"))) << advice.toStdString();

    // Dated within 90 days: the stale offer is gone, and so is the note.
    PriceConstraints fresh;
    fresh.maxPriceAgeDays = 90;
    const PlanResults within =
        PlanEvaluator::evaluate(q, staleAndFresh(), ExchangeRate(7.2), Currency::CNY, kToday, {}, fresh);
    EXPECT_FALSE(within.search.cheaperStale());
    for (const Deployment& d : within.search.deployments)
        EXPECT_EQ(d.providerId, QStringLiteral("new-dear"));
}

// The founder's question: mainland China, CNY, no spot, prices dated within 90 days. `compare PLAN.json --json` gives
// the Plan page's table (PlanEvaluator over the same file), flags override the plan's constraints, and budget prices
// its items within them.
TEST(Constraints, CommandsTakeThePlanAndGiveThePlanPagesFigures)
{
    test::TempDir dir;
    const QString path = writePlan(dir, R"("need": {"task": "lora", "model": "qwen2.5-7b", "dataset_tokens": 5e7,
        "epochs": 3}, "constraints": {"region": "cn", "currency": "CNY", "spot": false, "max_price_age_days": 90,
        "dated_only": true}, "budget": {"months": 3, "buffer": 0, "risk_factor": 1, "currency": "USD",
        "scenarios": [{"name": "Base", "items": [{"name": "answer", "kind": "fine-tuning", "gpu": "rtx-4090",
        "gpus": 1, "hours_per_run": 5, "runs": 1, "follows_plan": "answer"}]}]})");
    const test::CliResult r = test::cli({QStringLiteral("compare"), path, QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject root = r.json();

    const Result<Plan> plan = PlanFile::load(path);
    ASSERT_TRUE(plan.ok());
    const QDate today = QDate::currentDate();
    const PlanResults page = PlanBudget::evaluate(*plan, PriceCatalog::builtIn(), today);
    ASSERT_TRUE(page.chosen());
    EXPECT_EQ(numbers(root.value(QStringLiteral("gpus"))), numbers(PlanEvaluator::gpuTableJson(page, today)));
    EXPECT_EQ(root.value(QStringLiteral("currency")).toString(), QStringLiteral("CNY")); // the constraints' currency
    const QJsonArray options = root.value(QStringLiteral("options")).toArray();
    ASSERT_FALSE(options.isEmpty());
    EXPECT_EQ(options.size(), page.search.deployments.size());
    for (const QJsonValue& v : options) {
        const QJsonObject o = v.toObject();
        const auto p = PriceCatalog::builtIn().provider(o.value(QStringLiteral("provider")).toString());
        ASSERT_TRUE(p);
        EXPECT_EQ(p->country, QStringLiteral("CN"));
        EXPECT_FALSE(o.value(QStringLiteral("spot")).toBool());
        const QDate dated = QDate::fromString(
            o.value(QStringLiteral("price")).toObject().value(QStringLiteral("date")).toString(), Qt::ISODate);
        ASSERT_TRUE(dated.isValid());
        EXPECT_LE(dated.daysTo(today), 90);
        EXPECT_EQ(o.value(QStringLiteral("currency")).toString(), QStringLiteral("CNY"));
    }
    EXPECT_EQ(numbers(options.first()), numbers(page.chosen()->deployment->toJson(today)));

    // A flag given with the plan overrides its field.
    const test::CliResult intl = test::cli({QStringLiteral("compare"), path, QStringLiteral("--region"),
                                            QStringLiteral("intl"), QStringLiteral("--json")});
    ASSERT_EQ(intl.code, 0) << intl.err.toStdString();
    for (const QJsonValue& v : intl.json().value(QStringLiteral("options")).toArray())
        EXPECT_NE(PriceCatalog::builtIn().provider(v.toObject().value(QStringLiteral("provider")).toString())->country,
                  QStringLiteral("CN"));

    // The budget follows the same answer, in the plan's one currency.
    const test::CliResult budget = test::cli({QStringLiteral("budget"), path, QStringLiteral("--json")});
    ASSERT_EQ(budget.code, 0) << budget.err.toStdString();
    EXPECT_EQ(budget.json().value(QStringLiteral("currency")).toString(), QStringLiteral("CNY"));

    // Wrong values are usage errors that name what is wrong.
    for (const QStringList& args :
         {QStringList{QStringLiteral("compare"), path, QStringLiteral("--provider"), QStringLiteral("nobody")},
          QStringList{QStringLiteral("compare"), path, QStringLiteral("--max-price-age"), QStringLiteral("soon")},
          QStringList{QStringLiteral("compare"), path, QStringLiteral("--nodes"), QStringLiteral("2")},
          QStringList{QStringLiteral("budget"), path, QStringLiteral("--region"), QStringLiteral("moon")}}) {
        const test::CliResult bad = test::cli(args);
        EXPECT_EQ(bad.code, 2) << args.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(bad.err.contains(args.at(3)) || bad.err.contains(args.at(2).mid(2))) << bad.err.toStdString();
    }
}

// Without a plan the flags constrain compare the same way.
TEST(Constraints, CompareFlagsConstrainTheOffers)
{
    const test::CliResult r = test::cli(test::words(
        "compare --model qwen2.5-7b --task lora --tokens 1e8 --grad-checkpointing --provider autodl,gongji --no-spot "
        "--no-monthly --json"));
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonArray options = r.json().value(QStringLiteral("options")).toArray();
    ASSERT_FALSE(options.isEmpty());
    for (const QJsonValue& v : options) {
        const QJsonObject o = v.toObject();
        EXPECT_TRUE(QStringList({QStringLiteral("autodl"), QStringLiteral("gongji")})
                        .contains(o.value(QStringLiteral("provider")).toString()));
        EXPECT_NE(o.value(QStringLiteral("billing")).toString(), QStringLiteral("spot"));
        EXPECT_NE(o.value(QStringLiteral("billing")).toString(), QStringLiteral("monthly"));
    }
    const QString notes = r.json().value(QStringLiteral("notes")).toVariant().toStringList().join(QLatin1Char(' '));
    EXPECT_TRUE(notes.contains(QStringLiteral("left out"))) << notes.toStdString();
}

// fit lists the GPUs an allowed offer rents; report and budget name cards, never ids.
TEST(Constraints, FitAndReportHonourThemToo)
{
    const test::CliResult all = test::cli(test::words("fit --model qwen2.5-7b --task lora --json"));
    const test::CliResult cn = test::cli(test::words("fit --model qwen2.5-7b --task lora --region cn --json"));
    ASSERT_EQ(all.code, 0);
    ASSERT_EQ(cn.code, 0) << cn.err.toStdString();
    const QJsonArray fits = cn.json().value(QStringLiteral("fits")).toArray();
    EXPECT_GT(fits.size(), 0);
    EXPECT_LT(fits.size(), all.json().value(QStringLiteral("fits")).toArray().size());
    const ConstrainedCatalog china = CatalogConstraint::apply(
        PriceCatalog::builtIn(),
        [] {
            PriceConstraints c;
            c.region = QStringLiteral("cn");
            return c;
        }(),
        QDate::currentDate());
    for (const QJsonValue& f : fits) {
        const QString gpu = f.toObject().value(QStringLiteral("gpu")).toString();
        bool rented = false;
        for (const Provider& p : china.catalog.providers())
            for (const Offer& o : p.offers)
                rented = rented || o.gpuId == gpu;
        EXPECT_TRUE(rented) << gpu.toStdString();
    }

    test::TempDir dir;
    const QString path = writePlan(dir, R"("need": {"task": "lora", "model": "qwen2.5-7b"}, "budget": {"months": 3,
        "buffer": 0, "risk_factor": 1, "currency": "CNY", "scenarios": [{"name": "Base", "items": [{"name": "mine",
        "kind": "fine-tuning", "gpu": "a100-pcie-40gb", "gpus": 1, "hours_per_run": 5, "runs": 1}]}]})");
    const QString md = dir.filePath(QStringLiteral("r.md"));
    const test::CliResult report = test::cli({QStringLiteral("report"), path, QStringLiteral("--output"), md,
                                              QStringLiteral("--provider"), QStringLiteral("matpool")});
    ASSERT_EQ(report.code, 0) << report.err.toStdString();
    QFile f(md);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    EXPECT_TRUE(text.contains(QStringLiteral("1 × A100 PCIe 40GB"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("a100-pcie-40gb"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Matpool"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("AutoDL"))) << text.toStdString(); // left out by --provider
}

// One deployment, one figure or the lines that join them: budget --json walks from compare's figure for the plan's
// answer to the scenario's total, step by step, and the report prints the same steps.
TEST(Constraints, TheBudgetJoinsThePlansFigureToItsOwnLineByLine)
{
    test::TempDir dir;
    const QString path = writePlan(dir, R"("need": {"task": "lora", "model": "qwen2.5-7b", "dataset_tokens": 5e7,
        "epochs": 3, "data_location": "other-region", "data_size_gb": 20}, "constraints": {"region": "cn",
        "currency": "CNY", "spot": false}, "budget": {"months": 3, "buffer": 0.25, "risk_factor": 1.4,
        "currency": "CNY", "scenarios": [{"name": "", "items": [{"name": "", "kind": "fine-tuning",
        "gpu": "rtx-4090", "gpus": 1, "hours_per_run": 5, "runs": 1, "follows_plan": "answer"}]}]})");
    const test::CliResult compare = test::cli({QStringLiteral("compare"), path, QStringLiteral("--json")});
    const test::CliResult budget = test::cli({QStringLiteral("budget"), path, QStringLiteral("--json")});
    ASSERT_EQ(compare.code, 0) << compare.err.toStdString();
    ASSERT_EQ(budget.code, 0) << budget.err.toStdString();
    const double answer = compare.json()
                              .value(QStringLiteral("options"))
                              .toArray()
                              .first()
                              .toObject()
                              .value(QStringLiteral("total"))
                              .toDouble();
    const QJsonObject root = budget.json();
    const QJsonArray steps = root.value(QStringLiteral("reconciliation")).toArray().first().toArray();
    ASSERT_GE(steps.size(), 4);
    EXPECT_NEAR(steps.first().toObject().value(QStringLiteral("amount")).toDouble(), answer, 1e-6);
    const double total =
        root.value(QStringLiteral("scenarios")).toArray().first().toObject().value(QStringLiteral("total")).toDouble();
    EXPECT_NEAR(steps.last().toObject().value(QStringLiteral("amount")).toDouble(), total, 1e-6);
    const QString texts = [&] {
        QStringList t;
        for (const QJsonValue& s : steps)
            t << s.toObject().value(QStringLiteral("text")).toString();
        return t.join(QLatin1Char('\n'));
    }();
    EXPECT_TRUE(texts.contains(QStringLiteral("risk factor 1.4"))) << texts.toStdString();
    EXPECT_TRUE(texts.contains(QStringLiteral("25 % buffer"))) << texts.toStdString();
    EXPECT_TRUE(texts.contains(QStringLiteral("Data transfer in"))) << texts.toStdString(); // the plan counts it

    const QString md = dir.filePath(QStringLiteral("r.md"));
    ASSERT_EQ(test::cli({QStringLiteral("report"), path, QStringLiteral("--output"), md}).code, 0);
    QFile f(md);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QString report = QString::fromUtf8(f.readAll());
    for (const QJsonValue& s : steps)
        EXPECT_TRUE(report.contains(s.toObject().value(QStringLiteral("text")).toString()))
            << s.toObject().value(QStringLiteral("text")).toString().toStdString();
}

// Flags given with PLAN.json override the plan's answers: compare and fit price and fit the plan as changed, as the
// Plan page would after the same edits.
TEST(Constraints, FlagsGivenWithThePlanOverrideItsAnswers)
{
    test::TempDir dir;
    const QString path = writePlan(dir, R"("need": {"task": "lora", "model": "qwen2.5-7b"},
        "constraints": {"region": "cn", "currency": "CNY"})");
    const test::CliResult r =
        test::cli({QStringLiteral("compare"), path, QStringLiteral("--task"), QStringLiteral("inference"),
                   QStringLiteral("--users"), QStringLiteral("40"), QStringLiteral("--tokens-per-second-per-user"),
                   QStringLiteral("25"), QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    Result<Plan> plan = PlanFile::load(path);
    ASSERT_TRUE(plan.ok());
    Questionnaire serving = Questionnaire::defaultsFor(Task::Inference);
    serving.modelId = plan->need->modelId;
    serving.dataLocation = plan->need->dataLocation;
    serving.dataSizeGb = plan->need->dataSizeGb;
    serving.concurrentUsers = 40;
    serving.tokensPerSecondPerUser = 25;
    Plan edited = plan.value();
    edited.need = serving;
    const PlanResults page = PlanBudget::evaluate(edited, PriceCatalog::builtIn(), QDate::currentDate());
    ASSERT_NE(page.chosen(), nullptr);
    EXPECT_EQ(r.json().value(QStringLiteral("task")).toString(), QStringLiteral("inference"));
    EXPECT_EQ(numbers(r.json().value(QStringLiteral("gpus"))),
              numbers(PlanEvaluator::gpuTableJson(page, QDate::currentDate())));

    const test::CliResult fit = test::cli({QStringLiteral("fit"), path, QStringLiteral("--model"),
                                           QStringLiteral("llama-3-8b"), QStringLiteral("--json")});
    ASSERT_EQ(fit.code, 0) << fit.err.toStdString();
    EXPECT_EQ(fit.json().value(QStringLiteral("model")).toObject().value(QStringLiteral("id")).toString(),
              QStringLiteral("llama-3-8b"));
    const test::CliResult everywhere =
        test::cli({QStringLiteral("fit"), path, QStringLiteral("--model"), QStringLiteral("llama-3-8b"),
                   QStringLiteral("--json"), QStringLiteral("--region"), QStringLiteral("intl")});
    ASSERT_EQ(everywhere.code, 0) << everywhere.err.toStdString();
    EXPECT_NE(fit.json().value(QStringLiteral("fits")), everywhere.json().value(QStringLiteral("fits")));

    const test::CliResult bad =
        test::cli({QStringLiteral("compare"), path, QStringLiteral("--users"), QStringLiteral("lots")});
    EXPECT_EQ(bad.code, 2);
    EXPECT_TRUE(bad.err.contains(QStringLiteral("--users"))) << bad.err.toStdString();
}

// The buy-or-rent months of the report (the Costs page's, following the plan) start from the Plan's figure too.
TEST(Constraints, TheCostsMonthsJoinThePlansFigure)
{
    test::TempDir dir;
    const QString path = writePlan(dir, R"("need": {"task": "lora", "model": "qwen2.5-7b", "schedule": "recurring",
        "runs_per_month": 4, "project_months": 3}, "constraints": {"region": "cn", "currency": "CNY"})");
    const Result<Plan> plan = PlanFile::load(path);
    ASSERT_TRUE(plan.ok());
    const ReportInput in = PlanReport::inputFor(*plan, PriceCatalog::builtIn(), QDate::currentDate());
    ASSERT_TRUE(in.first().costs);
    ASSERT_NE(in.first().plan.chosen(), nullptr);
    const QList<ReconciliationStep> steps =
        Reconciliation::planToCosts(in.first().plan, *in.first().costs, in.first().plan.currency);
    ASSERT_GE(steps.size(), 2);
    const Deployment& d = *in.first().plan.chosen()->deployment;
    EXPECT_NEAR(steps.first().amount, d.total / in.first().plan.usage.months, 1e-6);
    EXPECT_NEAR(steps.at(1).amount, in.first().costs->option(billingModeCode(d.billing))->perMonth, 1e-6);
    EXPECT_EQ(in.first().costsReconciliation, Reconciliation::texts(steps));
    EXPECT_TRUE(PlanReport::markdown(in).contains(steps.at(1).text));
}

// A pessimistic scenario carries its own risk factor and load: priced with them, kept in the file, and joined to the
// Plan's figure with a line for each.
TEST(Constraints, ScenariosCarryTheirOwnRiskFactorAndLoad)
{
    test::TempDir dir;
    const QString path = writePlan(dir, R"("need": {"task": "lora", "model": "qwen2.5-7b"},
        "constraints": {"region": "cn", "currency": "CNY", "spot": false}, "budget": {"months": 3, "buffer": 0,
        "risk_factor": 1.2, "currency": "CNY", "scenarios": [
        {"name": "", "items": [{"name": "", "kind": "fine-tuning", "gpu": "rtx-4090", "gpus": 1,
         "hours_per_run": 5, "runs": 4, "follows_plan": "answer"}]},
        {"name": "Pessimistic", "risk_factor": 1.6, "load": 1.5, "items": [{"name": "", "kind": "fine-tuning",
         "gpu": "rtx-4090", "gpus": 1, "hours_per_run": 5, "runs": 4, "follows_plan": "answer"}]}]})");
    const Result<Plan> plan = PlanFile::load(path);
    ASSERT_TRUE(plan.ok()) << plan.error().message.toStdString();
    ASSERT_EQ(plan->budget->scenarios.size(), 2);
    EXPECT_FALSE(plan->budget->scenarios.first().riskFactor);
    EXPECT_EQ(plan->budget->scenarios.last().riskFactor, 1.6);
    EXPECT_EQ(plan->budget->scenarios.last().load, 1.5);
    const Result<Plan> back = PlanFile::fromJson(PlanFile::toJson(*plan), path);
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(back->budget->toJson(), plan->budget->toJson());

    const test::CliResult r = test::cli({QStringLiteral("budget"), path, QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonArray scenarios = r.json().value(QStringLiteral("scenarios")).toArray();
    ASSERT_EQ(scenarios.size(), 2);
    const double pessimistic = scenarios.at(1).toObject().value(QStringLiteral("total")).toDouble();
    // The items follow the plan's answer, one run: 1.5 × 1 run is 2 runs (rounded up) at 1.6 against 1 run at 1.2,
    // 8/3 of the instance hours, billed per second on the same offer. (The disk is billed apart: two runs keep it
    // between them.)
    const auto instances = [&](int scenario) {
        const QJsonObject cheapest = scenarios.at(scenario)
                                         .toObject()
                                         .value(QStringLiteral("items"))
                                         .toArray()
                                         .first()
                                         .toObject()
                                         .value(QStringLiteral("cheapest"))
                                         .toObject();
        double fees = 0;
        for (const QJsonValue& f : cheapest.value(QStringLiteral("fees")).toArray())
            fees += f.toObject().value(QStringLiteral("amount")).toDouble();
        return cheapest.value(QStringLiteral("cost")).toDouble() - fees;
    };
    EXPECT_NEAR(instances(1) / instances(0), 8.0 / 3.0, 0.02);
    const QJsonArray joins = r.json().value(QStringLiteral("reconciliation")).toArray().at(1).toArray();
    QStringList texts;
    for (const QJsonValue& s : joins)
        texts << s.toObject().value(QStringLiteral("text")).toString();
    EXPECT_TRUE(texts.join(QLatin1Char('\n')).contains(QStringLiteral("load 1.5"))) << texts.join('\n').toStdString();
    EXPECT_TRUE(texts.join(QLatin1Char('\n')).contains(QStringLiteral("risk factor 1.6")));
    EXPECT_NEAR(joins.last().toObject().value(QStringLiteral("amount")).toDouble(), pessimistic, 1e-6);

    const Result<Plan> bad = PlanFile::fromJson(
        R"({"format": "gpuplanner-plan", "version": 2, "budget": {"scenarios": [{"name": "x", "load": 0, "items": []}]}})",
        QStringLiteral("b.json"));
    ASSERT_FALSE(bad.ok());
    EXPECT_TRUE(bad.error().message.contains(QStringLiteral("load"))) << bad.error().message.toStdString();
}
