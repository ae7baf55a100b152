# sudoku-cli share: codes of puzzle files and saves, decoding, the save a code writes (it holds
# the same position: code -> save -> code is the identity), the SudokuWiki link, bad codes.
source "$(dirname "$0")/lib/common.bash" "$@"

code=$("$CLI" share - <<<"$TAHTA") || fail "share a puzzle line"
case $code in SL1-*) ;; *) fail "a share code starts SL1-: $code" ;; esac
expect "the code of the lesson's Python list is the same" 0 "$code" "" share "$DATA/tahta.py"
expect "decode prints the puzzle line" 0 "$TAHTA_DOTS" "" share --decode "$code"
expect "decode ignores spaces around the code" 0 "$TAHTA_DOTS" "" share --decode "  $code "
"$CLI" share --decode "$code" --pretty >"$TMP/grid" || fail "decode --pretty"
expect "the pretty board reads back" 0 "$TAHTA_DOTS" "" show "$TMP/grid"
expect "SudokuWiki link" 0 "https://www.sudokuwiki.org/sudoku.htm?bd=$TAHTA" "" share --link - <<<"$TAHTA"
expect "SudokuWiki link of a code" 0 "https://www.sudokuwiki.org/sudoku.htm?bd=$TAHTA" "" \
    share --decode "$code" --link

# A save with an entry (r1c3 = 4), two notes on r1c4 and an undone move: its code carries the
# entry and the notes; the save the code writes has exactly that position.
cat >"$TMP/game.json" <<EOF2
{"format": "sudoku-lab-save", "version": 1,
 "puzzle": {"size": 9, "givens": "$TAHTA_DOTS"},
 "moves": [{"kind": "set", "cell": 2, "digit": 4}, {"kind": "note", "cell": 3, "digit": 6},
           {"kind": "note", "cell": 3, "digit": 2}, {"kind": "set", "cell": 5, "digit": 8}],
 "cursor": 3, "elapsed_ms": 5000, "hints_used": 0, "mistakes": 0}
EOF2
saved=$("$CLI" share "$TMP/game.json") || fail "share a save"
[ "$saved" != "$code" ] || fail "the save's code should differ from the bare puzzle's"
expect "decode a save's code: its board" 0 "534.7....${TAHTA_DOTS:9}" "" share --decode "$saved"
expect "decode --save" 0 "534.7....${TAHTA_DOTS:9}" "" share --decode "$saved" --save "$TMP/back.json"
expect "the written save has the same code" 0 "$saved" "" share "$TMP/back.json"
expect "the written save shows the same board" 0 "534.7....${TAHTA_DOTS:9}" "" show "$TMP/back.json"
grep -q '"start"' "$TMP/back.json" || fail "the written save keeps the position as its start"
expect "share a save from stdin" 0 "$saved" "" share - <"$TMP/game.json"

# Other shapes round-trip too (6x6 with 3x2 boxes, a 9x9 X-sudoku).
six="1.....2.....3.....4.....5.....6..... box=3x2"
expect "6x6 round trip" 0 "$six" "" share --decode "$("$CLI" share - <<<"$six")"
expect "no SudokuWiki link for 6x6" 1 "" \
    "sudoku-cli: share: SudokuWiki's solver reads only 9x9 classic puzzles, not 6x6 (3x2 boxes)" \
    share --link - <<<"$six"

# Killer cages, corner marks and colours travel too: a Killer save (cages r1c3+r1c4 = 10 and
# r2c2+r2c3 = 9) with a corner mark, a cell colour and a coloured candidate. The code decodes to
# the puzzle line with its cages, and the save it writes has the marks and the same code.
killer="$TAHTA_DOTS cage=10:r1c3,r1c4 cage=9:r2c2,r2c3"
killer_line=$("$CLI" show - <<<"$killer") || fail "show the Killer line"
case $killer_line in *"cage=10:r1c3,r1c4"*"cage=9:r2c2,r2c3"*) ;; *) fail "Killer line: $killer_line" ;; esac
kcode=$("$CLI" share - <<<"$killer") || fail "share a Killer puzzle line"
expect "a Killer code decodes to the line with its cages" 0 "$killer_line" "" share --decode "$kcode"
cat >"$TMP/marked.json" <<EOF2
{"format": "sudoku-lab-save", "version": 3,
 "puzzle": {"size": 9, "givens": "$TAHTA_DOTS",
            "cages": [{"sum": 10, "cells": [2, 3]}, {"sum": 9, "cells": [10, 11]}]},
 "moves": [{"kind": "corner", "cell": 2, "digit": 4}, {"kind": "colour", "cell": 0, "colour": 3},
           {"kind": "note", "cell": 3, "digit": 6},
           {"kind": "candidate-colour", "cell": 3, "digit": 6, "colour": 7}],
 "cursor": 4, "elapsed_ms": 5000, "hints_used": 0, "mistakes": 0}
EOF2
marked=$("$CLI" share "$TMP/marked.json") || fail "share a marked Killer save"
[ "$marked" != "$kcode" ] || fail "the marks should change the code"
expect "decode a marked Killer code" 0 "$killer_line" "" share --decode "$marked" --save "$TMP/marked-back.json"
expect "the save written from it has the same code" 0 "$marked" "" share "$TMP/marked-back.json"
for field in '"cages"' '"corners"' '"colours"' '"candidate_colours"'; do
    grep -q "$field" "$TMP/marked-back.json" || fail "the written save lacks $field"
done
grep -q '"candidate_colours": *\[ *\[ *3, *6, *7 *\] *\]' "$TMP/marked-back.json" ||
    fail "candidate 6 of r1c4 should be colour 7: $(grep -A3 candidate_colours "$TMP/marked-back.json")"
sed -i 's/"cursor": 4/"cursor": 1/' "$TMP/marked.json"
only_corner=$("$CLI" share "$TMP/marked.json") || fail "share the save with one move"
[ "$only_corner" != "$marked" ] && [ "$only_corner" != "$kcode" ] ||
    fail "a corner mark alone gives a third code"

damaged="sudoku-cli: share: bad share code: the share code is damaged: a character is wrong or missing (copy it again)"
expect "a changed character" 2 "" "$damaged" share --decode "${code:0:10}x${code:11}"
expect "not a share code" 2 "" "*" share --decode "hello"
grep -q "^sudoku-cli: share: bad share code: " "$TMP/err" || fail "not a code: $(cat "$TMP/err")"
expect "a cut code" 2 "" "*" share --decode "${code:0:20}"
grep -q "^sudoku-cli: share: bad share code: " "$TMP/err" || fail "cut code: $(cat "$TMP/err")"
# Hand-made 4x4 codes with a sound check: r1c2 coloured 12, and r1c2 and r1c4 in one cage.
expect "a colour outside the palette" 2 "" \
    "sudoku-cli: share: bad share code: the share code gives r1c2 colour 12, but the palette has colours 1..9" \
    share --decode SL1-IBCGEAAJCOAADCI
expect "a cage cut in two" 2 "" \
    "sudoku-cli: share: bad share code: the share code's Killer cages are wrong: cage 1 at r1c2 is not connected (r1c4 is cut off)" \
    share --decode SL1-IBCGEAAMdTAAAAAAh6k
expect "--save needs --decode" 2 "" \
    "sudoku-cli: share: --save goes with --decode (see 'sudoku-cli share --help')" share --save x.json
expect "--decode takes no FILE" 2 "" \
    "sudoku-cli: share: --decode reads the code, not a FILE (see 'sudoku-cli share --help')" \
    share --decode "$code" file.txt
expect "a save that cannot be written" 2 "" "*" share --decode "$code" --save "$TMP/game.json/x.json"
expect "share a missing file" 2 "" \
    "sudoku-cli: share: cannot read '$TMP/none.txt': No such file or directory" share "$TMP/none.txt"
: >"$TMP/empty.txt"
expect "share an empty file" 1 "" "sudoku-cli: share: '$TMP/empty.txt': no puzzle in the file" \
    share "$TMP/empty.txt"
finish
