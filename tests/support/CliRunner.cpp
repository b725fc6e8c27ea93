#include "support/CliRunner.h"

#include <gtest/gtest.h>

#include <QEventLoop>
#include <QJsonDocument>
#include <QProcess>
#include <QTimer>

namespace gp::test {

QJsonObject CliResult::json() const
{
    QJsonParseError e;
    const QJsonDocument d = QJsonDocument::fromJson(out.toUtf8(), &e);
    EXPECT_EQ(e.error, QJsonParseError::NoError) << out.toStdString();
    return d.object();
}

CliResult
runCli(const QString& program, const QStringList& args, const QProcessEnvironment& env, const QByteArray& input)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, QStringList{QStringLiteral("--lang"), QStringLiteral("en")} + args);
    if (!p.waitForStarted(10000))
        ADD_FAILURE() << "gpuplanner-cli did not start";
    p.write(input);
    p.closeWriteChannel(); // a command that reads stdin sees its end, never waits on the test
    QEventLoop loop;
    QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(kCliTimeoutMs, &loop, &QEventLoop::quit);
    if (p.state() != QProcess::NotRunning)
        loop.exec();
    if (p.state() != QProcess::NotRunning) { // hung: never a pass
        p.kill();
        p.waitForFinished(5000);
        return {-1, {}, QStringLiteral("gpuplanner-cli did not finish in time")};
    }
    if (p.exitStatus() != QProcess::NormalExit)
        return {-1, {}, QStringLiteral("gpuplanner-cli crashed")};
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

QStringList words(const char* text)
{
    return QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

CliResult runCliWithHome(const QString& program, const QString& home, const QStringList& args)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    return runCli(program, args, env);
}

} // namespace gp::test
