#!/usr/bin/env bash
# `cmake --install` puts everything where a Linux desktop and Debian look for it, and what it installs is valid:
# the launcher entry (desktop-file-validate), the AppStream metainfo (appstreamcli validate), every hicolor icon,
# the man pages in both languages, the completions; and the installed CLI runs from its new place (it finds the
# full CLI in libexec by a relative path).
# usage: install_test.sh BUILD_DIR
set -euo pipefail
build="$1"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
DESTDIR="$stage" cmake --install "$build" --prefix /usr >/dev/null
u="$stage/usr"
failures=0
need() {
    if [ ! -s "$u/$1" ]; then
        echo "FAIL: not installed: /usr/$1"
        failures=$((failures + 1))
    fi
}
need bin/gpuplanner
need bin/gpuplanner-cli
need libexec/gpuplanner/gpuplanner-cli-full
need libexec/gpuplanner/gpuplanner-cli-remote
need share/applications/gpuplanner.desktop
need share/metainfo/io.github.gpuplanner.GpuPlanner.metainfo.xml
need share/icons/hicolor/scalable/apps/gpuplanner.svg
for size in 16 24 32 48 64 128 256 512; do
    need "share/icons/hicolor/${size}x${size}/apps/gpuplanner.png"
    actual="$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]))' \
        "$u/share/icons/hicolor/${size}x${size}/apps/gpuplanner.png" 2>/dev/null || true)"
    if [ "$actual" != "${size}x${size}" ]; then
        echo "FAIL: the ${size}x${size} icon is $actual"
        failures=$((failures + 1))
    fi
done
need share/man/man1/gpuplanner-cli.1.gz
need share/man/man1/gpuplanner.1.gz
need share/man/zh_CN/man1/gpuplanner-cli.1.gz
need share/man/zh_CN/man1/gpuplanner.1.gz
need share/bash-completion/completions/gpuplanner-cli
need share/zsh/vendor-completions/_gpuplanner-cli
need share/doc/gpuplanner/copyright
need share/doc/gpuplanner/changelog.Debian.gz

desktop-file-validate "$u/share/applications/gpuplanner.desktop" || failures=$((failures + 1))
appstreamcli validate --no-net --pedantic "$u/share/metainfo/io.github.gpuplanner.GpuPlanner.metainfo.xml" ||
    failures=$((failures + 1))
# The metainfo's launchable is the installed desktop file; its screenshots are the README's.
grep -q '<launchable type="desktop-id">gpuplanner.desktop</launchable>' \
    "$u/share/metainfo/io.github.gpuplanner.GpuPlanner.metainfo.xml" || { echo "FAIL: launchable"; failures=$((failures + 1)); }
for shot in $(sed -n 's#.*<image>.*/\(docs/screenshots/[^<]*\)</image>.*#\1#p' \
    "$u/share/metainfo/io.github.gpuplanner.GpuPlanner.metainfo.xml"); do
    [ -f "$(dirname "$0")/../../$shot" ] || { echo "FAIL: the metainfo shows $shot, which is not in the repository"; failures=$((failures + 1)); }
done
if ! zcat "$u/share/man/zh_CN/man1/gpuplanner-cli.1.gz" | grep -q '名'; then
    echo "FAIL: the Chinese man page is not in Chinese"
    failures=$((failures + 1))
fi
version="$(HOME="$stage" XDG_CONFIG_HOME= "$u/bin/gpuplanner-cli" --version)" || { echo "FAIL: the installed CLI does not run"; failures=$((failures + 1)); }
case "$version" in
    "gpuplanner-cli "*) ;;
    *) echo "FAIL: installed gpuplanner-cli --version said: $version"; failures=$((failures + 1)) ;;
esac
[ "$failures" -eq 0 ] || { echo "$failures install check(s) failed"; exit 1; }
echo "install: every file in place and valid"
