# bash completion for gpuplanner-cli. The candidates come from the CLI itself (`gpuplanner-cli --complete WORD...`):
# commands, options as each command's help spells them, GPU, model and offer ids, profile names, provider ids.
# A line ":files" among them asks for file names as well.
_gpuplanner_cli()
{
    local cur="${COMP_WORDS[COMP_CWORD]}"
    local IFS=$'\n'
    local -a found words=()
    local files=0 word
    found=($("${COMP_WORDS[0]}" --complete "${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null))
    for word in "${found[@]}"; do
        if [[ $word == ":files" ]]; then
            files=1
        else
            words+=("$word")
        fi
    done
    COMPREPLY=($(compgen -W "${words[*]}" -- "$cur"))
    if ((files)); then
        compopt -o filenames 2>/dev/null
        COMPREPLY+=($(compgen -f -- "$cur"))
    fi
}
complete -F _gpuplanner_cli gpuplanner-cli
