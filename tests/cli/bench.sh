# sudoku-cli bench: the tally of a whole file and the summary lines (speed is printed, never
# asserted: the machine is shared).
source "$(dirname "$0")/lib/common.bash" "$@"

rate_line='^[0-9]+ puzzles in [0-9]+\.[0-9]{3} s: [0-9]+ puzzles/s$'

"$CLI" bench "$PUZZLES/top95.txt" >"$TMP/out"
rc=$?
[ $rc = 0 ] || fail "bench top95: exit code $rc"
[ "$(head -1 "$TMP/out")" = "unique=95 multiple=0 unsolvable=0 invalid=0" ] ||
    fail "bench top95 tally: $(head -1 "$TMP/out")"
[[ "$(tail -1 "$TMP/out")" =~ $rate_line ]] || fail "bench top95 last line: $(tail -1 "$TMP/out")"
[[ "$(tail -1 "$TMP/out")" == "95 puzzles in "* ]] || fail "bench top95 count"
[ "$(wc -l <"$TMP/out")" = 3 ] || fail "bench fast prints three lines"
[[ "$(sed -n 2p "$TMP/out")" =~ ^cpu\ time\ [0-9.]+\ s:\ [0-9]+\ puzzles/s$ ]] ||
    fail "bench cpu line: $(sed -n 2p "$TMP/out")"

# --repeat runs the file several times and says so; a bad count is a usage error.
"$CLI" bench --repeat 3 "$PUZZLES/hardest.txt" >"$TMP/out" || fail "bench --repeat: exit code $?"
[[ "$(sed -n 2p "$TMP/out")" == *"(best of 3 runs)" ]] || fail "bench --repeat: $(sed -n 2p "$TMP/out")"
"$CLI" bench --repeat 0 "$PUZZLES/hardest.txt" >/dev/null 2>"$TMP/err"
[ $? = 2 ] || fail "bench --repeat 0 must be a usage error"

# The edge cases: 18 unique, 15 with several solutions, 10 unsolvable (so exit 1).
grep -v '^#' "$PUZZLES/edge_cases_with_counts.txt" | cut -d: -f1 >"$TMP/edge.txt"
"$CLI" bench "$TMP/edge.txt" >"$TMP/out"
rc=$?
[ $rc = 1 ] || fail "bench edge cases: exit code $rc, expected 1"
[ "$(head -1 "$TMP/out")" = "unique=18 multiple=15 unsolvable=10 invalid=0" ] ||
    fail "bench edge cases tally: $(head -1 "$TMP/out")"

# Step solvers: the same tally, plus an events line.
for algo in naive mrv propagate; do
    "$CLI" bench --algo $algo "$PUZZLES/easy50.txt" >"$TMP/out"
    rc=$?
    [ $rc = 0 ] || fail "bench --algo $algo: exit code $rc"
    [ "$(head -1 "$TMP/out")" = "unique=50 multiple=0 unsolvable=0 invalid=0 stopped=0" ] ||
        fail "bench --algo $algo tally: $(head -1 "$TMP/out")"
    [[ "$(sed -n 2p "$TMP/out")" =~ ^[0-9]+\ events\ in\ [0-9.]+\ s:\ [0-9]+\ events/s$ ]] ||
        fail "bench --algo $algo events line: $(sed -n 2p "$TMP/out")"
    [[ "$(sed -n 3p "$TMP/out")" == "cpu time "* ]] || fail "bench --algo $algo cpu line"
    [[ "$(tail -1 "$TMP/out")" =~ $rate_line ]] || fail "bench --algo $algo: $(tail -1 "$TMP/out")"
done
# --limit-steps gives up on puzzles that need more events.
"$CLI" bench --algo naive --limit-steps 10 "$PUZZLES/easy50.txt" >"$TMP/out"
[ "$(head -1 "$TMP/out")" = "unique=0 multiple=0 unsolvable=0 invalid=0 stopped=50" ] ||
    fail "bench --limit-steps: $(head -1 "$TMP/out")"
[[ "$(sed -n 2p "$TMP/out")" == "500 events in "* ]] || fail "bench --limit-steps events: $(sed -n 2p "$TMP/out")"

# Invalid lines are reported and not timed.
printf '%s\nxyz\n' "$TAHTA" >"$TMP/bad.txt"
"$CLI" bench "$TMP/bad.txt" >"$TMP/out"
rc=$?
[ $rc = 1 ] || fail "bench with an invalid line: exit code $rc"
[ "$(head -2 "$TMP/out")" = "invalid: line 2: position 1: unknown symbol 'x' (expected 1-9, A-P, or . for empty)
unique=1 multiple=0 unsolvable=0 invalid=1" ] || fail "bench with an invalid line: $(head -2 "$TMP/out")"

expect "bench needs a file" 2 "" "sudoku-cli: bench: missing FILE|- (see 'sudoku-cli bench --help')" bench
expect "bench a missing file" 2 "" \
    "sudoku-cli: bench: cannot read '$TMP/none.txt': No such file or directory" bench "$TMP/none.txt"

finish
