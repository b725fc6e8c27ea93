#pragma once

// Shared by the fuzz targets (libFuzzer, built with scripts/fuzz.sh): turn the input into what the parser takes, and
// stop loudly when a property that must hold does not (the fuzzer records the input as a crash).
#include <QByteArray>
#include <QString>

#include <cstdio>
#include <cstdlib>

namespace gp::fuzz {

inline QByteArray bytes(const uint8_t* data, size_t size)
{
    return QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
}

inline void require(bool condition, const char* what)
{
    if (!condition) {
        std::fprintf(stderr, "property violated: %s\n", what);
        std::abort();
    }
}

} // namespace gp::fuzz
