#!/usr/bin/env bash
# Large type on a small window (Turkish, interface size 3, 1024x768): the Game menu, taller
# than the window, opens below the menu bar and scrolls (over the bar, a click on a menu's title
# chose its first item); Statistics opens inside the window (it was wider than the screen, its
# close button out of reach) and Escape closes it; a long status message is shown whole.
# Positions come from SUDOKU_REPORT_LAYOUT.
# usage: large_type.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
gui_report_items

# item_rect NAME: "x y w h" of the named item (or window) in the latest frame's report.
item_rect() {
    gui_item_centre "$1" >/dev/null
    grep -m1 "^item $1 " "$GUI_LAYOUT" | awk '{ print $3, $4, $5, $6 }'
}

gui_start "$LAB" --lang tr --scale 3
gui_fit_window 1024 768
read -r _ header_y _ header_h < <(item_rect menu_game)
gui_click_item menu_game
read -r menu_x menu_y menu_w menu_h < <(item_rect menu_game_window)
gui_shot large-type-game-menu
[ "$menu_y" -ge $((header_y + header_h)) ] ||
    fail "the Game menu starts at y=$menu_y, over the menu bar (its title ends at y=$((header_y + header_h)))"
[ $((menu_y + menu_h)) -le 768 ] || fail "the Game menu reaches y=$((menu_y + menu_h)), past the window"

# The Game menu fits whole at 3x on 1024x768: its last item, Quit, is inside the menu.
read -r _ quit_y _ quit_h < <(item_rect menu_quit)
[ $((quit_y + quit_h)) -le $((menu_y + menu_h)) ] ||
    fail "the Game menu scrolls at 3x: Quit ends at y=$((quit_y + quit_h)), the menu at $((menu_y + menu_h))"
xdotool key Escape
sleep 0.3
# Statistics is in the View menu, with the game's other windows.
gui_click_item menu_view
gui_click_item menu_statistics
read -r x y w h < <(item_rect statistics_window)
gui_shot large-type-statistics
[ "$x" -ge 0 ] && [ $((x + w)) -le 1024 ] && [ "$y" -ge 0 ] && [ $((y + h)) -le 768 ] ||
    fail "Statistics is at $x,$y, ${w}x$h: not inside the 1024x768 window"
xdotool key Escape
for _ in $(seq 1 40); do
    grep -q "^item statistics_window " "$GUI_LAYOUT" || break
    sleep 0.25
done
! grep -q "^item statistics_window " "$GUI_LAYOUT" || fail "Escape did not close Statistics"
gui_alive "after Escape"

# A long message in the narrow status column (T on a given: only an empty cell can be tried)
# is shown whole: the column grows for it instead of running past the window's bottom edge.
xdotool key t
gui_wait_report 15 -E "^item status_line " || fail "the status line was never drawn"
sleep 0.5
read -r _ y _ h < <(item_rect status_line)
gui_shot large-type-status-message
[ "$h" -gt 60 ] || fail "the status line is ${h} px tall: the message did not show"
[ $((y + h)) -le 768 ] || fail "the status message reaches y=$((y + h)), past the window's bottom edge"
gui_quit
echo "ok: at 3x on 1024x768 the Game menu stays below the bar, Statistics fits and Escape" \
    "closes it, a long status message fits"
