#!/usr/bin/env bash
# Times the README's test command (or .ci/run with --ci) from a fresh clone of HEAD, with the packages already
# installed, N times (default 3), and prints each wall time in seconds. ccache's cache stays as it is: run
# `ccache -C` first for a cold one. Usage: scripts/time-test.sh [--ci] [N]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
command=./test
if [ "${1:-}" = "--ci" ]; then command=.ci/run; shift; fi
runs="${1:-3}"
for i in $(seq 1 "$runs"); do
    work="$(mktemp -d)"
    git clone -q "$root" "$work/repo"
    start=$(date +%s)
    if (cd "$work/repo" && $command >"$work/log" 2>&1); then status=ok; else status="failed ($work/log)"; fi
    end=$(date +%s)
    echo "run $i: $((end - start)) s, $status"
    grep '^== \[' "$work/log" | sed 's/^/    /' || true # .ci/run's stages, with when each began
    [ "$status" = ok ] && rm -rf "$work"
done
