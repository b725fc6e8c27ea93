#!/bin/sh
# A real SSH server on 127.0.0.1 for the remote tests, with its own host key, client key, authorized_keys and a
# PATH that puts the test doubles (tests/remote/doubles: a fake nvidia-smi) first, and a HOME of its own so that
# what the tests install there (the guard) never touches the real home of whoever runs them.
#   sshd_fixture.sh start DIR [openssh|dropbear]   |   sshd_fixture.sh stop DIR
# Dropbear (some rented machines run it) takes HOME from the password database and PATH from its build, so it runs
# in a mount namespace of its own where the fixture's home is the login's home and the doubles are first in
# /usr/sbin. That needs root; without root (or without dropbear) the fixture writes DIR/unavailable with the reason.
set -eu
cmd="$1"; d="$2"; server="${3:-openssh}"
here="$(cd "$(dirname "$0")" && pwd)"
case "$cmd" in
start)
    umount -l "$d/shared" 2>/dev/null || true
    rm -rf "$d"; mkdir -p "$d/home/.ssh" "$d/shared"; chmod 700 "$d"
    if [ "$server" = dropbear ]; then
        reason=""
        command -v dropbear >/dev/null 2>&1 || reason="dropbear is not installed (Debian: dropbear-bin)"
        [ -n "$reason" ] || [ "$(id -u)" -eq 0 ] || reason="the Dropbear fixture needs root (a mount namespace)"
        [ -n "$reason" ] || unshare -m true 2>/dev/null || reason="mount namespaces are not available here"
        if [ -n "$reason" ]; then echo "$reason" > "$d/unavailable"; echo "note: $reason"; exit 0; fi
    fi
    ssh-keygen -q -t ed25519 -N '' -f "$d/hostkey"
    ssh-keygen -q -t ed25519 -N '' -f "$d/clientkey"
    ssh-keygen -q -t ed25519 -N '' -f "$d/otherhostkey"
    cp "$d/clientkey.pub" "$d/authorized_keys"
    # A free port: let the kernel pick one for a listening socket, then hand it to sshd.
    port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])' 2>/dev/null \
            || shuf -i 20000-60000 -n 1)"
    # Passwords are accepted so that a wrong one is refused by the real check; the server listens on 127.0.0.1 only
    # and lives as long as the test run.
    cat > "$d/sshd_config" <<CFG
Port $port
ListenAddress 127.0.0.1
HostKey $d/hostkey
PidFile $d/sshd.pid
AuthorizedKeysFile $d/authorized_keys
PubkeyAuthentication yes
PasswordAuthentication yes
PermitRootLogin yes
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
SetEnv PATH=$here/doubles:/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin HOME=$d/home
Subsystem sftp /usr/lib/openssh/sftp-server
LogLevel VERBOSE
CFG
    echo "$port" > "$d/port"
    # What the real home folder of whoever runs the tests holds now: `stop` fails the run if the tests added to it
    # (everything a test writes belongs in its own temporary folders; sshd starts commands in that home, so a relative
    # path on the "instance" would land there).
    getent passwd "$(id -un)" | cut -d: -f6 > "$d/real_home"
    ls -A "$(cat "$d/real_home")" > "$d/home-before" 2>/dev/null || true
    echo "[127.0.0.1]:$port $(cut -d' ' -f1,2 "$d/hostkey.pub")" > "$d/known_hosts"
    echo "[127.0.0.1]:$port $(cut -d' ' -f1,2 "$d/otherhostkey.pub")" > "$d/changed_known_hosts"
    # sshd run by root wants its privilege-separation folder; run by anyone else it logs in only that user.
    [ -d /run/sshd ] || [ "$(id -u)" -ne 0 ] || mkdir -p -m 0755 /run/sshd
    id -un > "$d/user"
    if [ "$server" = dropbear ]; then
        dropbearconvert openssh dropbear "$d/hostkey" "$d/hostkey.dropbear" >/dev/null 2>&1
        cp "$d/authorized_keys" "$d/home/.ssh/authorized_keys"; chmod 600 "$d/home/.ssh/authorized_keys"
        chmod 700 "$d/home/.ssh" "$d/home"
        home="$(getent passwd "$(id -un)" | cut -d: -f6)"
        # Wrappers that run each double from where it lives, so that it finds its captured outputs beside it.
        mkdir -p "$d/sbin"
        for f in "$here"/doubles/*; do
            [ -f "$f" ] || continue
            printf '#!/bin/sh\nexec %s "$@"\n' "$f" > "$d/sbin/$(basename "$f")"; chmod 755 "$d/sbin/$(basename "$f")"
        done
        # Mounts the tests make below shared/ (small filesystems) reach the server's namespace.
        mount --bind "$d/shared" "$d/shared"; mount --make-shared "$d/shared"
        # A read-only overlay puts the doubles before the real /usr/sbin (first on root's PATH in Dropbear).
        unshare -m --propagation slave sh -c '
            set -e
            mount --bind "$1" "$2"
            mount -t overlay overlay -o "lowerdir=$3:/usr/sbin" /usr/sbin
            exec dropbear -F -E -m -r "$4" -p "127.0.0.1:$5" -P "$6"' \
            fixture "$d/home" "$home" "$d/sbin" "$d/hostkey.dropbear" "$port" "$d/dropbear.pid" \
            </dev/null >"$d/sshd.log" 2>&1 &
        echo $! > "$d/sshd.bgpid"
        ready="Not backgrounding"
    else
        /usr/sbin/sshd -t -f "$d/sshd_config"
        /usr/sbin/sshd -D -e -f "$d/sshd_config" </dev/null >"$d/sshd.log" 2>&1 &
        echo $! > "$d/sshd.bgpid"
        ready="Server listening"
    fi
    i=0
    while ! grep -q "$ready" "$d/sshd.log" 2>/dev/null; do
        i=$((i + 1)); [ "$i" -le 100 ] || { cat "$d/sshd.log" >&2; exit 1; }
        sleep 0.05
    done
    ;;
stop)
    # A guard a failed test left behind stops once its settings are gone.
    rm -f "$d/home/.gpuplanner/guard.conf"
    [ -f "$d/home/.gpuplanner/guard.pid" ] && kill "$(cat "$d/home/.gpuplanner/guard.pid")" 2>/dev/null || true
    [ -f "$d/sshd.bgpid" ] && kill "$(cat "$d/sshd.bgpid")" 2>/dev/null || true
    umount -l "$d/shared" 2>/dev/null || true
    if [ -f "$d/home-before" ]; then
        ls -A "$(cat "$d/real_home")" > "$d/home-after" 2>/dev/null || true
        added=$(sort "$d/home-after" | comm -13 "$(sort "$d/home-before" > "$d/home-before.sorted"; echo "$d/home-before.sorted")" -)
        if [ -n "$added" ]; then
            echo "The tests left these in $(cat "$d/real_home"), outside their temporary folders:" $added >&2
            exit 1
        fi
    fi
    ;;
esac
