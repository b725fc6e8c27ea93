#pragma once

#include "core/i18n/TranslationLoader.h"
#include "core/plan/PlanDocument.h"
#include "core/settings/Settings.h"
#include "support/TestEnvironment.h"

#include "ui/MainWindow.h"

#include <gtest/gtest.h>

#include <QTest>

namespace gp::test {

// What every widget test starts from: English, its own settings file and an empty plan.
class UiTestFixture : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(translations.apply(Language::English)); }

    // Builds every page (they are made when first shown) and lets the first results arrive.
    static void showEveryPage(MainWindow& window)
    {
        for (const QString& id : MainWindow::pageIds())
            window.showPage(id);
        QTest::qWait(50);
    }

    TempDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini"))};
    TranslationLoader translations;
    PlanDocument document;
};

} // namespace gp::test
