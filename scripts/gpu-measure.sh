#!/usr/bin/env bash
# GPU Planner's measurement kit, for a machine with an NVIDIA GPU and PyTorch (transformers, PEFT and, for QLoRA,
# bitsandbytes where installed) and no network. In one call, under about 8 minutes on one GPU:
#   - full fine-tune, LoRA and QLoRA steps and greedy decoding (1 and 8 sequences) of models built from
#     tests/data/configs with random weights, timed, with peak allocated and reserved memory;
#   - the smoke test's own probe (resources/remote/probe.sh) at --level full, on this machine;
#   - nvidia-smi -q;
# written to tests/data/measured/<date>-<gpu>/ as rows.json (docs/validation-sources.json's format: merge them with
# --merge), probe-full.txt and nvidia-smi-q.txt. Commit that folder and the merged rows.
#   scripts/gpu-measure.sh [--minutes N] [--out DIR] [--configs FILE...]
#   scripts/gpu-measure.sh --merge DIR    adds DIR/rows.json to docs/validation-sources.json (same ids replaced)
#   scripts/gpu-measure.sh --tiny --out DIR --gpu-id ID   the kit's own test on the CPU (CI): a tiny model, the
#                                                         probe at --level quick; ID is the catalog GPU the rows name
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# The Python that has PyTorch: $PYTHON, else python3 on the PATH, else Debian's own (python3-torch).
python="${PYTHON:-}"
if [ -z "$python" ]; then
    for candidate in python3 /usr/bin/python3; do
        if "$candidate" -c 'import torch' 2>/dev/null; then python="$candidate"; break; fi
    done
    python="${python:-python3}"
fi
out=""
tiny=""
minutes=8
gpu_id=""
merge=""
configs=()
while [ $# -gt 0 ]; do
    case "$1" in
    --out) out="$2"; shift 2 ;;
    --tiny) tiny=1; shift ;;
    --minutes) minutes="$2"; shift 2 ;;
    --gpu-id) gpu_id="$2"; shift 2 ;;
    --merge) merge="$2"; shift 2 ;;
    --configs) shift; while [ $# -gt 0 ] && [ "${1#--}" = "$1" ]; do configs+=("$1"); shift; done ;;
    -h | --help) sed -n '2,16p' "$0"; exit 0 ;;
    *) echo "gpu-measure: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done

if [ -n "$merge" ]; then
    "$python" - "$merge/rows.json" "$root/docs/validation-sources.json" <<'PY'
import json, sys
rows = json.load(open(sys.argv[1]))["rows"]
if any(r.get("stack") != "transformers" for r in rows):
    sys.exit("gpu-measure: these rows come from the stand-in model (the kit's own test), not a measurement")
path = sys.argv[2]
sources = json.load(open(path))
ids = {r["id"] for r in rows}
kept = [r for r in sources["rows"] if r["id"] not in ids]
sources["rows"] = kept + rows
with open(path + ".new", "w") as f:
    json.dump(sources, f, indent=2, ensure_ascii=False)
    f.write("\n")
import os
os.replace(path + ".new", path)
print("gpu-measure: %d rows merged into %s" % (len(rows), path))
PY
    exit 0
fi

"$python" -c 'import torch' 2>/dev/null || { echo "gpu-measure: PyTorch is not installed for $python" >&2; exit 1; }
if [ ${#configs[@]} -eq 0 ]; then
    if [ -n "$tiny" ]; then
        configs=("$root/tests/data/configs/qwen2-7b.json")
    else # a 4B, a 7B and a 9B model: the sizes small teams fine-tune and serve
        configs=("$root/tests/data/configs/phi-3-mini.json" "$root/tests/data/configs/qwen2-7b.json"
            "$root/tests/data/configs/llama-2-7b.json" "$root/tests/data/configs/gemma-2-9b.json")
    fi
fi
if [ -z "$out" ]; then
    gpu="$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1 | tr -c 'A-Za-z0-9\n' '-' | tr 'A-Z' 'a-z')"
    out="$root/tests/data/measured/$(date +%F)-${gpu:-unknown}"
fi
mkdir -p "$out"

args=(--configs "${configs[@]}" --out "$out" --root "$root" --minutes "$minutes")
[ -n "$tiny" ] && args+=(--tiny)
[ -n "$gpu_id" ] && args+=(--gpu-id "$gpu_id")
"$python" "$root/scripts/gpu_measure.py" "${args[@]}"
rm -rf "$out/scratch" # the 4-bit base's saved random weights

# The smoke test's probe, as an instance runs it: its settings on stdin ahead of the script, nothing on the command line.
level=full
[ -n "$tiny" ] && level=quick
workdir="$(mktemp -d)"
trap 'rm -rf "$workdir"' EXIT
{ printf 'GP_LEVEL=%s\nGP_NEED_BYTES=0\nGP_DOWNLOAD_URL=\nGP_UPLOAD_URL=\nGP_WORKDIR=%s\n' "$level" "$workdir"
  cat "$root/resources/remote/probe.sh"; } | sh -s > "$out/probe-$level.txt" 2>/dev/null || true
grep -q '^probe_version=' "$out/probe-$level.txt" || { echo "gpu-measure: the probe did not run" >&2; exit 1; }
if command -v nvidia-smi >/dev/null 2>&1; then
    nvidia-smi -q > "$out/nvidia-smi-q.txt" 2>&1 || true
fi
echo "gpu-measure: wrote $out"
