#!/usr/bin/env bash
# Algorithm X's exact-cover matrix in Watch mode on a 1024x768 screen, in English, Vietnamese
# and Turkish at interface sizes 1 and 3 and presenting: X shows the matrix over the window
# (it differs from the board screen), a click gives it the keys and C zooms to the row being
# tried with its labels (the view differs again), the wheel zooms out (and again), X goes back
# to the board. Nothing is cut (SUDOKU_REPORT_CLIPPING stays empty) and the game keeps running.
# Screenshots stay in OUTPUT_DIR.
# usage: dlx_matrix.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS: the repository's assets folder)
set -euo pipefail
export GUI_SCREEN=${GUI_SCREEN:-1024x768x24}
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
area=(0 40 1024 720)

puzzle_file=${SUDOKU_ASSETS:?}/puzzles/lesson_000_cau_do.txt

run() {
    local name=$1
    shift
    local report="$GUI_OUT/clipping-$name.txt"
    rm -f "$report"
    gui_start env SUDOKU_REPORT_CLIPPING="$report" "$LAB" "$@" --watch dlx --speed 20 \
        "$puzzle_file"
    gui_fit_window
    xdotool mousemove 1023 767
    xdotool key space
    gui_shot "$name-board"
    xdotool key x
    gui_shot "$name-matrix"
    gui_region_differs "$name-board" "$name-matrix" "${area[@]}" ||
        fail "$name: X did not show the matrix"
    gui_check_clipping "$report" matrix
    # The lower part of the window is the matrix at every size.
    xdotool mousemove 600 660 click 1
    xdotool key c
    gui_shot "$name-current"
    gui_region_differs "$name-matrix" "$name-current" "${area[@]}" ||
        fail "$name: C did not zoom to the current row"
    gui_check_clipping "$report" current
    xdotool click 5 click 5 click 5
    gui_shot "$name-wheel"
    gui_region_differs "$name-current" "$name-wheel" "${area[@]}" ||
        fail "$name: the wheel did not zoom the matrix"
    xdotool key x
    gui_shot "$name-back"
    gui_region_differs "$name-wheel" "$name-back" "${area[@]}" ||
        fail "$name: X did not go back to the board"
    gui_check_clipping "$report" back
    gui_alive "$name"
    gui_quit
    echo "ok: $name: the matrix shows, zooms to the current row and back"
}

for lang in en vi tr; do
    for scale in 1 3; do
        run "$lang-$scale" --lang "$lang" --scale "$scale"
    done
done
run present-tr --lang tr --present
[ "$GUI_CLIPPED" -eq 0 ] || fail "texts were cut off (reports above; screenshots in $GUI_OUT)"
echo "ok: the dlx matrix draws in en, vi, tr at 1x, 3x and presenting on 1024x768"
