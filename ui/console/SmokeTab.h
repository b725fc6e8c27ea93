#pragma once

#include "core/plan/PlanCalibration.h"
#include "ui/console/ConsoleTab.h"

#include <functional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace gp {

class PlanDocument;
class SmokeReportModel;

// The smoke test: what the instance delivers against the offer and the plan, the user's own command last, the
// report kept with the plan (and exported), and the plan calibrated from the run.
class SmokeTab final : public ConsoleTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SmokeTab)

public:
    SmokeTab(ConsoleSession& session, PlanDocument& document, QWidget* parent = nullptr);
    void setOffer(const std::optional<Offer>& offer) { m_offer = offer; }
    // Where the user's command runs: the Provision tab's working directory.
    void setWorkdirSource(std::function<QString()> source) { m_workdir = std::move(source); }
    void runSmokeTest();
    bool exportSmokeReport(const QString& path);
    void setActionsEnabled(bool enabled) override;

    SmokeReportModel* model() const { return m_model; }
    QDoubleSpinBox* needVram() const { return m_needGiB; }
    QLineEdit* userCommand() const { return m_userCommand; }
    QComboBox* level() const { return m_level; }

private:
    void retranslateUi() override;
    void updateNeedFromPlan();
    void showLatest();
    void updateSummary();

    PlanDocument& m_document;
    std::optional<Offer> m_offer;
    std::function<QString()> m_workdir;
    std::optional<SpeedCalibration> m_proposedCalibration; // from the latest smoke test's run

    QLabel* m_needLabel;
    QDoubleSpinBox* m_needGiB;
    QLabel* m_levelLabel;
    QComboBox* m_level;
    QLabel* m_downloadLabel;
    QLineEdit* m_downloadUrl;
    QLabel* m_userCommandLabel;
    QLineEdit* m_userCommand;
    QLabel* m_stepsLabel;
    QSpinBox* m_steps;
    QLabel* m_timeoutLabel;
    QLineEdit* m_userTimeout;
    QPushButton* m_run;
    QPushButton* m_export;
    QPushButton* m_calibrate;
    QLabel* m_summary;
    QTableView* m_table;
    SmokeReportModel* m_model;
};

} // namespace gp
