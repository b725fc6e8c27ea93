#pragma once

namespace gp {

// Bytes in a GiB: memory is estimated, shown and compared in GiB (1024³ bytes) everywhere.
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

} // namespace gp
