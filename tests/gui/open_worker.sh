#!/usr/bin/env bash
# Opening a file over a game whose moves are not saved asks first, but only once the file has
# opened, and the opening (reading and solving, seconds on a big open grid) runs on the worker
# as every open does: the spinner with Cancel shows and Escape cancels, keeping the game. (The
# frame loop used to open and solve the file itself first, frozen meanwhile.)
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

gui_start "$LAB" --write-board "$GUI_OUT/board.txt" "$first"
xdotool key Right Right
xdotool type 4
gui_wait_report 60 -E "^text status_line .* $(($(tr -cd '.0' <<<"$first_line" | wc -c) - 1)) empty" ||
    fail "the 4 never showed"
xdotool key ctrl+o
sleep 0.5
xdotool type "$slow"
xdotool key Return
gui_wait_report 60 -xF "text opening 'slow.txt'" ||
    fail "no spinner while the file opened (the frame loop was busy opening it?)"
gui_shot open-worker-spinner
xdotool key Escape
gui_wait_report 60 -E "^text status_line .*Opening cancelled" || fail "Escape did not cancel"
gui_quit
[ "$(cat "$GUI_OUT/board.txt")" = "$played_line" ] ||
    fail "the game in progress was not kept: $(cat "$GUI_OUT/board.txt")"
echo "ok: the file opened on the worker, Escape cancelled it, the game was kept"
