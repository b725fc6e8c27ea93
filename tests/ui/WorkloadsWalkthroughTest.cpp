#include "core/catalog/PriceCatalog.h"
#include "core/plan/PlanBudget.h"
#include "core/plan/PlanWorkloads.h"
#include "core/plan/Reconciliation.h"
#include "support/CliRunner.h"
#include "support/UiTestFixture.h"
#include "ui/models/GpuFitModel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>

using namespace gp;
using test::child;

namespace {

// Text without its whitespace and ligatures: a PDF breaks lines where the page ends, not where the sentence does,
// and sets "fi" as one glyph.
QString squeezed(const QString& text)
{
    return text.normalized(QString::NormalizationForm_KC).remove(QRegularExpression(QStringLiteral("\\s+")));
}

// The text of a PDF as pdftotext (poppler-utils) reads it back.
QString pdfText(const QString& path)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        ADD_FAILURE() << "pdftotext " << path.toStdString() << ": " << p.readAllStandardError().toStdString();
    return QString::fromUtf8(p.readAllStandardOutput());
}

// The steps of `workload` alone.
QList<ReconciliationStep> stepsOf(const QList<ReconciliationStep>& all, int workload)
{
    QList<ReconciliationStep> mine;
    for (const ReconciliationStep& s : all)
        if (s.workload == workload)
            mine << s;
    return mine;
}

// What the saved plan gave beyond the pages: the budget's joining lines (on the page and from the command) and the
// report.
struct Outputs
{
    QString path;
    ScenarioResult scenario;
    Budget budget;
    QList<ReconciliationStep> joins;
    QString budgetSteps;
    QJsonArray cliSteps;
    QString markdown;
    QString pdfWords;
};

// Workload `w` of the founder's plan: its figure on the Plan page, in compare, on Costs, in the Budget's lines and the
// command's, and in the report (Markdown and the PDF's text): one figure, or the named lines that join it.
void expectOneFigureOrItsLines(MainWindow& window, PlanDocument& plan, const Outputs& o, int w)
{
    const PriceCatalog& catalog = PriceCatalog::builtIn();
    const QDate today = QDate::currentDate();
    PlanPage* page = window.planPage();
    const QString& path = o.path;
    const QList<ReconciliationStep>& joins = o.joins;
    const ScenarioResult& scenario = o.scenario;
    const Budget& budget = o.budget;
    const QJsonArray& cliSteps = o.cliSteps;
    const QString& budgetSteps = o.budgetSteps;
    const QString& markdown = o.markdown;
    const QString& pdfWords = o.pdfWords;
    auto* workloads = child<QComboBox>(page, "workloads");
    if (plan.activeWorkload() != w)
        test::answer(*page, [&] { workloads->setCurrentIndex(w); });
    ASSERT_EQ(plan.activeWorkload(), w);
    EXPECT_FALSE(plan.isModified()); // looking at a workload changes nothing in it
    const PlanResults r = page->results();
    ASSERT_NE(r.chosen(), nullptr);
    const Deployment d = *r.chosen()->deployment;
    // Within the constraints: a Chinese platform, in CNY, no spot, a price at most 90 days old.
    EXPECT_EQ(catalog.provider(d.providerId)->country, QStringLiteral("CN"));
    EXPECT_EQ(d.currency, Currency::CNY);
    EXPECT_FALSE(d.spot);
    EXPECT_LE(d.price.date.daysTo(today), 90);
    EXPECT_EQ(r.need.task, w == 0 ? Task::Lora : Task::Inference);
    const QString total = ExchangeRate::format({d.total, Currency::CNY});
    const QString summary = child<QLabel>(page, "summary")->text();
    EXPECT_TRUE(summary.contains(total)) << total.toStdString();
    // Its hours and money with the band of the estimate, as the report states them.
    ASSERT_TRUE(d.hasBand());
    if (w == 0) {
        EXPECT_TRUE(summary.contains(DeploymentSearch::hoursText(d).toHtmlEscaped())) << summary.toStdString();
        EXPECT_TRUE(summary.contains(DeploymentSearch::totalText(d).toHtmlEscaped())) << summary.toStdString();
        EXPECT_TRUE(markdown.contains(DeploymentSearch::totalText(d)));
        EXPECT_TRUE(pdfWords.contains(squeezed(DeploymentSearch::totalText(d))));
    } else {
        const QString speed = ErrorBands::rangeText(d.tokensPerSecondPerUser, d.band, 1);
        EXPECT_TRUE(summary.contains(speed)) << summary.toStdString();
        EXPECT_TRUE(markdown.contains(speed));
    }

    // compare PLAN.json --workload N --json: the page's table, row for row.
    const test::CliResult compare = test::cli({QStringLiteral("compare"), path, QStringLiteral("--workload"),
                                               QString::number(w + 1), QStringLiteral("--json")});
    ASSERT_EQ(compare.code, 0) << compare.err.toStdString();
    const QJsonArray gpus = compare.json().value(QStringLiteral("gpus")).toArray();
    const GpuFitModel* table = page->fitModel();
    ASSERT_EQ(gpus.size(), table->rowCount());
    for (int i = 0; i < table->rowCount(); ++i) {
        const GpuPlanRow& row = table->row(i);
        const QJsonObject o = gpus.at(i).toObject();
        EXPECT_EQ(o.value(QStringLiteral("gpu")).toString(), row.fit.gpu.id);
        if (row.deployment) {
            EXPECT_DOUBLE_EQ(o.value(QStringLiteral("deployment")).toObject().value(QStringLiteral("total")).toDouble(),
                             row.deployment->total);
        }
    }

    // Costs follows this workload's answer, joined to its figure line by line.
    CostsPage* costs = window.costsPage();
    costs->recompute();
    ASSERT_TRUE(costs->isFollowingPlan());
    EXPECT_EQ(costs->plan().gpuId, d.fit.gpu.id);
    const QList<ReconciliationStep> toCosts = Reconciliation::planToCosts(r, costs->result(), r.currency);
    ASSERT_GE(toCosts.size(), 2);
    EXPECT_NEAR(toCosts.first().amount * std::max(1, r.usage.months), d.total, 0.01);
    const QString link = child<QLabel>(costs, "costsPlanLink")->text();
    for (const ReconciliationStep& s : toCosts) {
        EXPECT_TRUE(link.contains(s.text)) << s.text.toStdString();
        EXPECT_TRUE(markdown.contains(s.text))
            << s.text.toStdString()
            << "\nreport: " << markdown.section(s.text.left(8), 1, 1).section(QLatin1Char('\n'), 0, 0).toStdString();
        EXPECT_TRUE(pdfWords.contains(squeezed(s.text))) << s.text.toStdString();
    }

    // Budget: the item that follows this workload, from the Plan's figure to its share of the scenario.
    const QList<ReconciliationStep> mine = stepsOf(joins, w);
    ASSERT_GE(mine.size(), 3);
    EXPECT_NEAR(mine.first().amount, d.total, 0.005);
    const auto item = std::find_if(scenario.items.cbegin(), scenario.items.cend(), [w](const ItemBudget& i) {
        return i.item.followsPlan == PlanLink::Answer && i.item.workload == w;
    });
    ASSERT_NE(item, scenario.items.cend());
    ASSERT_TRUE(item->cheapest);
    EXPECT_EQ(item->item.gpuId, d.fit.gpu.id);
    EXPECT_NEAR(mine.last().amount, item->cheapest->cost * (1 + budget.settings.buffer), 0.005);
    for (const ReconciliationStep& s : mine) {
        EXPECT_TRUE(budgetSteps.contains(s.text)) << s.text.toStdString();
        EXPECT_TRUE(markdown.contains(s.text)) << s.text.toStdString();
        EXPECT_TRUE(pdfWords.contains(squeezed(s.text))) << s.text.toStdString();
    }
    // The command prices the file the same way, step for step.
    for (int i = 0; i < joins.size(); ++i) {
        const QJsonObject step = cliSteps.at(i).toObject();
        EXPECT_EQ(step.value(QStringLiteral("workload")).toInt(), joins.at(i).workload + 1);
        EXPECT_NEAR(step.value(QStringLiteral("amount")).toDouble(), joins.at(i).amount, 0.005);
    }
    // The report names the workload and holds its own sections.
    const QString name = PlanWorkloads::name(plan.questionnaire(), w);
    EXPECT_TRUE(markdown.contains(QStringLiteral("## %1 — ").arg(name))) << name.toStdString();
    EXPECT_TRUE(pdfWords.contains(squeezed(name))) << name.toStdString();
}

} // namespace

// The founder of issue 42, in each language at 1366×768: "mainland China, CNY, no spot, prices dated within 90 days";
// a LoRA fine-tune of Qwen2.5-7B on 50k samples × 1,000 tokens × 3 epochs, then a 200-user service at 20 tokens/s
// added to the same plan. Every figure of both workloads on Plan, Costs and Budget, in the report (Markdown and the
// PDF's text) and in `compare`/`budget --json` for the saved file is the same figure, or joined to it by a named
// line: a figure that disagrees fails here.
class WorkloadsWalkthrough : public test::UiTestFixture
{};

TEST_F(WorkloadsWalkthrough, AFineTuneAndItsServiceShowOneFigureOrTheLinesThatJoinItOnEveryPage)
{
    const PriceCatalog& catalog = PriceCatalog::builtIn();
    const QDate today = QDate::currentDate();
    for (Language language : {Language::English, Language::Chinese}) {
        const QString code = languageCode(language);
        SCOPED_TRACE(code.toStdString());
        ASSERT_TRUE(translations.apply(language));
        PlanDocument plan;
        MainWindow window(settings, translations, plan);
        window.resize(1366, 768);
        window.show();
        PlanPage* page = window.planPage();
        test::answer(*page, [] {});

        // Steering: the constraints, then the fine-tune's data.
        auto* region = child<QComboBox>(page, "constraintRegion");
        test::answer(*page, [&] { region->setCurrentIndex(region->findData(QStringLiteral("cn"))); });
        auto* currency = child<QComboBox>(page, "constraintCurrency");
        test::answer(*page, [&] { currency->setCurrentIndex(1); });
        test::answer(*page, [&] { child<QCheckBox>(page, "constraintSpot")->setChecked(false); });
        test::answer(*page, [&] { child<QSpinBox>(page, "constraintMaxAge")->setValue(90); });
        for (const auto& [name, value] : {std::pair{"tokens", 50.0}, std::pair{"epochs", 3.0}}) { // millions; passes
            auto* field = child<QDoubleSpinBox>(page, name);
            if (field->value() != value)
                test::answer(*page, [&] { field->setValue(value); });
        }
        ASSERT_EQ(plan.questionnaire().trainingTokens(), 1.5e8);
        ASSERT_EQ(plan.plan().constraints.currency, Currency::CNY);
        ASSERT_TRUE(plan.plan().constraints.noSpot);

        // The service, added to the same plan: it starts from the model just fine-tuned.
        test::answer(*page, [&] { child<QPushButton>(page, "addWorkload")->click(); });
        ASSERT_EQ(plan.workloadCount(), 2);
        ASSERT_EQ(plan.activeWorkload(), 1);
        ASSERT_EQ(plan.questionnaire().task, Task::Inference);
        test::answer(*page, [&] { child<QSpinBox>(page, "users")->setValue(200); });
        test::answer(*page, [&] { child<QDoubleSpinBox>(page, "speedPerUser")->setValue(20); });
        ASSERT_EQ(plan.questionnaire().servingUsers(), 200);
        const QString path = dir.filePath(QStringLiteral("founder-%1.json").arg(code));
        ASSERT_TRUE(plan.saveAs(path).ok());

        showEveryPage(window);
        const QList<PlanResults> all = page->allResults();
        ASSERT_EQ(all.size(), 2);
        BudgetPage* budgetPage = window.budgetPage();
        ASSERT_NE(budgetPage->currentResult(), nullptr);
        const ScenarioResult scenario = *budgetPage->currentResult();
        const Budget budget = PlanBudget::budgetOf(plan.plan(), all);
        const PriceCatalog allowed = PlanBudget::catalogFor(plan.plan(), catalog, today);
        const QList<ReconciliationStep> joins = Reconciliation::planToBudget(all, budget, scenario, allowed, today);
        const QString budgetSteps = child<QLabel>(budgetPage, "budgetSteps")->text();

        // What `budget --json` says for the saved file.
        const test::CliResult budgetCli = test::cli({QStringLiteral("budget"), path, QStringLiteral("--json")});
        ASSERT_EQ(budgetCli.code, 0) << budgetCli.err.toStdString();
        const QJsonArray cliSteps = budgetCli.json().value(QStringLiteral("reconciliation")).toArray().at(0).toArray();
        ASSERT_EQ(cliSteps.size(), joins.size());

        // The report, as the founder exports it.
        const QString md = dir.filePath(QStringLiteral("founder-%1.md").arg(code));
        const QString pdf = dir.filePath(QStringLiteral("founder-%1.pdf").arg(code));
        ASSERT_TRUE(window.exportReport(md));
        ASSERT_TRUE(window.exportReport(pdf));
        QFile mdFile(md);
        ASSERT_TRUE(mdFile.open(QIODevice::ReadOnly));
        const QString markdown = QString::fromUtf8(mdFile.readAll());
        const QString pdfWords = squeezed(pdfText(pdf));

        const Outputs outputs{path, scenario, budget, joins, budgetSteps, cliSteps, markdown, pdfWords};
        for (int w = 0; w < 2; ++w) {
            SCOPED_TRACE(w);
            expectOneFigureOrItsLines(window, plan, outputs, w);
        }
        EXPECT_EQ(PlanWorkloads::at(plan.plan(), 1).servingUsers(), 200);
    }
    translations.apply(Language::English);
}
