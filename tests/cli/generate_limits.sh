# sudoku-cli generate is bounded: --max-checks (uniqueness checks in all) stops at the same
# point on every machine, --max-seconds (default 60) stops a request that cannot finish, each
# with a line naming the limit and exit 3; the puzzles made before the stop are written, each
# as soon as it is made; progress goes to standard error only on a terminal or with --progress.
source "$(dirname "$0")/lib/common.bash" "$@"

stop_line() {
    echo "sudoku-cli: generate: stopped at puzzle $1 of $2: the limit of $3 (raise it, or 0 for no limit)"
}

# A work budget far below one puzzle's needs: no puzzle, the limit named, exit 3.
expect "three checks" 3 "" "$(stop_line 1 1 "3 uniqueness checks (--max-checks)")" \
    generate --seed 1 --max-checks 3
expect "one check" 3 "" "$(stop_line 1 1 "1 uniqueness check (--max-checks)")" \
    generate --seed 1 --max-checks 1
# The same run again stops at the same point: the budget does not depend on the machine.
"$CLI" generate --seed 7 --count 3 --progress 2>"$TMP/full-err" >"$TMP/full"
[ "$(wc -l <"$TMP/full")" = 3 ] || fail "three puzzles: $(cat "$TMP/full")"
checks=$(sed -n 's/^generate: done: 3 puzzles, \([0-9]*\) uniqueness checks, [0-9]* s$/\1/p' \
    "$TMP/full-err")
[ -n "$checks" ] || fail "--progress summary: $(cat "$TMP/full-err")"
if [ -n "$checks" ]; then
    # One check short of all three: the first two puzzles are written, the third is not.
    budget=$((checks - 1))
    expect "budget short of the last puzzle" 3 "$(head -2 "$TMP/full")" \
        "$(stop_line 3 3 "$budget uniqueness checks (--max-checks)")" \
        generate --seed 7 --count 3 --max-checks $budget
    expect "budget of all three, exactly" 0 "$(cat "$TMP/full")" "" \
        generate --seed 7 --count 3 --max-checks $checks
fi
# Without --progress and with standard error not a terminal: nothing on it.
expect "quiet into a pipe" 0 "*" "" generate --seed 7
expect "bad --max-checks" 2 "" "*" generate --max-checks many
expect "bad --max-seconds" 2 "" "*" generate --max-seconds -1

# A request no machine finishes in a second: 560 empty cells of 625 lie far beyond what 25x25
# reaches, and each of the million attempts gets a million uniqueness checks (about 20 ms each
# here) to get there. Stopped at the limit; the timeout is only a hang guard.
timeout 300 "$CLI" generate --size 25 --empty 560 --attempts 1000000 --local-moves 1000000 \
    --seed 1 --max-seconds 1 >"$TMP/out" 2>"$TMP/err"
rc=$?
[ $rc = 3 ] || fail "25x25 with 560 empty in 1 s: exit $rc ($(cat "$TMP/err"))"
[ "$(cat "$TMP/err")" = "$(stop_line 1 1 "1 second (--max-seconds)")" ] ||
    fail "25x25 with 560 empty in 1 s: $(cat "$TMP/err")"
[ ! -s "$TMP/out" ] || fail "25x25 with 560 empty in 1 s wrote $(cat "$TMP/out")"

# The help names the limits.
"$CLI" generate --help >"$TMP/help"
for option in --max-seconds --max-checks --progress; do
    grep -q -- "$option" "$TMP/help" || fail "generate --help does not name $option"
done

finish
