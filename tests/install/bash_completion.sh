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
    "bench bench-generate bench-tree bench-watch count experiment generate grade hint print render share show solve trace tree validate" ""
expect "global options" "--help --version" "--"
expect "solve's options" "--max-nodes --max-seconds --max-steps" solve --max-
expect "trace's --algo has no fast" "dlx mrv naive propagate" trace --algo ""
expect "count's --algo" "dlx fast" count --algo ""
expect "--column-rule" "fewest first" solve --algo dlx --column-rule ""
expect "solve's --algo" "fast" solve --algo f
expect "--variant" "jigsaw jigsaw-x" generate --variant ji
expect "--variant killer" "killer killer-hyper killer-jigsaw killer-jigsaw-x killer-x" generate --variant k
expect "--difficulty" "easy evil expert" generate --difficulty e
expect "bench-generate's --difficulty all" "all" bench-generate --difficulty a
expect "generate has no --difficulty all" "" generate --difficulty a
expect "--symmetry" "rotate180" generate --count 3 --symmetry r
expect "experiment's --chart" "bar box" experiment --chart b
expect "experiment's --metric" "backtracks" experiment --metric ba
expect "experiment's options" "--budget-nodes --budget-seconds" experiment --budget-
expect "--order=" "asc random" solve --order =
expect "--order=r" "random" solve --order = r
expect "print's --paper" "a4 letter" print --pdf x.pdf --paper ""
expect "print's --per-page" "1 2 4 6" print --per-page ""
expect "print's options" "--paper --pdf --per-page" print --p
expect "generate --daily" "--daily" generate --da
expect "generate --no-seed-pool" "--no-seed-pool" generate --no-s
expect "share's options" "--decode" share --dec
expect "a number: nothing offered" "" generate --count ""
expect "an unknown command: nothing offered" "" nosuch --
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
touch "$tmp/puzzle-a.txt" "$tmp/puzzle-b.sudoku.json"
expect "files after the options" "$tmp/puzzle-a.txt $tmp/puzzle-b.sudoku.json" \
    show --pretty "$tmp/puzzle-"
