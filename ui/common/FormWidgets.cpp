#include "ui/common/FormWidgets.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include <algorithm>

namespace gp {

QLabel* helpLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    QFont f = label->font();
    f.setPointSizeF(f.pointSizeF() * 0.92);
    label->setFont(f);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

QDoubleSpinBox* number(QWidget* parent, double min, double max, int decimals, double step)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(min, max);
    box->setDecimals(decimals);
    box->setSingleStep(step);
    box->setKeyboardTracking(true);
    box->setGroupSeparatorShown(true);
    return box;
}

QSpinBox* integer(QWidget* parent, qint64 min, qint64 max)
{
    auto* box = new QSpinBox(parent);
    box->setRange(static_cast<int>(min), static_cast<int>(max));
    box->setGroupSeparatorShown(true);
    return box;
}

void FormRowSwitch::add(QFormLayout* form, std::initializer_list<QWidget*> fields)
{
    for (QWidget* field : fields) {
        int row = -1;
        QFormLayout::ItemRole role;
        form->getWidgetPosition(field, &row, &role);
        if (row < 0)
            continue;
        QLayoutItem* label = form->itemAt(row, QFormLayout::LabelRole);
        m_rows << Row{form, label ? label->widget() : nullptr, field, row, true};
    }
}

void FormRowSwitch::setVisible(QWidget* field, bool on)
{
    const auto it = std::find_if(m_rows.begin(), m_rows.end(), [&](const Row& r) { return r.field == field; });
    if (it == m_rows.end() || it->shown == on)
        return;
    if (!on) {
        int row = -1;
        QFormLayout::ItemRole role;
        it->form->getWidgetPosition(field, &row, &role);
        const QFormLayout::TakeRowResult taken = it->form->takeRow(row);
        delete taken.labelItem; // the layout's items, not the widgets: those stay, hidden, for the row's return
        delete taken.fieldItem;
        if (it->label)
            it->label->hide();
        field->hide();
    } else {
        // Back where it was: its first position, less the managed rows before it that are out now.
        const int before = static_cast<int>(std::count_if(m_rows.cbegin(), m_rows.cend(), [&](const Row& r) {
            return r.form == it->form && r.original < it->original && !r.shown;
        }));
        it->form->insertRow(it->original - before, it->label, field);
        if (it->label)
            it->label->show();
        field->show();
    }
    it->shown = on;
}

} // namespace gp
