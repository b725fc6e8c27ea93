#pragma once

#include "core/providers/CloudProvider.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <memory>

namespace gp::cli {

class CliOutput;

// Translation context of the provider command's texts.
class ProviderCommands
{
    Q_DECLARE_TR_FUNCTIONS(gp::cli::ProviderCommands)
};

// An adapter for a provider id the user typed, with the token given; an error printed otherwise.
std::unique_ptr<CloudProvider> openProvider(const QString& providerId, const QByteArray& token, CliOutput& out);
// An adapter with the account's token from the keychain; nothing (and the exit code set) after a printed error.
std::unique_ptr<CloudProvider> openAccount(const QString& providerId, CliOutput& out, int& exitCode);
// Whether an adapter exists for the provider; an error naming those that do otherwise.
bool knownApi(const QString& providerId, CliOutput& out);
// Asks at the terminal; without one, only --yes says yes.
bool confirmed(const QString& question, bool yes, CliOutput& out);

} // namespace gp::cli
