#!/usr/bin/env bash
# Opening a file whose puzzle takes the solver long never freezes the window: a 25x25 X Hyper
# grid with 15 givens placed at random (no written-down grid fits, and its searches ran past
# 2,000,000 guesses) shows a spinner while the window keeps drawing, then says it is too open
# to answer (after about a second of search) and keeps the game in progress; empty 16x16 and
# 25x25 Hyper puzzles open within a few seconds.
# usage: open_big.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

modal=(340 300 600 200)  # the middle of the window, where the spinner dialog sits
empty() { printf "%0$(($1 * $1))d ${2:-hyper}\n" 0 | tr 0 .; }
# tests/puzzle_fixtures.hpp: kThrashingXHyperLine.
echo "............8.............................................................D....3..............................................E...............................................................K..............................................................O..6...........B...........................................................................3...I....................................................................................................................................7........I............J.................................................................4....................................I.................. x hyper" >"$GUI_OUT/thrash25x.txt"
empty 25 >"$GUI_OUT/empty25.txt"
empty 16 >"$GUI_OUT/empty16.txt"
start_line=78.4..12.6...75..9...6.1.78..7.4.26...1.5.93.9.4.6...5.7.3...1212...74...492.6..7

# --- A: 25x25: the window stays live while the solver works, then says why ----------------
gui_start "$LAB" --write-board "$GUI_OUT/a.txt" "$start_line"
gui_shot open-before
xdotool key ctrl+o
sleep 1  # the dialog opens on the next frame; typing before it would be lost
xdotool type "$GUI_OUT/thrash25x.txt"
xdotool key Return
# The search takes about 1.3 s here (plain search, reordered patterns, 30,000 guesses of
# restarts), longer on a loaded machine: both shots fall inside it.
sleep 0.3
gui_shot open-busy-1
sleep 0.4
gui_shot open-busy-2
# A frozen frame loop shows the same picture twice; a live one turns the spinner and counts
# the seconds.
gui_region_differs open-busy-1 open-busy-2 "${modal[@]}" ||
    fail "the window did not redraw while the file was opening (frozen?)"
gui_region_differs open-before open-busy-2 "${modal[@]}" || fail "no spinner dialog while opening"
sleep 8
gui_shot open-refused
# The alert, drawn without any input event after the worker ends (the window once slept first).
gui_region_differs open-before open-refused "${modal[@]}" ||
    fail "no message after the search gave up on the open grid"
xdotool key Escape
sleep 0.5
gui_quit
[ "$(cat "$GUI_OUT/a.txt")" = "$start_line" ] || fail "the refused open changed the game: $(cat "$GUI_OUT/a.txt")"
echo "ok: the window stayed live while a too-open 25x25 X Hyper grid was opening, then said why"

# --- B: 16x16 and 25x25 Hyper: each opens within a few seconds ------------------------------
for n in 16 25; do
    gui_start "$LAB" --write-board "$GUI_OUT/b$n.txt" "$start_line"
    xdotool key ctrl+o
    sleep 1  # the dialog opens on the next frame; typing before it would be lost
    xdotool type "$GUI_OUT/empty$n.txt"
    xdotool key Return
    # 0.3 s alone; a loaded machine takes far longer, so the bound is generous (60 s).
    for _ in $(seq 1 300); do
        grep -q "empty$n.txt" "$XDG_DATA_HOME/sudoku-lab/recent.json" 2>/dev/null && break
        sleep 0.2
    done
    gui_shot "open-$n"
    gui_quit
    board=$(cat "$GUI_OUT/b$n.txt")
    [ "${#board}" = $((n * n + 6)) ] && [ "${board: -6}" = " hyper" ] ||
        fail "the ${n}x$n Hyper puzzle did not open: $board"
    echo "ok: an empty ${n}x$n Hyper puzzle opened"
done
