// The questionnaire's constraints section as a founder uses it: "mainland China, CNY, no spot, prices dated within 90
// days" steers the Plan page's answer, reaches the plan file, and `compare PLAN.json --json` gives the page's table.
#include "core/plan/PlanBudget.h"
#include "support/CliRunner.h"
#include "support/UiTestFixture.h"
#include "ui/MainWindow.h"
#include "ui/budget/BudgetPage.h"
#include "ui/common/Roles.h"
#include "ui/models/GpuFitModel.h"
#include "ui/models/GpuOffersModel.h"
#include "ui/plan/GpuTab.h"
#include "ui/plan/PlanPage.h"

#include <gtest/gtest.h>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>

using namespace gp;
using gp::test::answer;
using gp::test::child;

namespace {

class ConstraintsPage : public test::UiTestFixture
{};

} // namespace

TEST_F(ConstraintsPage, TheFoundersConstraintsSteerTheAnswerAndCompareGivesThePagesTable)
{
    const PriceCatalog& catalog = PriceCatalog::builtIn();
    PlanPage page(document);
    page.setCatalog(catalog, document.budget().settings.exchangeRate(catalog), Currency::CNY);
    QSignalSpy first(&page, &PlanPage::resultsChanged);
    ASSERT_TRUE(first.wait(5000));

    auto* region = child<QComboBox>(&page, "constraintRegion");
    auto* currency = child<QComboBox>(&page, "constraintCurrency");
    auto* spot = child<QCheckBox>(&page, "constraintSpot");
    auto* age = child<QSpinBox>(&page, "constraintMaxAge");
    auto* dated = child<QCheckBox>(&page, "constraintDatedOnly");
    answer(page, [&] { region->setCurrentIndex(region->findData(QStringLiteral("cn"))); });
    answer(page, [&] { currency->setCurrentIndex(1); });
    answer(page, [&] { spot->setChecked(false); });
    answer(page, [&] { age->setValue(90); });
    answer(page, [&] { dated->setChecked(true); });

    const PriceConstraints& c = document.plan().constraints;
    EXPECT_EQ(c.region, QStringLiteral("cn"));
    EXPECT_EQ(c.currency, Currency::CNY);
    EXPECT_TRUE(c.noSpot);
    EXPECT_EQ(c.maxPriceAgeDays, 90);
    EXPECT_TRUE(c.datedOnly);
    EXPECT_TRUE(document.unsavedChanges().contains(QStringLiteral("the constraints")));

    const GpuPlanRow* chosen = page.results().chosen();
    ASSERT_NE(chosen, nullptr);
    const Deployment d = *chosen->deployment; // a copy: the page recomputes below
    EXPECT_EQ(catalog.provider(d.providerId)->country, QStringLiteral("CN"));
    EXPECT_FALSE(d.spot);
    EXPECT_FALSE(d.stale);
    EXPECT_LE(d.price.date.daysTo(QDate::currentDate()), 90);
    const QString summary = child<QLabel>(&page, "summary")->text();
    EXPECT_TRUE(summary.contains(d.price.dateText())) << summary.toStdString(); // the money names its price's date

    // Unticking a provider leaves it out, by name in the file.
    auto* providers = child<QListWidget>(&page, "constraintProviders");
    QListWidgetItem* chosenItem = nullptr;
    for (int i = 0; i < providers->count(); ++i)
        if (providers->item(i)->data(Qt::UserRole).toString() == d.providerId)
            chosenItem = providers->item(i);
    ASSERT_NE(chosenItem, nullptr);
    EXPECT_EQ(chosenItem->text(), catalog.provider(d.providerId)->displayName());
    answer(page, [&] { chosenItem->setCheckState(Qt::Unchecked); });
    EXPECT_EQ(document.plan().constraints.excludedProviders, QStringList{d.providerId});
    ASSERT_NE(page.results().chosen(), nullptr);
    EXPECT_NE(page.results().chosen()->deployment->providerId, d.providerId);

    // The saved plan, given to compare, gives the page's table row for row.
    const QString path = dir.filePath(QStringLiteral("founder.json"));
    ASSERT_TRUE(document.saveAs(path).ok());
    const test::CliResult r = test::cli({QStringLiteral("compare"), path, QStringLiteral("--json")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonArray gpus = r.json().value(QStringLiteral("gpus")).toArray();
    const GpuFitModel* model = page.fitModel();
    ASSERT_EQ(gpus.size(), model->rowCount());
    for (int i = 0; i < model->rowCount(); ++i) {
        const GpuPlanRow& row = model->row(i);
        const QJsonObject o = gpus.at(i).toObject();
        SCOPED_TRACE(row.fit.gpu.id.toStdString());
        EXPECT_EQ(o.value(QStringLiteral("gpu")).toString(), row.fit.gpu.id);
        EXPECT_EQ(o.contains(QStringLiteral("deployment")), row.deployment.has_value());
        if (!row.deployment)
            continue;
        const QJsonObject dj = o.value(QStringLiteral("deployment")).toObject();
        EXPECT_EQ(dj.value(QStringLiteral("offer")).toString(), row.deployment->offerId);
        EXPECT_EQ(dj.value(QStringLiteral("billing")).toString(), billingModeCode(row.deployment->billing));
        EXPECT_DOUBLE_EQ(dj.value(QStringLiteral("total")).toDouble(), row.deployment->total);
        EXPECT_DOUBLE_EQ(o.value(QStringLiteral("cost_per_run")).toDouble(), row.costPerRun);
    }
}

// Names GPU Planner makes are drawn in the language of the moment: a plan made in English shows 基准 and
// 微调：规划的答案 after a switch to Chinese, the Catalogs page names providers in Chinese (优云智算), and back again;
// a name a person typed stays as typed.
TEST_F(ConstraintsPage, ALanguageSwitchRenamesWhatGpuPlannerNamed)
{
    document.newPlan(); // made in English
    Budget budget = document.budget();
    ASSERT_EQ(budget.scenarios.size(), 1);
    budget.scenarios << BudgetScenario{QStringLiteral("My own"), {}};
    document.setBudget(budget);
    MainWindow window(settings, translations, document);
    window.resize(1366, 768);
    window.show();
    showEveryPage(window);
    const auto texts = [&] {
        QStringList out;
        auto* scenario = window.budgetPage()->findChild<QComboBox*>(QStringLiteral("scenario"));
        EXPECT_TRUE(scenario);
        for (int i = 0; scenario && i < scenario->count(); ++i)
            out << scenario->itemText(i);
        auto* table = window.budgetPage()->findChild<QTableView*>(QStringLiteral("scenarioTable"));
        EXPECT_TRUE(table);
        if (table)
            out << table->model()->index(0, 0).data().toString();
        window.showPage(QStringLiteral("catalogs"));
        auto* offers = window.findChild<QTableView*>(QStringLiteral("offerTable"));
        EXPECT_TRUE(offers);
        for (int row = 0; offers && row < offers->model()->rowCount(); ++row)
            out << offers->model()->index(row, 0).data().toString();
        return out;
    };
    const QStringList english = texts();
    EXPECT_TRUE(english.contains(QStringLiteral("Base")));
    EXPECT_TRUE(english.contains(QStringLiteral("Fine-tuning: the plan's answer")));
    EXPECT_TRUE(english.contains(QStringLiteral("UCloud Compshare")));

    window.languageAction(Language::Chinese)->trigger();
    QApplication::processEvents();
    window.budgetPage()->recompute();
    const QStringList chinese = texts();
    EXPECT_TRUE(chinese.contains(QStringLiteral("基准"))) << chinese.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(chinese.contains(QStringLiteral("微调：规划的答案"))) << chinese.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(chinese.contains(QStringLiteral("优云智算")));
    EXPECT_TRUE(chinese.contains(QStringLiteral("My own"))); // typed: kept
    EXPECT_FALSE(chinese.contains(QStringLiteral("Base")));
    EXPECT_FALSE(chinese.contains(QStringLiteral("UCloud Compshare")));

    window.languageAction(Language::English)->trigger();
    QApplication::processEvents();
    const QStringList back = texts();
    EXPECT_FALSE(back.contains(QStringLiteral("基准")));
    EXPECT_FALSE(back.contains(QStringLiteral("优云智算")));
    // Saved, the drawn names are not stored in either language.
    const QString path = dir.filePath(QStringLiteral("names.json"));
    ASSERT_TRUE(document.saveAs(path).ok());
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QByteArray json = f.readAll();
    EXPECT_FALSE(json.contains("Base"));
    EXPECT_FALSE(json.contains("plan's answer"));
    EXPECT_TRUE(json.contains("My own"));
}

// Every GPU row opens to all its offers: the answer's GPU at first (the answer marked among them), the selected GPU's
// after a click, each row a deployment the search priced, sortable by total.
TEST_F(ConstraintsPage, EveryGpuRowOpensToAllItsOffers)
{
    PlanPage page(document);
    QSignalSpy first(&page, &PlanPage::resultsChanged);
    ASSERT_TRUE(first.wait(5000));
    const PlanResults& r = page.results();
    ASSERT_NE(r.chosen(), nullptr);
    auto* tab = page.findChild<GpuTab*>();
    ASSERT_TRUE(tab);
    const GpuOffersModel* offers = tab->offersModel();
    const QString answerGpu = r.chosen()->fit.gpu.id;
    EXPECT_EQ(offers->gpuId(), answerGpu);
    const auto count = std::count_if(r.search.deployments.cbegin(), r.search.deployments.cend(),
                                     [&](const Deployment& d) { return d.fit.gpu.id == answerGpu; });
    ASSERT_EQ(offers->rowCount(), count);
    int marked = 0;
    for (int i = 0; i < offers->rowCount(); ++i) {
        EXPECT_EQ(offers->deployment(i).fit.gpu.id, answerGpu);
        if (offers->isAnswer(i)) {
            ++marked;
            EXPECT_EQ(offers->deployment(i).offerId, r.chosen()->deployment->offerId);
            EXPECT_DOUBLE_EQ(offers->deployment(i).total, r.chosen()->deployment->total);
            EXPECT_TRUE(offers->index(i, GpuOffersModel::Provider).data().toString().startsWith(QStringLiteral("★")));
        }
    }
    EXPECT_EQ(marked, 1);

    // Another GPU, picked in the table: its offers, none marked as the answer.
    auto* table = page.findChild<QTableView*>(QStringLiteral("gpuTable"));
    ASSERT_TRUE(table);
    int other = -1;
    for (int row = 0; row < table->model()->rowCount() && other < 0; ++row) {
        const QString name = table->model()->index(row, GpuFitModel::Gpu).data().toString();
        const auto rowOf = std::find_if(r.gpus.cbegin(), r.gpus.cend(), [&](const GpuPlanRow& g) {
            return g.fit.gpu.name == name && g.deployment && g.fit.gpu.id != answerGpu;
        });
        if (rowOf != r.gpus.cend())
            other = row;
    }
    ASSERT_GE(other, 0);
    table->selectRow(other);
    EXPECT_NE(offers->gpuId(), answerGpu);
    EXPECT_GT(offers->rowCount(), 0);
    for (int i = 0; i < offers->rowCount(); ++i)
        EXPECT_FALSE(offers->isAnswer(i));

    // Sorted by total, cheapest first, whatever the ranking was.
    auto* view = page.findChild<QTableView*>(QStringLiteral("gpuOffers"));
    ASSERT_TRUE(view);
    view->sortByColumn(GpuOffersModel::Total, Qt::AscendingOrder);
    double previous = -1;
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        const double total = view->model()->index(row, GpuOffersModel::Total).data(RawValueRole).toDouble();
        EXPECT_GE(total, previous);
        previous = total;
    }
}

// The Budget page shows the line that takes the Plan page's figure for its answer to the budget's own.
TEST_F(ConstraintsPage, TheBudgetPageJoinsThePlansFigureToItsOwn)
{
    MainWindow window(settings, translations, document);
    window.resize(1366, 768);
    window.show();
    showEveryPage(window);
    window.showPage(QStringLiteral("budget"));
    window.budgetPage()->recompute();
    const GpuPlanRow* answer = window.planPage()->results().chosen();
    ASSERT_NE(answer, nullptr);
    auto* steps = window.budgetPage()->findChild<QLabel*>(QStringLiteral("budgetSteps"));
    ASSERT_TRUE(steps);
    const QString text = steps->text();
    EXPECT_TRUE(text.contains(QStringLiteral("The plan's answer"))) << text.toStdString();
    EXPECT_TRUE(text.contains(ExchangeRate::format({answer->deployment->total, answer->deployment->currency})))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("risk factor"))) << text.toStdString();
}

// One currency for the whole plan: switching the budget to USD shows the Plan page and the Costs page it follows in
// USD, as the report and the CLI price the same file.
TEST_F(ConstraintsPage, SwitchingTheBudgetsCurrencySwitchesEveryPage)
{
    MainWindow window(settings, translations, document);
    window.resize(1366, 768);
    window.show();
    showEveryPage(window);
    ASSERT_EQ(window.planPage()->results().currency, Currency::CNY);
    Budget budget = document.budget();
    budget.settings.currency = Currency::USD;
    QSignalSpy results(window.planPage(), &PlanPage::resultsChanged);
    document.setBudget(budget);
    ASSERT_TRUE(results.wait(5000));
    const PlanResults& r = window.planPage()->results();
    EXPECT_EQ(r.currency, Currency::USD);
    ASSERT_NE(r.chosen(), nullptr);
    EXPECT_EQ(r.chosen()->deployment->currency, Currency::USD);
    EXPECT_TRUE(window.planPage()->findChild<QLabel*>(QStringLiteral("summary"))->text().contains(QLatin1Char('$')));
    window.costsPage()->recompute();
    EXPECT_EQ(window.costsPage()->plan().inputs.currency, Currency::USD);
    // The report of the saved file prices the answer in the same currency and to the same total.
    const QString path = dir.filePath(QStringLiteral("usd.json"));
    ASSERT_TRUE(document.saveAs(path).ok());
    const test::CliResult compare = test::cli({QStringLiteral("compare"), path, QStringLiteral("--json")});
    ASSERT_EQ(compare.code, 0) << compare.err.toStdString();
    EXPECT_EQ(compare.json().value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
    EXPECT_NEAR(compare.json()
                    .value(QStringLiteral("options"))
                    .toArray()
                    .first()
                    .toObject()
                    .value(QStringLiteral("total"))
                    .toDouble(),
                r.chosen()->deployment->total, 1e-6);
}

// The Costs page, following the plan, shows the lines from the Plan's figure to its months.
TEST_F(ConstraintsPage, TheCostsPageJoinsThePlansFigureToItsMonths)
{
    MainWindow window(settings, translations, document);
    window.resize(1366, 768);
    window.show();
    showEveryPage(window);
    const GpuPlanRow* answer = window.planPage()->results().chosen();
    ASSERT_NE(answer, nullptr);
    ASSERT_TRUE(window.costsPage()->isFollowingPlan());
    const QString link = window.costsPage()->findChild<QLabel*>(QStringLiteral("costsPlanLink"))->text();
    EXPECT_TRUE(link.contains(QStringLiteral("The plan's answer"))) << link.toStdString();
    EXPECT_TRUE(link.contains(ExchangeRate::format({answer->deployment->total, answer->deployment->currency})))
        << link.toStdString();
    EXPECT_TRUE(link.contains(QStringLiteral("Here, "))) << link.toStdString();
}

// The Budget page edits the current scenario's own risk factor and load.
TEST_F(ConstraintsPage, AScenarioCarriesItsOwnRiskFactorAndLoad)
{
    MainWindow window(settings, translations, document);
    window.resize(1366, 768);
    window.show();
    showEveryPage(window);
    BudgetPage* page = window.budgetPage();
    auto* risk = page->findChild<QDoubleSpinBox*>(QStringLiteral("scenarioRisk"));
    auto* load = page->findChild<QDoubleSpinBox*>(QStringLiteral("scenarioLoad"));
    ASSERT_TRUE(risk && load);
    EXPECT_EQ(risk->value(), 0); // the budget's, until the scenario has its own
    const double before = page->result().scenarios.first().total;
    risk->setValue(2.0);
    load->setValue(2.0);
    page->recompute();
    const BudgetScenario& scenario = document.budget().scenarios.first();
    EXPECT_EQ(scenario.riskFactor, 2.0);
    EXPECT_EQ(scenario.load, 2.0);
    EXPECT_GT(page->result().scenarios.first().total, before);
    EXPECT_EQ(page->result().scenarios.first().riskFactor, 2.0);
}
