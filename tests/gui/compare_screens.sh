#!/usr/bin/env bash
# Before/after check for a change that must not change what the player sees (a refactoring):
# both builds of sudoku-lab play the same scripted screens on a 1024x768 screen (a new game from
# a fixed seed with digits, notes and a hint, the New game dialog, Watch, Compare, presentation,
# 16x16, jigsaw, 25x25, 3x interface, Vietnamese and Turkish, the Watch search tree alone and
# compared, the Save-as dialog, a predict-mode question), and each pair of screenshots is
# compared pixel by pixel (ImageMagick `compare -metric AE`). The clock is hidden (settings) and
# Watch opens saved sessions (paused at a fixed step, clock at zero), so identical programs
# give identical pixels.
# Not run by ctest (it needs two builds).
# usage: compare_screens.sh BEFORE_SUDOKU_LAB AFTER_SUDOKU_LAB [OUTPUT_DIR]
#   (the puzzles come from the sudoku-cli beside AFTER_SUDOKU_LAB; env SCENES="a b" picks scenes)
# Prints each scene's number of differing pixels; exits 1 when any differs (diff-SCENE.png shows
# where), 2 on bad usage.
set -euo pipefail
if [ $# -lt 2 ] || [ ! -x "$1" ] || [ ! -x "$2" ]; then
    echo "usage: compare_screens.sh BEFORE_SUDOKU_LAB AFTER_SUDOKU_LAB [OUTPUT_DIR]" >&2
    [ $# -ge 2 ] && for b in "$1" "$2"; do [ -x "$b" ] || echo "not an executable: $b" >&2; done
    exit 2
fi
export GUI_SCREEN=${GUI_SCREEN:-1024x768x24}
source "$(dirname "$0")/lib/common.bash"
gui_require_tools
gui_enter_xvfb "$0" "$@"
BEFORE=$(realpath "$1")
AFTER=$(realpath "$2")
gui_init "$0" "$AFTER" "$(realpath -m "${3:-compare-shots}")"
CLI=$(dirname "$AFTER")/sudoku-cli
[ -x "$CLI" ] || fail "sudoku-cli not found beside $AFTER"

p9=$("$CLI" generate --seed 1)
p16=$("$CLI" generate --size 16 --seed 1)
p25=$("$CLI" generate --size 25 --seed 1)
jigsaw=$("$CLI" generate --variant jigsaw --seed 1)
lesson=$(grep -v '^#' "$(dirname "$0")/../../assets/puzzles/lesson_000_cau_do.txt" | head -1)

# session FILE ALGO [COMPARE]: a Watch session paused 12 events into the lesson's puzzle (a
# session opens paused, its clock at zero: the same screen every time).
session() {
    local compare=""
    [ -n "${3:-}" ] && compare=", \"compare\": {\"algorithm\": \"$3\", \"position\": 12}"
    printf '{"format": "sudoku-lab-watch", "version": 1, "puzzle": "%s", "algorithm": "%s", "order": "ascending", "seed": 1, "position": 12, "speed": 1%s}\n' \
        "$lesson" "$2" "$compare" >"$1"
}
session "$GUI_OUT/watch.json" naive
session "$GUI_OUT/compare.json" naive mrv
session "$GUI_OUT/watch-present.json" propagate mrv

# Waits until two screenshots a moment apart agree, then keeps the shot as NAME.png.
settle() {
    local deadline=$((SECONDS + 60))
    sleep 0.5
    import -window root "$GUI_OUT/.a.png"
    while [ "$SECONDS" -lt "$deadline" ]; do
        sleep 0.4
        import -window root "$GUI_OUT/.b.png"
        if compare -metric AE "$GUI_OUT/.a.png" "$GUI_OUT/.b.png" null: 2>/dev/null; then
            mv "$GUI_OUT/.b.png" "$GUI_OUT/$1.png"
            rm -f "$GUI_OUT/.a.png"
            return 0
        fi
        mv "$GUI_OUT/.b.png" "$GUI_OUT/.a.png"
    done
    fail "$1: the screen did not settle within 60 s"
}

# keys KEY...: one key at a time, as a player types them.
keys() {
    local k
    for k in "$@"; do
        xdotool key "$k"
        sleep 0.15
    done
}

# scene_args NAME: the game's arguments for each screen, one per line.
scene_args() {
    case $1 in
    play | new-game) echo "$p9" ;;
    hint) echo "$lesson" ;;
    watch | compare) printf '%s\n' --watch-session "$GUI_OUT/$1.json" ;;
    tree) printf '%s\n' --watch-session "$GUI_OUT/watch.json" ;;
    tree-compare) printf '%s\n' --watch-session "$GUI_OUT/compare.json" ;;
    save-as) echo "$p9" ;;
    predict) printf '%s\n' --present --speed 1000 --watch naive --predict every "$lesson" ;;
    watch-present) printf '%s\n' --present --watch-session "$GUI_OUT/$1.json" ;;
    present) printf '%s\n' --present "$p9" ;;
    board16) echo "$p16" ;;
    board25) echo "$p25" ;;
    jigsaw) echo "$jigsaw" ;;
    scale3) printf '%s\n' --scale 3 "$p9" ;;
    vi) printf '%s\n' --lang vi "$p16" ;;
    tr) printf '%s\n' --lang tr --scale 2 "$lesson" ;;
    esac
}
# scene_input NAME: what the player does before the screenshot.
scene_input() {
    case $1 in
    play | board16 | board25 | jigsaw | scale3 | vi | present)
        keys Right Right Down 5 Right space 1 2 3 Down 4 ;;
    hint) keys h h ;;
    new-game)
        keys ctrl+n
        sleep 1
        xdotool type --delay 150 "12345"
        # A click beside "Quick start" leaves the field: no blinking text cursor.
        xdotool mousemove 600 187 click 1 mousemove 1020 764 ;;
    watch | compare | watch-present | predict) ;;
    tree | tree-compare) keys t ;;
    save-as)
        # The name it offers holds the time: a fixed one instead, then a click on the empty
        # listing leaves the field (no blinking text cursor).
        keys ctrl+shift+s
        sleep 1
        keys ctrl+a
        xdotool type --delay 100 "game.sudoku.json"
        xdotool mousemove 500 450 click 1 mousemove 1020 764 ;;
    tr) keys Right 3 h ;;
    esac
}

SCENES=${SCENES:-play hint new-game watch compare watch-present present board16 board25 jigsaw scale3 vi tr tree tree-compare save-as predict}

# shoot LAB TAG: every scene with one build, screenshots TAG-SCENE.png.
shoot() {
    local lab=$1 tag=$2 name args
    mkdir -p "$XDG_CONFIG_HOME/sudoku-lab"
    echo '{"format": "sudoku-lab-settings", "version": 1, "show_timer": false}' \
        >"$XDG_CONFIG_HOME/sudoku-lab/settings.json"
    for name in $SCENES; do
        gui_forget_game
        mapfile -t args < <(scene_args "$name")
        gui_start "$lab" "${args[@]}"
        xdotool search --name '^Sudoku Lab$' windowmove 0 0 windowsize 1024 768
        xdotool mousemove 1020 764
        sleep 1
        scene_input "$name"
        settle "$tag-$name"
        gui_alive "$tag-$name"
        gui_quit
    done
}

shoot "$BEFORE" before
shoot "$AFTER" after
differing=0
for name in $SCENES; do
    pixels=$(compare -metric AE "$GUI_OUT/before-$name.png" "$GUI_OUT/after-$name.png" \
        "$GUI_OUT/diff-$name.png" 2>&1 || true)
    pixels=${pixels%% *}
    printf '%-14s %s differing pixels\n' "$name" "$pixels"
    [ "$pixels" = 0 ] || differing=$((differing + 1))
done
[ "$differing" -eq 0 ] || fail "$differing screen(s) differ (see $GUI_OUT/diff-*.png)"
echo "ok: every screen identical, pixel for pixel ($GUI_OUT)"
