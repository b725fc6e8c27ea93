#pragma once

#include <QList>
#include <QtGlobal>
#include <initializer_list>

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

class QFormLayout;

namespace gp {

// Shows and hides whole rows of a form by taking them out of the layout and putting them back where they were.
// Qt 6.4's QFormLayout writes past its buffers in heightForWidth() when many of its rows are hidden (the serving
// questionnaire hid seven of twelve and crashed when a serving plan was opened), so hidden rows are not left in it.
class FormRowSwitch final
{
public:
    // Takes charge of the rows of `form` holding `fields` (add every row to the form first).
    void add(QFormLayout* form, std::initializer_list<QWidget*> fields);
    void setVisible(QWidget* field, bool on);

private:
    struct Row
    {
        QFormLayout* form = nullptr;
        QWidget* label = nullptr;
        QWidget* field = nullptr;
        int original = 0;
        bool shown = true;
    };
    QList<Row> m_rows;
};

} // namespace gp
