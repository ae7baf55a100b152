#!/usr/bin/env bash
# Every text of the side panel, the New game dialog and the Save as dialog fits its room, in
# English, Vietnamese and Turkish at interface sizes 1, 2 and 3 on a 1024x768 screen; so do
# Watch mode's (one board playing, and two compared) at 1x and presenting, on 1024x768 and
# 1280x800, and at interface sizes 2 and 3 (not presenting) on 1024x768. The game reports each text wider than the space it is given
# (SUDOKU_REPORT_CLIPPING, see app/dialogs/dialog_widgets.hpp); every report must stay empty.
# Screenshots of each combination stay in OUTPUT_DIR.
# usage: text_fits.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
export GUI_SCREEN=${GUI_SCREEN:-1280x800x24}
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

# The game's window made the size of the screen (a window larger than the screen would hide
# its clipped right part rather than clip it).
fit_window() {
    xdotool search --name '^Sudoku Lab$' windowmove 0 0 windowsize "${1:-1024}" "${2:-768}"
    sleep 1
}

# check REPORT LABEL: the report of the latest frame names nothing (kept as REPORT-LABEL.txt).
failed=0
check() {
    cp "$1" "${1%.txt}-$2.txt" 2>/dev/null || : >"${1%.txt}-$2.txt"
    if [ -s "${1%.txt}-$2.txt" ]; then
        echo "clipped ($2):" >&2
        sed 's/^/    /' "${1%.txt}-$2.txt" >&2
        failed=1
    fi
}

for lang in en vi tr; do
    for scale in 1 2 3; do
        report="$GUI_OUT/clipping-$lang-$scale.txt"
        rm -f "$report"
        gui_forget_game
        gui_start env SUDOKU_REPORT_CLIPPING="$report" "$LAB" --lang "$lang" --scale "$scale"
        fit_window
        gui_shot "fits-$lang-$scale-panel"
        check "$report" panel
        xdotool key ctrl+n
        sleep 0.8
        gui_shot "fits-$lang-$scale-new-game"
        check "$report" new-game
        xdotool key Escape
        sleep 0.3
        xdotool key ctrl+shift+s
        sleep 0.8
        gui_shot "fits-$lang-$scale-save-as"
        check "$report" save-as
        xdotool key Escape
        sleep 0.3
        gui_quit
    done
done
# Watch: one board playing (its button says Pause), and two compared, at 1x and presenting,
# and at 2x and 3x on 1024x768 (a class's large type without the projector layout).
puzzle=$(grep -v '^#' "$(dirname "$0")/../../assets/puzzles/lesson_000_cau_do.txt" | head -1)
for size in 1024x768 1280x800; do
    for lang in en vi tr; do
        for view in watch compare; do
            modes=(1 present)
            [ "$size" = 1024x768 ] && modes+=(2 3)
            for mode in "${modes[@]}"; do
                label="$lang-$size-$view-$mode"
                report="$GUI_OUT/clipping-watch.txt"
                rm -f "$report"
                args=(--lang "$lang" --watch naive --speed 1)
                [ "$view" = compare ] && args+=(--compare mrv)
                case $mode in
                    present) args+=(--present) ;;
                    2 | 3) args+=(--scale "$mode") ;;
                esac
                gui_forget_game
                gui_start env SUDOKU_REPORT_CLIPPING="$report" "$LAB" "${args[@]}" "$puzzle"
                fit_window "${size%x*}" "${size#*x}"
                gui_shot "fits-$label"
                check "$report" "$label"
                gui_quit
            done
        done
    done
done

[ "$failed" -eq 0 ] || fail "texts were cut off (reports above; screenshots in $GUI_OUT)"
echo "ok: side panel, New game and Save as dialogs fit in en, vi, tr at 1x, 2x, 3x on" \
    "1024x768; Watch and Compare at 1x and presenting on 1024x768 and 1280x800, at 2x and 3x" \
    "on 1024x768"
