#!/usr/bin/env bash
# Runs gpuplanner-cli over a fixed set of offline commands (help, man page, completion, estimates, fits, comparisons,
# costs, and the plans in tests/fuzz/corpus) and writes each one's output and exit code into OUT_DIR, one file per
# command. Two builds' folders compared with `diff -r` show whether a refactor changed anything a user sees.
# Usage: scripts/cli-outputs.sh CLI_BINARY OUT_DIR
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cli="$(realpath "$1")"
out="$2"
mkdir -p "$out"
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" LANG=C.UTF-8 TZ=UTC
n=0
run() {
    n=$((n + 1))
    local file
    file="$(printf '%03d' "$n")-$(printf '%s_' "$@" | tr -c 'A-Za-z0-9_.-' '_' | cut -c1-80)"
    { "$cli" "$@" 2>&1; echo "exit $?"; } | sed "s#$root#ROOT#g; s#$home#HOME#g" >"$out/$file"
}
plans=("$root"/tests/fuzz/corpus/fuzz_plan_file/*.gpuplan)
for lang in en zh_CN; do
    run --lang "$lang" --help
    for c in params estimate fit catalog compare cost budget report export provider remote profile notify; do
        run --lang "$lang" "$c" --help
    done
    run --lang "$lang" estimate --model qwen2-7b --task lora
    run --lang "$lang" estimate --model llama-2-7b --task full --zero 3 --gpus 8 --json
    run --lang "$lang" estimate --model qwen2-7b --task inference --users 16 --engine vllm
    run --lang "$lang" fit --model qwen2-7b --task qlora
    run --lang "$lang" fit --params 70B --task full --json
    run --lang "$lang" compare --model qwen2-7b --task lora --tokens 100000000
    run --lang "$lang" compare --model llama-2-7b --task inference --users 8 --json
    run --lang "$lang" compare --params 72B --task full --tokens 1000000000 --provider autodl,runpod
    run --lang "$lang" cost --hours-per-month 200 --months 12 --buy 150000 --power-watts 450 --electricity 1 \
        --depreciation-years 3 --hourly 2.5 --monthly 1500 --currency CNY
    run --lang "$lang" cost --hours-per-month 720 --months 24 --hourly 2 --spot 0.8 --currency USD --json
    run --lang "$lang" params --model qwen2-7b
    run --lang "$lang" params --config "$root/tests/data/configs/mixtral-8x7b.json" --json
    run --lang "$lang" catalog list
    run --lang "$lang" catalog list --json
    run --lang "$lang" catalog list --stale --max-age 120
    run --lang "$lang" catalog rate --json
    run --lang "$lang" catalog validate "$root/tests/data/catalog/fixture.json"
    for p in "${plans[@]}"; do
        run --lang "$lang" budget "$p"
        run --lang "$lang" budget "$p" --json --no-spot
        for format in md csv; do
            run --lang "$lang" report "$p" --format "$format" --output "$home/report.$format"
            [ -f "$home/report.$format" ] && mv "$home/report.$format" "$out/$(printf '%03d' "$n")-report.$format"
        done
        run --lang "$lang" export skypilot "$p"
        run --lang "$lang" export kubernetes "$p"
    done
    run --lang "$lang" estimate --bogus
    run --lang "$lang" remote nonsense
    run --lang "$lang" remote
    run --lang "$lang" catalog nonsense
done
for page in gpuplanner-cli gpuplanner; do
    run --man "$page"
done
run --complete remote ''
run --complete remote job ''
run --complete catalog list --
run --complete estimate --task ''
exit 0
