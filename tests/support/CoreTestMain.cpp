#include "core/common/AppInfo.h"
#include "core/common/CryptoLibrary.h"
#include "support/TestEnvironment.h"

#include <gtest/gtest.h>

#include <QCoreApplication>

int main(int argc, char** argv)
{
    gp::skipCryptoCleanupAtExit();
    gp::test::isolateUserProfile();
    QCoreApplication app(argc, argv);
    gp::AppInfo::applyTo(app);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
