# Shared body of text_fits_en/vi/tr.sh (sourced; not a test itself): every text of the side
# panel, the New game dialog, the Save as dialog and Enter your own fits its room in one language
# at interface sizes 1, 2 and 3 on a 1024x768 window (Enter your own presenting too); so do Watch mode's (one board playing, and two
# compared) at 1x and presenting on 1024x768 and 1280x800, and at sizes 2 and 3 (not presenting)
# on 1024x768. The game reports each text wider than the space it is given
# (SUDOKU_REPORT_CLIPPING, see app/dialogs/dialog_widgets.hpp); every report must stay empty.
# One script per language, so that ctest runs the three side by side.
# usage (from a script): text_fits LANG "$@"   with "$@" = SUDOKU_LAB OUTPUT_DIR
export GUI_SCREEN=${GUI_SCREEN:-1280x800x24}
source "$(dirname "${BASH_SOURCE[0]}")/common.bash"

# text_fits_play LANG: the side panel, New game, Save as and Enter your own at sizes 1, 2 and 3,
# and Enter your own presenting.
text_fits_play() {
    local lang=$1 scale report
    for scale in 1 2 3; do
        report="$GUI_OUT/clipping-$lang-$scale.txt"
        rm -f "$report"
        gui_forget_game
        gui_start env SUDOKU_REPORT_CLIPPING="$report" "$LAB" --lang "$lang" --scale "$scale"
        gui_fit_window
        gui_shot "fits-$lang-$scale-panel"
        gui_check_clipping "$report" panel
        xdotool key ctrl+n
        sleep 0.8
        gui_shot "fits-$lang-$scale-new-game"
        gui_check_clipping "$report" new-game
        xdotool key Escape
        sleep 0.3
        xdotool key ctrl+shift+s
        sleep 0.8
        gui_shot "fits-$lang-$scale-save-as"
        gui_check_clipping "$report" save-as
        xdotool key Escape
        sleep 0.3
        text_fits_enter_own "$report" "$lang-$scale"
        gui_quit
    done
    # Presenting on a projector's 1024x768: the dialog's buttons stay in view.
    report="$GUI_OUT/clipping-$lang-present.txt"
    rm -f "$report"
    gui_forget_game
    gui_start env SUDOKU_REPORT_CLIPPING="$report" "$LAB" --lang "$lang" --present
    gui_fit_window
    text_fits_enter_own "$report" "$lang-present"
    gui_quit
}

# text_fits_enter_own REPORT LABEL: Enter your own, opened with the game's puzzle (Ctrl+C, then
# Ctrl+V), fits its width, and needs no scrolling unless its editor is at its smallest.
text_fits_enter_own() {
    xdotool key ctrl+c
    sleep 0.3
    xdotool key ctrl+v
    sleep 0.8
    gui_shot "fits-$2-enter-own"
    gui_check_clipping "$1" "$2-enter-own"
    xdotool key Escape
    sleep 0.3
}

# text_fits_watch LANG: Watch (its button says Pause) and Compare, at 1x and presenting on
# 1024x768 and 1280x800, and at 2x and 3x on 1024x768 (a class's large type without the
# projector layout).
text_fits_watch() {
    local lang=$1 size view mode label report args modes puzzle
    puzzle=$(grep -v '^#' "$(dirname "${BASH_SOURCE[0]}")/../../../assets/puzzles/lesson_000_cau_do.txt" | head -1)
    for size in 1024x768 1280x800; do
        for view in watch compare; do
            modes=(1 present)
            [ "$size" = 1024x768 ] && modes+=(2 3)
            for mode in "${modes[@]}"; do
                label="$lang-$size-$view-$mode"
                report="$GUI_OUT/clipping-watch.txt"
                rm -f "$report"
                args=(--lang "$lang" --watch naive --speed 1)
                [ "$view" = compare ] && args+=(--compare mrv)
                case $mode in
                    present) args+=(--present) ;;
                    2 | 3) args+=(--scale "$mode") ;;
                esac
                gui_forget_game
                gui_start env SUDOKU_REPORT_CLIPPING="$report" "$LAB" "${args[@]}" "$puzzle"
                gui_fit_window "${size%x*}" "${size#*x}"
                gui_shot "fits-$label"
                gui_check_clipping "$report" "$label"
                gui_quit
            done
        done
    done
}

text_fits() {
    local lang=$1
    shift
    gui_init "$@"
    text_fits_play "$lang"
    text_fits_watch "$lang"
    [ "$GUI_CLIPPED" -eq 0 ] || fail "texts were cut off in $lang (reports above; screenshots in $GUI_OUT)"
    echo "ok ($lang): side panel, New game, Save as and Enter your own fit at 1x, 2x, 3x on" \
        "1024x768 (Enter your own presenting too);" \
        "Watch and Compare at 1x and presenting on 1024x768 and 1280x800, at 2x and 3x on 1024x768"
}
