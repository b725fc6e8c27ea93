#!/usr/bin/env bash
# Tab in bash: loads resources/completion/gpuplanner-cli.bash as bash-completion would, then calls the function bash
# calls on Tab (`complete -p` names it) for typed lines, and checks what it offers. The candidates come from the CLI
# (`--complete`), so this runs the real program: commands, options, GPU, model, offer, provider and profile ids.
# usage: completion_test.sh CLI COMPLETION_SCRIPT
set -uo pipefail
cli_dir="$(cd "$(dirname "$1")" && pwd)"
export PATH="$cli_dir:$PATH"
export HOME="$(mktemp -d)" XDG_CONFIG_HOME= XDG_DATA_HOME=
trap 'rm -rf "$HOME"' EXIT
cd "$HOME"
# shellcheck source=/dev/null
source "$2"
function_name="$(complete -p gpuplanner-cli | sed -n 's/.*-F \([^ ]*\) .*/\1/p')"
[ -n "$function_name" ] || { echo "FAIL: the script registers no completion function"; exit 1; }

failures=0
# complete WORD... : the words of the line, the last being the one under the cursor; prints COMPREPLY.
complete_line() {
    COMP_WORDS=(gpuplanner-cli "$@")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMP_LINE="${COMP_WORDS[*]}"
    COMP_POINT=${#COMP_LINE}
    COMPREPLY=()
    "$function_name" gpuplanner-cli "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
    printf '%s\n' "${COMPREPLY[@]}"
}
expect() { # expect WANTED... -- WORD...
    local wanted=() got
    while [ "$1" != "--" ]; do wanted+=("$1"); shift; done
    shift
    got="$(complete_line "$@")"
    for w in "${wanted[@]}"; do
        if ! grep -qxF -- "$w" <<<"$got"; then
            echo "FAIL: 'gpuplanner-cli $*<Tab>' does not offer '$w'; it offers: $(tr '\n' ' ' <<<"$got")"
            failures=$((failures + 1))
        fi
    done
}
refuse() { # refuse UNWANTED -- WORD...
    local unwanted="$1" got
    shift 2
    got="$(complete_line "$@")"
    if grep -qxF -- "$unwanted" <<<"$got"; then
        echo "FAIL: 'gpuplanner-cli $*<Tab>' offers '$unwanted'"
        failures=$((failures + 1))
    fi
}

expect estimate fit compare remote provider -- ""
expect estimate -- est
refuse fit -- est
expect --lang --json --help --version -- --
expect en zh_CN -- --lang ""
expect --model --task --precision --gpu -- estimate --
expect qwen2.5-7b -- estimate --model qwen2.5-7
expect lora qlora -- estimate --model qwen2.5-7b --task ""
expect h100-sxm -- fit --gpu h100
expect list offers launch -- provider ""
expect runpod vast autodl -- provider offers ""
refuse runpod -- provider offers runpod ""
expect autodl-a100-80gb -- catalog history autodl-a
expect smoke-test upload job guard -- remote --ssh "ssh root@127.0.0.1" ""
expect run list logs stop resume -- remote --ssh "ssh root@127.0.0.1" job ""
expect install show remove -- remote --ssh "ssh root@127.0.0.1" guard ""
expect --dest --delete --dry-run --verify -- remote --ssh "ssh root@127.0.0.1" upload --
refuse --follow -- remote --ssh "ssh root@127.0.0.1" upload --
expect --follow -- remote --ssh "ssh root@127.0.0.1" job logs --
expect zstd gzip none -- remote --ssh "ssh root@127.0.0.1" upload . --compression ""

expect --gpu --need-vram --run --json -- remote --ssh "ssh root@127.0.0.1" smoke-test --
refuse --gpu -- remote --ssh "ssh root@127.0.0.1" --
expect --provider-action --check-every -- remote --ssh "ssh root@127.0.0.1" guard install --
expect --yes -- provider stop somewhere --
expect --output -- export skypilot plan.json --
# `--option=value`: bash splits at the `=`; the value is completed.
expect zstd gzip -- remote --ssh "ssh root@127.0.0.1" upload . --compression =
expect gzip -- remote --ssh "ssh root@127.0.0.1" upload . --compression = gz

# Profile names come from the saved profiles.
gpuplanner-cli profile add trainer-a100 --ssh "ssh -p 2222 root@203.0.113.7" >/dev/null || {
    echo "FAIL: could not save a profile"; exit 1; }
expect trainer-a100 -- remote --profile tr
expect trainer-a100 -- profile remove ""
expect trainer-a100 -- provider stop ""
refuse trainer-a100 -- profile add ""
# A name is offered as it is written, never run: completion must not execute what a saved name or a downloaded
# catalog's id contains.
gpuplanner-cli profile add 'lab-$(touch pwned)' --ssh "ssh root@203.0.113.8" >/dev/null || {
    echo "FAIL: could not save the profile with a hostile name"; exit 1; }
# As it goes onto the line: quoted, so that Enter does not run it either.
expect 'lab-\$\(touch\ pwned\)' -- remote --profile lab
gpuplanner-cli profile add 'my lab' --ssh "ssh root@203.0.113.9" >/dev/null || {
    echo "FAIL: could not save a profile with a space"; exit 1; }
expect 'my\ lab' -- remote --profile my
expect 'my\ lab' -- remote --profile '"my'

if [ -e pwned ]; then
    echo "FAIL: completing a profile name ran the code in it"
    failures=$((failures + 1))
fi

# File arguments: the shell's own file names.
mkdir -p plans && : > plans/q3.json
expect plans -- budget pl
expect plans/q3.json -- report plans/q
expect verify -- report ""

[ "$failures" -eq 0 ] || { echo "$failures completion check(s) failed"; exit 1; }
echo "bash completion: all checks passed"
