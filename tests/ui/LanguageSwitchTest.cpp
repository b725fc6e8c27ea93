#include "core/i18n/TranslationLoader.h"
#include "core/plan/PlanDocument.h"
#include "core/settings/Settings.h"
#include "support/TestEnvironment.h"
#include "ui/MainWindow.h"
#include "ui/console/ConsolePage.h"
#include "ui/console/HostProfileDialog.h"
#include "ui/plan/PlanPage.h"

#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QStatusBar>
#include <QTabWidget>

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
    PlanDocument document;
    MainWindow window(settings, translations, document);
    window.show();
    auto* navigation = window.findChild<QListWidget*>(QStringLiteral("navigation"));
    window.showPage(QStringLiteral("console")); // pages are built when first shown
    window.showPage(QStringLiteral("plan"));
    auto* consolePage = window.findChild<ConsolePage*>(QStringLiteral("consolePage"));
    auto* firstQuestion = window.planPage()->findChild<QGroupBox*>();
    ASSERT_TRUE(navigation && consolePage && firstQuestion);
    ASSERT_TRUE(window.windowTitle().endsWith(QStringLiteral("GPU Planner")));
    ASSERT_EQ(consolePage->tabs()->tabText(0), QStringLiteral("Smoke test"));
    ASSERT_EQ(firstQuestion->title(), QStringLiteral("1. What do you want to do?"));

    QAction* chinese = window.languageAction(Language::Chinese);
    ASSERT_NE(chinese, nullptr);
    EXPECT_EQ(chinese->text(), QStringLiteral("中文"));
    chinese->trigger();
    QApplication::processEvents(); // LanguageChange is posted, not sent

    EXPECT_TRUE(window.windowTitle().endsWith(QStringLiteral("算力规划"))) << window.windowTitle().toStdString();
    EXPECT_EQ(navigation->item(0)->text(), QStringLiteral("规划"));
    EXPECT_EQ(consolePage->tabs()->tabText(0), QStringLiteral("冒烟测试"));
    EXPECT_EQ(firstQuestion->title(), QStringLiteral("1. 你想做什么？"));
    EXPECT_TRUE(firstMenuTitle(window).startsWith(QStringLiteral("文件"))) << firstMenuTitle(window).toStdString();
    EXPECT_TRUE(chinese->isChecked());
    EXPECT_EQ(Settings(ini).language(), Language::Chinese);

    window.languageAction(Language::English)->trigger();
    QApplication::processEvents();
    EXPECT_TRUE(window.windowTitle().endsWith(QStringLiteral("— GPU Planner")));
    EXPECT_EQ(navigation->item(0)->text(), QStringLiteral("Plan"));
    EXPECT_EQ(firstMenuTitle(window), QStringLiteral("&File"));
    EXPECT_EQ(Settings(ini).language(), Language::English);
}

// A mnemonic shows as a literal "&" on a label without a buddy (QFormLayout gives none to a row that is a layout).
TEST(LanguageSwitch, NoLabelShowsALiteralMnemonicInEitherLanguage)
{
    TranslationLoader translations;
    for (Language language : {Language::English, Language::Chinese}) {
        ASSERT_TRUE(translations.apply(language));
        PriceCatalog catalog;
        HostProfileDialog dialog(catalog);
        int labels = 0;
        for (const QLabel* label : dialog.findChildren<QLabel*>()) {
            const QString text = label->text();
            const qsizetype amp = text.indexOf(QLatin1Char('&'));
            const bool mnemonic = amp >= 0 && amp + 1 < text.size() && text.at(amp + 1) != QLatin1Char('&') &&
                                  text.at(amp + 1) != QLatin1Char(' ');
            labels += mnemonic;
            if (mnemonic && label->textFormat() != Qt::RichText) {
                EXPECT_NE(label->buddy(), nullptr) << text.toStdString();
            }
        }
        EXPECT_GE(labels, 6); // the form's labels were looked at
    }
    translations.apply(Language::English);
}
