#include "core/settings/Settings.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QFile>

using namespace gp;

TEST(Settings, LanguageIsUnsetUntilChosenAndPersists)
{
    test::TempDir dir;
    const QString path = dir.filePath(QStringLiteral("settings.ini"));
    {
        Settings settings(path);
        EXPECT_FALSE(settings.language().has_value());
        settings.setLanguage(Language::Chinese);
        EXPECT_TRUE(settings.sync());
    }
    Settings reopened(path);
    ASSERT_TRUE(reopened.language().has_value());
    EXPECT_EQ(*reopened.language(), Language::Chinese);
}

TEST(Settings, WindowStateRoundTrips)
{
    test::TempDir dir;
    const QString path = dir.filePath(QStringLiteral("settings.ini"));
    {
        Settings settings(path);
        settings.setWindowGeometry(QByteArray("\x01\x02\x00\xff", 4));
        settings.setCurrentPage(QStringLiteral("budget"));
        ASSERT_TRUE(settings.sync());
    }
    Settings reopened(path);
    EXPECT_EQ(reopened.windowGeometry(), QByteArray("\x01\x02\x00\xff", 4));
    EXPECT_EQ(reopened.currentPage(), QStringLiteral("budget"));
}

TEST(Settings, ReportsAFileThatCannotBeWritten)
{
    test::TempDir dir;
    // A regular file where the settings' parent directory should be: no user (root included) can write below it.
    QFile blocker(dir.filePath(QStringLiteral("not-a-dir")));
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    Settings settings(dir.filePath(QStringLiteral("not-a-dir/settings.ini")));
    settings.setLanguage(Language::English);
    EXPECT_FALSE(settings.sync());
}

TEST(Settings, DefaultFileLivesInTheIsolatedConfigLocation)
{
    Settings settings;
    EXPECT_TRUE(settings.fileName().startsWith(qEnvironmentVariable("XDG_CONFIG_HOME")))
        << settings.fileName().toStdString();
}
