#!/usr/bin/env bash
# Start-up to the first shown window: GPU Planner versus a bare Qt Widgets window, measured in the same run and
# interleaved (machines here are noisy, so only the ratio of medians is meaningful).
#   scripts/startup-benchmark.sh [RUNS]      default 15; uses the offscreen platform
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-15}"
app="$root/build/app/gpuplanner"
bare="$root/build/tests/bare_window"
[ -x "$app" ] && [ -x "$bare" ] || { echo "build first (./test)" >&2; exit 1; }
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
profile="$(mktemp -d)"; trap 'rm -rf "$profile"' EXIT
export XDG_CONFIG_HOME="$profile/config" XDG_DATA_HOME="$profile/data"
time_ms() { local s e; s=$(date +%s%N); "$@" >/dev/null 2>&1; e=$(date +%s%N); echo $(((e - s) / 1000000)); }
median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
app_times=(); bare_times=()
"$app" --quit-when-shown >/dev/null 2>&1 || true # warm the file cache once
for _ in $(seq "$runs"); do
    bare_times+=("$(time_ms "$bare")")
    app_times+=("$(time_ms "$app" --quit-when-shown --lang en)")
done
app_median=$(printf '%s\n' "${app_times[@]}" | median)
bare_median=$(printf '%s\n' "${bare_times[@]}" | median)
echo "runs: $runs"
echo "bare Qt Widgets window: median ${bare_median} ms"
echo "GPU Planner:            median ${app_median} ms"
awk -v a="$app_median" -v b="$bare_median" 'BEGIN { printf "ratio: %.2f\n", a / b }'
