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

echo '{"format": "sudoku-lab-save", "version": 1}' >"$TMP/game.json"
expect "save files are a later feature" 1 "" \
    "sudoku-cli: show: $TMP/game.json: save files are not supported yet" show "$TMP/game.json"
expect "show a missing file" 2 "" \
    "sudoku-cli: show: cannot read '$TMP/none.txt': No such file or directory" show "$TMP/none.txt"
expect "show needs exactly one file" 2 "" \
    "sudoku-cli: show: unexpected argument 'b' (see 'sudoku-cli show --help')" show a b
expect "show an invalid file" 1 "invalid: line 2: position 3: unknown symbol '?' (expected 1-9, A-P, or . for empty)" "" \
    show - <<<"# bad
12?"

finish
