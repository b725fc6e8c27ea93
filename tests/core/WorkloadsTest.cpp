#include "core/catalog/PriceCatalog.h"
#include "core/plan/PlanBudget.h"
#include "core/plan/PlanFile.h"
#include "core/plan/PlanReport.h"
#include "core/plan/PlanWorkloads.h"
#include "core/plan/Reconciliation.h"
#include "support/CliRunner.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>

using namespace gp;

namespace {

// A fine-tune of Qwen2.5-7B and the 200-user service after it, within mainland China and CNY, with the new plan's
// budget: one scenario holding the fine-tune's answer, then the service's added with it.
Plan founderPlan()
{
    Plan plan;
    plan.name = QStringLiteral("founder");
    Questionnaire fineTune = Questionnaire::defaultsFor(Task::Lora);
    fineTune.datasetTokens = 5e7;
    fineTune.epochs = 3;
    plan.need = fineTune;
    plan.constraints.region = QStringLiteral("cn");
    plan.constraints.currency = Currency::CNY;
    plan.constraints.noSpot = true;
    plan.budget = PlanBudget::starter();
    Questionnaire service = PlanWorkloads::next(fineTune);
    service.concurrentUsers = 200;
    service.tokensPerSecondPerUser = 20;
    EXPECT_EQ(PlanWorkloads::add(plan, service), 1);
    return plan;
}

QString save(const test::TempDir& dir, const Plan& plan)
{
    const QString path = dir.filePath(QStringLiteral("founder.json"));
    EXPECT_TRUE(PlanFile::save(plan, path).ok());
    return path;
}

} // namespace

TEST(Workloads, ThePlanFileKeepsEveryWorkloadAndAnOlderFileReadsAsOne)
{
    test::TempDir dir;
    const Plan plan = founderPlan();
    ASSERT_EQ(PlanWorkloads::count(plan), 2);
    EXPECT_EQ(PlanWorkloads::at(plan, 1).task, Task::Inference);
    EXPECT_EQ(PlanWorkloads::at(plan, 1).modelId, plan.need->modelId); // serving what was fine-tuned
    const Result<Plan> back = PlanFile::load(save(dir, plan));
    ASSERT_TRUE(back.ok()) << back.error().message.toStdString();
    ASSERT_EQ(PlanWorkloads::count(*back), 2);
    EXPECT_EQ(PlanWorkloads::at(*back, 1).toJson(), PlanWorkloads::at(plan, 1).toJson());
    // The budget's second item follows the second workload, by index in the file.
    const QList<BudgetItem>& items = back->budget->scenarios.at(0).items;
    ASSERT_EQ(items.size(), 2);
    EXPECT_EQ(items.at(0).workload, 0);
    EXPECT_EQ(items.at(1).workload, 1);
    EXPECT_EQ(items.at(1).followsPlan, PlanLink::Answer);
    EXPECT_EQ(PlanFile::toJson(*back), PlanFile::toJson(plan));

    // A file without "workloads" (every file before them) has one workload; its items follow the first.
    Plan older = plan;
    older.moreWorkloads.clear();
    older.budget->scenarios[0].items.removeLast();
    const QByteArray json = PlanFile::toJson(older);
    EXPECT_FALSE(json.contains("\"workloads\""));
    EXPECT_FALSE(json.contains("\"workload\""));
    const Result<Plan> one = PlanFile::fromJson(json, QStringLiteral("older.json"));
    ASSERT_TRUE(one.ok());
    EXPECT_EQ(PlanWorkloads::count(*one), 1);

    // A damaged list names what is wrong.
    QByteArray bad = PlanFile::toJson(plan);
    bad.replace("\"workloads\": [", "\"workloads\": [3, ");
    const Result<Plan> refused = PlanFile::fromJson(bad, QStringLiteral("bad.json"));
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().message.contains(QStringLiteral("workloads[0].need")))
        << refused.error().message.toStdString();
}

TEST(Workloads, RemovingOneTakesItsItemsAndRenumbersTheRest)
{
    Plan plan = founderPlan();
    Questionnaire third = PlanWorkloads::next(PlanWorkloads::at(plan, 1)); // a LoRA again
    third.modelId = QStringLiteral("llama-3-8b");
    ASSERT_EQ(PlanWorkloads::add(plan, third), 2);
    BudgetItem own; // the user's own item stays whatever goes
    own.gpuId = QStringLiteral("a100-80gb");
    plan.budget->scenarios[0].items << own;
    ASSERT_EQ(plan.budget->scenarios[0].items.size(), 4);

    EXPECT_EQ(PlanWorkloads::remove(plan, 1), 1);
    ASSERT_EQ(PlanWorkloads::count(plan), 2);
    EXPECT_EQ(PlanWorkloads::at(plan, 1).modelId, QStringLiteral("llama-3-8b"));
    const QList<BudgetItem>& items = plan.budget->scenarios[0].items;
    ASSERT_EQ(items.size(), 3);
    EXPECT_EQ(items.at(0).workload, 0);
    EXPECT_EQ(items.at(1).workload, 1); // the third workload's item, now the second's
    EXPECT_EQ(items.at(2).followsPlan, PlanLink::None);

    EXPECT_EQ(PlanWorkloads::remove(plan, 0), 1); // the first goes: the second becomes "need"
    EXPECT_EQ(plan.need->modelId, QStringLiteral("llama-3-8b"));
    EXPECT_EQ(PlanWorkloads::remove(plan, 0), 0); // never the last one
    EXPECT_EQ(PlanWorkloads::count(plan), 1);
    EXPECT_FALSE(PlanWorkloads::fromText(plan, QStringLiteral("2")));
    EXPECT_EQ(PlanWorkloads::fromText(plan, QStringLiteral("1")), 0);
}

TEST(Workloads, TheBudgetFollowsEachWorkloadsAnswerAndJoinsEachToItsItem)
{
    const Plan plan = founderPlan();
    const PriceCatalog& catalog = PriceCatalog::builtIn();
    const QDate today = QDate::currentDate();
    const QList<PlanResults> results = PlanBudget::evaluateAll(plan, catalog, today);
    ASSERT_EQ(results.size(), 2);
    const Budget budget = PlanBudget::budgetOf(plan, results);
    const QList<BudgetItem>& items = budget.scenarios.at(0).items;
    for (int w = 0; w < 2; ++w) {
        SCOPED_TRACE(w);
        const GpuPlanRow* answer = results.at(w).chosen();
        ASSERT_NE(answer, nullptr);
        EXPECT_EQ(catalog.provider(answer->deployment->providerId)->country, QStringLiteral("CN"));
        EXPECT_EQ(items.at(w).gpuId, answer->fit.gpu.id);
        EXPECT_EQ(items.at(w).gpus, answer->deployment->totalGpus());
    }
    EXPECT_EQ(items.at(0).kind, ScenarioKind::FineTuning);
    EXPECT_EQ(items.at(1).kind, ScenarioKind::Inference);

    const PriceCatalog allowed = PlanBudget::catalogFor(plan, catalog, today);
    const Result<BudgetResult> priced = BudgetPlanner::compute(budget, allowed, today);
    ASSERT_TRUE(priced.ok());
    const ScenarioResult& base = priced->scenarios.at(0);
    const QList<ReconciliationStep> steps = Reconciliation::planToBudget(results, budget, base, allowed, today);
    for (int w = 0; w < 2; ++w) {
        SCOPED_TRACE(w);
        QList<ReconciliationStep> mine;
        for (const ReconciliationStep& s : steps)
            if (s.workload == w)
                mine << s;
        ASSERT_GE(mine.size(), 2);
        // From the Plan page's figure for this workload …
        EXPECT_NEAR(mine.first().amount, results.at(w).chosen()->deployment->total, 0.005);
        EXPECT_TRUE(mine.first().text.startsWith(QStringLiteral("Workload %1: ").arg(w + 1)));
        // … to its item's share of the scenario, buffer included.
        const ItemBudget& item = base.items.at(w);
        ASSERT_TRUE(item.cheapest);
        EXPECT_NEAR(mine.last().amount, item.cheapest->cost * (1 + budget.settings.buffer), 0.005);
    }

    // The report covers both workloads, each with its own sections and its lines to the budget.
    const ReportInput in = PlanReport::inputFor(plan, catalog, today);
    ASSERT_EQ(in.workloads.size(), 2);
    const QString md = PlanReport::markdown(in);
    for (const WorkloadReport& w : in.workloads) {
        EXPECT_TRUE(md.contains(QStringLiteral("## %1 — ").arg(w.name))) << w.name.toStdString();
        for (const QString& line : w.costsReconciliation)
            EXPECT_TRUE(md.contains(line)) << line.toStdString();
    }
    for (const ReconciliationStep& s : steps)
        EXPECT_TRUE(md.contains(s.text)) << s.text.toStdString();
}

TEST(Workloads, CommandsTakeAWorkloadOfThePlan)
{
    test::TempDir dir;
    const Plan plan = founderPlan();
    const QString path = save(dir, plan);
    const PriceCatalog& catalog = PriceCatalog::builtIn();
    const QDate today = QDate::currentDate();
    for (int w = 0; w < 2; ++w) {
        SCOPED_TRACE(w);
        const test::CliResult r = test::cli({QStringLiteral("compare"), path, QStringLiteral("--workload"),
                                             QString::number(w + 1), QStringLiteral("--json")});
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
        EXPECT_EQ(r.json().value(QStringLiteral("workload")).toInt(), w + 1);
        const PlanResults mine = PlanBudget::evaluate(plan, catalog, today, w);
        const QJsonArray gpus = r.json().value(QStringLiteral("gpus")).toArray();
        ASSERT_EQ(gpus.size(), mine.gpus.size());
        const QJsonObject first = gpus.at(0).toObject().value(QStringLiteral("deployment")).toObject();
        EXPECT_EQ(first.value(QStringLiteral("offer")).toString(), mine.chosen()->deployment->offerId);
        EXPECT_DOUBLE_EQ(first.value(QStringLiteral("total")).toDouble(), mine.chosen()->deployment->total);
    }
    const test::CliResult tooFar =
        test::cli({QStringLiteral("compare"), path, QStringLiteral("--workload"), QStringLiteral("3")});
    EXPECT_EQ(tooFar.code, 2);
    EXPECT_TRUE(tooFar.err.contains(QStringLiteral("--workload must be a whole number from 1 to 2")))
        << tooFar.err.toStdString();
    // The service cannot go to a cluster as a training job; the fine-tune can.
    const test::CliResult serving = test::cli({QStringLiteral("export"), QStringLiteral("skypilot"), path,
                                               QStringLiteral("--workload"), QStringLiteral("2")});
    EXPECT_NE(serving.code, 0);
    EXPECT_TRUE(serving.err.contains(QStringLiteral("serves a model"))) << serving.err.toStdString();
    const test::CliResult training = test::cli({QStringLiteral("export"), QStringLiteral("kubernetes"), path,
                                                QStringLiteral("--workload"), QStringLiteral("1")});
    EXPECT_EQ(training.code, 0) << training.err.toStdString();

    // budget --json: each step says which workload it starts from, and both are there.
    const test::CliResult budget = test::cli({QStringLiteral("budget"), path, QStringLiteral("--json")});
    ASSERT_EQ(budget.code, 0) << budget.err.toStdString();
    QSet<int> workloads;
    for (const QJsonValue& step : budget.json().value(QStringLiteral("reconciliation")).toArray().at(0).toArray())
        workloads << step.toObject().value(QStringLiteral("workload")).toInt();
    EXPECT_EQ(workloads, (QSet<int>{1, 2}));
}
