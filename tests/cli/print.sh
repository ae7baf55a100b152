# sudoku-cli print: PDFs that poppler reads (pdfinfo's page count and paper size) and renders
# (pdftoppm: every page has ink, a given's cell is dark where the digit is drawn), the answer
# keys and worksheets on the pages they belong to, and one clear line for every bad request.
source "$(dirname "$0")/lib/common.bash" "$@"
for tool in pdfinfo pdftoppm convert; do
    command -v $tool >/dev/null || { echo "$tool is missing (scripts/setup installs it)"; exit 1; }
done

# pages_are FILE N "WxH pts": the page count and size pdfinfo reports.
pages_are() {
    local pages size
    pages=$(pdfinfo "$1" 2>&1 | sed -n 's/^Pages: *//p')
    size=$(pdfinfo "$1" 2>&1 | sed -n 's/^Page size: *\([0-9.]* x [0-9.]*\) pts.*/\1/p')
    [ "$pages" = "$2" ] || fail "$1: $pages pages, expected $2"
    [ "$size" = "$3" ] || fail "$1: page size '$size', expected '$3'"
}

# mean_of PNG [GEOMETRY]: the mean grey level (0 black .. 1 white) of the picture or a part.
mean_of() {
    if [ -n "${2:-}" ]; then
        convert "$1" -crop "$2" +repage -colorspace Gray -format '%[fx:mean]' info:
    else
        convert "$1" -colorspace Gray -format '%[fx:mean]' info:
    fi
}

# Every page of the PDF rendered at 40 dpi has ink (is not blank white).
pages_have_ink() {
    rm -f "$TMP"/page-*.png
    pdftoppm -r 40 -png "$1" "$TMP/page" || fail "pdftoppm $1"
    local png
    for png in "$TMP"/page-*.png; do
        awk -v m="$(mean_of "$png")" 'BEGIN { exit !(m < 0.995) }' || fail "$png is blank"
    done
}

printf '%s\n' "$TAHTA" "$CAU_DO" "$TAHTA" "$CAU_DO" "$TAHTA" "$CAU_DO" "$TAHTA" >"$TMP/seven.txt"

expect "one a page" 0 "wrote $TMP/one.pdf: 1 page, 1 puzzle" "" print --pdf "$TMP/one.pdf" "$DATA/../data/tahta.py"
pages_are "$TMP/one.pdf" 1 "595.28 x 841.89"
pages_have_ink "$TMP/one.pdf"
# At 72 dpi a pixel is a point: the board's square is 503 points wide, centred in the page
# under the title at (46, 188), and its grid starts 15 points in, so tahta's r1c1 (a given 5)
# spans (61..113, 203..255) and r1c3 (empty) (166..218, 203..255). The 5's cell has ink, the
# empty one none.
pdftoppm -r 72 -png -f 1 -l 1 "$TMP/one.pdf" "$TMP/one72"
given=$(mean_of "$TMP/one72-1.png" 30x30+72+213)
empty=$(mean_of "$TMP/one72-1.png" 30x30+177+213)
awk -v g="$given" -v e="$empty" 'BEGIN { exit !(g < 0.9 && e > 0.98) }' ||
    fail "r1c1 should be dark (given 5: $given), r1c3 white (empty: $empty)"

expect "four a page, answers" 0 "wrote $TMP/four.pdf: 4 pages, 7 puzzles" "" \
    print --pdf "$TMP/four.pdf" --per-page 4 --answers "$TMP/seven.txt"
pages_are "$TMP/four.pdf" 4 "595.28 x 841.89"
pages_have_ink "$TMP/four.pdf"
# Answer pages are full of digits: far more ink than the puzzle pages.
p1=$(mean_of "$TMP/page-1.png")
p3=$(mean_of "$TMP/page-3.png")
awk -v a="$p1" -v b="$p3" 'BEGIN { exit !(b < a - 0.01) }' ||
    fail "the answer page ($p3) should hold more ink than a puzzle page ($p1)"
expect "six a page, letter" 0 "wrote $TMP/six.pdf: 2 pages, 7 puzzles" "" \
    print --pdf "$TMP/six.pdf" --per-page 6 --paper letter "$TMP/seven.txt"
pages_are "$TMP/six.pdf" 2 "612 x 792"
expect "two a page" 0 "wrote $TMP/two.pdf: 4 pages, 7 puzzles" "" \
    print --pdf "$TMP/two.pdf" --per-page 2 --title "Class 7B" "$TMP/seven.txt"
pdfinfo "$TMP/two.pdf" | grep -q '^Title: *Class 7B$' || fail "the title is not the PDF's title"

# Other shapes: jigsaw, X, hyper, 16x16 and 4x4 in one file.
{
    echo "1...5.......3...2....4... regions=1112211222333443344455555"
    "$CLI" generate --max-seconds 0 --variant x --seed 3
    "$CLI" generate --max-seconds 0 --variant hyper --seed 3
    "$CLI" generate --max-seconds 0 --size 16 --seed 3
    "$CLI" generate --max-seconds 0 --size 4 --seed 3
} >"$TMP/shapes.txt" 2>/dev/null
expect "every shape" 0 "wrote $TMP/shapes.pdf: 3 pages, 5 puzzles" "" \
    print --pdf "$TMP/shapes.pdf" --per-page 4 --answers "$TMP/shapes.txt"
pages_have_ink "$TMP/shapes.pdf"

# A worksheet: the puzzle and 20 blank rows on page 1, the filled rows on page 2, which
# names the first moves of naive on tahta (r1c3 = 1 is rejected, r1c3 = 4 fits).
expect "worksheet" 0 "wrote $TMP/ws.pdf: 2 pages, 1 puzzle" "" \
    print --pdf "$TMP/ws.pdf" --worksheet naive:20 - <<<"$TAHTA"
pages_are "$TMP/ws.pdf" 2 "595.28 x 841.89"
pages_have_ink "$TMP/ws.pdf"
if command -v pdftotext >/dev/null; then
    pdftotext -f 1 -l 1 "$TMP/ws.pdf" "$TMP/ws1.txt"
    pdftotext -f 2 -l 2 "$TMP/ws.pdf" "$TMP/ws2.txt"
    grep -q "Trace worksheet: naive, first 20 moves" "$TMP/ws1.txt" || fail "worksheet heading"
    grep -q "rejected: r1c2 holds it" "$TMP/ws1.txt" && fail "page 1 should be blank"
    grep -q "rejected: r1c1 holds it" "$TMP/ws2.txt" || fail "page 2: $(head -c 600 "$TMP/ws2.txt")"
    grep -q "fits: placed" "$TMP/ws2.txt" || fail "page 2 has no placed move"
fi
expect "worksheet, 60 moves of propagate" 0 "*" "" \
    print --pdf "$TMP/ws60.pdf" --worksheet propagate:60 - <<<"$CAU_DO"
pages_have_ink "$TMP/ws60.pdf"

# Bad requests.
U="(see 'sudoku-cli print --help')"
expect "no --pdf" 2 "" "sudoku-cli: print: give --pdf FILE $U" print "$TMP/seven.txt"
expect "empty name" 2 "" "sudoku-cli: print: the output file name is empty $U" print --pdf "" "$TMP/seven.txt"
expect "per page 3" 2 "" "*" print --pdf "$TMP/x.pdf" --per-page 3 "$TMP/seven.txt"
grep -q -- "--per-page" "$TMP/err" || fail "per page 3: $(cat "$TMP/err")"
expect "paper" 2 "" "*" print --pdf "$TMP/x.pdf" --paper a5 "$TMP/seven.txt"
grep -q "a5" "$TMP/err" || fail "paper a5: $(cat "$TMP/err")"
expect "worksheet no colon" 2 "" \
    "sudoku-cli: print: --worksheet 'naive': expected ALGO:N, such as naive:20 $U" \
    print --pdf "$TMP/x.pdf" --worksheet naive "$TMP/seven.txt"
expect "worksheet algorithm" 2 "" \
    "sudoku-cli: print: --worksheet: unknown algorithm 'dlx' (naive, mrv or propagate) $U" \
    print --pdf "$TMP/x.pdf" --worksheet dlx:5 "$TMP/seven.txt"
expect "worksheet rows" 2 "" \
    "sudoku-cli: print: --worksheet: 0 moves is out of range (1..200) $U" \
    print --pdf "$TMP/x.pdf" --worksheet naive:0 "$TMP/seven.txt"
expect "worksheet with answers" 2 "" "*" \
    print --pdf "$TMP/x.pdf" --worksheet naive:5 --answers "$TMP/seven.txt"
expect "missing file" 1 "" "*" print --pdf "$TMP/x.pdf" "$TMP/nothing.txt"
grep -q "nothing.txt" "$TMP/err" || fail "missing file: $(cat "$TMP/err")"
printf '%s\n' "$TAHTA" "55.......$(printf '.%.0s' {1..72})" >"$TMP/bad.txt"
expect "conflicting givens" 1 "" "*" print --pdf "$TMP/x.pdf" "$TMP/bad.txt"
grep -q "line 2" "$TMP/err" || fail "conflicting givens: $(cat "$TMP/err")"
printf '%s\n' "$(printf '.%.0s' {1..81})" >"$TMP/blank.txt"
expect "answers, many solutions" 1 "" \
    "sudoku-cli: print: line 1: --answers needs puzzles with one solution" \
    print --pdf "$TMP/x.pdf" --answers "$TMP/blank.txt"
expect "unwritable" 1 "" "*" print --pdf "$TMP/no/such/dir/x.pdf" "$TMP/seven.txt"
grep -q "no/such/dir/x.pdf" "$TMP/err" || fail "unwritable: $(cat "$TMP/err")"
[ ! -e "$TMP/x.pdf" ] || fail "a failed print left $TMP/x.pdf"
compgen -G "$TMP/x.pdf.part*" >/dev/null && fail "a failed print left a part file: $(ls "$TMP")"

exit $((FAILS > 0))
