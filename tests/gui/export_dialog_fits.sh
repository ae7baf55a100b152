#!/usr/bin/env bash
# Watch mode's export dialogs (E: image, G: animation) fit a 1024x768 screen in English,
# Vietnamese and Turkish at interface sizes 1, 2 and 3, and in presentation mode: the game
# reports every text wider than its room (SUDOKU_REPORT_CLIPPING); each report must stay empty.
# Screenshots of each combination stay in OUTPUT_DIR.
# usage: export_dialog_fits.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS: the repository's assets)
set -euo pipefail
export GUI_SCREEN=${GUI_SCREEN:-1024x768x24}
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

puzzle_file=${SUDOKU_ASSETS:?}/puzzles/lesson_000_cau_do.txt

run() {
    local name=$1
    shift
    local report="$GUI_OUT/clipping-$name.txt"
    rm -f "$report"
    gui_start env SUDOKU_REPORT_CLIPPING="$report" "$LAB" "$@" --watch naive --speed 1 "$puzzle_file"
    gui_fit_window
    xdotool key space
    xdotool key e
    gui_shot "export-image-$name"
    gui_check_clipping "$report" image
    xdotool key Escape
    sleep 0.3
    xdotool key g
    gui_shot "export-animation-$name"
    gui_check_clipping "$report" animation
    xdotool key Escape
    sleep 0.3
    gui_alive "$name"
    gui_quit
}

for lang in en vi tr; do
    for scale in 1 2 3; do
        run "$lang-$scale" --lang "$lang" --scale "$scale"
    done
done
run present-vi --lang vi --present
[ "$GUI_CLIPPED" -eq 0 ] || fail "texts were cut off (reports above; screenshots in $GUI_OUT)"
echo "ok: the export dialogs fit in en, vi, tr at 1x, 2x, 3x and presenting on 1024x768"
