#!/usr/bin/env bash
# Builds the Debian package (build-pkg/gpuplanner_*.deb) and checks it the way Debian would:
#   lintian (no errors; the warnings kept are listed in README.md), appstreamcli validate on the metainfo,
#   desktop-file-validate on the launcher entry.
# Usage: scripts/package.sh            a Release build of its own in build-pkg (no tests, no benchmarks), packaged
#        scripts/package.sh BUILD_DIR  packages a build folder as it is configured (.ci/run packages the one it
#                                      tested); CPack installs under /usr whatever the folder's prefix
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/setup.sh"
if [ $# -ge 1 ]; then
    build="$(cd "$1" && pwd)"
    cmake --build "$build" --parallel "$(nproc 2>/dev/null || echo 2)"
else
    build="$root/build-pkg"
    BUILD_TYPE=Release "$root/scripts/build.sh" "$build" -DCMAKE_INSTALL_PREFIX=/usr \
        -DGPUPLANNER_BUILD_TESTS=OFF -DGPUPLANNER_BUILD_BENCHMARKS=OFF
fi
rm -f "$build"/gpuplanner_*.deb
# Stripped here (not in the build) so the binaries in the build folder keep their symbols for debugging.
(cd "$build" && cpack -G DEB -D CPACK_STRIP_FILES=ON >/dev/null)
deb="$(ls "$build"/gpuplanner_*.deb)"
echo "package: $deb"

echo "== appstreamcli validate"
appstreamcli validate --no-net --pedantic "$build/resources/io.github.gpuplanner.GpuPlanner.metainfo.xml"
echo "== desktop-file-validate"
desktop-file-validate "$root/resources/gpuplanner.desktop"
echo "== lintian"
# Errors fail the package; warnings and notes are printed. README.md lists the ones kept and why.
lintian --fail-on error --display-level '>=warning' "$deb"
echo "package: checks passed"
