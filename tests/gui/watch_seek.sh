#!/usr/bin/env bash
# Watch mode never freezes on a far position: a session file asking for event 2^64-1 of a
# search that cannot end in a lifetime (naive and mrv on an empty 9x9 grid, compared) opens
# at once, moves forward frame by frame while the window answers keys, and Home stops the
# seek at the start; loading that session again from the panel is just as quick.
# usage: watch_seek.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

session=$GUI_OUT/far.json
empty=$(printf '.%.0s' $(seq 1 81))
cat >"$session" <<JSON
{"format": "sudoku-lab-watch", "version": 1, "puzzle": "$empty", "algorithm": "naive",
 "order": "ascending", "seed": 0, "position": 18446744073709551615, "speed": 10,
 "compare": {"algorithm": "mrv", "position": 18446744073709551615}}
JSON

# responds WHAT KEYS...: the screen changes within 1.5 s of the keys (the window is not frozen).
area=(20 40 600 600)  # the boards
responds() {
    local what=$1 i
    shift
    import -window root "$GUI_OUT/.before.png"
    xdotool key "$@"
    for i in $(seq 1 15); do
        sleep 0.1
        import -window root "$GUI_OUT/.after.png"
        if ! compare -metric AE "$GUI_OUT/.before.png" "$GUI_OUT/.after.png" null: 2>/dev/null; then
            return 0
        fi
    done
    fail "$what: the window did not answer within 1.5 s"
}

started=$(date +%s%N)
gui_start "$LAB" --watch-session "$session"
elapsed_ms=$((($(date +%s%N) - started) / 1000000))
echo "first frame after ${elapsed_ms} ms" >&2
[ "$elapsed_ms" -lt 5000 ] || fail "the first frame took ${elapsed_ms} ms"
gui_shot seek-1
sleep 0.5
gui_shot seek-2
gui_region_differs seek-1 seek-2 "${area[@]}" || fail "the seek does not move forward"
gui_alive "seeking"
responds "Home while seeking" Home
gui_shot seek-home
sleep 0.5
gui_shot seek-home-2
gui_region_same seek-home seek-home-2 "${area[@]}" || fail "Home did not stop the seek"
gui_alive "after Home"
gui_quit
echo "ok: a far watch position is sought without freezing the window"
