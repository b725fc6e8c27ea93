#pragma once

#include "ui/console/ConsoleTab.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace gp {

class PriceCatalog;
class ProviderRunner;

// The guards: a maximum runtime and an idle watchdog on the instance, so that nobody pays for a forgotten machine.
class GuardTab final : public ConsoleTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GuardTab)

public:
    GuardTab(ConsoleSession& session, QWidget* parent = nullptr);
    void installGuard();
    void setActionsEnabled(bool enabled) override;
    // For a launched profile: the fees the plan's catalog quotes, and the provider endpoint the runner calls.
    void setProvider(const PriceCatalog* catalog, const ProviderRunner* runner)
    {
        m_catalog = catalog;
        m_runner = runner;
    }
    // What a guard that fires does: stop or release the instance through its provider's API (a launched profile),
    // or run the release command. Called when the profile changes.
    void updateActions();
    QPlainTextEdit* view() const { return m_view; }

private:
    void retranslateUi() override;

    QLabel* m_maxRuntimeLabel;
    QLineEdit* m_maxRuntime;
    QLabel* m_idleLabel;
    QLineEdit* m_idle;
    QLabel* m_idleUtilLabel;
    QSpinBox* m_idleUtil;
    QLabel* m_firesLabel;
    QComboBox* m_fires;
    QLabel* m_releaseLabel;
    QLineEdit* m_release;
    const PriceCatalog* m_catalog = nullptr;
    const ProviderRunner* m_runner = nullptr;
    QString m_actionsFor; // the profile the choices are for
    QPushButton* m_install;
    QPushButton* m_show;
    QPushButton* m_remove;
    QPlainTextEdit* m_view;
};

} // namespace gp
