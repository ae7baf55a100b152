#!/usr/bin/env bash
# The New game dialog stays where the player drags it (it is centred only when it appears;
# it used to jump back to the centre on every frame).
# usage: dialog_move.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

gui_forget_game
gui_start "$LAB" --lang en
xdotool mousemove 1260 790  # no tooltip or hover highlight in the shots
xdotool key ctrl+n
sleep 0.5
gui_shot move-centred
title_y=167  # the title bar of the centred dialog (600 px wide, x 340..940, y 154..181)
xdotool mousemove 500 "$title_y" mousedown 1
for step in 1 2 3 4 5; do
    sleep 0.1
    xdotool mousemove "$((500 - 20 * step))" "$((title_y - 16 * step))"
done
sleep 0.2
xdotool mouseup 1
# More frames after the drag (each mouse move draws one), away from the dialog.
xdotool mousemove 1200 700 mousemove 1260 790
sleep 0.5
gui_shot move-dragged
# The dialog's right edge was at x 940: moved 100 px left, the game shows between 850 and 930.
gui_region_differs move-centred move-dragged 860 300 60 250 ||
    fail "the New game dialog went back to the centre after being dragged"
echo "ok: the New game dialog stays where it was dragged"
gui_quit
