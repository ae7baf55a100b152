#!/usr/bin/env bash
# The bash completion of sudoku-cli (packaging/sudoku-cli.bash-completion), sourced into bash
# and asked as the shell would on TAB: commands, a command's options, the values a choice option
# takes (only those the command's help names), files, and nothing after a numeric option.
# usage: bash_completion.sh SUDOKU_CLI COMPLETION_SCRIPT
set -euo pipefail
CLI=$1
source "$2"
fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# complete_line WORDS...: completes the last word of `sudoku-cli WORDS...` ('' = an empty
# word after a space); prints the offers sorted, one line.
complete_line() {
    COMP_WORDS=("$CLI" "$@")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMP_LINE="${COMP_WORDS[*]}"
    COMP_POINT=${#COMP_LINE}
    COMPREPLY=()
    _sudoku_cli
    printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' ' | sed 's/ $//'
}

# expect DESCRIPTION EXPECTED WORDS...
expect() {
    local what=$1 want=$2
    shift 2
    local got
    got=$(complete_line "$@")
    [ "$got" = "$want" ] || fail "$what: expected '$want', got '$got'"
    echo "ok: $what: $got"
}

[ "$(complete -p sudoku-cli)" = "complete -F _sudoku_cli sudoku-cli" ] ||
    fail "the script does not register _sudoku_cli for sudoku-cli"
expect "commands" "bench bench-generate bench-tree bench-watch" "bench"
expect "every command" \
    "bench bench-generate bench-tree bench-watch count generate grade hint render share show solve trace tree validate" ""
expect "global options" "--help --version" "--"
expect "solve's options" "--max-nodes --max-seconds --max-steps" solve --max-
expect "trace's --algo has no fast" "mrv naive propagate" trace --algo ""
expect "solve's --algo" "fast" solve --algo f
expect "--variant" "jigsaw jigsaw-x" generate --variant ji
expect "--difficulty" "easy evil expert" generate --difficulty e
expect "--symmetry" "rotate180" generate --count 3 --symmetry r
expect "--order=" "asc random" solve --order =
expect "--order=r" "random" solve --order = r
expect "share's options" "--decode" share --dec
expect "a number: nothing offered" "" generate --count ""
expect "an unknown command: nothing offered" "" nosuch --
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
touch "$tmp/puzzle-a.txt" "$tmp/puzzle-b.sudoku.json"
expect "files after the options" "$tmp/puzzle-a.txt $tmp/puzzle-b.sudoku.json" \
    show --pretty "$tmp/puzzle-"
