#pragma once

#include "core/console/ConsoleSession.h"

#include <QCoreApplication>

#include <optional>

class QWidget;

namespace gp {

// The console's questions to the person: a password or passphrase, and whether to trust an unknown host key.
class ConsoleDialogs final
{
    Q_DECLARE_TR_FUNCTIONS(gp::ConsoleDialogs)

public:
    static std::optional<SecretAnswer> askSecret(QWidget* parent, SecretKind kind, const QString& prompt);
    static bool trustHostKey(QWidget* parent, const HostKeyCheck& key, const QString& target);
};

} // namespace gp
