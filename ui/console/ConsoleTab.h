#pragma once

#include "core/console/ConsoleSession.h"
#include "core/notify/WebhookMessage.h"

#include <QWidget>

namespace gp {

// One tab of the Console page: a face over the session that reports to the page's log and follows the language.
class ConsoleTab : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConsoleTab)

public:
    explicit ConsoleTab(ConsoleSession& session, QWidget* parent = nullptr) : QWidget(parent), m_session(session) {}
    // Connected and idle: the tab's actions may run.
    virtual void setActionsEnabled(bool /*enabled*/) {}

Q_SIGNALS:
    void logMessage(gp::RemoteWorker::LogKind kind, const QString& text);
    // Something the webhooks may want to hear (the page's NotificationRelay sends it to those that do); alternatives,
    // highest first, where one event stands for several (a jump past two budget lines).
    void notificationReady(const QList<gp::Notification>& alternatives);

protected:
    void changeEvent(QEvent* event) override;
    virtual void retranslateUi() = 0;

    ConsoleSession& m_session;
};

} // namespace gp
