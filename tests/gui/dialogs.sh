#!/usr/bin/env bash
# The dialogs under Xvfb with real input: Ctrl+N, a seed and Generate give the same 9x9 easy
# puzzle as `sudoku-cli generate`; a long 10x10 evil search (started by Enter in the seed
# field) keeps the window responsive (the spinner turns, hover and Escape are handled) and is
# cancelled; Ctrl+C / Ctrl+V carry a puzzle
# line into Enter your own, where invalid text gets a red error; Lesson puzzles opens tahta.
# usage: dialogs.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS: the repository's assets folder)
# Coordinates are those of the dialogs at 1280x800 and interface size 100 %.
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
# wait_stable below compares whole screens: a clock ticking hundredths would never settle.
mkdir -p "$XDG_CONFIG_HOME/sudoku-lab"
echo '{"format": "sudoku-lab-settings", "version": 1, "clock_hundredths": false}' \
    >"$XDG_CONFIG_HOME/sudoku-lab/settings.json"

cli=$(dirname "$LAB")/sudoku-cli
[ -x "$cli" ] || fail "sudoku-cli not found next to $LAB"
board_file="$GUI_OUT/dialogs-board.txt"
rm -f "$board_file"

# Pixels of a region close to a colour (the themes' error red, success green).
count_colour() {  # SHOT COLOUR X Y W H
    convert "$GUI_OUT/$1.png" -crop "$5x$6+$3+$4" +repage -fuzz 12% \
        -fill black +opaque "$2" -fill white -opaque "$2" \
        -format '%[fx:round(mean*w*h)]' info:
}
kRed='#D93A4C'
kGreen='#1E8A3A'

# Waits until two screenshots a moment apart agree (typed text is taken a key per frame). The
# bound is generous: on a loaded machine a generation, or a screenshot, takes seconds.
wait_stable() {
    local deadline=$((SECONDS + 90))
    import -window root "$GUI_OUT/.stable-a.png"
    while [ "$SECONDS" -lt "$deadline" ]; do
        sleep 0.3
        import -window root "$GUI_OUT/.stable-b.png"
        if compare -metric AE "$GUI_OUT/.stable-a.png" "$GUI_OUT/.stable-b.png" null: 2>/dev/null; then
            rm -f "$GUI_OUT"/.stable-*.png
            return 0
        fi
        mv "$GUI_OUT/.stable-b.png" "$GUI_OUT/.stable-a.png"
    done
    fail "the screen did not settle within 90 s"
}

gui_start "$LAB" --write-board "$board_file"
gui_shot dialogs-00-start

# --- New game: Ctrl+N focuses the seed; a typed seed is used by the Generate button. ---
seed=4242
xdotool key ctrl+n
gui_shot dialogs-01-new-game
gui_region_differs dialogs-00-start dialogs-01-new-game 340 170 600 460 ||
    fail "Ctrl+N did not open the New game dialog"
xdotool type "$seed"
sleep 0.3
xdotool mousemove 428 620 click 1   # Generate
xdotool mousemove 1260 790  # away from the board: no hover highlight in the comparisons
wait_stable
gui_shot dialogs-02-generated
gui_region_differs dialogs-00-start dialogs-02-generated 140 50 700 700 ||
    fail "the board did not change after generating"

# --- A long generation runs off the frame loop and can be cancelled: Evil on 10x10 (2x5 boxes)
# with 180-degree symmetry takes tens of seconds (none of the 10x10 Evil seeds is symmetric, so
# it carves and walks; without symmetry it now takes under a second). ---
xdotool key ctrl+n
sleep 0.5
xdotool mousemove 700 337 click 1   # Size combo
sleep 0.5
xdotool mousemove 541 401 click 1   # 10x10 (the list shows every size; a Box shape row appears)
sleep 0.5
xdotool mousemove 700 448 click 1   # Difficulty combo (the dialog grew downwards by the row)
sleep 0.5
gui_shot dialogs-03-difficulty-list
xdotool mousemove 560 608 click 1   # Evil
sleep 0.5
xdotool mousemove 710 565 click 1   # Symmetry combo
sleep 0.5
xdotool mousemove 563 625 click 1   # Rotate 180
sleep 0.3
# Seed 1 with rotate180: no Evil within 25 s (sudoku-cli generate --size 10 --difficulty evil
# --symmetry rotate180 --seed 1), so there is time to watch and cancel.
# Enter in the seed field generates.
xdotool mousemove 665 596 click 1   # Seed field
sleep 0.3
xdotool key ctrl+a
xdotool type 1
sleep 0.3
gui_shot dialogs-04-evil-10
xdotool key Return
sleep 0.8
gui_shot dialogs-05-generating-a
sleep 0.6
gui_shot dialogs-06-generating-b
# The spinner and the seconds move while the generator works on another thread.
gui_region_differs dialogs-05-generating-a dialogs-06-generating-b 350 639 420 40 ||
    fail "the spinner did not move: the frame loop looks blocked"
# Hovering the Cancel button is drawn at once, mid-search.
xdotool mousemove 850 657
sleep 0.4
gui_shot dialogs-07-hover-cancel
gui_region_differs dialogs-06-generating-b dialogs-07-hover-cancel 770 639 160 40 ||
    fail "hovering Cancel changed nothing while generating"
# Escape cancels (the key is handled while the search runs).
xdotool key Escape
wait_stable
gui_shot dialogs-08-cancelled
red=$(count_colour dialogs-08-cancelled "$kRed" 345 597 590 100)
[ "$red" -gt 150 ] || fail "no 'cancelled' message after Escape ($red red pixels)"
xdotool key Escape
xdotool mousemove 1260 790
sleep 0.5
gui_shot dialogs-09-closed
gui_region_differs dialogs-02-generated dialogs-09-closed 140 50 700 700 &&
    fail "the cancelled generation changed the game"

# --- Clipboard: Ctrl+C copies the puzzle line, Ctrl+V opens Enter your own with it. ---
xdotool key ctrl+c
sleep 0.3
xdotool key ctrl+v
wait_stable
gui_shot dialogs-10-pasted-valid
green=$(count_colour dialogs-10-pasted-valid "$kGreen" 205 580 870 50)
[ "$green" -gt 150 ] || fail "the pasted puzzle line was not accepted ($green green pixels)"
# Invalid text (G = 16 on a 9x9 board) typed over it: an error and a red mark.
xdotool key ctrl+a
sleep 0.3
xdotool type --delay 15 '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7G'
wait_stable
gui_shot dialogs-11-out-of-range
red=$(count_colour dialogs-11-out-of-range "$kRed" 205 580 870 50)
[ "$red" -gt 150 ] || fail "no error for a value out of range ($red red pixels)"
# Through the clipboard: copy the bad text in the field, close, Ctrl+V from the game.
# (One key chord per frame: the platform hands ImGui 1.86 one press of a key per frame.)
xdotool key ctrl+a
sleep 0.3
xdotool type --delay 15 '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..x9'
wait_stable
xdotool key ctrl+a
sleep 0.3
xdotool key ctrl+c
sleep 0.3
xdotool key Escape
sleep 0.5
xdotool key ctrl+v
wait_stable
gui_shot dialogs-12-pasted-invalid
red=$(count_colour dialogs-12-pasted-invalid "$kRed" 205 580 870 50)
[ "$red" -gt 150 ] || fail "pasting an unreadable puzzle showed no error ($red red pixels)"
xdotool key Escape
sleep 0.5

gui_quit
[ -f "$board_file" ] || fail "the game did not write $board_file at exit"
expected=$("$cli" generate --seed "$seed" --difficulty easy)
actual=$(cat "$board_file")
[ "$actual" = "$expected" ] || fail "generated board: expected $expected (sudoku-cli), got $actual"
echo "ok: seed $seed gives the CLI's puzzle $actual"

# --- Lesson puzzles: open tahta (lesson 001) from the Game menu. ---
tahta=$(grep -v '^#' "${SUDOKU_ASSETS:?}/puzzles/lesson_001_tahta.txt" | head -1)
rm -f "$board_file"
gui_start "$LAB" --write-board "$board_file"
xdotool mousemove 39 14 click 1
sleep 0.5
gui_shot dialogs-13-game-menu
xdotool mousemove 85 100 click 1    # Lesson puzzles...
wait_stable
gui_shot dialogs-14-library
xdotool mousemove 640 300 click 1   # lesson_001_tahta
sleep 0.3
gui_shot dialogs-15-library-tahta
xdotool mousemove 349 632 click 1   # Open
xdotool mousemove 1260 790
wait_stable
gui_shot dialogs-16-tahta
gui_quit
actual=$(cat "$board_file")
[ "$actual" = "$tahta" ] || fail "Lesson puzzles: expected tahta $tahta, got $actual"
echo "ok: Lesson puzzles opened tahta"
