# sudoku-cli bench-generate --matrix: one line per request of the New game dialog's matrix (here
# the 3x3 part: jigsaw only, Easy and any, plain, Killer and Killer with givens, three empty-cell
# buttons), each with median, p90, max and ok or MISS, then the count. Nothing here depends on
# how fast the machine is: the lines' form and number, not their times, are checked.
source "$(dirname "$0")/lib/common.bash" "$@"

"$CLI" bench-generate --matrix --size 3 --count 1 >"$TMP/out" 2>"$TMP/err"
rc=$?
[ $rc = 0 ] || [ $rc = 1 ] || fail "--matrix --size 3: exit code $rc ($(cat "$TMP/err"))"
[ "$(wc -l <"$TMP/out")" = 10 ] || fail "--matrix --size 3: 9 requests and a summary wanted: $(cat "$TMP/out")"
line='^3 jigsaw (any|easy) empty=(any|3|4|6) rotate180( killer| killer\+givens)? +median +[0-9.]+ s +p90 +[0-9.]+ s +max +[0-9.]+ s +(ok|MISS)'
bad=$(head -9 "$TMP/out" | grep -Ev "$line")
[ -z "$bad" ] || fail "--matrix: lines not of the wanted form: $bad"
grep -q '^3 jigsaw easy empty=any rotate180 killer+givens ' "$TMP/out" || fail "--matrix: no Killer with givens line"
tail -1 "$TMP/out" | grep -Eq '^9 requests, [0-9] over the target' || fail "--matrix: summary $(tail -1 "$TMP/out")"

# --summary adds a Markdown table per size before the count line: here one row, 3x3 with its
# nine requests, the misses as the lines count them, and the slowest request named.
"$CLI" bench-generate --matrix --size 3 --count 1 --summary >"$TMP/out" 2>"$TMP/err"
rc=$?
[ $rc = 0 ] || [ $rc = 1 ] || fail "--matrix --summary: exit code $rc ($(cat "$TMP/err"))"
grep -q '^| size | requests | over the target | slowest median | its request | largest p90 |$' "$TMP/out" ||
    fail "--summary: no table header: $(cat "$TMP/out")"
misses=$(head -9 "$TMP/out" | grep -c 'MISS')
grep -Eq "^\| 3x3 \| 9 \| $misses \| [0-9.]+ s \| 3 jigsaw (any|easy) [^|]+ \| [0-9.]+ s \|$" "$TMP/out" ||
    fail "--summary: no 3x3 row with 9 requests and $misses misses: $(cat "$TMP/out")"
[ "$(grep -c '^| [0-9]' "$TMP/out")" = 1 ] || fail "--summary: one size, one row wanted"
tail -1 "$TMP/out" | grep -Eq '^9 requests, [0-9] over the target' || fail "--summary: last line $(tail -1 "$TMP/out")"

# Filters that match nothing are refused (exit 2), not reported as an empty success.
"$CLI" bench-generate --matrix --size 3 --variant classic >"$TMP/out" 2>"$TMP/err"
rc=$?
[ $rc = 2 ] || fail "--matrix with no matching request: exit code $rc, wanted 2"
grep -q "no request of the matrix matches the filters" "$TMP/err" || fail "--matrix: stderr $(cat "$TMP/err")"
[ ! -s "$TMP/out" ] || fail "--matrix with no matching request printed: $(cat "$TMP/out")"

finish
