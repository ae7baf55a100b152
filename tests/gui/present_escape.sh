#!/usr/bin/env bash
# Escape closes the innermost thing before it leaves presentation mode: the export dialog (E),
# then the tree's keyboard (after a click in the tree shown with T); only an Escape with
# nothing else open leaves presentation. And the tree's F and + keys work while it is shown,
# before any click in it.
# usage: present_escape.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS: assets folder)
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
gui_report_items

puzzle_file=${SUDOKU_ASSETS:?}/puzzles/lesson_000_cau_do.txt
gui_start "$LAB" --watch naive --speed 20 --present "$puzzle_file"
gui_fit_window 1024 768
mode() { grep -m1 '^text watch_mode ' "$GUI_LAYOUT" | cut -d' ' -f3; }
gui_wait_report 15 -xF "text watch_mode present" || fail "--present did not present"
xdotool key s
sleep 1

# The export dialog: Escape closes it and presentation stays.
xdotool key e
sleep 1
gui_shot escape-dialog-open
xdotool key Escape
sleep 1
gui_shot escape-dialog-closed
[ "$(mode)" = present ] || fail "Escape in the export dialog left presentation mode"
echo "ok: Escape closes the export dialog, presentation stays"

# The tree over the window: + zooms it before any click (the picture changes), F fits it back.
area=(0 40 1024 700)
xdotool key t
gui_shot escape-tree
xdotool mousemove 1000 740
xdotool key plus plus plus
gui_shot escape-tree-zoomed
gui_region_differs escape-tree escape-tree-zoomed "${area[@]}" ||
    fail "+ did not zoom the tree shown (before a click in it)"
xdotool key f
gui_shot escape-tree-fit
gui_region_differs escape-tree-zoomed escape-tree-fit "${area[@]}" ||
    fail "F did not fit the tree shown (before a click in it)"
echo "ok: + and F work on the tree shown, before a click in it"

# A click gives the tree the keys; Escape takes them back, presentation stays.
xdotool mousemove 100 700 click 1
sleep 0.5
xdotool key Escape
sleep 1
[ "$(mode)" = present ] || fail "Escape that left the tree's focus also left presentation mode"
# Nothing else open: Escape leaves presentation.
xdotool key Escape
gui_wait_report 15 -xF "text watch_mode normal" || fail "Escape did not leave presentation mode"
echo "ok: Escape leaves the tree's keys first, then presentation mode"
gui_quit
