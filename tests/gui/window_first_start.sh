#!/usr/bin/env bash
# A first start (no settings yet) on a 1920x1080 screen opens at 85 % of it, centred, rather
# than in the 1280x800 default box; the size is then saved and used at the next start.
# usage: window_first_start.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
GUI_SCREEN=1920x1080x24
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

settings=$XDG_CONFIG_HOME/sudoku-lab/settings.json
[ ! -e "$settings" ] || fail "a first start needs no settings file"


gui_start "$LAB"
read -r x y w h < <(gui_geometry)
echo "first start: window at $x,$y size ${w}x$h" >&2
[ "$w" -eq 1632 ] && [ "$h" -eq 918 ] || fail "a first start on 1920x1080 opened at ${w}x$h, not 1632x918"
[ "$x" -eq 144 ] && [ "$y" -eq 81 ] || fail "the first window is not centred: at $x,$y"
gui_shot first-start-1920
gui_quit
grep -q '"window_width": 1632' "$settings" || fail "the size was not saved: $(cat "$settings")"

gui_start "$LAB"
read -r x y w h < <(gui_geometry)
[ "$w" -eq 1632 ] && [ "$h" -eq 918 ] || fail "the saved size was not used again: ${w}x$h"
gui_quit
echo "ok: a first start fills 85 % of a 1920x1080 screen, centred, and keeps it"
