# bash completion for gpuplanner-cli. The candidates come from the CLI itself (`gpuplanner-cli --complete WORD...`):
# commands, options as each command's help spells them, GPU, model and offer ids, profile names, provider ids.
# A line ":files" among them asks for file names as well. Candidates are compared as plain text, never expanded, and
# go onto the line quoted (printf %q): an id from a downloaded catalog or a profile's name must not run as code, on
# Tab or on Enter.
_gpuplanner_cli()
{
    local cur="${COMP_WORDS[COMP_CWORD]}"
    local -a asked=() found=()
    local files=0 word i quoted plain
    # bash splits `--option=value` at the `=`: the CLI gets `--option value`, and the value is what is completed.
    for ((i = 1; i <= COMP_CWORD; i++)); do
        [[ ${COMP_WORDS[i]} == "=" ]] || asked+=("${COMP_WORDS[i]}")
    done
    [[ $cur == "=" ]] && { cur=""; asked+=(""); }
    # A word typed with an opening quote or backslashes is compared without them.
    plain="${cur#[\"\']}"
    plain="${plain//\\/}"
    mapfile -t found < <("${COMP_WORDS[0]}" --complete "${asked[@]}" 2>/dev/null)
    COMPREPLY=()
    for word in "${found[@]}"; do
        if [[ $word == ":files" ]]; then
            files=1
        elif [[ $word == "$plain"* ]]; then
            printf -v quoted '%q' "$word"
            COMPREPLY+=("$quoted")
        fi
    done
    if ((files)); then
        compopt -o filenames 2>/dev/null
        mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -f -- "$cur")
    fi
}
complete -F _gpuplanner_cli gpuplanner-cli
