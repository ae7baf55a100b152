#!/usr/bin/env bash
# Ending the game from outside keeps the moves: SIGTERM (a desktop logout), SIGINT (Ctrl+C in
# the terminal) and SIGHUP (the terminal closed) quit as Ctrl+Q does, writing the autosave
# first, and so does losing the X server. Each case plays two digits with the periodic autosave
# an hour away, ends the game that way, and checks that the autosave holds both digits.
# usage: quit_signals.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS, SUDOKU_CLI)
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
gui_report_items  # the status line's text says when both digits are in
CLI=${SUDOKU_CLI:?set SUDOKU_CLI to the sudoku-cli executable}

autosave="$XDG_DATA_HOME/sudoku-lab/autosave.json"
settings="$XDG_CONFIG_HOME/sudoku-lab/settings.json"
mkdir -p "$(dirname "$settings")"
printf '{"format": "sudoku-lab-settings", "version": 1, "autosave_interval_s": 3600}\n' >"$settings"
puzzle_file=${SUDOKU_ASSETS:?}/puzzles/lesson_000_cau_do.txt
start_line=$(grep -v '^#' "$puzzle_file" | head -1)
empty=$(tr -cd '.0' <<<"$start_line" | wc -c)
# cau_do's solution has 5 at r1c3 and 2 at r2c3 (as play.sh types them).
expected=$(python3 -c 'import sys; s = list(sys.argv[1]); s[2] = "5"; s[11] = "2"; print("".join(s))' \
    "$start_line")

# play_two: types both digits and waits until the status line counts them (keys arrive late on
# a loaded machine; a signal sent before they are played would rightly not save them).
play_two() {
    xdotool key Right Right
    xdotool type 5
    xdotool key Down
    xdotool type 2
    gui_wait_report 60 -E "^text status_line .* $((empty - 2)) empty" ||
        fail "the two digits never showed (status: $(grep '^text status_line' "$GUI_LAYOUT" || true))"
}

# ended_with WHAT: waits (hang guard: 60 s) for the game to end; its exit status in GAME_RC.
ended_with() {
    local i
    for i in $(seq 1 600); do
        kill -0 "$GUI_PID" 2>/dev/null || break
        sleep 0.1
    done
    kill -0 "$GUI_PID" 2>/dev/null && fail "$1 did not end the game within 60 s"
    GAME_RC=0
    wait "$GUI_PID" || GAME_RC=$?
    trap - EXIT
}

# check_autosave WHAT: the autosave holds both digits.
check_autosave() {
    [ -f "$autosave" ] || fail "$1: no autosave was written"
    local shown
    shown=$("$CLI" show "$autosave")
    [ "$shown" = "$expected" ] || fail "$1: the autosave holds $shown, expected $expected"
}

for sig in TERM INT HUP; do
    gui_forget_game
    rm -f "$GUI_LAYOUT"
    : >"$GUI_OUT/stderr.txt"
    gui_start "$LAB" "$puzzle_file"
    play_two
    kill -"$sig" "$GUI_PID"
    ended_with "SIG$sig"
    [ "$GAME_RC" -eq 0 ] || fail "SIG$sig: the game exited with status $GAME_RC"
    check_autosave "SIG$sig"
    grep -q "quitting (the game is autosaved)" "$GUI_OUT/stderr.txt" ||
        fail "SIG$sig: no word on stderr"
    echo "ok: SIG$sig quit and autosaved both digits"
done

# --- The X server goes away: a second server of our own, killed under the game ---------------
dir=$(mktemp -d)
: >"$dir/display"
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset 3>"$dir/display" \
    >"$dir/xvfb.log" 2>&1 &
second=$!
display=""
for _ in $(seq 1 100); do
    display=$(cat "$dir/display")
    [ -n "$display" ] && break
    sleep 0.1
done
[ -n "$display" ] || fail "the second Xvfb did not start: $(cat "$dir/xvfb.log")"
own_display=$DISPLAY
export DISPLAY=":$display"
gui_forget_game
rm -f "$GUI_LAYOUT"
: >"$GUI_OUT/stderr.txt"
gui_start "$LAB" "$puzzle_file"
trap 'kill "$GUI_PID" "$second" 2>/dev/null || true' EXIT
play_two
kill "$second"
wait "$second" 2>/dev/null || true
ended_with "losing the X server"
export DISPLAY=$own_display
rm -rf "$dir"
[ "$GAME_RC" -eq 1 ] || fail "losing the X server: exit status $GAME_RC, expected 1"
check_autosave "losing the X server"
grep -q "connection to the display was lost" "$GUI_OUT/stderr.txt" ||
    fail "losing the X server: no word on stderr"
echo "ok: losing the X server autosaved both digits"
