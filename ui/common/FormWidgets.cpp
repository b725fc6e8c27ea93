#include "ui/common/FormWidgets.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QSpinBox>

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

} // namespace gp
