#!/usr/bin/env bash
# Partial redraws under Xvfb: while the clock ticks (only its digits are redrawn) a player
# types, undoes, hovers cells and buttons, shows a tooltip and opens menus; afterwards the
# screen must equal, pixel for pixel, a whole redraw of the same state (forced with SIGUSR1),
# outside the clock while it runs and everywhere once it is hidden; a window unmapped and
# mapped again shows its frame again. Checked for both places
# the last frame can be kept: the default (the window's back buffer with Mesa's software
# renderer) and an offscreen framebuffer (SUDOKU_LAB_REDRAW=offscreen, the path for GPUs).
# usage: redraw.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS)
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
gui_report_items  # menus and their items are clicked by name

puzzle_file=${SUDOKU_ASSETS:?}/puzzles/lesson_000_cau_do.txt
clock_box="870,45 1069,94"  # the running clock's digits at 1280x800 (as in play.sh)

# same_screen A B [MASK]: the two screenshots are identical, outside MASK ("x0,y0 x1,y1").
same_screen() {
    local a="$GUI_OUT/$1.png" b="$GUI_OUT/$2.png" diff
    if [ -n "${3:-}" ]; then
        convert "$a" -fill black -draw "rectangle $3" "$GUI_OUT/.masked-a.png"
        convert "$b" -fill black -draw "rectangle $3" "$GUI_OUT/.masked-b.png"
        a="$GUI_OUT/.masked-a.png" b="$GUI_OUT/.masked-b.png"
    fi
    diff=$(compare -metric AE "$a" "$b" "$GUI_OUT/$1-vs-$2.png" 2>&1 || true)
    rm -f "$GUI_OUT/.masked-a.png" "$GUI_OUT/.masked-b.png"
    diff=${diff%% *}
    [[ $diff =~ ^[0-9.e+]+$ ]] || fail "compare failed: $diff"
    echo "$1 vs $2: $diff pixels differ" >&2
    [ "$diff" = 0 ]
}

# redraw_report: forces a whole redraw with SIGUSR1 and prints the report it writes to stderr.
redraw_report() {
    local before i
    before=$(grep -c 'redraws so far' "$GUI_OUT/stderr.txt" || true)
    kill -USR1 "$GUI_PID"
    for i in $(seq 1 30); do
        sleep 0.1
        [ "$(grep -c 'redraws so far' "$GUI_OUT/stderr.txt" || true)" -gt "$before" ] && break
    done
    grep 'redraws so far' "$GUI_OUT/stderr.txt" | tail -1
}

# play_and_compare MODE STORE: a session with SUDOKU_LAB_REDRAW=MODE; its report must say the
# frame was kept STORE (a regular expression).
play_and_compare() {
    local mode=$1 store=$2
    rm -f "$XDG_CONFIG_HOME/sudoku-lab/settings.json"  # the clock shown and ticking
    SUDOKU_LAB_REDRAW=$mode gui_start "$LAB" "$puzzle_file"
    # The clock ticks throughout. Type into r1c3 and r2c3, take one back and redo it.
    xdotool mousemove 336 94 click 1
    xdotool type 5
    xdotool key Down
    xdotool type 2
    xdotool key BackSpace ctrl+z ctrl+y
    # Hover over cells and pad buttons (one shows its tooltip), then open two menus.
    local x
    for x in 200 300 400 500 600; do
        xdotool mousemove "$x" 400
        sleep 0.1
    done
    xdotool mousemove 918 212
    sleep 0.6
    xdotool mousemove 1010 300
    sleep 0.3
    gui_click_item menu_options
    gui_hover_item menu_option_auto_clean
    gui_hover_item menu_option_show_timer
    xdotool key Escape
    gui_click_item menu_view
    xdotool key Escape
    xdotool mousemove 1279 799
    sleep 1

    gui_shot "$mode-ticking"
    local report
    report=$(redraw_report)
    echo "$report" >&2
    [[ $report =~ kept\ $store ]] || fail "$mode: the frame was not kept $store: $report"
    local partial
    partial=$(sed -E 's/.*: ([0-9]+) whole, ([0-9]+) partial.*/\2/' <<<"$report")
    [ "$partial" -ge 20 ] || fail "$mode: only $partial partial redraws while the clock ticked"
    gui_shot "$mode-ticking-whole"
    same_screen "$mode-ticking" "$mode-ticking-whole" "$clock_box" ||
        fail "$mode: the partly redrawn screen differs from a whole redraw outside the clock"

    # Options > Show the clock off: nothing moves any more, so the screens must be equal.
    gui_click_item menu_options
    gui_settle
    gui_click_item menu_option_show_timer
    xdotool mousemove 1279 799
    sleep 1
    gui_shot "$mode-still"
    redraw_report >/dev/null
    sleep 1.2  # a hidden clock still wakes the window every second
    gui_shot "$mode-still-whole"
    same_screen "$mode-still" "$mode-still-whole" ||
        fail "$mode: the partly redrawn screen differs from a whole redraw"
    gui_region_differs "$mode-ticking" "$mode-still" 870 45 200 50 ||
        fail "$mode: hiding the clock changed nothing"

    # Unmapped and mapped again, the window lost its pixels while nothing changed: the frame
    # kept must be shown again.
    local wid
    wid=$(xdotool search --name '^Sudoku Lab$' | head -1)
    xdotool windowunmap --sync "$wid"
    xdotool windowmap --sync "$wid"
    gui_shot "$mode-mapped"
    same_screen "$mode-still-whole" "$mode-mapped" ||
        fail "$mode: the window was not redrawn after being mapped again"
    gui_quit
}

# resize_and_compare MODE: a window larger than the screen, full screen on and off (F11) and
# shrunk back, with SUDOKU_LAB_REDRAW=MODE: the game lives through it (software GL used to
# end with BadValue (X_ShmPutImage) copying pixels the window does not have) and then shows
# exactly a whole redraw, not a stale or shifted picture.
resize_and_compare() {
    local mode=$1 wid
    mkdir -p "$XDG_CONFIG_HOME/sudoku-lab"
    echo '{"format": "sudoku-lab-settings", "version": 1, "show_timer": false}' \
        >"$XDG_CONFIG_HOME/sudoku-lab/settings.json"
    SUDOKU_LAB_REDRAW=$mode gui_start "$LAB" "$puzzle_file"
    wid=$(gui_window_id)
    xdotool mousemove 336 94 click 1
    xdotool type 5
    xdotool windowsize --sync "$wid" 1900 1300
    sleep 0.5
    gui_alive "$mode: window larger than the screen"
    xdotool mousemove 300 300 mousemove 640 400
    xdotool key F11
    sleep 0.5
    gui_alive "$mode: full screen"
    xdotool mousemove 400 400
    xdotool key F11
    sleep 0.5
    gui_alive "$mode: full screen off"
    xdotool windowmove --sync "$wid" 0 0
    xdotool windowsize --sync "$wid" 1000 700
    sleep 0.3
    xdotool windowsize --sync "$wid" 1280 800
    xdotool mousemove 1279 799
    sleep 1
    gui_alive "$mode: shrunk back"
    gui_shot "$mode-resized"
    redraw_report >/dev/null
    sleep 0.5
    gui_shot "$mode-resized-whole"
    same_screen "$mode-resized" "$mode-resized-whole" ||
        fail "$mode: after the resizes the screen differs from a whole redraw"
    gui_quit
}

play_and_compare partial "(in the back buffer|offscreen)"
play_and_compare offscreen offscreen
resize_and_compare partial
resize_and_compare offscreen
echo "ok: partial redraws equal whole redraws (back buffer and offscreen), also after resizes"
