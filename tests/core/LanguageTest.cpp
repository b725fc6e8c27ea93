#include "core/i18n/Language.h"
#include "core/i18n/TranslationLoader.h"

#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSignalSpy>

#include <algorithm>

using namespace gp;

TEST(Language, CodesRoundTrip)
{
    for (Language language : supportedLanguages()) {
        ASSERT_TRUE(languageFromCode(languageCode(language)).has_value());
        EXPECT_EQ(*languageFromCode(languageCode(language)), language);
    }
}

TEST(Language, AcceptsCommonSpellingsAndRejectsOthers)
{
    EXPECT_EQ(languageFromCode(QStringLiteral("zh-CN")), Language::Chinese);
    EXPECT_EQ(languageFromCode(QStringLiteral("zh")), Language::Chinese);
    EXPECT_EQ(languageFromCode(QStringLiteral("en_GB")), Language::English);
    EXPECT_FALSE(languageFromCode(QStringLiteral("fr")).has_value());
    EXPECT_FALSE(languageFromCode(QString()).has_value());
}

TEST(Language, SystemLocaleDecidesTheDefault)
{
    EXPECT_EQ(languageForLocale(QLocale(QLocale::Chinese, QLocale::China)), Language::Chinese);
    EXPECT_EQ(languageForLocale(QLocale(QLocale::Chinese, QLocale::Taiwan)), Language::Chinese);
    EXPECT_EQ(languageForLocale(QLocale(QLocale::German, QLocale::Germany)), Language::English);
}

TEST(TranslationLoader, SwitchesEmbeddedCatalogAndDefaultLocale)
{
    TranslationLoader loader;
    QSignalSpy spy(&loader, &TranslationLoader::languageChanged);
    const char* context = "gp::cli::CliApp";
    const char* source = "Options:";

    ASSERT_TRUE(loader.apply(Language::Chinese));
    EXPECT_EQ(QCoreApplication::translate(context, source), QStringLiteral("选项："));
    EXPECT_EQ(QLocale().language(), QLocale::Chinese);
    EXPECT_EQ(loader.current(), Language::Chinese);

    ASSERT_TRUE(loader.apply(Language::English));
    EXPECT_EQ(QCoreApplication::translate(context, source), QString::fromLatin1(source));
    EXPECT_EQ(QLocale().language(), QLocale::English);
    ASSERT_EQ(spy.count(), 2);
    EXPECT_EQ(spy.at(1).at(0).value<Language>(), Language::English);
}

TEST(TranslationLoader, QtOwnStringsFollowTheLanguage)
{
    // Qt's own dialogs ("Cancel") come from Debian's qt6-translations-l10n, installed by the setup script.
    TranslationLoader loader;
    ASSERT_TRUE(loader.apply(Language::Chinese));
    EXPECT_EQ(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("取消"));
    // Back to English: Qt's own words too (a quit prompt's buttons, a JSON error inside an English message box).
    ASSERT_TRUE(loader.apply(Language::English));
    EXPECT_EQ(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
    EXPECT_EQ(QCoreApplication::translate("QPlatformTheme", "Discard"), QStringLiteral("Discard"));
    QJsonParseError error;
    QJsonDocument::fromJson("{\"a\": 1", &error);
    const QString text = error.errorString();
    ASSERT_FALSE(text.isEmpty());
    EXPECT_TRUE(std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() < 128; }))
        << text.toStdString();
}
