#!/bin/sh
# Runs the smoke-test probe's Python part on the CPU, by hand, where Debian's python3-torch is installed (it is not
# part of the test suite: the loopback tests expect no PyTorch on the "instance"). A TEST DOUBLE of CUDA: torch.cuda is
# patched to report two GPUs that are the CPU, fp16 is bf16 (the CPU build has no fp16 matmul), the sizes are small,
# and a second run replaces NCCL with gloo so the all-reduce path completes. It shows that every step runs and prints
# its key=value lines; it measures nothing.
#   sh tests/remote/probe_python_check.sh
set -e
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sed -n '/^cat > "$pyfile"/,/^PY$/p' "$here/../../resources/remote/probe.sh" | sed '1d;$d' |
    sed -e 's/n = 8192/n = 384/; s/1 << 30/1 << 22/; s/256 << 20/1 << 20/g' \
        -e 's/\[8 << 20, 64 << 20, 512 << 20\] if full else \[64 << 20\]/[1 << 20, 4 << 20]/' >"$work/small.py"
sed -e 's/"nccl"/"gloo"/; s/torch.cuda.set_device(rank)/pass/; s/device="cuda")/device="cpu")/' \
    -e 's/^            torch.cuda.synchronize()$/            pass/' "$work/small.py" >"$work/gloo.py"
cat >"$work/harness.py" <<'PY'
import runpy, sys, torch
real = torch.device
torch.device = lambda *a, **k: real("cpu")
torch.cuda.is_available = lambda: True
torch.cuda.device_count = lambda: 2
torch.cuda.synchronize = lambda *a: None
torch.cuda.empty_cache = lambda: None
torch.cuda.mem_get_info = lambda *a: (1, 2)
torch.cuda.set_device = lambda *a: None
torch.Tensor.pin_memory = lambda self: self
torch.version.cuda = "12.1"
torch.float16 = torch.bfloat16
sys.argv = [sys.argv[1]]
runpy.run_path(sys.argv[0], run_name="__main__")
PY
cd "$work"
GP_NEED_BYTES=1000000 /usr/bin/python3 harness.py small.py 2>/dev/null | grep -v '^load_q='
GP_NEED_BYTES=0 /usr/bin/python3 harness.py gloo.py 2>/dev/null | grep '^allreduce'
