#include "core/common/AppInfo.h"
#include "core/common/CryptoLibrary.h"
#include "core/common/GuiCommandLine.h"
#include "core/i18n/TranslationLoader.h"
#include "core/plan/PlanDocument.h"
#include "core/settings/Settings.h"
#include "ui/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QTimer>

int main(int argc, char* argv[])
{
    gp::skipCryptoCleanupAtExit();
    QApplication app(argc, argv);
    gp::AppInfo::applyTo(app);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gpuplanner-256.png")));
    QGuiApplication::setDesktopFileName(QStringLiteral("gpuplanner"));

    gp::Settings settings;
    gp::TranslationLoader translations;
    // Language: command line, then the user's saved choice, then the system locale. Decided before the options are
    // made, so that `--lang zh_CN --help` explains them in Chinese, as gpuplanner(1) in Chinese does.
    gp::Language language = settings.language().value_or(gp::languageForLocale(QLocale::system()));
    if (const QString code = gp::GuiCommandLine::languageArgument(QCoreApplication::arguments()); !code.isEmpty())
        language = gp::languageFromCode(code).value_or(language);
    translations.apply(language);

    QCommandLineParser parser;
    const QString pageOption = gp::GuiCommandLine::pageOption();
    // Start-up measurement (scripts/startup-benchmark.sh): quit as soon as the first window has been shown.
    QCommandLineOption quitWhenShown(QStringLiteral("quit-when-shown"));
    quitWhenShown.setFlags(QCommandLineOption::HiddenFromHelp);
    // Screenshots (scripts/screenshots.sh) are taken at a fixed window size, whatever the saved geometry.
    QCommandLineOption windowSize(QStringLiteral("window-size"), QString(), QStringLiteral("WxH"));
    windowSize.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions(gp::GuiCommandLine::options());
    parser.addOption(quitWhenShown);
    parser.addOption(windowSize);
    parser.addPositionalArgument(gp::GuiCommandLine::planArgument(), gp::GuiCommandLine::planArgumentHelp());
    parser.addHelpOption();
    parser.addVersionOption();
    parser.process(app);

    gp::PlanDocument document;
    gp::MainWindow window(settings, translations, document);
    if (parser.isSet(pageOption)) {
        window.showPage(parser.value(pageOption));
    }
    if (!parser.positionalArguments().isEmpty())
        window.openPlan(parser.positionalArguments().first());
    if (parser.isSet(windowSize)) {
        const QStringList wh = parser.value(windowSize).split(QLatin1Char('x'));
        const int w = wh.value(0).toInt(), h = wh.value(1).toInt();
        if (w > 0 && h > 0)
            window.resize(w, h);
    }
    window.show();
    if (parser.isSet(quitWhenShown))
        QTimer::singleShot(0, &app, &QApplication::quit);
    return app.exec();
}
