#pragma once

#include <QObject>

namespace gp {

// Scrolling a form with the mouse wheel scrolls the form: a spin box or combo box the pointer passes over changes only
// when it has keyboard focus (the user clicked or tabbed into it). Without this, scrolling past "epochs" silently
// turned 3.0 into 0.1. Installed once on the application; it also takes wheel focus from those fields.
class WheelGuard final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WheelGuard)

public:
    explicit WheelGuard(QObject* parent = nullptr);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace gp
