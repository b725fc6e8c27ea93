#!/bin/sh
# GPU Planner's jobs on a rented instance (core/remote/JobControl installs this file as ~/.gpuplanner/jobs/jobs.sh,
# once per version, and runs it). A job is a shell command that runs detached from the SSH session in a session and
# process group of its own, with its output in WORKDIR/gpuplanner-logs/NAME.log and its state in
# ~/.gpuplanner/jobs/NAME/: command, resume, priority, gpus, seq, state (queued, running, done, failed, stopped),
# exit, created/started/ended (epoch seconds), pgid, tag (GPUPLANNER_JOB in the environment of the processes it
# starts: all of them but those started with a cleared environment, through sudo, `env -i` or a container), wrapper
# (the pid waiting for it), boot (the boot it ran in), attempts, machine_gpus (what nvidia-smi listed).
# Every change of state happens under one lock (state.lock), so concurrent commands never see a half-made job or take
# one decision twice; every file is written to a name of its own and renamed. One runner per machine (runner.lock)
# starts queued jobs by priority: a job with GPUs named runs beside others whose GPUs it does not share; one without
# runs alone. A runner that died is started again by the next command (or by the guard). Where systemd runs and we
# are root the runner is a transient unit (it survives the end of the login session even with KillUserProcesses=yes;
# KillMode=process, so a runner that dies or ends never takes the jobs it started with it); elsewhere setsid. Locks
# are taken with `flock -n` and a short wait in between, which busybox's flock (no -w) has too.
#   jobs.sh run NAME PRIORITY GPUS WORKDIR COMMAND [RESUME]   jobs.sh list   jobs.sh kick
#   jobs.sh logs NAME [follow | from OFFSET MAX | tail MAX]   jobs.sh stop NAME   jobs.sh resume
#   (internal: jobs.sh runner, jobs.sh wrap NAME)
set -u
# A job that runs these commands itself must not pass its tag on to the runner and the wrappers it would start: the
# job's stop would end them (and every job they run) with it.
unset GPUPLANNER_JOB
J="$HOME/.gpuplanner/jobs"
self="$J/jobs.sh"
# Every command reads the state of every job (a machine keeps the ended ones), so reading one costs no process: the
# queue moves as fast under many jobs and many commands as under few.
this_boot=none
{ IFS= read -r this_boot; } 2>/dev/null < /proc/sys/kernel/random/boot_id
# One line of a job's state into the variable VAR (no process of its own; false when there is none).
getv() { # VAR NAME FIELD
    eval "$1="
    { IFS= read -r "$1" || eval "[ -n \"\$$1\" ]"; } 2>/dev/null < "$J/$2/$3"
}

put() {
    printf '%s\n' "$3" > "$J/$1/.$2.$$" && mv -f "$J/$1/.$2.$$" "$J/$1/$2" && return 0
    rm -f "$J/$1/.$2.$$"; return 1
}
has_flock() { command -v flock >/dev/null 2>&1; }
# Takes the lock open on descriptor FD, waiting up to TENTHS tenths of a second (0: as long as it takes).
take() {
    take_i=0
    while ! flock -n "$1"; do
        [ "$2" = 0 ] || [ "$take_i" -lt "$2" ] || return 1
        sleep 0.1; take_i=$((take_i + 1))
    done
}
# The state lock, on descriptor 7, for the rest of this process (every child that must not hold it closes 7); false
# when another command held it for TENTHS tenths of a second (a minute by default).
lock() {
    has_flock || return 0
    exec 7>>"$J/state.lock"
    take 7 "${1:-600}"
}
locked_out() { echo "the jobs' state is locked by another command" >&2; exit 75; }
unlock() { has_flock && flock -u 7 && exec 7>&-; return 0; }
runs() { # PID: a live process (a zombie whose parent died is dead, even while no one has reaped it yet)
    if [ -r "/proc/$1/stat" ]; then
        # (sh has no local variables: these names are this function's own)
        runs_state=; { IFS= read -r runs_state; } 2>/dev/null < "/proc/$1/stat"
        runs_state=${runs_state##*) }; runs_state=${runs_state%% *}
        [ -n "$runs_state" ] && [ "$runs_state" != Z ] && [ "$runs_state" != X ]
    else
        kill -0 "$1" 2>/dev/null
    fi
}
alive() { # NAME: its wrapper still runs, in this boot, or the runner is starting it (no wrapper recorded yet)
    getv alive_pid "$1" wrapper; getv alive_boot "$1" boot; getv alive_state "$1" state
    [ -n "$alive_pid" ] || { [ "$alive_state" = running ] && [ "$alive_boot" = "$this_boot" ]; return; }
    [ "$alive_boot" = "$this_boot" ] && runs "$alive_pid" && is_wrapper "$alive_pid" "$1"
}
# NAME's state, "interrupted" for a running one whose wrapper and processes are gone. The state is read again once the
# wrapper is found gone: a wrapper records its job's end before it exits, so a job that ended between the two reads
# is ended, not interrupted. A job whose wrapper was killed while its command goes on (the OOM killer took the
# wrapper) is still running: it holds its GPUs, `stop` ends it, and nothing starts it a second time.
# It is left in $now (no process of its own).
state_now() {
    getv now "$1" state
    if [ "$now" = running ] && ! alive "$1"; then
        getv now "$1" state
        if [ "$now" = running ]; then
            getv now_pgid "$1" pgid; getv now_tag "$1" tag
            gone "$now_pgid" "$now_tag" && now=interrupted
        fi
    fi
    return 0
}
is_wrapper() { # PID NAME: PID is still NAME's wrapper, not a process that got its number after the wrapper died
    [ -d /proc/self ] || return 0 # no /proc to tell by: the number alone
    case " $(tr '\000' ' ' 2>/dev/null < "/proc/$1/cmdline") " in
    *" wrap $2 "*) return 0;;
    # The runner's child, forked but not yet `sh … wrap NAME`, has the runner's command line; a runner itself does not
    # count (it may have the dead wrapper's number), so its parent must be a runner.
    *" runner "*)
        is_wrapper_parent=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -d' ' -f2)
        case " $(tr '\000' ' ' 2>/dev/null < "/proc/${is_wrapper_parent:-0}/cmdline") " in
        *" runner "*) return 0;;
        esac;;
    esac
    return 1
}
# The live processes that carry a job's tag in their environment: its command and everything that command started,
# including what left its process group and session (`setsid`, a daemon's double fork). A zombie has no environment.
tagged() {
    [ -n "$1" ] || return 0
    grep -l -s -z -x -F "GPUPLANNER_JOB=$1" /proc/[0-9]*/environ 2>/dev/null | sed 's|^/proc/||; s|/environ$||'
}
# Whether a process group has a live member (a zombie is not one: in a container no init may reap it). `cat` goes on
# past a process that ended meanwhile, where awk would stop.
group_alive() { # PGID
    [ -n "$1" ] || return 1
    cat /proc/[0-9]*/stat 2>/dev/null |
        awk -v g="$1" '{ n = split($0, a, "\\) "); split(a[n], f, " "); if (f[1] != "Z" && f[3] == g) found = 1 }
                       END { exit !found }'
}
gone() { ! group_alive "$1" && [ -z "$(tagged "$2")" ]; } # PGID TAG
signal_all() { # SIGNAL PGID TAG
    [ -z "$2" ] || kill "-$1" "-$2" 2>/dev/null
    signal_left=$(tagged "$3")
    [ -z "$signal_left" ] || kill "-$1" $signal_left 2>/dev/null
    return 0
}
# TERM once (a command saving a checkpoint on TERM is not interrupted again), KILL after GRACE tenths of a second;
# true only when nothing of the job is left.
end_job() { # PGID TAG GRACE
    signal_all TERM "$1" "$2"
    end_i=0
    while ! gone "$1" "$2" && [ "$end_i" -lt "$3" ]; do sleep 0.1; end_i=$((end_i + 1)); done
    end_i=0
    while ! gone "$1" "$2"; do
        [ "$end_i" -lt 50 ] || return 1
        signal_all KILL "$1" "$2"
        sleep 0.1; end_i=$((end_i + 1))
    done
}
# Prints LOG as it grows until PID (NAME's wrapper, which writes the log's last line) has ended. Whether it runs is
# asked before each read, so the read after its end has everything; `tail --pid -f` could end without the last
# lines, and busybox's tail has no --pid.
follow_log() {
    follow_off=0
    while :; do
        follow_running=0; runs "$2" && is_wrapper "$2" "$3" && follow_running=1
        follow_size=$(( $(wc -c 2>/dev/null < "$1" || echo 0) ))
        [ "$follow_size" -ge "$follow_off" ] || follow_off=0 # truncated: from its start again
        if [ "$follow_size" -gt "$follow_off" ]; then
            tail -c +$((follow_off + 1)) "$1" | head -c $((follow_size - follow_off))
            follow_off=$follow_size
        fi
        [ "$follow_running" = 1 ] || break
        sleep 0.2
    done
}
names() { for d in "$J"/*/; do [ -f "$d/state" ] || continue; d=${d%/}; printf '%s\n' "${d##*/}"; done; }

start_runner() {
    if [ "$(id -u)" = 0 ] && [ -d /run/systemd/system ] && command -v systemd-run >/dev/null 2>&1; then
        systemd-run --quiet --collect -p KillMode=process --unit "gpuplanner-jobs-$(date +%s%N)" sh "$self" runner \
            >/dev/null 2>&1 7>&- 9>&- &&
            return
    fi
    setsid sh "$self" runner </dev/null >>"$J/runner.log" 2>&1 7>&- 9>&- &
}
# Whether a runner holds its lock now.
runner_alive() { has_flock || return 0; ! flock -n "$J/runner.lock" true 2>/dev/null; }
# A queued job and no runner (one was killed, or the machine rebooted): start one.
kick() {
    for n in $(names); do
        getv kick_state "$n" state; [ "$kick_state" = queued ] || continue
        runner_alive || start_runner
        return 0
    done
}

# The highest-priority queued job (then the oldest), as "NAME".
next_queued() {
    for n in $(names); do
        getv q_state "$n" state; [ "$q_state" = queued ] || continue
        getv q_priority "$n" priority; getv q_seq "$n" seq
        printf '%s %s %s\n' "$q_priority" "$q_seq" "$n"
    done | sort -k1,1nr -k2,2n | head -n 1 | cut -d' ' -f3
}

# Whether NAME may start beside what runs now.
fits() {
    getv mine "$1" gpus
    for r in $(names); do
        getv fits_state "$r" state; [ "$fits_state" = running ] || continue
        [ -n "$mine" ] || return 1
        getv theirs "$r" gpus
        [ -n "$theirs" ] || return 1
        for g in $(echo "$mine" | tr ',' ' '); do
            case ",$theirs," in *",$g,"*) return 1;; esac
        done
    done
    return 0
}

# One look at the queue under the state lock: records what died, starts what may start. Prints "busy" while
# something runs or waits (a job just started is running: the next look sees it so).
runner_step() {
    lock || { echo busy; return; } # busy elsewhere: look again next second
    busy=""
    for n in $(names); do
        state_now "$n"
        case "$now" in
        running) busy=1;;
        # Its wrapper is gone without recording an end (killed): nothing can write its state any more.
        interrupted)
            if getv was "$n" state && [ "$was" = running ]; then
                put "$n" state interrupted; echo "$(date '+%F %T') $n interrupted" >&2
            fi;;
        esac
    done
    # As many as may start now, the highest priority first (one that must wait holds back those behind it).
    while n=$(next_queued) && [ -n "$n" ] && fits "$n"; do
        # What an earlier attempt left goes before the job reads "running", so a `stop` that comes now finds no
        # stale group number (it may be someone else's by now) and its own `stopping` is not removed.
        rm -f "$J/$n/wrapper" "$J/$n/exit" "$J/$n/ended" "$J/$n/stopping" "$J/$n/pgid"
        getv attempts "$n" attempts; attempts=$(( ${attempts:-0} + 1 )); getv seq "$n" seq
        put "$n" tag "$n.$seq.$attempts"
        put "$n" boot "$this_boot"; put "$n" started "$(date +%s)"; put "$n" attempts "$attempts"
        # The wrapper runs the command only once it finds itself recorded and the job running (it waits for this lock
        # to see): a runner killed half way through starting it leaves a queued job, never one that reads running
        # with nothing behind it, nor one started twice.
        sh "$self" wrap "$n" </dev/null >/dev/null 2>&1 7>&- 9>&- &
        # A write that failed (a full disk) leaves the job queued and this step ends: never a loop of wrappers.
        if ! { put "$n" wrapper "$!" && put "$n" state running; }; then
            kill "$!" 2>/dev/null; echo "$(date '+%F %T') $n could not be started: its state cannot be written" >&2
            break
        fi
        echo "$(date '+%F %T') $n started" >&2
        busy=1
    done
    [ -z "$n" ] || busy=1
    unlock
    [ -z "$busy" ] || echo busy
}

runner() {
    # The lock is this runner's alone: no child inherits it (fd 9 is closed for each), so a killed runner's
    # orphans never keep the next one out. A short wait covers a runner that is just ending.
    exec 9>"$J/runner.lock"
    take 9 30 || exit 0
    while [ "$(runner_step)" = busy ]; do sleep 1 9>&-; done
    flock -u 9
    # A job queued while this runner was finding nothing to do: run again (another runner may have the lock already).
    exec 9>&-
    [ -z "$(next_queued)" ] || exec sh "$self" runner
}

wrap() {
    n="$1"; d="$J/$n"
    # Until it finds itself recorded (a runner of an older version records the wrapper after starting it).
    i=0
    while :; do
        lock || locked_out
        getv w "$n" wrapper; getv s "$n" state
        [ "$s" = running ] && [ "$w" = "$$" ] && break
        [ -z "$w" ] && [ "$i" -lt 50 ] || exit 0
        unlock; sleep 0.1; i=$((i + 1))
    done
    unlock
    cmd=$(cat "$d/command" 2>/dev/null)
    if [ -f "$d/use_resume" ] && [ -s "$d/resume" ]; then cmd=$(cat "$d/resume"); fi
    getv log "$n" log; getv gpus "$n" gpus; getv work "$n" workdir; getv tag "$n" tag
    mkdir -p "$(dirname "$log")"
    printf '== %s: %s\n' "$(date '+%F %T')" "$cmd" >> "$log"
    # The command leads a session (and process group) of its own; `job stop` signals the whole group and every
    # process that carries its tag.
    if [ -n "$gpus" ]; then export CUDA_VISIBLE_DEVICES="$gpus"; fi
    # How many GPUs the machine has: a job that names none holds them all (its GPU-hours and its share of the cost).
    put "$n" machine_gpus "$(nvidia-smi -L 2>/dev/null | grep -c '^GPU ' || true)"
    # A `stop` that came before the group was recorded (nvidia-smi can be slow) made `stopping`: the command never
    # starts. One that comes after finds the group.
    GPUPLANNER_JOB="$tag" setsid -w sh -c 'echo $$ > "$1/.pgid.$$" && mv -f "$1/.pgid.$$" "$1/pgid"
        [ ! -e "$1/stopping" ] || exit 143; cd "$2" || exit 111; exec sh -c "$3"' \
        _ "$d" "$work" "$cmd" >> "$log" 2>&1 </dev/null
    rc=$?
    # What the command started and left running (`cmd &`, a daemon) ends with it: a job that reads "done" holds no
    # GPU any more.
    left=$(tagged "$tag" | wc -l)
    if [ "$left" -gt 0 ]; then
        getv pgid "$n" pgid; end_job "$pgid" "$tag" 50
        printf '== %s: ended %s process(es) the job left running\n' "$(date '+%F %T')" "$left" >> "$log"
    fi
    # The log's last line goes first: whoever reads the end state then finds the whole log. The end waits for the
    # lock as long as it takes: given up, a finished job would read "interrupted" and run again on resume.
    printf '== %s: exit %s\n' "$(date '+%F %T')" "$rc" >> "$log"
    lock 0
    put "$n" exit "$rc"; put "$n" ended "$(date +%s)"
    if [ -f "$d/stopping" ]; then put "$n" state stopped
    elif [ "$rc" = 0 ]; then put "$n" state done
    else put "$n" state failed; fi
    unlock
}

stop() {
    n="$1"; [ -f "$J/$n/state" ] || { echo "no such job" >&2; exit 4; }
    lock || locked_out
    state_now "$n"
    case "$now" in
    queued) put "$n" state stopped; unlock; echo stopped; exit 0;;
    running) ;;
    *) unlock; echo "not running"; exit 0;;
    esac
    : > "$J/$n/stopping"
    unlock
    getv tag "$n" tag; getv g "$n" pgid
    # Just started: its wrapper has not recorded the command's process group yet.
    i=0; while [ -z "$g" ] && alive "$n" && [ $i -lt 40 ]; do sleep 0.25; getv g "$n" pgid; i=$((i + 1)); done
    if ! end_job "$g" "$tag" 100; then
        echo "still running: $(tagged "$tag" | tr '\n' ' ')" >&2
        exit 6
    fi
    # The wrapper records the end; wait for it briefly, then record it for a wrapper that is gone.
    i=0; while alive "$n" && [ $i -lt 40 ]; do sleep 0.25; i=$((i + 1)); done
    lock || locked_out
    if getv was "$n" state && [ "$was" = running ] && ! alive "$n"; then put "$n" state stopped; fi
    unlock
    echo stopped
}

logs() {
    n="$1"; [ -f "$J/$n/state" ] || { echo "no such job" >&2; exit 4; }
    getv log "$n" log
    case "${2:-}" in
    from) # at most MAX bytes past OFFSET (a viewer that polls); far behind, only the last MAX: the first line says
          # where the bytes start
        size=$(( $(wc -c 2>/dev/null < "$log" || echo 0) ))
        at=$3; [ "$at" -le "$size" ] || at=0
        [ $((size - at)) -le "$4" ] || at=$((size - $4))
        echo "gpuplanner-log-from $at"
        tail -c +$((at + 1)) "$log" 2>/dev/null | head -c "$4"
        exit 0;;
    tail) tail -c "$3" "$log" 2>/dev/null; exit 0;;
    follow) ;;
    *) cat "$log" 2>/dev/null; exit 0;;
    esac
    # Until the job ends. Each decision rests on one reading of the state: asking "alive?" and then "queued?" missed
    # a job that the runner started between the two (neither, so the log was printed before the job wrote a line).
    mkdir -p "$(dirname "$log")" && { [ -f "$log" ] || touch "$log"; }
    waited=0
    while :; do
        state_now "$n"
        case "$now" in
        queued)
            # A queue no runner serves (it was killed) gets one; one that cannot get one ends the wait.
            if runner_alive; then waited=0; else kick; waited=$((waited + 1)); fi
            if [ "$waited" -gt 25 ]; then echo "queued, and no runner can start it" >&2; exit 7; fi
            sleep 0.2;;
        running)
            getv p "$n" wrapper
            if [ -n "$p" ]; then follow_log "$log" "$p" "$n"; break; fi
            sleep 0.2;; # the runner is starting it: its wrapper is not recorded yet
        *) cat "$log"; break;; # ended (everything it wrote is in the log), stopped, or interrupted
        esac
    done
}

run() {
    n="$1"
    case "$n" in ''|.*|*[!A-Za-z0-9._-]*) echo "bad name" >&2; exit 2;; esac
    # The working folder as an absolute path: the runner may start elsewhere (a systemd unit starts in /). A relative
    # one is under the home folder, wherever this command started.
    case "$4" in /*) w="$4";; *) w="$HOME/$4";; esac
    mkdir -p -- "$w" && w=$(cd -- "$w" && pwd) || { echo "cannot use the working folder $4" >&2; exit 5; }
    lock || locked_out
    state_now "$n"
    if [ "$now" = queued ] || [ "$now" = running ]; then unlock; echo "exists" >&2; exit 3; fi
    rm -rf "$J/$n"; mkdir -p "$J/$n"
    put "$n" priority "$2"; put "$n" gpus "$3"; put "$n" workdir "$w"
    printf '%s' "$5" > "$J/$n/command"; printf '%s' "${6:-}" > "$J/$n/resume"
    mkdir -p "$w/gpuplanner-logs"
    put "$n" log "$w/gpuplanner-logs/$n.log"; put "$n" created "$(date +%s)"; put "$n" attempts 0
    put "$n" seq "$(date +%s%N)"
    put "$n" state queued
    unlock
    start_runner
    echo "queued $n"
}

mkdir -p "$J"
case "${1:-}" in
run) shift; run "$@";;
list)
    kick
    # One line per job: name, state, priority, gpus, exit, created, started, ended, attempts, log, machine GPUs.
    for n in $(names); do
        state_now "$n"
        for f in priority gpus exit created started ended attempts log machine_gpus; do getv "l_$f" "$n" "$f"; done
        printf 'job\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$n" "$now" "$l_priority" "$l_gpus" "$l_exit" \
            "$l_created" "$l_started" "$l_ended" "$l_attempts" "$l_log" "$l_machine_gpus"
    done
    ;;
logs) kick; shift; logs "$@";;
stop) shift; stop "$@";;
kick) kick;;
resume)
    # After a reboot or a preemption: what was running (and is not now) or queued runs again, with its resume
    # command when it has one.
    lock || locked_out
    for n in $(names); do
        state_now "$n"
        case "$now" in
        interrupted|queued) ;;
        *) continue;;
        esac
        [ "$now" = queued ] || : > "$J/$n/use_resume"
        put "$n" state queued
        echo "resumed $n"
    done
    unlock
    start_runner
    ;;
runner) runner;;
wrap) wrap "$2";;
*) echo "usage: jobs.sh run|list|logs|stop|resume|kick" >&2; exit 2;;
esac
