#include "ui/plan/WorkloadBar.h"

#include "core/plan/PlanDocument.h"
#include "core/plan/PlanWorkloads.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>

namespace gp {

WorkloadBar::WorkloadBar(PlanDocument& document, QWidget* parent) : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("workloadBar"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_label = new QLabel(this);
    m_workloads = new QComboBox(this);
    m_workloads->setObjectName(QStringLiteral("workloads"));
    m_workloads->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_label->setBuddy(m_workloads);
    m_add = new QPushButton(this);
    m_add->setObjectName(QStringLiteral("addWorkload"));
    m_remove = new QPushButton(this);
    m_remove->setObjectName(QStringLiteral("removeWorkload"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_workloads);
    layout->addWidget(m_add);
    layout->addWidget(m_remove);
    layout->addStretch(1);

    connect(m_workloads, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!m_refreshing && index >= 0)
            m_document.setActiveWorkload(index);
    });
    connect(m_add, &QPushButton::clicked, this, &WorkloadBar::add);
    connect(m_remove, &QPushButton::clicked, this, &WorkloadBar::remove);
    // A name follows its answers (the model, the users): redrawn after every change.
    connect(&m_document, &PlanDocument::workloadsChanged, this, &WorkloadBar::refresh);
    connect(&m_document, &PlanDocument::questionnaireChanged, this, &WorkloadBar::refresh);
    retranslateUi();
}

void WorkloadBar::refresh()
{
    m_refreshing = true;
    const Plan& plan = m_document.plan();
    const int n = PlanWorkloads::count(plan);
    while (m_workloads->count() > n)
        m_workloads->removeItem(m_workloads->count() - 1);
    for (int i = 0; i < n; ++i) {
        const QString name = PlanWorkloads::name(PlanWorkloads::at(plan, i), i);
        if (i < m_workloads->count())
            m_workloads->setItemText(i, name);
        else
            m_workloads->addItem(name);
    }
    m_workloads->setCurrentIndex(m_document.activeWorkload());
    m_add->setEnabled(n < PlanWorkloads::kMax);
    m_remove->setEnabled(n > 1);
    m_refreshing = false;
}

void WorkloadBar::add()
{
    m_document.addWorkload(PlanWorkloads::next(m_document.questionnaire()));
}

void WorkloadBar::remove()
{
    const int index = m_document.activeWorkload();
    const QString name = PlanWorkloads::name(m_document.questionnaire(), index);
    const auto answer = QMessageBox::question(
        this, tr("Remove workload"), tr("Remove \"%1\" and the budget items that follow its answer?").arg(name),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        m_document.removeActiveWorkload();
}

void WorkloadBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void WorkloadBar::retranslateUi()
{
    m_label->setText(tr("&Workload:"));
    m_add->setText(tr("A&dd workload"));
    m_add->setToolTip(tr("Another piece of work in the same plan, priced on its own and followed by the budget: "
                         "serving the model after fine-tuning it, or the reverse"));
    m_remove->setText(tr("Remove workload"));
    m_remove->setToolTip(tr("Remove the workload shown and the budget items that follow its answer"));
    refresh(); // the names are drawn in the language of the moment
}

} // namespace gp
