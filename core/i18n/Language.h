#pragma once

#include <QList>
#include <QLocale>
#include <QString>

#include <optional>

namespace gp {

// The languages GPU Planner ships. Source strings are English; zh_CN is a complete translation.
enum class Language { English, Chinese };

QList<Language> supportedLanguages();
QString languageCode(Language language); // "en", "zh_CN": file suffixes and settings values
std::optional<Language> languageFromCode(const QString& code);
QString languageNativeName(Language language); // shown in the menu in its own script: "English", "中文"
QLocale localeFor(Language language);
Language languageForLocale(const QLocale& locale); // Chinese locales → Chinese, everything else → English

} // namespace gp
