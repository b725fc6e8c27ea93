#include "core/common/GuiCommandLine.h"

#include <QCoreApplication>

namespace gp::GuiCommandLine {

namespace {

class GuiCommandLine
{
    Q_DECLARE_TR_FUNCTIONS(gp::GuiCommandLine)
};

} // namespace

QString languageOption()
{
    return QStringLiteral("lang");
}

QString pageOption()
{
    return QStringLiteral("page");
}

QList<QCommandLineOption> options()
{
    return {QCommandLineOption(languageOption(),
                               GuiCommandLine::tr("Language of the interface: en or zh_CN (default: the saved "
                                                  "choice, else the system locale)."),
                               QStringLiteral("code")),
            QCommandLineOption(pageOption(),
                               GuiCommandLine::tr("The page to show first: plan, costs, budget, catalogs or console "
                                                  "(console/jobs for the Console's Jobs tab)."),
                               QStringLiteral("id"))};
}

QString languageArgument(const QStringList& arguments)
{
    const QString spelled = QStringLiteral("--") + languageOption();
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--"))
            break;
        if (arguments[i] == spelled)
            return arguments.value(i + 1);
        if (arguments[i].startsWith(spelled + QLatin1Char('=')))
            return arguments[i].mid(spelled.size() + 1);
    }
    return QString();
}

QString planArgument()
{
    return QStringLiteral("PLAN.json");
}

QString planArgumentHelp()
{
    return GuiCommandLine::tr("A plan file to open.");
}

} // namespace gp::GuiCommandLine
