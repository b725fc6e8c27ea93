#include "ui/MainWindow.h"
#include "core/i18n/TranslationLoader.h"
#include "core/plan/PlanDocument.h"
#include "core/settings/Settings.h"
#include "support/TestEnvironment.h"
#include "support/UiTestFixture.h"
#include "ui/common/GuideWindow.h"

#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>

using namespace gp;

namespace {

class MainWindowTest : public test::UiTestFixture
{};

QStringList menuTitles(const QMainWindow& window)
{
    QStringList titles;
    for (QAction* action : window.menuBar()->actions()) {
        titles << action->text();
    }
    return titles;
}

} // namespace

TEST_F(MainWindowTest, HasTheProductsPagesMenusAndStatusBar)
{
    MainWindow window(settings, translations, document);
    EXPECT_EQ(MainWindow::pageIds(),
              (QStringList{QStringLiteral("plan"), QStringLiteral("costs"), QStringLiteral("budget"),
                           QStringLiteral("catalogs"), QStringLiteral("console")}));
    const auto* navigation = window.findChild<QListWidget*>(QStringLiteral("navigation"));
    ASSERT_NE(navigation, nullptr);
    ASSERT_EQ(navigation->count(), 5);
    EXPECT_EQ(navigation->item(0)->text(), QStringLiteral("Plan"));
    EXPECT_EQ(navigation->item(4)->text(), QStringLiteral("Console"));
    EXPECT_EQ(menuTitles(window), (QStringList{QStringLiteral("&File"), QStringLiteral("&View"),
                                               QStringLiteral("&Tools"), QStringLiteral("&Help")}));
    // Tools → Notifications opens the webhooks dialog.
    auto* notifications = window.findChild<QAction*>(QStringLiteral("notificationsAction"));
    ASSERT_NE(notifications, nullptr);
    notifications->trigger();
    auto* dialog = window.findChild<QDialog*>(QStringLiteral("webhooksDialog"));
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->isVisible());
    dialog->close();
    // File → Export for a Cluster writes the plan's training answer (tests/core/ExportTest validates the formats),
    // on the clouds SkyPilot rents.
    ASSERT_NE(window.findChild<QAction*>(QStringLiteral("exportSkyPilot")), nullptr);
    PriceConstraints international;
    international.region = QStringLiteral("intl");
    document.setConstraints(international);
    const QString task = dir.filePath(QStringLiteral("task.yaml"));
    const Status exported = window.exportClusterJob(task, false);
    ASSERT_TRUE(exported.ok()) << exported.error().message.toStdString();
    QFile written(task);
    ASSERT_TRUE(written.open(QIODevice::ReadOnly));
    EXPECT_TRUE(written.readAll().contains("accelerators:"));
    EXPECT_TRUE(window.exportClusterJob(dir.filePath(QStringLiteral("k8s.yaml")), true).ok());
    EXPECT_FALSE(window.exportClusterJob(dir.path(), true).ok()); // a folder is refused, nothing written
    EXPECT_FALSE(window.windowIcon().isNull());
    EXPECT_TRUE(window.windowTitle().endsWith(QStringLiteral("— GPU Planner"))) << window.windowTitle().toStdString();
}

TEST_F(MainWindowTest, NavigationListSwitchesThePage)
{
    MainWindow window(settings, translations, document);
    window.show();
    auto* navigation = window.findChild<QListWidget*>(QStringLiteral("navigation"));
    auto* pages = window.findChild<QStackedWidget*>(QStringLiteral("pages"));
    ASSERT_TRUE(navigation && pages);

    const QRect budgetRect = navigation->visualItemRect(navigation->item(2));
    QTest::mouseClick(navigation->viewport(), Qt::LeftButton, {}, budgetRect.center());
    EXPECT_EQ(window.currentPageId(), QStringLiteral("budget"));
    EXPECT_EQ(pages->currentWidget()->objectName(), QStringLiteral("budgetPage"));

    EXPECT_TRUE(window.showPage(QStringLiteral("console")));
    EXPECT_EQ(pages->currentWidget()->objectName(), QStringLiteral("consolePage"));
    EXPECT_FALSE(window.showPage(QStringLiteral("no-such-page")));
    EXPECT_EQ(window.currentPageId(), QStringLiteral("console"));
    // A page's tab, as screenshots and users reach it from the command line (--page console/jobs).
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("consoleTabs"));
    ASSERT_TRUE(tabs);
    EXPECT_TRUE(window.showPage(QStringLiteral("console/jobs")));
    EXPECT_NE(tabs->currentWidget()->findChild<QObject*>(QStringLiteral("jobsTable")), nullptr);
    EXPECT_FALSE(window.showPage(QStringLiteral("console/no-such-tab")));
    EXPECT_FALSE(window.showPage(QStringLiteral("plan/jobs")));
}

TEST_F(MainWindowTest, KeyboardShortcutsReachEveryPage)
{
    MainWindow window(settings, translations, document);
    window.show();
    QApplication::setActiveWindow(&window);
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    const QStringList ids = MainWindow::pageIds();
    for (int i = ids.size() - 1; i >= 0; --i) {
        QTest::keyClick(&window, Qt::Key(Qt::Key_1 + i), Qt::ControlModifier);
        EXPECT_EQ(window.currentPageId(), ids.at(i)) << "Ctrl+" << (i + 1);
    }
}

TEST_F(MainWindowTest, RestoresPageAndGeometryOnNextStart)
{
    {
        MainWindow window(settings, translations, document);
        window.show();
        window.resize(1180, 780);
        window.showPage(QStringLiteral("catalogs"));
        window.close();
    }
    MainWindow again(settings, translations, document);
    EXPECT_EQ(again.currentPageId(), QStringLiteral("catalogs"));
    EXPECT_EQ(again.size(), QSize(1180, 780));
}

// Help > Guide (F1) opens the guide at the current page's section, in the chosen language, and follows a switch.
TEST_F(MainWindowTest, F1OpensTheGuideAtThePagesSectionInTheChosenLanguage)
{
    MainWindow window(settings, translations, document);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    auto* guideAction = window.findChild<QAction*>(QStringLiteral("guideAction"));
    ASSERT_TRUE(guideAction);
    EXPECT_EQ(guideAction->shortcut(), QKeySequence(QKeySequence::HelpContents));
    window.showPage(QStringLiteral("console"));
    guideAction->trigger();
    GuideWindow* guide = window.guide();
    ASSERT_TRUE(guide);
    EXPECT_TRUE(guide->isVisible());
    const QString english = guide->browser()->toPlainText();
    EXPECT_TRUE(english.contains(QStringLiteral("did I get what I paid for?"))) << english.left(200).toStdString();
    // Scrolled to the Console's section (the last one); from the Plan page, to the first, nearer the top. (A small
    // window, so that the sections are screens apart.)
    guide->resize(400, 200);
    QApplication::processEvents();
    guideAction->trigger();
    const int consoleScroll = guide->browser()->verticalScrollBar()->value();
    EXPECT_GT(consoleScroll, 0);
    window.showPage(QStringLiteral("plan"));
    guideAction->trigger();
    EXPECT_LT(guide->browser()->verticalScrollBar()->value(), consoleScroll);
    for (const QString& page : MainWindow::pageIds())
        EXPECT_TRUE(guide->browser()->document()->toHtml().contains(QStringLiteral("name=\"%1\"").arg(page)))
            << page.toStdString(); // every page has its section

    window.languageAction(Language::Chinese)->trigger();
    QApplication::processEvents();
    EXPECT_EQ(guide->languageCode(), QStringLiteral("zh_CN"));
    EXPECT_TRUE(guide->browser()->toPlainText().contains(QStringLiteral("控制台")));
    window.languageAction(Language::English)->trigger();
    QApplication::processEvents();
}

// The guide shows every page's screenshot in the reader's language, and each one is a picture the browser can load.
TEST_F(MainWindowTest, TheGuideShowsEachPagesScreenshotInItsLanguage)
{
    GuideWindow guide;
    for (const char* code : {"en", "zh_CN"}) {
        const QString language = QString::fromLatin1(code);
        guide.showSection(language, QString());
        const QString html = guide.browser()->document()->toHtml();
        for (const QString& page : MainWindow::pageIds()) {
            const QString src = QStringLiteral("screenshots/%1-%2.png").arg(page, language);
            EXPECT_TRUE(html.contains(src)) << src.toStdString();
            const QVariant image =
                guide.browser()->loadResource(QTextDocument::ImageResource, guide.browser()->source().resolved(src));
            QImage picture;
            EXPECT_TRUE(picture.loadFromData(image.toByteArray())) << src.toStdString();
            EXPECT_EQ(picture.size(), QSize(1366, 768)) << src.toStdString(); // a whole window, as README shows it
            EXPECT_TRUE(html.contains(QStringLiteral("href=\"%1\"").arg(src))) << src.toStdString(); // a link
        }
    }
    // A click on a screenshot opens it full size.
    Q_EMIT guide.browser()->anchorClicked(QUrl(QStringLiteral("screenshots/plan-zh_CN.png")));
    auto* viewer = guide.findChild<QDialog*>(QStringLiteral("screenshotViewer"));
    ASSERT_TRUE(viewer);
    EXPECT_TRUE(viewer->isVisible());
    auto* shown = viewer->findChild<QLabel*>(QStringLiteral("screenshot"));
    ASSERT_TRUE(shown);
    EXPECT_EQ(shown->pixmap().size(), QSize(1366, 768));
}

TEST_F(MainWindowTest, KeyboardFocusComesBackToThePageAfterADialog)
{
    MainWindow window(settings, translations, document);
    window.show();
    QApplication::setActiveWindow(&window);
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    const QStringList ids = MainWindow::pageIds();
    // Twice: a plain dialog, then one during which what had focus goes away (a page reloading the plan just opened).
    for (const bool fieldGoesAway : {false, true}) {
        SCOPED_TRACE(fieldGoesAway ? "the focused field went away" : "a plain dialog");
        QWidget* page = window.findChild<QStackedWidget*>()->currentWidget();
        QWidget* field = nullptr;
        for (QWidget* w : page->findChildren<QWidget*>())
            if (w->focusPolicy() & Qt::TabFocus && w->isVisible() && w->isEnabled()) {
                field = w;
                break;
            }
        ASSERT_NE(field, nullptr);
        field->setFocus();
        field = QApplication::focusWidget(); // a focus proxy, for some widgets
        ASSERT_NE(field, nullptr);

        // A window-modal dialog, as Open, Save and Export show.
        auto* box = new QMessageBox(QMessageBox::Information, QStringLiteral("t"), QStringLiteral("x"), QMessageBox::Ok,
                                    &window);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(box));
        if (fieldGoesAway)
            field->setEnabled(false);
        box->accept();
        ASSERT_TRUE(QTest::qWaitFor([] { return QApplication::focusWidget() && QGuiApplication::focusWindow(); }));
        QWidget* focus = QApplication::focusWidget();
        EXPECT_TRUE(window.isAncestorOf(focus));
        EXPECT_TRUE(focus->isEnabled());
        EXPECT_EQ(focus == field, !fieldGoesAway);
        field->setEnabled(true);
        // The keyboard works without a click: Ctrl+N goes to page N.
        const int target = window.currentPageId() == ids.at(4) ? 0 : 4;
        QTest::keyClick(focus, Qt::Key(Qt::Key_1 + target), Qt::ControlModifier);
        EXPECT_EQ(window.currentPageId(), ids.at(target));
    }
}

// View → Currency sets the display currency: it is saved, and the pages that price in it show it at once (a plan
// that names its own currency keeps it).
TEST_F(MainWindowTest, TheCurrencyMenuSetsTheDisplayCurrencyEverywhere)
{
    MainWindow window(settings, translations, document);
    auto* usd = window.findChild<QAction*>(QStringLiteral("currency_USD"));
    auto* cny = window.findChild<QAction*>(QStringLiteral("currency_CNY"));
    ASSERT_NE(usd, nullptr);
    ASSERT_NE(cny, nullptr);
    EXPECT_TRUE(cny->isChecked());
    window.showPage(QStringLiteral("costs"));
    auto* currency = window.findChild<QComboBox*>(QStringLiteral("costsCurrency"));
    ASSERT_NE(currency, nullptr);
    EXPECT_EQ(currency->currentData().toString(), QStringLiteral("CNY"));
    usd->trigger();
    EXPECT_TRUE(usd->isChecked());
    EXPECT_EQ(settings.displayCurrency(), QStringLiteral("USD"));
    EXPECT_EQ(currency->currentData().toString(), QStringLiteral("USD"));
    EXPECT_EQ(Settings(dir.filePath(QStringLiteral("settings.ini"))).displayCurrency(),
              QStringLiteral("USD")); // saved for the next start
    cny->trigger();
    EXPECT_EQ(currency->currentData().toString(), QStringLiteral("CNY"));
}
