#include "core/common/AppInfo.h"
#include "core/common/CryptoLibrary.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QApplication>

int main(int argc, char** argv)
{
    gp::skipCryptoCleanupAtExit();
    // CTest sets offscreen; a developer running the binary by hand gets it too unless they chose a platform.
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    gp::test::isolateUserProfile();
    QApplication app(argc, argv);
    gp::AppInfo::applyTo(app);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
