#pragma once

#include <QWidget>

#include <functional>

class QLabel;

namespace gp {

// A navigation page whose content a later milestone provides. It says plainly what the page will do, so the shell
// can be navigated and screenshotted honestly before then.
class PendingPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PendingPage)

public:
    using TextFn = std::function<QString()>;
    PendingPage(TextFn title, TextFn description, QWidget* parent = nullptr);

    QString title() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    TextFn m_title;
    TextFn m_description;
    QLabel* m_titleLabel;
    QLabel* m_descriptionLabel;
    QLabel* m_statusLabel;
};

} // namespace gp
