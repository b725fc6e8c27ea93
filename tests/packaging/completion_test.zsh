#!/usr/bin/env zsh
# Tab in zsh: runs the completion function from resources/completion/_gpuplanner-cli with `words` and `CURRENT` as
# zsh's completion system sets them, and with compadd and _files standing in for the widgets (which need a
# terminal): what the function hands them is what zsh would offer.
# usage: completion_test.zsh CLI COMPLETION_FILE
cli_dir=${1:A:h}
path=($cli_dir $path)
export HOME=$(mktemp -d) XDG_CONFIG_HOME= XDG_DATA_HOME=
trap 'rm -rf $HOME' EXIT
offered=()
compadd() { [[ $1 == -a ]] && offered+=("${(@P)2}") }
_files() { offered+=(":files") }
compset() { offered+=("compset $*") }
fn_body=$(<$2)
eval "_gpuplanner_cli_completion() { $fn_body }"

failures=0
expect() { # expect WANTED -- WORD...
    local wanted=$1; shift 2
    words=(gpuplanner-cli "$@"); CURRENT=${#words}; offered=()
    _gpuplanner_cli_completion
    if (( ! ${offered[(Ie)$wanted]} )); then
        print "FAIL: zsh 'gpuplanner-cli $*<Tab>' does not offer '$wanted'; it offers: ${offered[*]}"
        (( failures++ ))
    fi
}
expect estimate -- est
expect --model -- estimate --
expect qwen2.5-7b -- estimate --model qwen2.5-7
expect --model=qwen2.5-7b -- estimate --model=qwen2.5-7
expect lora -- fit --task ""
expect run -- remote --ssh "ssh root@127.0.0.1" job ""
expect :files -- budget ""
expect "compset -P *=" -- export skypilot plan.json --output=pl
(( failures == 0 )) || { print "$failures zsh completion check(s) failed"; exit 1 }
print "zsh completion: all checks passed"
