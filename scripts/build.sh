#!/usr/bin/env bash
# Configures and builds into a build directory. Usage: scripts/build.sh [BUILD_DIR] [extra cmake -D options...]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$root/build}"
shift || true
jobs="$(nproc 2>/dev/null || echo 2)"
# rcc stamps each embedded file with its modification time, which a fresh clone sets to the moment of the clone: a fixed
# date (the release's) keeps the generated resource code, and so its compiler-cache entry, the same from clone to clone.
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-1796169600}"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-RelWithDebInfo}" "$@" >/dev/null
cmake --build "$build" --parallel "$jobs"
