# sudoku-cli with --algo dlx (Algorithm X on dancing links): solution counts equal the fast
# solver's on whole shared sets (the multi-solution set up to 1000 solutions each, tdoku's
# edge cases with their published counts), solve and trace find valid grids, the column rule
# changes the search's size, and bad choices are refused with the option named.
source "$(dirname "$0")/lib/common.bash" "$@"

grep -v '^#' "$PUZZLES/edge_cases_with_counts.txt" >"$TMP/edge_full.txt"
cut -d: -f1 "$TMP/edge_full.txt" >"$TMP/edge.txt"
cut -d: -f2 "$TMP/edge_full.txt" >"$TMP/want"
"$CLI" count --algo dlx --limit 100000 "$TMP/edge.txt" >"$TMP/got"
cmp -s "$TMP/want" "$TMP/got" || fail "dlx counts of the edge cases: $(diff "$TMP/want" "$TMP/got" | head -5)"

for set in multi_solution_1000 top95 easy50 hardest; do
    grep -v '^#' "$PUZZLES/$set.txt" >"$TMP/set.txt"
    for rule in fewest first; do
        # The first column rule is far slower on hard puzzles: the multi-solution set only.
        [ $rule = first ] && [ $set != multi_solution_1000 ] && continue
        "$CLI" count --limit 1000 "$TMP/set.txt" >"$TMP/fast"
        "$CLI" count --algo dlx --column-rule $rule --limit 1000 "$TMP/set.txt" >"$TMP/dlx"
        cmp -s "$TMP/fast" "$TMP/dlx" ||
            fail "$set ($rule): dlx counts differ: $(diff "$TMP/fast" "$TMP/dlx" | head -5)"
    done
done

expect "solve --algo dlx" 0 "$TAHTA_SOLUTION" "" solve --algo dlx <<<"$TAHTA"
"$CLI" solve --algo dlx "$PUZZLES/top95.txt" >"$TMP/solved" || fail "solve --algo dlx top95"
paste -d' ' "$TMP/solved" <(grep -v '^#' "$PUZZLES/top95.txt") | while read -r s p; do
    valid_solution "$s" "$p" || echo "$p"
done >"$TMP/bad"
[ ! -s "$TMP/bad" ] || fail "dlx solutions not valid for: $(head -3 "$TMP/bad")"

# trace: the first column picked on tahta is a cell, then its row is tried and chosen.
"$CLI" trace --algo dlx --max-steps 3 <<<"$TAHTA" >"$TMP/trace"
[ "$(sed -n 2s/\ .*//p "$TMP/trace")" = try ] || fail "trace --algo dlx: $(cat "$TMP/trace")"
[ "$(sed -n 3s/\ .*//p "$TMP/trace")" = place ] || fail "trace --algo dlx: $(cat "$TMP/trace")"

# The column rule changes how many rows the search chooses (bench prints them).
puzzle=$(grep -v '^#' "$PUZZLES/easy50.txt" | head -1)
fewest=$("$CLI" bench --algo dlx --min-time 0 - <<<"$puzzle" | sed -n 's/^nodes=\([0-9]*\):.*/\1/p')
first=$("$CLI" bench --algo dlx --column-rule first --min-time 0 - <<<"$puzzle" |
    sed -n 's/^nodes=\([0-9]*\):.*/\1/p')
[ -n "$fewest" ] && [ -n "$first" ] && [ "$fewest" != "$first" ] ||
    fail "bench --algo dlx nodes: fewest '$fewest', first '$first'"

expect "--column-rule without dlx" 2 "" \
    "sudoku-cli: solve: --column-rule first: only --algo dlx has columns (see 'sudoku-cli solve --help')" \
    solve --column-rule first <<<"$TAHTA"
expect "an unknown column rule" 2 "" \
    "sudoku-cli: count: --column-rule 'most': expected one of fewest, first (see 'sudoku-cli count --help')" \
    count --algo dlx --column-rule most <<<"$TAHTA"
expect "count --algo mrv is not offered" 2 "" \
    "sudoku-cli: count: --algo 'mrv': expected one of fast, dlx (see 'sudoku-cli count --help')" \
    count --algo mrv <<<"$TAHTA"
expect "dlx refuses conflicting givens" 1 "*" "" count --algo dlx <<<"11${CAU_DO:2}"
expect "a node limit stops dlx" 3 \
    "stopped: the search hit its limit of 10 nodes (--max-nodes; raise it, or 0 for no limit)" "" \
    count --algo dlx --limit 1000 --max-nodes 10 <<<"$(printf '.%.0s' {1..81})"

finish
