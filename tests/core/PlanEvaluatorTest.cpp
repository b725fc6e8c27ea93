// What the Plan page says beyond the numbers: advice that must be about the plan's own method.
#include "core/plan/PlanEvaluator.h"
#include "core/common/JsonDuplicates.h"
#include "core/common/TableText.h"
#include "core/plan/PlanBudget.h"
#include "core/plan/PlanReport.h"

#include <gtest/gtest.h>

#include <QLocale>
#include <QRegularExpression>

using namespace gp;

namespace {

// The size the checkpoint advice gives for one save, in GiB.
double checkpointGiB(const PlanResults& r)
{
    static const QRegularExpression size(QStringLiteral("each save ≈ ([0-9.,]+) GiB"));
    for (const QString& a : r.advice) {
        const QRegularExpressionMatch m = size.match(a);
        if (m.hasMatch())
            return QLocale().toDouble(m.captured(1));
    }
    ADD_FAILURE() << "no checkpoint advice";
    return -1;
}

} // namespace

TEST(PlanEvaluator, CheckpointAdviceCountsWhatTheMethodSaves)
{
    Questionnaire q; // LoRA on Qwen2.5-7B
    const QDate today(2026, 11, 30);
    const PlanResults lora = PlanEvaluator::evaluate(q, PriceCatalog{}, ExchangeRate(7.2), Currency::CNY, today);
    ASSERT_TRUE(lora.memory);
    // An adapter and its optimizer states: a fraction of a GiB, not the 14 GiB base model.
    const double adapter = checkpointGiB(lora);
    EXPECT_GT(adapter, 0.05);
    EXPECT_LT(adapter, 1.0);
    const double trainable = static_cast<double>(lora.memory->trainableParameters);
    EXPECT_NEAR(adapter, (trainable * 2 + lora.memory->optimizer) / (1024.0 * 1024 * 1024), 0.06);

    q.task = Task::Full;
    const PlanResults full = PlanEvaluator::evaluate(q, PriceCatalog{}, ExchangeRate(7.2), Currency::CNY, today);
    EXPECT_GT(checkpointGiB(full), 14.0); // the whole model and its optimizer states
}

TEST(PlanBudget, TheReportPricesAFollowingItemAsThePlanStandsTodayAndLeavesTheUsersOwnAlone)
{
    // A plan saved a while ago: its item that follows the plan still holds an old GPU and hours; the user's own item
    // holds whatever the user typed.
    Plan plan;
    plan.name = QStringLiteral("followed");
    plan.need = Questionnaire::defaultsFor(Task::Lora);
    Budget budget = PlanBudget::starter(); // the answer, with the placeholder of a plan never priced
    BudgetItem own;
    own.name = QStringLiteral("own");
    own.gpuId = QStringLiteral("l40s");
    own.hoursPerRun = 3;
    budget.scenarios[0].items << own;
    budget.scenarios[0].items[0].hoursPerRun = 1234;
    budget.scenarios[0].items[0].startMonth = 1; // the user's, kept while the plan owns the rest
    plan.budget = budget;

    const QDate today(2026, 12, 1);
    const ReportInput in = PlanReport::inputFor(plan, PriceCatalog::builtIn(), today);
    const GpuPlanRow* chosen = in.first().plan.chosen();
    ASSERT_NE(chosen, nullptr);
    ASSERT_TRUE(in.budget.has_value());
    const BudgetItem& followed = in.budget->scenarios.at(0).items.at(0);
    EXPECT_EQ(followed.gpuId, chosen->deployment->fit.gpu.id);
    EXPECT_DOUBLE_EQ(followed.hoursPerRun, chosen->deployment->wallHours);
    EXPECT_EQ(followed.gpus, chosen->deployment->totalGpus());
    EXPECT_EQ(followed.startMonth, 1);
    const BudgetItem& mine = in.budget->scenarios.at(0).items.at(1);
    EXPECT_EQ(mine.toJson(), own.toJson());
    // The priced budget is the followed one.
    ASSERT_TRUE(in.budgetResult.has_value());
    EXPECT_NEAR(in.budgetResult->scenarios.at(0).items.at(0).gpuHours,
                chosen->deployment->wallHours * chosen->deployment->totalGpus() * followed.runs, 1e-6);

    // Following twice changes nothing the second time; a plan that cannot be priced leaves the item as it was.
    Budget again = *in.budget;
    EXPECT_EQ(PlanBudget::follow(again, in.first().plan), 0);
    PlanResults unpriced = in.first().plan;
    unpriced.gpus.clear();
    EXPECT_EQ(PlanBudget::follow(again, unpriced), 0);
    EXPECT_EQ(again.scenarios.at(0).items.at(0).toJson(), followed.toJson());
}

TEST(PlanBudget, ATrainingItemAndAServingItemEachFollowTheirOwnKindOfPlan)
{
    // "LoRA on 200M tokens, then serve 50 users": the fine-tune is priced and added, the plan switched to serving,
    // and that is added too. Each item follows the plan only while the plan is about its kind of work.
    const QDate today(2026, 12, 1);
    Plan plan;
    plan.need = Questionnaire::defaultsFor(Task::Lora);
    plan.need->datasetTokens = 200e6;
    plan.budget = Budget{};
    plan.budget->scenarios = {{QStringLiteral("Base"), {}}};
    const auto addAnswer = [&](const PlanResults& results) {
        const std::optional<BudgetItem> answer = PlanBudget::itemFor(results, nullptr, PlanLink::Answer);
        if (answer)
            plan.budget->scenarios[0].items << *answer;
        return answer.has_value();
    };
    PlanResults training = PlanBudget::evaluate(plan, PriceCatalog::builtIn(), today);
    ASSERT_TRUE(addAnswer(training));
    const BudgetItem fineTune = plan.budget->scenarios[0].items.at(0);
    EXPECT_EQ(fineTune.kind, ScenarioKind::FineTuning);

    plan.need = Questionnaire::defaultsFor(Task::Inference);
    plan.need->concurrentUsers = 50;
    const PlanResults serving = PlanBudget::evaluate(plan, PriceCatalog::builtIn(), today);
    EXPECT_EQ(PlanBudget::follow(*plan.budget, serving), 0); // the fine-tune stays a fine-tune
    EXPECT_EQ(plan.budget->scenarios[0].items.at(0).toJson(), fineTune.toJson());
    ASSERT_TRUE(addAnswer(serving));
    const BudgetItem service = plan.budget->scenarios[0].items.at(1);
    EXPECT_EQ(service.kind, ScenarioKind::Inference);
    EXPECT_EQ(service.gpuId, serving.chosen()->deployment->fit.gpu.id);

    // Back to training, on twice the data: only the fine-tune moves.
    plan.need = Questionnaire::defaultsFor(Task::Lora);
    plan.need->datasetTokens = 400e6;
    training = PlanBudget::evaluate(plan, PriceCatalog::builtIn(), today);
    EXPECT_EQ(PlanBudget::follow(*plan.budget, training), 1);
    EXPECT_DOUBLE_EQ(plan.budget->scenarios[0].items.at(0).hoursPerRun, training.chosen()->deployment->wallHours);
    EXPECT_GT(plan.budget->scenarios[0].items.at(0).hoursPerRun, fineTune.hoursPerRun * 1.5);
    EXPECT_EQ(plan.budget->scenarios[0].items.at(1).toJson(), service.toJson());
}

TEST(ReportText, NamesNeitherRunAsFormulasNorBreakTheMarkdown)
{
    // A spreadsheet runs a cell that starts with =, +, -, @ as a formula: names are written as text.
    EXPECT_EQ(csvField(QStringLiteral("=HYPERLINK(\"http://x\",\"y\")")),
              QStringLiteral("\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\""));
    for (const char* formula : {"+cmd", "-2+3", "@SUM(A1)", "\tx"})
        EXPECT_TRUE(csvField(QString::fromLatin1(formula)).startsWith(QLatin1Char('\''))) << formula;
    for (const char* number : {"-5.25", "+3", "1,234.5", "-12%"})
        EXPECT_EQ(csvField(QString::fromLatin1(number)), QString::fromLatin1(number).contains(QLatin1Char(','))
                                                             ? QStringLiteral("\"%1\"").arg(QLatin1String(number))
                                                             : QString::fromLatin1(number));
    // A line break in a plan's name stays inside its heading.
    Plan plan;
    plan.need = Questionnaire::defaultsFor(Task::Lora);
    ReportInput in = PlanReport::inputFor(plan, PriceCatalog::builtIn(), QDate(2026, 12, 1));
    in.planName = QStringLiteral("mine\n# Injected heading\n| a | b |");
    const QString md = PlanReport::markdown(in);
    for (const QString& line : md.split(QLatin1Char('\n')))
        EXPECT_FALSE(line.startsWith(QLatin1String("# Injected")) || line.startsWith(QLatin1String("| a |")))
            << line.toStdString();
    EXPECT_TRUE(md.startsWith(QStringLiteral("# "))) << md.left(80).toStdString();
}

TEST(ReportText, AKeyGivenTwiceIsFoundAtAnyDepth)
{
    EXPECT_FALSE(duplicateJsonKey(R"({"a":1,"b":{"a":2},"c":[{"a":1},{"a":2}]})").has_value());
    EXPECT_EQ(duplicateJsonKey(R"({"target":"forged","x":1,"target":"real"})"), QByteArray("target"));
    EXPECT_EQ(duplicateJsonKey(R"({"summary":{"gpus":1,"gpus":8}})"), QByteArray("summary.gpus"));
    EXPECT_EQ(duplicateJsonKey(R"({"list":[{"k":"a,\"k\":b","k":2}]})"), QByteArray("list.k"));
    EXPECT_FALSE(duplicateJsonKey(R"({"s":"{\"a\":1,\"a\":2}"})").has_value()); // inside a string: no key
}
