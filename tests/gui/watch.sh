#!/usr/bin/env bash
# Watch mode end to end under Xvfb: `--watch naive` on the first lesson's puzzle plays (the
# screen changes), Space pauses (the screen stays still), Left steps back (the screen changes
# again), P shows presentation mode; bad --watch values exit 2. Screenshots stay in OUTPUT_DIR.
# usage: watch.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS: the repository's assets folder)
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

# Bad values are refused before any window opens.
for bad in "--watch dfs" "--watch" "--speed fast --watch naive" "--watch naive --compare x"; do
    rc=0
    # shellcheck disable=SC2086  # option lists split on purpose
    "$LAB" $bad >/dev/null 2>"$GUI_OUT/bad.txt" || rc=$?
    [ "$rc" -eq 2 ] || fail "sudoku-lab $bad: exit $rc, expected 2"
    grep -q -- "--" "$GUI_OUT/bad.txt" || fail "sudoku-lab $bad: the error does not name the option"
done
echo "ok: bad --watch values exit 2"

puzzle_file=${SUDOKU_ASSETS:?}/puzzles/lesson_000_cau_do.txt
gui_start "$LAB" --watch naive --speed 20 "$puzzle_file"
# Board and panels, above the status line.
area=(0 40 1280 720)

gui_shot watch-playing-1
sleep 0.5
gui_shot watch-playing-2
gui_region_differs watch-playing-1 watch-playing-2 "${area[@]}" ||
    fail "the screen did not change while playing"
echo "ok: playing changes the screen"

xdotool key space
sleep 1  # a backtrack flash may still be fading
gui_shot watch-paused-1
sleep 1
gui_shot watch-paused-2
if gui_region_differs watch-paused-1 watch-paused-2 "${area[@]}"; then
    fail "the screen kept changing after Space paused"
fi
echo "ok: paused screen is still"

xdotool key Left
gui_shot watch-step-back
gui_region_differs watch-paused-2 watch-step-back "${area[@]}" ||
    fail "Left (step back) did not change the screen"
echo "ok: Left steps back"

xdotool key Right Right Right
gui_shot watch-stepped
xdotool key p
sleep 0.5  # the font atlas is rebuilt for the larger size
gui_shot watch-presentation
gui_region_differs watch-stepped watch-presentation "${area[@]}" ||
    fail "P did not switch to presentation mode"
echo "ok: presentation mode"
gui_quit
