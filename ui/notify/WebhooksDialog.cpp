#include "ui/notify/WebhooksDialog.h"

#include "core/network/Notifier.h"
#include "core/network/WebhookSender.h"
#include "core/secrets/SecretStore.h"
#include "ui/notify/WebhookTableModel.h"

#include <QComboBox>
#include <QDeadlineTimer>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QThread>
#include <QVBoxLayout>

#include <memory>

namespace gp {

WebhookKeychain WebhookKeychain::system()
{
    return {&SecretStore::read, &SecretStore::write, &SecretStore::remove};
}

WebhooksDialog::WebhooksDialog(QWidget* parent) : WebhooksDialog(QString(), WebhookKeychain::system(), parent) {}

WebhooksDialog::WebhooksDialog(const QString& bookFile, WebhookKeychain keychain, QWidget* parent)
    : QDialog(parent), m_book(bookFile.isEmpty() ? WebhookBook() : WebhookBook(bookFile)),
      m_keychain(std::move(keychain))
{
    setObjectName(QStringLiteral("webhooksDialog"));
    m_confirm = [this](const QString& question) {
        return QMessageBox::question(this, windowTitle(), question) == QMessageBox::Yes;
    };
    build();
    retranslateUi();
    reload();
}

WebhooksDialog::~WebhooksDialog()
{
    if (!m_worker)
        return;
    // A moment for work nearly done; a slow webhook's test finishes on its own (a keychain write half done completes,
    // so the book and the keychain agree) and the thread frees itself; its lambda holds copies of what it needs.
    if (m_worker->wait(QDeadlineTimer(NotificationRelay::kCloseWaitMs))) {
        delete m_worker;
        return;
    }
    m_worker->disconnect(this);
    connect(m_worker, &QThread::finished, m_worker, &QObject::deleteLater);
}

void WebhooksDialog::build()
{
    m_model = new WebhookTableModel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("webhookTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_test = new QPushButton(this);
    m_test->setObjectName(QStringLiteral("webhookTest"));
    m_remove = new QPushButton(this);
    m_remove->setObjectName(QStringLiteral("webhookRemove"));
    connect(m_test, &QPushButton::clicked, this, &WebhooksDialog::testSelected);
    connect(m_remove, &QPushButton::clicked, this, &WebhooksDialog::removeSelected);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &WebhooksDialog::updateButtons);

    m_addBox = new QGroupBox(this);
    m_name = new QLineEdit(m_addBox);
    m_name->setObjectName(QStringLiteral("webhookName"));
    m_name->setMaxLength(64);
    m_platform = new QComboBox(m_addBox);
    m_platform->setObjectName(QStringLiteral("webhookPlatform"));
    for (WebhookPlatform p : WebhookMessage::platforms())
        m_platform->addItem(QString(), WebhookMessage::platformId(p));
    // The URL carries the platform's token: shown only while it is typed.
    m_url = new QLineEdit(m_addBox);
    m_url->setObjectName(QStringLiteral("webhookUrl"));
    m_url->setEchoMode(QLineEdit::PasswordEchoOnEdit);
    m_secret = new QLineEdit(m_addBox);
    m_secret->setObjectName(QStringLiteral("webhookSecret"));
    m_secret->setEchoMode(QLineEdit::Password);
    m_events = new QListWidget(m_addBox);
    m_events->setObjectName(QStringLiteral("webhookEvents"));
    for (NotifyEvent e : Notifications::events()) {
        if (e == NotifyEvent::Test)
            continue;
        auto* item = new QListWidgetItem(m_events);
        item->setData(Qt::UserRole, Notifications::eventId(e));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        // Sensible defaults: what costs money or needs a person.
        const bool byDefault = e == NotifyEvent::GuardFired || e == NotifyEvent::JobFailed ||
                               e == NotifyEvent::SmokeFailed || e == NotifyEvent::Budget80 ||
                               e == NotifyEvent::Budget100 || e == NotifyEvent::UtilizationLow;
        item->setCheckState(byDefault ? Qt::Checked : Qt::Unchecked);
    }
    m_add = new QPushButton(m_addBox);
    m_add->setObjectName(QStringLiteral("webhookAdd"));
    connect(m_add, &QPushButton::clicked, this, &WebhooksDialog::addWebhook);
    connect(m_platform, &QComboBox::currentIndexChanged, this, &WebhooksDialog::updateButtons);
    m_nameLabel = new QLabel(m_addBox);
    m_platformLabel = new QLabel(m_addBox);
    m_urlLabel = new QLabel(m_addBox);
    m_secretLabel = new QLabel(m_addBox);
    m_eventsLabel = new QLabel(m_addBox);
    m_nameLabel->setBuddy(m_name);
    m_platformLabel->setBuddy(m_platform);
    m_urlLabel->setBuddy(m_url);
    m_secretLabel->setBuddy(m_secret);
    m_eventsLabel->setBuddy(m_events);
    auto* form = new QFormLayout(m_addBox);
    form->addRow(m_nameLabel, m_name);
    form->addRow(m_platformLabel, m_platform);
    form->addRow(m_urlLabel, m_url);
    form->addRow(m_secretLabel, m_secret);
    form->addRow(m_eventsLabel, m_events);
    form->addRow(QString(), m_add);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("webhookStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* rowButtons = new QHBoxLayout;
    rowButtons->addStretch(1);
    rowButtons->addWidget(m_test);
    rowButtons->addWidget(m_remove);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addLayout(rowButtons);
    layout->addWidget(m_addBox);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(640, 600);
}

void WebhooksDialog::retranslateUi()
{
    setWindowTitle(tr("Notifications"));
    m_test->setText(tr("Send &Test"));
    m_remove->setText(tr("&Remove"));
    m_addBox->setTitle(tr("Add a webhook (the same name replaces one)"));
    m_nameLabel->setText(tr("&Name:"));
    m_platformLabel->setText(tr("&Platform:"));
    for (int i = 0; i < m_platform->count(); ++i)
        m_platform->setItemText(
            i, WebhookMessage::platformName(*WebhookMessage::platformFromId(m_platform->itemData(i).toString())));
    m_urlLabel->setText(tr("Webhook &URL:"));
    m_url->setPlaceholderText(tr("https://… (it carries the token: kept in the system keychain)"));
    m_secretLabel->setText(tr("Signing &secret:"));
    m_secret->setPlaceholderText(tr("optional: Feishu, DingTalk and the generic webhook sign with it"));
    m_eventsLabel->setText(tr("Tell it &when:"));
    for (int i = 0; i < m_events->count(); ++i) {
        QListWidgetItem* item = m_events->item(i);
        item->setText(Notifications::eventName(*Notifications::eventFromId(item->data(Qt::UserRole).toString())));
    }
    m_add->setText(tr("&Add Webhook"));
    updateButtons();
}

void WebhooksDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void WebhooksDialog::reload()
{
    const std::optional<WebhookEntry> was = selected();
    const Result<QList<WebhookEntry>> entries = m_book.load();
    if (!entries.ok()) {
        m_model->setEntries({});
        showStatus(entries.error().message, true);
    } else {
        m_model->setEntries(*entries);
    }
    // The webhook that was chosen stays chosen (a test sent twice, a remove after a test).
    for (int row = 0; was && row < m_model->entries().size(); ++row)
        if (m_model->entries().at(row).name == was->name)
            m_table->selectRow(row);
    updateButtons();
}

void WebhooksDialog::updateButtons()
{
    const bool idle = !m_worker;
    const bool chosen = selected().has_value();
    m_test->setEnabled(idle && chosen);
    m_remove->setEnabled(idle && chosen);
    m_add->setEnabled(idle);
    const auto platform = WebhookMessage::platformFromId(m_platform->currentData().toString());
    // WeCom and Slack do not sign: their URL is the whole credential.
    const bool signs = platform != WebhookPlatform::WeCom && platform != WebhookPlatform::Slack;
    m_secret->setEnabled(signs);
    if (!signs)
        m_secret->clear();
}

std::optional<WebhookEntry> WebhooksDialog::selected() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty() || rows.first().row() >= m_model->entries().size())
        return std::nullopt;
    return m_model->entries().at(rows.first().row());
}

void WebhooksDialog::showStatus(const QString& text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(error ? QStringLiteral("color: #b00020;") : QString());
}

void WebhooksDialog::runInBackground(const QString& doing,
                                     std::function<Status()> work,
                                     std::function<QString()> success)
{
    auto outcome = std::make_shared<std::optional<Status>>();
    m_worker = QThread::create([work = std::move(work), outcome] { *outcome = work(); });
    connect(m_worker, &QThread::finished, this, [this, outcome, success = std::move(success)] {
        m_worker->deleteLater();
        m_worker = nullptr;
        const Status& s = **outcome;
        reload();
        showStatus(s.ok() ? success() : s.error().message, !s.ok());
        Q_EMIT workFinished(s.ok());
    });
    showStatus(doing, false);
    updateButtons();
    m_worker->start();
}

void WebhooksDialog::addWebhook()
{
    if (m_worker)
        return;
    const QString name = m_name->text().trimmed();
    if (Status s = WebhookBook::checkName(name); !s.ok()) {
        showStatus(s.error().message, true);
        m_name->setFocus();
        return;
    }
    const QUrl url(m_url->text().trimmed(), QUrl::StrictMode);
    if (Status s = WebhookMessage::checkUrl(url); !s.ok()) {
        showStatus(s.error().message, true);
        m_url->setFocus();
        return;
    }
    WebhookEntry entry;
    entry.name = name;
    entry.platform = *WebhookMessage::platformFromId(m_platform->currentData().toString());
    for (int i = 0; i < m_events->count(); ++i)
        if (m_events->item(i)->checkState() == Qt::Checked)
            entry.events << *Notifications::eventFromId(m_events->item(i)->data(Qt::UserRole).toString());
    if (entry.events.isEmpty()) {
        showStatus(tr("Tick at least one event to tell this webhook about."), true);
        m_events->setFocus();
        return;
    }
    QByteArray urlBytes = m_url->text().trimmed().toUtf8();
    QByteArray secret = m_secret->text().toUtf8();
    m_url->clear();
    m_secret->clear();
    runInBackground(
        tr("Saving webhook %1 in the keychain…").arg(name),
        [keychain = m_keychain, book = m_book, entry, urlBytes = std::move(urlBytes),
         secret = std::move(secret)]() mutable -> Status {
            // The keychain first: a webhook listed without its URL could not send.
            Status s = keychain.write(WebhookBook::urlKey(entry.name), urlBytes);
            if (s.ok())
                s = secret.isEmpty() ? keychain.remove(WebhookBook::secretKey(entry.name))
                                     : keychain.write(WebhookBook::secretKey(entry.name), secret);
            urlBytes.fill('\0');
            secret.fill('\0');
            if (s.ok())
                s = book.save(entry);
            return s;
        },
        [name] { return tr("Webhook %1 is set up; its URL and secret are in the system keychain.").arg(name); });
}

void WebhooksDialog::removeSelected()
{
    const std::optional<WebhookEntry> entry = selected();
    if (!entry || m_worker)
        return;
    if (!m_confirm(
            tr("Remove webhook %1, with its URL and secret? It will not be told anything any more.").arg(entry->name)))
        return;
    runInBackground(
        tr("Removing webhook %1…").arg(entry->name),
        [keychain = m_keychain, book = m_book, name = entry->name]() -> Status {
            if (Status s = book.remove(name); !s.ok())
                return s;
            (void)keychain.remove(WebhookBook::urlKey(name)); // best effort, like SecretStore::forgetWebhook
            (void)keychain.remove(WebhookBook::secretKey(name));
            return Ok{};
        },
        [name = entry->name] { return tr("Webhook %1 removed.").arg(name); });
}

void WebhooksDialog::testSelected()
{
    const std::optional<WebhookEntry> entry = selected();
    if (!entry || m_worker)
        return;
    runInBackground(
        tr("Sending a test message to %1…").arg(entry->name),
        [read = m_keychain.read, entry = *entry]() -> Status {
            Result<WebhookTarget> target = WebhookBook::targetOf(entry, read);
            if (!target.ok())
                return target.error();
            const Status sent =
                WebhookSender::sendAndWait(*target, Notifications::test(QDateTime::currentDateTimeUtc()));
            target.value().secret.fill('\0');
            return sent;
        },
        [name = entry->name] { return tr("%1 took the test message: look for it there.").arg(name); });
}

} // namespace gp
