#!/usr/bin/env bash
# A 25x25 board full of notes under Xvfb (15,625 notes: drawn as one cached image): Fill notes
# shows them, and every change shows on the next frame with the image redrawn, exactly as it
# was after undo (typing a digit clears its notes in the peers, Ctrl+Z brings them back), after
# a theme switch and back, and after the window is resized and restored.
# usage: notes.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
gui_report_items  # menus and their items are clicked by name

# An empty 25x25 board is playable (the game takes the first solution), and Fill notes gives
# every cell all 25 notes: the most a board can show.
empty=$(python3 -c 'print("." * 625)')
board_region=(140 50 700 700)  # the board at 1280x800, left of the side panel

gui_start "$LAB" "$empty"
xdotool mousemove 1279 799  # no hover highlight in the comparisons
gui_shot notes-empty
# The side panel's Fill notes button (1280x800, scale 1, a 25-digit pad, the marking bar).
xdotool mousemove 938 662 click 1 mousemove 1279 799
gui_shot notes-filled
gui_region_differs notes-empty notes-filled "${board_region[@]}" || fail "Fill notes showed nothing"

# The cursor is at r1c1: 1 there clears note 1 from its 72 peers.
xdotool type 1
gui_shot notes-typed
gui_region_differs notes-filled notes-typed "${board_region[@]}" ||
    fail "placing a digit did not update the notes"
xdotool key ctrl+z
gui_shot notes-undone
gui_region_same notes-filled notes-undone "${board_region[@]}" ||
    fail "after Ctrl+Z the notes differ from before the digit"

# View > Theme > Dark recolours the notes; Light gives back the same board.
choose_theme() {  # light, dark or contrast
    gui_click_item menu_view
    gui_hover_item menu_theme  # the submenu opens
    gui_click_item "menu_theme_$1"
    xdotool mousemove 1279 799
}
choose_theme dark
gui_shot notes-dark
gui_region_differs notes-filled notes-dark "${board_region[@]}" || fail "the dark theme changed nothing"
choose_theme light
gui_shot notes-light
gui_region_same notes-filled notes-light "${board_region[@]}" ||
    fail "the notes differ after switching back to the light theme"

# A smaller window draws a smaller board; back at 1280x800 it is the same board again.
wid=$(xdotool search --name '^Sudoku Lab$' | head -1)
xdotool windowsize "$wid" 1000 640
gui_shot notes-small
gui_region_differs notes-filled notes-small "${board_region[@]}" ||
    fail "the board did not follow the window's size"
xdotool windowsize "$wid" 1280 800
gui_shot notes-restored
gui_region_same notes-filled notes-restored "${board_region[@]}" ||
    fail "the notes differ after the window got its size back"

gui_quit
echo "ok: 25x25 notes filled, updated, undone, recoloured and resized"
