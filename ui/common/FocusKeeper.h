#pragma once

#include <QElapsedTimer>
#include <QObject>

#include <functional>

class QWidget;

namespace gp {

// Gives a window's keyboard focus back when it is activated again (after a modal dialog, a file chooser or another
// application). Qt returns focus to the widget that had it, but when that widget went away meanwhile (disabled,
// hidden or deleted as a page reloads the plan just opened) the window is left with no focus, and Tab and typing go
// nowhere until a click. The keeper then focuses the first field of `page()`, else the window itself.
class FocusKeeper final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FocusKeeper)

public:
    FocusKeeper(QWidget* window, std::function<QWidget*()> page);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void restore();
    bool justClosedADialog() const;

    QWidget* m_window;
    std::function<QWidget*()> m_page;
    QElapsedTimer m_dialogClosed; // when one of the window's modal dialogs last closed
};

} // namespace gp
