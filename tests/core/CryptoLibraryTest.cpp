// OpenSSL's exit: the test main (support/CoreTestMain.cpp), like the application's and the CLI's, calls
// skipCryptoCleanupAtExit() before anything uses OpenSSL, so no atexit handler frees OpenSSL's state while a detached
// network or SSH thread may still be freeing its own (a double free at exit; see core/common/CryptoLibrary.h).
#include <gtest/gtest.h>

#include <QSslSocket>

#include <openssl/crypto.h>

#include <cstdlib>
#include <unistd.h>

namespace {

// Registered before OpenSSL is first used, so it runs after any atexit handler OpenSSL registers. If OpenSSL had
// cleaned itself up by then, it refuses to initialise again.
void checkCryptoStillUsable()
{
    if (OPENSSL_init_crypto(0, nullptr) != 1)
        _exit(3);
}

} // namespace

TEST(CryptoLibrary, OpenSslIsNotTornDownByAnAtexitHandler)
{
    // A fresh process (the test binary started again for this test only): its main() ran, then nothing else has
    // touched OpenSSL yet, so Qt's TLS backend below is its first real use, as in the application.
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    EXPECT_EXIT(
        {
            std::atexit(checkCryptoStillUsable);
            if (!QSslSocket::supportsSsl())
                _exit(2);
            std::exit(0);
        },
        ::testing::ExitedWithCode(0), "");
}
