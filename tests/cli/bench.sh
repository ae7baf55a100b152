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
[ "$(wc -l <"$TMP/out")" = 6 ] || fail "bench fast prints six lines"
[[ "$(sed -n 2p "$TMP/out")" =~ ^9x9\ kernel:\ (scalar|sse41|avx2|avx512)$ ]] ||
    fail "bench kernel line: $(sed -n 2p "$TMP/out")"
# The guesses of one pass: top95 needs some (hard puzzles), the same count at every level.
[[ "$(sed -n 3p "$TMP/out")" =~ ^guesses=([0-9]+):\ [0-9]+\ per\ cpu\ second$ ]] ||
    fail "bench guesses line: $(sed -n 3p "$TMP/out")"
top95_guesses=${BASH_REMATCH[1]}
(( top95_guesses > 95 )) || fail "bench top95: only $top95_guesses guesses"
sed -i 2,3d "$TMP/out"
[[ "$(sed -n 2p "$TMP/out")" =~ ^cpu\ time\ [0-9.]+\ s:\ [0-9]+\ puzzles/s$ ]] ||
    fail "bench cpu line: $(sed -n 2p "$TMP/out")"

# By default the file is solved again until a second has passed, and the median pass is the one
# reported: a 95-puzzle file takes a few ms, so there are many passes, and they add up to >= 1 s.
passes_line='^([0-9]+) passes in ([0-9]+\.[0-9]{3}) s: min ([0-9.]+) s, median ([0-9.]+) s, max ([0-9.]+) s per pass$'
[[ "$(sed -n 3p "$TMP/out")" =~ $passes_line ]] || fail "bench passes line: $(sed -n 3p "$TMP/out")"
(( BASH_REMATCH[1] > 1 )) || fail "bench top95 ran one pass only: $(sed -n 3p "$TMP/out")"
awk -v t="${BASH_REMATCH[2]}" 'BEGIN { exit !(t >= 1.0) }' || fail "bench passes last < 1 s: $(sed -n 3p "$TMP/out")"
awk -v a="${BASH_REMATCH[3]}" -v m="${BASH_REMATCH[4]}" -v b="${BASH_REMATCH[5]}" \
    'BEGIN { exit !(a <= m && m <= b) }' || fail "bench min <= median <= max: $(sed -n 3p "$TMP/out")"
# The summary line is the median pass.
median=${BASH_REMATCH[4]}
[[ "$(tail -1 "$TMP/out")" == "95 puzzles in $(printf '%.3f' "$median") s: "* ]] ||
    fail "bench summary is not the median pass: $(tail -1 "$TMP/out") vs $median"

# --min-time 0 runs exactly --repeat passes; bad counts are usage errors.
"$CLI" bench --min-time 0 --repeat 3 "$PUZZLES/hardest.txt" >"$TMP/out" || fail "bench --repeat: exit code $?"
[[ "$(sed -n 5p "$TMP/out")" == "3 passes in "* ]] || fail "bench --repeat 3: $(sed -n 5p "$TMP/out")"
"$CLI" bench --min-time 0 "$PUZZLES/hardest.txt" >"$TMP/out" || fail "bench --min-time 0: exit code $?"
[[ "$(sed -n 5p "$TMP/out")" == "1 passes in "* ]] || fail "bench --min-time 0: $(sed -n 5p "$TMP/out")"

# SUDOKU_SIMD forces the 9x9 kernel; every level the CPU runs gives the same tally. A level the
# CPU lacks, or a misspelt one, is named on stderr and the best level is used.
for level in scalar sse41 avx2 avx512; do
    SUDOKU_SIMD=$level "$CLI" bench --min-time 0 "$PUZZLES/top95.txt" >"$TMP/out" 2>"$TMP/err"
    if [ -s "$TMP/err" ]; then
        grep -q "^sudoku-cli: bench: SUDOKU_SIMD=$level: this CPU does not run $level" "$TMP/err" ||
            fail "SUDOKU_SIMD=$level: $(cat "$TMP/err")"
        echo "skipping SIMD level $level: this CPU lacks it"
        continue
    fi
    [ "$(sed -n 2p "$TMP/out")" = "9x9 kernel: $level" ] || fail "SUDOKU_SIMD=$level: $(sed -n 2p "$TMP/out")"
    [[ "$(sed -n 3p "$TMP/out")" == "guesses=$top95_guesses: "* ]] ||
        fail "SUDOKU_SIMD=$level: another tree: $(sed -n 3p "$TMP/out") (the best level: $top95_guesses)"
    [ "$(head -1 "$TMP/out")" = "unique=95 multiple=0 unsolvable=0 invalid=0" ] ||
        fail "SUDOKU_SIMD=$level tally: $(head -1 "$TMP/out")"
done
SUDOKU_SIMD=avx3 "$CLI" bench --min-time 0 "$PUZZLES/top95.txt" >"$TMP/out" 2>"$TMP/err" ||
    fail "SUDOKU_SIMD=avx3: exit code $?"
grep -q "^sudoku-cli: bench: SUDOKU_SIMD=avx3: unknown level (expected scalar, sse41, avx2 or avx512); using " "$TMP/err" ||
    fail "SUDOKU_SIMD=avx3: $(cat "$TMP/err")"
"$CLI" bench --repeat 0 "$PUZZLES/hardest.txt" >/dev/null 2>"$TMP/err"
[ $? = 2 ] || fail "bench --repeat 0 must be a usage error"
"$CLI" bench --min-time x "$PUZZLES/hardest.txt" >/dev/null 2>"$TMP/err"
[ $? = 2 ] || fail "bench --min-time x must be a usage error"
grep -q -- "--min-time" "$TMP/err" || fail "bench --min-time x: the error must name the option: $(cat "$TMP/err")"

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
    [[ "$(sed -n 4p "$TMP/out")" =~ $passes_line ]] || fail "bench --algo $algo passes line"
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
