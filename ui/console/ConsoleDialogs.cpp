#include "ui/console/ConsoleDialogs.h"

#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace gp {

std::optional<SecretAnswer> ConsoleDialogs::askSecret(QWidget* parent, SecretKind kind, const QString& prompt)
{
    QDialog dialog(parent);
    dialog.setWindowTitle(kind == SecretKind::Password ? tr("Password") : tr("Key passphrase"));
    auto* label = new QLabel(prompt, &dialog);
    auto* edit = new QLineEdit(&dialog);
    edit->setEchoMode(QLineEdit::Password);
    auto* remember = new QCheckBox(tr("Remember in the system keychain (never in a file)"), &dialog);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(label);
    layout->addWidget(edit);
    layout->addWidget(remember);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    SecretAnswer answer{edit->text().toUtf8(), remember->isChecked()};
    edit->clear();
    return answer;
}

bool ConsoleDialogs::trustHostKey(QWidget* parent, const HostKeyCheck& key, const QString& target)
{
    QMessageBox box(QMessageBox::Warning, tr("Unknown host key"),
                    tr("GPU Planner has not connected to %1 before.").arg(target), QMessageBox::NoButton, parent);
    box.setInformativeText(tr("Its %1 key fingerprint is\n\n%2\n\nCompare it with the fingerprint your provider "
                              "shows for this instance. Trust it only if they match; it is then saved to "
                              "~/.ssh/known_hosts like OpenSSH does.")
                               .arg(key.keyType, key.fingerprint));
    QPushButton* trustButton = box.addButton(tr("Trust and connect"), QMessageBox::AcceptRole);
    QPushButton* cancel = box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(cancel);
    box.setEscapeButton(cancel);
    box.exec();
    return box.clickedButton() == trustButton;
}

} // namespace gp
