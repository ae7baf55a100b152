#!/usr/bin/env bash
# The window on a 1024x768 screen under Xvfb: a saved size of 5000x4000 opens cut to the
# screen and wholly on it, a saved 700x500 opens centred, and the size is saved on quit. Any
# window size down to 1x1, in play, in Watch mode and with each dialog open, keeps the game
# running (ImGui asserts on a zero font scale or button). Ctrl+O after the working folder was
# deleted opens the dialog on a fallback folder instead of ending the game. A first start on a
# 144 dpi screen picks the 150 % interface size.
# usage: window.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS)
set -euo pipefail
GUI_SCREEN=1024x768x24
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

# Xvfb resets (and forgets root properties, part 5) whenever its last client leaves, and a
# client connecting during that reset fails: one client stays connected throughout (it ends
# with the server).
keeper=
if command -v xprop >/dev/null; then
    xprop -root -spy RESOURCE_MANAGER >/dev/null &
    keeper=$!
    sleep 0.3
fi

settings=$XDG_CONFIG_HOME/sudoku-lab/settings.json
mkdir -p "$(dirname "$settings")"
write_size() {  # WIDTH HEIGHT
    printf '{"format": "sudoku-lab-settings", "version": 1, "window_width": %d, "window_height": %d}\n' \
        "$1" "$2" >"$settings"
}


# 1. A saved size larger than the screen is cut to it; the window lies wholly on the screen.
write_size 5000 4000
gui_start "$LAB"
read -r x y w h < <(gui_geometry)
echo "saved 5000x4000: window at $x,$y size ${w}x$h" >&2
[ "$x" -ge 0 ] && [ "$y" -ge 0 ] && [ $((x + w)) -le 1024 ] && [ $((y + h)) -le 768 ] ||
    fail "the window ($x,$y ${w}x$h) is not wholly on the 1024x768 screen"
[ "$w" -eq 1024 ] && [ "$h" -eq 768 ] || fail "5000x4000 was not cut to the screen: ${w}x$h"
gui_shot window-clamped
gui_quit
grep -q '"window_width": 1024' "$settings" || fail "the window width was not saved: $(cat "$settings")"

# 2. A size that fits opens at that size, centred; the size the player leaves is saved.
write_size 700 500
gui_start "$LAB"
read -r x y w h < <(gui_geometry)
echo "saved 700x500: window at $x,$y size ${w}x$h" >&2
[ "$w" -eq 700 ] && [ "$h" -eq 500 ] || fail "the saved size 700x500 was not used: ${w}x$h"
[ "$x" -eq 162 ] && [ "$y" -eq 134 ] || fail "700x500 is not centred: at $x,$y"
gui_shot window-saved-size
xdotool windowsize --sync "$(gui_window_id)" 640 480
sleep 0.3
gui_quit
grep -q '"window_width": 640' "$settings" || fail "the new width was not saved: $(cat "$settings")"
grep -q '"window_height": 480' "$settings" || fail "the new height was not saved: $(cat "$settings")"

# 3. Every size down to 1x1, in each view, keeps the game alive and drawing.
# resize_through WHAT: the window through tiny and odd sizes, then back to 900x700.
resize_through() {
    local wid size
    wid=$(gui_window_id)
    for size in "120 100" "100 80" "1 1" "2 2" "40 30" "121 101" "200 150" "300 90" "90 300" \
        "1 600" "800 1" "500 400"; do
        # shellcheck disable=SC2086
        xdotool windowsize "$wid" $size
        sleep 0.25
        gui_alive "$1 at ${size/ /x}"
    done
    xdotool windowsize --sync "$wid" 900 700
    sleep 0.3
    gui_alive "$1 back at 900x700"
}
write_size 900 700
gui_start "$LAB" "$SUDOKU_ASSETS/puzzles/lesson_000_cau_do.txt"
resize_through "play"
gui_shot window-play-after
xdotool key space  # pause: the board gives way to the Resume button
resize_through "paused"
xdotool key space
xdotool key F1
resize_through "help"
xdotool key F1
xdotool key ctrl+n
resize_through "new game dialog"
xdotool key Escape
xdotool key ctrl+o
resize_through "open dialog"
xdotool key Escape
xdotool type w  # Watch mode
sleep 0.3
resize_through "watch"
gui_shot window-watch-after
gui_alive "the size tour"
xdotool type w
gui_quit

# 4. Ctrl+O after the working folder was deleted: a fallback folder is listed.
gone=$(mktemp -d)
LAB=$(readlink -f "$LAB") GUI_OUT=$(readlink -f "$GUI_OUT")
cd "$gone"
gui_start "$LAB"
cd - >/dev/null
rmdir "$gone"
gui_shot window-before-open
xdotool key ctrl+o
sleep 0.5
gui_alive "Ctrl+O with the working folder deleted"
gui_shot window-open-fallback
gui_region_differs window-before-open window-open-fallback 200 150 600 400 ||
    fail "Ctrl+O showed no dialog"
xdotool key Escape
gui_quit

# 5. A first start (no settings yet) on a 144 dpi screen: the interface size follows the
# monitor's content scale (1.5); once settings exist, the saved size wins.
if command -v xprop >/dev/null; then
    rm -f "$settings"
    xprop -root -f RESOURCE_MANAGER 8s -set RESOURCE_MANAGER 'Xft.dpi: 144'
    gui_start "$LAB"
    gui_quit
    grep -q '"ui_scale": 1.5' "$settings" || fail "144 dpi did not give 150 %: $(cat "$settings")"
    xprop -root -f RESOURCE_MANAGER 8s -set RESOURCE_MANAGER 'Xft.dpi: 96'
    gui_start "$LAB"
    gui_quit
    grep -q '"ui_scale": 1.5' "$settings" || fail "the saved size was replaced: $(cat "$settings")"
fi
[ -z "$keeper" ] || kill "$keeper" 2>/dev/null || true
echo "ok: window fits the screen, saves its size, survives any size and a deleted folder"
