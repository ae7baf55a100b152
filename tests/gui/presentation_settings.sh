#!/usr/bin/env bash
# Presentation mode (P in Watch mode) shows high contrast at a large size for a projector, but
# only for the session: quitting while presenting leaves the player's own theme and interface
# size in settings.json, so the next start looks as before.
# usage: presentation_settings.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS: assets folder)
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

settings="$XDG_CONFIG_HOME/sudoku-lab/settings.json"
mkdir -p "$(dirname "$settings")"
echo '{"format": "sudoku-lab-settings", "version": 1, "theme": "dark", "ui_scale": 1.25}' \
    >"$settings"

puzzle_file=${SUDOKU_ASSETS:?}/puzzles/lesson_000_cau_do.txt
gui_start "$LAB" --watch naive --speed 20 "$puzzle_file"
area=(0 40 1280 720)
xdotool key space
gui_shot present-before
xdotool key p
presented() { gui_region_differs present-before "$1" "${area[@]}"; }
gui_shot_until present-on 10 presented ||
    fail "P did not switch to presentation mode"
gui_quit

grep -q '"high-contrast"' "$settings" && fail "presentation's theme was saved: $(cat "$settings")"
grep -q '"theme": *"dark"' "$settings" || fail "the player's theme was lost: $(cat "$settings")"
grep -q '"ui_scale": *1.25' "$settings" || fail "the player's size was lost: $(cat "$settings")"
echo "ok: presentation mode leaves the player's theme and size in the settings"
