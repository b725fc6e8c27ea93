#pragma once

#include <QtGlobal>

class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QWidget;

namespace gp {

// The questionnaire's field kinds, made alike everywhere they appear.
QLabel* helpLabel(QWidget* parent); // a wrapped, smaller, muted explanation under a group's fields
QDoubleSpinBox* number(QWidget* parent, double min, double max, int decimals, double step);
QSpinBox* integer(QWidget* parent, qint64 min, qint64 max);

} // namespace gp
