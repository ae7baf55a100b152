# sudoku-cli count and validate against the published solution counts of tdoku's edge cases
# (puzzle:count), the lessons' puzzles, and multi-solution puzzles; exit codes.
source "$(dirname "$0")/lib/common.bash" "$@"

grep -v '^#' "$PUZZLES/edge_cases_with_counts.txt" >"$TMP/edge_full.txt"
cut -d: -f1 "$TMP/edge_full.txt" >"$TMP/edge.txt"

# count --limit K prints min(count, K) for every puzzle.
for limit in 1 2 3 10 100; do
    awk -F: -v k=$limit '{ print ($2 < k) ? $2 : k }' "$TMP/edge_full.txt" >"$TMP/want"
    "$CLI" count --limit $limit "$TMP/edge.txt" >"$TMP/got"
    rc=$?
    [ $rc = 1 ] || fail "count --limit $limit: exit code $rc, expected 1 (some have no solution)"
    cmp -s "$TMP/want" "$TMP/got" || fail "count --limit $limit: $(diff "$TMP/want" "$TMP/got" | head -5)"
done
# The default limit is 2.
awk -F: '{ print ($2 < 2) ? $2 : 2 }' "$TMP/edge_full.txt" >"$TMP/want"
"$CLI" count <"$TMP/edge.txt" >"$TMP/got"
cmp -s "$TMP/want" "$TMP/got" || fail "count (default limit)"

expect "count the lessons' puzzles" 0 "1
1" "" count --limit 5 <<<"$CAU_DO
$TAHTA"

# validate: ok for count 1, multiple for more, unsolvable for 0.
awk -F: '{ print ($2 == 0) ? "unsolvable" : ($2 == 1 ? "ok" : "multiple") }' "$TMP/edge_full.txt" >"$TMP/want"
"$CLI" validate "$TMP/edge.txt" >"$TMP/got"
rc=$?
[ $rc = 1 ] || fail "validate edge cases: exit code $rc, expected 1"
cmp -s "$TMP/want" "$TMP/got" || fail "validate edge cases: $(diff "$TMP/want" "$TMP/got" | head -5)"

expect "validate the lessons' puzzles" 0 "ok
ok" "" validate <<<"$CAU_DO
$TAHTA"
head -3 "$PUZZLES/multi_solution_1000.txt" | grep -v '^#' | head -2 >"$TMP/multi.txt"
expect "validate multi-solution puzzles" 1 "multiple
multiple" "" validate "$TMP/multi.txt"
# An empty 9x9 has (very) many solutions.
expect "count an empty grid" 0 "1000" "" count --limit 1000 <<<"$(printf '.%.0s' {1..81})"

# Every puzzle of a published set is unique.
"$CLI" validate "$PUZZLES/top95.txt" | sort | uniq -c | sed 's/^ *//' >"$TMP/got"
[ "$(cat "$TMP/got")" = "95 ok" ] || fail "validate top95: $(cat "$TMP/got")"

finish
