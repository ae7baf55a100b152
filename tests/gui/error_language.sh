#!/usr/bin/env bash
# Errors in the player's language under Xvfb: in Tiếng Việt, Enter your own shows a parse
# error of a pasted Python list as a red sentence wrapped over two lines, and it is not the
# English one; a corrupt save given on the command line opens an alert (in Türkçe) while
# stderr keeps the English message the command-line tool would print.
# usage: error_language.sh SUDOKU_LAB OUTPUT_DIR
# Coordinates are those of the Enter your own dialog at 1280x800 and interface size 100 %.
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"

kRed='#D93A4C'
bad_list="grid = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 'abcdefghijklmnopqrstuvwxyz', 3], [4, 3, 2, 1]]"

# Height in pixels of the red text in the dialog's verdict area (0: none).
red_height() {  # SHOT
    local mask="$GUI_OUT/.red-mask.png"
    convert "$GUI_OUT/$1.png" -crop 870x90+205+570 +repage -fuzz 12% \
        -fill black +opaque "$kRed" -fill white -opaque "$kRed" "$mask"
    if [ "$(convert "$mask" -format '%[fx:round(mean*w*h)]' info:)" -lt 50 ]; then
        echo 0
    else
        convert "$mask" -trim -format '%h' info:
    fi
    rm -f "$mask"
}

shows_two_red_lines() {  # SHOT
    [ "$(red_height "$1")" -gt 25 ]
}

# Types the bad list into Enter your own (opened with Ctrl+V on the copied puzzle line).
show_parse_error() {  # LANGUAGE SHOT
    gui_forget_game
    gui_start "$LAB" --lang "$1"
    xdotool key ctrl+c
    sleep 0.3
    xdotool key ctrl+v
    sleep 1
    xdotool key ctrl+a
    sleep 0.3
    xdotool type --delay 15 "$bad_list"
    gui_shot_until "$2" 20 shows_two_red_lines || true  # judged below, with its height
    xdotool key Escape
    sleep 0.5
    gui_quit
}

show_parse_error vi error-language-01-vi
show_parse_error en error-language-02-en
vi_height=$(red_height error-language-01-vi)
en_height=$(red_height error-language-02-en)
# One line of text is about 15 pixels high: two lines are more than 25.
[ "$vi_height" -gt 25 ] || fail "the Vietnamese error is not two red lines (height $vi_height)"
[ "$en_height" -gt 25 ] || fail "the English error is not two red lines (height $en_height)"
gui_region_differs error-language-01-vi error-language-02-en 205 570 870 90 ||
    fail "the Vietnamese error looks like the English one"

# A save whose first move writes over a given: rejected with the field named.
save="$GUI_OUT/corrupt-save.json"
cat >"$save" <<'JSON'
{"format": "sudoku-lab-save", "version": 1,
 "puzzle": {"size": 9, "box": [3, 3], "regions": null, "x": false, "hyper": false,
            "givens": "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"},
 "moves": [{"kind": "set", "cell": 0, "digit": 4}],
 "cursor": 1, "elapsed_ms": 0, "hints_used": 0, "mistakes": 0}
JSON
gui_forget_game
gui_start "$LAB" --lang tr "$save"
gui_shot error-language-03-tr-alert
xdotool key Escape
sleep 0.5
gui_shot error-language-04-tr-closed
gui_region_differs error-language-03-tr-alert error-language-04-tr-closed 300 300 680 200 ||
    fail "no alert for the corrupt save"
gui_quit
grep -q "corrupt-save.json': moves\[0\]: r1c1 is a given and cannot be changed" \
    "$GUI_OUT/stderr.txt" || fail "stderr does not hold the English message"
echo "ok: red error heights vi $vi_height, en $en_height; corrupt save alert shown"
