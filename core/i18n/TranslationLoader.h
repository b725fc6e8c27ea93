#pragma once

#include "core/i18n/Language.h"

#include <QObject>
#include <QTranslator>

namespace gp {

// Owns the application's translators and switches them at run time. Installing or removing a translator makes Qt post
// QEvent::LanguageChange to every widget; objects that are not widgets (models, charts, cached strings) listen to
// languageChanged() instead, since that event never reaches them.
class TranslationLoader final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TranslationLoader)

public:
    explicit TranslationLoader(QObject* parent = nullptr);
    ~TranslationLoader() override;

    // Loads the embedded GPU Planner catalog and Qt's own (for "Cancel", "OK", …), installs them and sets the default
    // QLocale so numbers and dates follow. Returns false if the embedded catalog is missing (a build error).
    bool apply(Language language);
    Language current() const { return m_current; }

Q_SIGNALS:
    void languageChanged(gp::Language language);

private:
    void uninstall();

    QTranslator m_appTranslator;
    QTranslator m_qtTranslator;
    bool m_installed = false;
    bool m_qtInstalled = false; // Qt's own catalog: none for English
    Language m_current = Language::English;
};

} // namespace gp
