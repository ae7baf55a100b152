#!/usr/bin/env bash
# A larger interface or presentation mode enlarges the board, never shrinks it: at 1024x768 and
# 1280x800 the board at --scale 3 and with --present is at least as large as at 1x, Watch's
# compared boards in presentation at least as large as at 1x, Watch's board (one, and two
# compared) at --scale 2 and 3 at least as large as at 1x, and the menu bar's last menu
# ends inside the window. The game reports the boards' sides and the menu bar's extent
# (SUDOKU_REPORT_LAYOUT, see app/support/layout_report.hpp). Screenshots stay in OUTPUT_DIR.
# usage: board_size.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
export GUI_SCREEN=${GUI_SCREEN:-1280x800x24}
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

report="$GUI_OUT/layout.txt"

# measure NAME WIDTH HEIGHT ARGS...: starts the game with ARGS in a WIDTH x HEIGHT window and
# prints the smallest board side it reports; checks the menu bar fits.
measure() {
    local name=$1 width=$2 height=$3
    shift 3
    rm -f "$report"
    gui_forget_game
    gui_start env SUDOKU_REPORT_LAYOUT="$report" "$LAB" "$@"
    gui_fit_window "$width" "$height"
    gui_shot "$name"
    gui_alive "$name"
    # The report is rewritten each frame: on a busy machine the first frames after the fit may
    # not have written it yet.
    GUI_LAYOUT=$report gui_wait_report 60 -E '^menu ' || fail "$name: no menu bar reported in 60 s"
    cp "$report" "$GUI_OUT/layout-$name.txt"
    local reached window
    read -r reached window < <(awk '$1 == "menu" { print $2, $3 }' "$report")
    [ -n "$reached" ] || fail "$name: no menu bar reported"
    [ "$reached" -le "$window" ] || fail "$name: the menu bar runs to x=$reached, window $window"
    gui_quit
    local side
    side=$(awk '$1 == "board" { print $2 }' "$GUI_OUT/layout-$name.txt" | sort -n | head -1)
    [ -n "$side" ] || fail "$name: no board reported"
    echo "$side"
}

for size in 1024x768 1280x800; do
    w=${size%x*} h=${size#*x}
    one=$(measure "$size-1x" "$w" "$h" --lang en)
    three=$(measure "$size-3x" "$w" "$h" --lang vi --scale 3)
    present=$(measure "$size-present" "$w" "$h" --lang en --present)
    compare_one=$(measure "$size-compare-1x" "$w" "$h" --lang en --watch naive --compare mrv)
    compare_present=$(measure "$size-compare-present" "$w" "$h" --lang tr --watch naive \
        --compare mrv --present)
    watch_one=$(measure "$size-watch-1x" "$w" "$h" --lang en --watch naive)
    for scale in 2 3; do
        watch=$(measure "$size-watch-${scale}x" "$w" "$h" --lang tr --watch naive --scale "$scale")
        compare=$(measure "$size-compare-${scale}x" "$w" "$h" --lang vi --watch naive \
            --compare mrv --scale "$scale")
        echo "$size: watch 1x $watch_one, ${scale}x $watch; compare ${scale}x $compare"
        [ "$watch" -ge "$watch_one" ] ||
            fail "$size: Watch's board at ${scale}x ($watch) is smaller than at 1x ($watch_one)"
        [ "$compare" -ge "$compare_one" ] ||
            fail "$size: compared boards at ${scale}x ($compare) smaller than at 1x ($compare_one)"
    done
    echo "$size: board 1x $one, 3x $three, present $present; compare 1x $compare_one," \
        "present $compare_present"
    [ "$three" -ge "$one" ] || fail "$size: the board at 3x ($three) is smaller than at 1x ($one)"
    [ "$present" -ge "$one" ] ||
        fail "$size: the board presenting ($present) is smaller than at 1x ($one)"
    [ "$compare_present" -ge "$compare_one" ] ||
        fail "$size: compared boards presenting ($compare_present) smaller than at 1x ($compare_one)"
    # A projector layout: the board takes most of the window's height.
    [ $((present * 100)) -ge $((h * 85)) ] ||
        fail "$size: the board presenting ($present) is under 85 % of the height ($h)"
done
echo "ok: 3x and presentation boards, and Watch's at 2x and 3x, at least as large as at 1x" \
    "on 1024x768 and 1280x800"
