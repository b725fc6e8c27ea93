#!/bin/sh
# A real OpenSSH sshd on 127.0.0.1 for the remote tests, with its own host key, client key, authorized_keys and a
# PATH that puts the test doubles (tests/remote/doubles: a fake nvidia-smi) first, and a HOME of its own so that
# what the tests install there (the guard) never touches the real home of whoever runs them.
#   sshd_fixture.sh start DIR   |   sshd_fixture.sh stop DIR
set -eu
cmd="$1"; d="$2"
here="$(cd "$(dirname "$0")" && pwd)"
case "$cmd" in
start)
    rm -rf "$d"; mkdir -p "$d/home/.ssh"; chmod 700 "$d"
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
    echo "[127.0.0.1]:$port $(cut -d' ' -f1,2 "$d/hostkey.pub")" > "$d/known_hosts"
    echo "[127.0.0.1]:$port $(cut -d' ' -f1,2 "$d/otherhostkey.pub")" > "$d/changed_known_hosts"
    # sshd run by root wants its privilege-separation folder; run by anyone else it logs in only that user.
    [ -d /run/sshd ] || [ "$(id -u)" -ne 0 ] || mkdir -p -m 0755 /run/sshd
    id -un > "$d/user"
    /usr/sbin/sshd -t -f "$d/sshd_config"
    /usr/sbin/sshd -D -e -f "$d/sshd_config" </dev/null >"$d/sshd.log" 2>&1 &
    echo $! > "$d/sshd.bgpid"
    i=0
    while ! grep -q "Server listening" "$d/sshd.log" 2>/dev/null; do
        i=$((i + 1)); [ "$i" -le 100 ] || { cat "$d/sshd.log" >&2; exit 1; }
        sleep 0.05
    done
    ;;
stop)
    # A guard a failed test left behind stops once its settings are gone.
    rm -f "$d/home/.gpuplanner/guard.conf"
    [ -f "$d/home/.gpuplanner/guard.pid" ] && kill "$(cat "$d/home/.gpuplanner/guard.pid")" 2>/dev/null || true
    [ -f "$d/sshd.bgpid" ] && kill "$(cat "$d/sshd.bgpid")" 2>/dev/null || true
    ;;
esac
