#!/usr/bin/env bash
# Every text of the side panel, the New game dialog and the Save as dialog fits its room, in English, Vietnamese
# and Turkish at interface sizes 1, 2 and 3 on a 1024x768 screen. The game reports each text
# wider than the space it is given (SUDOKU_REPORT_CLIPPING, see app/dialogs/dialog_widgets.hpp); every
# report must stay empty. Screenshots of each combination stay in OUTPUT_DIR.
# usage: text_fits.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
export GUI_SCREEN=${GUI_SCREEN:-1024x768x24}
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

# The game's window made the size of the screen (a window larger than the screen would hide
# its clipped right part rather than clip it).
fit_window() {
    xdotool search --name '^Sudoku Lab$' windowmove 0 0 windowsize 1024 768
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
[ "$failed" -eq 0 ] || fail "texts were cut off (reports above; screenshots in $GUI_OUT)"
echo "ok: side panel, New game and Save as dialogs fit in en, vi, tr at 1x, 2x, 3x on 1024x768"
