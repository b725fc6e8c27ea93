// Nothing a person must read is cut off: at the first-run size and at 1366x768, in both languages, every visible
// label, button and check box on every page (and on every tab) is at least as wide as its text needs (or shows it
// whole in a tooltip when it elides), no table cell or header is elided, no form scrolls sideways, no splitter hides a
// pane, and no input is pushed outside its page.
#include "core/i18n/TranslationLoader.h"
#include "core/plan/PlanDocument.h"
#include "core/settings/Settings.h"
#include "support/UiTestFixture.h"
#include "ui/MainWindow.h"

#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QWheelEvent>

using namespace gp;

namespace {

QString describe(const QWidget* w, const QString& text)
{
    return QStringLiteral("%1#%2 \"%3\" is %4 px wide, needs %5")
        .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(), text.left(60))
        .arg(w->width())
        .arg(w->sizeHint().width());
}

const QScrollArea* enclosingScrollArea(const QWidget* w)
{
    for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget())
        if (auto* area = qobject_cast<const QScrollArea*>(p))
            return area;
    return nullptr;
}

// Whether some part of `w` is scrolled out of view (then the user can scroll to it: not clipped).
bool insideScrollArea(const QWidget* w)
{
    for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget())
        if (qobject_cast<const QScrollArea*>(p))
            return true;
    return false;
}

QStringList clipped(QWidget* page)
{
    QStringList problems;
    const QRect pageRect = page->rect();
    for (QWidget* w : page->findChildren<QWidget*>()) {
        if (!w->isVisibleTo(page) || w->width() <= 0)
            continue;
        // Inputs and buttons pushed off the page with no way to scroll to them.
        const bool input = qobject_cast<QAbstractButton*>(w) || qobject_cast<QAbstractSpinBox*>(w) ||
                           qobject_cast<QComboBox*>(w) || qobject_cast<QLineEdit*>(w);
        if (input && !insideScrollArea(w)) {
            const QRect r(w->mapTo(page, QPoint(0, 0)), w->size());
            if (!pageRect.contains(r))
                problems << QStringLiteral("%1#%2 lies outside its page")
                                .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName());
        }
        // In a scroll area that never scrolls sideways, an input wider than the view is cut for good.
        if (const QScrollArea* area = enclosingScrollArea(w);
            input && area && area->horizontalScrollBarPolicy() == Qt::ScrollBarAlwaysOff) {
            const int right = w->mapTo(area->viewport(), QPoint(w->width(), 0)).x();
            if (right > area->viewport()->width() + 1)
                problems << QStringLiteral("%1#%2 \"%3\" is cut at the right edge of its scroll area")
                                .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(),
                                     qobject_cast<QAbstractButton*>(w) ? qobject_cast<QAbstractButton*>(w)->text()
                                                                       : QString());
        }
        if (auto* l = qobject_cast<QLabel*>(w)) {
            if (l->wordWrap() || l->text().isEmpty() || l->textFormat() == Qt::RichText || !l->pixmap().isNull())
                continue;
            const QString text = l->text().section(QLatin1Char('\n'), 0, 0);
            if (l->fontMetrics().horizontalAdvance(QString(text).remove(QLatin1Char('&'))) >
                    l->contentsRect().width() + 1 &&
                l->toolTip().isEmpty())
                problems << describe(l, text);
        } else if (auto* spin = qobject_cast<QAbstractSpinBox*>(w)) {
            // The value as shown (with its prefix, suffix or special text) fits its box: a cut date is another date.
            if (const auto* edit = spin->findChild<QLineEdit*>();
                edit && edit->fontMetrics().horizontalAdvance(edit->text()) > edit->width())
                problems << QStringLiteral("%1#%2 shows \"%3\" in %4 px, needs %5")
                                .arg(QString::fromLatin1(spin->metaObject()->className()), spin->objectName(),
                                     edit->text())
                                .arg(edit->width())
                                .arg(edit->fontMetrics().horizontalAdvance(edit->text()));
        } else if (auto* b = qobject_cast<QAbstractButton*>(w)) {
            if (!b->text().isEmpty() && b->width() + 1 < b->sizeHint().width())
                problems << describe(b, b->text());
        } else if (auto* c = qobject_cast<QComboBox*>(w); c && !c->isEditable()) {
            // The chosen item's text, with room for the arrow.
            const int needs = c->fontMetrics().horizontalAdvance(c->currentText()) + 28;
            if (c->width() < needs)
                problems << QStringLiteral("QComboBox#%1 \"%2\" is %3 px wide, needs %4")
                                .arg(c->objectName(), c->currentText())
                                .arg(c->width())
                                .arg(needs);
        } else if (auto* v = qobject_cast<QTableView*>(w); v && v->model()) {
            // Short values (dates, prices, names) are never elided; long prose may be, with a tooltip.
            const QAbstractItemModel* m = v->model();
            QStringList headers;
            for (int col = 0; col < m->columnCount(); ++col) {
                if (v->isColumnHidden(col))
                    continue;
                const QString header = m->headerData(col, Qt::Horizontal).toString();
                if (!header.isEmpty() && headers.contains(header))
                    problems << QStringLiteral("%1: two columns named \"%2\"").arg(v->objectName(), header);
                headers << header;
                // The header as the style draws it: its text, the sort arrow's room and the margins.
                const QHeaderView* h = v->horizontalHeader();
                QStyleOptionHeader option;
                option.initFrom(h);
                option.text = header;
                option.section = col;
                if (h->isSortIndicatorShown())
                    option.sortIndicator = QStyleOptionHeader::SortDown;
                const int headerNeeds =
                    h->isVisible() ? h->style()->sizeFromContents(QStyle::CT_HeaderSection, &option, QSize(), h).width()
                                   : 0;
                if (h->sectionSize(col) < headerNeeds)
                    problems << QStringLiteral("%1 header \"%2\" in %3 px, needs %4")
                                    .arg(v->objectName(), header)
                                    .arg(h->sectionSize(col))
                                    .arg(headerNeeds);
                for (int row = 0; row < std::min(m->rowCount(), 20); ++row) {
                    const QString text = m->index(row, col).data().toString();
                    if (text.size() > 40 || text.contains(QLatin1Char('\n')))
                        continue;
                    const int needs = v->fontMetrics().horizontalAdvance(text) + 6;
                    if (v->columnWidth(col) < needs) {
                        problems << QStringLiteral("%1 column \"%2\": \"%3\" in %4 px, needs %5")
                                        .arg(v->objectName(), header, text)
                                        .arg(v->columnWidth(col))
                                        .arg(needs);
                        break;
                    }
                }
            }
        }
    }
    // A form that scrolls sideways hides half of what a person must fill in.
    for (QScrollArea* area : page->findChildren<QScrollArea*>())
        if (area->isVisibleTo(page) && area->horizontalScrollBar()->isVisible())
            problems << QStringLiteral("QScrollArea#%1 scrolls sideways (%2 px of %3)")
                            .arg(area->objectName())
                            .arg(area->viewport()->width())
                            .arg(area->widget() ? area->widget()->width() : 0);
    // Dragging a splitter to its end must leave every pane usable, never hide one entirely.
    for (QSplitter* splitter : page->findChildren<QSplitter*>()) {
        if (!splitter->isVisibleTo(page) || splitter->count() < 2)
            continue;
        const QList<int> sizes = splitter->sizes();
        for (int i = 0; i < splitter->count(); ++i) {
            QList<int> squeezed(splitter->count(), 10000);
            squeezed[i] = 0;
            splitter->setSizes(squeezed);
            QWidget* pane = splitter->widget(i);
            const int size = splitter->orientation() == Qt::Horizontal ? pane->width() : pane->height();
            if (pane->isVisibleTo(page) && size < 40)
                problems << QStringLiteral("QSplitter#%1 collapses its pane %2 (%3) to %4 px")
                                .arg(splitter->objectName())
                                .arg(i)
                                .arg(QString::fromLatin1(pane->metaObject()->className()))
                                .arg(size);
        }
        splitter->setSizes(sizes);
    }
    return problems;
}

// Every tab of every tab widget on the page, each made current in turn: a table on a tab not shown first is checked
// too.
QStringList clippedOnEveryTab(QWidget* page)
{
    QStringList problems = clipped(page);
    for (QTabWidget* tabs : page->findChildren<QTabWidget*>()) {
        if (!tabs->isVisibleTo(page))
            continue;
        const int current = tabs->currentIndex();
        for (int i = 0; i < tabs->count(); ++i) {
            if (i == current)
                continue;
            tabs->setCurrentIndex(i);
            QApplication::processEvents();
            for (const QString& p : clipped(tabs->currentWidget()))
                problems << QStringLiteral("tab \"%1\": %2").arg(tabs->tabText(i), p);
        }
        tabs->setCurrentIndex(current);
    }
    return problems;
}

} // namespace

class Clipping : public test::UiTestFixture
{};

TEST_F(Clipping, NoTextIsCutAtTheDefaultSizeOrAt1366x768InEitherLanguage)
{
    MainWindow window(settings, translations, document);
    window.show();
    const QSize firstRun = window.size();
    showEveryPage(window);
    for (Language language : {Language::English, Language::Chinese}) {
        window.languageAction(language)->trigger();
        QApplication::processEvents();
        for (const QSize size : {firstRun, QSize(1366, 768)}) {
            window.resize(size);
            for (const QString& id : MainWindow::pageIds()) {
                window.showPage(id);
                QApplication::processEvents();
                auto* stack = window.findChild<QStackedWidget*>();
                ASSERT_TRUE(stack);
                const QStringList problems = clippedOnEveryTab(stack->currentWidget());
                EXPECT_TRUE(problems.isEmpty()) << languageCode(language).toStdString() << " " << size.width() << "x"
                                                << size.height() << " " << id.toStdString() << ":\n"
                                                << problems.join(QLatin1Char('\n')).toStdString();
            }
        }
    }
    window.languageAction(Language::English)->trigger();
}

// Scrolling the questionnaire with the wheel scrolls it: a field the pointer passes over keeps its value unless the
// user clicked or tabbed into it (the wheel once turned 3 epochs into 0.1 that way).
TEST_F(Clipping, TheWheelChangesAFieldOnlyWhenItHasFocus)
{
    MainWindow window(settings, translations, document);
    window.resize(1366, 768);
    window.show();
    window.showPage(QStringLiteral("plan"));
    QApplication::processEvents();
    auto* epochs = window.findChild<QDoubleSpinBox*>(QStringLiteral("epochs"));
    ASSERT_TRUE(epochs);
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    const double before = epochs->value();
    const auto wheel = [&] {
        const QPointF at(epochs->width() / 2.0, epochs->height() / 2.0);
        QWheelEvent down(at, epochs->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                         Qt::NoScrollPhase, false);
        QApplication::sendEvent(epochs, &down);
    };
    EXPECT_NE(epochs->focusPolicy() & Qt::WheelFocus, Qt::WheelFocus); // passing over it gives it no focus
    wheel();
    EXPECT_EQ(epochs->value(), before) << "the wheel changed a field it only passed over";
    EXPECT_EQ(document.questionnaire().epochs, before);
    epochs->setFocus(Qt::TabFocusReason);
    ASSERT_TRUE(QTest::qWaitFor([&] { return epochs->hasFocus(); }));
    wheel();
    EXPECT_LT(epochs->value(), before); // with focus, the wheel is the user's way to change it
}

// The serving questionnaire (its longer check boxes and fields) fits as well, in both languages, at 1366×768, as the
// second workload of a plan (the workload bar names both). Opening a serving plan first showed seven hidden rows of
// one form, which crashed Qt 6.4's QFormLayout (FormRowSwitch).
TEST_F(Clipping, TheServingQuestionnaireFitsWithoutScrollingSideways)
{
    Questionnaire serving = Questionnaire::defaultsFor(Task::Inference);
    serving.concurrentUsers = 200;
    serving.tokensPerSecondPerUser = 20;
    ASSERT_TRUE(document.addWorkload(serving));
    MainWindow window(settings, translations, document);
    window.resize(1366, 768);
    window.show();
    showEveryPage(window);
    for (Language language : {Language::English, Language::Chinese}) {
        window.languageAction(language)->trigger();
        window.showPage(QStringLiteral("plan"));
        QApplication::processEvents();
        QApplication::processEvents(); // the questionnaire's width follows its words on the next turn
        auto* stack = window.findChild<QStackedWidget*>();
        ASSERT_TRUE(stack);
        const QStringList problems = clippedOnEveryTab(stack->currentWidget());
        EXPECT_TRUE(problems.isEmpty()) << languageCode(language).toStdString() << ":\n"
                                        << problems.join(QLatin1Char('\n')).toStdString();
    }
    window.languageAction(Language::English)->trigger();
}
