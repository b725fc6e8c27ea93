#include "core/catalog/GpuCatalog.h"
#include "core/catalog/PriceCatalog.h"
#include "core/estimator/ModelCatalog.h"
#include "core/i18n/TranslationLoader.h"
#include "core/plan/PlanDocument.h"
#include "core/settings/Settings.h"
#include "support/TestEnvironment.h"
#include "support/TestPaths.h"
#include "support/UiTestFixture.h"
#include "ui/MainWindow.h"
#include "ui/budget/BudgetPage.h"
#include "ui/console/ConsolePage.h"
#include "ui/console/HostProfileDialog.h"
#include "ui/costs/CostsPage.h"
#include "ui/plan/PlanPage.h"

#include <gtest/gtest.h>

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSeries>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGroupBox>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>
#include <QXmlStreamReader>

#include <algorithm>

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

namespace {

// Every text a person can see in a widget tree: labels, buttons, group titles, tabs, line-edit placeholders, combo
// items, item-view headers and cells, tooltips, chart titles and axis titles.
QStringList visibleTexts(QWidget* root)
{
    QStringList texts;
    const auto add = [&](const QString& where, const QString& text) {
        if (!text.trimmed().isEmpty())
            texts << where + QStringLiteral(": ") + text;
    };
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : widgets) {
        if (!w->isVisibleTo(root) && w != root)
            continue;
        const QString name = QString::fromLatin1(w->metaObject()->className()) + QLatin1Char('#') + w->objectName();
        add(name + QStringLiteral(" tooltip"), w->toolTip());
        if (auto* l = qobject_cast<QLabel*>(w))
            add(name, l->text());
        if (auto* b = qobject_cast<QAbstractButton*>(w))
            add(name, b->text());
        if (auto* g = qobject_cast<QGroupBox*>(w))
            add(name, g->title());
        if (auto* e = qobject_cast<QLineEdit*>(w))
            add(name + QStringLiteral(" placeholder"), e->placeholderText());
        if (auto* c = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < c->count(); ++i)
                add(name + QStringLiteral(" item"), c->itemText(i));
        if (auto* t = qobject_cast<QTabBar*>(w))
            for (int i = 0; i < t->count(); ++i)
                add(name + QStringLiteral(" tab"), t->tabText(i));
        if (auto* v = qobject_cast<QAbstractItemView*>(w); v && v->model()) {
            const QAbstractItemModel* m = v->model();
            for (int c = 0; c < m->columnCount(); ++c)
                add(name + QStringLiteral(" header"), m->headerData(c, Qt::Horizontal).toString());
            for (int r = 0; r < std::min(m->rowCount(), 5); ++r)
                for (int c = 0; c < m->columnCount(); ++c) {
                    add(name + QStringLiteral(" cell"), m->index(r, c).data().toString());
                    add(name + QStringLiteral(" cell tooltip"), m->index(r, c).data(Qt::ToolTipRole).toString());
                }
        }
        if (auto* chart = qobject_cast<QChartView*>(w); chart && chart->chart()) {
            add(name + QStringLiteral(" chart"), chart->chart()->title());
            for (QAbstractAxis* axis : chart->chart()->axes())
                add(name + QStringLiteral(" axis"), axis->titleText());
            for (QAbstractSeries* s : chart->chart()->series())
                add(name + QStringLiteral(" series"), s->name());
        }
    }
    return texts;
}

// Texts that are data, not interface: catalog sources, notes, regions and names, model names. They are shown as the
// catalogs and configs write them, in whatever language that is.
const QStringList& dataTexts()
{
    static const QStringList texts = [] {
        QStringList t;
        for (const Provider& p : PriceCatalog::builtIn().providers()) {
            t << p.name << p.nameZh << p.billingNotes << p.catalogNotes;
            if (p.fees)
                t << p.fees->source << p.fees->quote << p.fees->note;
            for (const Offer& o : p.offers) {
                t << o.region << o.instanceType;
                for (const Price& price : o.prices)
                    t << price.source << price.note << price.quote; // a quote is in its source's language
            }
        }
        for (const ModelArchitecture& m : ModelCatalog::builtIn().models())
            t << m.name;
        for (const GpuSpec& g : GpuCatalog::builtIn().gpus())
            t << g.name << g.purchaseSource; // the product's name; where a purchase price was read, as it words it
        t << allLoraTargets();               // module names, as the model's code spells them
        t.removeAll(QString());
        // Longest first, so that a text containing another is removed whole.
        std::sort(t.begin(), t.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
        t.removeDuplicates();
        return t;
    }();
    return texts;
}

// The user's own names in the plan (budget scenarios and items: a new plan's defaults are named in the language it
// was made in, and stay as the user's data).
QStringList g_userTexts;

QString withoutData(QString text)
{
    for (const QString& d : g_userTexts + dataTexts())
        text.remove(d);
    return text;
}

// The English words the Chinese catalog translates away: words of source texts that no Chinese translation keeps
// (names and units such as GPU, LoRA, vLLM, MiB are kept by some translation, so they are not in the list).
const QSet<QString>& translatedAwayWords()
{
    static const QSet<QString> words = [] {
        static const QRegularExpression word(QStringLiteral("(?<![\\w.-])[A-Za-z][\\w.-]*[A-Za-z]"));
        const auto wordsOf = [](const QString& text) {
            QSet<QString> w;
            for (auto it = word.globalMatch(text); it.hasNext();)
                w.insert(it.next().captured(0).toLower());
            return w;
        };
        QFile file(gp::test::sourcePath("translations/gpuplanner_zh_CN.ts"));
        EXPECT_TRUE(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        // Per word: in how many messages' sources it appears, and in how many of those the translation keeps it.
        // A word most translations keep is a name or unit; one they translate is a word (an error message that
        // lists codes keeps "hourly" once, every other one translates it).
        QHash<QString, int> inSource, keptIn;
        QSet<QString> source;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("source")) {
                source = wordsOf(xml.readElementText());
            } else if (xml.name() == QLatin1String("translation")) {
                const QSet<QString> kept = wordsOf(xml.readElementText(QXmlStreamReader::IncludeChildElements));
                for (const QString& w : source) {
                    ++inSource[w];
                    keptIn[w] += kept.contains(w);
                }
            }
        }
        QSet<QString> away;
        for (auto it = inSource.cbegin(); it != inSource.cend(); ++it)
            if (keptIn.value(it.key()) * 2 < it.value())
                away.insert(it.key());
        return away;
    }();
    return words;
}

// English in a Chinese UI: any word the Chinese catalog would have translated, outside data texts, links and flags.
bool looksEnglish(const QString& text)
{
    static const QRegularExpression word(QStringLiteral("(?<![\\w.-])[A-Za-z][\\w.-]*[A-Za-z]"));
    static const QRegularExpression skip(QStringLiteral("https?://\\S+|\\b[\\w.-]+@[\\w.-]+|--[a-z-]+|\\{[a-z]+\\}|"
                                                        "python [^，。]*|e\\.g\\.[^，。]*|"
                                                        "\\b(Ctrl|Shift|Alt|Delete|Enter|Esc|Tab|Space)\\b"));
    QString t = withoutData(text.mid(text.indexOf(QStringLiteral(": ")) + 2));
    t.remove(skip);
    for (auto it = word.globalMatch(t); it.hasNext();)
        if (translatedAwayWords().contains(it.next().captured(0).toLower()))
            return true;
    return false;
}

bool looksChinese(const QString& text)
{
    const QString t = withoutData(text.mid(text.indexOf(QStringLiteral(": ")) + 2));
    return std::any_of(t.cbegin(), t.cend(), [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; });
}

// The visible texts under `root` that are in the other language than `language`.
QStringList leaksIn(QWidget* root, Language language)
{
    QStringList leaks;
    for (const QString& text : visibleTexts(root))
        if (language == Language::Chinese ? looksEnglish(text) : looksChinese(text))
            leaks << text;
    return leaks;
}

} // namespace

// Every page, switched at runtime from one language to the other and back: no visible text of the other language
// remains (a page that kept its old words until it was rebuilt fails here).
class LanguageLeaks : public test::UiTestFixture
{};

TEST_F(LanguageLeaks, NoPageKeepsTheOtherLanguagesWords)
{
    MainWindow window(settings, translations, document);
    window.resize(1366, 768);
    window.show();
    showEveryPage(window);
    window.showPage(QStringLiteral("costs"));
    auto* fill = window.findChild<QPushButton*>(QStringLiteral("fillFromCatalogs"));
    ASSERT_TRUE(fill);
    fill->click(); // the prices' sources are a text of their own
    g_userTexts.clear();
    for (const BudgetScenario& scenario : document.budget().scenarios) {
        g_userTexts << scenario.name;
        for (const BudgetItem& item : scenario.items)
            g_userTexts << item.name;
    }
    for (Language language : {Language::Chinese, Language::English, Language::Chinese}) {
        window.languageAction(language)->trigger();
        QApplication::processEvents();
        for (const QString& id : MainWindow::pageIds()) {
            window.showPage(id);
            QApplication::processEvents();
            const QStringList leaks = leaksIn(&window, language);
            EXPECT_TRUE(leaks.isEmpty()) << languageCode(language).toStdString() << " " << id.toStdString() << ":\n"
                                         << leaks.join(QLatin1Char('\n')).toStdString();
        }
    }
    window.languageAction(Language::English)->trigger();
}

// A dialog is made in the language of the moment: none keeps a word of the other.
TEST(LanguageSwitch, DialogsAreInTheChosenLanguage)
{
    TranslationLoader translations;
    for (Language language : {Language::Chinese, Language::English}) {
        ASSERT_TRUE(translations.apply(language));
        HostProfileDialog dialog(PriceCatalog::builtIn());
        dialog.show();
        const QStringList leaks = leaksIn(&dialog, language);
        EXPECT_TRUE(leaks.isEmpty()) << languageCode(language).toStdString() << ":\n"
                                     << leaks.join(QLatin1Char('\n')).toStdString();
    }
    translations.apply(Language::English);
}

// The founder's walkthrough ("LoRA Qwen2.5-7B on 200M tokens, then serve 50 users; rent hourly, monthly or buy?") as a
// new user takes it in each language, at 1366×768: a priced answer, a cost comparison and a budget, with nothing typed
// twice, and every visible text in the chosen language.
class Walkthrough : public test::UiTestFixture
{};

TEST_F(Walkthrough, AFounderReachesAPricedAnswerACostComparisonAndABudgetInEitherLanguage)
{
    for (Language language : {Language::English, Language::Chinese}) {
        SCOPED_TRACE(languageCode(language).toStdString());
        ASSERT_TRUE(translations.apply(language));
        PlanDocument plan; // a new plan, made in this language
        MainWindow window(settings, translations, plan);
        window.resize(1366, 768);
        window.show();
        PlanPage* page = window.planPage();
        const auto answer = [&](const auto& change) {
            QSignalSpy spy(page, &PlanPage::resultsChanged);
            change();
            return spy.wait(5000);
        };
        ASSERT_TRUE(answer([] {}));

        // 1. The fine-tune: LoRA on Qwen2.5 7B is where a new plan starts; the founder types the data size.
        auto* tokens = page->findChild<QDoubleSpinBox*>(QStringLiteral("tokens"));
        ASSERT_TRUE(tokens);
        ASSERT_TRUE(answer([&] { tokens->setValue(200); }));
        ASSERT_EQ(plan.questionnaire().task, Task::Lora);
        const GpuPlanRow* training = page->results().chosen();
        ASSERT_NE(training, nullptr);
        const Deployment fineTune = *training->deployment;
        auto* summary = page->findChild<QLabel*>(QStringLiteral("summary"));
        ASSERT_TRUE(summary);
        EXPECT_TRUE(summary->text().contains(fineTune.fit.gpu.name)) << summary->text().toStdString();

        // 2. Rent hourly, monthly or buy: Costs already shows that deployment, priced every way its offer lists and
        // bought.
        window.showPage(QStringLiteral("costs"));
        CostsPage* costs = window.costsPage();
        costs->recompute(); // what its timer does on the next turn
        EXPECT_TRUE(costs->isFollowingPlan());
        EXPECT_EQ(costs->plan().gpuId, fineTune.fit.gpu.id);
        auto* buyPrice = costs->findChild<QDoubleSpinBox*>(QStringLiteral("buyPrice"));
        ASSERT_TRUE(buyPrice);
        auto* buying = qobject_cast<QGroupBox*>(buyPrice->parentWidget());
        ASSERT_TRUE(buying);
        if (!buying->isChecked()) { // no cited purchase price for this card: the founder types a quote
            buying->setChecked(true);
            buyPrice->setValue(60000);
            costs->recompute();
        }
        EXPECT_NE(costs->result().option(QStringLiteral("buy")), nullptr);
        EXPECT_NE(costs->result().option(QStringLiteral("hourly")), nullptr);
        EXPECT_FALSE(costs->result().verdicts.isEmpty());

        // 3. Then serve 50 users: the plan switches to serving and Add to budget keeps that answer too.
        auto* task = page->findChild<QComboBox*>(QStringLiteral("task"));
        auto* users = page->findChild<QSpinBox*>(QStringLiteral("users"));
        ASSERT_TRUE(task && users);
        ASSERT_TRUE(answer([&] { task->setCurrentIndex(task->findData(taskCode(Task::Inference))); }));
        ASSERT_TRUE(answer([&] { users->setValue(50); }));
        const GpuPlanRow* serving = page->results().chosen();
        ASSERT_NE(serving, nullptr);
        auto* add = page->findChild<QToolButton*>(QStringLiteral("addToBudget"));
        ASSERT_TRUE(add);
        add->click();

        // 4. The budget holds both, as the plan priced them: the fine-tune (added when the plan was made) and the
        // service; its Base scenario is priced in full.
        const QList<BudgetItem> items = plan.budget().scenarios.at(0).items;
        ASSERT_EQ(items.size(), 2);
        EXPECT_EQ(items.at(0).kind, ScenarioKind::FineTuning);
        EXPECT_EQ(items.at(0).gpuId, fineTune.fit.gpu.id);
        EXPECT_DOUBLE_EQ(items.at(0).hoursPerRun, fineTune.wallHours);
        EXPECT_EQ(items.at(1).kind, ScenarioKind::Inference);
        EXPECT_EQ(items.at(1).gpuId, serving->deployment->fit.gpu.id);
        EXPECT_EQ(items.at(1).gpus, serving->deployment->totalGpus());
        window.showPage(QStringLiteral("budget"));
        BudgetPage* budget = window.budgetPage();
        budget->recompute();
        ASSERT_NE(budget->currentResult(), nullptr);
        EXPECT_EQ(budget->currentResult()->unpricedItems, 0);
        EXPECT_GT(budget->currentResult()->total, 0);

        // 5. Every page in the chosen language.
        g_userTexts.clear();
        for (const QString& id : MainWindow::pageIds()) {
            window.showPage(id);
            QApplication::processEvents();
            const QStringList leaks = leaksIn(&window, language);
            EXPECT_TRUE(leaks.isEmpty()) << id.toStdString() << ":\n" << leaks.join(QLatin1Char('\n')).toStdString();
        }
    }
    translations.apply(Language::English);
}
