#!/usr/bin/env bash
# Opening a file whose puzzle takes the solver long never freezes the window: a 25x25 X Hyper
# puzzle with two 1s (the search cannot find a solution quickly) shows a spinner with Cancel while
# the window keeps drawing, Escape cancels and keeps the game in progress; empty 16x16 and
# 25x25 Hyper puzzles open within a few seconds.
# usage: open_big.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

modal=(340 300 600 200)  # the middle of the window, where the spinner dialog sits
empty() { printf "%0$(($1 * $1))d ${2:-hyper}\n" 0 | tr 0 .; }
# Two 1s, cells 0 and 188 (row 8 column 14), that no written-down grid fits.
e25=$(printf "%0625d" 0 | tr 0 .)
echo "1${e25:1:187}1${e25:189:436} box=5x5 x hyper" >"$GUI_OUT/thrash25x.txt"
empty 25 >"$GUI_OUT/empty25.txt"
empty 16 >"$GUI_OUT/empty16.txt"
start_line=78.4..12.6...75..9...6.1.78..7.4.26...1.5.93.9.4.6...5.7.3...1212...74...492.6..7

# --- A: 25x25: the window stays live while the solver works, and Escape cancels ----------
gui_start "$LAB" --write-board "$GUI_OUT/a.txt" "$start_line"
gui_shot open-before
xdotool key ctrl+o
sleep 1  # the dialog opens on the next frame; typing before it would be lost
xdotool type "$GUI_OUT/thrash25x.txt"
xdotool key Return
sleep 1.5
gui_shot open-busy-1
sleep 0.6
gui_shot open-busy-2
# A frozen frame loop shows the same picture twice; a live one turns the spinner and counts
# the seconds.
gui_region_differs open-busy-1 open-busy-2 "${modal[@]}" ||
    fail "the window did not redraw while the file was opening (frozen?)"
gui_region_differs open-before open-busy-2 "${modal[@]}" || fail "no spinner dialog while opening"
xdotool key Escape
for _ in $(seq 1 25); do
    sleep 0.2
    import -window root "$GUI_OUT/.probe.png"
    cp "$GUI_OUT/.probe.png" "$GUI_OUT/open-cancelled.png"
    gui_region_differs open-busy-2 open-cancelled "${modal[@]}" && break
done
gui_region_differs open-busy-2 open-cancelled "${modal[@]}" ||
    fail "Escape did not close the opening dialog within 5 s"
gui_quit
[ "$(cat "$GUI_OUT/a.txt")" = "$start_line" ] || fail "cancelled open changed the game: $(cat "$GUI_OUT/a.txt")"
echo "ok: the window stayed live while a thrashing 25x25 X Hyper puzzle was opening; Escape cancelled"

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
