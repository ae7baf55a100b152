#!/usr/bin/env bash
# The build's embed step (src/cmake/embed_puzzle_lines.cmake) refuses a seed list with a bad
# line, naming the file and the line: a wrong length (a seed list holds one board size; options
# such as " x" after the grid do not count), a symbol that is no digit, or no puzzle at all; a
# good list embeds, options included. usage: embed_seed_lines.sh
# REPO_ROOT
set -uo pipefail
root=$1
embed=$root/src/cmake/embed_puzzle_lines.cmake
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
good=$(grep -v '^#' "$root/assets/generator/evil_seeds_10x10.txt" | head -1)

# run_embed FILE-TEXT: cmake's status for that list as a 10x10 one, and its output on one line
# (cmake wraps messages).
run_embed() {
    printf '%s\n' "$1" >"$work/seeds.txt"
    cmake -DINPUT="$work/seeds.txt" -DOUTPUT="$work/out.cpp" -DNAME=seeds -DLENGTH=100 \
        -DHEADER=core/generate/evil_seeds.hpp -P "$embed" >"$work/log" 2>&1
    local status=$?
    tr -s ' \n' ' ' <"$work/log"
    return $status
}

expect_refused() {
    local out status
    out=$(run_embed "$2")
    status=$?
    if [ "$status" -eq 0 ] || ! grep -qF -- "$3" <<<"$out"; then
        echo "FAIL: $1 -> status $status, output: $out (wanted: $3)"
        failures=$((failures + 1))
    fi
}
expect_refused "a 9x9 line in the 10x10 list" "# a comment
$good
${good:0:81}" "seeds.txt: line '${good:0:81}' has 81 symbols, not 100"
expect_refused "a stray symbol" "${good:0:99}!" "unexpected line '${good:0:99}!'"
expect_refused "only comments" "# nothing" "holds no puzzle lines"

expect_refused "options after a short grid" "${good:0:99} x" "has 99 symbols, not 100"
out=$(run_embed "$good box=2x5 x")
if [ $? -ne 0 ] || ! grep -qF "\"$good box=2x5 x\"sv," "$work/out.cpp"; then
    echo "FAIL: a line with options was not embedded: $out"
    failures=$((failures + 1))
fi

out=$(run_embed "# a comment
$good")
if [ $? -ne 0 ] || ! grep -qF "\"$good\"sv," "$work/out.cpp"; then
    echo "FAIL: a good list was not embedded: $out"
    failures=$((failures + 1))
fi

[ "$failures" -eq 0 ] && echo "the embed step embeds a good seed list and refuses bad lines"
exit $((failures > 0))
