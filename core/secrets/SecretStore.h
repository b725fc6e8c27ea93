#pragma once

#include "core/common/Result.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace gp {

// Passwords, key passphrases and provider tokens, kept only in the OS keychain (Secret Service on Linux, through
// QtKeychain). There is no plain-text fallback: when no keychain answers, the caller is told so and asks each time.
// The calls block on a local event loop, so use them from the CLI or a worker thread, never the GUI thread.
class SecretStore final
{
    Q_DECLARE_TR_FUNCTIONS(gp::SecretStore)

public:
    // Key names: what a secret belongs to, e.g. hostPasswordKey("a100-box").
    static QString hostPasswordKey(const QString& profile);
    // Keyed by the private key's absolute path: every profile that uses the key shares its passphrase.
    static QString keyPassphraseKey(const QString& keyFile);
    // A provider's API token (for a guard's release command that stops the instance through the provider's API).
    static QString providerTokenKey(const QString& profile);
    // A provider account's API token (provider set-token), for the adapters in core/providers.
    static QString providerAccountTokenKey(const QString& providerId);
    // Where a profile's provider token may be, in order: its own (profile set-token), then its provider account's
    // when the profile was launched through that provider's API.
    static QStringList providerTokenKeys(const QString& profile, const QString& providerId);

    static Status write(const QString& key, const QByteArray& secret);
    // nullopt: no such secret (or, with Secret Service, a locked keyring: it answers reads as "not found").
    static Result<std::optional<QByteArray>> read(const QString& key);
    static Status remove(const QString& key); // removing what is not there is fine
    // A removed profile takes its password and provider token along, so a new profile of the same name never
    // inherits them (and a guard never sends an old instance's token to a new one). Best effort: no keychain, nothing
    // to remove. (A key's passphrase stays: other profiles may use the key.)
    static void forgetProfile(const QString& profile);
    // A removed webhook's URL and secret (WebhookBook::urlKey, secretKey); best effort, like forgetProfile.
    static void forgetWebhook(const QString& webhook);
};

} // namespace gp
