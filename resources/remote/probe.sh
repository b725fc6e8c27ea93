#!/bin/sh
# GPU Planner smoke-test probe. Runs on a freshly rented instance and prints one key=value line per fact; the
# desktop app and `gpuplanner-cli remote smoke-test` turn them into pass/warn/fail checks. POSIX sh only.
# Environment: GP_WORKDIR (data directory to measure), GP_NEED_BYTES (VRAM to allocate on the GPU, 0 to skip).
LC_ALL=C
export LC_ALL
workdir="${GP_WORKDIR:-$HOME}"
need="${GP_NEED_BYTES:-0}"
echo "probe_version=1"
echo "os=$( (. /etc/os-release 2>/dev/null && echo "$PRETTY_NAME") || uname -sr)"
echo "cpu_cores=$(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN)"
echo "ram_kb=$(awk '/^MemTotal:/ {print $2}' /proc/meminfo 2>/dev/null)"
echo "disk_free_kb=$(df -Pk "$workdir" 2>/dev/null | awk 'NR==2 {print $4}')"
# Read throughput of the data directory: write 64 MiB once, drop it from the page cache if allowed, read it back.
tmp="$workdir/.gpuplanner-probe.$$"
if dd if=/dev/zero of="$tmp" bs=1048576 count=64 conv=fsync 2>/dev/null; then
    sync; (echo 1 > /proc/sys/vm/drop_caches) 2>/dev/null
    start=$(date +%s%N)
    dd if="$tmp" of=/dev/null bs=1048576 2>/dev/null
    end=$(date +%s%N)
    rm -f "$tmp"
    [ "$end" -gt "$start" ] 2>/dev/null && echo "disk_read_mbps=$(awk -v ns=$((end - start)) 'BEGIN {printf "%.0f", 64 / (ns / 1e9)}')"
fi
if command -v nvidia-smi >/dev/null 2>&1; then
    echo "nvidia_smi=present"
    nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader,nounits 2>/dev/null |
        while IFS= read -r line; do echo "gpu=$line"; done
    cuda=$(nvidia-smi 2>/dev/null | sed -n 's/.*CUDA Version: *\([0-9.]*\).*/\1/p' | head -n 1)
    [ -n "$cuda" ] && echo "driver_cuda=$cuda"
else
    echo "nvidia_smi=missing"
fi
python=$(command -v python3 || command -v python)
if [ -z "$python" ]; then
    echo "python=missing"
    exit 0
fi
echo "python=$("$python" -c 'import sys; print(sys.version.split()[0])' 2>/dev/null)"
GP_NEED_BYTES="$need" "$python" - <<'PY' 2>/dev/null || echo "torch_probe_failed=yes"
import os, time
try:
    import torch
except Exception:
    print("torch=missing")
    raise SystemExit(0)
print("torch=" + torch.__version__)
print("torch_cuda=" + str(torch.version.cuda or "none"))
ok = torch.cuda.is_available()
print("torch_cuda_available=" + ("true" if ok else "false"))
if not ok:
    raise SystemExit(0)
dev = torch.device("cuda:0")
n = 8192
a = torch.randn(n, n, device=dev, dtype=torch.bfloat16)
b = torch.randn(n, n, device=dev, dtype=torch.bfloat16)
for _ in range(3):
    a @ b
torch.cuda.synchronize()
t = time.perf_counter(); reps = 20
for _ in range(reps):
    a @ b
torch.cuda.synchronize()
print("bf16_tflops=%.1f" % (2 * n ** 3 * reps / (time.perf_counter() - t) / 1e12))
x = torch.empty(256 * 1024 * 1024, dtype=torch.uint8, device=dev)
y = torch.empty_like(x)
torch.cuda.synchronize(); t = time.perf_counter()
for _ in range(10):
    y.copy_(x)
torch.cuda.synchronize()
print("bandwidth_gbps=%.0f" % (2 * x.numel() * 10 / (time.perf_counter() - t) / 1e9))
del a, b, x, y
need = int(os.environ.get("GP_NEED_BYTES", "0"))
if need > 0:
    try:
        block = torch.empty(need, dtype=torch.uint8, device=dev)
        print("alloc_ok=true")
        del block
    except RuntimeError:
        print("alloc_ok=false")
free, total = torch.cuda.mem_get_info()
print("cuda_free_bytes=%d" % free)
PY
