#pragma once

#include <QDialog>

class QTextBrowser;
class QUrl;

namespace gp {

// Help > Guide: the short in-app guide (resources/guide, one page per language), opened at a page's section.
class GuideWindow final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GuideWindow)

public:
    explicit GuideWindow(QWidget* parent = nullptr);

    // Shows the guide in `languageCode` ("en", "zh_CN") at the section of page `pageId` ("plan", "costs" …).
    void showSection(const QString& languageCode, const QString& pageId);
    QTextBrowser* browser() const { return m_browser; }
    QString languageCode() const { return m_language; }

    // What a click on a link in the guide does (a screenshot opens full size).
    void follow(const QUrl& link);

private:
    QTextBrowser* m_browser;
    QString m_language;
};

} // namespace gp
