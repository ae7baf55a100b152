#!/usr/bin/env bash
# Share codes in the game: Game > Copy share code puts the position on the clipboard; after
# another move, Ctrl+V with that code asks (the game has unsaved progress) and Discard opens
# exactly the copied position, corner marks, centre marks and colours included. Game > Open
# share code shows a bad code's error inline and opens a good one. Screenshots of the menu and the dialog in en, vi and tr.
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

# The share items are in the Edit menu (its header is reported while it is closed).
open_edit_menu() {
    gui_click_item menu_edit
    sleep 0.3
}

# --- Copy, play on, paste back: the copied position returns -------------------------------
gui_start "$LAB" --write-board "$GUI_OUT/a.txt" "$first"
xdotool key Right Right
xdotool type 4
open_edit_menu
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

# --- Marks and colours travel too: corner 2, centre 4 and colour 3 on r1c3, copied, a digit
# played on, Ctrl+V back: the pasted position (the autosave's) has the same code as a save with
# exactly those three marks -------------------------------------------------------------------
settle() { sleep 0.6; }
gui_start "$LAB" --write-board "$GUI_OUT/c.txt" "$first"
xdotool key Right Right
settle
xdotool key shift+2
settle
xdotool key ctrl+4
settle
xdotool key space space space # digit -> centre -> corner -> colour mode
settle
xdotool key 3
settle
xdotool key space # back to digits
settle
open_edit_menu
gui_click_item menu_copy_share_code
xdotool key Right
xdotool type 6
settle
gui_shot share-marks-played-on
xdotool key ctrl+v
sleep 1
xdotool mousemove 640 443 click 1 # Discard
sleep 0.5
xdotool mousemove 1279 799
gui_shot share-marks-pasted
gui_quit
cat >"$GUI_OUT/marks.json" <<EOF
{"format": "sudoku-lab-save", "version": 3, "puzzle": {"size": 9, "givens": "$first_line"},
 "moves": [{"kind": "corner", "cell": 2, "digit": 2}, {"kind": "note", "cell": 2, "digit": 4},
           {"kind": "colour", "cell": 2, "colour": 3}],
 "cursor": 3, "elapsed_ms": 0, "hints_used": 0, "mistakes": 0}
EOF
want=$("$CLI" share "$GUI_OUT/marks.json")
got=$("$CLI" share "$auto")
[ "$got" = "$want" ] || fail "Ctrl+V with marks: the pasted position's code is $got, expected $want"
[ "$(cat "$GUI_OUT/c.txt")" = "$first_line" ] || fail "Ctrl+V with marks: r1c4 should be empty again"
grep -q '"corners"' "$auto" && grep -q '"colours"' "$auto" ||
    fail "the autosave of the pasted game lacks its marks"
echo "ok: Ctrl+V restores corner and centre marks and colours"

# --- Open share code: a bad code's error inline, then a good one (en, vi, tr) ---------------
good=$("$CLI" share - <<<"$other_line")
for lang in en vi tr; do
    rm -f "$GUI_LAYOUT"
    gui_start "$LAB" --lang "$lang" --write-board "$GUI_OUT/b-$lang.txt" "$first"
    open_edit_menu
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
