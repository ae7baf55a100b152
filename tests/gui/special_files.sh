#!/usr/bin/env bash
# Paths that are no ordinary file never freeze the game, and every file the game cannot use is
# named to the player: Print to PDF from a named pipe says so (and Ctrl+Q still quits), a set of
# more puzzles than a printout holds says how many were printed, --write-board to a pipe that
# nobody reads does not hold the exit, an unreadable statistics.json is told at start in an
# alert (in each language), a damaged recent.json in the status line, and a file name holding a
# newline stays on one line in the status bar.
# usage: special_files.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
# Six games, one of which prints 1,167 pages: more than the usual 300 s guard on a loaded
# machine (CTest's own limit is 600 s).
export GUI_SCRIPT_LIMIT=${GUI_SCRIPT_LIMIT:-500}
gui_init "$0" "$@"
gui_report_items
data="$XDG_DATA_HOME/sudoku-lab"
mkdir -p "$data" "$XDG_CONFIG_HOME/sudoku-lab"
TAHTA=530070000600195000098000060800060003400803001700020006060000280000419005000080079

# report_has SECONDS PATTERN WHAT: the layout report has a line matching PATTERN (grep -E).
report_has() {
    gui_wait_report "$1" -E "$2" ||
        fail "$3 (report: $(grep -E '^text (alert|status_line|print_outcome) ' "$GUI_LAYOUT" || true))"
}

# print_from SOURCE: Game > Print to PDF, "A puzzle file or set", SOURCE, into out.pdf, Print.
print_from() {
    gui_click_item menu_game
    gui_click_item menu_print
    gui_click_item print_source_kind
    gui_click_item print_source_file
    gui_type_into print_source "$1"
    gui_type_into print_output "$GUI_OUT/out.pdf"
    gui_click_item print_go
}

# --- A: Print to PDF from a named pipe: refused at once, and the game still quits ----------
mkfifo "$GUI_OUT/pipe.txt" 2>/dev/null || [ -p "$GUI_OUT/pipe.txt" ]
gui_start "$LAB" "$TAHTA"
print_from "$GUI_OUT/pipe.txt"
# Before, the frame thread waited in the pipe's open for ever: no outcome, Ctrl+Q ignored.
report_has 60 "^text print_outcome '.*pipe\.txt' is a named pipe" "the pipe was not refused"
gui_shot special-print-pipe
xdotool key Escape
gui_quit
echo "ok: printing from a named pipe is refused with its name"

# --- B: a set past the printout's cap says how many it printed ------------------------------
for _ in $(seq 1 1003); do echo "$TAHTA"; done >"$GUI_OUT/set.txt"
rm -f "$GUI_OUT/out.pdf"
gui_start "$LAB" "$TAHTA"
print_from "$GUI_OUT/set.txt"
report_has 240 "^text print_outcome .*first 1000 of the file's 1003 puzzles" \
    "the capped printout did not say how many it printed"
[ -s "$GUI_OUT/out.pdf" ] || fail "the capped printout wrote no PDF"
xdotool key Escape
gui_quit
echo "ok: a set of 1003 puzzles prints the first 1000 and says so"

# --- C: --write-board to a pipe nobody reads does not hold the exit -------------------------
gui_start "$LAB" "$TAHTA" --write-board "$GUI_OUT/pipe.txt"
gui_quit  # fails unless the game is gone within 10 s
grep -q "pipe.txt' is a named pipe that no program is reading" "$GUI_OUT/stderr.txt" ||
    fail "--write-board to a pipe: no word on stderr"
echo "ok: --write-board to an unread pipe is refused at exit"

# --- D: an unreadable statistics.json is told at start, in each language ---------------------
mkdir -p "$data/statistics.json"  # a folder where the file should be
for lang in en vi tr; do
    rm -f "$GUI_LAYOUT"
    gui_start "$LAB" "$TAHTA" --lang "$lang"
    report_has 30 "^text alert .*statistics\.json' " "no alert about statistics.json ($lang)"
    gui_shot "special-statistics-$lang"
    xdotool key Escape
    gui_quit
done
rmdir "$data/statistics.json"
echo "ok: a statistics.json that cannot be read is told in an alert (en, vi, tr)"

# --- E: a damaged recent.json is told once, in the status line ------------------------------
echo '{"format": "sudoku-lab-recent", "version": 1, "files": 7}' >"$data/recent.json"
rm -f "$GUI_LAYOUT"
gui_start "$LAB" "$TAHTA"
report_has 30 "^text status_line .*recent files list could not be read" \
    "a damaged recent.json was not told"
gui_quit
echo "ok: a damaged recent.json is told in the status line"

# --- F: a file name with a newline stays on one line ----------------------------------------
name=$'two\nlines.txt'
echo "$TAHTA" >"$GUI_OUT/$name"
rm -f "$GUI_LAYOUT"
gui_start "$LAB" "$GUI_OUT/$name"
report_has 30 "^text status_source 'two\\\\x0Alines\.txt'$" "the file name was not escaped"
gui_quit
echo "ok: a file name with a newline is shown escaped on one line"
