#!/usr/bin/env bash
# Share codes in the game: Game > Copy share code puts the position on the clipboard; after
# another move, Ctrl+V with that code asks (the game has unsaved progress) and Discard opens
# exactly the copied position. Game > Open share code shows a bad code's error inline and opens
# a good one. Screenshots of the menu and the dialog in en, vi and tr.
# usage: share_code.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS, SUDOKU_CLI)
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
CLI=${SUDOKU_CLI:?set SUDOKU_CLI to the sudoku-cli executable}
gui_report_items

mkdir -p "$XDG_CONFIG_HOME/sudoku-lab"
echo '{"format": "sudoku-lab-settings", "version": 1, "autosave_interval_s": 3600}' \
    >"$XDG_CONFIG_HOME/sudoku-lab/settings.json"
first=${SUDOKU_ASSETS:?}/puzzles/lesson_001_tahta.txt
other=$SUDOKU_ASSETS/puzzles/lesson_000_cau_do.txt
first_line=$(grep -v '^#' "$first" | head -1)
other_line=$(grep -v '^#' "$other" | head -1)
played_line=${first_line:0:2}4${first_line:3}  # r1c3 = 4
more_line=${played_line:0:3}6${played_line:4}   # and r1c4 = 6

open_game_menu() {
    xdotool mousemove 39 14 click 1
    sleep 0.5
}

# --- Copy, play on, paste back: the copied position returns -------------------------------
gui_start "$LAB" --write-board "$GUI_OUT/a.txt" "$first"
xdotool key Right Right
xdotool type 4
open_game_menu
gui_shot share-menu
gui_click_item menu_copy_share_code
xdotool key Right
xdotool type 6
gui_shot share-played-on
xdotool key ctrl+v
sleep 1
gui_shot share-paste-question
xdotool mousemove 640 443 click 1  # Discard
sleep 0.5
gui_shot share-pasted
gui_quit
[ "$(cat "$GUI_OUT/a.txt")" = "$played_line" ] ||
    fail "Ctrl+V: expected the copied position $played_line, got $(cat "$GUI_OUT/a.txt")"
# The pasted game starts at the shared position: its entry is the player's, not a given, so
# the autosave shares the same code as the position that was copied.
auto="$XDG_DATA_HOME/sudoku-lab/autosave.json"
[ "$("$CLI" show "$auto")" = "$played_line" ] || fail "the autosave is not the pasted position"
grep -q '"start"' "$auto" || fail "the pasted game should start at the shared position"
echo "ok: Ctrl+V with a share code opens the copied position"

# --- Open share code: a bad code's error inline, then a good one (en, vi, tr) ---------------
good=$("$CLI" share - <<<"$other_line")
for lang in en vi tr; do
    rm -f "$GUI_LAYOUT"
    gui_start "$LAB" --lang "$lang" --write-board "$GUI_OUT/b-$lang.txt" "$first"
    open_game_menu
    gui_shot "share-menu-$lang"
    gui_click_item menu_open_share_code
    gui_type_into share_code "SL1-AAAA"
    gui_shot "share-dialog-error-$lang"
    gui_type_into share_code "$good"
    gui_shot "share-dialog-good-$lang"
    gui_click_item share_open
    sleep 0.5
    gui_shot "share-opened-$lang"
    gui_quit
    [ "$(cat "$GUI_OUT/b-$lang.txt")" = "$other_line" ] ||
        fail "$lang: Open share code: expected $other_line, got $(cat "$GUI_OUT/b-$lang.txt")"
done
echo "ok: Open share code opens the code's position"
