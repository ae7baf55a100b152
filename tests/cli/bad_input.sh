# sudoku-cli on bad input: every malformed line, file or argument gets one clear line naming
# what and where, with the documented exit code (1 bad puzzle, 2 usage error); nothing hangs.
source "$(dirname "$0")/lib/common.bash" "$@"

EMPTY=$(printf '.%.0s' {1..81})
# put PUZZLE POS SYMBOL [POS SYMBOL]...: the puzzle with symbols placed at 1-based positions.
put() {
    local s=$1
    shift
    while [ $# -gt 0 ]; do
        s="${s:0:$(($1 - 1))}$2${s:$1}"
        shift 2
    done
    echo "$s"
}
# bad DESCRIPTION INPUT EXPECTED_STDOUT [ARGS...]: one puzzle line on stdin, exit code 1,
# nothing on stderr. The default command is validate.
bad() {
    local desc=$1 input=$2 want=$3
    shift 3
    [ $# -gt 0 ] || set -- validate
    expect "$desc" 1 "$want" "" "$@" <<<"$input"
}
SYMBOLS="(expected 1-9, A-P, or . for empty)"

# Empty and hostile input.
expect "empty input" 1 "" "sudoku-cli: solve: no puzzle in the input" solve </dev/null
expect "only comments" 1 "" "sudoku-cli: count: no puzzle in the input" count <<<"# nothing

   # here"
head -c 1048576 /dev/zero | tr '\0' '1' >"$TMP/huge.txt"
expect "a 1 MB line" 1 "invalid: line 1: puzzle has 1048576 symbols, expected N*N for N=3..25" "" \
    solve "$TMP/huge.txt"
printf '\x00\xff\x80abc\n' >"$TMP/binary.txt"
expect "binary bytes" 1 "invalid: line 1: position 1: unknown symbol \\x00 $SYMBOLS" "" solve "$TMP/binary.txt"
head -c 1048576 /dev/zero | tr '\0' '[' >"$TMP/brackets.txt"
expect "a 1 MB line of brackets" 1 \
    "invalid: line 1: row 1, item 1: lists nested too deep (a row holds cells, not lists)" "" \
    solve "$TMP/brackets.txt"
head -c 300000 /dev/urandom >"$TMP/random.bin"
timeout 900 "$CLI" solve "$TMP/random.bin" >/dev/null 2>&1
rc=$?
[ $rc = 1 ] || fail "random bytes: exit code $rc, expected 1"
# Input is read up to 16 MiB and refused beyond, from a pipe, a file or an endless stream, so
# `< /dev/zero` ends at once instead of growing without bound.
head -c 20M /dev/zero >"$TMP/20M.bin"
for source in "standard input" "'$TMP/20M.bin'"; do
    if [ "$source" = "standard input" ]; then
        head -c 20M /dev/zero | timeout 900 "$CLI" solve >"$TMP/out" 2>"$TMP/err"
        rc=${PIPESTATUS[1]}
    else
        timeout 900 "$CLI" solve "$TMP/20M.bin" >"$TMP/out" 2>"$TMP/err"
        rc=$?
    fi
    [ $rc = 2 ] || fail "20 MiB from $source: exit code $rc, expected 2"
    [ "$(cat "$TMP/err")" = "sudoku-cli: solve: $source is larger than 16 MiB, the limit for puzzle input" ] ||
        fail "20 MiB from $source: stderr was $(head -c 300 "$TMP/err")"
done
rm -f "$TMP/20M.bin"
expect "endless standard input" 2 "" \
    "sudoku-cli: count: standard input is larger than 16 MiB, the limit for puzzle input" \
    count </dev/zero
expect "endless file" 2 "" \
    "sudoku-cli: validate: '/dev/zero' is larger than 16 MiB, the limit for puzzle input" \
    validate /dev/zero
expect "show on an endless file" 2 "" "*" show /dev/zero

# Wrong lengths and symbols.
bad "80 symbols" "${EMPTY:1}" \
    "invalid: line 1: puzzle has 80 symbols, expected N*N for N=3..25 (nearest: 64 for 8x8, 81 for 9x9)"
bad "82 symbols" "$EMPTY." \
    "invalid: line 1: puzzle has 82 symbols, expected N*N for N=3..25 (nearest: 81 for 9x9, 100 for 10x10)"
bad "unknown symbol" "$(put "$EMPTY" 5 x)" "invalid: line 1: position 5: unknown symbol 'x' $SYMBOLS"
bad "value out of range" "15.............." "invalid: line 1: value 5 (5) at r1c2 is out of range (1..4)"
bad "'0' on a 16x16" "0${EMPTY:1}${EMPTY}${EMPTY}${EMPTY:0:13}" \
    "invalid: line 1: position 1: '0' is not a symbol for 16x16 boards (use . for empty)"
bad "unknown puzzle option" "$EMPTY hyperx" \
    "invalid: line 1: unknown option 'hyperx' (expected box=RxC, x, hyper or regions=...)"
bad "box that does not tile" "$EMPTY box=2x2" \
    "invalid: line 1: box 2x2 does not tile a 9x9 board (rows x cols must be 9)"

# Conflicting givens name both cells and the unit they share.
bad "conflict in a row" "$(put "$EMPTY" 1 5 9 5)" \
    "invalid: line 1: conflicting givens: r1c1 and r1c9 both hold 5 in row 1"
bad "conflict in a column" "$(put "$EMPTY" 1 5 73 5)" \
    "invalid: line 1: conflicting givens: r1c1 and r9c1 both hold 5 in column 1"
bad "conflict in a box" "$(put "$EMPTY" 1 5 21 5)" \
    "invalid: line 1: conflicting givens: r1c1 and r3c3 both hold 5 in box 1"
bad "conflict on the diagonal" "$(put "$EMPTY" 1 5 81 5) x" \
    "invalid: line 1: conflicting givens: r1c1 and r9c9 both hold 5 in diagonal"
bad "conflict on the anti-diagonal" "$(put "$EMPTY" 9 5 73 5) x" \
    "invalid: line 1: conflicting givens: r1c9 and r9c1 both hold 5 in anti-diagonal"
bad "conflict in a hyper window" "$(put "$EMPTY" 11 5 31 5) hyper" \
    "invalid: line 1: conflicting givens: r2c2 and r4c4 both hold 5 in window 1"
bad "conflict in a jigsaw piece" "1.....1.................. regions=1112211222333443344455555" \
    "invalid: line 1: conflicting givens: r1c1 and r2c2 both hold 1 in region 1"
bad "several conflicts are counted" "$(put "$EMPTY" 1 5 9 5 73 5)" \
    "invalid: line 1: conflicting givens: r1c1 and r1c9 both hold 5 in row 1 (and 1 more conflict)"
# Every command reports them the same way.
for cmd in solve count trace; do
    bad "conflict via $cmd" "$(put "$EMPTY" 1 5 9 5)" \
        "invalid: line 1: conflicting givens: r1c1 and r1c9 both hold 5 in row 1" $cmd
done

# Broken region maps.
bad "region map too short" "1........................ regions=111221122233344334445555" \
    "invalid: line 1: regions= has 24 ids, needs 25 (one per cell)"
bad "region of the wrong size" "1........................ regions=1112211222333443344455155" \
    "invalid: line 1: region 1 has 6 cells, needs 5"
bad "region not connected" "1........................ regions=5112211222333443344455551" \
    "invalid: line 1: region 1 is not connected (r5c5 is cut off)"
bad "bad region id" "1........................ regions=11122112223334433444555*5" \
    "invalid: line 1: regions= position 24: region id '*' is not a letter or digit"

# Grids and Python lists name the row and line.
printf '7 8 0 | 4 0 0 | 1 2 0\n6 0 0 | 0 7 5 | 0 0 9\n0 0 0 | 6 0 1 | 0 7 8\n' >"$TMP/grid.txt"
printf -- '- - - - - - - - - - -\n0 0 7 | 0 4 0 | 2 6 0\n0 0 1 | 0 5 0 | 9 3\n' >>"$TMP/grid.txt"
printf '9 0 4 | 0 6 0 | 0 0 5\n- - - - - - - - - - -\n0 7 0 | 3 0 0 | 0 1 2\n' >>"$TMP/grid.txt"
printf '1 2 0 | 0 0 7 | 4 0 0\n0 4 9 | 2 0 6 | 0 0 7\n' >>"$TMP/grid.txt"
expect "grid row too short" 1 "invalid: line 6: grid row 5 has 8 cells, expected 9" "" solve "$TMP/grid.txt"
printf 'cau_do = [\n [7,8,0,4,0,0,1,2,0],\n [6,0,0,0,7,5,0,0,9]\n' >"$TMP/list.py"
expect "unclosed Python list" 1 \
    "invalid: line 4: unbalanced brackets: '[' opened on line 1 is never closed" "" solve "$TMP/list.py"
printf 'q = [[1,2,3,4],[3,4,1,2],[2,1,4,3],[4,3,2,12]]\n' >"$TMP/range.py"
expect "Python value out of range" 1 "invalid: line 1: value 12 at r4c4 is out of range (1..4)" "" \
    solve "$TMP/range.py"

# Files and arguments: usage errors exit 2 with one line on stderr.
expect "missing file" 2 "" "sudoku-cli: solve: cannot read '$TMP/none.txt': No such file or directory" \
    solve "$TMP/none.txt"
expect "a directory" 2 "" "sudoku-cli: validate: cannot read '/': Is a directory" validate /
expect "unknown option" 2 "" "sudoku-cli: solve: unknown option '--fast' (see 'sudoku-cli solve --help')" \
    solve --fast
expect "unknown algorithm" 2 "" \
    "sudoku-cli: solve: --algo 'quick': expected one of fast, naive, mrv, propagate, dlx (see 'sudoku-cli solve --help')" \
    solve --algo quick
expect "bad order" 2 "" \
    "sudoku-cli: solve: --order 'desc': expected one of asc, random (see 'sudoku-cli solve --help')" \
    solve --order desc
expect "bad seed" 2 "" \
    "sudoku-cli: solve: --seed 'x': expected a whole number from 0 to 18446744073709551615 (see 'sudoku-cli solve --help')" \
    solve --seed x
for limit in 0 -1 abc 1.5 99999999999 ''; do
    expect "count --limit '$limit'" 2 "" \
        "sudoku-cli: count: --limit '$limit': expected a whole number from 1 to 1000000000 (see 'sudoku-cli count --help')" \
        count --limit "$limit"
done
expect "count --limit without a value" 2 "" \
    "sudoku-cli: count: option --limit needs a value (--limit K) (see 'sudoku-cli count --help')" count --limit
expect "count --limit=3 works" 0 "1" "" count --limit=3 <<<"$TAHTA"
expect "a flag with a value" 2 "" \
    "sudoku-cli: solve: option --stats takes no value (see 'sudoku-cli solve --help')" solve --stats=yes
expect "unknown command" 2 "" "sudoku-cli: unknown command 'slove' (see sudoku-cli --help)" slove
expect "no command" 2 "" "*" </dev/null
# Usage errors are reported before any input is read (stdin is not touched).
expect "usage error before reading" 2 "" "*" validate --bogus </dev/null


# A wrong length for every size: one symbol short of N*N, with the nearest sizes named.
for n in $(seq 3 25); do
    len=$((n * n - 1))
    nearest="$((n * n)) for ${n}x${n}"
    [ $n -gt 3 ] && nearest="$(((n - 1) * (n - 1))) for $((n - 1))x$((n - 1)), $nearest"
    bad "length $len (${n}x${n} minus one)" "$(printf '%*s' $len '' | tr ' ' '.')" \
        "invalid: line 1: puzzle has $len symbols, expected N*N for N=3..25 (nearest: $nearest)"
done

# Unsolvable puzzles that need a real search (the edge-case file's count-0 entries): reported as
# unsolvable, never as a wrong grid; node budgets bound them, not the clock (the timeout only
# catches a hang).
grep -v '^#' "$PUZZLES/edge_cases_with_counts.txt" | grep ':0$' | cut -d: -f1 >"$TMP/unsolvable.txt"
[ "$(wc -l <"$TMP/unsolvable.txt")" = 10 ] || fail "expected 10 unsolvable edge cases"
timeout 900 "$CLI" validate --max-seconds 0 "$TMP/unsolvable.txt" >"$TMP/out"
rc=$?
[ $rc = 1 ] || fail "validate unsolvable: exit $rc, expected 1"
[ "$(sort -u "$TMP/out")" = "unsolvable" ] || fail "validate unsolvable: $(sort -u "$TMP/out" | head -3)"
timeout 900 "$CLI" solve --max-seconds 0 "$TMP/unsolvable.txt" >"$TMP/out"
[ "$(grep -c '^unsolvable$' "$TMP/out")" = 10 ] || fail "solve unsolvable: $(head -3 "$TMP/out")"
# The textbook search on the first of them is bounded by --max-steps rather than left to run.
head -1 "$TMP/unsolvable.txt" |
    timeout 900 "$CLI" solve --algo naive --max-steps 100000 --max-seconds 0 >"$TMP/out"
rc=$?
case "$rc $(cat "$TMP/out")" in
"1 unsolvable" | "3 stopped: the search hit its limit of 100000 steps"*) ;;
*) fail "naive on unsolvable with --max-steps: $(cat "$TMP/out")" ;;
esac

# Puzzles with thousands of solutions: counted up to the limit, validated as multiple.
expect "empty 4x4 has 288 solutions" 0 "288" "" count --limit 100000 <<<"................"
expect "empty 9x9: capped at 5000" 0 "5000" "" count --limit 5000 <<<"$EMPTY"
expect "empty 9x9 is multiple" 1 "multiple" "" validate <<<"$EMPTY"
expect "empty 25x25 solves" 0 "*" "" solve --max-seconds 0 <<<"$(printf '%*s' 625 '' | tr ' ' '.')"
head -50 "$PUZZLES/multi_solution_1000.txt" >"$TMP/multi.txt"
timeout 900 "$CLI" count --limit 1000 --max-seconds 0 "$TMP/multi.txt" >"$TMP/out"
[ "$(awk '$1 < 2' "$TMP/out" | wc -l)" = 0 ] || fail "multi-solution puzzles counted below 2"

finish
