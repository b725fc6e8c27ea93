// OpenSSL's exit: the test main (support/CoreTestMain.cpp), like the application's and the CLI's, calls
// skipCryptoCleanupAtExit() before anything uses OpenSSL, so no atexit handler frees OpenSSL's state while a detached
// network or SSH thread may still be freeing its own (a double free at exit; see core/common/CryptoLibrary.h).
#include <gtest/gtest.h>

#include <QSslSocket>

#include <openssl/crypto.h>

#include <cstdlib>
#include <unistd.h>

namespace {

// Called by OpenSSL's own cleanup (OPENSSL_cleanup) only: if that runs at exit, the exit status says so. This
// catches an atexit handler registered in any order, including by a skipCryptoCleanupAtExit() called too late.
void cleanupRan()
{
    _exit(3);
}

} // namespace

TEST(CryptoLibrary, OpenSslIsNotTornDownByAnAtexitHandler)
{
    // A fresh process (the test binary started again for this test only): its main() ran, then Qt's TLS backend
    // below is OpenSSL's first real use, as in the application.
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    EXPECT_EXIT(
        {
            if (OPENSSL_atexit(cleanupRan) != 1)
                _exit(4);
            if (!QSslSocket::supportsSsl())
                _exit(2);
            std::exit(0);
        },
        ::testing::ExitedWithCode(0), "");
}
