// The console session's parts shared by the desktop app and the CLI.
#include "core/console/ConsoleSession.h"
#include "core/secrets/SecretStore.h"

#include <gtest/gtest.h>

#include <QMap>

using namespace gp;

namespace {

// TEST DOUBLE for the keychain: a keychain that refuses a write cannot be provoked on demand with the real Secret
// Service here (tests/secrets covers the real one). It keeps secrets in memory and fails writes when told to.
struct KeychainDouble
{
    QMap<QString, QByteArray> secrets;
    bool refuseWrites = false;
    QStringList forgotten;

    SecretKeeper keeper()
    {
        return {[this](const QString& key) -> Result<std::optional<QByteArray>> {
                    return secrets.contains(key) ? std::optional<QByteArray>(secrets.value(key)) : std::nullopt;
                },
                [this](const QString& key, const QByteArray& secret) -> Status {
                    if (refuseWrites)
                        return Error{QStringLiteral("secrets.write"), QStringLiteral("the keychain is locked")};
                    secrets.insert(key, secret);
                    return Ok{};
                },
                [this](const QString& profile) {
                    forgotten << profile;
                    secrets.remove(SecretStore::hostPasswordKey(profile));
                    secrets.remove(SecretStore::providerTokenKey(profile));
                }};
    }
};

} // namespace

// A renamed profile takes its password and token along; when the keychain refuses the copy, the old ones stay (the
// page used to forget them whatever the write said).
TEST(ConsoleSession, ARenameMovesTheSecretsAndAFailedWriteKeepsTheOldOnes)
{
    KeychainDouble keychain;
    keychain.secrets.insert(SecretStore::hostPasswordKey(QStringLiteral("old")), "pw-1");
    keychain.secrets.insert(SecretStore::providerTokenKey(QStringLiteral("old")), "token-1");
    keychain.refuseWrites = true;
    const Status refused = ConsoleSession::moveSecrets(QStringLiteral("old"), QStringLiteral("new"), keychain.keeper());
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().message.contains(QStringLiteral("stay under that name")))
        << refused.error().message.toStdString();
    EXPECT_TRUE(keychain.forgotten.isEmpty());
    EXPECT_EQ(keychain.secrets.value(SecretStore::hostPasswordKey(QStringLiteral("old"))), QByteArray("pw-1"));
    EXPECT_EQ(keychain.secrets.value(SecretStore::providerTokenKey(QStringLiteral("old"))), QByteArray("token-1"));

    keychain.refuseWrites = false;
    ASSERT_TRUE(ConsoleSession::moveSecrets(QStringLiteral("old"), QStringLiteral("new"), keychain.keeper()).ok());
    EXPECT_EQ(keychain.secrets.value(SecretStore::hostPasswordKey(QStringLiteral("new"))), QByteArray("pw-1"));
    EXPECT_EQ(keychain.secrets.value(SecretStore::providerTokenKey(QStringLiteral("new"))), QByteArray("token-1"));
    EXPECT_FALSE(keychain.secrets.contains(SecretStore::hostPasswordKey(QStringLiteral("old"))));
}

TEST(ConsoleSession, SmokeExpectationsComeFromTheOfferAndTimeoutsAreCapped)
{
    Offer offer;
    offer.id = QStringLiteral("x");
    offer.gpuId = QStringLiteral("h100-sxm");
    Price price;
    price.currency = Currency::CNY;
    offer.prices << price;
    const SmokeExpectations e = ConsoleSession::smokeExpectations(offer, 1e9, SmokeLevel::Full);
    ASSERT_TRUE(e.gpu);
    EXPECT_EQ(e.gpu->id, QStringLiteral("h100-sxm"));
    EXPECT_EQ(e.level, SmokeLevel::Full);
    EXPECT_TRUE(e.downloadUrl.contains(QStringLiteral("hf-mirror.com"))); // a platform priced in CNY
    EXPECT_TRUE(ConsoleSession::smokeExpectations(std::nullopt, 0, SmokeLevel::Quick).downloadUrl.isEmpty());
    EXPECT_EQ(ConsoleSession::capTimeoutSeconds(30LL * 86400), 7 * 86400);
    EXPECT_EQ(ConsoleSession::secretKey(SecretKind::KeyPassphrase, QStringLiteral("p"), QString()), QString());
}
