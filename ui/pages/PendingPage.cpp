#include "pages/PendingPage.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace gp {

PendingPage::PendingPage(TextFn title, TextFn description, QWidget* parent)
    : QWidget(parent), m_title(std::move(title)), m_description(std::move(description)), m_titleLabel(new QLabel(this)),
      m_descriptionLabel(new QLabel(this)), m_statusLabel(new QLabel(this))
{
    QFont titleFont = m_titleLabel->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    m_titleLabel->setFont(titleFont);
    m_descriptionLabel->setWordWrap(true);
    m_descriptionLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_statusLabel->setEnabled(false); // rendered in the palette's disabled colour: secondary information

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 24, 24, 24);
    layout->setSpacing(12);
    layout->addWidget(m_titleLabel);
    layout->addWidget(m_descriptionLabel);
    layout->addWidget(m_statusLabel);
    layout->addStretch(1);
    retranslateUi();
}

QString PendingPage::title() const
{
    return m_titleLabel->text();
}

void PendingPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

void PendingPage::retranslateUi()
{
    m_titleLabel->setText(m_title());
    m_descriptionLabel->setText(m_description());
    // Not a dead end: the command line already does what this page will.
    m_statusLabel->setText(tr("This page is not available in this version yet. From a terminal, gpuplanner-cli "
                              "remote already runs the smoke test, provisioning, uploads, monitoring and guards: "
                              "see gpuplanner-cli --help."));
}

} // namespace gp
