#!/usr/bin/env bash
# A teacher's prepared Watch sessions, driven from the Files tab at 1280x800: save the search on
# screen under a name, export it to a file to share, delete it, import the shared file back
# and open it with one click. Checks the files the game writes. Screenshots stay in OUTPUT_DIR.
# usage: watch_library.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

# A short data folder, so the session path the Files tab shows takes one line (as under a
# user's home) and the library's rows stand where the clicks below expect them.
XDG_DATA_HOME=$(mktemp -d /tmp/sudoku-library.XXXXXX)
export XDG_DATA_HOME
cau_do='780400120600075009000601078007040260001050930904060005070300012120007400049206007'
library="$XDG_DATA_HOME/sudoku-lab/watch-sessions"
shared="$GUI_OUT/shared-session.json"
rm -f "$shared"

# wait_for TEST...: the condition holds within 15 s.
wait_for() {
    local i
    for i in $(seq 1 60); do
        "$@" && return 0
        sleep 0.25
    done
    return 1
}
# click X Y: the pointer rests on the spot for a frame before the click (ImGui sees the hover).
click() {
    xdotool mousemove "$1" "$2"
    sleep 0.4
    xdotool click 1
    sleep 0.4
}
# to_bottom: the side panel scrolled to its end (the library is its last part).
to_bottom() {
    xdotool mousemove 1000 600
    for _ in $(seq 1 12); do xdotool click 5; done
    sleep 0.5
}

gui_start "$LAB" --lang en --speed 1 --watch mrv "$cau_do"
xdotool key space  # pause
sleep 0.5
# The Files tab (the panel's tab row at 1280x800), then the name field and Save as.
click 1224 456
sleep 0.5
to_bottom  # the library is the tab's last part (below the export buttons)
click 950 666
gui_shot library-files
# Slow typing: xdotool maps each non-keymap letter (à) to a spare keycode, which a loaded
# machine can drop when the keys come too fast.
xdotool type --delay 90 'Bài 2: MRV'
sleep 0.5
gui_shot library-typed
click 1198 666
wait_for test -f "$library/Bài-2-MRV.json" ||
    fail "Save as wrote no Bài-2-MRV.json in $library (it holds: $(ls "$library" 2>&1 | tr '\n' ' '))"
grep -q '"name": "Bài 2: MRV"' "$library/Bài-2-MRV.json" ||
    fail "the saved session does not carry its name"
grep -q '"algorithm": "mrv"' "$library/Bài-2-MRV.json" || fail "the saved session is not mrv"
gui_shot library-saved

# Export: the path typed under the list, then the entry's Export button.
to_bottom
click 970 711
xdotool type --delay 10 "$shared"
click 1127 672
wait_for test -f "$shared" || fail "Export wrote nothing to $shared"
grep -q '"format": "sudoku-lab-watch"' "$shared" || fail "the exported file is not a session"
gui_shot library-exported

# Delete, then Import the shared file back: the library holds it again, under its name.
click 1203 672
wait_for test ! -f "$library/Bài-2-MRV.json" || fail "Delete left the session file"
to_bottom
gui_shot library-deleted
click 1203 711
wait_for test -f "$library/Bài-2-MRV.json" || fail "Import did not add the shared session"
gui_shot library-imported

# One click on the entry opens it: the status line says the session was loaded.
to_bottom
click 850 672
gui_shot library-opened
gui_alive "after opening the imported session"
gui_quit
rm -rf "$XDG_DATA_HOME"
echo "ok: saved under a name, exported, deleted, imported and opened"
