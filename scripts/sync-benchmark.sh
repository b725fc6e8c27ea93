# The incremental upload suite of scripts/upload-benchmark.sh (issue 16); sourced by it with its fixture, helpers and
# $work. Six methods, interleaved within each case, with the page cache dropped before every timed step:
#   A  gpuplanner-cli remote --ssh … upload DIR --dest …       (incremental: manifest, changed files, changed blocks)
#   H  the same command while `gpuplanner-cli remote --ssh … hold` keeps a connection open (no connecting, no sign-in)
#   B  tar -I 'zstd -T0' -cf - DIR | ssh HOST 'tar -I zstd -xf - -C DEST'
#   C  rsync -az --partial -e ssh DIR/ HOST:DEST/DIR/
#   R  the same rsync over an OpenSSH master connection (ControlMaster), the like-for-like opponent of H
#   D  tar czf - DIR | ssh HOST 'tar xzf - -C DEST'
# Cases, in order on the same destinations: the first upload; after changing 1 % of the small files; after appending
# 5 % to the largest file; with no change at all. Links: loopback, and two shaped ones through scripts/shaped-link.py
# (100 Mbit/s with 40 ms RTT, 1 Gbit/s with 10 ms RTT), since this kernel has no sch_netem for `tc qdisc … netem`.
command -v rsync > /dev/null || { echo "install rsync first (apt-get install rsync)" >&2; exit 2; }
pristine="$work/pristine"
python3 - "$pristine" <<'PY'
import os, random, sys
random.seed(16)
root = sys.argv[1] + "/data"
words = "tensor gradient batch token layer attention optimizer schedule warmup checkpoint shard adapter".split()
os.makedirs(root + "/text", exist_ok=True)
for f in range(300):  # 300 text files, 30-110 KiB
    with open(f"{root}/text/notes_{f:03d}.md", "w") as out:
        out.write(" ".join(random.choice(words) + str(random.randint(0, 999)) for _ in range(random.randint(4000, 14000))))
with open(root + "/shard-00000.bin", "wb") as out:  # the largest file: 60 MiB of incompressible bytes
    out.write(os.urandom(60 << 20))
with open(root + "/train.jsonl", "w") as out:  # a compressible dataset
    while out.tell() < (50 << 20):
        out.write('{"prompt": "%s"}\n' % " ".join(random.choices(words, k=40)))
# Hostile names, as in the tests.
for name in ["it's a \"quoted\" $(file).txt", "数据 ünï.csv", "line\nbreak.txt", "-rf", "sp ace"]:
    with open(os.path.join(root, name), "w") as out:
        out.write(name)
PY
# A C++ header tree: many small files in nested folders.
mkdir -p "$pristine/data/include" && cp -a /usr/include/c++ "$pristine/data/include/"
size_mib=$(du -sm "$pristine/data" | cut -f1); files=$(find "$pristine/data" -type f | wc -l)
echo "data: $size_mib MiB in $files files"

change_small() { # 1 % of the small text files get a line more
    for f in $(ls "$1/text" | awk 'NR % 100 == 7'); do echo "edited $(date +%s%N)" >> "$1/text/$f"; done
}
append_large() { head -c $((3 << 20)) /dev/urandom >> "$1/shard-00000.bin"; } # 5 % of 60 MiB

# The links: "loopback" is the sshd's own port; the others a shaping proxy in front of it.
proxies=""
start_link() { # NAME RATE_MBIT RTT_MS -> sets link_port
    if [ "$1" = loopback ]; then link_port=$port; return; fi
    link_port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
    python3 "$root/scripts/shaped-link.py" "$link_port" "$port" "$2" "$3" > "$work/proxy-$1.log" 2>&1 &
    proxies="$proxies $!"
    while ! grep -q ready "$work/proxy-$1.log" 2>/dev/null; do sleep 0.1; done
    echo "[127.0.0.1]:$link_port $(cut -d' ' -f1,2 "$fixture/hostkey.pub")" >> "$HOME/.ssh/known_hosts"
}
# The held connections: H's holder and R's OpenSSH master, one per link. A runs with a runtime folder of its own, so
# it never finds H's socket and connects by itself as before.
holders=""
mkdir -m 700 -p "$work/run-fresh" "$work/run-held"
start_held() { # NAME -> a holder and a master connected through the link
    XDG_RUNTIME_DIR="$work/run-held" "$cli" remote --ssh "$sshl" hold --idle-timeout 2h > "$work/hold-$1.log" 2>&1 &
    holders="$holders $!"
    while ! grep -q Holding "$work/hold-$1.log" 2>/dev/null; do
        kill -0 "$!" 2>/dev/null || { cat "$work/hold-$1.log" >&2; exit 1; }; sleep 0.1
    done
    ssh -p "$link_port" -i "$fixture/clientkey" -o BatchMode=yes -o UserKnownHostsFile="$HOME/.ssh/known_hosts" \
        -o ControlMaster=yes -o ControlPersist=yes -o ControlPath="$work/cm-$1" -fN "$(id -un)@127.0.0.1" < /dev/null
}
stop_held() {
    kill $holders 2>/dev/null || true; holders=""
    ssh -p "$link_port" -o ControlPath="$work/cm-$1" -O exit "$(id -un)@127.0.0.1" 2>/dev/null || true
}
trap 'kill $proxies $holders 2>/dev/null || true; cleanup' EXIT

results="$work/results"; : > "$results"
# SYNC_LINKS picks some of the links (for a quicker look at one change): "100mbit-40ms", say.
links="${SYNC_LINKS:-loopback 100mbit-40ms 1gbit-10ms}"
for name in $links; do
    case $name in
    loopback) start_link loopback 0 0;; 100mbit-40ms) start_link "$name" 100 40;; 1gbit-10ms) start_link "$name" 1000 10;;
    *) echo "unknown link $name (loopback, 100mbit-40ms, 1gbit-10ms)" >&2; exit 2;;
    esac
    sshl="ssh -p $link_port -i $fixture/clientkey -o BatchMode=yes -o UserKnownHostsFile=$HOME/.ssh/known_hosts $(id -un)@127.0.0.1"
    start_held "$name"
    for i in $(seq "$runs"); do
        rm -rf "$work/src" "$work/dest"; cp -a "$pristine" "$work/src"; src="$work/src"
        # Each run's first upload is a first one for A and H too: they forget which folders they uploaded to (the
        # destinations are the same paths every run), as a client that never uploaded to this instance would.
        find "$HOME/.local/share" -name uploads -type f -delete 2>/dev/null || true
        mkdir -p "$work/dest/A" "$work/dest/H" "$work/dest/B" "$work/dest/C" "$work/dest/R" "$work/dest/D"
        for case in first change1 append5 nochange; do
            case $case in change1) change_small "$src/data";; append5) append_large "$src/data";; esac
            for m in A H B C R D; do
                settle; t0=$(now)
                case $m in
                A) XDG_RUNTIME_DIR="$work/run-fresh" "$cli" remote --ssh "$sshl" upload "$src/data" --dest "$work/dest/A" > /dev/null;;
                H) XDG_RUNTIME_DIR="$work/run-held" "$cli" remote --ssh "$sshl" upload "$src/data" --dest "$work/dest/H" > /dev/null;;
                B) tar -C "$src" -I 'zstd -T0' -cf - data | $sshl "tar -I zstd -xf - -C '$work/dest/B'";;
                C) rsync -az --partial -e "ssh -p $link_port -i $fixture/clientkey -o BatchMode=yes -o UserKnownHostsFile=$HOME/.ssh/known_hosts" \
                       "$src/data/" "$(id -un)@127.0.0.1:$work/dest/C/data/";;
                R) rsync -az --partial -e "ssh -p $link_port -i $fixture/clientkey -o BatchMode=yes -o UserKnownHostsFile=$HOME/.ssh/known_hosts -o ControlPath=$work/cm-$name" \
                       "$src/data/" "$(id -un)@127.0.0.1:$work/dest/R/data/";;
                D) tar -C "$src" -czf - data | $sshl "tar xzf - -C '$work/dest/D'";;
                esac
                t1=$(now)
                echo "$name $case $m $(elapsed "$t0" "$t1")" >> "$results"
                diff -r "$src/data" "$work/dest/$m/data" > /dev/null || { echo "method $m differs ($name $case)" >&2; exit 1; }
            done
            echo "$name run $i $case: $(grep "^$name $case " "$results" | tail -n 6 | awk '{printf "%s %ss  ", $3, $4}')"
        done
    done
    stop_held "$name"
done

echo
echo "median seconds and ratios (method time / GPU Planner time; > 1 means GPU Planner is faster):"
printf '%-14s %-9s %6s %6s %6s %6s %6s %6s %6s %6s %6s %6s %6s %6s\n' link case A H B C R D B/A C/A D/A B/H C/H R/H
for link in $links; do
    for case in first change1 append5 nochange; do
        for m in A H B C R D; do
            eval "$m=$(grep "^$link $case $m " "$results" | awk '{print $4}' | median)"
        done
        printf '%-14s %-9s %6s %6s %6s %6s %6s %6s %6s %6s %6s %6s %6s %6s\n' "$link" "$case" "$A" "$H" "$B" "$C" "$R" "$D" \
            "$(ratio "$B" "$A")" "$(ratio "$C" "$A")" "$(ratio "$D" "$A")" "$(ratio "$B" "$H")" "$(ratio "$C" "$H")" "$(ratio "$R" "$H")"
    done
done
