#!/usr/bin/env bash
# Watch mode says a dead end on the board itself: the cell's "no value fits" label and a ring on
# each peer holding a value, not only a line in the Events panel; and mrv's current cell shows
# its own candidates. Saved sessions open each search paused at a known event (positions from
# `sudoku-cli trace` on top95 #1). Screenshots stay in OUTPUT_DIR.
# usage: watch_dead_end.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

puzzle='4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'
# open_at ALGO POSITION: the game in Watch mode, paused after POSITION events of ALGO.
open_at() {
    local session="$GUI_OUT/session-$1-$2.json"
    cat >"$session" <<JSON
{"format": "sudoku-lab-watch", "version": 1, "puzzle": "$puzzle", "algorithm": "$1",
 "order": "ascending", "seed": 0, "position": $2, "speed": 1}
JSON
    gui_start "$LAB" --watch-session "$session"
    xdotool mousemove 1279 799  # no hover highlight
}
# The board at 1280x800: r1c1 starts at (40, 56), cells are 77 pixels.
cell() {  # cell ROW COL -> "X Y W H" of the cell's inside
    echo "$((40 + ($2 - 1) * 77 + 8)) $((56 + ($1 - 1) * 77 + 8)) 61 61"
}

# naive event 65 tries 9 in r1c8; event 67 is its dead end (every value is held by a peer).
open_at naive 65
gui_shot dead-end-before
gui_quit
open_at naive 67
gui_shot dead-end
gui_quit
# The label sits on the grid line under r1c8, over the top of r2c8 (empty in both shots).
gui_region_differs dead-end-before dead-end 585 135 65 8 ||
    fail "the dead end is not labelled on the board under r1c8"
# r1c1 holds 4, one of the values r1c8 cannot take: it is ringed at the dead end only.
# shellcheck disable=SC2046
gui_region_differs dead-end-before dead-end $(cell 1 1) ||
    fail "the peer holding 4 (r1c1) is not marked at the dead end"
echo "ok: the dead end is shown on the board with the peers that took each value"

# mrv event 46 selects r1c5, whose only candidate is 9: the cell shows it (the small digit's
# anti-aliased edges give the inside of the cell more than its background colour).
open_at mrv 46
gui_shot mrv-current
gui_quit
# shellcheck disable=SC2046
set -- $(cell 1 5)
convert "$GUI_OUT/mrv-current.png" -crop "$3x$4+$1+$2" +repage "$GUI_OUT/mrv-current-cell.png"
colours=$(gui_colours "$GUI_OUT/mrv-current-cell.png")
[ "$colours" -gt 4 ] || fail "mrv's current cell r1c5 hides its candidates ($colours colours)"
echo "ok: the current cell shows its candidates"
