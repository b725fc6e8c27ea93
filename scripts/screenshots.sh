#!/usr/bin/env bash
# Renders GPU Planner's real window on a virtual X display (Xvfb) and saves PNG screenshots to docs/screenshots/,
# one per page and language, at 1366x768 (a common small laptop screen): docs/screenshots/<page>-<lang>.png.
# The dialogs a new user meets are shot the same way, reached by keyboard as a user would (xdotool): the host profile
# editor (Console, Edit…), the unknown host key prompt (Console, Connect to a new host), Launch from plan (Console,
# with no provider token yet, as a new user first sees it) and the quit prompt (an answer changed, then Ctrl+Q). The Console's Jobs tab is shot connected, with jobs started by the CLI on the test sshd.
#   scripts/screenshots.sh [NAME...]       default: every page and dialog
#   NAME: plan costs budget catalogs console jobs host-profile host-key launch quit
# Needs a build (./run or ./test builds one) and the packages from scripts/debian-packages.txt.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# A real, empty keychain (a private D-Bus session with gnome-keyring), as on a desktop: the windows then say what a new
# user reads (no provider token yet), not that there is no keychain at all.
if [ -z "${GP_SCREENSHOT_KEYRING:-}" ]; then
    export GP_SCREENSHOT_KEYRING=1
    exec dbus-run-session -- sh "$root/tests/secrets/with-keyring.sh" bash "$0" "$@"
fi
app="${GPUPLANNER_APP:-$root/build/app/gpuplanner}"
out="$root/docs/screenshots"
pages=("$@")
[ ${#pages[@]} -gt 0 ] || pages=(plan costs budget catalogs console jobs host-profile host-key launch quit)
[ -x "$app" ] || { echo "screenshots: $app not found; build first (./test or ./run)" >&2; exit 1; }
mkdir -p "$out"

work="$(mktemp -d)"
display=":$((90 + RANDOM % 100))"
Xvfb "$display" -screen 0 1366x768x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 50); do xdpyinfo -display "$display" >/dev/null 2>&1 && break; sleep 0.1; done

# The Console is shown with a real smoke-test report: the CLI runs the real probe over SSH against the test suite's
# loopback sshd (whose PATH has the nvidia-smi test double, as no GPU exists here) and saves the report with a plan,
# which the app then opens.
cli="$(dirname "$app")/gpuplanner-cli"
fixture="$work/sshd"
case " ${pages[*]} " in
*" console "* | *" jobs "* | *" host-profile "* | *" host-key "*)
    sh "$root/tests/remote/sshd_fixture.sh" start "$fixture"
    trap 'sh "$root/tests/remote/sshd_fixture.sh" stop "$fixture"; kill "$xvfb" 2>/dev/null || true; rm -rf "$work"' EXIT
    ;;
esac

# The app's top-level windows, one id a line.
windows() {
    xwininfo -display "$display" -root -tree 2>/dev/null |
        awk '/\("gpuplanner" "gpuplanner"\)/ && / [0-9]+x[0-9]+\+/ {print $1}'
}

for lang in en zh_CN; do
    for name in "${pages[@]}"; do
        # A fresh profile for every shot, so saved geometry or language never leaks into the pictures.
        profile="$work/profile-$lang-$name"
        mkdir -p "$profile/config" "$profile/data" "$profile/runtime" "$profile/home"
        chmod 700 "$profile/runtime"
        as_user() { HOME="$profile/home" XDG_CONFIG_HOME="$profile/config" XDG_DATA_HOME="$profile/data" "$@"; }
        page="$name"
        keys=()
        args=()
        case "$name" in
        console | jobs | host-profile | host-key)
            page=console
            mkdir -p -m 700 "$profile/home/.ssh"
            as_user "$cli" --lang "$lang" profile add lambda-h100 --offer lambda-1x-h100-sxm \
                --ssh "ssh -p $(cat "$fixture/port") -i $fixture/clientkey $(id -un)@127.0.0.1" >/dev/null
            ;;
        launch) page=console ;;
        quit) page=plan ;;
        esac
        case "$name" in
        console)
            # Exit status 1 means "some checks failed", which is what the picture shows.
            as_user "$cli" --lang "$lang" remote --profile lambda-h100 --accept-new-host-key smoke-test \
                --plan "$profile/plan.json" >/dev/null || [ $? -eq 1 ]
            args=("$profile/plan.json")
            ;;
        jobs)
            # A finished job, a training run printing its steps on both GPUs, and an evaluation queued behind it for
            # GPU 1; the window connects (Alt+C) and the tab lists them and follows the running one's log.
            page=console/jobs
            job() { as_user "$cli" --lang "$lang" remote --profile lambda-h100 --accept-new-host-key job "$@" >/dev/null; }
            job run --name prepare-data -- 'echo "tokenized 48,213 samples into data/train.bin"'
            job run --name train --gpus 0,1 --resume-command 'python train.py --resume_from_checkpoint latest' -- \
                'for i in $(seq 10 10 120); do echo "step $i/2000 | loss $(awk "BEGIN {printf \"%.3f\", 2.4 - $i / 200}") | 3,412 tokens/s"; done; sleep 120'
            job run --name eval --gpus 1 -- 'python eval.py --checkpoint latest'
            keys=(alt+c)
            ;;
        host-profile) keys=(alt+e) ;;
        host-key) keys=(alt+c) ;;
        launch) keys=(alt+a) ;; # Launch from plan…: the plan's launchable deployments and the live price asked for
        quit) keys=(Tab Down ctrl+q) ;; # the first answer changed: the plan has something to lose
        esac
        DISPLAY="$display" HOME="$profile/home" XDG_CONFIG_HOME="$profile/config" XDG_DATA_HOME="$profile/data" \
            XDG_RUNTIME_DIR="$profile/runtime" "$app" --lang "$lang" --page "$page" --window-size 1366x768 "${args[@]}" >"$work/app.log" 2>&1 &
        pid=$!
        id=""
        for _ in $(seq 100); do
            id="$(windows | head -1)"
            [ -n "$id" ] && break
            sleep 0.1
        done
        [ -n "$id" ] || { echo "screenshots: the window did not appear ($lang/$name)" >&2; cat "$work/app.log" >&2; exit 1; }
        sleep 1 # let the first frames paint; there is no compositor to ask
        if [ ${#keys[@]} -eq 0 ]; then
            import -display "$display" -window "$id" "$out/$name-$lang.png"
        elif [ "$name" = jobs ]; then
            # No dialog: connect, then let the tab list the jobs and read the log (it polls every 2 s).
            DISPLAY="$display" xdotool windowfocus --sync "$id"
            DISPLAY="$display" xdotool key "${keys[@]}"
            sleep 6
            import -display "$display" -window "$id" "$out/$name-$lang.png"
            job stop train || true
            rm -rf "$fixture/home/.gpuplanner/jobs"
        else
            # No window manager: give the window the keyboard, type, and wait for the dialog's own window.
            DISPLAY="$display" xdotool windowfocus --sync "$id"
            DISPLAY="$display" xdotool key --delay 300 "${keys[@]}"
            for _ in $(seq 100); do
                [ "$(windows | wc -l)" -gt 1 ] && break
                sleep 0.1
            done
            [ "$(windows | wc -l)" -gt 1 ] || { echo "screenshots: no dialog appeared ($lang/$name)" >&2; cat "$work/app.log" >&2; exit 1; }
            sleep 1
            # The whole screen: the dialog over the window it belongs to.
            import -display "$display" -window root "$out/$name-$lang.png"
        fi
        kill "$pid"; wait "$pid" 2>/dev/null || true
        echo "wrote docs/screenshots/$name-$lang.png"
    done
done
