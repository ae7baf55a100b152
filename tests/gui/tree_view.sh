#!/usr/bin/env bash
# The search tree under Xvfb: on lesson 000, S runs the naive search to its solution and T
# shows the tree over the whole window (it differs from the board screen); a click in the tree
# gives it the keys, and Up walks to the parent, which moves the player back (the board
# changes after T); the DOT button exports the tree. A puzzle with two solutions stops at
# each; one without a solution is watched, not refused: its whole tree fails and the game
# keeps running. Screenshots stay in OUTPUT_DIR.
# usage: tree_view.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS: the repository's assets folder)
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
area=(0 40 1280 720)

puzzle_file=${SUDOKU_ASSETS:?}/puzzles/lesson_000_cau_do.txt
gui_start "$LAB" --watch naive --speed 20 "$puzzle_file"
xdotool mousemove 1279 799
xdotool key space s
gui_shot tree-board-solved
xdotool key t
gui_shot tree-full
gui_region_differs tree-board-solved tree-full "${area[@]}" || fail "T did not show the tree"
echo "ok: T shows the search tree over the window"

# A click on the tree's empty bottom-left corner gives it the keys; Up x5 walks to an ancestor
# (the player seeks there), T goes back to the board, which no longer shows the solution.
xdotool mousemove 100 700 click 1
xdotool key Up Up Up Up Up
gui_shot tree-walked
gui_region_differs tree-full tree-walked "${area[@]}" || fail "Up did not move in the tree"

# The DOT button (toolbar, top left) writes the tree searched so far: lesson 000's 91 edges.
xdotool mousemove 467 67 click 1
dot_file="$XDG_DATA_HOME/sudoku-lab/search-tree-naive.dot"
for _ in $(seq 1 50); do [ -s "$dot_file" ] && break; sleep 0.2; done
[ -s "$dot_file" ] || fail "the DOT button wrote no $dot_file"
[ "$(grep -c -- ' -> ' "$dot_file")" = 91 ] ||
    fail "the exported tree has $(grep -c -- ' -> ' "$dot_file") edges, not 91"
echo "ok: the DOT button exports the tree (91 edges)"
xdotool mousemove 100 700 click 1
xdotool key t
gui_shot tree-board-back
gui_region_differs tree-board-solved tree-board-back "${area[@]}" ||
    fail "walking the tree did not move the player"
echo "ok: keys walk the tree and the player follows"
gui_quit

# Two solutions (lesson 004): S stops at each in turn, and both are on the tree.
gui_start "$LAB" --watch naive --speed 20 "$SUDOKU_ASSETS/puzzles/lesson_004_sample.txt"
xdotool mousemove 1279 799
xdotool key space s
gui_shot tree-solution-1
xdotool key s
gui_shot tree-solution-2
gui_region_differs tree-solution-1 tree-solution-2 "${area[@]}" ||
    fail "the second S did not go on to the second solution"
xdotool key t
gui_shot tree-two-solutions
echo "ok: a puzzle with two solutions shows each in turn"
gui_quit

# No solution (r1c4 and r1c5 both need 9): Watch mode starts on it instead of refusing it.
unsolvable=............15.......26.......37.......48.......51.......62.......73.......84....
gui_start "$LAB" --watch naive --speed turbo "$unsolvable"
xdotool key End t
gui_shot tree-no-solution
gui_alive "watching a puzzle without a solution"
grep -q "cannot play" "$GUI_OUT/stderr.txt" && fail "the unsolvable puzzle was refused"
echo "ok: a puzzle without a solution is watched to its failed end"
gui_quit
