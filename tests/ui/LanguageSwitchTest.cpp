#include "MainWindow.h"
#include "i18n/TranslationLoader.h"
#include "pages/PendingPage.h"
#include "settings/Settings.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QStatusBar>

using namespace gp;

namespace {

QString firstMenuTitle(const QMainWindow& window)
{
    return window.menuBar()->actions().value(0)->text();
}

} // namespace

TEST(LanguageSwitch, ViewMenuSwitchesVisibleTextsAtRuntimeAndRemembersTheChoice)
{
    test::TempDir dir;
    const QString ini = dir.filePath(QStringLiteral("settings.ini"));
    Settings settings(ini);
    TranslationLoader translations;
    ASSERT_TRUE(translations.apply(Language::English));
    MainWindow window(settings, translations);
    window.show();
    auto* navigation = window.findChild<QListWidget*>(QStringLiteral("navigation"));
    auto* planPage = window.findChild<PendingPage*>(QStringLiteral("planPage"));
    ASSERT_TRUE(navigation && planPage);
    ASSERT_EQ(window.windowTitle(), QStringLiteral("GPU Planner"));
    ASSERT_EQ(planPage->title(), QStringLiteral("Plan"));

    QAction* chinese = window.languageAction(Language::Chinese);
    ASSERT_NE(chinese, nullptr);
    EXPECT_EQ(chinese->text(), QStringLiteral("中文"));
    chinese->trigger();
    QApplication::processEvents(); // LanguageChange is posted, not sent

    EXPECT_EQ(window.windowTitle(), QStringLiteral("算力规划"));
    EXPECT_EQ(navigation->item(0)->text(), QStringLiteral("规划"));
    EXPECT_EQ(planPage->title(), QStringLiteral("规划"));
    EXPECT_TRUE(firstMenuTitle(window).startsWith(QStringLiteral("文件"))) << firstMenuTitle(window).toStdString();
    EXPECT_TRUE(chinese->isChecked());
    EXPECT_EQ(Settings(ini).language(), Language::Chinese);

    window.languageAction(Language::English)->trigger();
    QApplication::processEvents();
    EXPECT_EQ(window.windowTitle(), QStringLiteral("GPU Planner"));
    EXPECT_EQ(navigation->item(0)->text(), QStringLiteral("Plan"));
    EXPECT_EQ(firstMenuTitle(window), QStringLiteral("&File"));
    EXPECT_EQ(Settings(ini).language(), Language::English);
}
