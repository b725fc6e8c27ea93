#include "core/common/CryptoLibrary.h"

#include <openssl/crypto.h>

namespace gp {

void skipCryptoCleanupAtExit()
{
    // Only the first initialisation decides whether the atexit handler is registered; later calls (with other
    // flags) leave that decision alone.
    OPENSSL_init_crypto(OPENSSL_INIT_NO_ATEXIT, nullptr);
}

} // namespace gp
