#!/usr/bin/env bash
# Nothing a player did is lost: an unreadable autosave is kept aside and the previous one (.bak)
# resumed; a second window neither resumes nor overwrites the first one's autosave; a Watch
# start leaves the autosave alone; an autosave that fails at quit asks before going, and
# "Save elsewhere…" keeps the game. The new dialogs are shot at 1024x768 in en, vi and tr.
# usage: autosave_safety.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_CLI)
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
CLI=${SUDOKU_CLI:?set SUDOKU_CLI to the sudoku-cli executable}

data="$XDG_DATA_HOME/sudoku-lab"
autosave="$data/autosave.json"
settings="$XDG_CONFIG_HOME/sudoku-lab/settings.json"
mkdir -p "$(dirname "$settings")"
printf '{"format": "sudoku-lab-settings", "version": 1, "autosave_interval_s": 3600}\n' >"$settings"
export HOME="$GUI_OUT/home"  # "Save elsewhere…" proposes the home folder
rm -rf "$HOME" && mkdir -p "$HOME"
p1=".6.5.1.9.12..9..539....7....4.8...7.......5.8.817.5.3.....5.2.7....7.....76..8..."
p2=".34678912672195348198342567859761423426853791713924856961537284287419635345286179"
lesson="78.4..12.6...75..9...6.1.78..7.4.26...1.5.93.9.4.6...5.7.3...1212...74...492.6..7"
shown() { "$CLI" show "$1"; }
sum() { sha256sum <"$1"; }
# window_of PID: the X window of one sudoku-lab process.
window_of() {
    local w
    for w in $(xdotool search --name '^Sudoku Lab$'); do
        [ "$(xdotool getwindowpid "$w" 2>/dev/null)" = "$1" ] && { echo "$w"; return 0; }
    done
    return 1
}
# shot_1024 NAME: the window at 1024x768, screenshot of that corner.
shot_1024() {
    xdotool windowsize "$(window_of "$GUI_PID")" 1024 768
    sleep 0.5
    xdotool mousemove 1200 780  # wake a frame at the new size
    gui_shot "$1-full"
    convert "$GUI_OUT/$1-full.png" -crop 1024x768+0+0 +repage "$GUI_OUT/$1.png"
    rm -f "$GUI_OUT/$1-full.png"
}
alive() { kill -0 "$GUI_PID" 2>/dev/null; }

# --- A: an unreadable autosave next to a good .bak ------------------------------------------
gui_start "$LAB" "$p1"
gui_quit
gui_start "$LAB" "$p2"
gui_quit
[ "$(shown "$autosave.bak")" = "$p1" ] || fail "setup: the .bak is not the first game"
bak_sum=$(sum "$autosave.bak")
head -c 100 "$autosave" >"$GUI_OUT/torn.json" && cp "$GUI_OUT/torn.json" "$autosave"
gui_start "$LAB" --write-board "$GUI_OUT/a.txt"
shot_1024 safety-restored-en
gui_quit
[ "$(cat "$GUI_OUT/a.txt")" = "$p1" ] || fail "the .bak was not resumed: $(cat "$GUI_OUT/a.txt")"
kept=$(compgen -G "$autosave.unreadable-*" | head -1) || fail "the unreadable autosave is gone"
cmp -s "$kept" "$GUI_OUT/torn.json" || fail "the kept file is not the unreadable autosave"
[ "$(sum "$autosave.bak")" = "$bak_sum" ] || fail "the .bak was overwritten"
[ "$(shown "$autosave")" = "$p1" ] || fail "the autosave after the restore: $(shown "$autosave")"
grep -q "resumed the previous one; kept $kept" "$GUI_OUT/stderr.txt" || fail "no stderr note"
for lang in vi tr; do
    cp "$GUI_OUT/torn.json" "$autosave"
    gui_start "$LAB" --lang "$lang"
    shot_1024 "safety-restored-$lang"
    gui_quit
done
echo "ok: unreadable autosave kept as $(basename "$kept"), the .bak resumed and kept"

# --- B: a second window neither resumes nor overwrites the first one's game ----------------
autosave_sum=$(sum "$autosave")
gui_start "$LAB" --write-board "$GUI_OUT/b1.txt"
first_pid=$GUI_PID
"$LAB" --write-board "$GUI_OUT/b2.txt" 2>"$GUI_OUT/stderr-second.txt" &
GUI_PID=$!
trap 'kill "$first_pid" "$GUI_PID" 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do window_of "$GUI_PID" >/dev/null && break; sleep 0.2; done
second=$(window_of "$GUI_PID") || fail "the second window did not appear"
sleep 1.5
xdotool windowfocus --sync "$second"
shot_1024 safety-second-en
grep -q "another instance owns the autosave" "$GUI_OUT/stderr-second.txt" ||
    fail "the second window did not notice the first: $(cat "$GUI_OUT/stderr-second.txt")"
xdotool key Return sleep 0.3 type 3  # closes the notice; a digit for r1c1 (a given here)
sleep 0.3
xdotool key Right Right sleep 0.3 type 3  # r1c3: a move the autosave will not keep
xdotool key ctrl+q
sleep 1
alive || fail "the second window quit without asking about its unsaved game"
gui_shot safety-second-quit
xdotool key Return sleep 0.5 key Return  # Save elsewhere…, then the proposed file
for _ in $(seq 1 50); do alive || break; sleep 0.2; done
alive && fail "the second window did not quit after saving elsewhere"
wait "$GUI_PID" || fail "the second window exited with status $?"
second_game="${lesson:0:2}3${lesson:3}"
[ "$(cat "$GUI_OUT/b2.txt")" = "$second_game" ] ||
    fail "the second window resumed: $(cat "$GUI_OUT/b2.txt")"
saved=$(compgen -G "$HOME/sudoku-9x9-*.json" | head -1) || fail "the second window saved nothing"
[ "$(shown "$saved")" = "$second_game" ] || fail "the second window's save: $(shown "$saved")"
rm -f "$saved"
[ "$(sum "$autosave")" = "$autosave_sum" ] || fail "the second window wrote the autosave"
GUI_PID=$first_pid
trap 'kill "$GUI_PID" 2>/dev/null || true' EXIT
xdotool windowfocus --sync "$(window_of "$GUI_PID")"
gui_quit
[ "$(cat "$GUI_OUT/b1.txt")" = "$p1" ] || fail "the first window's game: $(cat "$GUI_OUT/b1.txt")"
[ "$(shown "$autosave")" = "$p1" ] || fail "the first window's autosave: $(shown "$autosave")"
for lang in vi tr; do
    gui_start "$LAB" --lang "$lang"
    first_pid=$GUI_PID
    "$LAB" --lang "$lang" 2>/dev/null &
    GUI_PID=$!
    trap 'kill "$first_pid" "$GUI_PID" 2>/dev/null || true' EXIT
    for _ in $(seq 1 50); do window_of "$GUI_PID" >/dev/null && break; sleep 0.2; done
    sleep 1.5
    xdotool windowfocus --sync "$(window_of "$GUI_PID")"
    shot_1024 "safety-second-$lang"
    xdotool key Return
    gui_quit
    GUI_PID=$first_pid
    xdotool windowfocus --sync "$(window_of "$GUI_PID")"
    gui_quit
done
echo "ok: a second window started a new game and left the autosave alone"

# --- C: a Watch start leaves the autosave alone ---------------------------------------------
autosave_sum=$(sum "$autosave")
gui_start "$LAB" --watch naive "$p2"
gui_shot safety-watch
gui_quit
[ "$(sum "$autosave")" = "$autosave_sum" ] || fail "--watch replaced the autosave: $(shown "$autosave")"
# Played after all (W back to the game, a digit): then it is the last game played.
gui_start "$LAB" --watch naive "$p2"
xdotool type w
sleep 0.5
xdotool type 3
gui_shot safety-watch-played
gui_quit
[ "$(shown "$autosave")" = "3${p2:1}" ] || fail "a played Watch start: $(shown "$autosave")"
echo "ok: --watch kept the autosaved game until a move was played"

# --- D: the autosave fails at quit: ask, cancel, save elsewhere -----------------------------
gui_start "$LAB" --write-board "$GUI_OUT/d.txt" "$p1"
xdotool type 4
rm -rf "$data" && : >"$data"  # the data folder is now a file: the write fails, even as root
xdotool key ctrl+q
sleep 1
alive || fail "the game quit although its autosave failed"
shot_1024 safety-quit-failed-en
grep -q "autosave: cannot create folder" "$GUI_OUT/stderr.txt" || fail "no autosave error"
xdotool key Escape  # Cancel: the game goes on
sleep 0.5
alive || fail "Cancel quit the game"
gui_shot safety-quit-cancelled
xdotool key ctrl+q
sleep 1
alive || fail "the second Ctrl+Q quit without asking"
xdotool key Return  # Save elsewhere…
gui_shot safety-save-elsewhere
xdotool key Return  # the proposed file in the home folder
for _ in $(seq 1 50); do alive || break; sleep 0.2; done
alive && fail "the game did not quit after saving elsewhere"
wait "$GUI_PID" || fail "sudoku-lab exited with status $?"
trap - EXIT
saved=$(compgen -G "$HOME/sudoku-9x9-*.json" | head -1) || fail "nothing saved in the home folder"
[ "$(shown "$saved")" = "4${p1:1}" ] || fail "the game saved elsewhere: $(shown "$saved")"
echo "ok: failed autosave at quit asked; Cancel stayed; Save elsewhere kept the game"

# --- E: the same dialog in Vietnamese and Turkish; Quit without saving ----------------------
rm -f "$data"
for lang in vi tr; do
    gui_start "$LAB" --lang "$lang" "$p1"
    xdotool type 4
    rm -rf "$data" && : >"$data"
    xdotool key ctrl+q
    sleep 1
    alive || fail "$lang: the game quit although its autosave failed"
    shot_1024 "safety-quit-failed-$lang"
    xdotool key Escape
    rm -f "$data"
    sleep 0.3
    gui_quit  # the folder is back: the autosave is written and the game quits
    [ "$(shown "$autosave")" = "4${p1:1}" ] || fail "$lang: autosave after the folder came back"
done
# --- F: Quit without saving leaves at once, and the broken folder stays as it was -----------
gui_start "$LAB" --write-board "$GUI_OUT/f.txt" "$p1"
xdotool type 7
rm -rf "$data" && : >"$data"
xdotool key ctrl+q
sleep 1
alive || fail "the game quit although its autosave failed"
gui_shot safety-quit-failed-1280
xdotool mousemove 640 465 sleep 0.3 click 1  # Quit without saving
for _ in $(seq 1 50); do alive || break; sleep 0.2; done
alive && fail "Quit without saving did not quit"
wait "$GUI_PID" || fail "sudoku-lab exited with status $?"
trap - EXIT
[ "$(cat "$GUI_OUT/f.txt")" = "7${p1:1}" ] || fail "board at exit: $(cat "$GUI_OUT/f.txt")"
[ -f "$data" ] || fail "the data path changed"
rm -f "$data"
echo "ok: screenshots in $GUI_OUT"
