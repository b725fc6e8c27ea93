# bash completion for gpuplanner-cli. The candidates come from the CLI itself (`gpuplanner-cli --complete WORD...`):
# commands, options as each command's help spells them, GPU, model and offer ids, profile names, provider ids.
# A line ":files" among them asks for file names as well. Candidates are compared as plain text, never expanded:
# an id from a downloaded catalog must not run as code on Tab.
_gpuplanner_cli()
{
    local cur="${COMP_WORDS[COMP_CWORD]}"
    local -a asked=() found=()
    local files=0 word i
    # bash splits `--option=value` at the `=`: the CLI gets `--option value`, and the value is what is completed.
    for ((i = 1; i <= COMP_CWORD; i++)); do
        [[ ${COMP_WORDS[i]} == "=" ]] || asked+=("${COMP_WORDS[i]}")
    done
    [[ $cur == "=" ]] && { cur=""; asked+=(""); }
    mapfile -t found < <("${COMP_WORDS[0]}" --complete "${asked[@]}" 2>/dev/null)
    COMPREPLY=()
    for word in "${found[@]}"; do
        if [[ $word == ":files" ]]; then
            files=1
        elif [[ $word == "$cur"* ]]; then
            COMPREPLY+=("$word")
        fi
    done
    if ((files)); then
        compopt -o filenames 2>/dev/null
        mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -f -- "$cur")
    fi
}
complete -F _gpuplanner_cli gpuplanner-cli
