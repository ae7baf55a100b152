#!/usr/bin/env bash
# Game > Print to PDF… and Game > Practice a technique… under Xvfb with real input. Print: the
# current game (tahta) with its answer key is written where the PDF field says (poppler counts
# 2 pages), and the dialog says so in green. Practice: on the first hidden single position
# (seed 1: box 5 has its 9 only in r4c6) r4c6 with 5 is "right cell, another digit" (red), 9 is
# right (green, with the explanation). Then both dialogs in English, Vietnamese and Turkish at
# interface sizes 1 and 3 on 1024x768: nothing clipped (SUDOKU_REPORT_CLIPPING), no scrolling;
# Practice presenting (Turkish) looks the same on its first and second opening.
# usage: print_practice.sh SUDOKU_LAB OUTPUT_DIR
# Coordinates are those of the dialogs at 1280x800 and 100 % (the menus' at 1x and 3x).
set -euo pipefail
source "$(dirname "$0")/lib/common.bash"
gui_init "$0" "$@"
gui_report_items  # menus and their items are clicked by name
command -v pdfinfo >/dev/null || fail "pdfinfo (poppler-utils) is missing: run scripts/setup"
mkdir -p "$XDG_CONFIG_HOME/sudoku-lab"
echo '{"format": "sudoku-lab-settings", "version": 1, "clock_hundredths": false}' \
    >"$XDG_CONFIG_HOME/sudoku-lab/settings.json"
TAHTA=530070000600195000098000060800060003400803001700020006060000280000419005000080079

# Pixels of a region close to a colour (the light theme's error red, success green).
count_colour() {  # SHOT COLOUR X Y W H
    convert "$GUI_OUT/$1.png" -crop "$5x$6+$3+$4" +repage -fuzz 12% \
        -fill black +opaque "$2" -fill white -opaque "$2" \
        -format '%[fx:round(mean*w*h)]' info:
}
kRed='#D93A4C'
kGreen='#1E8A3A'

# --- Print: the current game and its answers, to a path typed in the PDF field. ---
pdf="$GUI_OUT/tahta.pdf"
rm -f "$pdf"
gui_start "$LAB" "$TAHTA"
gui_click_item menu_game
gui_click_item menu_print
gui_shot print-01-dialog
xdotool mousemove 620 504 click 1 sleep 0.2 key ctrl+a
xdotool type --delay 20 "$pdf"
# The game takes the typed keys a frame at a time: on a loaded machine, seconds.
sleep 2
gui_shot print-01b-typed
xdotool mousemove 640 237 click 1   # the title bar: off the field
gui_shot print-01c-left-field
xdotool mousemove 504 549 click 1   # Print
for _ in $(seq 1 40); do [ -s "$pdf" ] && break; sleep 0.25; done
[ -s "$pdf" ] || fail "Print did not write $pdf"
pages=$(pdfinfo "$pdf" | sed -n 's/^Pages: *//p')
[ "$pages" = 2 ] || fail "the game's PDF has $pages pages, expected 2 (puzzle, answers)"
gui_shot print-02-printed
[ "$(count_colour print-02-printed "$kGreen" 370 515 540 40)" -gt 40 ] ||
    fail "no green 'Wrote …' message under the PDF field"
xdotool key Escape
gui_alive "print"
echo "ok: Print to PDF wrote the game and its answers ($pages pages)"

# --- Practice: the first hidden single; r4c6 is the cell, 9 the digit. ---
gui_click_item menu_game
gui_click_item menu_practice
gui_shot practice-01-open
# The board: 416 px, centred in the dialog from x 431, y 191; cells 46 px.
xdotool mousemove $((431 + 5 * 46 + 23)) $((191 + 3 * 46 + 23)) click 1   # r4c6
sleep 0.3
xdotool mousemove 637 631 click 1   # 5
# The verdict is looked for under the digits, 600-730: the dialog fits the board to what the
# rest leaves, so a longer verdict moves the lines up (a band of 650-690 once missed "Right!").
gui_shot practice-02-wrong-digit
[ "$(count_colour practice-02-wrong-digit "$kRed" 370 600 540 130)" -gt 40 ] ||
    fail "5 in r4c6 should be answered in red (right cell, another digit)"
xdotool mousemove 873 631 click 1   # 9
gui_shot practice-03-right
[ "$(count_colour practice-03-right "$kGreen" 370 600 540 130)" -gt 40 ] ||
    fail "9 in r4c6 should be answered in green"
# The keyboard alone: N the next position (unanswered), S shows its step, Page Down the next
# technique.
xdotool key n
gui_shot practice-04-next
[ "$(count_colour practice-04-next "$kGreen" 370 600 540 130)" -le 40 ] ||
    fail "N should give a new, unanswered position"
xdotool key s
gui_shot practice-05-shown
gui_region_differs practice-04-next practice-05-shown 370 150 540 560 ||
    fail "S should show the step (see practice-05-shown.png)"
xdotool key Next
gui_shot practice-06-technique
gui_region_differs practice-05-shown practice-06-technique 370 90 540 100 ||
    fail "Page Down should choose the next technique (see practice-06-technique.png)"
xdotool key Escape
gui_alive "practice"
gui_quit
echo "ok: practice judged r4c6 = 5 wrong and 9 right; N, S and Page Down work"

# --- Both dialogs in three languages at 1x and 3x on 1024x768: nothing clipped. ---
failed=0
check() {  # REPORT LABEL: the report of the latest frame names nothing
    if [ -s "$1" ]; then
        echo "clipped ($2):" >&2
        sed 's/^/    /' "$1" >&2
        failed=1
    fi
}
for lang in en vi tr; do
    for scale in 1 3; do
        report="$GUI_OUT/clipping-$lang-$scale.txt"
        rm -f "$report"
        gui_start env SUDOKU_REPORT_CLIPPING="$report" "$LAB" --lang "$lang" --scale "$scale" "$TAHTA"
        gui_fit_window
        gui_shot "game-$lang-$scale"
        # The report shows the latest frame: it is read while each dialog is on screen.
        gui_click_item menu_game
        gui_click_item menu_print
        gui_shot "print-$lang-$scale"
        # Open at all (at 3x clicks by position once landed on Save as… and Lesson puzzles, so
        # the report was read with neither dialog on screen; the items are found by name now).
        gui_region_differs "game-$lang-$scale" "print-$lang-$scale" 312 100 400 500 ||
            fail "Print to PDF did not open ($lang, ${scale}x; see print-$lang-$scale.png)"
        check "$report" "print, $lang, $scale"
        xdotool key Escape
        sleep 0.5
        gui_click_item menu_game
        gui_click_item menu_practice
        gui_shot "practice-$lang-$scale"
        gui_region_differs "game-$lang-$scale" "practice-$lang-$scale" 312 100 400 500 ||
            fail "Practice did not open ($lang, ${scale}x; see practice-$lang-$scale.png)"
        check "$report" "practice, $lang, $scale"
        xdotool key Escape
        gui_quit
    done
done
[ "$failed" = 0 ] || fail "some text is clipped (see above)"

# --- Practice presenting on 1024x768, opened twice, looks the same: its board once filled the
# room exactly, grew the content past it each frame, and the dialog's type stepped down to its
# smallest on the first opening (41,782 pixels of this region differed from the second). ---
gui_start "$LAB" --present --lang tr "$TAHTA"
gui_fit_window
for opening in first second; do
    gui_click_item menu_game
    gui_click_item menu_practice
    gui_shot "practice-present-$opening"
    xdotool key Escape
    sleep 0.5
done
gui_region_same practice-present-first practice-present-second 312 100 400 500 ||
    fail "Practice presenting looks different on its second opening (see practice-present-*.png)"
gui_quit
echo "ok: the print and practice dialogs fit in en, vi and tr at 1x and 3x; Practice presenting opens the same twice"
