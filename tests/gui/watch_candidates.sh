#!/usr/bin/env bash
# Watch mode's candidates on an empty 25x25 board under Xvfb (15,600 small digits: drawn as one
# cached image per board): they show, steps change them on the next frame, and stepping back
# gives the same board again, on one board and on compare mode's two boards (each board caches
# its own image). Screenshots stay in OUTPUT_DIR.
# usage: watch_candidates.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

empty=$(python3 -c 'print("." * 625)')
single=(0 40 770 720)    # the board left of the panels at 1280x800
compare=(0 190 830 420)  # the two boards side by side
# Column 1 below box 1 (rows 6-25), inside the cells: the single board's, and compare mode's
# left (propagate) and right (mrv) boards'.
column=(50 205 23 530)
column_left=(33 305 12 290)
column_right=(426 305 12 290)
# Step 68 of both searches (`sudoku-cli trace`): 1 was placed at r1c1 and taken out of the
# candidates of its 64 peers; propagate has just selected r1c2 and mrv tries a value in r1c23,
# so no cell of column 1 below box 1 carries a mark: only its candidates changed there.
steps=68

# Paused at the start of the search: no step has been taken yet.
start_paused() {
    gui_start "$LAB" --speed 1 "$@" "$empty"
    xdotool mousemove 1279 799  # no hover highlight in the comparisons
    xdotool key space
    sleep 0.3
    xdotool key Home
}
# One frame per key press, so none is lost.
press() {
    xdotool key --delay 40 --repeat "$2" "$1"
}

# naive shows no candidates: the same empty board without them.
start_paused --watch naive
gui_shot cand-naive
gui_quit

start_paused --watch propagate
gui_shot cand-start
gui_region_differs cand-naive cand-start "${single[@]}" || fail "propagate shows no candidates"
echo "ok: candidates show"
press Right "$steps"
gui_shot cand-stepped
gui_region_differs cand-start cand-stepped "${column[@]}" ||
    fail "the candidates did not change with the steps"
press Left "$steps"
# A loaded machine may still be working through the keys: wait (bounded) for the start again.
back_at_start() { gui_region_same cand-start "$1" "${single[@]}"; }
gui_shot_until cand-back 30 back_at_start ||
    fail "after stepping back the board differs from the start"
echo "ok: steps change the candidates and stepping back restores them"
gui_quit

start_paused --watch propagate --compare mrv
gui_shot cand-compare-start
press Right "$steps"
gui_shot cand-compare-stepped
gui_region_differs cand-compare-start cand-compare-stepped "${column_left[@]}" ||
    fail "compare mode: the left board's candidates did not change with the steps"
gui_region_differs cand-compare-start cand-compare-stepped "${column_right[@]}" ||
    fail "compare mode: the right board's candidates did not change with the steps"
press Left "$steps"
both_back_at_start() { gui_region_same cand-compare-start "$1" "${compare[@]}"; }
gui_shot_until cand-compare-back 30 both_back_at_start ||
    fail "compare mode: after stepping back the boards differ from the start"
echo "ok: compare mode's two boards follow the steps"
gui_quit
