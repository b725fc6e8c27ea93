#include "ui/console/HostProfileDialog.h"

#include "core/catalog/GpuCatalog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gp {

HostProfileDialog::HostProfileDialog(const PriceCatalog& catalog, QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("hostProfileDialog"));
    setWindowTitle(tr("Host profile"));
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("profileName"));
    m_name->setPlaceholderText(tr("e.g. autodl-4090"));
    m_sshCommand = new QLineEdit(this);
    m_sshCommand->setObjectName(QStringLiteral("sshCommand"));
    m_sshCommand->setPlaceholderText(tr("Paste the provider's line: ssh -p 12345 root@region-1.example.com"));
    m_commandError = new QLabel(this);
    m_commandError->setStyleSheet(QStringLiteral("color: #b00020"));
    m_commandError->setWordWrap(true);
    m_commandError->hide();
    connect(m_sshCommand, &QLineEdit::textChanged, this, [this](const QString& text) {
        if (text.trimmed().isEmpty())
            m_commandError->hide();
        else
            applySshCommand(text);
    });
    m_host = new QLineEdit(this);
    m_host->setObjectName(QStringLiteral("host"));
    m_port = new QSpinBox(this);
    m_port->setRange(0, 65535);
    m_port->setSpecialValueText(tr("default (~/.ssh/config or 22)"));
    m_user = new QLineEdit(this);
    m_user->setPlaceholderText(tr("default (~/.ssh/config or your user name)"));
    m_auth = new QComboBox(this);
    m_auth->addItem(tr("Key file or default keys"), QStringLiteral("key"));
    m_auth->addItem(tr("SSH agent"), QStringLiteral("agent"));
    m_auth->addItem(tr("Password (kept in the system keychain)"), QStringLiteral("password"));
    m_keyFile = new QLineEdit(this);
    m_keyFile->setPlaceholderText(tr("~/.ssh/id_ed25519 and the agent when empty"));
    auto* browse = new QPushButton(tr("Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString file =
            QFileDialog::getOpenFileName(this, tr("Private key"), QDir::homePath() + QStringLiteral("/.ssh"));
        if (!file.isEmpty())
            m_keyFile->setText(file);
    });
    auto* keyRow = new QHBoxLayout;
    keyRow->addWidget(m_keyFile, 1);
    keyRow->addWidget(browse);
    m_offer = new QComboBox(this);
    m_offer->setObjectName(QStringLiteral("offer"));
    m_offer->addItem(tr("None"), QString());
    for (const Provider& provider : catalog.providers())
        for (const Offer& offer : provider.offers) {
            const std::optional<GpuSpec> gpu = GpuCatalog::builtIn().find(offer.gpuId);
            m_offer->addItem(QStringLiteral("%1 — %2 × %3 (%4)")
                                 .arg(provider.name, gpu ? gpu->name : offer.gpuId)
                                 .arg(offer.gpuCount)
                                 .arg(offer.region.isEmpty() ? offer.id : offer.region),
                             offer.id);
        }
    m_error = new QLabel(this);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_error->hide();

    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("SSH &command:"), m_sshCommand);
    form->addRow(QString(), m_commandError);
    form->addRow(tr("&Host:"), m_host);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("Sign in &with:"), m_auth);
    // A row with a layout gets no buddy from QFormLayout, so the mnemonic would show as a literal "&".
    auto* keyLabel = new QLabel(tr("&Key file:"), this);
    keyLabel->setBuddy(m_keyFile);
    form->addRow(keyLabel, keyRow);
    form->addRow(tr("Rented &offer:"), m_offer);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &HostProfileDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &HostProfileDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);
    resize(560, sizeHint().height());
}

bool HostProfileDialog::applySshCommand(const QString& command)
{
    const Result<SshTarget> target = SshTarget::parseCommand(command);
    if (!target.ok()) {
        m_commandError->setText(target.error().message);
        m_commandError->show();
        return false;
    }
    m_commandError->hide();
    m_host->setText(target->host);
    m_port->setValue(target->port);
    m_user->setText(target->user);
    if (!target->keyFile.isEmpty()) {
        m_keyFile->setText(target->keyFile);
        m_auth->setCurrentIndex(m_auth->findData(QStringLiteral("key")));
    }
    if (m_name->text().isEmpty())
        m_name->setText(target->host.section(QLatin1Char('.'), 0, 0));
    return true;
}

void HostProfileDialog::setProfile(const HostProfile& profile)
{
    m_launched = profile;
    m_name->setText(profile.name);
    m_host->setText(profile.target.host);
    m_port->setValue(profile.target.port);
    m_user->setText(profile.target.user);
    m_keyFile->setText(profile.target.keyFile);
    m_auth->setCurrentIndex(std::max(0, m_auth->findData(authCode(profile.auth))));
    m_offer->setCurrentIndex(std::max(0, m_offer->findData(profile.offerId)));
}

HostProfile HostProfileDialog::profile() const
{
    // What a launch recorded (provider, instance, price, time) is kept through an edit of the address.
    HostProfile p;
    p.providerId = m_launched.providerId;
    p.instanceId = m_launched.instanceId;
    p.launchRate = m_launched.launchRate;
    p.launchedAt = m_launched.launchedAt;
    p.name = m_name->text().trimmed();
    p.target.host = m_host->text().trimmed();
    p.target.port = m_port->value();
    p.target.user = m_user->text().trimmed();
    p.target.keyFile = m_keyFile->text().trimmed();
    if (p.target.keyFile.startsWith(QStringLiteral("~/")))
        p.target.keyFile = QDir::homePath() + p.target.keyFile.mid(1);
    p.auth = authFromCode(m_auth->currentData().toString()).value_or(HostProfile::Auth::Key);
    p.offerId = m_offer->currentData().toString();
    return p;
}

void HostProfileDialog::accept()
{
    const HostProfile p = profile();
    QString problem;
    if (p.name.isEmpty())
        problem = tr("Give the profile a name.");
    else if (p.target.host.isEmpty())
        problem = tr("Say which host to connect to (or paste the provider's ssh command).");
    else if (!p.target.keyFile.isEmpty() && !QFileInfo::exists(p.target.keyFile))
        problem = tr("The key file %1 does not exist.").arg(p.target.keyFile);
    if (!problem.isEmpty()) {
        m_error->setText(problem);
        m_error->show();
        return;
    }
    QDialog::accept();
}

} // namespace gp
