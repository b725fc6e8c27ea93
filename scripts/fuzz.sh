#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan) into build-fuzz/ and runs each for SECONDS from its corpus.
#   scripts/fuzz.sh SECONDS [TARGET...]     e.g. scripts/fuzz.sh 300 (docs/reliability.md), scripts/fuzz.sh 20 (CI)
# Seeds come from tests/fuzz/corpus/<target> and the test data; what a run finds goes to build-fuzz/corpus/<target>
# (kept between runs) and a crash, hang (over 10 s on one input) or sanitizer report to build-fuzz/findings/<target>.
# Exits 1 when any target found something. Targets run two at a time. FUZZ_SEED=N fixes libFuzzer's seed, so that a
# short CI run repeats the same mutations from the committed seeds instead of a new random walk each time.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:?usage: scripts/fuzz.sh SECONDS [TARGET...]}"
shift
build="$root/build-fuzz"
"$root/scripts/setup.sh"
CC=clang CXX=clang++ BUILD_TYPE=RelWithDebInfo "$root/scripts/build.sh" "$build" -DGPUPLANNER_FUZZ=ON \
    -DGPUPLANNER_BUILD_TESTS=OFF -DGPUPLANNER_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build "$build" --target fuzz_all --parallel "$(nproc 2>/dev/null || echo 2)" >/dev/null

targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fuzz_model_config fuzz_catalog fuzz_skypilot_csv fuzz_plan_file fuzz_ssh_command
                                     fuzz_ssh_config fuzz_instance_output fuzz_refresh_bundle)
seeds() { # the test data each target starts from, besides tests/fuzz/corpus/<target>
    case "$1" in
    fuzz_model_config) echo "$root/tests/data/configs" ;;
    fuzz_catalog) echo "$root/tests/data/catalog $root/resources/catalog/providers" ;;
    fuzz_instance_output) echo "$root/tests/data/nvidia-smi $root/tests/data/smoke/real" ;;
    esac
}
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
run() {
    local t="$1" corpus="$build/corpus/$1" findings="$build/findings/$1"
    rm -rf "$findings"; mkdir -p "$corpus" "$findings"
    # Leaks are not checked: Qt's global statics are never freed (the sanitize build's suppressions cover them).
    local dirs=("$corpus")
    for s in "$root/tests/fuzz/corpus/$t" $(seeds "$t"); do [ -d "$s" ] && dirs+=("$s"); done
    "$build/tests/fuzz/$t" "${dirs[@]}" -max_total_time="$seconds" \
        ${FUZZ_SEED:+-seed="$FUZZ_SEED"} -timeout=10 -rss_limit_mb=2048 -max_len=65536 -artifact_prefix="$findings/" -print_final_stats=1 \
        >"$build/findings/$t.log" 2>&1 || true
    local runs found
    runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$build/findings/$t.log" | tail -n 1)"
    found="$(find "$findings" -type f | wc -l)"
    printf '%-22s %6ss %12s runs %3s findings\n' "$t" "$seconds" "${runs:-?}" "$found"
}
mkdir -p "$build/findings"
echo "target                 time         runs     findings"
pids=()
for t in "${targets[@]}"; do
    run "$t" > "$build/findings/$t.summary" &
    pids+=($!)
    if [ ${#pids[@]} -ge 2 ]; then wait "${pids[0]}"; pids=("${pids[@]:1}"); fi
done
wait
status=0
for t in "${targets[@]}"; do
    cat "$build/findings/$t.summary"
    if [ -n "$(find "$build/findings/$t" -type f)" ]; then
        status=1
        echo "  see $build/findings/$t.log and the inputs in $build/findings/$t/" >&2
    fi
done
exit $status
