#!/bin/sh
# GPU Planner smoke-test probe. Runs on a freshly rented instance and prints one key=value line per fact; the
# desktop app and `gpuplanner-cli remote smoke-test` turn them into pass/warn/fail/skipped checks (docs/smoke-test.md).
# POSIX sh only. Settings are assigned ahead of this script on stdin (never on the command line: a URL may carry a
# token): GP_LEVEL (quick: under a minute; full: under five, sustained load), GP_WORKDIR (data directory to measure),
# GP_NEED_BYTES (GPU memory to hold on every GPU, 0 to skip), GP_DOWNLOAD_URL and GP_UPLOAD_URL (network checks,
# skipped when empty).
# Multi-line output travels as one prefixed line each: smi_q= (nvidia-smi -q at rest), load_q= (the same under load),
# topo= (nvidia-smi topo -m), xid= (NVRM Xid lines of the kernel log).
LC_ALL=C
export LC_ALL
# Nothing stays on the instance, whatever ends the probe: a cancel closes the channel (SIGHUP, SIGPIPE) or sends TERM,
# and dash runs the EXIT trap only when the script exits.
tmp=
pyfile=
upload=
trap 'rm -f "$tmp" "$pyfile" "$upload"' EXIT
trap 'exit 143' TERM HUP INT PIPE
level="${GP_LEVEL:-quick}"
workdir="${GP_WORKDIR:-$HOME}"
[ -d "$workdir" ] || workdir="$HOME" # the working directory may not be made yet (Provision makes it)
need="${GP_NEED_BYTES:-0}"
if [ "$level" = full ]; then disk_mib=1024; net_s=30; else disk_mib=256; net_s=10; fi
# Every step has a time limit: a hung driver or a dead mirror must not hang the test. This script arrives on stdin
# (sh -s), so no command may read stdin: each gets /dev/null, or a pipe of its own.
limited() { s=$1; shift; if command -v timeout >/dev/null 2>&1; then timeout -k 5 "$s" "$@" </dev/null; else "$@" </dev/null; fi; }
prefixed() { while IFS= read -r line; do printf '%s=%s\n' "$1" "$line"; done; }
now_ns() { # busybox date has no %N: whole seconds then
    t=$(date +%s%N 2>/dev/null)
    case "$t" in *[!0-9]* | '') echo "$(($(date +%s) * 1000000000))" ;; *) echo "$t" ;; esac
}
rate() { awk -v mib="$1" -v ns="$2" 'BEGIN { if (ns > 0) printf "%.0f", mib * 1048576 / 1e6 / (ns / 1e9) }'; }
echo "probe_version=2"
echo "level=$level"
echo "os=$( (. /etc/os-release 2>/dev/null && echo "$PRETTY_NAME") || uname -sr)"
echo "cpu_cores=$(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN)"
echo "ram_kb=$(awk '/^MemTotal:/ {print $2}' /proc/meminfo 2>/dev/null)"
free_kb=$(df -Pk "$workdir" 2>/dev/null | awk 'NR==2 {print $4}')
echo "disk_free_kb=$free_kb"
# Write (flushed to the device) and read back the data directory; skipped when the file would crowd the disk.
tmp="$workdir/.gpuplanner-probe.$$"
if [ "${free_kb:-0}" -gt $((disk_mib * 1024 * 4)) ]; then
    start=$(now_ns)
    if limited 120 dd if=/dev/zero of="$tmp" bs=1048576 count=$disk_mib conv=fsync 2>/dev/null; then
        end=$(now_ns)
        echo "disk_write_mbps=$(rate $disk_mib $((end - start)))"
        # Past the page cache: direct I/O where the filesystem has it, else dropping the cache (root only).
        sync; (echo 1 > /proc/sys/vm/drop_caches) 2>/dev/null
        start=$(now_ns)
        limited 120 dd if="$tmp" of=/dev/null bs=1048576 iflag=direct 2>/dev/null ||
            limited 120 dd if="$tmp" of=/dev/null bs=1048576 2>/dev/null
        end=$(now_ns)
        echo "disk_read_mbps=$(rate $disk_mib $((end - start)))"
    else
        echo "disk_error=the test file could not be written in $workdir"
    fi
    rm -f "$tmp"
    tmp=
else
    echo "disk_error=less than $((disk_mib * 4)) MiB free in $workdir"
fi
# Network: bytes and seconds as curl measured them, whatever the outcome (a download cut at the level's time limit is
# a measurement); the error when nothing moved.
transfer() { # key url [upload]
    if [ -z "$2" ]; then echo "$1_error=no URL"; return; fi
    if ! command -v curl >/dev/null 2>&1; then echo "$1_error=curl is not installed"; return; fi
    errors=$(mktemp "${TMPDIR:-/tmp}/gpuplanner-curl.XXXXXX") || return
    if [ -n "$3" ]; then
        # From a file, so that a Content-Length goes along: presigned bucket URLs refuse chunked uploads.
        upload=$(mktemp "${TMPDIR:-/tmp}/gpuplanner-upload.XXXXXX") &&
            limited 60 dd if=/dev/zero of="$upload" bs=1048576 count=$((net_s * 16)) 2>/dev/null
        out=$(limited $((net_s + 10)) curl -sS -o /dev/null --max-time $net_s -T "$upload" \
            -w '%{size_upload} %{time_total} %{http_code}' "$2" 2>"$errors")
        rm -f "$upload"
        upload=
    else
        out=$(limited $((net_s + 10)) curl -sS -L -o /dev/null --max-time $net_s \
            -w '%{size_download} %{time_total} %{http_code}' "$2" 2>"$errors")
    fi
    set -- "$1" $out
    if [ -z "$2" ] || [ "$2" = 0 ]; then
        echo "$1_error=$(head -n 1 "$errors" | cut -c1-200)"
    else
        echo "$1_bytes=$2"
        echo "$1_seconds=$3"
        echo "$1_http=$4"
    fi
    rm -f "$errors"
}
transfer net_download "$GP_DOWNLOAD_URL"
transfer net_upload "$GP_UPLOAD_URL" upload
if command -v nvidia-smi >/dev/null 2>&1; then
    echo "nvidia_smi=present"
    limited 60 nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader,nounits 2>/dev/null |
        while IFS= read -r line; do echo "gpu=$line"; done
    cuda=$(limited 60 nvidia-smi 2>/dev/null | sed -n 's/.*CUDA Version: *\([0-9.]*\).*/\1/p' | head -n 1)
    [ -n "$cuda" ] && echo "driver_cuda=$cuda"
    limited 60 nvidia-smi -q 2>/dev/null | prefixed smi_q
    limited 60 nvidia-smi topo -m 2>/dev/null | prefixed topo
    # Xid lines need the kernel log, which containers and unprivileged users often cannot read.
    if log=$(dmesg 2>/dev/null) && [ -n "$log" ]; then
        echo "xid_source=dmesg"
        printf '%s\n' "$log" | grep 'NVRM: Xid' | tail -n 50 | prefixed xid
    elif log=$(limited 30 journalctl -k -q --no-pager 2>/dev/null) && [ -n "$log" ]; then
        echo "xid_source=journal"
        printf '%s\n' "$log" | grep 'NVRM: Xid' | tail -n 50 | prefixed xid
    else
        echo "xid_source=unreadable"
    fi
else
    echo "nvidia_smi=missing"
fi
python=$(command -v python3 || command -v python)
if [ -z "$python" ]; then
    echo "python=missing"
    exit 0
fi
echo "python=$("$python" -c 'import sys; print(sys.version.split()[0])' 2>/dev/null </dev/null)"
if [ "$level" = full ]; then py_s=240; else py_s=90; fi
# The Python part runs from a file (removed on exit): the all-reduce's worker processes import it again.
pyfile=$(mktemp "${TMPDIR:-/tmp}/gpuplanner-probe.XXXXXX") || exit 0
cat > "$pyfile" <<'PY'
import os, socket, subprocess, sys, threading, time


def sync(devs):
    import torch
    for d in devs:
        torch.cuda.synchronize(d)


def sustained(devs, dtype, seconds, sample_load):
    """Dense matmuls on every GPU at once for `seconds`; TFLOPS per GPU, and how wrong the results were."""
    import torch
    gpus = len(devs)
    n = 8192
    a = [torch.randn(n, n, device=d, dtype=dtype) for d in devs]
    b = [torch.randn(n, n, device=d, dtype=dtype) for d in devs]
    c = [a[i] @ b[i] for i in range(gpus)]
    sync(devs)
    t = time.perf_counter()
    for i in range(gpus):
        for _ in range(3):
            c[i] = a[i] @ b[i]
    sync(devs)
    # Rounds of about a second each, launched across the GPUs in turn; the clocks are sampled from a thread while the
    # rounds keep every GPU busy (nvidia-smi -q takes seconds on eight GPUs).
    per = max(3, int(3 / max(time.perf_counter() - t, 1e-3)))
    done = 0
    sample = []
    sampler = None
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(per):
            for i in range(gpus):
                c[i] = a[i] @ b[i]
        done += per
        if sample_load and sampler is None and time.perf_counter() - start > seconds / 3:
            def take():
                try:
                    sample.append(subprocess.run(["nvidia-smi", "-q"], capture_output=True, text=True,
                                                 timeout=30, stdin=subprocess.DEVNULL).stdout)
                except Exception:
                    pass
            sampler = threading.Thread(target=take)
            sampler.start()
        sync(devs)
    elapsed = time.perf_counter() - start
    if sampler is not None:
        sampler.join(30)
        for text in sample:
            for line in text.splitlines():
                print("load_q=" + line)
    tflops = 2 * n ** 3 * done / elapsed / 1e12
    # The last product against a float32 reference on the CPU, a few rows of it: a card that is fast but wrong fails.
    worst = 0.0
    for i in range(gpus):
        ref = a[i][:16].float().cpu() @ b[i].float().cpu()
        got = c[i][:16].float().cpu()
        err = ((got - ref).abs().max() / ref.abs().max().clamp(min=1e-6)).item()
        if err != err:  # NaN
            err = float("inf")
        worst = max(worst, err)
    del a, b, c
    torch.cuda.empty_cache()
    return tflops, worst


def allreduce_worker(rank, world, port, sizes, queue):
    try:
        import torch
        import torch.distributed as dist
        dist.init_process_group("nccl", init_method="tcp://127.0.0.1:%d" % port, rank=rank, world_size=world)
        torch.cuda.set_device(rank)
        results = []
        for size in sizes:
            buf = torch.ones(size // 4, dtype=torch.float32, device="cuda")
            for _ in range(3):
                dist.all_reduce(buf)
            torch.cuda.synchronize()
            iters = 10
            t = time.perf_counter()
            for _ in range(iters):
                dist.all_reduce(buf)
            torch.cuda.synchronize()
            algbw = size * iters / (time.perf_counter() - t) / 1e9
            results.append((size, algbw * 2 * (world - 1) / world))
        if rank == 0:
            queue.put(results)
        dist.destroy_process_group()
    except Exception as e:
        # Said at once, so the probe reports why instead of waiting out its time limit.
        queue.put("rank %d: %s" % (rank, str(e) or type(e).__name__))


def main():
    try:
        import torch
    except Exception:
        print("torch=missing")
        return
    print("torch=" + torch.__version__)
    print("torch_cuda=" + str(torch.version.cuda or "none"))
    ok = torch.cuda.is_available()
    print("torch_cuda_available=" + ("true" if ok else "false"))
    if not ok:
        return
    sys.stdout.flush()
    full = os.environ.get("GP_LEVEL") == "full"
    gpus = torch.cuda.device_count()
    devs = [torch.device("cuda:%d" % i) for i in range(gpus)]
    print("torch_gpus=%d" % gpus)

    tflops, err = sustained(devs, torch.bfloat16, 20 if full else 3, True)
    print("bf16_tflops=%.1f" % tflops)
    print("compute_max_error=%.6g" % err)
    tflops, err = sustained(devs, torch.float16, 10 if full else 1.5, False)
    print("fp16_tflops=%.1f" % tflops)
    print("compute_max_error_fp16=%.6g" % err)
    sys.stdout.flush()

    # Device memory bandwidth: copies of a 1 GiB buffer, each read and written.
    x = torch.empty(1 << 30, dtype=torch.uint8, device=devs[0])
    y = torch.empty_like(x)
    y.copy_(x)
    sync(devs)
    reps = 0
    t = time.perf_counter()
    while time.perf_counter() - t < (8 if full else 1.5):
        for _ in range(5):
            y.copy_(x)
        reps += 5
        torch.cuda.synchronize(devs[0])
    print("bandwidth_gbps=%.0f" % (2 * x.numel() * reps / (time.perf_counter() - t) / 1e9))
    del x, y

    # Host <-> device over PCIe, from pinned memory.
    h = torch.empty(256 << 20, dtype=torch.uint8).pin_memory()
    d = torch.empty(256 << 20, dtype=torch.uint8, device=devs[0])
    for key, src, dst in (("h2d_gbps", h, d), ("d2h_gbps", d, h)):
        dst.copy_(src, non_blocking=True)
        sync(devs)
        t = time.perf_counter()
        for _ in range(10):
            dst.copy_(src, non_blocking=True)
        sync(devs)
        print("%s=%.1f" % (key, src.numel() * 10 / (time.perf_counter() - t) / 1e9))
    del h, d
    torch.cuda.empty_cache()
    sys.stdout.flush()

    # The plan's memory, held on every GPU through a compute step.
    need = int(os.environ.get("GP_NEED_BYTES", "0"))
    if need > 0:
        held = []
        failed = 0
        try:
            for i, dv in enumerate(devs):
                failed = i
                held.append(torch.empty(need, dtype=torch.uint8, device=dv))
            for i, dv in enumerate(devs):
                failed = i
                m = torch.randn(2048, 2048, device=dv, dtype=torch.bfloat16)
                for _ in range(20):
                    m = (m @ m).clamp_(-1, 1)
            sync(devs)
            print("alloc_ok=true")
            print("alloc_gpus=%d" % len(held))
        except RuntimeError:
            print("alloc_ok=false")
            print("alloc_failed_gpu=%d" % max(failed, 0))
        del held
        torch.cuda.empty_cache()
    free, total = torch.cuda.mem_get_info()
    print("cuda_free_bytes=%d" % free)
    sys.stdout.flush()

    # All-reduce across every GPU (NCCL); bus bandwidth as nccl-tests defines it: algbw * 2 (n - 1) / n. Its time
    # limit stays inside the probe's, so that a hung NCCL still reports why.
    if gpus > 1:
        procs = []
        try:
            import torch.multiprocessing as mp
            s = socket.socket()
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
            s.close()
            sizes = [8 << 20, 64 << 20, 512 << 20] if full else [64 << 20]
            ctx = mp.get_context("spawn")
            queue = ctx.Queue()
            procs = [ctx.Process(target=allreduce_worker, args=(r, gpus, port, sizes, queue), daemon=True)
                     for r in range(gpus)]
            for p in procs:
                p.start()
            results = queue.get(timeout=120 if full else 40)
            if isinstance(results, str):
                raise RuntimeError(results)
            for size, busbw in results:
                print("allreduce=%d:%.1f" % (size, busbw))
            print("allreduce_busbw_gbps=%.1f" % results[-1][1])
        except Exception as e:
            print("allreduce_error=" + (str(e) or type(e).__name__).replace("\n", " ")[:200])
        finally:
            for p in procs:
                p.join(5)
                if p.is_alive():
                    p.terminate()
            sys.stdout.flush()

if __name__ == "__main__":
    main()
PY
GP_LEVEL="$level" GP_NEED_BYTES="$need" limited $py_s "$python" "$pyfile" 2>/dev/null || echo "torch_probe_failed=yes"
