// Issue 11: files the user names are read whole or refused with a reason: a FIFO never hangs a command, a catalog is
// never written bigger than it can be read back, and a user catalog that cannot be loaded is named, never dropped
// without a word.
#include "support/CliRunner.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>

#include <sys/stat.h>

namespace {

using gp::test::CliResult;

class InputFiles : public ::testing::Test
{
protected:
    gp::test::TempDir home;

    CliResult cli(const QStringList& args) { return gp::test::runCliWithHome(gp::test::cliPath(), home.path(), args); }

    QString fifo(const char* name)
    {
        const QString path = home.filePath(QString::fromLatin1(name));
        EXPECT_EQ(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        return path;
    }

    // The fixture provider with `offers` offers: about 640 bytes each in compact JSON, twice that indented.
    QString bigCatalog(const char* name, int offers)
    {
        QFile fixture(gp::test::sourcePath("tests/data/catalog/fixture.json"));
        EXPECT_TRUE(fixture.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(fixture.readAll()).object();
        const QJsonObject first = root.value(QStringLiteral("offers")).toArray().first().toObject();
        QJsonArray all;
        for (int i = 0; i < offers; ++i) {
            QJsonObject o = first;
            o.insert(QStringLiteral("id"), QStringLiteral("fx-%1").arg(i));
            all.append(o);
        }
        root.insert(QStringLiteral("offers"), all);
        QFile out(home.filePath(QString::fromLatin1(name)));
        EXPECT_TRUE(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(root).toJson(QJsonDocument::Compact));
        return out.fileName();
    }

    QString userCatalogDir()
    {
        QDirIterator it(home.filePath(QStringLiteral("data")), {QStringLiteral("catalogs")}, QDir::Dirs,
                        QDirIterator::Subdirectories);
        return it.hasNext() ? it.next() : QString();
    }
};

} // namespace

TEST_F(InputFiles, AFifoIsRefusedAtOnceInsteadOfHanging)
{
    const QString pipe = fifo("config.json");
    for (const QStringList& args :
         {QStringList{QStringLiteral("params"), QStringLiteral("--config"), pipe},
          QStringList{QStringLiteral("estimate"), QStringLiteral("--config"), pipe, QStringLiteral("--task"),
                      QStringLiteral("lora")},
          QStringList{QStringLiteral("catalog"), QStringLiteral("validate"), pipe},
          QStringList{QStringLiteral("catalog"), QStringLiteral("import"), pipe},
          QStringList{QStringLiteral("report"), pipe, QStringLiteral("--format"), QStringLiteral("md"),
                      QStringLiteral("--output"), home.filePath(QStringLiteral("r.md"))}}) {
        const CliResult r = cli(args); // without the check this never returns: nobody writes to the pipe
        EXPECT_NE(r.code, 0) << args.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("not a regular file"))) << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(pipe)) << r.err.toStdString();
    }
}

TEST_F(InputFiles, ACatalogIsNeverWrittenBiggerThanItCanBeReadBack)
{
    // 8,000 offers: under 8 MB compact, far over it indented. It is stored compact, and every offer loads again.
    const CliResult imported = cli({QStringLiteral("catalog"), QStringLiteral("import"), bigCatalog("big.json", 8000)});
    ASSERT_EQ(imported.code, 0) << imported.err.toStdString();
    const QString stored = QDir(userCatalogDir()).filePath(QStringLiteral("fixture.json"));
    EXPECT_LE(QFileInfo(stored).size(), 8 * 1024 * 1024);
    const CliResult list = cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")});
    ASSERT_EQ(list.code, 0) << list.err.toStdString();
    EXPECT_FALSE(list.out.contains(QStringLiteral("could not be loaded")));
    int fixtureOffers = 0;
    for (const QJsonValue& v : list.json().value(QStringLiteral("providers")).toArray())
        if (v.toObject().value(QStringLiteral("id")).toString() == QLatin1String("fixture"))
            fixtureOffers = static_cast<int>(v.toObject().value(QStringLiteral("offers")).toArray().size());
    EXPECT_EQ(fixtureOffers, 8000);

    // 14,000 offers: 9 MB, more than any catalog may be: refused with the limit named, the stored file untouched.
    const QByteArray before = [&] {
        QFile f(stored);
        EXPECT_TRUE(f.open(QIODevice::ReadOnly));
        return f.readAll();
    }();
    const CliResult tooBig = cli({QStringLiteral("catalog"), QStringLiteral("import"), bigCatalog("huge.json", 14000)});
    EXPECT_EQ(tooBig.code, 2);
    EXPECT_TRUE(tooBig.out.isEmpty()) << tooBig.out.toStdString();
    EXPECT_TRUE(tooBig.err.contains(QStringLiteral("8.00 MiB"))) << tooBig.err.toStdString();
    QFile after(stored);
    ASSERT_TRUE(after.open(QIODevice::ReadOnly));
    EXPECT_EQ(after.readAll(), before);
}

TEST_F(InputFiles, ACatalogThatCannotBeLoadedIsNamedWhereverPricesAreUsed)
{
    ASSERT_EQ(cli({QStringLiteral("catalog"), QStringLiteral("import"),
                   gp::test::sourcePath("tests/data/catalog/fixture.json")})
                  .code,
              0);
    // Someone copies an oversized file into the folder by hand.
    const QString dir = userCatalogDir();
    ASSERT_FALSE(dir.isEmpty());
    const QString huge = QDir(dir).filePath(QStringLiteral("huge.json"));
    ASSERT_TRUE(QFile::copy(bigCatalog("huge.json", 14000), huge));
    const CliResult compare = cli({QStringLiteral("compare"), QStringLiteral("--model"), QStringLiteral("llama-3-8b"),
                                   QStringLiteral("--task"), QStringLiteral("lora"), QStringLiteral("--tokens"),
                                   QStringLiteral("1e8"), QStringLiteral("--json")});
    ASSERT_EQ(compare.code, 0) << compare.err.toStdString();
    EXPECT_TRUE(compare.err.contains(QStringLiteral("warning:"))) << compare.err.toStdString();
    EXPECT_TRUE(compare.err.contains(huge)) << compare.err.toStdString();
    EXPECT_TRUE(compare.err.contains(QStringLiteral("left out"))) << compare.err.toStdString();
    compare.json(); // stdout stays one JSON document
}
