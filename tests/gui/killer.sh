#!/usr/bin/env bash
# A Killer Sudoku game under Xvfb: a generated killer puzzle (cages only) opens with its cages
# drawn (dashed outlines, sums), is solved by typing, and the board written at exit keeps the
# cages and equals the solution; screenshots in en, vi and tr, at interface sizes 1 and 3, in
# presentation mode, and in Watch mode (propagate: the cage that prunes is highlighted).
# usage: killer.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_CLI)
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
CLI=${SUDOKU_CLI:?set SUDOKU_CLI to the sudoku-cli executable}

puzzle="$GUI_OUT/killer.txt"
"$CLI" generate --variant killer --difficulty easy --seed 42 >"$puzzle"
solution=$("$CLI" solve "$puzzle" | head -1)
digits=${solution%% *}
[ ${#digits} -eq 81 ] || fail "no solution for the generated killer: $solution"
board_region=(0 40 860 720)  # the board, left of the side panel

# The cages are drawn: the same (empty) board without its cages looks different.
gui_forget_game
gui_start "$LAB" "$(printf '.%.0s' $(seq 1 81))"
gui_shot killer-plain
gui_quit
gui_forget_game
gui_start "$LAB" --write-board "$GUI_OUT/board.txt" "$puzzle"
gui_shot killer-start
gui_region_differs killer-plain killer-start "${board_region[@]}" || fail "no cages drawn"

# Solve it by typing, row by row (the cursor starts at r1c1).
for r in $(seq 0 8); do
    row=${digits:$((r * 9)):9}
    for c in $(seq 0 8); do
        xdotool type "${row:$c:1}"
        if [ "$c" -lt 8 ]; then xdotool key Right; fi
    done
    if [ "$r" -lt 8 ]; then xdotool key Down Left Left Left Left Left Left Left Left; fi
done
gui_shot killer-solved
gui_alive "typing the solution"
gui_quit
written=$(cat "$GUI_OUT/board.txt")
[ "${written%% *}" = "$digits" ] || fail "board at exit: ${written%% *}, expected $digits"
[ "${written#* }" = "$(cut -d' ' -f2- "$puzzle")" ] || fail "the cages were not kept at exit"
echo "ok: solved by typing, cages kept"

# The looks: languages, interface sizes, presentation mode; each must draw and quit cleanly.
looks=(
    "killer-en-1|--lang en --scale 1"
    "killer-vi-1|--lang vi --scale 1"
    "killer-tr-3|--lang tr --scale 3"
    "killer-en-3|--lang en --scale 3"
    "killer-watch-present|--lang en --watch propagate --speed 40 --present"
    "killer-watch-vi|--lang vi --watch naive --speed 200"
)
for entry in "${looks[@]}"; do
    name=${entry%%|*}
    args=${entry#*|}
    gui_forget_game
    # shellcheck disable=SC2086  # option lists split on purpose
    gui_start "$LAB" $args "$puzzle"
    xdotool key Down Right
    sleep 1
    gui_shot "$name"
    gui_alive "$name"
    gui_quit
    echo "ok: $name"
done
