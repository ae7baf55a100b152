# scripts/compare-tdoku, README's side-by-side command, against a stand-in for tdoku's source
# (tdoku itself is not on the test machine): a solver that reports 5 guesses a puzzle. The
# script must read sudoku-cli bench's rate and guess lines (a change to bench's output would
# silently break the table), report one row per file, and refuse bad arguments by name.
source "$(dirname "$0")/lib/common.bash" "$@"
compare=$(cd "$(dirname "$0")/../.." && pwd)/scripts/compare-tdoku

fake=$TMP/tdoku
mkdir -p "$fake/src"
cat >"$fake/src/solver_dpll_triad_simd.cc" <<'EOF'
#include <cstddef>
#include <cstdint>
extern "C" size_t TdokuSolverDpllTriadSimd(const char*, size_t, uint32_t, char*, size_t* guesses) {
    *guesses = 5;
    return 1;
}
EOF
: >"$fake/src/util.cc"
head -20 "$PUZZLES/top95.txt" >"$TMP/twenty.txt"

"$compare" --cli "$CLI" --rounds 1 --min-time 0 "$fake" "$TMP/twenty.txt" >"$TMP/out" 2>"$TMP/err"
rc=$?
[ $rc = 0 ] || fail "compare-tdoku: exit code $rc ($(cat "$TMP/err"))"
[ "$(wc -l <"$TMP/out")" = 2 ] || fail "compare-tdoku: header and one row wanted: $(cat "$TMP/out")"
row_line='^twenty\.txt +([0-9]+) +([0-9]+) +([0-9]+\.[0-9]{2}) +([0-9]+) +([0-9]+)$'
if [[ "$(sed -n 2p "$TMP/out")" =~ $row_line ]]; then
    ours_guesses=${BASH_REMATCH[4]}
    (( BASH_REMATCH[1] > 0 )) || fail "compare-tdoku: our rate is 0"
    (( BASH_REMATCH[2] > 0 )) || fail "compare-tdoku: the stand-in's rate is 0"
    [ "${BASH_REMATCH[5]}" = 100 ] || fail "compare-tdoku: stand-in guesses ${BASH_REMATCH[5]}, wanted 20 x 5"
    bench_guesses=$("$CLI" bench --min-time 0 --repeat 1 "$TMP/twenty.txt" | sed -n 's/^guesses=\([0-9]*\):.*/\1/p')
    [ "$ours_guesses" = "$bench_guesses" ] ||
        fail "compare-tdoku: our guesses $ours_guesses, bench says $bench_guesses"
else
    fail "compare-tdoku row: $(sed -n 2p "$TMP/out")"
fi

# Bad arguments: each named, exit 2, nothing built.
expect_script() {
    local desc=$1 want=$2
    shift 2
    "$compare" "$@" >"$TMP/out" 2>"$TMP/err"
    local rc=$?
    [ $rc = 2 ] || fail "$desc: exit code $rc, wanted 2"
    grep -qF -- "$want" "$TMP/err" || fail "$desc: stderr was '$(cat "$TMP/err")', wanted '$want'"
}
expect_script "no tdoku folder" "is $TMP/none tdoku's source?" --cli "$CLI" "$TMP/none" "$TMP/twenty.txt"
expect_script "no file" "give tdoku's source folder and at least one puzzle file" --cli "$CLI" "$fake"
expect_script "bad --rounds" "--rounds wants a whole number from 1, not 'two'" --cli "$CLI" --rounds two "$fake" "$TMP/twenty.txt"
expect_script "unknown option" "unknown option '--fast'" --fast "$fake" "$TMP/twenty.txt"
expect_script "bad --min-time" "--min-time wants whole seconds from 0 to 600 (as bench), not '0.5'" --cli "$CLI" --min-time 0.5 "$fake" "$TMP/twenty.txt"
expect_script "missing puzzle file" "no file $TMP/gone.txt" --cli "$CLI" --rounds 1 --min-time 0 "$fake" "$TMP/gone.txt"
expect_script "missing sudoku-cli" "$TMP/no-cli not found" --cli "$TMP/no-cli" "$fake" "$TMP/twenty.txt"

finish
