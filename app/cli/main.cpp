#include "cli/CliApp.h"
#include "cli/CliOutput.h"
#include "common/AppInfo.h"
#include "i18n/TranslationLoader.h"
#include "settings/Settings.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
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
