#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace gp {

class PlanDocument;

// Which of the plan's workloads the questionnaire edits (a fine-tune, the service after it, …), with adding and
// removing one. Names are drawn from each workload's answers in the current language; the budget follows every
// workload whichever is shown.
class WorkloadBar final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkloadBar)

public:
    explicit WorkloadBar(PlanDocument& document, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh(); // names, selection and buttons from the document
    void retranslateUi();
    void add();
    void remove();

    PlanDocument& m_document;
    QLabel* m_label = nullptr;
    QComboBox* m_workloads = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_remove = nullptr;
    bool m_refreshing = false;
};

} // namespace gp
