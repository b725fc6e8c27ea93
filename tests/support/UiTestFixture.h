#pragma once

#include "core/i18n/TranslationLoader.h"
#include "core/plan/PlanDocument.h"
#include "core/settings/Settings.h"
#include "support/TestEnvironment.h"

#include "ui/MainWindow.h"
#include "ui/budget/BudgetPage.h"
#include "ui/costs/CostsPage.h"
#include "ui/plan/PlanPage.h"

#include <gtest/gtest.h>

#include <QApplication>
#include <QSignalSpy>
#include <QTest>

namespace gp::test {

// The child widget of that object name, or a failure naming it.
template <typename T>
T* child(QWidget* parent, const char* name)
{
    T* w = parent->findChild<T*>(QString::fromLatin1(name));
    EXPECT_NE(w, nullptr) << name;
    return w;
}

// Changes an answer the way a user does and waits for the results the page computes on the next event-loop turn.
template <typename F>
void answer(PlanPage& page, F&& change)
{
    QSignalSpy spy(&page, &PlanPage::resultsChanged);
    change();
    ASSERT_TRUE(spy.wait(5000));
}

// What every widget test starts from: English, its own settings file and an empty plan.
class UiTestFixture : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(translations.apply(Language::English)); }

    // Builds every page (they are made when first shown) and computes now what their timers would on the next turn:
    // the plan's results (which Costs and Budget follow), the costs and the budget.
    static void showEveryPage(MainWindow& window)
    {
        for (const QString& id : MainWindow::pageIds())
            window.showPage(id);
        window.planPage()->recompute();
        window.costsPage()->recompute();
        window.budgetPage()->recompute();
        QApplication::processEvents();
    }

    TempDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini"))};
    TranslationLoader translations;
    PlanDocument document;
};

} // namespace gp::test
