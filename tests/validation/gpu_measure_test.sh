#!/bin/sh
# The measurement kit's own test (CTest gpu_measure.tiny): scripts/gpu-measure.sh on the CPU with a tiny model must
# write rows the validation reads (every kind it measures, none left out) and the probe's report, and --merge must
# refuse rows from its stand-in model.  usage: gpu_measure_test.sh VALIDATION_REPORT
set -eu
root="$(cd "$(dirname "$0")/../.." && pwd)"
report="$1"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
"$root/scripts/gpu-measure.sh" --tiny --out "$out" --gpu-id rtx-4090
"$report" --check "$out/rows.json" > "$out/check.jsonl"
grep -q '^probe_version=2$' "$out/probe-quick.txt"
grep -q '^level=quick$' "$out/probe-quick.txt"
if "$root/scripts/gpu-measure.sh" --merge "$out" 2>/dev/null; then
    echo "gpu_measure_test: --merge took the stand-in's rows" >&2
    exit 1
fi
# Python's json reads the rows; any Python 3 will do.
python3 - "$out/check.jsonl" "$out/rows.json" <<'PY'
import json, sys
checked = [json.loads(line) for line in open(sys.argv[1])]
rows = json.load(open(sys.argv[2]))["rows"]
kinds = {}
for c in checked:
    assert c["excluded"] == "", "%s left out: %s" % (c["id"], c["excluded"])
    assert c["measured"] > 0 and c["estimate"] > 0, c
    kinds[c["kind"]] = kinds.get(c["kind"], 0) + 1
assert kinds == {"training_speed": 4, "serving_speed": 2}, kinds  # full and LoRA at two settings; 1 and 8 streams
for r in rows:
    for field in ("id", "source_name", "config", "task", "measured_value", "measured_unit", "measured_on", "stack"):
        assert field in r, "%s lacks %s" % (r["id"], field)
print("gpu_measure_test: %d rows read by the validation" % len(checked))
PY
