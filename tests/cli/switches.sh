# sudoku-cli's heuristic switches (--var, --val, --infer): every combination solves the lessons'
# tahta, a 16x16 and a jigsaw; the trace replays to the solution; the counters follow the
# switches; bad values and conflicting options are usage errors naming the option.
source "$(dirname "$0")/lib/common.bash" "$@"

for var in row-major mrv mrv-degree random; do
    for val in asc lcv random; do
        for infer in none fc naked hidden ac3; do
            # A random order without inference places millions of values: minutes under the
            # sanitizers, where the orders with inference cover the same code.
            if [ "${SUDOKU_SANITIZED:-0}" = 1 ] && [ $infer = none ] &&
                { [ $var = random ] || [ $val = random ]; }; then
                continue
            fi
            # The step budget bounds these, not the clock: random order without inference
            # places 4.7 million values, which a loaded machine may take minutes over.
            out=$("$CLI" solve --var $var --val $val --infer $infer --seed 5 --max-seconds 0 \
                <<<"$TAHTA")
            valid_solution "$out" "$TAHTA" ||
                fail "solve --var $var --val $val --infer $infer: '$out' is not a solution"
        done
    done
done

# Other shapes (generated with sudoku-cli generate --seed 1 --difficulty easy).
SIXTEEN="..A.9..E1.D..6.....DC..18G....B...1C..F...7.A...FE5....G3A.48.......A.47GBCDE.......1......8D.CB.C.F.2.8..E.7..3D.B.GE.....F.9.18.D.3.....A7.F.94..G.6..D.8.C.A.6F.32......G.......78154FE.C.......45.E67....GD2...9.C...8..B7...G....1D4..B9.....7..A.BC..5.E.."
JIGSAW="....5....4..7..5236...........6...19..7...8..86...2...........5136..8..7....3.... regions=111111222313331222333341422535444462555547466855877466858897766888897776999999976"
for puzzle in "$SIXTEEN" "$JIGSAW"; do
    for spec in "--var mrv-degree --val lcv --infer ac3" "--var mrv --infer naked" "--infer hidden --val random --seed 3"; do
        # MRV with naked singles places 1.8 million values on the 16x16: a second in Release,
        # most of a minute under the sanitizers, where the jigsaw and tahta runs cover its code.
        if [ "${SUDOKU_SANITIZED:-0}" = 1 ] && [ "$puzzle" = "$SIXTEEN" ] &&
            [ "$spec" = "--var mrv --infer naked" ]; then
            continue
        fi
        # shellcheck disable=SC2086
        fast=$("$CLI" solve <<<"$puzzle" | cut -d' ' -f1)
        out=$("$CLI" solve $spec --max-seconds 0 <<<"$puzzle" | cut -d' ' -f1)
        [ -n "$fast" ] && [ "$out" = "$fast" ] || fail "solve $spec on ${puzzle:0:20}...: '$out', fast solver '$fast'"
    done
done

# The presets are the switches' names: --var mrv alone is the lesson's mrv, count for count.
expect "--var mrv = --algo mrv" 0 "$("$CLI" solve --algo mrv --stats <<<"$TAHTA")" "" \
    solve --var mrv --stats <<<"$TAHTA"
expect "mrv + hidden singles = propagate" 0 "$("$CLI" solve --algo propagate --stats <<<"$TAHTA")" \
    "" solve --var mrv --infer hidden --stats <<<"$TAHTA"
# Forward checking strikes values: its counters say how many.
"$CLI" solve --var mrv-degree --infer fc --stats <<<"$CAU_DO" | grep -q ' eliminations=[1-9]' ||
    fail "solve --infer fc --stats: no eliminations counted"

# trace: the first event is the MRV + degree choice, and replaying place/remove gives the solution.
"$CLI" trace --var mrv-degree --val lcv --infer fc --max-steps 1000000 <<<"$TAHTA" >"$TMP/trace" ||
    fail "trace with switches: exit code $?"
head -1 "$TMP/trace" | grep -q '^select r[1-9]c[1-9] depth=1$' ||
    fail "trace with switches: first event '$(head -1 "$TMP/trace")'"
[ "$(tail -1 "$TMP/trace" | cut -d' ' -f1)" = solution ] || fail "trace with switches: no solution"

# bench runs a switch combination over a file.
head -5 "$PUZZLES/top95.txt" >"$TMP/five.txt"
"$CLI" bench --var mrv-degree --val lcv --infer ac3 "$TMP/five.txt" >"$TMP/bench" 2>&1 ||
    fail "bench with switches: exit code $? ($(cat "$TMP/bench"))"
grep -q '^unique=5 multiple=0 unsolvable=0 invalid=0 stopped=0$' "$TMP/bench" ||
    fail "bench with switches: $(cat "$TMP/bench")"

expect "a bad --var" 2 "" \
    "sudoku-cli: solve: --var 'diagonal': expected one of row-major, mrv, mrv-degree, random (see 'sudoku-cli solve --help')" \
    solve --var diagonal <<<"$TAHTA"
expect "a bad --infer" 2 "" \
    "sudoku-cli: trace: --infer 'ac4': expected one of none, fc, naked, hidden, ac3 (see 'sudoku-cli trace --help')" \
    trace --infer ac4 <<<"$TAHTA"
expect "switches with the fast solver" 2 "" \
    "sudoku-cli: solve: --var, --val and --infer switch the step searches: not with --algo fast (see 'sudoku-cli solve --help')" \
    solve --algo fast --val lcv <<<"$TAHTA"
expect "--val and --order together" 2 "" \
    "sudoku-cli: bench: --val and --order both set the value order: give one (see 'sudoku-cli bench --help')" \
    bench --val lcv --order random "$TMP/five.txt"
"$CLI" solve --help | grep -q -- '--infer INFER' || fail "solve --help does not name --infer"

exit $((FAILS > 0))
