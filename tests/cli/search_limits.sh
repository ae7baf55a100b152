# Every search answers or stops at a limit it names: the empty 16x16 and 25x25 Hyper grids are
# answered at once by solve, count and validate, and so are the empty 25x25 X Hyper grid and
# one with two 1s; a 25x25 X Hyper grid with 15 random givens nothing answers is called too
# open after 30,000 guesses of restarts, or stops at --max-nodes or --max-seconds with a line
# saying which limit and how to raise it, and exit 3, never 'unsolvable' and never endless.
source "$(dirname "$0")/lib/common.bash" "$@"

empty() { printf "%0$(($1 * $1))d%s\n" 0 "${2:-}" | tr 0 .; }
E16=$(empty 16 " hyper")
E25=$(empty 25 " hyper")
E25X=$(empty 25 " x hyper")
# Two 1s: row 1 column 1 and row 8 column 14 (cell 188): solved by a reordered pattern.
E25X_TWO_ONES=$(E=$(empty 25); echo "1${E:1:187}1${E:189:436} box=5x5 x hyper")
# tests/puzzle_fixtures.hpp: kThrashingXHyperLine, 15 givens placed at random; its searches ran
# past 2,000,000 guesses.
E25X_THRASH="............8.............................................................D....3..............................................E...............................................................K..............................................................O..6...........B...........................................................................3...I....................................................................................................................................7........I............J.................................................................4....................................I.................. x hyper"
stopped() { echo "stopped: the search hit its limit of $1 ($2; raise it, or 0 for no limit)"; }

# answers DESCRIPTION EXIT_CODE EXPECTED_STDOUT INPUT ARGS...: like expect, with the puzzle
# INPUT on stdin and stderr empty. What bounds each search is its node or step budget, never the
# clock: without a --max-seconds of its own the command runs with --max-seconds 0, so a busy
# machine gives the same answer as an idle one. The timeout only catches a hang (exit 124).
answers() {
    local desc=$1 want_rc=$2 want_out=$3 input=$4
    shift 4
    local clock=(--max-seconds 0)
    [[ " $* " == *" --max-seconds "* ]] && clock=()
    timeout 900 "$CLI" "$@" "${clock[@]}" <<<"$input" >"$TMP/out" 2>"$TMP/err"
    local rc=$?
    [ "$rc" = "$want_rc" ] || fail "$desc: exit code $rc, expected $want_rc"
    [ "$want_out" = "*" ] || [ "$(cat "$TMP/out")" = "$want_out" ] ||
        fail "$desc: stdout was $(head -c 300 "$TMP/out"), expected $want_out"
    [ ! -s "$TMP/err" ] || fail "$desc: stderr $(head -c 300 "$TMP/err")"
}

# The empty 16x16 Hyper grid: the plain ordered search ran for more than ten minutes.
answers "validate empty 16x16 hyper" 1 "multiple" "$E16" validate
answers "count empty 16x16 hyper" 0 "2" "$E16" count
answers "solve empty 16x16 hyper" 0 "*" "$E16" solve
solution=$(cat "$TMP/out")
[ "${#solution}" = 262 ] && [ "${solution: -6}" = " hyper" ] ||
    fail "solve empty 16x16 hyper: $solution"
answers "the 16x16 solution is a solved grid" 0 "ok" "$solution" validate

# The empty 25x25 Hyper grid ran to the 60 s limit before the formula's solution: now solve
# answers with a checked grid, count reaches any limit (renaming digits makes 25! solutions of
# one) and validate says multiple, each well within the time a person waits.
answers "solve empty 25x25 hyper" 0 "*" "$E25" solve
solution=$(cat "$TMP/out")
[ "${#solution}" = 631 ] && [ "${solution: -6}" = " hyper" ] ||
    fail "solve empty 25x25 hyper: $solution"
answers "the 25x25 solution is a solved grid" 0 "ok" "$solution" validate
answers "count empty 25x25 hyper" 0 "2" "$E25" count
answers "count empty 25x25 hyper to a million" 0 "1000000" "$E25" count --limit 1000000
answers "validate empty 25x25 hyper" 1 "multiple" "$E25" validate

# The empty 25x25 X Hyper grid: a written-down grid that keeps the diagonals.
answers "solve empty 25x25 x hyper" 0 "*" "$E25X" solve
answers "the 25x25 X solution is a solved grid" 0 "ok" "$(cat "$TMP/out")" validate
answers "validate empty 25x25 x hyper" 1 "multiple" "$E25X" validate

# The two 1s no renamed pattern fits: the patterns with lines reordered the diagonals' way do.
answers "solve two 1s 25x25 x hyper" 0 "*" "$E25X_TWO_ONES" solve
solution=$(cat "$TMP/out")
answers "the two-1s solution is a solved grid" 0 "ok" "$solution" validate

# Without --max-nodes, an open grid nothing answers is called too open after 30,000 guesses.
too_open="stopped: too open to answer: 15 of 625 cells given, no written-down grid fits them, and 30000 guesses of restarts found no solution (it may have none; --max-nodes N searches on)"
# The full 30,000 guesses take over a minute under the sanitizers: there the --max-nodes runs
# below go through the same code with a smaller bound, and Release checks the default.
if [ "${SUDOKU_SANITIZED:-0}" != 1 ]; then
    answers "solve too open" 3 "$too_open" "$E25X_THRASH" solve
    answers "validate too open" 3 "$too_open" "$E25X_THRASH" validate
fi

# The thrashing X Hyper grid stops at whichever limit is given, with exit 3.
for command in solve count validate grade; do
    answers "$command --max-nodes 3000" 3 "$(stopped "3000 guesses" --max-nodes)" \
        "$E25X_THRASH" "$command" --max-nodes 3000 --max-seconds 0
    answers "$command --max-seconds 1" 3 "$(stopped "1 seconds" --max-seconds)" \
        "$E25X_THRASH" "$command" --max-seconds 1 --max-nodes 0
done
# The lessons' searches: a step limit or the clock, whichever comes first.
answers "solve --algo mrv --max-seconds 1" 3 "$(stopped "1 seconds" --max-seconds)" \
    "$(empty 25)" solve --algo mrv --max-seconds 1
answers "solve --algo naive --max-steps 5000" 3 "$(stopped "5000 steps" --max-steps)" \
    "$(empty 25)" solve --algo naive --max-steps 5000
# A stopped puzzle among answered ones: each gets its line, and the exit says a limit was hit.
# (A smaller limit under the sanitizers, where each guess costs ten times more.)
mixed_limit=10000
[ "${SUDOKU_SANITIZED:-0}" = 1 ] && mixed_limit=2500
answers "a stopped puzzle among others" 3 "ok
$(stopped "$mixed_limit guesses" --max-nodes)
multiple" "$CAU_DO
$E25X_THRASH
$E16" validate --max-nodes $mixed_limit

# The limits are options like any other: bad values are usage errors, and --help names them.
expect "bad --max-nodes" 2 "" \
    "sudoku-cli: count: --max-nodes 'many': expected a whole number from 0 to 18446744073709551615 (see 'sudoku-cli count --help')" \
    count --max-nodes many </dev/null
expect "bad --max-seconds" 2 "" \
    "sudoku-cli: validate: --max-seconds '-1': expected a whole number from 0 to 31622400 (see 'sudoku-cli validate --help')" \
    validate --max-seconds -1 </dev/null
for command in solve count validate grade; do
    "$CLI" "$command" --help >"$TMP/help"
    grep -q -- "--max-nodes N .*default 2000000" "$TMP/help" || fail "$command --help: no --max-nodes"
    grep -q -- "--max-seconds S .*default 60" "$TMP/help" || fail "$command --help: no --max-seconds"
done

finish
