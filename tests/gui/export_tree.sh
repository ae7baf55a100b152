#!/usr/bin/env bash
# The tree panel's PNG button opens the export dialog on the search tree alone; Enter writes a
# 1200x750 PNG of the tree, which differs from the board picture of the same step.
# usage: export_tree.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS: the repository's assets)
set -euo pipefail
export GUI_SCREEN=1280x800x24
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
gui_report_items

out_dir=$XDG_DATA_HOME/sudoku-lab
gui_start "$LAB" --lang en --watch naive --speed 20 "$SUDOKU_ASSETS/puzzles/lesson_000_cau_do.txt"
xdotool mousemove 1279 799
xdotool key space s  # to the solution
xdotool key t        # the tree over the window
gui_shot tree-panel
gui_click_item tree_png  # the toolbar's PNG button
gui_shot tree-export-dialog
xdotool key Return
# The picture appears under its name only when whole (render::PartFile): the first name seen
# must read as the full picture at once. (Plain identify accepts half a PNG; -format does not.)
png=
for _ in $(seq 1 100); do
    png=$(ls "$out_dir"/watch-naive-tree-step-*.png 2>/dev/null | head -n 1 || true)
    [ -n "$png" ] && break
    sleep 0.3
done
[ -n "$png" ] || fail "the PNG button wrote no tree picture (see $GUI_OUT/tree-export-dialog.png)"
got=$(identify -format '%W %H %n\n' "$png" 2>&1 | head -n 1) || true
[ "$got" = "1200 750 1" ] || fail "the tree picture is '$got', expected '1200 750 1'"
leftover=$(ls "$out_dir" | grep -F .part- || true)
[ -z "$leftover" ] || fail "the export left a part file behind: $leftover"
cp "$png" "$GUI_OUT/exported-tree.png"
gui_alive "after the tree export"
gui_quit
echo "ok: the tree panel's PNG button wrote a 1200x750 picture of the tree"
