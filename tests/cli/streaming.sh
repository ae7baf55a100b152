# Piped puzzles are answered as they arrive: solve, count, validate and grade write the first
# puzzle's answer while their input is still open (before, nothing came out until the input
# ended). A coprocess gets one puzzle and must answer it before the second is written; the
# read's timeout is only a hang guard.
source "$(dirname "$0")/lib/common.bash" "$@"

# first_answer COMMAND EXPECTED [ARGS...]: the command's first line for tahta, read while its
# input is open; then a second puzzle, the input closed, and the exit status checked.
first_answer() {
    local command=$1 expected=$2
    shift 2
    coproc CLI_PROC { exec "$CLI" "$command" "$@" 2>"$TMP/err"; }
    local to=${CLI_PROC[1]} from=${CLI_PROC[0]} pid=$CLI_PROC_PID line=""
    echo "$TAHTA" >&"$to"
    if ! IFS= read -r -t 300 line <&"$from"; then
        fail "$command: no answer while the input stays open"
    fi
    [ "$line" = "$expected" ] || fail "$command: first answer '$line', expected '$expected'"
    echo "$TAHTA" >&"$to"
    exec {to}>&-
    IFS= read -r -t 300 line <&"$from" || line="(none)"
    [ "$line" = "$expected" ] || fail "$command: second answer '$line', expected '$expected'"
    wait "$pid"
    local rc=$?
    [ $rc = 0 ] || fail "$command: exit $rc ($(cat "$TMP/err"))"
}

first_answer solve "$TAHTA_SOLUTION"
first_answer count 1
first_answer validate ok
first_answer grade "$("$CLI" grade <<<"$TAHTA")"

# A file of puzzle lines answers the same as before, a bad line in the middle included.
printf '%s\n# a comment\n\n%s\n12x\n%s\n' "$TAHTA" "$CAU_DO" "$TAHTA" >"$TMP/mixed.txt"
expect "lines with a bad one" 1 "*" "" validate "$TMP/mixed.txt"
[ "$(sed -n 1,2p "$TMP/out" | tr '\n' ' ')" = "ok ok " ] || fail "mixed lines: $(cat "$TMP/out")"
grep -q "^invalid: line 5: " "$TMP/out" || fail "mixed lines: $(cat "$TMP/out")"
[ "$(sed -n 4p "$TMP/out")" = ok ] || fail "mixed lines: $(cat "$TMP/out")"

# A text that is not puzzle lines is read whole, exactly as it came: a Python list cut short
# after a blank line is on line 2 (the fuzzer found the streaming reader calling it line 3).
expect "a cut Python list" 1 "invalid: line 2: unbalanced brackets: '[' opened on line 2 is never closed" "" \
    solve < <(printf '\n[')
# A printed 9x9 grid whose first row reads as a 3x3 puzzle line ("123......") is still a grid
# (its second row does not): one 9x9 answer, not nine 3x3 ones.
{ echo "123......"; echo "456......"; for _ in 1 2 3 4 5 6 7; do echo "........."; done; } >"$TMP/low.txt"
expect "a grid whose first row is a 3x3 line" 0 "*" "" solve "$TMP/low.txt"
[ "$(wc -l <"$TMP/out")" = 1 ] && valid_solution "$(cat "$TMP/out")" "123......456......" ||
    fail "a grid whose first row is a 3x3 line: $(cat "$TMP/out")"
# Comments and CRLF line ends before a grid.
printf '# tahta\r\n\r\n' >"$TMP/grid.txt"
echo "$TAHTA" | sed 's/\(.........\)/\1\n/g' | sed '/^$/d' >>"$TMP/grid.txt"
expect "a grid after comments" 0 "$TAHTA_SOLUTION" "" solve "$TMP/grid.txt"

finish
