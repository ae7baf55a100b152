# sudoku-cli hint: the next logical step, checked against the known solution; --all; bad input.
source "$(dirname "$0")/lib/common.bash" "$@"

# The digit of TAHTA_SOLUTION at r<R>c<C>.
solution_at() { echo "${TAHTA_SOLUTION:$((($1 - 1) * 9 + $2 - 1)):1}"; }

"$CLI" hint <<<"$TAHTA" >"$TMP/out"
[ $? = 0 ] || fail "hint tahta: exit code"
[ "$(wc -l <"$TMP/out")" = 3 ] || fail "hint tahta: expected 3 lines, got $(cat "$TMP/out")"
head -1 "$TMP/out" | grep -qE '^[A-Za-z -]+: look at ' || fail "hint headline: $(head -1 "$TMP/out")"
# Every placement the hint names is the solution's digit.
check_placements() {
    grep -o 'place r[0-9]c[0-9] = [1-9]' "$1" | while read -r _ cell _ digit; do
        r=${cell:1:1}
        c=${cell:3:1}
        [ "$(solution_at "$r" "$c")" = "$digit" ] || echo "$cell = $digit"
    done
}
[ -z "$(check_placements "$TMP/out")" ] || fail "hint tahta: wrong placement $(check_placements "$TMP/out")"

# --all: the whole solve, every placement right, ends solved.
"$CLI" hint --all <<<"$TAHTA" >"$TMP/all"
[ "$(tail -1 "$TMP/all")" = solved ] || fail "hint --all tahta: last line $(tail -1 "$TMP/all")"
[ "$(grep -c 'place ' "$TMP/all")" = 51 ] || fail "hint --all tahta: expected 51 placements"
[ -z "$(check_placements "$TMP/all")" ] || fail "hint --all tahta: wrong placement $(check_placements "$TMP/all")"

expect "hint on a solved grid" 0 "solved" "" hint <<<"$TAHTA_SOLUTION"
# The hardest puzzles get stuck under --all (logic alone cannot finish them).
grep -v '^#' "$PUZZLES/forum_hardest_1106.txt" | head -1 >"$TMP/hard"
"$CLI" hint --all "$TMP/hard" | tail -1 | grep -qx stuck || fail "hint --all forum hardest: not stuck"
# Two puzzles: separated by a blank line.
printf '%s\n%s\n' "$TAHTA_SOLUTION" "$TAHTA_SOLUTION" | "$CLI" hint >"$TMP/two"
[ "$(cat "$TMP/two")" = "solved

solved" ] || fail "hint two puzzles: $(cat "$TMP/two")"
# r1c9 needs a 9, but column 9 holds one: broken, exit 1.
expect "hint on a broken position" 1 "*" "" hint <<<"12345678.........9$(printf '.%.0s' {1..63})"
grep -q '^broken: ' "$TMP/out" || fail "hint broken: $(cat "$TMP/out")"
expect "hint conflicting givens" 1 "*" "" hint <<<"11${TAHTA:2}"
grep -q '^invalid: line 1: ' "$TMP/out" || fail "hint conflicting givens: $(cat "$TMP/out")"
expect "hint unknown option" 2 "" "*" hint --bogus <<<"$TAHTA"

finish
