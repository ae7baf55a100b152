#!/usr/bin/env bash
# Opening a file over a game whose moves are not saved asks first, but only once the file has
# opened, and the opening (reading and solving, seconds on a big open grid) runs on the worker
# as every open does: when the question shows, the worker has opened the file (the frame loop
# used to open and solve it itself first), and Discard then plays it without a second open.
# On a grid that takes seconds, the spinner with Cancel shows and Escape keeps the game.
# usage: open_worker.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS)
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
gui_report_items

mkdir -p "$XDG_CONFIG_HOME/sudoku-lab"
echo '{"format": "sudoku-lab-settings", "version": 1, "autosave_interval_s": 3600}' \
    >"$XDG_CONFIG_HOME/sudoku-lab/settings.json"
first=${SUDOKU_ASSETS:?}/puzzles/lesson_001_tahta.txt
first_line=$(grep -v '^#' "$first" | head -1)
played_line=${first_line:0:2}4${first_line:3}  # r1c3 is empty; a 4 goes in
# The 25x25 X Hyper grid of tests/puzzle_fixtures.hpp (kThrashingXHyperLine): its solver
# searches for seconds of CPU before it says the grid is too open to answer.
slow="$GUI_OUT/slow.txt"
python3 - "$(dirname "$0")/../puzzle_fixtures.hpp" "$slow" <<'PY'
import re, sys
s = open(sys.argv[1]).read()
i = s.index('kThrashingXHyperLine =')
open(sys.argv[2], 'w').write(''.join(re.findall(r'"([^"]*)"', s[i:s.index(';', i)])) + '\n')
PY

# play_four: r1c3 = 4, and waits until the status line counts it.
play_four() {
    xdotool key Right Right
    xdotool type 4
    gui_wait_report 60 -E "^text status_line .* $(($(tr -cd '.0' <<<"$first_line" | wc -c) - 1)) empty" ||
        fail "the 4 never showed"
}

# --- A: the question comes after the worker opened the file; Discard opens nothing again ------
other=$SUDOKU_ASSETS/puzzles/lesson_000_cau_do.txt
other_line=$(grep -v '^#' "$other" | head -1)
gui_start "$LAB" --write-board "$GUI_OUT/board-a.txt" "$first"
play_four
xdotool key ctrl+o
sleep 0.5
xdotool type "$other"
xdotool key Return
gui_wait_report 60 -E "^item replace_discard " || fail "opening over a played game asked nothing"
# The same frame's report: the worker's open count when the question shows.
grep -qx "text open_jobs 1" "$GUI_LAYOUT" ||
    fail "the question came before any open on the worker ($(grep '^text open_jobs' "$GUI_LAYOUT"))"
gui_click_item replace_discard
gui_wait_report 60 -E "^text status_line .*Opened" || fail "Discard did not open the file"
grep -qx "text open_jobs 1" "$GUI_LAYOUT" ||
    fail "Discard opened the file a second time ($(grep '^text open_jobs' "$GUI_LAYOUT"))"
gui_quit
[ "$(cat "$GUI_OUT/board-a.txt")" = "$other_line" ] ||
    fail "Discard: expected the other puzzle, got $(cat "$GUI_OUT/board-a.txt")"
echo "ok: the worker opened the file before the question; Discard played it without a second open"

# --- B: a grid that takes seconds: the spinner shows, Escape cancels, the game is kept -------
rm -f "$GUI_LAYOUT"
gui_start "$LAB" --write-board "$GUI_OUT/board.txt" "$first"
play_four
xdotool key ctrl+o
sleep 0.5
xdotool type "$slow"
xdotool key Return
gui_wait_report 60 -xF "text opening 'slow.txt'" ||
    fail "no spinner while the file opened (the frame loop was busy opening it?)"
gui_shot open-worker-spinner
xdotool key Escape
# The search ends by itself after 30,000 guesses (about a second of CPU): on a busy machine the
# worker can finish before the frame loop sees the Escape. Either way the game must be kept; the
# cancel itself is checked whenever the Escape arrived first, and a finished search is said.
if ! gui_wait_report 60 -E "^text status_line .*Opening cancelled"; then
    grep -q "too open to answer" "$GUI_OUT/stderr.txt" 2>/dev/null ||
        fail "Escape did not cancel, and the search did not end by itself either"
    echo "note: the open ended by itself before Escape arrived (a busy machine); cancel not seen"
fi
gui_quit
[ "$(cat "$GUI_OUT/board.txt")" = "$played_line" ] ||
    fail "the game in progress was not kept: $(cat "$GUI_OUT/board.txt")"
echo "ok: the file opened on the worker, Escape cancelled it, the game was kept"
