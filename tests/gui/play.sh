#!/usr/bin/env bash
# A whole game session under Xvfb, as a player drives it: type digits, undo, redo, a three-press
# hint, quit; the autosave (checked with `sudoku-cli show`) resumes at the next start with its
# undo history; opening a corrupt save (from the Open dialog and from the command line) shows
# an error and loses nothing; completing a puzzle celebrates and records statistics; the hint's
# explanation is re-worded when the language changes in the menu.
# usage: play.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS, SUDOKU_CLI)
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
gui_report_items  # menus and their items are clicked by name
CLI=${SUDOKU_CLI:?set SUDOKU_CLI to the sudoku-cli executable}

data="$XDG_DATA_HOME/sudoku-lab"
autosave="$data/autosave.json"
settings="$XDG_CONFIG_HOME/sudoku-lab/settings.json"
mkdir -p "$(dirname "$settings")"
puzzle_file=${SUDOKU_ASSETS:?}/puzzles/lesson_000_cau_do.txt
start_line=$(grep -v '^#' "$puzzle_file" | head -1)
board_region=(0 40 860 720)  # the board, left of the side panel

# set_cells LINE INDEX=SYMBOL...: the puzzle line with cells replaced (0-based row-major).
set_cells() {
    python3 -c 'import sys
s = list(sys.argv[1])
for a in sys.argv[2:]:
    i, d = a.split("=")
    s[int(i)] = d
print("".join(s))' "$@"
}
shown() { "$CLI" show "$1"; }
settings_with_interval() {
    printf '{"format": "sudoku-lab-settings", "version": 1, "autosave_interval_s": %d}\n' "$1" \
        >"$settings"
}

# --- A: play, undo, redo, hint, periodic autosave, quit ------------------------------------
settings_with_interval 5
gui_start "$LAB" --write-board "$GUI_OUT/a.txt" "$puzzle_file"
gui_shot play-start
# The running clock ticks hundredths (mm:ss.cc): two shots 0.3 s apart differ at the clock;
# paused (the Pause button beside it) it stands still.
clock_region=(870 45 200 50)
gui_shot play-clock-a
sleep 0.3
gui_shot play-clock-b
gui_region_differs play-clock-a play-clock-b "${clock_region[@]}" || fail "the clock did not tick"
xdotool mousemove 1105 70 click 1
gui_shot play-paused-a
sleep 0.5
gui_shot play-paused-b
gui_region_same play-paused-a play-paused-b "${clock_region[@]}" || fail "the paused clock ran"
xdotool mousemove 1105 70 click 1
# cau_do's solution has 5 at r1c3 and 2 at r2c3 (sudoku-cli solve); the cursor starts at r1c1.
xdotool key Right Right Down
gui_shot play-start-r2c3  # the start with the cursor where the typing ends, to compare below
xdotool key Up
xdotool type 5
xdotool key Down
xdotool type 2
gui_shot play-typed
xdotool key ctrl+z
gui_shot play-undo
gui_region_differs play-typed play-undo "${board_region[@]}" || fail "Ctrl+Z changed nothing"
xdotool key ctrl+y
gui_shot play-redo
gui_region_same play-typed play-redo "${board_region[@]}" || fail "Ctrl+Y did not restore r2c3"
# Undo both, then redo both with the two redo keys.
xdotool key ctrl+z ctrl+z
gui_shot play-undo-all
gui_region_same play-start-r2c3 play-undo-all "${board_region[@]}" ||
    fail "undoing both moves did not give back the start"
xdotool key ctrl+shift+z ctrl+y
gui_shot play-redo-all
gui_region_same play-typed play-redo-all "${board_region[@]}" || fail "redo did not replay both"

typed=$(set_cells "$start_line" 2=5 11=2)
# The three-press hint: where to look, the explanation, then the fill. Which cell it fills is
# what `sudoku-cli hint` says about the same position ("place r2c7 = 3").
place=$("$CLI" hint - <<<"$typed" | sed -n 's/^place r\([0-9]*\)c\([0-9]*\) = \([1-9]\)$/\1 \2 \3/p')
[ -n "$place" ] || fail "sudoku-cli hint gave no placement for $typed"
read -r hr hc hd <<<"$place"
xdotool type h
gui_shot play-hint-1
xdotool type h
gui_shot play-hint-2
gui_region_differs play-hint-1 play-hint-2 "${board_region[@]}" ||
    fail "the second hint press highlighted nothing more"
xdotool type h
gui_shot play-hint-3
expected=$(set_cells "$typed" "$(((hr - 1) * 9 + hc - 1))=$hd")

# The 5-second autosave has written the game while it is still running.
sleep 6
[ -f "$autosave" ] || fail "no autosave after 6 s with a 5 s interval"
[ "$(shown "$autosave")" = "$expected" ] ||
    fail "periodic autosave: expected $expected, got $(shown "$autosave")"
gui_quit
[ "$(cat "$GUI_OUT/a.txt")" = "$expected" ] || fail "board at exit: $(cat "$GUI_OUT/a.txt")"
[ "$(shown "$autosave")" = "$expected" ] || fail "autosave at quit: $(shown "$autosave")"
echo "ok: played, undid, redid, hinted r${hr}c${hc}=$hd; autosave $(shown "$autosave")"

# --- B: no argument resumes the autosave, with its undo history ----------------------------
gui_start "$LAB" --write-board "$GUI_OUT/b.txt"
gui_shot play-resumed
xdotool key ctrl+z  # takes back the hint: the history came back with the game
# Ctrl+S on a game without a file proposes data/saves/sudoku-9x9-<time>.sudoku.json (the
# extension of the desktop's MIME type for saves); Return saves.
xdotool key ctrl+s
gui_shot play-save-dialog
xdotool key Return
for _ in $(seq 1 25); do
    compgen -G "$data/saves/sudoku-9x9-*.sudoku.json" >/dev/null && break
    sleep 0.2
done
saved=$(compgen -G "$data/saves/sudoku-9x9-*.sudoku.json" | head -1) || fail "Ctrl+S saved nothing"
gui_quit
resumed=$typed
[ "$(shown "$saved")" = "$resumed" ] || fail "the saved game: $(shown "$saved")"
[ "$(cat "$GUI_OUT/b.txt")" = "$resumed" ] ||
    fail "resume + undo: expected $resumed, got $(cat "$GUI_OUT/b.txt")"
[ "$(shown "$autosave")" = "$resumed" ] || fail "autosave after resume: $(shown "$autosave")"
echo "ok: resumed the autosave, undid its last move, saved to $(basename "$saved")"

# --- C: a corrupt save from the Open dialog: an error, and nothing lost ---------------------
settings_with_interval 3600  # no periodic write may blur the byte comparison below
corrupt="$GUI_OUT/corrupt.json"
head -c 200 "$autosave" >"$corrupt"
corrupt_sum=$(sha256sum <"$corrupt")
gui_start "$LAB" --write-board "$GUI_OUT/c.txt"
autosave_sum=$(sha256sum <"$autosave")
xdotool key ctrl+o
gui_shot play-open-dialog
xdotool type "$corrupt"
xdotool key Return
# The typed path reaches the game one key per frame: wait for its verdict before the shot.
for _ in $(seq 1 50); do
    grep -q "cannot open: .*corrupt.json" "$GUI_OUT/stderr.txt" && break
    sleep 0.2
done
gui_shot play-corrupt-error
grep -q "cannot open: '.*/corrupt.json': line [0-9]*, column [0-9]*: not JSON" "$GUI_OUT/stderr.txt" ||
    fail "no error for the corrupt save: $(tail -3 "$GUI_OUT/stderr.txt")"
gui_region_differs play-resumed play-corrupt-error 320 250 640 300 ||
    fail "no error dialog on the screen"
[ "$(sha256sum <"$autosave")" = "$autosave_sum" ] || fail "the autosave changed"
[ "$(sha256sum <"$corrupt")" = "$corrupt_sum" ] || fail "the corrupt file changed"
xdotool key Return  # closes the error; the game in progress is still there
gui_shot play-after-error
gui_quit
[ "$(cat "$GUI_OUT/c.txt")" = "$resumed" ] || fail "the game changed: $(cat "$GUI_OUT/c.txt")"
[ "$(sha256sum <"$corrupt")" = "$corrupt_sum" ] || fail "the corrupt file changed at exit"
ls "$GUI_OUT" | grep -q 'corrupt.json.' && fail "files appeared next to the corrupt save"
echo "ok: corrupt save refused from the Open dialog, game and files kept"

# --- D: the same file on the command line: the window opens with the error -----------------
autosave_sum=$(sha256sum <"$autosave")
gui_start "$LAB" --write-board "$GUI_OUT/d.txt" "$corrupt"
gui_shot play-corrupt-argument
gui_quit
[ "$(cat "$GUI_OUT/d.txt")" = "$resumed" ] || fail "command line: $(cat "$GUI_OUT/d.txt")"
[ "$(sha256sum <"$autosave")" = "$autosave_sum" ] || fail "the autosave changed (command line)"
[ "$(sha256sum <"$corrupt")" = "$corrupt_sum" ] || fail "the corrupt file changed (command line)"
echo "ok: corrupt save on the command line shown as an error, autosave byte for byte the same"

# --- E: completing a puzzle celebrates and records the result ------------------------------
solution=534678912672195348198342567859761423426853791713924856961537284287419635345286179
gui_start "$LAB" --write-board "$GUI_OUT/e.txt" ".${solution:1}"
xdotool type 5
sleep 0.6  # mid-confetti
gui_shot play-solved
gui_quit
[ "$(cat "$GUI_OUT/e.txt")" = "$solution" ] || fail "completed board: $(cat "$GUI_OUT/e.txt")"
stats="$data/statistics.json"
[ -f "$stats" ] || fail "no statistics.json after a completed game"
python3 -c 'import json, sys
r = json.load(open(sys.argv[1]))["modes"]["9x9"]["custom"]
assert r["played"] == 1 and r["solved"] == 1 and r["best_ms"] > 0, r' "$stats" ||
    fail "statistics: $(cat "$stats")"
echo "ok: completion recorded: $(tr -d ' \n' <"$stats")"

# --- F: the hint's explanation follows the language chosen in the menu ---------------------
# A position whose first step is a claiming, so the explanation is a long sentence with its
# changes; Language > Türkçe, then Dil > Tiếng Việt re-word it while it is shown.
gui_forget_game
claiming=".6.5.1.9.12..9..539....7....4.8...7.......5.8.817.5.3.....5.2.7....7.....76..8..."
hint_panel=(870 180 275 120)
gui_start "$LAB" --lang en "$claiming"
xdotool type hh
gui_shot play-hint-en
gui_click_item menu_language
gui_click_item menu_language_tr
gui_shot play-hint-tr
gui_click_item menu_language  # Dil
gui_click_item menu_language_vi
gui_shot play-hint-vi
gui_quit
gui_region_differs play-hint-en play-hint-tr "${hint_panel[@]}" ||
    fail "the hint did not change with the language (Turkish)"
gui_region_differs play-hint-tr play-hint-vi "${hint_panel[@]}" ||
    fail "the hint did not change with the language (Vietnamese)"
grep -q '"language": *"vi"' "$settings" || fail "the language was not saved: $(cat "$settings")"
echo "ok: the hint re-worded in Turkish and Vietnamese from the menu"
settings_with_interval 3600  # back to English for what follows

# --- G: the look at 2x interface size with a hint explained --------------------------------
gui_forget_game
gui_start "$LAB" --scale 2 "$puzzle_file"
xdotool type hh
gui_shot play-scale2-hint
gui_quit
echo "ok: screenshots in $GUI_OUT"
