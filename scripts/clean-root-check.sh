#!/usr/bin/env bash
# The install check from a clean root (README, "Install"): in a fresh Debian 12 root made by debootstrap,
#   apt-get install ./gpuplanner_*.deb        installs the package with its dependencies from Debian's archive,
#   gpuplanner-cli --version / catalog list   run,
#   man gpuplanner-cli, bash completion        are found where Debian looks for them,
#   gpuplanner under Xvfb                      shows its main window,
#   apt-get remove --purge gpuplanner          leaves none of the package's files behind.
# Usage (as root, with network access to deb.debian.org): scripts/clean-root-check.sh [DEB] [MIRROR]
# The root has its own minimal /dev (never the host's bound in: docs in ../shared/TOOLCHAIN.md) and is removed with
# --one-file-system once nothing is mounted under it.
set -euo pipefail
root_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
deb="$(readlink -f "${1:-$(ls "$root_dir"/build-pkg/gpuplanner_*.deb)}")"
mirror="${2:-http://deb.debian.org/debian}"
[ "$(id -u)" -eq 0 ] || { echo "clean-root-check: run as root (debootstrap and chroot)" >&2; exit 1; }
command -v debootstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null

R="$(mktemp -d /var/tmp/gpuplanner-root.XXXXXX)"
cleanup() {
    # Only what this check started, by the process ids it wrote down: the root's /proc is the host's, and a name
    # would also match the host's own Xvfb or GPU Planner.
    for pid_file in "$R/tmp/xvfb.pid" "$R/tmp/app.pid"; do
        if [ -s "$pid_file" ]; then kill "$(cat "$pid_file")" 2>/dev/null || true; fi
    done
    for m in dev/pts dev/shm proc sys; do umount "$R/$m" 2>/dev/null || true; done
    if grep -q " $R/" /proc/mounts; then
        echo "clean-root-check: something is still mounted under $R; not removing it" >&2
    else
        rm -rf --one-file-system "$R"
    fi
}
trap cleanup EXIT

echo "== debootstrap bookworm (minbase) into $R"
debootstrap --variant=minbase bookworm "$R" "$mirror" >/dev/null
mknod -m 666 "$R/dev/null" c 1 3 2>/dev/null || true
for spec in "zero 1 5" "full 1 7" "random 1 8" "urandom 1 9" "tty 5 0"; do
    set -- $spec
    [ -e "$R/dev/$1" ] || mknod -m 666 "$R/dev/$1" c "$2" "$3"
done
mkdir -p "$R/dev/pts" "$R/dev/shm"
mount -t devpts -o newinstance,ptmxmode=0666 devpts "$R/dev/pts"
rm -f "$R/dev/ptmx"; ln -s pts/ptmx "$R/dev/ptmx"
mount -t tmpfs tmpfs "$R/dev/shm"
[ -e "$R/dev/fd" ] || [ -L "$R/dev/fd" ] || ln -s /proc/self/fd "$R/dev/fd"
mount -t proc proc "$R/proc"
mount -t sysfs sysfs "$R/sys"
cp /etc/resolv.conf "$R/etc/resolv.conf"
cp "$deb" "$R/tmp/"
in_root() { chroot "$R" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"; }

echo "== files before the install"
in_root apt-get update -qq
in_root sh -c 'find / -xdev -path /proc -prune -o -path /sys -prune -o -path /dev -prune -o -path /tmp -prune \
    -o -path /var -prune -o -path /root -prune -o -print | sort' > "$R/tmp/before.txt"

echo "== apt-get install ./$(basename "$deb")"
in_root apt-get install -y -qq "/tmp/$(basename "$deb")" >/dev/null
in_root dpkg -s gpuplanner | sed -n 's/^\(Version\|Depends\): /  \1: /p'

echo "== gpuplanner-cli --version; gpuplanner-cli catalog list"
in_root gpuplanner-cli --version
# Into a file, then shown: `| head` could end the CLI with SIGPIPE, which pipefail would count as a failure.
in_root sh -c 'gpuplanner-cli catalog list > /tmp/catalog.txt'
head -5 "$R/tmp/catalog.txt"
echo "== man pages and completions where Debian looks"
in_root sh -c 'apt-get install -y -qq man-db bash-completion >/dev/null'
in_root man -w gpuplanner-cli gpuplanner
# The Chinese pages by their own path (man -L picks them without a generated zh_CN locale).
for page in gpuplanner-cli gpuplanner; do
    found="$(in_root man -L zh_CN -w "$page")"
    echo "$found"
    case "$found" in */zh_CN/*) ;; *) echo "no Chinese page for $page"; exit 1 ;; esac
done
in_root lexgrog /usr/share/man/man1/gpuplanner-cli.1.gz /usr/share/man/zh_CN/man1/gpuplanner-cli.1.gz \
    /usr/share/man/man1/gpuplanner.1.gz /usr/share/man/zh_CN/man1/gpuplanner.1.gz
in_root bash -c 'source /usr/share/bash-completion/bash_completion; _completion_loader gpuplanner-cli; complete -p gpuplanner-cli'

echo "== gpuplanner under Xvfb"
in_root sh -c 'apt-get install -y -qq xvfb x11-utils >/dev/null'
# In a network namespace of its own: X's abstract socket for :7 cannot meet a display of the host's.
unshare --net chroot "$R" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 sh -c '
    Xvfb :7 -screen 0 1280x800x24 >/dev/null 2>&1 & echo $! > /tmp/xvfb.pid
    export DISPLAY=:7
    for i in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
    gpuplanner >/tmp/app.log 2>&1 & app=$!; echo $app > /tmp/app.pid
    for i in $(seq 100); do
        if xwininfo -root -tree | grep -q "GPU Planner"; then
            xwininfo -root -tree | grep "GPU Planner" | head -1; kill $app "$(cat /tmp/xvfb.pid)"
            rm -f /tmp/xvfb.pid /tmp/app.pid; exit 0
        fi
        kill -0 $app 2>/dev/null || break
        sleep 0.2
    done
    echo "the window did not appear"; cat /tmp/app.log
    kill $app "$(cat /tmp/xvfb.pid)" 2>/dev/null; rm -f /tmp/xvfb.pid /tmp/app.pid; exit 1'

echo "== apt-get remove --purge gpuplanner"
in_root apt-get remove --purge -y -qq gpuplanner >/dev/null
in_root apt-get autoremove --purge -y -qq >/dev/null
in_root sh -c 'find / -xdev -path /proc -prune -o -path /sys -prune -o -path /dev -prune -o -path /tmp -prune \
    -o -path /var -prune -o -path /root -prune -o -print | sort' > "$R/tmp/after.txt"
left="$(comm -13 "$R/tmp/before.txt" "$R/tmp/after.txt" | grep -i gpuplanner || true)"
if [ -n "$left" ]; then
    echo "left behind:"; echo "$left"; exit 1
fi
if in_root dpkg -L gpuplanner >/dev/null 2>&1; then
    echo "dpkg still knows gpuplanner"; exit 1
fi
echo "clean-root-check: passed"
