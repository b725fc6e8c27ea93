#pragma once

#include "core/catalog/PriceCatalog.h"
#include "core/hosts/HostProfiles.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace gp {

// Adds or edits a host profile. Pasting the provider's "ssh -p 12345 root@host" line fills in the fields; the offer
// that was rented links the profile to its promised hardware and price. Never asks for a secret: passwords are asked
// for when connecting and kept only in the keychain.
class HostProfileDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HostProfileDialog)

public:
    HostProfileDialog(const PriceCatalog& catalog, QWidget* parent = nullptr);

    void setProfile(const HostProfile& profile);
    HostProfile profile() const;
    // Fills host, port, user and key from an ssh command line; false (with the reason shown) when it is not one.
    bool applySshCommand(const QString& command);

    void accept() override;

private:
    QLineEdit* m_name;
    QLineEdit* m_sshCommand;
    QLabel* m_commandError;
    QLineEdit* m_host;
    QSpinBox* m_port;
    QLineEdit* m_user;
    QComboBox* m_auth;
    QLineEdit* m_keyFile;
    QComboBox* m_offer;
    QLabel* m_error;
    QDialogButtonBox* m_buttons;
    HostProfile m_launched; // the profile being edited, for what the dialog does not show
};

} // namespace gp
