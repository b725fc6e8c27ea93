#include "ui/console/ConsoleTab.h"

#include <QEvent>

namespace gp {

void ConsoleTab::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace gp
