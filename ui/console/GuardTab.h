#pragma once

#include "ui/console/ConsoleTab.h"

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace gp {

// The guards: a maximum runtime and an idle watchdog on the instance, so that nobody pays for a forgotten machine.
class GuardTab final : public ConsoleTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GuardTab)

public:
    GuardTab(ConsoleSession& session, QWidget* parent = nullptr);
    void installGuard();
    void setActionsEnabled(bool enabled) override;
    QPlainTextEdit* view() const { return m_view; }

private:
    void retranslateUi() override;

    QLabel* m_maxRuntimeLabel;
    QLineEdit* m_maxRuntime;
    QLabel* m_idleLabel;
    QLineEdit* m_idle;
    QLabel* m_idleUtilLabel;
    QSpinBox* m_idleUtil;
    QLabel* m_releaseLabel;
    QLineEdit* m_release;
    QPushButton* m_install;
    QPushButton* m_show;
    QPushButton* m_remove;
    QPlainTextEdit* m_view;
};

} // namespace gp
