#include "ui/common/GuideWindow.h"

#include <QFile>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace gp {

GuideWindow::GuideWindow(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("guideWindow"));
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("guideBrowser"));
    m_browser->setOpenExternalLinks(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    resize(640, 720);
}

void GuideWindow::showSection(const QString& languageCode, const QString& pageId)
{
    if (languageCode != m_language) {
        m_language = languageCode;
        // One file per language; a language without a guide reads the English one.
        const QString file = QStringLiteral(":/guide/guide-%1.html").arg(languageCode);
        m_browser->setSource(
            QUrl(QStringLiteral("qrc") + (QFile::exists(file) ? file : QStringLiteral(":/guide/guide-en.html"))));
    }
    setWindowTitle(tr("GPU Planner guide"));
    if (!pageId.isEmpty())
        m_browser->scrollToAnchor(pageId);
}

} // namespace gp
