#!/usr/bin/env bash
# Notes stay legible on big boards: at 1024x768, two notes typed into an empty cell of a 16x16
# and of a 25x25 puzzle are drawn at least 11 and 7 pixels tall (a full note grid there has
# 4 or 5 px glyphs on 25x25); a cell full of notes still shows them all. The game reports the
# note glyphs' heights (SUDOKU_REPORT_LAYOUT "notes SMALLEST LARGEST"). Screenshots in OUTPUT_DIR.
# usage: note_size.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_CLI)
set -euo pipefail
export GUI_SCREEN=${GUI_SCREEN:-1024x768x24}
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
CLI=${SUDOKU_CLI:?set SUDOKU_CLI to the sudoku-cli executable}
report="$GUI_OUT/layout.txt"

# notes_after SIZE SHOT KEYS...: starts a SIZExSIZE puzzle, moves to its first empty cell,
# presses KEYS and prints the reported "SMALLEST LARGEST" note heights.
notes_after() {
    local size=$1 shot=$2
    shift 2
    local line empty k
    line=$("$CLI" generate --size "$size" --seed 1)
    empty=$(python3 -c 'import sys; print(sys.argv[1].index("."))' "$line")
    rm -f "$report"
    gui_forget_game
    gui_start env SUDOKU_REPORT_LAYOUT="$report" "$LAB" "$line"
    gui_fit_window
    for ((k = 0; k < empty % size; ++k)); do xdotool key Right; done
    for ((k = 0; k < empty / size; ++k)); do xdotool key Down; done
    for k in "$@"; do
        xdotool key "$k"
        sleep 0.15
    done
    local deadline=$((SECONDS + 20)) heights=""
    while [ "$SECONDS" -lt "$deadline" ]; do
        heights=$(awk '$1 == "notes" { print $2, $3 }' "$report" 2>/dev/null || true)
        [ -n "$heights" ] && break
        sleep 0.5
    done
    gui_shot "$shot"
    gui_alive "$shot"
    gui_quit
    [ -n "$heights" ] || fail "$shot: no notes reported"
    echo "$heights"
}

# notes_at_least SIZE MIN: two notes in a cell are at least MIN px tall.
notes_at_least() {
    local smallest largest
    read -r smallest largest < <(notes_after "$1" "notes-$1-two" space 1 2)
    echo "$1x$1: two notes in a cell: glyphs $smallest-$largest px tall"
    [ "$smallest" -ge "$2" ] || fail "$1x$1: two notes are $smallest px tall (want >= $2)"
}
notes_at_least 16 11
notes_at_least 25 7
echo "ok: notes on 16x16 and 25x25 are legible at 1024x768"
