#!/usr/bin/env bash
# Free text from files cannot crash the game: an autosave whose difficulty is 17,000 characters
# (once an ImGui vertex-index assert at every start) is refused with a message and kept aside,
# and a save with the longest difficulty the loader takes is drawn clipped.
# usage: long_text.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

data="$XDG_DATA_HOME/sudoku-lab"
mkdir -p "$data"
givens="53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
save() {  # save DIFFICULTY: a 9x9 save with one move played
    printf '{"format": "sudoku-lab-save", "version": 1, "puzzle": {"size": 9, "givens": "%s"},
 "difficulty": "%s", "moves": [{"kind": "set", "cell": 2, "digit": 4}], "cursor": 1,
 "elapsed_ms": 5000, "hints_used": 0, "mistakes": 0}\n' "$givens" "$1"
}

# --- A: the autosave with a 17,000-character difficulty ---------------------------------------
save "$(head -c 17000 /dev/zero | tr '\0' x)" >"$data/autosave.json"
gui_start "$LAB"
gui_shot long-text-autosave
grep -q "autosave: .*difficulty: 17000 bytes long, more than the 100 allowed" "$GUI_OUT/stderr.txt" ||
    fail "no message for the long difficulty: $(tail -3 "$GUI_OUT/stderr.txt")"
compgen -G "$data/autosave.json.unreadable-*" >/dev/null || fail "the unreadable autosave was not kept aside"
gui_quit
echo "ok: a 17,000-character difficulty is refused at start"

# --- B: the longest difficulty a save may hold, opened from the command line ------------------
gui_forget_game
save "$(head -c 100 /dev/zero | tr '\0' 'W')" >"$GUI_OUT/long-difficulty.json"
gui_start "$LAB" "$GUI_OUT/long-difficulty.json"
gui_shot long-text-opened
gui_quit
echo "ok: a 100-character difficulty is drawn"
