#!/bin/sh
# GPU Planner: runs the user's own training command as the last part of the smoke test, with a step limit and a
# timeout, and records the peak GPU memory it used and how long the GPUs were busy (nvidia-smi, sampled every second,
# the fullest and the busiest GPU).
# Settings (assigned ahead of this script on stdin): GP_COMMAND (run with sh -c; "{steps}" in it is replaced by
# GP_STEPS, which it also gets as GP_MAX_STEPS), GP_TIMEOUT_S, GP_WORKDIR (where it runs; created if missing).
# Output: key=value lines: user_exit, user_seconds, user_timed_out, user_peak_mib, user_busy_seconds (from the first to
# the last sample with a GPU at least half busy), user_tail (last lines of output), user_log (the last 40 lines, each
# cut to 300 characters: where the command's own speed line is looked for).
steps="${GP_STEPS:-20}"
limit="${GP_TIMEOUT_S:-600}"
dir="${GP_WORKDIR:-.}"
mkdir -p "$dir" 2>/dev/null; cd "$dir" 2>/dev/null || cd "$HOME" || exit 1
command=$(printf '%s' "$GP_COMMAND" | sed "s/{steps}/$steps/g")
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
start=$(date +%s)
GP_MAX_STEPS="$steps" timeout -k 10 "$limit" sh -c "$command" >"$log" 2>&1 </dev/null &
pid=$!
peak=0
first_busy=
last_busy=
highest() { awk 'BEGIN { m = 0 } $1 ~ /^[0-9]+$/ && $1 + 0 > m { m = $1 + 0 } END { print m }'; }
sample() {
    command -v nvidia-smi >/dev/null 2>&1 || return 0
    used=$(nvidia-smi --query-gpu=memory.used --format=csv,noheader,nounits 2>/dev/null | highest)
    [ "${used:-0}" -gt "$peak" ] && peak=$used
    busy=$(nvidia-smi --query-gpu=utilization.gpu --format=csv,noheader,nounits 2>/dev/null | highest)
    if [ "${busy:-0}" -ge 50 ]; then
        now=$(date +%s)
        [ -z "$first_busy" ] && first_busy=$now
        last_busy=$now
    fi
}
while kill -0 "$pid" 2>/dev/null; do
    sample
    sleep 1
done
wait "$pid"; rc=$?
sample
echo "user_exit=$rc"
echo "user_seconds=$(( $(date +%s) - start ))"
[ "$rc" -eq 124 ] && echo "user_timed_out=yes" || echo "user_timed_out=no"
echo "user_peak_mib=$peak"
# Each sample stands for the second after it.
[ -n "$first_busy" ] && echo "user_busy_seconds=$(( last_busy - first_busy + 1 ))"
tail -n 5 "$log" | tr -d '\r' | sed 's/^/user_tail=/'
tail -n 40 "$log" | tr -d '\r' | cut -c 1-300 | sed 's/^/user_log=/'
