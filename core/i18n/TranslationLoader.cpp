#include "core/i18n/TranslationLoader.h"

#include "core/common/Logging.h"

#include <QCoreApplication>
#include <QLibraryInfo>

namespace gp {

TranslationLoader::TranslationLoader(QObject* parent) : QObject(parent) {}

TranslationLoader::~TranslationLoader()
{
    uninstall();
}

void TranslationLoader::uninstall()
{
    if (m_installed) {
        QCoreApplication::removeTranslator(&m_appTranslator);
        if (m_qtInstalled)
            QCoreApplication::removeTranslator(&m_qtTranslator);
        m_qtInstalled = false;
        m_installed = false;
    }
}

bool TranslationLoader::apply(Language language)
{
    uninstall();
    const QString code = languageCode(language);
    // The .qm files are compiled into the binary by qt_add_translations under :/i18n.
    if (!m_appTranslator.load(QStringLiteral(":/i18n/gpuplanner_") + code)) {
        qCWarning(lcI18n) << "embedded translation missing for" << code;
        return false;
    }
    // Qt's own strings come from Debian's qt6-translations-l10n; without it the dialogs' buttons stay English,
    // which is worth a warning but not a failure. English installs no Qt catalog at all: the one loaded for the
    // previous language would otherwise keep Qt's buttons and error texts in it.
    const bool qtLoaded = language != Language::English &&
                          m_qtTranslator.load(localeFor(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                                              QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    if (language != Language::English && !qtLoaded)
        qCWarning(lcI18n) << "Qt's own translation (qtbase) not found for" << code;
    m_qtInstalled = qtLoaded && QCoreApplication::installTranslator(&m_qtTranslator);
    QCoreApplication::installTranslator(&m_appTranslator);
    m_installed = true;
    m_current = language;
    QLocale::setDefault(localeFor(language));
    Q_EMIT languageChanged(language);
    return true;
}

} // namespace gp
