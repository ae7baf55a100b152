# sudoku-cli grade: levels of published sets, the mrv cost next to the grade, bad input.
source "$(dirname "$0")/lib/common.bash" "$@"

# easy50: one line per puzzle, each starting with a level; all but six Project Euler grids
# (7, 10, 42, 47, 49, 50: they need pairs or an X-Wing) are easy or medium.
"$CLI" grade --no-mrv "$PUZZLES/easy50.txt" >"$TMP/easy"
rc=$?
[ $rc = 0 ] || fail "grade easy50: exit code $rc"
[ "$(wc -l <"$TMP/easy")" = 50 ] || fail "grade easy50: $(wc -l <"$TMP/easy") lines, expected 50"
grep -vqE '^(easy|medium|hard|expert|evil) steps=[0-9]+' "$TMP/easy" && fail "grade easy50: a line without a level"
awk 'NR != 7 && NR != 10 && NR != 42 && NR != 47 && NR != 49 && NR != 50 && $1 != "easy" && $1 != "medium"' "$TMP/easy" >"$TMP/bad"
[ -s "$TMP/bad" ] && fail "grade easy50: harder than medium: $(head -3 "$TMP/bad")"
grep -q 'mrv-' "$TMP/easy" && fail "grade --no-mrv still printed the mrv cost"

# forum hardest: expert or evil.
grep -v '^#' "$PUZZLES/forum_hardest_1106.txt" | head -8 >"$TMP/hardest"
"$CLI" grade --no-mrv "$TMP/hardest" | awk '$1 != "expert" && $1 != "evil"' >"$TMP/bad"
[ -s "$TMP/bad" ] && fail "grade forum hardest: $(head -3 "$TMP/bad")"

# The mrv cost: every placement not undone fills one of the empty cells (tahta has 51).
line=$("$CLI" grade <<<"$TAHTA")
placements=$(sed -n 's/.* mrv-placements=\([0-9]*\).*/\1/p' <<<"$line")
backtracks=$(sed -n 's/.* mrv-backtracks=\([0-9]*\).*/\1/p' <<<"$line")
[ -n "$placements" ] && [ -n "$backtracks" ] || fail "grade tahta: no mrv cost in '$line'"
[ $((placements - backtracks)) = 51 ] || fail "grade tahta: placements $placements - backtracks $backtracks != 51"
# A tiny step limit marks the cost as cut short.
"$CLI" grade --mrv-limit 10 <<<"$TAHTA" | grep -q 'mrv-placements=[0-9]*+ ' || fail "grade --mrv-limit 10: no '+'"

# A solved grid needs nothing.
expect "grade a solved grid" 0 "easy steps=0" "" grade --no-mrv <<<"$TAHTA_SOLUTION"
# Several solutions, no solution, conflicting givens, bad options.
grep -v '^#' "$PUZZLES/multi_solution_1000.txt" | head -1 >"$TMP/multi"
"$CLI" grade --no-mrv "$TMP/multi" >"$TMP/out"
[ $? = 1 ] || fail "grade multi-solution: exit code should be 1"
grep -q '^evil .*logic=stuck solutions=multiple$' "$TMP/out" || fail "grade multi-solution: $(cat "$TMP/out")"
grep ':0$' "$PUZZLES/edge_cases_with_counts.txt" | cut -d: -f1 >"$TMP/none"
"$CLI" grade --no-mrv "$TMP/none" >"$TMP/out"
[ $? = 1 ] || fail "grade unsolvable: exit code should be 1"
grep -vE '^(unsolvable|invalid: .*)$' "$TMP/out" >"$TMP/bad"
[ -s "$TMP/bad" ] && fail "grade unsolvable: $(head -3 "$TMP/bad")"
expect "grade conflicting givens" 1 "*" "" grade <<<"11${TAHTA:2}"
grep -q '^invalid: line 1: ' "$TMP/out" || fail "grade conflicting givens: $(cat "$TMP/out")"
expect "grade bad --mrv-limit" 2 "" "*" grade --mrv-limit zero <<<"$TAHTA"

finish
