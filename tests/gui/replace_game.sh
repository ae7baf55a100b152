#!/usr/bin/env bash
# Opening another puzzle over a game in progress whose moves are not saved asks first:
# Cancel keeps the game, Discard replaces it, Save (Return) saves it through the Save dialog
# and then opens the other puzzle. A game without moves, or an unreadable file, asks nothing.
# usage: replace_game.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS, SUDOKU_CLI)
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
CLI=${SUDOKU_CLI:?set SUDOKU_CLI to the sudoku-cli executable}

data="$XDG_DATA_HOME/sudoku-lab"
mkdir -p "$XDG_CONFIG_HOME/sudoku-lab"
echo '{"format": "sudoku-lab-settings", "version": 1, "autosave_interval_s": 3600}' \
    >"$XDG_CONFIG_HOME/sudoku-lab/settings.json"
first=${SUDOKU_ASSETS:?}/puzzles/lesson_001_tahta.txt
other=$SUDOKU_ASSETS/puzzles/lesson_000_cau_do.txt
first_line=$(grep -v '^#' "$first" | head -1)
other_line=$(grep -v '^#' "$other" | head -1)
# r1c3 of the first puzzle is empty: the cursor moves there and a 4 goes in.
played_line=${first_line:0:2}4${first_line:3}
question=(330 250 540 300)  # where the question shows (left of the side panel's blue buttons)

shown() { "$CLI" show "$1"; }
asked() {  # SHOT: the question shows (its Save button in the accent colour; the Open dialog
    # has none), not only the Open dialog still reading the typed path
    local blue
    blue=$(convert "$GUI_OUT/$1.png" -crop "${question[2]}x${question[3]}+${question[0]}+${question[1]}" \
        +repage -fuzz 10% -fill black +opaque '#2F67C8' -fill white -opaque '#2F67C8' \
        -format '%[fx:round(mean*w*h)]' info:)
    [ "$blue" -gt 1000 ]
}
open_other() {  # types the other puzzle's path into the Open dialog
    xdotool key ctrl+o
    sleep 0.5
    xdotool type "$other"
    xdotool key Return
}

# --- Cancel keeps the game in progress ---------------------------------------------------
gui_start "$LAB" --write-board "$GUI_OUT/a.txt" "$first"
xdotool key Right Right
xdotool type 4
gui_shot replace-played
open_other
gui_shot_until replace-question 20 asked ||
    fail "opening another puzzle over a played game asked nothing"
xdotool key Escape
gui_quit
[ "$(cat "$GUI_OUT/a.txt")" = "$played_line" ] ||
    fail "Cancel: expected the game in progress, got $(cat "$GUI_OUT/a.txt")"
echo "ok: Cancel keeps the game in progress"

# --- Discard replaces it (the resumed autosave is not a save the player made) ---------------
gui_start "$LAB" --write-board "$GUI_OUT/b.txt"
gui_shot replace-resumed
open_other
gui_shot_until replace-question-2 20 asked ||
    fail "opening another puzzle over the resumed game asked nothing"
xdotool mousemove 640 443 click 1  # Discard
sleep 0.5
gui_quit
[ "$(cat "$GUI_OUT/b.txt")" = "$other_line" ] ||
    fail "Discard: expected the other puzzle, got $(cat "$GUI_OUT/b.txt")"
echo "ok: Discard replaces the game"

# --- No move: no question -----------------------------------------------------------------
gui_start "$LAB" --write-board "$GUI_OUT/c.txt" "$first"
xdotool key ctrl+o
sleep 0.5
xdotool type "$other"
xdotool key Return
sleep 3  # the typed path reaches the game one key per frame
gui_shot replace-no-question
asked replace-no-question && fail "a game without moves asked before it was replaced"
gui_quit
[ "$(cat "$GUI_OUT/c.txt")" = "$other_line" ] ||
    fail "a game without moves was not replaced at once: $(cat "$GUI_OUT/c.txt")"
echo "ok: a game without moves is replaced without a question"

# --- Save: the Save dialog, then the other puzzle ------------------------------------------
gui_start "$LAB" --write-board "$GUI_OUT/d.txt" "$first"
xdotool key Right Right
xdotool type 4
gui_shot replace-played-3
open_other
gui_shot_until replace-question-3 20 asked ||
    fail "no question before Save"
xdotool key Return  # Save…
sleep 0.8
gui_shot replace-save-dialog
xdotool key Return  # the proposed path
for _ in $(seq 1 25); do
    compgen -G "$data/saves/sudoku-9x9-*.json" >/dev/null && break
    sleep 0.2
done
saved=$(compgen -G "$data/saves/sudoku-9x9-*.json" | head -1) || fail "Save saved nothing"
sleep 0.5
gui_quit
[ "$(shown "$saved")" = "$played_line" ] || fail "the saved game: $(shown "$saved")"
[ "$(cat "$GUI_OUT/d.txt")" = "$other_line" ] ||
    fail "after Save: expected the other puzzle, got $(cat "$GUI_OUT/d.txt")"
echo "ok: Save saves the game, then opens the other puzzle"
