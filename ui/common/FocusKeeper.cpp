#include "ui/common/FocusKeeper.h"

#include <QApplication>
#include <QEvent>
#include <QGuiApplication>
#include <QWidget>
#include <QWindow>

namespace gp {

FocusKeeper::FocusKeeper(QWidget* window, std::function<QWidget*()> page)
    : QObject(window), m_window(window), m_page(std::move(page))
{
    window->installEventFilter(this);
    qApp->installEventFilter(this); // to see the window's dialogs close
    // Some platforms (and window managers) leave no window with the keyboard once a dialog's window is gone.
    connect(qApp, &QGuiApplication::focusWindowChanged, this, [this](QWindow* now) {
        if (!now && justClosedADialog())
            QMetaObject::invokeMethod(this, &FocusKeeper::restore, Qt::QueuedConnection);
    });
}

bool FocusKeeper::eventFilter(QObject* watched, QEvent* event)
{
    // Qt restores the old focus while it handles the activation, so what is left without focus shows only after
    // that: look on the next turn of the event loop.
    if (watched == m_window && event->type() == QEvent::WindowActivate)
        QMetaObject::invokeMethod(this, &FocusKeeper::restore, Qt::QueuedConnection);
    if (event->type() == QEvent::Hide && watched != m_window && watched->isWidgetType()) {
        const auto* w = static_cast<QWidget*>(watched);
        if (w->isWindow() && w->parentWidget() && w->parentWidget()->window() == m_window &&
            w->windowModality() != Qt::NonModal) {
            m_dialogClosed.start();
            QMetaObject::invokeMethod(this, &FocusKeeper::restore, Qt::QueuedConnection);
        }
    }
    return QObject::eventFilter(watched, event);
}

bool FocusKeeper::justClosedADialog() const
{
    // Long enough for the platform to hand the keyboard over (or not), short enough that a user who then switches to
    // another application keeps it there.
    return m_dialogClosed.isValid() && m_dialogClosed.elapsed() < 1000;
}

void FocusKeeper::restore()
{
    if (QApplication::activeModalWidget() || !m_window->isVisible())
        return; // a dialog is still open: it keeps the keyboard
    const QWindow* keyboard = QGuiApplication::focusWindow();
    if (!keyboard) {
        // Nothing has the keyboard. Right after one of our dialogs closed, its window is where the user goes back to;
        // otherwise the user went to another application, which keeps it.
        if (justClosedADialog())
            m_window->activateWindow(); // its WindowActivate brings us back here
        return;
    }
    if (keyboard != m_window->windowHandle())
        return; // another of our windows (the guide) or another application's
    if (QApplication::focusWidget())
        return;
    QWidget* page = m_page ? m_page() : nullptr;
    if (page) {
        for (QWidget* w = page->nextInFocusChain(); w && w != page; w = w->nextInFocusChain()) {
            if (page->isAncestorOf(w) && (w->focusPolicy() & Qt::TabFocus) && w->isVisible() && w->isEnabled()) {
                w->setFocus(Qt::ActiveWindowFocusReason);
                return;
            }
        }
    }
    m_window->setFocus(Qt::ActiveWindowFocusReason);
}

} // namespace gp
