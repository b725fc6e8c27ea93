#pragma once

#include <Qt>

namespace gp {

// Models put the raw number behind a displayed text here, so proxies sort numerically.
constexpr int RawValueRole = Qt::UserRole + 1;

} // namespace gp
