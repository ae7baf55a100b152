# scripts/compare-tdoku, the side-by-side command of docs/benchmarks.md, against a stand-in for
# tdoku's source (tdoku itself is not on the test machine): a solver that reports 5 guesses a
# puzzle. The script must read sudoku-cli bench's rate and guess lines (a change to bench's
# output would silently break the table), report one row per file, and refuse bad arguments by
# name.
source "$(dirname "$0")/lib/common.bash" "$@"
compare=$(cd "$(dirname "$0")/../.." && pwd)/scripts/compare-tdoku

fake=$TMP/tdoku
mkdir -p "$fake/src"
cat >"$fake/src/solver_dpll_triad_simd.cc" <<'EOF'
#include <cstddef>
#include <cstdint>
// Like tdoku, only '.' is empty: a puzzle with any other symbol "has no solution" here, so the
// script must hand over '0' as '.'. The lesson's tahta puzzle "has none" either, to test that
// the script stops on it.
extern "C" size_t TdokuSolverDpllTriadSimd(const char* p, size_t, uint32_t, char*, size_t* guesses) {
    *guesses = 5;
    if (p[0] == '5' && p[1] == '3' && p[2] == '.' && p[3] == '.' && p[4] == '7') return 0;
    for (int i = 0; i < 81; ++i)
        if (p[i] != '.' && (p[i] < '1' || p[i] > '9')) return 0;
    return 1;
}
EOF
: >"$fake/src/util.cc"
# easy50 writes empty cells as '0'.
grep -v '^#' "$PUZZLES/easy50.txt" | head -20 >"$TMP/twenty.txt"
grep -q 0 "$TMP/twenty.txt" || fail "the test file should hold '0' for empty cells"

# One kernel level (the best of the two every x86-64 test machine is likely to have): one rate
# of ours, one of the stand-in built for that level, and the ratio.
level=sse41
grep -qw avx2 /proc/cpuinfo && level=avx2
grep -qw sse4_1 /proc/cpuinfo || { echo "this CPU has no SSE4.1: no kernel level to compare"; finish; }
"$compare" --cli "$CLI" --levels "$level" --rounds 3 --min-time 0 "$fake" "$TMP/twenty.txt" \
    >"$TMP/out" 2>"$TMP/err"
rc=$?
[ $rc = 0 ] || fail "compare-tdoku: exit code $rc ($(cat "$TMP/err"))"
[ "$(wc -l <"$TMP/out")" = 2 ] || fail "compare-tdoku: header and one row wanted: $(cat "$TMP/out")"
head -1 "$TMP/out" | grep -q " $level/s " || fail "compare-tdoku: the header names no $level: $(head -1 "$TMP/out")"
row_line='^twenty\.txt +([0-9]+) +([0-9]+) +([0-9]+\.[0-9]{2}) +([0-9]+) +([0-9]+)$'
if [[ "$(sed -n 2p "$TMP/out")" =~ $row_line ]]; then
    ours_guesses=${BASH_REMATCH[4]}
    (( BASH_REMATCH[1] > 0 )) || fail "compare-tdoku: our rate is 0"
    (( BASH_REMATCH[2] > 0 )) || fail "compare-tdoku: the stand-in's rate is 0"
    # The stand-in does nothing, so it is far faster, and the ratio is ours over it.
    (( BASH_REMATCH[2] > BASH_REMATCH[1] )) || fail "compare-tdoku: columns swapped? $(sed -n 2p "$TMP/out")"
    awk -v o="${BASH_REMATCH[1]}" -v t="${BASH_REMATCH[2]}" -v r="${BASH_REMATCH[3]}" \
        'BEGIN {exit !(r - o / t < 0.006 && o / t - r < 0.006)}' ||
        fail "compare-tdoku: ratio ${BASH_REMATCH[3]} is not ours / theirs"
    [ "${BASH_REMATCH[5]}" = 100 ] || fail "compare-tdoku: stand-in guesses ${BASH_REMATCH[5]}, wanted 20 x 5"
    bench_guesses=$("$CLI" bench --min-time 0 --repeat 1 "$TMP/twenty.txt" | sed -n 's/^guesses=\([0-9]*\):.*/\1/p')
    [ "$ours_guesses" = "$bench_guesses" ] ||
        fail "compare-tdoku: our guesses $ours_guesses, bench says $bench_guesses"
else
    fail "compare-tdoku row: $(sed -n 2p "$TMP/out")"
fi

# Two levels: one rate and ratio per dispatch path on the same row, each path's kernel checked
# in bench's report (a level bench did not run would stop the script).
if [ $level = avx2 ]; then
    "$compare" --cli "$CLI" --levels avx2,sse41 --rounds 1 --min-time 0 "$fake" "$TMP/twenty.txt" \
        >"$TMP/out" 2>"$TMP/err" || fail "compare-tdoku, two levels: $(cat "$TMP/err")"
    two_levels='^twenty\.txt +[0-9]+ +[0-9]+ +[0-9]+\.[0-9]{2} +[0-9]+ +[0-9]+ +[0-9]+\.[0-9]{2} +[0-9]+ +100$'
    [[ "$(sed -n 2p "$TMP/out")" =~ $two_levels ]] || fail "compare-tdoku, two levels: $(cat "$TMP/out")"
    head -1 "$TMP/out" | grep -q "avx2/s .* sse41/s" || fail "compare-tdoku, two levels: header $(head -1 "$TMP/out")"
fi

# expect_stop STATUS DESCRIPTION WANTED_STDERR ARGS...: the script exits with STATUS and its
# stderr holds WANTED_STDERR.
expect_stop() {
    local status=$1 desc=$2 want=$3
    shift 3
    "$compare" "$@" >"$TMP/out" 2>"$TMP/err"
    local rc=$?
    [ $rc = "$status" ] || fail "$desc: exit code $rc, wanted $status"
    grep -qF -- "$want" "$TMP/err" || fail "$desc: stderr was '$(cat "$TMP/err")', wanted '$want'"
}
# Bad arguments: each named, exit 2, nothing built.
expect_script() { expect_stop 2 "$@"; }
expect_script "no tdoku folder" "is $TMP/none tdoku's source?" --cli "$CLI" "$TMP/none" "$TMP/twenty.txt"
expect_script "no file" "give tdoku's source folder and at least one puzzle file" --cli "$CLI" "$fake"
expect_script "bad --rounds" "--rounds wants a whole number from 1, not 'two'" --cli "$CLI" --rounds two "$fake" "$TMP/twenty.txt"
expect_script "unknown option" "unknown option '--fast'" --fast "$fake" "$TMP/twenty.txt"
expect_script "bad --min-time" "--min-time wants whole seconds from 0 to 600 (as bench), not '0.5'" --cli "$CLI" --min-time 0.5 "$fake" "$TMP/twenty.txt"
expect_script "missing puzzle file" "no file $TMP/gone.txt" --cli "$CLI" --rounds 1 --min-time 0 "$fake" "$TMP/gone.txt"
expect_script "option without its value" "--rounds wants a value" --cli "$CLI" --rounds
expect_script "option value missing before the next option" "--cli wants a value" --cli --rounds 2 "$fake" "$TMP/twenty.txt"
expect_script "--min-time above bench's bound" "not '601'" --cli "$CLI" --min-time 601 "$fake" "$TMP/twenty.txt"
expect_script "missing sudoku-cli" "$TMP/no-cli not found" --cli "$TMP/no-cli" "$fake" "$TMP/twenty.txt"
expect_script "unknown kernel level" "--levels: unknown level 'avx3' (sse41, avx2, avx512)" --cli "$CLI" --levels avx3 "$fake" "$TMP/twenty.txt"

# Both must time the same solved puzzles: a line bench refuses, or a puzzle the stand-in calls
# unsolvable, stops the script with the reason (exit 1), not a ratio over different sets.
{ cat "$TMP/twenty.txt"; echo "${CAU_DO:0:80}x"; } >"$TMP/bad_line.txt"
expect_stop 1 "a line bench refuses" "sudoku-cli bench failed on $TMP/bad_line.txt" \
    --cli "$CLI" --rounds 1 --min-time 0 "$fake" "$TMP/bad_line.txt"
{ cat "$TMP/twenty.txt"; echo "$TAHTA"; } >"$TMP/unsolved.txt"
expect_stop 1 "a puzzle the stand-in cannot solve" "tdoku solved not every puzzle of $TMP/unsolved.txt" \
    --cli "$CLI" --rounds 1 --min-time 0 "$fake" "$TMP/unsolved.txt"
# A 4x4 line bench times and the 9x9 driver skips: not the same set, said so.
{ cat "$TMP/twenty.txt"; echo ".234341221434321"; } >"$TMP/mixed.txt"
expect_stop 1 "a line only bench reads" \
    "bench read 21 puzzles from $TMP/mixed.txt, the tdoku driver 20: not the same set" \
    --cli "$CLI" --rounds 1 --min-time 0 "$fake" "$TMP/mixed.txt"

finish
