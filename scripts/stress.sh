#!/bin/sh
# Stress for jobs and uploads (issue 41), on loopback only: a real OpenSSH sshd started here, the real CLI.
# For SECONDS, at the same time:
#   - four job workers run, list, stop and read the logs of jobs, each call a connection of its own;
#   - two uploaders send two trees, changing a few files before each upload, into one destination folder;
#   - a killer now and then kills the jobs' runner or one of sshd's session processes (a dropped connection).
# Then it checks what must hold whatever was killed, and prints the counts:
#   lost jobs     a job whose `run` said "queued" that is not listed, or never ends once the load stops
#   false stops   a `stop` that said "stopped" while a process of that job still ran
#   lost files    a tree on the instance that differs from its source after an upload that said it landed
#   leftovers     staging folders, partial archives or locks left once the last uploads have landed
# usage: scripts/stress.sh [BUILD_DIR] [SECONDS]      exit 0 when all four are 0
set -u
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build}"; seconds="${2:-600}"
cli="$build/app/gpuplanner-cli"
[ -x "$cli" ] || { echo "build first: $cli is missing" >&2; exit 2; }
work="$(mktemp -d /tmp/gp-stress.XXXXXX)"
fixture="$work/sshd"
pids=""
cleanup() {
    for p in $pids; do kill "$p" 2>/dev/null; done
    wait 2>/dev/null
    # The instance's jobs end with the run (they live under the fixture's home).
    pkill -KILL -f "$fixture/home/.gpuplanner/jobs/jobs.sh" 2>/dev/null
    for e in /proc/[0-9]*/environ; do
        grep -qz '^GPUPLANNER_JOB=stress-' "$e" 2>/dev/null && { p=${e#/proc/}; kill -KILL "${p%/environ}" 2>/dev/null; }
    done
    sh "$root/tests/remote/sshd_fixture.sh" stop "$fixture" >/dev/null 2>&1
    rm -rf "$work"
}
trap cleanup EXIT INT TERM
sh "$root/tests/remote/sshd_fixture.sh" start "$fixture" >/dev/null || exit 2
mkdir -p "$work/home/.ssh" "$work/out" "$work/dest"
cp "$fixture/known_hosts" "$work/home/.ssh/known_hosts"
export HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_CONFIG_HOME="$work/home/config"
ssh_cmd="ssh -p $(cat "$fixture/port") -i $fixture/clientkey $(cat "$fixture/user")@127.0.0.1"
remote() { timeout 120 "$cli" remote --ssh "$ssh_cmd" "$@"; }
jobs_dir="$fixture/home/.gpuplanner/jobs"
end=$(( $(date +%s) + seconds ))
count() { echo "$2" >> "$work/out/$1"; }
total() { [ -f "$work/out/$1" ] && wc -l < "$work/out/$1" | tr -d ' ' || echo 0; }

# Processes of a job that still run: its tag in their environment (jobs.sh), not a zombie.
job_processes() {
    tag=$(cat "$jobs_dir/$1/tag" 2>/dev/null) || return 0
    for e in $(grep -l -s -z -x -F "GPUPLANNER_JOB=$tag" /proc/[0-9]*/environ); do
        p=${e#/proc/}; p=${p%/environ}
        s=$(sed 's/.*) //' "/proc/$p/stat" 2>/dev/null | cut -d' ' -f1)
        [ -n "$s" ] && [ "$s" != Z ] && echo "$p"
    done
}

job_worker() { # N
    i=0
    while [ "$(date +%s)" -lt "$end" ]; do
        i=$((i + 1)); name="stress-$1-$i"
        case $(( $(od -An -N1 -tu1 /dev/urandom) % 4 )) in
        0|1)
            if remote job run --name "$name" --gpus "$1" --workdir "$work/jobwork" -- \
                "sleep \$(( \$(od -An -N1 -tu1 /dev/urandom) % 3 )); echo ran $name" >/dev/null 2>&1; then
                count queued "$name"
            else count failed_calls "run $name"; fi;;
        2)
            victim=$(ls "$jobs_dir" 2>/dev/null | grep "^stress-$1-" | shuf -n 1)
            [ -n "$victim" ] || continue
            if remote job stop "$victim" >/dev/null 2>&1; then
                count stopped "$victim"
                left=$(job_processes "$victim")
                [ -z "$left" ] || count false_stops "$victim: $left"
            else count failed_calls "stop $victim"; fi;;
        3)
            snapshot=$(cat "$work/out/queued" 2>/dev/null)
            if remote job list --json > "$work/list-$1.json" 2>/dev/null; then
                count listed "$1"
                for n in $snapshot; do
                    grep -q "\"$n\"" "$work/list-$1.json" || count lost_jobs "$n missing from a list"
                done
                victim=$(echo "$snapshot" | shuf -n 1)
                [ -z "$victim" ] || remote job logs "$victim" >/dev/null 2>&1 || count failed_calls "logs $victim"
            else count failed_calls "list"; fi;;
        esac
    done
}

make_tree() { # DIR: 40 small files and a 3 MiB one
    mkdir -p "$1/sub"
    for f in $(seq 1 40); do echo "$f $(date +%s%N)" > "$1/sub/f$f.txt"; done
    head -c $((3 << 20)) /dev/urandom > "$1/big.bin"
}
uploader() { # NAME
    tree="$work/src/$1"; make_tree "$tree"
    while [ "$(date +%s)" -lt "$end" ]; do
        for f in $(seq 1 40 | shuf -n 3); do echo "changed $(date +%s%N)" >> "$tree/sub/f$f.txt"; done
        [ $(( $(od -An -N1 -tu1 /dev/urandom) % 4 )) -ne 0 ] || head -c 65536 /dev/urandom >> "$tree/big.bin"
        if remote upload "$tree" --dest "$work/dest" --delete >/dev/null 2>"$work/upload-$1.err"; then
            count uploads "$1"
            diff -r "$tree" "$work/dest/$1" >/dev/null 2>&1 || count lost_files "$1 after an upload that landed"
        else
            count failed_calls "upload $1: $(head -c 200 "$work/upload-$1.err")"
        fi
    done
}

killer() {
    while [ "$(date +%s)" -lt "$end" ]; do
        sleep $(( 2 + $(od -An -N1 -tu1 /dev/urandom) % 4 ))
        if [ $(( $(od -An -N1 -tu1 /dev/urandom) % 2 )) -eq 0 ]; then
            pkill -KILL -f "$jobs_dir/jobs.sh runner" && count kills runner
        else
            # One of sshd's processes for a session (not the listener): a connection dropped mid-command.
            listener=$(cat "$fixture/sshd.bgpid" 2>/dev/null)
            child=$(pgrep -P "${listener:-0}" | shuf -n 1)
            [ -z "$child" ] || { kill -KILL "$child" 2>/dev/null && count kills sshd-child; }
        fi
    done
}

mkdir -p "$work/jobwork" "$work/src"
for n in 1 2 3 4; do job_worker "$n" & pids="$pids $!"; done
uploader A & pids="$pids $!"
uploader B & pids="$pids $!"
killer & pids="$pids $!"
wait
pids=""

# The load has stopped: every queued job must end (a runner killed last is replaced by the next command), and the
# last uploads must land and leave nothing behind.
unfinished() { python3 -c 'import json, sys
for j in json.load(open(sys.argv[1]))["jobs"]:
    if j["state"] in ("queued", "running"): print(j["name"], j["state"])' "$1"; }
deadline=$(( $(date +%s) + 120 ))
while [ "$(date +%s)" -lt "$deadline" ]; do
    remote job list --json > "$work/final.json" 2>/dev/null && [ -z "$(unfinished "$work/final.json")" ] && break
    sleep 2
done
for n in $(cat "$work/out/queued" 2>/dev/null); do
    grep -q "\"$n\"" "$work/final.json" || count lost_jobs "$n not listed at the end"
done
unfinished "$work/final.json" | while read -r line; do count lost_jobs "never ended: $line"; done
for t in A B; do
    remote upload "$work/src/$t" --dest "$work/dest" --delete >/dev/null 2>&1 || count failed_calls "final upload $t"
    diff -r "$work/src/$t" "$work/dest/$t" >/dev/null 2>&1 || count lost_files "$t at the end"
done
ls -A "$work/dest" | grep '^\.gpuplanner-upload-' | while read -r f; do count leftovers "$f"; done

printf 'stress: %s s, jobs queued %s, stopped %s, lists %s; uploads landed %s; kills %s (runner %s); calls that failed (dropped connections) %s\n' \
    "$seconds" "$(total queued)" "$(total stopped)" "$(total listed)" "$(total uploads)" "$(total kills)" \
    "$(grep -c runner "$work/out/kills" 2>/dev/null || echo 0)" "$(total failed_calls)"
printf 'stress: lost jobs %s, false stops %s, lost files %s, leftovers %s\n' \
    "$(total lost_jobs)" "$(total false_stops)" "$(total lost_files)" "$(total leftovers)"
for f in lost_jobs false_stops lost_files leftovers; do [ -f "$work/out/$f" ] && sed "s/^/  $f: /" "$work/out/$f" | head -20; done
[ "$(total lost_jobs)" = 0 ] && [ "$(total false_stops)" = 0 ] && [ "$(total lost_files)" = 0 ] &&
    [ "$(total leftovers)" = 0 ]
