#!/usr/bin/env bash
# What-if branches: T then a digit opens a branch, the player plays on and X abandons it (the
# board is back at the branch point); the Try button and the Keep button (mouse) keep another;
# a third stays open. View > What-if branches shows the tree, and a click on a node names its
# guess. The autosave holds the tree and resuming restores it: the open branch is abandoned
# after the restart. Screenshots in en, vi and tr.
# usage: whatif.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS, SUDOKU_CLI)
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
CLI=${SUDOKU_CLI:?set SUDOKU_CLI to the sudoku-cli executable}
gui_report_items

mkdir -p "$XDG_CONFIG_HOME/sudoku-lab"
echo '{"format": "sudoku-lab-settings", "version": 1, "autosave_interval_s": 3600}' \
    >"$XDG_CONFIG_HOME/sudoku-lab/settings.json"
puzzle=${SUDOKU_ASSETS:?}/puzzles/lesson_001_tahta.txt
line=$(grep -v '^#' "$puzzle" | head -1)
[ "${line:2:1}" = "." ] && [ "${line:3:1}" = "." ] && [ "${line:5:1}" = "." ] ||
    fail "the test expects r1c3, r1c4 and r1c6 empty in $line"
kept_line=${line:0:2}4${line:3}         # r1c3 = 4 kept
open_line=${kept_line:0:3}6${kept_line:4} # and r1c4 = 6 in the open branch
auto="$XDG_DATA_HOME/sudoku-lab/autosave.json"

# The report holds a named widget in the latest frame (within 15 s).
wait_item() {
    gui_wait_report 15 "^item $1 " || fail "$2 (no $1 in $GUI_LAYOUT)"
}

# --- Try, play on, abandon: the board is back --------------------------------------------
gui_forget_game
gui_start "$LAB" --write-board "$GUI_OUT/a.txt" "$puzzle"
wait_item branch_try "the Try a value button is missing"
xdotool key Right Right t
sleep 0.3
wait_item branch_question "T did not ask for the digit"
gui_shot whatif-asking
xdotool type 4
wait_item branch_status "T then 4 did not open a branch"
xdotool key Right
xdotool type 6
sleep 0.5
gui_shot whatif-open
xdotool type x
sleep 0.5
gui_shot whatif-abandoned
gui_quit
[ "$(cat "$GUI_OUT/a.txt")" = "$line" ] ||
    fail "abandon: expected the start $line, got $(cat "$GUI_OUT/a.txt")"
grep -q '"outcome":"abandoned"' "$auto" || fail "the autosave has no abandoned branch"
echo "ok: T, a digit, moves, X: the board is back at the branch point"

# --- Resumed: keep one (mouse), open another, look at the tree ------------------------------
rm -f "$GUI_LAYOUT"
gui_start "$LAB" --write-board "$GUI_OUT/b.txt"
xdotool key Right Right
gui_click_item branch_try
xdotool type 4
wait_item branch_keep "the Keep button is missing"
gui_click_item branch_keep
xdotool key Right t
sleep 0.3
xdotool type 6
wait_item branch_status "the second try did not open a branch"
gui_click_item menu_view
gui_click_item menu_branch_tree
wait_item branch_node_2 "the tree window does not show three branches"
gui_click_item branch_node_0
sleep 0.5
grep -q "^text branch_selected r1c3 = 4 · depth 1 · abandoned$" "$GUI_LAYOUT" ||
    fail "a click on the first node did not name its guess ($(grep branch_selected "$GUI_LAYOUT"))"
gui_click_item branch_node_1
sleep 0.5
grep -q "^text branch_selected r1c3 = 4 · depth 1 · kept$" "$GUI_LAYOUT" ||
    fail "a click on the second node did not name its guess"
# The wheel zooms about the pointer (the nodes move apart); a double click fits the tree again.
read -r x0 y0 < <(gui_item_centre branch_node_0)
read -r x2 y2 < <(gui_item_centre branch_node_2)
read -r cx cy < <(gui_item_centre branch_tree_canvas)
xdotool mousemove "$cx" "$cy" click 4 click 4 click 4
sleep 0.6
read -r zx0 zy0 < <(gui_item_centre branch_node_0)
read -r zx2 zy2 < <(gui_item_centre branch_node_2)
[ $(((zx2 - zx0) ** 2 + (zy2 - zy0) ** 2)) -gt $(((x2 - x0) ** 2 + (y2 - y0) ** 2)) ] ||
    fail "the wheel did not zoom the tree (nodes 0 and 2: $x0,$y0 $x2,$y2 -> $zx0,$zy0 $zx2,$zy2)"
xdotool click --repeat 2 --delay 80 1
sleep 0.6
read -r fx0 fy0 < <(gui_item_centre branch_node_0)
[ "$fx0 $fy0" = "$x0 $y0" ] || fail "a double click did not fit the tree again ($fx0,$fy0 not $x0,$y0)"
gui_shot whatif-tree
gui_quit
[ "$(cat "$GUI_OUT/b.txt")" = "$open_line" ] ||
    fail "keep + open: expected $open_line, got $(cat "$GUI_OUT/b.txt")"
for outcome in abandoned kept open; do
    grep -q "\"outcome\":\"$outcome\"" "$auto" || fail "the autosave has no $outcome branch"
done
[ "$("$CLI" show "$auto")" = "$open_line" ] || fail "the autosave is not the played position"
echo "ok: the Try and Keep buttons, the tree window (zoom and fit), the tree in the autosave"

# --- Resumed again: the open branch is back; abandoning it keeps the kept one ---------------
for lang in en vi tr; do
    rm -f "$GUI_LAYOUT"
    cp "$auto" "$GUI_OUT/autosave-open.json"
    gui_start "$LAB" --lang "$lang" --write-board "$GUI_OUT/c-$lang.txt"
    wait_item branch_status "$lang: the open branch was not resumed"
    gui_shot "whatif-resumed-$lang"
    xdotool key x
    sleep 0.5
    gui_shot "whatif-resumed-abandoned-$lang"
    gui_quit
    [ "$(cat "$GUI_OUT/c-$lang.txt")" = "$kept_line" ] ||
        fail "$lang: abandon after resuming: expected $kept_line, got $(cat "$GUI_OUT/c-$lang.txt")"
    grep -q '"outcome":"open"' "$auto" && fail "$lang: the abandoned branch is still open"
    cp "$GUI_OUT/autosave-open.json" "$auto"  # the next language resumes the open branch too
done
echo "ok: the branches survive quit and resume; X abandons the resumed branch (en, vi, tr)"
