#!/usr/bin/env bash
# Watch mode's picture export end to end under Xvfb (1280x800, English): on lesson 000's
# puzzle, paused, Watch > Export image… writes the Watch frame as a PNG and Watch > Export
# animation… the next 200 steps as a GIF, on a worker with a progress bar; identify
# (ImageMagick) reads both at the sizes the dialog shows (1200x750, 600x675 and 201 frames).
# usage: export_picture.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS: the repository's assets)
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

puzzle_file=${SUDOKU_ASSETS:?}/puzzles/lesson_000_cau_do.txt
out_dir=$XDG_DATA_HOME/sudoku-lab

# wait_for FILE: the worker has written it (the dialog says so), at most 120 s when loaded.
wait_for() {
    local i
    for i in $(seq 1 240); do
        [ -s "$1" ] && identify "$1" >/dev/null 2>&1 && return 0
        sleep 0.5
    done
    return 1
}

# identify_is FILE "W H FRAMES": the page size and number of frames identify reports.
identify_is() {
    local got
    got=$(identify -format '%W %H %n\n' "$1" | head -n 1)
    [ "$got" = "$2" ] || fail "identify $(basename "$1"): '$got', expected '$2'"
}

gui_start "$LAB" --lang en --watch naive --speed 1 "$puzzle_file"
xdotool key space Home Right Right Right  # paused at step 3: r1c3 = 1 rejected, r1c7 holds 1
gui_shot export-paused

# Watch > Export image… (the Watch menu is the sixth of the menu bar); in the dialog Enter
# exports and Escape closes.
xdotool key e  # Export image… (its key; the Watch menu's item list grows with new features)
gui_shot export-image-dialog
xdotool key Return  # Export
png=$out_dir/watch-naive-step-3.png
wait_for "$png" || fail "no picture written to $png (see $GUI_OUT/export-image-dialog.png)"
identify_is "$png" "1200 750 1"
gui_shot export-image-written
cp "$png" "$GUI_OUT/exported-step-3.png"
echo "ok: Export image… wrote a 1200x750 PNG of step 3"

xdotool key Escape  # Close
sleep 0.5
xdotool key g  # Export animation… (its key)
gui_shot export-animation-dialog
xdotool key Return  # Export
gif=$out_dir/watch-naive-3-203.gif
gui_shot export-animation-running
wait_for "$gif" || fail "no animation written to $gif"
sleep 1  # identify can read a GIF before its last frames; the worker closes it at the end
for i in $(seq 1 60); do
    [ "$(identify -format '%n\n' "$gif" | head -n 1)" = 201 ] && break
    sleep 1
done
identify_is "$gif" "600 675 201"
gui_shot export-animation-written
gui_alive "after the exports"
echo "ok: Export animation… wrote a 600x675 GIF of 201 frames"
gui_quit
