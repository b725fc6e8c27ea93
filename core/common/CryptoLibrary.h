#pragma once

namespace gp {

// Call first thing in main(), before anything (Qt's TLS backend, libssh, Sha256) has used OpenSSL.
//
// OpenSSL 3 frees every thread's state from an atexit handler. Qt's network thread and libssh's worker threads are
// detached: QThread::wait() returns before the thread's own thread-local destructors have run, so one of them can
// free its OpenSSL state after the atexit handler already did. That is a double free at exit (glibc aborts, and the
// exit status becomes SIGABRT's), seen in the sanitizer build's provider tests. Skipping the atexit cleanup removes
// the race; the operating system reclaims the memory anyway.
void skipCryptoCleanupAtExit();

} // namespace gp
