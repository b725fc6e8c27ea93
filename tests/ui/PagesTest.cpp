#include "core/catalog/GpuCatalog.h"
#include "core/catalog/UserCatalogStore.h"
#include "core/i18n/TranslationLoader.h"
#include "core/network/CatalogRefresher.h"
#include "core/plan/PlanDocument.h"
#include "core/settings/Settings.h"
#include "support/CliRunner.h"
#include "support/LocalHttpServer.h"
#include "support/TestEnvironment.h"
#include "support/UiTestFixture.h"
#include "ui/MainWindow.h"
#include "ui/budget/BudgetPage.h"
#include "ui/catalogs/CatalogsPage.h"
#include "ui/charts/CostCharts.h"
#include "ui/charts/GpuUsageChart.h"
#include "ui/charts/PriceTrendChart.h"
#include "ui/charts/VramChart.h"
#include "ui/costs/CostsPage.h"
#include "ui/models/GpuFitModel.h"
#include "ui/models/OfferModel.h"
#include "ui/models/ScenarioModel.h"
#include "ui/plan/PlanPage.h"

#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBarSeries>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QValueAxis>

using namespace gp;
using gp::test::answer;
using gp::test::child;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// Optimistic, base and pessimistic: fewer or more fine-tuning runs, one or two serving GPUs.
Budget threeScenarios()
{
    BudgetItem finetune;
    finetune.name = QStringLiteral("Weekly LoRA fine-tune");
    finetune.gpuId = QStringLiteral("rtx-4090");
    finetune.hoursPerRun = 6;
    finetune.runs = 12;
    finetune.spotAllowed = true;
    BudgetItem service;
    service.name = QStringLiteral("Inference service");
    service.kind = ScenarioKind::Inference;
    service.gpuId = QStringLiteral("l40s");
    service.hoursPerRun = 90 * 24;
    service.spanDays = 90;
    BudgetItem fewerRuns = finetune;
    fewerRuns.runs = 8;
    BudgetItem moreRuns = finetune;
    moreRuns.runs = 16;
    BudgetItem biggerService = service;
    biggerService.gpus = 2;
    Budget b;
    b.scenarios = {{QStringLiteral("Optimistic"), {fewerRuns, service}},
                   {QStringLiteral("Base"), {finetune, service}},
                   {QStringLiteral("Pessimistic"), {moreRuns, biggerService}}};
    return b;
}

int rowOf(const GpuFitModel& model, const char* gpuId)
{
    for (int i = 0; i < model.rowCount(); ++i)
        if (model.row(i).fit.gpu.id == QLatin1String(gpuId))
            return i;
    return -1;
}

class Pages : public test::UiTestFixture
{};

} // namespace

TEST_F(Pages, QuestionnaireDrivesTheResults)
{
    PlanPage page(document);
    new QAbstractItemModelTester(page.fitModel(), QAbstractItemModelTester::FailureReportingMode::Warning, &page);
    QSignalSpy first(&page, &PlanPage::resultsChanged);
    ASSERT_TRUE(first.wait(5000)); // the first results come on the next event-loop turn
    ASSERT_TRUE(page.results().memory.has_value());
    const double loraTotal = page.results().memory->total();
    const double loraWeights = page.results().memory->weights;
    EXPECT_EQ(page.fitModel()->rowCount(), GpuCatalog::builtIn().gpus().size());

    // QLoRA: a 4-bit base needs much less memory, and the answer reaches the document.
    auto* task = child<QComboBox>(&page, "task");
    answer(page, [&] { task->setCurrentIndex(task->findData(QStringLiteral("qlora"))); });
    EXPECT_EQ(document.questionnaire().task, Task::Qlora);
    EXPECT_TRUE(document.isModified());
    EXPECT_LT(page.results().memory->weights, loraWeights * 0.45); // 4-bit blocks, 16-bit embeddings and head
    EXPECT_LT(page.results().memory->total(), loraTotal - 8 * kGiB);
    const int rtx4090 = rowOf(*page.fitModel(), "rtx-4090");
    ASSERT_GE(rtx4090, 0);
    EXPECT_TRUE(page.fitModel()->row(rtx4090).fit.fits);
    EXPECT_EQ(page.fitModel()->row(rtx4090).fit.gpusNeeded, 1);

    // The chart shows the same numbers, stacked.
    double stacked = 0;
    for (double v : page.vramChart()->componentValues())
        stacked += v;
    EXPECT_NEAR(stacked, page.results().memory->total() / kGiB, 1e-6);
    EXPECT_EQ(page.vramChart()->categories(), (QStringList{QStringLiteral("Needed"), QStringLiteral("RTX 4090"),
                                                           QStringLiteral("L40S"), QStringLiteral("A100")}));

    // A longer sequence needs more activation memory.
    const double before = page.results().memory->activations;
    auto* seq = child<QSpinBox>(&page, "seq");
    answer(page, [&] { seq->setValue(8192); });
    EXPECT_GT(page.results().memory->activations, before * 2);
}

// A calibration stored in the plan (as the Console page's "Calibrate this plan" does) reruns the page: that GPU's hours
// are divided by its factor and marked, the others keep the model's.
TEST_F(Pages, ACalibratedGpuShowsTheMeasuredTimeMarked)
{
    PlanPage page(document);
    QSignalSpy first(&page, &PlanPage::resultsChanged);
    ASSERT_TRUE(first.wait(5000));
    const int rtx4090 = rowOf(*page.fitModel(), "rtx-4090");
    const int l40s = rowOf(*page.fitModel(), "l40s");
    ASSERT_GE(rtx4090, 0);
    ASSERT_GE(l40s, 0);
    const double hours = page.fitModel()->row(rtx4090).jobHours;
    const double other = page.fitModel()->row(l40s).jobHours;
    ASSERT_GT(hours, 0);
    SpeedCalibration c;
    c.gpuId = QStringLiteral("rtx-4090");
    c.task = document.questionnaire().task;
    c.factor = 2;
    c.host = QStringLiteral("root@box:22");
    c.at = QDateTime::currentDateTimeUtc();
    answer(page, [&] { document.setCalibration(c); });
    const int row = rowOf(*page.fitModel(), "rtx-4090");
    EXPECT_NEAR(page.fitModel()->row(row).jobHours, hours / 2, 1e-9 * hours);
    EXPECT_DOUBLE_EQ(page.fitModel()->row(rowOf(*page.fitModel(), "l40s")).jobHours, other);
    const QModelIndex cell = page.fitModel()->index(row, GpuFitModel::Hours);
    EXPECT_TRUE(cell.data().toString().endsWith(QStringLiteral(" †"))) << cell.data().toString().toStdString();
    EXPECT_TRUE(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Calibrated on root@box:22")));
    EXPECT_TRUE(document.isModified());
}

TEST_F(Pages, ServingShowsThroughputColumnsAndAdvice)
{
    PlanPage page(document);
    auto* task = child<QComboBox>(&page, "task");
    answer(page, [&] { task->setCurrentIndex(task->findData(QStringLiteral("inference"))); });
    EXPECT_EQ(page.results().need.task, Task::Inference);
    EXPECT_GT(page.results().memory->kvCache, 0);
    EXPECT_TRUE(page.fitModel()
                    ->headerData(GpuFitModel::Value, Qt::Horizontal)
                    .toString()
                    .startsWith(QStringLiteral("Tokens/s")));
    bool mentionsTokens = false;
    for (const QString& a : page.results().advice)
        mentionsTokens |= a.contains(QStringLiteral("tokens per second"));
    EXPECT_TRUE(mentionsTokens);
    auto* requests = child<QDoubleSpinBox>(&page, "requests");
    const qint64 concurrency = page.results().need.concurrency;
    answer(page, [&] { requests->setValue(requests->value() * 10); });
    EXPECT_GT(page.results().need.concurrency, concurrency);
}

// The Plan page's table and `gpuplanner-cli compare` answer the same plan with the same numbers: the cheapest
// deployment of each GPU (offer, cards, nodes, billing, hours and money) is one and the same.
void expectTableMatchesCompare(const PlanPage& page, const QStringList& compareArgs)
{
    const test::CliResult cli = test::runCli(gp::test::cliPath(), compareArgs);
    ASSERT_EQ(cli.code, 0) << cli.err.toStdString();
    const QJsonArray options = cli.json().value(QStringLiteral("options")).toArray();
    ASSERT_FALSE(options.isEmpty());
    int compared = 0;
    for (int i = 0; i < page.fitModel()->rowCount(); ++i) {
        const GpuPlanRow& row = page.fitModel()->row(i);
        if (!row.deployment)
            continue;
        QJsonObject cheapest;
        for (const QJsonValue& v : options) { // cheapest first
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("gpu")).toString() == row.fit.gpu.id &&
                o.value(QStringLiteral("billing")).toString() != QLatin1String("per_task")) {
                cheapest = o;
                break;
            }
        }
        ASSERT_FALSE(cheapest.isEmpty()) << row.fit.gpu.id.toStdString();
        const Deployment& d = *row.deployment;
        EXPECT_EQ(cheapest.value(QStringLiteral("offer")).toString(), d.offerId);
        EXPECT_EQ(cheapest.value(QStringLiteral("billing")).toString(), billingModeCode(d.billing));
        EXPECT_EQ(cheapest.value(QStringLiteral("nodes")).toInteger(), d.fit.nodes);
        EXPECT_EQ(cheapest.value(QStringLiteral("cards_per_node")).toInteger(), d.fit.cardsPerNode);
        EXPECT_EQ(cheapest.value(QStringLiteral("instances")).toInt(), d.instances);
        EXPECT_NEAR(cheapest.value(QStringLiteral("total")).toDouble(), d.total, 1e-6 * d.total);
        EXPECT_NEAR(cheapest.value(QStringLiteral("wall_hours")).toDouble(), d.wallHours, 1e-9 * d.wallHours);
        // What the table shows is that deployment's money and hours, not another offer's.
        EXPECT_EQ(page.fitModel()->index(i, GpuFitModel::CostPerRun).data().toString(),
                  ExchangeRate::format({d.costPerRun, d.currency}));
        EXPECT_EQ(page.fitModel()->index(i, GpuFitModel::Cards).data().toString(), DeploymentSearch::cardsText(d.fit));
        ++compared;
    }
    EXPECT_GE(compared, 5);
}

TEST_F(Pages, TheGpuTableIsTheCompareCommandsAnswer)
{
    PlanPage page(document);
    QSignalSpy first(&page, &PlanPage::resultsChanged);
    ASSERT_TRUE(first.wait(5000));
    // The questionnaire's defaults: LoRA on Qwen2.5 7B, batch 4 × 2,048, rank 16 on every linear layer, gradient
    // checkpointing, 50 M tokens × 3 epochs, one run.
    const Questionnaire& q = document.questionnaire();
    ASSERT_EQ(q.task, Task::Lora);
    ASSERT_EQ(q.schedule, Schedule::OneOff);
    // The compare command for the questionnaire's LoRA answers, with any further flags.
    const auto loraCompare = [&](const QStringList& extra) {
        QStringList args{QStringLiteral("compare"),
                         QStringLiteral("--model"),
                         q.modelId,
                         QStringLiteral("--task"),
                         QStringLiteral("lora"),
                         QStringLiteral("--batch"),
                         QString::number(q.batch),
                         QStringLiteral("--seq"),
                         QString::number(q.seq),
                         QStringLiteral("--lora-rank"),
                         QString::number(q.loraRank),
                         QStringLiteral("--lora-targets"),
                         QStringLiteral("all-linear"),
                         QStringLiteral("--grad-checkpointing"),
                         QStringLiteral("--tokens"),
                         QString::number(q.trainingTokens(), 'g', 17),
                         QStringLiteral("--currency"),
                         QStringLiteral("CNY"),
                         QStringLiteral("--cny-per-usd"),
                         QString::number(ExchangeRate::kDefaultCnyPerUsd, 'g', 17),
                         QStringLiteral("--data-gb"),
                         QString::number(q.dataSizeGb, 'g', 17),
                         QStringLiteral("--json")};
        return args + extra;
    };
    expectTableMatchesCompare(page, loraCompare({}));

    // The memory savers a single-GPU recipe switches on reach the same answer as the command's flags.
    auto* optimizer = child<QComboBox>(&page, "optimizer");
    answer(page, [&] { optimizer->setCurrentIndex(optimizer->findData(QStringLiteral("paged-adamw-8bit"))); });
    answer(page, [&] { child<QCheckBox>(&page, "chunkedLoss")->setChecked(true); });
    answer(page, [&] { child<QCheckBox>(&page, "activationOffloading")->setChecked(true); });
    ASSERT_TRUE(document.questionnaire().savers.chunkedLoss);
    expectTableMatchesCompare(
        page, loraCompare({QStringLiteral("--optimizer"), QStringLiteral("paged-adamw-8bit"),
                           QStringLiteral("--chunked-loss"), QStringLiteral("--activation-offloading")}));

    // A service: 40 users at once, 25 tokens/s each, around the clock.
    auto* task = child<QComboBox>(&page, "task");
    answer(page, [&] { task->setCurrentIndex(task->findData(QStringLiteral("inference"))); });
    answer(page, [&] { child<QSpinBox>(&page, "users")->setValue(40); });
    answer(page, [&] { child<QDoubleSpinBox>(&page, "speedPerUser")->setValue(25); });
    auto* hours = child<QDoubleSpinBox>(&page, "hoursPerDay");
    if (hours->value() != 24)
        answer(page, [&] { hours->setValue(24); });
    const Questionnaire& s = document.questionnaire();
    ASSERT_EQ(s.servingUsers(), 40);
    const Usage usage = PlanEvaluator::usageFor(s, QDate::currentDate());
    expectTableMatchesCompare(page, {QStringLiteral("compare"),
                                     QStringLiteral("--model"),
                                     s.modelId,
                                     QStringLiteral("--task"),
                                     QStringLiteral("inference"),
                                     QStringLiteral("--precision"),
                                     precisionCode(s.precision),
                                     QStringLiteral("--users"),
                                     QStringLiteral("40"),
                                     QStringLiteral("--prompt-tokens"),
                                     QString::number(s.promptTokens),
                                     QStringLiteral("--output-tokens"),
                                     QString::number(s.outputTokens),
                                     QStringLiteral("--tokens-per-second-per-user"),
                                     QStringLiteral("25"),
                                     QStringLiteral("--hours-per-month"),
                                     QString::number(usage.hoursPerMonth, 'g', 17),
                                     QStringLiteral("--months"),
                                     QString::number(usage.months),
                                     QStringLiteral("--currency"),
                                     QStringLiteral("CNY"),
                                     QStringLiteral("--cny-per-usd"),
                                     QString::number(ExchangeRate::kDefaultCnyPerUsd, 'g', 17),
                                     QStringLiteral("--data-gb"),
                                     QString::number(s.dataSizeGb, 'g', 17),
                                     QStringLiteral("--json")});
}

TEST_F(Pages, AddToBudgetPutsTheDeploymentIntoAScenarioThatFollowsThePlan)
{
    PlanPage page(document);
    QSignalSpy first(&page, &PlanPage::resultsChanged);
    ASSERT_TRUE(first.wait(5000));
    const qsizetype before = document.budget().scenarios.at(0).items.size();
    ASSERT_TRUE(page.addToBudget(0));
    const auto items = [&] { return document.budget().scenarios.at(0).items; };
    ASSERT_EQ(items().size(), before + 1);
    // The cheapest deployment (no row selected): its GPU, all its cards, one run of its wall-clock hours.
    const GpuPlanRow& cheapest = page.fitModel()->row(0);
    ASSERT_TRUE(cheapest.deployment.has_value());
    EXPECT_EQ(items().last().gpuId, cheapest.deployment->fit.gpu.id);
    EXPECT_EQ(items().last().gpus, cheapest.deployment->totalGpus());
    EXPECT_DOUBLE_EQ(items().last().hoursPerRun, cheapest.deployment->wallHours);
    EXPECT_EQ(items().last().runs, 1);
    EXPECT_EQ(items().last().spotAllowed, cheapest.deployment->spot);
    EXPECT_EQ(items().last().followsPlan, PlanLink::Answer);
    EXPECT_TRUE(document.isModified());

    // A GPU the user picks stays that GPU.
    int other = -1;
    for (int i = 1; i < page.fitModel()->rowCount() && other < 0; ++i)
        if (page.fitModel()->row(i).deployment && page.fitModel()->row(i).fit.gpu.id != cheapest.fit.gpu.id)
            other = i;
    ASSERT_GE(other, 0);
    const QString otherGpu = page.fitModel()->row(other).fit.gpu.id;
    auto* table = child<QTableView>(&page, "gpuTable");
    const auto* proxy = qobject_cast<const QSortFilterProxyModel*>(table->model());
    ASSERT_NE(proxy, nullptr);
    table->selectRow(proxy->mapFromSource(page.fitModel()->index(other, 0)).row());
    ASSERT_TRUE(page.addToBudget(0));
    EXPECT_EQ(items().last().gpuId, otherGpu);
    EXPECT_EQ(items().last().followsPlan, PlanLink::Gpu);

    // The plan changes: both items follow it (three times the tokens, longer runs), each on its own GPU.
    const double answerHours = items().at(before).hoursPerRun;
    const double otherHours = items().last().hoursPerRun;
    Questionnaire q = document.questionnaire();
    q.datasetTokens *= 3;
    answer(page, [&] { document.setQuestionnaire(q); });
    document.followPlan(page.allResults());
    EXPECT_GT(items().at(before).hoursPerRun, answerHours * 2);
    EXPECT_EQ(items().at(before).gpuId, page.results().chosen()->deployment->fit.gpu.id);
    EXPECT_DOUBLE_EQ(items().at(before).hoursPerRun, page.results().chosen()->deployment->wallHours);
    EXPECT_EQ(items().last().gpuId, otherGpu);
    EXPECT_GT(items().last().hoursPerRun, otherHours * 2);

    // Editing what the plan decides makes the item the user's own: the plan no longer moves it.
    BudgetPage budget(document);
    ScenarioModel* model = budget.model();
    const int row = static_cast<int>(items().size()) - 1;
    EXPECT_FALSE(model->data(model->index(row, ScenarioModel::Name), Qt::ToolTipRole).toString().isEmpty());
    ASSERT_TRUE(model->setData(model->index(row, ScenarioModel::HoursPerRun), 7.0));
    EXPECT_EQ(items().last().followsPlan, PlanLink::None);
    EXPECT_TRUE(model->data(model->index(row, ScenarioModel::Name), Qt::ToolTipRole).toString().isEmpty());
    q.datasetTokens *= 2;
    answer(page, [&] { document.setQuestionnaire(q); });
    document.followPlan(page.allResults());
    EXPECT_EQ(items().last().hoursPerRun, 7.0);
    EXPECT_DOUBLE_EQ(items().at(before).hoursPerRun, page.results().chosen()->deployment->wallHours);
}

TEST_F(Pages, ModelFromASizeOrAConfigFile)
{
    PlanPage page(document);
    auto* size = child<QLineEdit>(&page, "size");
    auto* fromSize = page.findChildren<QRadioButton*>().at(2);
    answer(page, [&] {
        fromSize->click();
        size->setText(QStringLiteral("13B"));
    });
    ASSERT_TRUE(page.results().model.has_value());
    EXPECT_TRUE(page.results().model->approximate);
    answer(page, [&] { size->setText(QStringLiteral("thirteen")); });
    EXPECT_FALSE(page.results().model.has_value());
    EXPECT_TRUE(page.results().modelError.contains(QStringLiteral("thirteen")));

    auto* path = child<QLineEdit>(&page, "configPath");
    auto* fromConfig = page.findChildren<QRadioButton*>().at(1);
    answer(page, [&] {
        fromConfig->click();
        path->setText(gp::test::sourcePath("tests/data/configs/mixtral-8x7b.json"));
    });
    ASSERT_TRUE(page.results().model.has_value());
    EXPECT_EQ(page.results().memory->parameters, 46702792704);
}

TEST_F(Pages, DataElsewhereAddsTransferAdvice)
{
    PlanPage page(document);
    auto* location = child<QComboBox>(&page, "dataLocation");
    auto* size = child<QDoubleSpinBox>(&page, "dataSize");
    answer(page, [&] {
        location->setCurrentIndex(location->findData(static_cast<int>(DataLocation::Local)));
        size->setValue(200);
    });
    // 200 GB at 50 Mbit/s: 8.9 hours.
    EXPECT_NEAR(page.results().transfer.hours, 200 * 8000.0 / 50 / 3600, 1e-9);
    bool advised = false;
    for (const QString& a : page.results().advice)
        advised |= a.contains(QStringLiteral("Moving the data"));
    EXPECT_TRUE(advised);
}

// The plan's disk rides along with every rental option the Costs page compares, as a visible part of its month.
TEST_F(Pages, CostsShowTheRentedDiskInEveryRentalsMonth)
{
    CostsPage page;
    CostPlan plan;
    plan.gpuId = QStringLiteral("rtx-4090");
    plan.inputs.currency = Currency::CNY;
    plan.inputs.hoursPerMonth = 73;
    plan.inputs.months = 3;
    plan.inputs.hourly = 2.0;
    plan.inputs.buy = BuyInputs{28000, 630, 0.6, 1, 3, 0, 0};
    plan.inputs.storage = RentalStorage{500, 0.2, 0.2};
    page.followPlan(plan, QStringLiteral("test"));
    page.recompute();
    const OptionCost* hourly = page.result().option(QStringLiteral("hourly"));
    ASSERT_NE(hourly, nullptr);
    EXPECT_NEAR(hourly->parts.value(QStringLiteral("disk_per_month")), 100, 1e-9); // 500 GB × ¥0.2, all month
    EXPECT_NEAR(hourly->perMonth, 73 * 2.0 + 100, 1e-9);
    EXPECT_FALSE(page.result().option(QStringLiteral("buy"))->parts.contains(QStringLiteral("disk_per_month")));
    const QString summary = child<QLabel>(&page, "costSummary")->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("(disk ¥100.00)"))) << summary.toStdString();
    // An edit keeps the plan's disk: the what-if stays comparable.
    child<QDoubleSpinBox>(&page, "hourly")->setValue(2.5);
    page.recompute();
    ASSERT_TRUE(page.inputs().storage.has_value());
    EXPECT_NEAR(page.result().option(QStringLiteral("hourly"))->perMonth, 73 * 2.5 + 100, 1e-9);
}

TEST_F(Pages, CostsChartsFollowTheInputsAndExport)
{
    CostsPage page;
    auto* hours = child<QDoubleSpinBox>(&page, "hoursPerMonth");
    auto* buy = child<QDoubleSpinBox>(&page, "buyPrice");
    auto* hourly = child<QDoubleSpinBox>(&page, "hourly");
    auto* monthly = child<QDoubleSpinBox>(&page, "monthly");
    hours->setValue(600);
    buy->setValue(20000);
    hourly->setValue(5);
    monthly->setValue(2000);
    page.recompute();
    const CostResult& r = page.result();
    ASSERT_NE(r.option(QStringLiteral("hourly")), nullptr);
    EXPECT_DOUBLE_EQ(r.option(QStringLiteral("hourly"))->perMonth, 3000);
    EXPECT_DOUBLE_EQ(*r.breakEvenHoursPerMonth, 400);
    EXPECT_TRUE(page.cumulativeChart()->seriesNames().contains(QStringLiteral("Buy")));
    EXPECT_TRUE(page.cumulativeChart()->seriesNames().contains(QStringLiteral("Monthly")));
    EXPECT_GE(page.cumulativeChart()->breakEvenMarkers(), 2); // buying pays off inside 36 months vs both
    EXPECT_EQ(page.usageChart()->seriesNames().size(), r.options.size());

    page.resize(900, 700);
    test::TempDir out;
    QString error;
    ASSERT_TRUE(exportChart(page.cumulativeChart(), out.filePath(QStringLiteral("c.png")), &error))
        << error.toStdString();
    ASSERT_TRUE(exportChart(page.usageChart(), out.filePath(QStringLiteral("u.svg")), &error)) << error.toStdString();
    QFile png(out.filePath(QStringLiteral("c.png")));
    ASSERT_TRUE(png.open(QIODevice::ReadOnly));
    EXPECT_TRUE(png.read(8).startsWith("\x89PNG"));
    QFile svg(out.filePath(QStringLiteral("u.svg")));
    ASSERT_TRUE(svg.open(QIODevice::ReadOnly));
    EXPECT_TRUE(svg.readAll().contains("<svg"));
    EXPECT_FALSE(exportChart(page.usageChart(), out.filePath(QStringLiteral("missing/dir/u.png")), &error));
}

TEST_F(Pages, BudgetTableEditsItemsAndTotals)
{
    document.setBudget(threeScenarios());
    BudgetPage page(document);
    ScenarioModel* model = page.model();
    new QAbstractItemModelTester(model, QAbstractItemModelTester::FailureReportingMode::Warning, &page);
    page.recompute();
    const int scenario = page.currentScenario();
    const auto items = [&] { return document.budget().scenarios.at(scenario).items; };
    const auto total = [&] { return page.currentResult()->total; };
    const int before = model->rowCount();
    ASSERT_GE(before, 1);
    ASSERT_NE(page.currentResult(), nullptr);
    const double start = total();
    EXPECT_GT(start, 0);

    page.table()->selectRow(0);
    child<QPushButton>(&page, "duplicateItem")->click();
    EXPECT_EQ(model->rowCount(), before + 1);
    EXPECT_EQ(items().size(), before + 1);
    page.recompute();
    EXPECT_GT(total(), start);

    // Editing a cell: twice the hours per run costs more.
    const double withCopy = total();
    ASSERT_TRUE(model->setData(model->index(0, ScenarioModel::HoursPerRun), 12.0));
    page.recompute();
    EXPECT_GT(total(), withCopy);
    EXPECT_FALSE(model->setData(model->index(0, ScenarioModel::Gpus), 0)); // rejected, nothing changes
    EXPECT_EQ(items().first().hoursPerRun, 12.0);

    // Reorder and remove.
    const QString first = model->scenarios().at(0).name;
    page.table()->selectRow(0);
    child<QPushButton>(&page, "moveItemDown")->click();
    EXPECT_EQ(model->scenarios().at(1).name, first);
    page.table()->selectRow(1);
    child<QPushButton>(&page, "removeItem")->click();
    EXPECT_EQ(model->rowCount(), before);

    // The risk factor stretches the work.
    auto* risk = child<QDoubleSpinBox>(&page, "risk");
    const double atRisk = page.currentResult()->riskGpuHours;
    risk->setValue(risk->value() + 0.5);
    page.recompute();
    EXPECT_GT(page.currentResult()->riskGpuHours, atRisk);
    EXPECT_TRUE(child<QLabel>(&page, "budgetTotals")->text().contains(page.currentResult()->name));
}

TEST_F(Pages, BudgetScenariosAreAlternativesSideBySide)
{
    document.setBudget(threeScenarios());
    BudgetPage page(document);
    page.recompute();
    const qsizetype scenarios = document.budget().scenarios.size();
    ASSERT_EQ(scenarios, 3);
    auto* compare = child<QTableWidget>(&page, "scenarioComparison");
    EXPECT_EQ(compare->rowCount(), scenarios);
    // Each row is its scenario's own total, never the sum of all.
    for (int i = 0; i < scenarios; ++i)
        EXPECT_EQ(compare->item(i, 1)->text(),
                  ExchangeRate::format({page.result().scenarios.at(i).total, document.budget().settings.currency}, 0));
    // The chart groups the months by scenario (bars side by side, not stacked).
    auto* series = qobject_cast<QBarSeries*>(page.chart()->chart()->series().first());
    ASSERT_NE(series, nullptr);
    EXPECT_EQ(series->count(), scenarios);

    // Choosing a scenario shows its items; a new scenario starts as a copy of the current one.
    auto* choice = child<QComboBox>(&page, "scenario");
    choice->setCurrentIndex(2);
    EXPECT_EQ(page.currentScenario(), 2);
    EXPECT_EQ(page.model()->rowCount(), document.budget().scenarios.at(2).items.size());
    child<QPushButton>(&page, "newScenario")->click();
    EXPECT_EQ(document.budget().scenarios.size(), scenarios + 1);
    EXPECT_EQ(document.budget().scenarios.last().items.size(), document.budget().scenarios.at(2).items.size());
    EXPECT_EQ(page.currentScenario(), scenarios);
    child<QPushButton>(&page, "removeScenario")->click();
    EXPECT_EQ(document.budget().scenarios.size(), scenarios);
}

TEST_F(Pages, CatalogsPageNamesAUserCatalogThatCouldNotBeLoaded)
{
    UserCatalogStore store(dir.filePath(QStringLiteral("catalogs")));
    ASSERT_TRUE(QDir().mkpath(store.directory()));
    QFile broken(store.directory() + QStringLiteral("/broken.json"));
    ASSERT_TRUE(broken.open(QIODevice::WriteOnly));
    broken.write("{\"schema_version\": 1, \"provider\": ");
    broken.close();
    CatalogsPage page(settings, store);
    auto* skipped = child<QLabel>(&page, "skippedCatalogs");
    page.setCatalog(store.load(), ExchangeRate(7.2), Currency::CNY);
    EXPECT_FALSE(skipped->isHidden());
    EXPECT_TRUE(skipped->text().contains(QStringLiteral("broken.json"))) << skipped->text().toStdString();
    ASSERT_TRUE(QFile::remove(broken.fileName()));
    page.setCatalog(store.load(), ExchangeRate(7.2), Currency::CNY);
    EXPECT_TRUE(skipped->isHidden());
}

// Selecting an offer shows its prices over time (Lambda's older list beside its current one, and the price an edit
// replaced), its provider's fees, and what every conversion used.
TEST_F(Pages, CatalogsShowAnOffersPriceTrendAndItsProvidersFees)
{
    UserCatalogStore store(dir.filePath(QStringLiteral("catalogs")));
    CatalogsPage page(settings, store);
    page.setCatalog(store.load(), ExchangeRate(6.8, QDate(2026, 7, 1), QStringLiteral("https://www.pbc.gov.cn/x")),
                    Currency::CNY);
    EXPECT_TRUE(page.statusLabel()->text().contains(QStringLiteral("www.pbc.gov.cn, 2026-07-01")))
        << page.statusLabel()->text().toStdString();
    const auto select = [&](const char* offer) {
        for (int i = 0; i < page.offerFilter()->rowCount(); ++i) {
            const QModelIndex index = page.offerFilter()->index(i, 0);
            if (page.offerModel()->row(page.offerFilter()->mapToSource(index).row()).offer.id == QLatin1String(offer)) {
                page.offerTable()->setCurrentIndex(index);
                return true;
            }
        }
        return false;
    };
    EXPECT_TRUE(page.offerTable()->currentIndex().isValid()); // the first row's details, until another is picked
    // An undated price is named as such (a third party's price index that gives no date).
    ASSERT_TRUE(select("matpool-t4"));
    EXPECT_TRUE(page.offerDetails()->text().contains(QStringLiteral("Date unknown")))
        << page.offerDetails()->text().toStdString();
    ASSERT_TRUE(select("lambda-1x-h100-sxm"));
    EXPECT_EQ(page.trendChart()->pointCount(), 1); // the 2026-09-20 list
    EXPECT_TRUE(page.offerDetails()->text().contains(QStringLiteral("Lambda's fees")))
        << page.offerDetails()->text().toStdString();
    // The plan's smoke tests of this offer: two machines, 0.90 and 0.70 of the promised TFLOPS.
    QList<SmokeRecord> tests;
    for (const auto& [target, tflops] : {std::pair{"root@a:22", 890.0}, std::pair{"root@b:22", 692.3}}) {
        SmokeRecord r;
        r.offerId = QStringLiteral("lambda-1x-h100-sxm");
        r.target = QLatin1String(target);
        r.at = QDateTime::currentDateTimeUtc();
        r.summary = SmokeSummary{};
        r.summary->tflops = tflops;
        r.summary->tflopsPromised = 989;
        tests << r;
    }
    page.setSmokeTests(tests);
    EXPECT_TRUE(page.offerDetails()->text().contains(QStringLiteral("0.80 of the promised TFLOPS on average")))
        << page.offerDetails()->text().toStdString();

    // An edited price joins the trend, and the one it replaced stays.
    const int row = page.offerFilter()->mapToSource(page.offerTable()->currentIndex()).row();
    Price mine = page.offerModel()->row(row).price;
    mine.amount = 3.99;
    mine.source = QStringLiteral("my invoice");
    mine.date = QDate::currentDate();
    ASSERT_TRUE(page.setPriceForRow(row, mine).ok());
    mine.amount = 3.89;
    ASSERT_TRUE(page.setPriceForRow(row, mine).ok());
    page.setCatalog(store.load(), ExchangeRate(6.8), Currency::CNY);
    ASSERT_TRUE(select("lambda-1x-h100-sxm"));
    EXPECT_EQ(page.trendChart()->pointCount(), 3);
    // A provider whose fees the catalog lacks says so.
    ASSERT_TRUE(select("vast-1x-h100-sxm"));
    EXPECT_TRUE(page.offerDetails()->text().contains(QStringLiteral("does not list Vast.ai's")));
}

TEST_F(Pages, CatalogsFilterEditAndRefresh)
{
    UserCatalogStore store(dir.filePath(QStringLiteral("catalogs")));
    CatalogsPage page(settings, store);
    page.setCatalog(store.load(), ExchangeRate(7.2), Currency::CNY);
    new QAbstractItemModelTester(page.offerModel(), QAbstractItemModelTester::FailureReportingMode::Warning, &page);
    const int all = page.offerFilter()->rowCount();
    ASSERT_GT(all, 40);

    auto* gpu = child<QComboBox>(&page, "filterGpu");
    gpu->setCurrentIndex(gpu->findData(QStringLiteral("rtx-4090")));
    ASSERT_GT(page.offerFilter()->rowCount(), 0);
    EXPECT_LT(page.offerFilter()->rowCount(), all);
    for (int i = 0; i < page.offerFilter()->rowCount(); ++i) {
        const int source = page.offerFilter()->mapToSource(page.offerFilter()->index(i, 0)).row();
        EXPECT_EQ(page.offerModel()->row(source).offer.gpuId, QStringLiteral("rtx-4090"));
    }

    // Editing a price stores it as the user's own and asks everyone to reload.
    QSignalSpy changed(&page, &CatalogsPage::catalogsChanged);
    const int source = page.offerFilter()->mapToSource(page.offerFilter()->index(0, 0)).row();
    Price mine = page.offerModel()->row(source).price;
    mine.amount = 0.99;
    mine.source = QStringLiteral("my invoice");
    mine.date = QDate::currentDate();
    ASSERT_TRUE(page.setPriceForRow(source, mine).ok());
    EXPECT_EQ(changed.count(), 1);
    page.setCatalog(store.load(), ExchangeRate(7.2), Currency::CNY);
    bool found = false;
    for (int i = 0; i < page.offerModel()->rowCount(); ++i) {
        const OfferModel::Row& row = page.offerModel()->row(i);
        if (row.price.userOverride && row.price.amount == 0.99)
            found = true;
    }
    EXPECT_TRUE(found);

    // Refresh from a real local server, with the result shown.
    LocalHttpServer server;
    server.route(
        QStringLiteral("/c.json"),
        {200,
         R"({"schema_version": 1, "providers": [{"schema_version": 1, "provider": {"id": "newcloud", "name": "New cloud"},
                     "offers": [{"id": "nc-l40s", "gpu": "l40s", "count": 1, "prices": [
                     {"mode": "hourly", "amount": 4.2, "currency": "CNY", "granularity": "second", "source": "https://t.example/p", "date": "2026-11-20"}]}]}]})",
         {},
         0});
    QSignalSpy finished(page.refresher(), &CatalogRefresher::finished);
    page.startRefresh(server.url(QStringLiteral("/c.json")).toString());
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_EQ(changed.count(), 2);
    EXPECT_TRUE(page.statusLabel()->text().contains(QStringLiteral("updated")))
        << page.statusLabel()->text().toStdString();
    EXPECT_TRUE(store.load().provider(QStringLiteral("newcloud")).has_value());
    page.startRefresh(QStringLiteral("http://example.com/c.json"));
    EXPECT_TRUE(page.statusLabel()->text().contains(QStringLiteral("https")));
}

// Plan -> Costs without retyping: the Costs page shows the plan's cheapest deployment (GPU, billed hours a month,
// months, the offer's prices for all its instances) and follows the plan live; an edit there becomes the plan's own
// what-if, which the plan's changes leave alone, until "Follow the plan" drops it.
TEST_F(Pages, CostsFollowThePlansAnswerUntilEdited)
{
    MainWindow window(settings, translations, document);
    window.show();
    PlanPage* plan = window.planPage();
    QSignalSpy first(plan, &PlanPage::resultsChanged);
    ASSERT_TRUE(first.wait(5000));
    CostsPage* costs = window.costsPage();
    const GpuPlanRow* chosen = plan->results().chosen();
    ASSERT_TRUE(chosen);
    const Deployment& d = *chosen->deployment;
    EXPECT_TRUE(costs->isFollowingPlan());
    EXPECT_EQ(costs->plan().gpuId, d.fit.gpu.id);
    auto* hours = child<QDoubleSpinBox>(costs, "hoursPerMonth");
    EXPECT_NEAR(hours->value(), std::clamp(plan->results().hoursPerMonth, 1.0, 744.0), 0.5); // whole hours
    const std::optional<CostPlan> expected = PlanEvaluator::costPlanFor(plan->results(), PriceCatalog::builtIn(),
                                                                        settings.exchangeRate(PriceCatalog::builtIn()));
    ASSERT_TRUE(expected);
    ASSERT_TRUE(expected->inputs.hourly.has_value());
    EXPECT_NEAR(costs->inputs().hourly.value_or(0), *expected->inputs.hourly, 0.01);
    EXPECT_FALSE(document.plan().costs.has_value()); // shown, not stored

    // The plan changes: Costs follows.
    const double before = hours->value();
    Questionnaire q = document.questionnaire();
    q.datasetTokens *= 3;
    answer(*plan, [&] { document.setQuestionnaire(q); });
    EXPECT_GT(hours->value(), before);

    // An edit is the plan's own what-if from then on.
    auto* hourly = child<QDoubleSpinBox>(costs, "hourly");
    hourly->setValue(hourly->value() + 1);
    QApplication::processEvents();
    ASSERT_TRUE(document.plan().costs.has_value());
    EXPECT_FALSE(costs->isFollowingPlan());
    const double edited = hours->value();
    q.datasetTokens /= 2;
    answer(*plan, [&] { document.setQuestionnaire(q); });
    EXPECT_DOUBLE_EQ(hours->value(), edited);

    // "Follow the plan" drops it.
    auto* follow = costs->findChild<QPushButton*>(QStringLiteral("followPlan"));
    ASSERT_TRUE(follow);
    follow->click();
    EXPECT_FALSE(document.plan().costs.has_value());
    EXPECT_TRUE(costs->isFollowingPlan());
    EXPECT_LT(hours->value(), edited);
}

TEST_F(Pages, BudgetStartsWithThePlansAnswerAndFollowsItLive)
{
    MainWindow window(settings, translations, document);
    window.show();
    PlanPage* plan = window.planPage();
    QSignalSpy first(plan, &PlanPage::resultsChanged);
    ASSERT_TRUE(first.wait(5000));
    const auto item = [&] { return document.budget().scenarios.at(0).items.at(0); };
    // A new plan's budget holds the plan's answer: nothing to retype.
    ASSERT_EQ(document.budget().scenarios.size(), 1);
    ASSERT_EQ(document.budget().scenarios.at(0).items.size(), 1);
    const Deployment* d = &*plan->results().chosen()->deployment;
    EXPECT_EQ(item().followsPlan, PlanLink::Answer);
    EXPECT_EQ(item().gpuId, d->fit.gpu.id);
    EXPECT_DOUBLE_EQ(item().hoursPerRun, d->wallHours);
    EXPECT_FALSE(document.isModified()); // following the plan is not an edit

    BudgetPage* budget = window.budgetPage();
    budget->recompute();
    const double total = budget->currentResult()->total;
    EXPECT_GT(total, 0);
    // The plan changes: the budget's item and its total follow, without a click on the Budget page.
    Questionnaire q = document.questionnaire();
    q.datasetTokens *= 3;
    answer(*plan, [&] { document.setQuestionnaire(q); });
    d = &*plan->results().chosen()->deployment;
    EXPECT_DOUBLE_EQ(item().hoursPerRun, d->wallHours);
    EXPECT_DOUBLE_EQ(
        budget->model()->data(budget->model()->index(0, ScenarioModel::HoursPerRun), Qt::EditRole).toDouble(),
        d->wallHours);
    budget->recompute();
    EXPECT_GT(budget->currentResult()->total, total);

    // Saved and opened again, with the same catalog: unmodified, and `budget` on the command line prices the item as
    // the page does.
    const QString path = dir.filePath(QStringLiteral("followed.json"));
    ASSERT_TRUE(window.savePlanAs(path));
    ASSERT_TRUE(window.openPlan(path));
    QApplication::processEvents();
    EXPECT_FALSE(document.isModified());
    const test::CliResult cli = test::cli({QStringLiteral("budget"), path, QStringLiteral("--json")});
    ASSERT_EQ(cli.code, 0) << cli.err.toStdString();
    const QJsonObject scenario = cli.json().value(QStringLiteral("scenarios")).toArray().at(0).toObject();
    EXPECT_NEAR(scenario.value(QStringLiteral("total")).toDouble(), budget->currentResult()->total, 0.01);
}

TEST_F(Pages, PlanFilesRoundTripAndRefuseNewerOnes)
{
    MainWindow window(settings, translations, document);
    auto* task = child<QComboBox>(window.planPage(), "task");
    task->setCurrentIndex(task->findData(QStringLiteral("full")));
    EXPECT_TRUE(document.isModified());
    EXPECT_TRUE(window.isWindowModified());
    const QString path = dir.filePath(QStringLiteral("plan.json"));
    ASSERT_TRUE(window.savePlanAs(path));
    EXPECT_FALSE(document.isModified());
    EXPECT_EQ(settings.recentFiles().first(), path);

    document.newPlan();
    EXPECT_EQ(document.questionnaire().task, Task::Lora);
    ASSERT_TRUE(window.openPlan(path));
    EXPECT_EQ(document.questionnaire().task, Task::Full);
    EXPECT_EQ(task->currentData().toString(), QStringLiteral("full")); // the page shows what was loaded

    // A plan from a newer GPU Planner: refused with a message, nothing changed or overwritten.
    const QString newer = dir.filePath(QStringLiteral("newer.json"));
    QFile f(newer);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "gpuplanner-plan", "version": 5})");
    f.close();
    QString shown;
    QTimer::singleShot(0, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            shown = box->text();
            box->accept();
        }
    });
    EXPECT_FALSE(window.openPlan(newer));
    EXPECT_TRUE(shown.contains(QStringLiteral("newer"))) << shown.toStdString();
    EXPECT_EQ(document.questionnaire().task, Task::Full);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll(), QByteArray(R"({"format": "gpuplanner-plan", "version": 5})"));
}

TEST_F(Pages, UnsavedChangesPromptCanCancelOrDiscard)
{
    MainWindow window(settings, translations, document);
    QSignalSpy first(window.planPage(), &PlanPage::resultsChanged);
    ASSERT_TRUE(first.wait(5000));
    auto* seq = child<QSpinBox>(window.planPage(), "seq");
    const double hours = document.budget().scenarios.at(0).items.at(0).hoursPerRun;
    answer(*window.planPage(), [&] { seq->setValue(4096); });
    ASSERT_TRUE(document.isModified());
    // The budget's item follows the answers; that is not an edit of the budget of its own.
    EXPECT_NE(document.budget().scenarios.at(0).items.at(0).hoursPerRun, hours);
    SmokeRecord smoke;
    smoke.target = QStringLiteral("root@box:22");
    smoke.at = QDateTime::currentDateTimeUtc();
    document.addSmokeTest(smoke);
    // The prompt names what Discard would lose.
    QString prompt;
    QTimer::singleShot(0, [&prompt] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            prompt = box->text();
            box->button(QMessageBox::Cancel)->click();
        }
    });
    EXPECT_FALSE(window.maybeSave());
    EXPECT_TRUE(prompt.contains(QStringLiteral("the questionnaire's answers"))) << prompt.toStdString();
    EXPECT_TRUE(prompt.contains(QStringLiteral("1 smoke test"))) << prompt.toStdString();
    EXPECT_FALSE(prompt.contains(QStringLiteral("the budget"))) << prompt.toStdString();
    QTimer::singleShot(0, [] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            box->button(QMessageBox::Discard)->click();
    });
    EXPECT_TRUE(window.maybeSave());
}

TEST_F(Pages, ReportExportsPdfMarkdownAndCsv)
{
    MainWindow window(settings, translations, document);
    window.resize(1100, 720);
    ASSERT_TRUE(document.saveAs(dir.filePath(QStringLiteral("plan.json"))).ok());
    for (const char* name : {"plan.pdf", "plan.md", "plan.csv"})
        ASSERT_TRUE(window.exportReport(dir.filePath(QString::fromLatin1(name)))) << name;
    QFile pdf(dir.filePath(QStringLiteral("plan.pdf")));
    ASSERT_TRUE(pdf.open(QIODevice::ReadOnly));
    EXPECT_TRUE(pdf.read(5).startsWith("%PDF"));
    EXPECT_GT(pdf.size(), 20000); // text and three chart images
    QFile md(dir.filePath(QStringLiteral("plan.md")));
    ASSERT_TRUE(md.open(QIODevice::ReadOnly));
    const QString markdown = QString::fromUtf8(md.readAll());
    EXPECT_TRUE(markdown.contains(QStringLiteral("Qwen2.5 7B")));
    EXPECT_TRUE(markdown.contains(QStringLiteral("| GPU |")));
    EXPECT_TRUE(markdown.contains(QStringLiteral("Budget")));
    QFile csv(dir.filePath(QStringLiteral("plan.csv")));
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    EXPECT_TRUE(csv.readAll().contains("GiB"));

    // The report comes from the plan document: the CLI's report of the saved plan is the same text.
    const test::CliResult cli =
        test::runCli(gp::test::cliPath(),
                     {QStringLiteral("report"), dir.filePath(QStringLiteral("plan.json")), QStringLiteral("--format"),
                      QStringLiteral("md"), QStringLiteral("--output"), dir.filePath(QStringLiteral("cli.md"))});
    ASSERT_EQ(cli.code, 0) << cli.err.toStdString();
    QFile fromCli(dir.filePath(QStringLiteral("cli.md")));
    ASSERT_TRUE(fromCli.open(QIODevice::ReadOnly));
    EXPECT_EQ(QString::fromUtf8(fromCli.readAll()), markdown);
    // The budget's scenarios are side by side in it.
    for (const BudgetScenario& s : document.budget().scenarios)
        EXPECT_TRUE(markdown.contains(QStringLiteral("| %1 |").arg(s.displayName()))) << s.displayName().toStdString();
}

// The monitor's time axis: minutes since monitoring started, ticks on whole round minutes whatever the first sample's
// offset (fixed tick counts labelled a range starting at 0.37 min as 0, 1, 3, 4, 5 on evenly spaced lines).
TEST(GpuUsageChartAxis, TimeTicksAreWholeMinutesWithAUnit)
{
    GpuUsageChart chart;
    const QDateTime start(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);
    GpuSample sample;
    sample.utilizationPercent = 90;
    chart.addSamples(start, {sample});
    chart.addSamples(start.addSecs(22), {sample});
    chart.addSamples(start.addSecs(5 * 60 + 20), {sample});
    auto* axis = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Horizontal).value(0));
    ASSERT_TRUE(axis);
    EXPECT_EQ(axis->tickType(), QValueAxis::TicksDynamic);
    EXPECT_DOUBLE_EQ(axis->tickAnchor(), 0);
    EXPECT_DOUBLE_EQ(axis->tickInterval(), 1);
    EXPECT_TRUE(axis->titleText().contains(QStringLiteral("Minutes"))) << axis->titleText().toStdString();
    chart.addSamples(start.addSecs(45 * 60), {sample});
    EXPECT_DOUBLE_EQ(axis->tickInterval(), 10); // 45 minutes: no more than 8 intervals
}
