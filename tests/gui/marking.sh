#!/usr/bin/env bash
# Marking by mouse and keyboard under Xvfb (1280x800): a drag selects four cells of row 1,
# Shift+2 puts corner mark 2 in the empty ones and Ctrl+4 centre mark 4, Ctrl+click adds r2c2,
# colour mode and the key 3 colour all five cells (the given too), the notes popup colours one
# candidate, Shift+arrows select three cells of row 5 and one digit goes to both empty ones as
# one move (one Ctrl+Z takes both back, one Ctrl+Y brings them again), digit first puts a picked digit by clicks, and the
# filter greys the cells that see it. The autosave written at quit must hold exactly these
# moves, and the screenshots must show the colour and the filter.
# usage: marking.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
gui_report_items

puzzle="53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
gui_start "$LAB" "$puzzle"
# The board at 1280x800 and scale 1: r1c1 at (145, 55), 77-pixel cells.
cx() { echo $((145 + 77 * ($1 - 1) + 38)); }
cy() { echo $((55 + 77 * ($1 - 1) + 38)); }
away() { xdotool mousemove 1279 799; }
# Lets the game draw a frame between steps: keys and a click in one frame would be applied in
# the order the frame reads them, not the order they were sent.
settle() { sleep 0.6; }
gui_shot marking-start

xdotool mousemove "$(cx 3)" "$(cy 1)" mousedown 1
for c in 4 5 6; do
    sleep 0.3
    xdotool mousemove "$(cx "$c")" "$(cy 1)"
done
sleep 0.2
xdotool mouseup 1
settle
xdotool key shift+2
settle
xdotool key ctrl+4
settle
xdotool mousemove "$(cx 2)" "$(cy 2)" keydown ctrl click 1 keyup ctrl
settle
gui_click_item mode_4  # the Colour mode button (digit, centre, corner, colour)
settle
away
xdotool key 3
gui_shot marking-coloured
gui_region_differs marking-start marking-coloured 300 57 300 70 || fail "row 1 was not coloured"
# Right-click r1c3: its notes popup; in colour mode its 4 takes the current colour.
xdotool mousemove "$(cx 3)" "$(cy 1)" click 3
sleep 0.5
xdotool mousemove 370 193 click 1
gui_shot marking-popup
xdotool mousemove 1200 760 click 1  # a click outside closes the popup
settle
away

# Back to digits (Space cycles colour -> digit), three cells of row 5, the digit 5 in both
# empty ones (r5c6 is a given), then one undo.
xdotool mousemove "$(cx 5)" "$(cy 5)" click 1
settle
away
xdotool key space
settle
xdotool key shift+Right shift+Right
settle
xdotool key 5
gui_shot marking-digits
settle
xdotool key ctrl+z
gui_shot marking-undone
gui_region_differs marking-digits marking-undone 376 364 230 76 || fail "Ctrl+Z did not take the digits back"
xdotool key ctrl+y
gui_shot marking-redone
gui_region_same marking-digits marking-redone 376 364 230 76 || fail "Ctrl+Y did not bring both digits back"

# Digit first: tick it, pick 1 on the pad, click r3c1 (solution 1); the filter shows 1.
gui_click_item check_digit_first
settle
gui_click_item pad_1
settle
xdotool mousemove "$(cx 1)" "$(cy 3)" click 1
settle
gui_click_item check_filter
away
gui_shot marking-filter
gui_region_differs marking-undone marking-filter 145 55 690 690 || fail "the filter showed nothing"
gui_alive "marking"
gui_quit

python3 - "$XDG_DATA_HOME/sudoku-lab/autosave.json" <<'PY'
import json, sys
save = json.load(open(sys.argv[1]))
moves = save["moves"]
want = [
    {"kind": "corner", "cells": [2, 3, 4, 5], "digit": 2},
    {"kind": "note", "cells": [2, 3, 4, 5], "digit": 4},
    {"kind": "colour", "cells": [2, 3, 4, 5, 10], "colour": 3},
    {"kind": "candidate-colour", "cell": 2, "digit": 4, "colour": 3},
    {"kind": "set", "cells": [40, 41, 42], "digit": 5, "clean_notes": True},
    {"kind": "set", "cell": 18, "digit": 1, "clean_notes": True},
]
if save["version"] != 3: sys.exit(f"FAIL: version {save['version']}, expected 3")
if moves != want: sys.exit(f"FAIL: the save's moves are\n{json.dumps(moves)}\nexpected\n{json.dumps(want)}")
if save["cursor"] != len(want): sys.exit(f"FAIL: cursor {save['cursor']}")
PY
echo "ok: marking by drag, Ctrl+click, Shift+arrows, modes, colours, digit first and filter, saved"
