#pragma once

#include "core/i18n/TranslationLoader.h"
#include "core/plan/PlanDocument.h"
#include "core/settings/Settings.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

namespace gp::test {

// What every widget test starts from: English, its own settings file and an empty plan.
class UiTestFixture : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(translations.apply(Language::English)); }

    TempDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini"))};
    TranslationLoader translations;
    PlanDocument document;
};

} // namespace gp::test
