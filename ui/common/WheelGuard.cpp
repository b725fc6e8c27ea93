#include "ui/common/WheelGuard.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QWheelEvent>

namespace gp {

namespace {

QWidget* guarded(QObject* watched)
{
    if (qobject_cast<QAbstractSpinBox*>(watched) || qobject_cast<QComboBox*>(watched))
        return static_cast<QWidget*>(watched);
    return nullptr;
}

} // namespace

WheelGuard::WheelGuard(QObject* parent) : QObject(parent) {}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event)
{
    QWidget* field = guarded(watched);
    if (!field)
        return false;
    if (event->type() == QEvent::Polish) {
        // Wheel focus would hand the field focus (and the wheel) as the pointer passes: clicks and Tab only.
        if (field->focusPolicy() == Qt::WheelFocus)
            field->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    if (event->type() != QEvent::Wheel || field->hasFocus())
        return false;
    // The form behind the field scrolls instead (the event climbs to the scroll area from the parent).
    if (QWidget* parent = field->parentWidget())
        QApplication::sendEvent(parent, event);
    return true;
}

} // namespace gp
