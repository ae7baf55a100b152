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

damaged="sudoku-cli: share: bad share code: the share code is damaged: a character is wrong or missing (copy it again)"
expect "a changed character" 2 "" "$damaged" share --decode "${code:0:10}x${code:11}"
expect "not a share code" 2 "" "*" share --decode "hello"
grep -q "^sudoku-cli: share: bad share code: " "$TMP/err" || fail "not a code: $(cat "$TMP/err")"
expect "a cut code" 2 "" "*" share --decode "${code:0:20}"
grep -q "^sudoku-cli: share: bad share code: " "$TMP/err" || fail "cut code: $(cat "$TMP/err")"
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
