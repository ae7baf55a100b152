# sudoku-cli show: the board of a puzzle file in any text format, and the save-file hook.
source "$(dirname "$0")/lib/common.bash" "$@"

printf '# two puzzles: show prints the first\n%s\n%s\n' "$TAHTA" "$CAU_DO" >"$TMP/lines.txt"
expect "show a puzzle-line file" 0 "$TAHTA_DOTS" "" show "$TMP/lines.txt"
expect "show from stdin" 0 "$CAU_DO_DOTS" "" show - <<<"$CAU_DO"

expect "show the lesson's Python list" 0 "$TAHTA_DOTS" "" show "$DATA/tahta.py"

# The pretty print reads back as the same puzzle (the lesson's print function's format).
"$CLI" show --pretty "$DATA/tahta.py" >"$TMP/tahta.grid"
[ "$(head -4 "$TMP/tahta.grid")" = "5 3 0 | 0 7 0 | 0 0 0
6 0 0 | 1 9 5 | 0 0 0
0 9 8 | 0 0 0 | 0 6 0
- - - - - - - - - - -" ] || fail "show --pretty: $(head -4 "$TMP/tahta.grid")"
expect "show a printed grid" 0 "$TAHTA_DOTS" "" show "$TMP/tahta.grid"

# A 6x6 grid with 3x2 boxes keeps its shape through pretty print and back.
six="1.....2.....3.....4.....5.....6..... box=3x2"
expect "6x6 round trip" 0 "$six" "" show <<<"$("$CLI" show --pretty - <<<"$six")"

# A save written by hand from the format in save_file.hpp: tahta, r1c3=4, a note on r1c4,
# r1c6=2 then undone (cursor 2): the board is tahta with r1c3 = 4 and nothing else.
cat >"$TMP/game.json" <<EOF
{"format": "sudoku-lab-save", "version": 1,
 "puzzle": {"size": 9, "givens": "$TAHTA_DOTS"},
 "moves": [{"kind": "set", "cell": 2, "digit": 4}, {"kind": "note", "cell": 3, "digit": 6},
           {"kind": "set", "cell": 5, "digit": 2}],
 "cursor": 2, "elapsed_ms": 5000, "hints_used": 0, "mistakes": 0}
EOF
expect "show a save: its current board" 0 "534.7....${TAHTA_DOTS:9}" "" show "$TMP/game.json"
expect "show a save from stdin" 0 "534.7....${TAHTA_DOTS:9}" "" show - <"$TMP/game.json"
sed 's/"cursor": 2/"cursor": 7/' "$TMP/game.json" >"$TMP/bad-cursor.json"
expect "a save with its undo cursor out of range" 1 "" "*" show "$TMP/bad-cursor.json"
grep -q "^sudoku-cli: show: bad save file: '$TMP/bad-cursor.json': cursor" "$TMP/err" ||
    fail "bad cursor: the error should name the field: $(cat "$TMP/err")"
echo '{"format": "sudoku-lab-save", "version": 1}' >"$TMP/truncated.json"
expect "a save without its puzzle" 1 "" "*" show "$TMP/truncated.json"
grep -q "bad save file: '$TMP/truncated.json': puzzle: missing" "$TMP/err" || fail "no puzzle: $(cat "$TMP/err")"
printf '{"format": "sudoku-lab-save", "vers' >"$TMP/cut.json"
expect "a save cut off mid-write" 1 "" "*" show "$TMP/cut.json"
grep -q "bad save file" "$TMP/err" || fail "cut save: $(cat "$TMP/err")"
# A save in the wrong shape says which (before: "expected '[' to start a list of rows").
echo '{"format": "sudoku-lab-save"}' >"$TMP/plain.json"
iconv -f UTF-8 -t UTF-16 "$TMP/plain.json" >"$TMP/utf16.json"
expect "a save in UTF-16" 1 "" "sudoku-cli: show: '$TMP/utf16.json': UTF-16 text: save it as UTF-8" \
    show "$TMP/utf16.json"
printf '\xef\xbb\xbf\xef\xbb\xbf' | cat - "$TMP/plain.json" >"$TMP/two_marks.json"
expect "a save with two byte-order marks" 1 "" \
    "sudoku-cli: show: '$TMP/two_marks.json': the text starts with 2 byte-order marks where one at most belongs: save it as UTF-8 without them" \
    show "$TMP/two_marks.json"
{ echo '['; cat "$TMP/plain.json"; echo ']'; } >"$TMP/listed.json"
expect "a save inside a list" 1 "" \
    "sudoku-cli: show: '$TMP/listed.json': a list ([...]) where an object ({...}) was expected: remove the outer brackets" \
    show "$TMP/listed.json"
expect "show a missing file" 2 "" \
    "sudoku-cli: show: cannot read '$TMP/none.txt': No such file or directory" show "$TMP/none.txt"
expect "show needs exactly one file" 2 "" \
    "sudoku-cli: show: unexpected argument 'b' (see 'sudoku-cli show --help')" show a b
expect "show an invalid file" 1 "invalid: line 2: position 3: unknown symbol '?' (expected 1-9, A-P, or . for empty)" "" \
    show - <<<"# bad
12?"

finish
