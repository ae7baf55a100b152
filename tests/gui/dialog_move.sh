#!/usr/bin/env bash
# The New game dialog stays where the player drags it (it is centred only when it appears;
# it used to jump back to the centre on every frame).
# usage: dialog_move.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

gui_forget_game
gui_start "$LAB" --lang en
xdotool key ctrl+n
sleep 0.5
gui_shot move-centred
title_y=180  # the title bar of the centred dialog (600 px wide, x 340..940)
xdotool mousemove 500 "$title_y" mousedown 1
sleep 0.2
xdotool mousemove 420 "$((title_y - 60))"
sleep 0.2
xdotool mousemove 400 "$((title_y - 80))"
sleep 0.2
xdotool mouseup 1
xdotool mousemove 1260 790
sleep 0.3
xdotool key 5  # typed into the seed field: more frames
sleep 0.5
gui_shot move-dragged
# The right part of the centred dialog is now the game behind it: the screens differ there.
gui_region_differs move-centred move-dragged 900 "$((title_y + 20))" 40 300 ||
    fail "the New game dialog went back to the centre after being dragged"
echo "ok: the New game dialog stays where it was dragged"
gui_quit
