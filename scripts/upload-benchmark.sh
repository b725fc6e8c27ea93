#!/bin/sh
# Upload benchmark (issue 6): GPU Planner's upload (tarball + send + SHA-256 verify + extract) of a ~1 GiB mixed
# folder to a loopback sshd, against the pipelines people type by hand, in the same run:
#   A  gpuplanner-cli remote --ssh … upload DIR --dest …          (zstd, verified)
#   B  tar -I 'zstd -T0' -cf - DIR | ssh HOST 'tar -I zstd -xf - -C DEST'
#   C  tar czf - DIR | ssh HOST 'tar xzf - -C DEST'
# Runs are interleaved (A B C, A B C, …) and the medians compared; report the ratios, not the seconds. Before each
# timed step the previous one's writes are flushed and, as root, the page cache dropped (untimed: settle below).
# usage: scripts/upload-benchmark.sh [BUILD_DIR] [RUNS] [first|sync]   (needs the build and the test packages: ./test
# first). "sync" runs the incremental suite instead (issue 16): a 150 MiB mixed tree uploaded, changed and uploaded
# again over loopback and two shaped links, against the zstd and gzip pipelines and rsync -az (see sync_suite below).
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build}"; runs="${2:-3}"; suite="${3:-first}"
cli="$build/app/gpuplanner-cli"
[ -x "$cli" ] || { echo "build first: $cli is missing" >&2; exit 2; }
work="$(mktemp -d /tmp/gp-upload-bench.XXXXXX)"
fixture="$work/sshd"
cleanup() { sh "$root/tests/remote/sshd_fixture.sh" stop "$fixture" || true; rm -rf "$work"; }
trap cleanup EXIT
sh "$root/tests/remote/sshd_fixture.sh" start "$fixture"
port="$(cat "$fixture/port")"
mkdir -p "$work/home/.ssh"; cp "$fixture/known_hosts" "$work/home/.ssh/known_hosts"
export HOME="$work/home"

# OpenSSH reads known_hosts from the passwd home, not $HOME: name the file.
ssh_cmd="ssh -p $port -i $fixture/clientkey -o BatchMode=yes -o UserKnownHostsFile=$HOME/.ssh/known_hosts $(id -un)@127.0.0.1"
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f\n", b - a }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
# Before each timed step: flush what the previous one wrote and, where allowed (root), drop the page cache, so every
# method starts from the same state instead of paying for the one before it.
settle() { sync; [ -w /proc/sys/vm/drop_caches ] && echo 3 > /proc/sys/vm/drop_caches || true; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

if [ "$suite" = sync ]; then
    . "$root/scripts/sync-benchmark.sh"
    exit 0
fi

# The data: many small text files (code, configs, JSONL) and a few large binaries (weights, shards).
data="$work/data"
python3 - "$data" <<'PY'
import os, random, sys
random.seed(7)
root = sys.argv[1]
words = "tensor gradient batch token layer attention optimizer schedule warmup checkpoint shard adapter".split()
for d in range(40):
    os.makedirs(f"{root}/src/pkg{d}", exist_ok=True)
    for f in range(250):  # 10,000 text files, 2-30 KiB each
        n = random.randint(200, 3000)
        with open(f"{root}/src/pkg{d}/module_{f}.py", "w") as out:
            out.write(" ".join(random.choice(words) + str(random.randint(0, 999)) for _ in range(n)))
os.makedirs(f"{root}/weights", exist_ok=True)
for i in range(3):  # incompressible, like quantized weights
    with open(f"{root}/weights/model-{i:05d}.safetensors", "wb") as out:
        out.write(os.urandom(200 << 20))
with open(f"{root}/train.jsonl", "w") as out:  # compressible dataset
    while out.tell() < (250 << 20):
        out.write('{"prompt": "%s", "answer": "%s"}\n' % (" ".join(random.choices(words, k=30)),
                                                           " ".join(random.choices(words, k=60))))
PY
size_mib=$(du -sm "$data" | cut -f1); files=$(find "$data" -type f | wc -l)
echo "data: $size_mib MiB in $files files"

: > "$work/A"; : > "$work/B"; : > "$work/C"
for i in $(seq "$runs"); do
    dest="$work/dest-$i"; mkdir -p "$dest/A" "$dest/B" "$dest/C"
    settle; t0=$(now); "$cli" remote --ssh "$ssh_cmd" upload "$data" --dest "$dest/A" > /dev/null; t1=$(now)
    elapsed "$t0" "$t1" >> "$work/A"
    settle; t0=$(now); tar -C "$work" -I 'zstd -T0' -cf - data | $ssh_cmd "tar -I zstd -xf - -C '$dest/B'"; t1=$(now)
    elapsed "$t0" "$t1" >> "$work/B"
    settle; t0=$(now); tar -C "$work" -czf - data | $ssh_cmd "tar xzf - -C '$dest/C'"; t1=$(now)
    elapsed "$t0" "$t1" >> "$work/C"
    # Every method delivered the same tree.
    for m in B C; do diff -r "$dest/A/data" "$dest/$m/data" > /dev/null || { echo "method $m differs" >&2; exit 1; }; done
    rm -rf "$dest"
    echo "run $i: A $(tail -n 1 "$work/A") s, B $(tail -n 1 "$work/B") s, C $(tail -n 1 "$work/C") s"
done
a=$(median < "$work/A"); b=$(median < "$work/B"); c=$(median < "$work/C")
echo "median seconds: A $a, B $b, C $c"
echo "ratio B/A (zstd -T0 pipeline time / GPU Planner time; >= 1 means GPU Planner is at least as fast): $(ratio "$b" "$a")"
echo "ratio C/A (gzip pipeline time / GPU Planner time; target >= 3): $(ratio "$c" "$a")"
