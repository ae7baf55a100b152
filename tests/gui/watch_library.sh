#!/usr/bin/env bash
# A teacher's prepared Watch sessions, driven from the Files tab at 1280x800: save the search on
# screen under a name, export it to a file to share, delete it, import the shared file back
# and open it with one click. Checks the files the game writes. Screenshots stay in OUTPUT_DIR.
# usage: watch_library.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

# A short data folder, so the session path the Files tab shows takes one line (as under a
# user's home).
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
# to_bottom: the side panel scrolled to its end (the library is its last part).
to_bottom() {
    local x y
    read -r x y < <(gui_item_centre tab_files)
    xdotool mousemove "$x" "$((y + 120))"
    for _ in $(seq 1 12); do xdotool click 5; done
    sleep 0.5
}

gui_report_items
gui_start "$LAB" --lang en --speed 1 --watch mrv "$cau_do"
xdotool key space  # pause
sleep 0.5
# The Files tab, then the name field and Save as (found by name in the layout report).
gui_click_item tab_files
to_bottom  # the library is the tab's last part (below the export buttons)
gui_shot library-files
gui_type_into session_name 'Bài 2: MRV'
gui_shot library-typed
gui_click_item session_save
wait_for test -f "$library/Bài-2-MRV.json" ||
    fail "Save as wrote no Bài-2-MRV.json in $library (it holds: $(ls "$library" 2>&1 | tr '\n' ' '))"
grep -q '"name": "Bài 2: MRV"' "$library/Bài-2-MRV.json" ||
    fail "the saved session does not carry its name"
grep -q '"algorithm": "mrv"' "$library/Bài-2-MRV.json" || fail "the saved session is not mrv"
gui_shot library-saved

# Export: the path typed under the list, then the entry's Export button.
to_bottom
gui_type_into session_path "$shared"
gui_click_item session_export_0
wait_for test -f "$shared" || fail "Export wrote nothing to $shared"
grep -q '"format": "sudoku-lab-watch"' "$shared" || fail "the exported file is not a session"
gui_shot library-exported

# Delete, then Import the shared file back: the library holds it again, under its name.
gui_click_item session_delete_0
wait_for test ! -f "$library/Bài-2-MRV.json" || fail "Delete left the session file"
to_bottom
gui_shot library-deleted
gui_click_item session_import
wait_for test -f "$library/Bài-2-MRV.json" || fail "Import did not add the shared session"
gui_shot library-imported

# One click on the entry opens it: the status line says the session was loaded.
to_bottom
gui_click_item session_open_0
gui_shot library-opened
gui_alive "after opening the imported session"
gui_quit
rm -rf "$XDG_DATA_HOME"
echo "ok: saved under a name, exported, deleted, imported and opened"
