#!/bin/sh
# Runs a command with a real Secret Service keyring (gnome-keyring) on the private D-Bus session it is started in.
# usage: dbus-run-session -- sh tests/secrets/with-keyring.sh CMD...     (recipe: shared/TOOLCHAIN.md, section 4)
set -e
XDG_RUNTIME_DIR="$(mktemp -d /tmp/gp-keyring-run.XXXXXX)"  # gnome-keyring's control socket
XDG_DATA_HOME="$(mktemp -d /tmp/gp-keyring-data.XXXXXX)"   # keyrings/login.keyring is created here
export XDG_RUNTIME_DIR XDG_DATA_HOME
trap 'rm -rf "$XDG_RUNTIME_DIR" "$XDG_DATA_HOME"' EXIT
# --unlock reads the keyring's password on stdin, creates and unlocks "login" and makes it the default collection.
eval "$(printf 'test-keyring-pass' | gnome-keyring-daemon --unlock --components=secrets)"
export GNOME_KEYRING_CONTROL
"$@"
