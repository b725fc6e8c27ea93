// The questionnaire's constraints section as a founder uses it: "mainland China, CNY, no spot, prices dated within 90
// days" steers the Plan page's answer, reaches the plan file, and `compare PLAN.json --json` gives the page's table.
#include "core/plan/PlanBudget.h"
#include "support/CliRunner.h"
#include "support/UiTestFixture.h"
#include "ui/models/GpuFitModel.h"
#include "ui/plan/PlanPage.h"

#include <gtest/gtest.h>

#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QSignalSpy>
#include <QSpinBox>

using namespace gp;

namespace {

template <typename T>
T* child(QWidget* parent, const char* name)
{
    T* w = parent->findChild<T*>(QString::fromLatin1(name));
    EXPECT_NE(w, nullptr) << name;
    return w;
}

template <typename F>
void answer(PlanPage& page, F&& change)
{
    QSignalSpy spy(&page, &PlanPage::resultsChanged);
    change();
    ASSERT_TRUE(spy.wait(5000));
}

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
    const Deployment& d = *chosen->deployment;
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
