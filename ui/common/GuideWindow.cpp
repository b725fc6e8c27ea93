#include "ui/common/GuideWindow.h"

#include <QDesktopServices>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPixmap>
#include <QScrollArea>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace gp {

GuideWindow::GuideWindow(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("guideWindow"));
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("guideBrowser"));
    // Links are followed here: a screenshot opens full size in a window of its own (the guide shows it at 560 px), a
    // web address in the browser, a section of the guide in the guide.
    m_browser->setOpenLinks(false);
    connect(m_browser, &QTextBrowser::anchorClicked, this, &GuideWindow::follow);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    resize(640, 720);
}

void GuideWindow::follow(const QUrl& link)
{
    const QUrl url = m_browser->source().resolved(link);
    if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https")) {
        QDesktopServices::openUrl(url);
        return;
    }
    if (!url.path().endsWith(QLatin1String(".png"))) {
        m_browser->setSource(url);
        return;
    }
    QImage picture;
    if (!picture.loadFromData(m_browser->loadResource(QTextDocument::ImageResource, url).toByteArray()))
        return;
    auto* viewer = new QDialog(this);
    viewer->setObjectName(QStringLiteral("screenshotViewer"));
    viewer->setAttribute(Qt::WA_DeleteOnClose);
    viewer->setWindowTitle(tr("Screenshot: %1").arg(url.fileName()));
    auto* image = new QLabel(viewer);
    image->setObjectName(QStringLiteral("screenshot"));
    image->setPixmap(QPixmap::fromImage(picture)); // full size; the window scrolls when the screen is smaller
    auto* area = new QScrollArea(viewer);
    area->setWidget(image);
    auto* layout = new QVBoxLayout(viewer);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(area);
    viewer->resize(picture.size().boundedTo(QSize(1400, 900)) + QSize(4, 4));
    viewer->show();
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
