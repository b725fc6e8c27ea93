// Nothing a person must read is cut off: at the first-run size and at 1366x768, in both languages, every visible
// label, button and check box on every page is at least as wide as its text needs (or shows it whole in a tooltip
// when it elides), and no input is pushed outside its page.
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
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QTableView>
#include <QTest>

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
                const QStringList problems = clipped(stack->currentWidget());
                EXPECT_TRUE(problems.isEmpty()) << languageCode(language).toStdString() << " " << size.width() << "x"
                                                << size.height() << " " << id.toStdString() << ":\n"
                                                << problems.join(QLatin1Char('\n')).toStdString();
            }
        }
    }
    window.languageAction(Language::English)->trigger();
}
