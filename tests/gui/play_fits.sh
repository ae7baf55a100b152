#!/usr/bin/env bash
# The projector case: at interface size 3 on a 1024x768 window, in English, Vietnamese and
# Turkish, a hint's long explanation keeps the digit pad and Erase inside the window (its words
# scroll in a place of their own); solving shows the "Solved!" banner inside the window and the
# side panel's "Solved!" whole; Statistics opens inside the window. Positions come from
# SUDOKU_REPORT_LAYOUT, clipped texts from SUDOKU_REPORT_CLIPPING (both must stay in bounds).
# usage: play_fits.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
export GUI_SCREEN=${GUI_SCREEN:-1024x768x24}
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
gui_report_items

# A pointing pair whose eliminations leave a single: a long level-2 explanation.
hinted="..2...1.8..8..32.7617428539..5.9.47.2.6..49.3.94.3.8....3.426.5..15..3..5.93..7.."
# The Wikipedia puzzle's solution with r9c9 empty: typing 9 there solves it.
almost="534678912672195348198342567859761423426853791713924856961537284287419635345286179"
almost="${almost%?}."

# item_rect NAME: "x y w h" of the named item (or window) in the latest frame's report.
item_rect() {
    gui_item_centre "$1" >/dev/null
    grep -m1 "^item $1 " "$GUI_LAYOUT" | awk '{ print $3, $4, $5, $6 }'
}
# inside NAME WHAT: the named item lies inside the 1024x768 window.
inside() {
    local x y w h
    read -r x y w h < <(item_rect "$1")
    [ "$x" -ge 0 ] && [ $((x + w)) -le 1024 ] && [ "$y" -ge 0 ] && [ $((y + h)) -le 768 ] ||
        fail "$2: $1 is at $x,$y ${w}x$h, not inside the 1024x768 window"
}

GUI_CLIPPED=0
for lang in en vi tr; do
    report="$GUI_OUT/clipping-$lang.txt"
    rm -f "$report" "$GUI_LAYOUT"
    gui_forget_game
    gui_start env SUDOKU_REPORT_CLIPPING="$report" "$LAB" --lang "$lang" --scale 3 "$hinted"
    gui_fit_window 1024 768
    xdotool key h
    sleep 0.3
    xdotool key h
    gui_wait_report 15 -E "^item hint_text " || fail "$lang: the hint's words were never drawn"
    gui_settle
    gui_shot "play-fits-$lang-hint"
    inside hint_text "$lang, hint shown"
    inside erase "$lang, hint shown"
    inside pad_9 "$lang, hint shown"
    gui_check_clipping "$report" "$lang-hint"
    gui_quit

    rm -f "$report" "$GUI_LAYOUT"
    gui_forget_game
    gui_start env SUDOKU_REPORT_CLIPPING="$report" "$LAB" --lang "$lang" --scale 3 "$almost"
    gui_fit_window 1024 768
    xdotool key --delay 120 Down Down Down Down Down Down Down Down \
        Right Right Right Right Right Right Right Right 9
    gui_wait_report 15 -E "^item celebration " || fail "$lang: no banner after solving"
    gui_settle
    gui_shot "play-fits-$lang-solved"
    inside celebration "$lang, solved"
    inside solved_label "$lang, solved"
    gui_check_clipping "$report" "$lang-solved"
    gui_click_item menu_view
    gui_click_item menu_statistics
    gui_wait_report 15 -E "^item statistics_window " || fail "$lang: Statistics did not open"
    gui_settle
    gui_shot "play-fits-$lang-statistics"
    inside statistics_window "$lang, Statistics"
    gui_quit
done
[ "$GUI_CLIPPED" = 0 ] || fail "texts were clipped (listed above)"
echo "ok: at 3x on 1024x768 (en, vi, tr) the hint keeps the pad and Erase in view, Solved! and" \
    "Statistics fit the window"
