#pragma once

#include "core/notify/WebhookBook.h"

#include <QDialog>

#include <functional>

class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableView;

namespace gp {

class WebhookTableModel;

// Where the dialog keeps webhooks' URLs and secrets: the system keychain, or a test's double.
struct WebhookKeychain
{
    SecretReader read;
    std::function<Status(const QString& key, const QByteArray& secret)> write;
    std::function<Status(const QString& key)> remove;
    static WebhookKeychain system();
};

// Tools → Notifications: the webhooks notifications go to. Adds one (its URL and signing secret straight into the
// keychain, never a settings file), removes one, and sends a test message. Keychain and network work runs on a worker
// thread; the dialog says what it is doing and how it went.
class WebhooksDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WebhooksDialog)

public:
    explicit WebhooksDialog(QWidget* parent = nullptr);
    WebhooksDialog(const QString& bookFile, WebhookKeychain keychain, QWidget* parent = nullptr); // tests
    ~WebhooksDialog() override;

    using Confirm = std::function<bool(const QString& question)>;
    void setConfirm(Confirm confirm) { m_confirm = std::move(confirm); } // tests answer instead of a message box

    void addWebhook();
    void removeSelected();
    void testSelected();
    bool isBusy() const { return m_worker != nullptr; }
    WebhookTableModel* model() const { return m_model; }
    QLabel* statusLabel() const { return m_status; }

Q_SIGNALS:
    void workFinished(bool ok);

protected:
    void changeEvent(QEvent* event) override;

private:
    void build();
    void retranslateUi();
    void reload();
    void updateButtons();
    std::optional<WebhookEntry> selected() const;
    // Runs `work` on a worker thread, then `done` here with its outcome.
    void runInBackground(const QString& doing, std::function<Status()> work, std::function<QString()> success);
    void showStatus(const QString& text, bool error);

    WebhookBook m_book;
    WebhookKeychain m_keychain;
    Confirm m_confirm;
    QThread* m_worker = nullptr;

    WebhookTableModel* m_model;
    QTableView* m_table;
    QPushButton* m_test;
    QPushButton* m_remove;
    QGroupBox* m_addBox;
    QLabel* m_nameLabel;
    QLineEdit* m_name;
    QLabel* m_platformLabel;
    QComboBox* m_platform;
    QLabel* m_urlLabel;
    QLineEdit* m_url;
    QLabel* m_secretLabel;
    QLineEdit* m_secret;
    QLabel* m_eventsLabel;
    QListWidget* m_events;
    QPushButton* m_add;
    QLabel* m_status;
};

} // namespace gp
