#include "app/cli/CliMain.h"

#include "app/cli/CliApp.h"
#include "app/cli/CliOutput.h"
#include "core/common/AppInfo.h"
#include "core/common/CryptoLibrary.h"
#include "core/i18n/TranslationLoader.h"
#include "core/settings/Settings.h"
#include "core/ssh/EarlyConnection.h"

#include <QTextStream>

namespace gp::cli {

int cliMain(int argc, char* argv[], const CliProgram& program)
{
    gp::skipCryptoCleanupAtExit();
    // Before anything could start a child process that would inherit it.
    gp::held::adoptEarlySocket();
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    const std::unique_ptr<QCoreApplication> application = program.application(argc, argv, arguments);
    gp::AppInfo::applyTo(*application);

    gp::TranslationLoader translations;
    {
        gp::Settings settings;
        translations.apply(settings.language().value_or(gp::languageForLocale(QLocale::system())));
    }
    QTextStream out(stdout);
    QTextStream err(stderr);
    CliOutput output(out, err);
    CliApp cli(translations, program.commands(translations));
    const int code = cli.run(QCoreApplication::arguments(), output);
    out.flush();
    err.flush();
    return code;
}

} // namespace gp::cli
