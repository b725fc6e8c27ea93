#include "support/TestEnvironment.h"
#include "support/TestPaths.h"

#include <gtest/gtest.h>

#include <QFile>
#include <QProcess>
#include <QXmlStreamReader>

namespace {

struct TsSummary
{
    int messages = 0;
    QStringList untranslated; // "context: source" of every message without a finished translation
    QStringList contextless;  // sources lupdate could not tie to a class: tr() through an alias it cannot resolve
};

TsSummary summarize(const QString& path)
{
    TsSummary summary;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ADD_FAILURE() << "cannot read " << path.toStdString();
        return summary;
    }
    QXmlStreamReader xml(&file);
    QString context;
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            continue;
        }
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            ++summary.messages;
            if (context.isEmpty())
                summary.contextless << source;
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (type == QLatin1String("unfinished") || text.trimmed().isEmpty()) {
                summary.untranslated << context + QStringLiteral(": ") + source;
            }
        }
    }
    EXPECT_FALSE(xml.hasError()) << path.toStdString() << ": " << xml.errorString().toStdString();
    return summary;
}

} // namespace

// Runs lupdate over the current sources into a temporary copy of the committed zh_CN catalog: any tr() string added
// since the last translation pass shows up as a new unfinished entry and fails this test, by name.
TEST(Translations, EveryStringHasAFinishedChineseTranslation)
{
    gp::test::TempDir dir;
    const QString copy = dir.filePath(QStringLiteral("gpuplanner_zh_CN.ts"));
    ASSERT_TRUE(QFile::copy(gp::test::sourcePath("translations/gpuplanner_zh_CN.ts"), copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);

    QProcess lupdate;
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    lupdate.start(QStringLiteral(GPUPLANNER_LUPDATE_PATH),
                  {QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-no-obsolete"),
                   QLatin1Char('@') + gp::test::buildPath("translation-sources.lst"), QStringLiteral("-ts"), copy});
    ASSERT_TRUE(lupdate.waitForFinished(120000));
    ASSERT_EQ(lupdate.exitCode(), 0) << lupdate.readAll().toStdString();

    const TsSummary summary = summarize(copy);
    EXPECT_GT(summary.messages, 20) << "lupdate found suspiciously few strings: is the source list right?";
    EXPECT_TRUE(summary.untranslated.isEmpty())
        << summary.untranslated.size() << " of " << summary.messages << " strings lack a zh_CN translation:\n  "
        << summary.untranslated.join(QStringLiteral("\n  ")).toStdString()
        << "\nRun: cmake --build build --target update_translations, then translate translations/gpuplanner_zh_CN.ts";
    // At run time the translator looks strings up by their class's name: an empty context never matches, so these
    // would stay English however well they are translated.
    EXPECT_TRUE(summary.contextless.isEmpty())
        << summary.contextless.size() << " strings have no context (call tr() through the class, not an alias):\n  "
        << summary.contextless.join(QStringLiteral("\n  ")).toStdString();
}

TEST(Translations, CommittedCatalogIsComplete)
{
    const TsSummary summary = summarize(gp::test::sourcePath("translations/gpuplanner_zh_CN.ts"));
    EXPECT_GT(summary.messages, 0);
    EXPECT_TRUE(summary.untranslated.isEmpty()) << summary.untranslated.join(QStringLiteral("\n")).toStdString();
}
