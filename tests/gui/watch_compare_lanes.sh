#!/usr/bin/env bash
# Compare with two different combinations of the switches, each lane its own: the launch line
# sets mrv with ascending values beside mrv with LCV (the lanes' titles say so, a preset by its
# one name, "MRV"); the second
# lane's value-order menu turns it to random (the first lane keeps its order, the second gets
# a seed field) and Save session writes each lane's order and seed. A session with two dlx
# lanes (first column vs fewest) restores both rules and shows each lane's matrix in a tab of
# its own (the tabs differ); naive beside dlx shows the dlx lane's matrix alone.
# usage: watch_compare_lanes.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS: the assets folder)
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
gui_report_items

lesson=$(grep -v '^#' "${SUDOKU_ASSETS:?}/puzzles/lesson_001_tahta.txt" | head -1)
saved="$XDG_DATA_HOME/sudoku-lab/watch-session.json"

# expect_text NAME VALUE WHAT: the named text holds VALUE, else fail naming WHAT.
expect_text() {
    gui_wait_text "$1" "$2" ||
        fail "$3: $1 is not '$2' ($(grep "^text $1 " "$GUI_LAYOUT" || echo never drawn))"
}

# wait_line PATTERN WHAT: the report has a line matching PATTERN within 10 s, else fail.
wait_line() {
    gui_wait_report 10 -e "$1" || fail "$2"
}

# 1. Launch options say both lanes' switches.
gui_start "$LAB" --lang en --watch var=mrv,val=asc --compare var=mrv,val=lcv --speed 1
xdotool key space
expect_text lane_label_1 MRV "--watch var=mrv,val=asc"
expect_text lane_label_2 mrv/lcv/none "--compare var=mrv,val=lcv"
expect_text board_title_1 MRV "the first board's title"
gui_shot launch

# 2. The second lane's own value order: random, with its own seed field; the first keeps asc.
gui_click_item watch_order_2
gui_click_item watch_order_2_random
expect_text lane_label_2 MRV/random "the second lane's order menu"
expect_text lane_label_1 MRV "the first lane after the second changed"
gui_item_centre watch_seed_2 >/dev/null
grep -q "^item watch_seed_1 " "$GUI_LAYOUT" && fail "the first lane shows a seed for asc values"
gui_shot random

expect_text board_title_2 MRV/random "the second board's title"

# 3. Save session keeps each lane's order and seed (the panel scrolled down to its button).
xdotool mousemove 1000 500 click 5 click 5 click 5 click 5 click 5
gui_click_item tab_files
xdotool mousemove 1000 500 click 5 click 5 click 5 click 5 click 5 click 5 click 5 click 5
sleep 0.5
gui_click_item watch_save_session
for i in $(seq 1 40); do
    [ -s "$saved" ] && break
    sleep 0.25
done
[ -s "$saved" ] || fail "Save session wrote nothing"
python3 - "$saved" <<'PY' || fail "the saved session lost a lane's own order (see $saved)"
import json, sys
s = json.load(open(sys.argv[1]))
assert s["algorithm"] == "mrv" and s["order"] == "ascending", s
c = s["compare"]
assert c["algorithm"] == "mrv" and c["order"] == "random" and c["seed"] == 0, c
PY
gui_alive "per-lane order"
gui_quit

# 4. Two dlx lanes from a session: both rules restored, a matrix tab per lane.
cat >"$GUI_OUT/dlx.json" <<JSON
{"format": "sudoku-lab-watch", "version": 1, "puzzle": "$lesson", "algorithm": "dlx",
 "column_rule": "first", "order": "ascending", "seed": 0, "position": 60, "speed": 1,
 "compare": {"algorithm": "dlx", "position": 60, "column_rule": "fewest"}}
JSON
gui_start "$LAB" --lang en --watch-session "$GUI_OUT/dlx.json"
gui_fit_window 1280 800
expect_text lane_label_1 "Algorithm X/first" "the session's first column rule"
expect_text lane_label_2 "Algorithm X/fewest" "the session's second column rule"
gui_click_item tab_matrix
# X: the matrix over the window (the panel below Compare's counters is too short for it).
xdotool mousemove 400 100 key x
sleep 0.5
gui_click_item matrix_lane_1
wait_line "^text matrix_summary_1 " "the first lane's tab shows no matrix"
# The canvas on the screen (the report gives window pixels).
read -r wx wy _ _ < <(gui_geometry)
read -r _ _ cx cy cw ch < <(grep -m1 "^item matrix_canvas " "$GUI_LAYOUT")
gui_shot dlx-lane1
gui_click_item matrix_lane_2
wait_line "^text matrix_summary_2 " "the second lane's tab shows no matrix"
gui_shot dlx-lane2
gui_region_differs dlx-lane1 dlx-lane2 $((wx + ${cx%.*})) $((wy + ${cy%.*})) "${cw%.*}" "${ch%.*}" ||
    fail "the two lanes' tabs show the same matrix (first column vs fewest at event 60)"
gui_alive "two dlx lanes"
gui_quit

# 5. naive beside dlx: the dlx lane's matrix alone, without lane tabs.
cat >"$GUI_OUT/mixed.json" <<JSON
{"format": "sudoku-lab-watch", "version": 1, "puzzle": "$lesson", "algorithm": "naive",
 "order": "ascending", "seed": 0, "position": 30, "speed": 1,
 "compare": {"algorithm": "dlx", "position": 30}}
JSON
rm -f "$GUI_LAYOUT"
gui_start "$LAB" --lang en --watch-session "$GUI_OUT/mixed.json"
expect_text lane_label_2 "Algorithm X/first" "an older session's second dlx lane (first column)"
gui_click_item tab_matrix
wait_line "^text matrix_summary_2 " "naive beside dlx: no matrix for dlx"
grep -q "^item matrix_lane_" "$GUI_LAYOUT" && fail "naive beside dlx: lane tabs for one matrix"
gui_shot mixed
gui_alive "naive beside dlx"
gui_quit
echo "ok: each Compare lane has its own order, seed and column rule, saved and restored"
