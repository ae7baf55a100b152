# sudoku-cli trace: the lessons' search step by step. The first events on cau_do follow from
# the lesson's algorithm (first empty cell r1c3, values 1.. ascending, row checked first);
# replaying place/remove events onto the puzzle gives the solution; --max-steps, --all, exits.
source "$(dirname "$0")/lib/common.bash" "$@"

# cau_do's row 1 is 7 8 0 4 0 0 1 2 0: 1 and 2 are taken in the row (r1c7, r1c8), 3 fits.
expect "naive trace of cau_do, first 12 events" 0 "select r1c3 depth=1
try r1c3 1 depth=1
reject r1c3 1 depth=1 conflict=r1c7 unit=row
try r1c3 2 depth=1
reject r1c3 2 depth=1 conflict=r1c8 unit=row
try r1c3 3 depth=1
place r1c3 3 depth=1
select r1c5 depth=2
try r1c5 1 depth=2
reject r1c5 1 depth=2 conflict=r1c7 unit=row
try r1c5 2 depth=2
reject r1c5 2 depth=2 conflict=r1c8 unit=row
stopped after 12 steps" "" trace --algo naive --max-steps 12 <<<"$CAU_DO"
expect "naive is the default" 0 "select r1c3 depth=1
try r1c3 1 depth=1
stopped after 2 steps" "" trace --max-steps 2 <<<"$CAU_DO"

# Replay: apply every place/remove event to the puzzle; the result is the solution.
replay() {
    awk -v board="$1" '
        $1 == "place" || $1 == "remove" {
            split(substr($2, 2), rc, "c"); i = (rc[1] - 1) * 9 + rc[2]
            cur = substr(board, i, 1)
            if ($1 == "place" && cur != "0" && cur != ".") { print "place on a full cell " $2; exit 1 }
            if ($1 == "remove" && cur != $3) { print "remove of " $3 " from " $2 " holding " cur; exit 1 }
            board = substr(board, 1, i - 1) ($1 == "place" ? $3 : "0") substr(board, i + 1)
        }
        END { print board }'
}
for algo in naive mrv propagate; do
    "$CLI" trace --algo $algo --max-steps 10000000 <<<"$TAHTA" >"$TMP/trace"
    rc=$?
    [ $rc = 0 ] || fail "trace --algo $algo tahta: exit code $rc"
    [ "$(tail -1 "$TMP/trace" | cut -d' ' -f1)" = solution ] ||
        fail "trace --algo $algo: last event '$(tail -1 "$TMP/trace")'"
    [ "$(grep -c '^solution' "$TMP/trace")" = 1 ] || fail "trace --algo $algo: one solution event"
    [ "$(replay "$TAHTA" <"$TMP/trace")" = "$TAHTA_SOLUTION" ] ||
        fail "trace --algo $algo: replayed board $(replay "$TAHTA" <"$TMP/trace")"
    # Every line is one known event.
    bad=$(grep -Ev '^(select|try|reject|place|remove|eliminate|dead-end|solution|exhausted)( |$)' "$TMP/trace" | head -1)
    [ -z "$bad" ] || fail "trace --algo $algo: unexpected line '$bad'"
done

# --all searches the whole tree: one solution, then exhausted.
"$CLI" trace --all --max-steps 10000000 <<<"$TAHTA" >"$TMP/trace"
[ "$(tail -1 "$TMP/trace")" = exhausted ] || fail "trace --all: last line '$(tail -1 "$TMP/trace")'"
[ "$(grep -c '^solution' "$TMP/trace")" = 1 ] || fail "trace --all: tahta has one solution"

# An unsolvable 4x4: the search ends with exhausted and the exit code is 1. Its first cell
# r1c2 can hold nothing: 1 is in its row, 2 in its column (r3c2), 3 in its box (r2c1).
"$CLI" trace <<<"1...34...2....1." >"$TMP/trace"
rc=$?
[ $rc = 1 ] || fail "trace unsolvable: exit code $rc, expected 1"
[ "$(tail -1 "$TMP/trace")" = exhausted ] || fail "trace unsolvable: '$(tail -1 "$TMP/trace")'"
grep -qx "reject r1c2 1 depth=1 conflict=r1c1 unit=row" "$TMP/trace" || fail "trace unsolvable: row reject"
grep -qx "reject r1c2 3 depth=1 conflict=r2c1 unit=box" "$TMP/trace" || fail "trace unsolvable: box reject"
[ "$(grep -c '^solution' "$TMP/trace")" = 0 ] || fail "trace unsolvable: a solution?"

# Several puzzles: each trace opens with where its puzzle is.
out=$("$CLI" trace --max-steps 1 <<<"$CAU_DO
# comment
$TAHTA")
expect_out="# line 1
select r1c3 depth=1
stopped after 1 step
# line 3
select r1c3 depth=1
stopped after 1 step"
[ "$out" = "$expect_out" ] || fail "trace of two puzzles: $out"

expect "trace --algo fast is refused" 2 "" \
    "sudoku-cli: trace: --algo 'fast': expected one of naive, mrv, propagate, dlx (see 'sudoku-cli trace --help')" \
    trace --algo fast <<<"$CAU_DO"
expect "trace --max-steps 0" 2 "" \
    "sudoku-cli: trace: --max-steps '0': expected a whole number from 1 to 18446744073709551615 (see 'sudoku-cli trace --help')" \
    trace --max-steps 0 <<<"$CAU_DO"

finish
