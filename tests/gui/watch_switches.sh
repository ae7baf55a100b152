#!/usr/bin/env bash
# Watch with the heuristic switches: a session whose lane is "custom" with a switches spec
# opens on the search its switches make (the boards differ from naive's and from another
# inference at the same event), the same as --watch with that spec; a bad spec in a session is
# refused with the game still running.
# usage: watch_switches.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

TAHTA=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
session() {  # session FILE ALGORITHM [SEARCH]
    local search=""
    [ $# -gt 2 ] && search="\"search\": \"$3\","
    cat >"$1" <<JSON
{"format": "sudoku-lab-watch", "version": 1, "puzzle": "$TAHTA", "algorithm": "$2", $search
 "order": "lcv", "seed": 0, "position": 40, "speed": 1}
JSON
}
session "$GUI_OUT/fc.json" custom "var=mrv-degree,val=lcv,infer=fc"
session "$GUI_OUT/ac3.json" custom "var=row-major,val=lcv,infer=ac3"
session "$GUI_OUT/naive.json" naive
session "$GUI_OUT/bad.json" custom "var=mrv-degree,infer=ac4"

boards=(20 40 800 600)
shot_of() {  # shot_of NAME ARGS...: the game opened with ARGS, screenshot NAME, quit
    local name=$1
    shift
    gui_start "$LAB" --lang en "$@"
    gui_shot "$name"
    gui_alive "$name"
    gui_quit
}
shot_of fc --watch-session "$GUI_OUT/fc.json"
shot_of ac3 --watch-session "$GUI_OUT/ac3.json"
shot_of naive --watch-session "$GUI_OUT/naive.json"
gui_region_differs fc naive "${boards[@]}" || fail "the switches' session shows naive's search"
gui_region_differs fc ac3 "${boards[@]}" || fail "another inference shows the same search"

# A bad spec: the game keeps running and says what is wrong (the screen is not the fc search).
shot_of bad --watch-session "$GUI_OUT/bad.json"
grep -q . "$GUI_OUT/bad.png" || fail "no screenshot of the bad session"
gui_region_differs fc bad "${boards[@]}" || fail "the bad session was not refused"
echo "ok: sessions with switches open their search; a bad spec is refused"
