# sudoku-cli bench-watch: the report's lines and the exactness check (speeds are printed,
# never asserted: the machine is shared); bad arguments are usage errors.
source "$(dirname "$0")/lib/common.bash" "$@"

"$CLI" bench-watch --events 300000 --back 20000 "$PUZZLES/top95.txt" >"$TMP/out"
rc=$?
[ $rc = 0 ] || fail "bench-watch: exit code $rc"
grep -q '^puzzle: 9x9, algorithm naive$' "$TMP/out" || fail "bench-watch: no puzzle line"
grep -Eq '^turbo: 300000 events in [0-9.]+ s \([0-9]+ frames\): [0-9.]+ million events/s$' "$TMP/out" ||
    fail "bench-watch: turbo line: $(grep turbo "$TMP/out")"
grep -Eq '^20000 single steps back: .* board equals the replay$' "$TMP/out" ||
    fail "bench-watch: step back line: $(grep 'steps back' "$TMP/out")"
grep -Eq '^seek back by 20000 events: [0-9.]+ s$' "$TMP/out" || fail "bench-watch: seek line"
grep -Eq '^at the end: +maxrss +[0-9.]+ MB' "$TMP/out" || fail "bench-watch: memory line"

# A puzzle line works too; a search that ends early says so.
"$CLI" bench-watch --algo mrv "12..34..21..43.." >"$TMP/out" || fail "bench-watch line: exit $?"
grep -q '(search complete)' "$TMP/out" || fail "bench-watch: a short search must say it completed"

"$CLI" bench-watch --algo fast "$PUZZLES/top95.txt" >/dev/null 2>"$TMP/err"
[ $? = 2 ] || fail "bench-watch --algo fast must be a usage error"
"$CLI" bench-watch --index 999 "$PUZZLES/hardest.txt" >/dev/null 2>"$TMP/err"
[ $? = 1 ] || fail "bench-watch --index past the end must fail"
grep -q 'no puzzle number 999' "$TMP/err" || fail "bench-watch --index: $(cat "$TMP/err")"
"$CLI" bench-watch >/dev/null 2>&1
[ $? = 2 ] || fail "bench-watch without a puzzle must be a usage error"
echo ok
