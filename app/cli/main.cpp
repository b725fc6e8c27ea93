#include "app/cli/CliApp.h"
#include "app/cli/CliOutput.h"
#include "core/common/AppInfo.h"
#include "core/common/CryptoLibrary.h"
#include "core/i18n/TranslationLoader.h"
#include "core/remote/EarlyConnection.h"
#include "core/settings/Settings.h"

#include "app/cli/ReportCommands.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QTextStream>

#include <cstdio>
#include <memory>

int main(int argc, char* argv[])
{
    gp::skipCryptoCleanupAtExit();
    // Before anything could start a child process that would inherit it.
    gp::held::adoptEarlySocket();
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    // Only a PDF report needs Qt GUI (fonts, a paint device); it runs headless on the offscreen platform.
    std::unique_ptr<QCoreApplication> application;
    if (gp::cli::needsGuiApplication(arguments)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        application = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        application = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication& app = *application;
    gp::AppInfo::applyTo(app);

    gp::TranslationLoader translations;
    {
        gp::Settings settings;
        translations.apply(settings.language().value_or(gp::languageForLocale(QLocale::system())));
    }
    QTextStream out(stdout);
    QTextStream err(stderr);
    gp::cli::CliOutput output(out, err);
    gp::cli::CliApp cli(translations);
    const int code = cli.run(QCoreApplication::arguments(), output);
    out.flush();
    err.flush();
    return code;
}
