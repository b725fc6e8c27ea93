#include "core/i18n/Language.h"

namespace gp {

QList<Language> supportedLanguages()
{
    return {Language::English, Language::Chinese};
}

QString languageCode(Language language)
{
    switch (language) {
    case Language::Chinese:
        return QStringLiteral("zh_CN");
    case Language::English:
        break;
    }
    return QStringLiteral("en");
}

std::optional<Language> languageFromCode(const QString& code)
{
    const QString normalized = code.trimmed().replace(QLatin1Char('-'), QLatin1Char('_'));
    if (normalized.compare(QLatin1String("en"), Qt::CaseInsensitive) == 0 ||
        normalized.startsWith(QLatin1String("en_"), Qt::CaseInsensitive)) {
        return Language::English;
    }
    if (normalized.compare(QLatin1String("zh"), Qt::CaseInsensitive) == 0 ||
        normalized.startsWith(QLatin1String("zh_"), Qt::CaseInsensitive)) {
        return Language::Chinese;
    }
    return std::nullopt;
}

QString languageNativeName(Language language)
{
    // Deliberately not translated: a person looking for their language finds it written in its own script.
    switch (language) {
    case Language::Chinese:
        return QStringLiteral("中文");
    case Language::English:
        break;
    }
    return QStringLiteral("English");
}

QLocale localeFor(Language language)
{
    switch (language) {
    case Language::Chinese:
        return QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China);
    case Language::English:
        break;
    }
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

Language languageForLocale(const QLocale& locale)
{
    return locale.language() == QLocale::Chinese ? Language::Chinese : Language::English;
}

} // namespace gp
