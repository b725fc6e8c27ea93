#!/bin/sh
# GPU Planner guard: runs on the instance, so it works while the laptop is closed. It releases the instance (runs
# the release command, by default "shutdown -h now") after a maximum runtime, or when the GPUs have been idle and no
# one has been logged in over SSH for a while. Settings: ~/.gpuplanner/guard.conf (written by GPU Planner).
dir="$HOME/.gpuplanner"
conf="$dir/guard.conf"
log() { echo "$(date '+%Y-%m-%d %H:%M:%S') $*" >> "$dir/guard.log"; }
value() { sed -n "s/^$1=//p" "$conf" | head -n 1; }
started=$(value started_at); max=$(value max_runtime_s); idle=$(value idle_s)
util_limit=$(value idle_util_percent); every=$(value check_every_s); release=$(value release_command)
ssh_port=$(value ssh_port)
: "${max:=0}" "${idle:=0}" "${util_limit:=10}" "${every:=60}" "${release:=shutdown -h now}" "${ssh_port:=22}"
idle_since=""
unreadable_logged=""
log "guard started: max_runtime=${max}s idle=${idle}s below ${util_limit}% check_every=${every}s"
fired=""
fire() {
    if [ -n "$fired" ]; then
        log "releasing again: $1"
    else
        log "releasing: $1; running: $release"
    fi
    # Webhooks first (resources/remote/notify.py), while the machine still has its network: at most three attempts of
    # 15 s each per webhook, however slowly a server answers, and 90 s for all of them, so a dead or trickling webhook
    # delays the release by a minute and a half at most, never forever (`timeout` stands behind that). Once.
    if [ -z "$fired" ] && [ -f "$dir/notify.json" ]; then
        if command -v python3 >/dev/null 2>&1; then
            limit=""; command -v timeout >/dev/null 2>&1 && limit="timeout -s KILL 120"
            $limit python3 "$dir/notify.py" "$dir/notify.json" "$2" >> "$dir/guard.log" 2>&1 || true
        else
            log "notifications not sent: this instance has no python3"
        fi
    fi
    # A provider API token, if one was installed with the guard, for a release command that calls the provider.
    if [ -f "$dir/provider-token" ]; then GP_PROVIDER_TOKEN="$(cat "$dir/provider-token")"; export GP_PROVIDER_TOKEN; fi
    fired=1
    sh -c "$release" >> "$dir/guard.log" 2>&1
    status=$?
    if [ "$status" -eq 0 ]; then
        rm -f "$dir/guard.pid"
        exit 0
    fi
    # Still billing (a provider that refused, no network for a moment): try again at the next check, never give up.
    log "the release command failed (exit $status); trying again in ${every}s"
}
# Someone is using the machine when a connection to the SSH port is established (any SSH server: OpenSSH, Dropbear,
# interactive or not, the kernel's table says so) or someone is logged in (utmp: consoles, terminals).
sessions() {
    port=$(printf ':%04X' "$ssh_port")
    connections=$(cat /proc/net/tcp /proc/net/tcp6 2>/dev/null |
                  awk -v p="$port" '$4 == "01" && substr($2, length($2) - 4) == p { n++ } END { print n + 0 }')
    users=$(who 2>/dev/null | wc -l)
    echo $((connections + users))
}
# jobs.sh's is_wrapper, the same lines: a wrapper's number, reused by another process after the wrapper died, is no
# job.
is_wrapper() {
    [ -d /proc/self ] || return 0
    case " $(tr '\000' ' ' 2>/dev/null < "/proc/$1/cmdline") " in
    *" wrap $2 "*) return 0;;
    *" runner "*)
        is_wrapper_parent=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -d' ' -f2)
        case " $(tr '\000' ' ' 2>/dev/null < "/proc/${is_wrapper_parent:-0}/cmdline") " in
        *" runner "*) return 0;;
        esac;;
    esac
    return 1
}
# A job started with `gpuplanner-cli remote … job run` (resources/remote/jobs.sh) that still runs is work going on,
# whatever the GPUs show (a data-loading phase, a CPU step).
jobs_running() {
    n=0; b=$(cat /proc/sys/kernel/random/boot_id 2>/dev/null || echo none)
    for d in "$HOME"/.gpuplanner/jobs/*/; do
        [ "$(cat "$d/state" 2>/dev/null)" = running ] && [ "$(cat "$d/boot" 2>/dev/null)" = "$b" ] &&
            w=$(cat "$d/wrapper" 2>/dev/null) && [ -n "$w" ] && kill -0 "$w" 2>/dev/null &&
            is_wrapper "$w" "$(basename "$d")" && n=$((n + 1))
    done
    echo $n
}
while [ -f "$conf" ]; do
    now=$(date +%s)
    # A queue whose runner died (killed, the OOM killer) gets one again, with no one connected to ask.
    [ ! -f "$dir/jobs/jobs.sh" ] || sh "$dir/jobs/jobs.sh" kick >/dev/null 2>&1
    if [ "$max" -gt 0 ] && [ $((now - started)) -ge "$max" ]; then
        fire "maximum runtime of ${max}s reached" max_runtime
    fi
    if [ "$idle" -gt 0 ]; then
        util=0
        if command -v nvidia-smi >/dev/null 2>&1; then
            # The busiest GPU; "[N/A]" (MIG, vGPU) is skipped, and if no GPU can say, the instance is not called idle.
            util=$(nvidia-smi --query-gpu=utilization.gpu --format=csv,noheader,nounits 2>/dev/null |
                   awk 'BEGIN { m = -1 } $1 ~ /^[0-9.]+$/ && $1 + 0 > m { m = $1 + 0 } END { print int(m) }')
            if [ "${util:--1}" -lt 0 ]; then
                [ -n "$unreadable_logged" ] || log "GPU utilization cannot be read here: the idle watchdog waits"
                unreadable_logged=yes
                util=100
            fi
        fi
        sessions=$(sessions)
        if [ "$sessions" != "${last_sessions:-}" ]; then
            log "SSH connections and logins: $sessions"
            last_sessions=$sessions
        fi
        jobs=$(jobs_running)
        if [ "$jobs" != "${last_jobs:-0}" ]; then
            log "jobs running: $jobs"
            last_jobs=$jobs
        fi
        if [ "$util" -lt "$util_limit" ] && [ "$sessions" -eq 0 ] && [ "$jobs" -eq 0 ]; then
            idle_since=${idle_since:-$now}
            if [ $((now - idle_since)) -ge "$idle" ]; then
                fire "GPUs below ${util_limit}% and no SSH session or job for ${idle}s" idle
            fi
        else
            idle_since=""
        fi
    fi
    sleep "$every"
done
log "guard stopped: its settings were removed"
