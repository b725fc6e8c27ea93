#pragma once

#include <QByteArray>

#include <memory>

struct evp_md_ctx_st;

namespace gp {

// Incremental SHA-256 through OpenSSL's libcrypto, which uses the CPU's SHA extensions: on the development machine it
// hashes about 7× faster than QCryptographicHash (1.9 GB/s against 0.26 GB/s), and an upload hashes every byte it
// sends on the thread that sends it.
class Sha256 final
{
public:
    Sha256();
    ~Sha256();
    Sha256(const Sha256&) = delete;
    Sha256& operator=(const Sha256&) = delete;

    void addData(const char* data, qint64 size);
    QByteArray hexDigest(); // lower-case hex, as sha256sum prints it; the object is spent afterwards

private:
    evp_md_ctx_st* m_context;
};

} // namespace gp
