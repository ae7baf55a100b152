#!/usr/bin/env bash
# After Open the digit pad counts the opened puzzle's digits at once, not the previous game's
# until the first move: the pad after opening lesson 001 over lesson 000 looks exactly as the
# pad of lesson 001 started afresh.
# usage: open_counts.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS)
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
gui_report_items

first=${SUDOKU_ASSETS:?}/puzzles/lesson_000_cau_do.txt
other=${SUDOKU_ASSETS:?}/puzzles/lesson_001_tahta.txt

# pad_region: "x y w h" on the screen spanning the pad's buttons 1 to 9.
pad_region() {
    local x1 y1 x9 y9 w h
    read -r x1 y1 < <(grep -m1 "^item pad_1 " "$GUI_LAYOUT" | awk '{ print $3, $4 }')
    read -r x9 y9 w h < <(grep -m1 "^item pad_9 " "$GUI_LAYOUT" | awk '{ print $3, $4, $5, $6 }')
    echo "$x1 $y1 $((x9 + w - x1)) $((y9 + h - y1))"
}

gui_start "$LAB" "$other"
xdotool mousemove 1279 799
gui_item_centre pad_9 >/dev/null
gui_settle
gui_shot open-counts-fresh
read -r -a region < <(pad_region)
gui_quit

rm -f "$GUI_LAYOUT"
gui_forget_game
gui_start "$LAB" "$first"
xdotool mousemove 1279 799
xdotool key ctrl+o
sleep 0.5
xdotool type "$other"
xdotool key Return
for _ in $(seq 1 40); do
    gui_shot open-counts-opened
    gui_region_same open-counts-fresh open-counts-opened "${region[@]}" && break
    sleep 0.25
done
gui_settle
gui_shot open-counts-opened
gui_region_same open-counts-fresh open-counts-opened "${region[@]}" ||
    fail "after Open the digit pad differs from the opened puzzle's own (stale counts?)"
gui_quit
echo "ok: after Open the digit pad counts the opened puzzle's digits"
