# sudoku-cli solve on the lessons' puzzles: every algorithm gives a correct solution, in every
# input format; --stats and --pretty; unsolvable and invalid puzzles and the exit codes.
source "$(dirname "$0")/lib/common.bash" "$@"

for algo in fast naive mrv propagate; do
    expect "solve tahta --algo $algo" 0 "$TAHTA_SOLUTION" "" solve --algo $algo <<<"$TAHTA"
    out=$(echo "$CAU_DO" | "$CLI" solve --algo $algo)
    valid_solution "$out" "$CAU_DO" || fail "solve cau_do --algo $algo: '$out' is not a solution"
    # Random value order still gives the (unique) solution.
    expect "solve tahta --algo $algo --order random" 0 "$TAHTA_SOLUTION" "" \
        solve --algo $algo --order random --seed 42 <<<"$TAHTA"
done

# Both lessons at once: one output line per puzzle, in order; comments and blanks skipped.
cau_do_solution=$(echo "$CAU_DO" | "$CLI" solve)
printf '# lessons\n%s\n\n%s\n' "$CAU_DO" "$TAHTA" >"$TMP/two.txt"
expect "two puzzles from a file" 0 "$cau_do_solution
$TAHTA_SOLUTION" "" solve "$TMP/two.txt"
expect "file then stdin" 0 "$cau_do_solution
$TAHTA_SOLUTION
$TAHTA_SOLUTION" "" solve "$TMP/two.txt" - <<<"$TAHTA"

# The lesson's own Python list and printed grid (seeds/000 and 001).
expect "python list file" 0 "$cau_do_solution" "" solve "$DATA/cau_do.py"
expect "001's printed grid" 0 "$TAHTA_SOLUTION" "" solve "$DATA/tahta_printed_001.txt"
cat >"$TMP/tahta.txt" <<'GRID'
5 3 0 | 0 7 0 | 0 0 0
6 0 0 | 1 9 5 | 0 0 0
0 9 8 | 0 0 0 | 0 6 0
- - - - - - - - - - -
8 0 0 | 0 6 0 | 0 0 3
4 0 0 | 8 0 3 | 0 0 1
7 0 0 | 0 2 0 | 0 0 6
- - - - - - - - - - -
0 6 0 | 0 0 0 | 2 8 0
0 0 0 | 4 1 9 | 0 0 5
0 0 0 | 0 8 0 | 0 7 9
GRID
expect "printed grid on stdin" 0 "$TAHTA_SOLUTION" "" solve <"$TMP/tahta.txt"

# --pretty prints the lesson's layout of the solution.
expect "solve --pretty" 0 "5 3 4 | 6 7 8 | 9 1 2
6 7 2 | 1 9 5 | 3 4 8
1 9 8 | 3 4 2 | 5 6 7
- - - - - - - - - - -
8 5 9 | 7 6 1 | 4 2 3
4 2 6 | 8 5 3 | 7 9 1
7 1 3 | 9 2 4 | 8 5 6
- - - - - - - - - - -
9 6 1 | 5 3 7 | 2 8 4
2 8 7 | 4 1 9 | 6 3 5
3 4 5 | 2 8 6 | 1 7 9" "" solve --pretty <<<"$TAHTA"

# --stats: the counters that apply to each algorithm.
for algo in naive mrv; do
    out=$(echo "$TAHTA" | "$CLI" solve --algo $algo --stats)
    [[ "$out" =~ ^$TAHTA_SOLUTION\ placements=[0-9]+\ backtracks=[0-9]+\ checks=[0-9]+\ max_depth=[0-9]+$ ]] ||
        fail "solve --algo $algo --stats: '$out'"
done
# A naive search fills every empty cell once more than it erases on its way down:
# placements - backtracks = the number of empty cells (51 in tahta), and max_depth = 51.
out=$(echo "$TAHTA" | "$CLI" solve --algo naive --stats)
p=$(sed -E 's/.*placements=([0-9]+).*/\1/' <<<"$out")
b=$(sed -E 's/.*backtracks=([0-9]+).*/\1/' <<<"$out")
[ $((p - b)) = 51 ] || fail "naive stats: placements $p - backtracks $b should be 51"
[[ "$out" == *" max_depth=51" ]] || fail "naive stats: $out"
out=$(echo "$TAHTA" | "$CLI" solve --stats)
[[ "$out" =~ ^$TAHTA_SOLUTION\ guesses=[0-9]+$ ]] || fail "solve --stats (fast): '$out'"

# Unsolvable and invalid puzzles keep one line each, in order, and make the exit code 1.
# The edge-case file's unsolvable puzzles (count 0) and unique ones (with their solution).
grep -v '^#' "$PUZZLES/edge_cases_with_counts.txt" | cut -d: -f1 >"$TMP/edge.txt"
grep -v '^#' "$PUZZLES/edge_cases_with_counts.txt" |
    awk -F: '{ print ($2 == 0) ? "unsolvable" : ($2 == 1 ? $3 : "?") }' >"$TMP/edge_expected.txt"
"$CLI" solve "$TMP/edge.txt" >"$TMP/edge_out.txt"
rc=$?
[ $rc = 1 ] || fail "solve edge cases: exit code $rc, expected 1"
paste -d' ' "$TMP/edge_expected.txt" "$TMP/edge_out.txt" "$TMP/edge.txt" | while read -r want got puzzle; do
    if [ "$want" = "?" ]; then
        valid_solution "$got" "$puzzle" || fail "edge case $puzzle: '$got' is not a solution"
    elif [ "$want" != "$got" ]; then
        fail "edge case $puzzle: '$got', expected '$want'"
    fi
done
unsolvable=$(grep -c '^unsolvable$' "$TMP/edge_out.txt")
[ "$unsolvable" = 10 ] || fail "edge cases: $unsolvable unsolvable, expected 10"
# (naive is left out: its exhaustive search of some of these takes half a minute)
# Under the sanitizers propagate alone: mrv's exhaustive searches take most of the minute there,
# and the units run mrv on some of these puzzles sanitized.
algos="mrv propagate"
[ "${SUDOKU_SANITIZED:-0}" = 1 ] && algos=propagate
for algo in $algos; do
    "$CLI" solve --algo $algo "$TMP/edge.txt" | grep -c '^unsolvable$' >"$TMP/n"
    [ "$(cat "$TMP/n")" = 10 ] || fail "edge cases --algo $algo: $(cat "$TMP/n") unsolvable"
done

printf '%s\n%s\n%s\n' "$TAHTA" "1234" "$CAU_DO" >"$TMP/mixed.txt"
expect "a bad line in the middle" 1 "$TAHTA_SOLUTION
invalid: line 2: puzzle has 4 symbols, expected N*N for N=3..25 (nearest: 9 for 3x3)
$cau_do_solution" "" solve "$TMP/mixed.txt"

# Other shapes: a 4x4 and a 5x5 jigsaw.
expect "4x4 (unique; checked by hand)" 0 "1243342121344312" "" solve <<<"12....2....4.3.."
# (the jigsaw's solution was checked by hand against its rows, columns and pieces)
expect "jigsaw" 0 "1342525134513424251334251 regions=1112211222333443344455555" "" \
    solve <<<"1...5.......3...2....4... regions=1112211222333443344455555"

# --max-steps bounds the lessons' searches: a hard puzzle stops with a line naming the limit and
# exit 3 (not 1: the puzzle may well have a solution).
sed -n 2p "$PUZZLES/top95.txt" | "$CLI" solve --algo naive --max-steps 1000 >"$TMP/out"
rc=$?
[ $rc = 3 ] || fail "solve --max-steps: exit $rc, expected 3"
[ "$(cat "$TMP/out")" = "stopped: the search hit its limit of 1000 steps (--max-steps; raise it, or 0 for no limit)" ] ||
    fail "solve --max-steps: $(cat "$TMP/out")"
# Enough steps: solved as usual.
sed -n 2p "$PUZZLES/top95.txt" | "$CLI" solve --algo propagate --max-steps 100000000 >"$TMP/out" ||
    fail "solve --max-steps large: exit $?"
[ "$(wc -c <"$TMP/out")" = 82 ] || fail "solve --max-steps large: $(cat "$TMP/out")"
"$CLI" solve --max-steps -3 </dev/null >/dev/null 2>&1
[ $? = 2 ] || fail "solve --max-steps -3 must be a usage error"

finish
