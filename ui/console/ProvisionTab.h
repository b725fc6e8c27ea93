#pragma once

#include "ui/console/ConsoleTab.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace gp {

// Provisioning: a setup script and pinned requirements, applied once in the working directory (again when changed).
class ProvisionTab final : public ConsoleTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProvisionTab)

public:
    ProvisionTab(ConsoleSession& session, QWidget* parent = nullptr);
    void startProvision();
    void setActionsEnabled(bool enabled) override;
    QString workdir() const; // the instance's working directory, also the smoke test's
    QLineEdit* setupFile() const { return m_setupFile; }
    QLineEdit* workdirEdit() const { return m_workdir; }

private:
    void retranslateUi() override;

    QLabel* m_setupLabel;
    QLineEdit* m_setupFile = nullptr;
    QLabel* m_requirementsLabel;
    QLineEdit* m_requirementsFile = nullptr;
    QLabel* m_workdirLabel;
    QLineEdit* m_workdir;
    QLabel* m_cudaLabel;
    QLineEdit* m_minCuda;
    QCheckBox* m_force;
    QPushButton* m_provision;
    QListWidget* m_steps;
    QList<QPushButton*> m_browse;
};

} // namespace gp
