#!/usr/bin/env bash
# Watch compares naive with mrv: Export image… writes both lanes side by side (not only the
# first), and its dialog, with the tree and comparison choices, fits a 1024x768 screen in
# English, Vietnamese and Turkish at size 1 and presenting (SUDOKU_REPORT_CLIPPING stays empty; at 2x and 3x the
# comparison screen itself needs a larger screen).
# usage: export_compare.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS: the repository's assets)
set -euo pipefail
export GUI_SCREEN=${GUI_SCREEN:-1024x768x24}
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

puzzle_file=${SUDOKU_ASSETS:?}/puzzles/lesson_000_cau_do.txt
out_dir=$XDG_DATA_HOME/sudoku-lab
failed=0

wait_for() {
    local i
    for i in $(seq 1 240); do
        [ -s "$1" ] && identify "$1" >/dev/null 2>&1 && return 0
        sleep 0.5
    done
    return 1
}

run() {
    local name=$1
    shift
    local report="$GUI_OUT/clipping-$name.txt"
    rm -f "$report"
    gui_start env SUDOKU_REPORT_CLIPPING="$report" "$LAB" "$@" --watch naive --compare mrv \
        --speed 1 "$puzzle_file"
    gui_fit_window
    xdotool key space Home Right Right Right  # paused at step 3
    xdotool key e
    gui_shot "export-compare-$name"
    if [ -s "$report" ]; then
        echo "clipped ($name):" >&2
        sed 's/^/    /' "$report" >&2
        failed=1
    fi
}

run en-1 --lang en
xdotool key Return  # Export: both lanes (the default when comparing), board + counters + stack
png=$out_dir/watch-naive-step-3.png
wait_for "$png" || fail "no picture written to $png (see $GUI_OUT/export-compare-en-1.png)"
got=$(identify -format '%W %H %n\n' "$png" | head -n 1)
# Two 600-wide Watch frames (600x375) under a 54-pixel title line.
[ "$got" = "1200 429 1" ] || fail "the comparison picture is '$got', expected '1200 429 1'"
cp "$png" "$GUI_OUT/exported-compare.png"
gui_shot export-compare-written
gui_alive "after the export"
gui_quit
echo "ok: Export image… wrote both lanes of a comparison (1200x429)"

for run_args in "vi-1 --lang vi" "tr-1 --lang tr" "vi-present --lang vi --present"; do
    # shellcheck disable=SC2086
    run $run_args
    gui_alive "$run_args"
    gui_quit
done
[ "$failed" -eq 0 ] || fail "texts were cut off (reports above; screenshots in $GUI_OUT)"
echo "ok: the export dialog of a comparison fits in en, vi, tr at 1x and presenting on 1024x768"
