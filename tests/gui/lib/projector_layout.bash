# Shared body of projector_layout_en/vi/tr.sh (sourced; not a test itself): the lesson on a
# projector. Presenting one board at 1024x768 and 1280x800 in one language, for naive, mrv,
# propagate and dlx with pseudo-code, Python and C#, and in predict mode, the layout report shows
# every line of the listing whole and in the window (at 16 px or more), the board with cells of
# 43 px or more (28 px digits), every control in the window, and the clipping report stays
# empty. One start (and one in predict mode): the keys A (next algorithm) and C (next listing)
# and a resized window switch the rest. One script per language, so that ctest runs the three
# side by side.
# usage (from a script): projector_layout LANG "$@"   with "$@" = SUDOKU_LAB OUTPUT_DIR
source "$(dirname "${BASH_SOURCE[0]}")/common.bash"

controls=(watch_play watch_step watch_back watch_next_backtrack watch_next_solution watch_speed)
failures=0

# check_screen LABEL WIDTH HEIGHT: the latest report against the rules above (a failure is
# counted, its report and a screenshot kept, and the sweep goes on).
check_screen() {
    local label=$1 width=$2 height=$3 report problems
    report=$(cat "$GUI_LAYOUT")
    problems=$(awk -v W="$width" -v H="$height" -v controls="${controls[*]}" '
        BEGIN { n = split(controls, want, " "); for (i = 1; i <= n; i++) need[want[i]] = 1 }
        $1 == "code_lines_total" { total = $2 }
        $1 == "code_pixels" { pixels = $2 }
        $1 == "item" {
            inside = $3 >= 0 && $4 >= 0 && $3 + $5 <= W && $4 + $6 <= H
            if ($2 ~ /^code_line_/) { lines[substr($2, 11)] = 1; if (!inside) print "outside: " $2 }
            if ($2 in need) { seen[$2] = 1; if (!inside) print "outside: " $0 }
            if ($2 == "board_1") { board = $5; if (!inside) print "outside: " $0 }
        }
        END {
            if (total == "") print "no code_lines_total"
            for (k = 1; k <= total; k++) if (!(k in lines)) missing = missing " " k
            if (missing != "") print "listing lines not wholly visible:" missing " (of " total ")"
            if (pixels != "" && pixels < 16) print "listing at " pixels " px"
            for (c in need) if (!(c in seen)) print "control missing: " c
            if (board == "") print "no board_1"
            else if (board / 9 < 43) print "board " board " px: cells under 43 px"
        }' <<<"$report")
    if [ -s "$GUI_OUT/clipping.txt" ]; then
        problems+=$'\n'"clipped: $(cat "$GUI_OUT/clipping.txt")"
    fi
    problems=$(sed '/^$/d' <<<"$problems")
    if [ -n "$problems" ]; then
        echo "FAIL ($label):" >&2
        sed 's/^/    /' <<<"$problems" >&2
        cp "$GUI_LAYOUT" "$GUI_OUT/layout-$label.txt"
        import -window root "$GUI_OUT/$label.png"
        failures=$((failures + 1))
    fi
}

# wait_listing NAME: the report names the listing on screen (algorithm/code), then the report
# stays the same for a moment (the controls' size is measured on the first frames at a size).
wait_listing() {
    gui_wait_report 20 -xF "text watch_listing $1" ||
        fail "the listing never became $1 (report: $(grep watch_listing "$GUI_LAYOUT" || true))"
    local before="" now i
    for i in $(seq 1 40); do
        sleep 0.3
        now=$(cat "$GUI_LAYOUT" 2>/dev/null || true)
        [ "$now" = "$before" ] && return 0
        before=$now
    done
}

# sweep LANG SIZE: every algorithm and listing at one window size.
sweep() {
    local lang=$1 size=$2 algorithm code
    gui_fit_window "${size%x*}" "${size#*x}"
    for algorithm in naive mrv propagate dlx; do
        for code in pseudo python csharp; do
            wait_listing "$algorithm/$code"
            check_screen "$lang-$size-$algorithm-$code" "${size%x*}" "${size#*x}"
            xdotool key c
        done
        xdotool key a
    done
}

projector_layout() {
    local lang=$1 size code puzzle
    shift
    gui_init "$@"
    puzzle=$(grep -v '^#' "${SUDOKU_ASSETS:?}/puzzles/lesson_000_cau_do.txt" | head -1)
    gui_report_items
    export SUDOKU_REPORT_CLIPPING="$GUI_OUT/clipping.txt"
    gui_start "$LAB" --lang "$lang" --watch naive --speed 1 --present "$puzzle"
    # A few steps: a rejected value's reason shows in the status area.
    xdotool key Right Right Right Right Right Right
    for size in 1024x768 1280x800; do
        sweep "$lang" "$size"
    done
    gui_shot "present-$lang-1280x800"
    gui_fit_window 1024 768
    wait_listing naive/pseudo
    gui_shot "present-$lang-1024x768"
    gui_quit
    # Predict mode: the question, its buttons and the listing, in each listing.
    gui_start "$LAB" --lang "$lang" --watch mrv --predict every --present "$puzzle"
    for size in 1024x768 1280x800; do
        gui_fit_window "${size%x*}" "${size#*x}"
        for code in pseudo python csharp; do
            wait_listing "mrv/$code"
            check_screen "$lang-$size-predict-$code" "${size%x*}" "${size#*x}"
            xdotool key c
        done
    done
    gui_shot "present-$lang-predict-1280x800"
    gui_quit
    [ "$failures" -eq 0 ] ||
        fail "$failures screens broke the projector layout in $lang (see above and $GUI_OUT)"
    echo "ok ($lang): presenting at 1024x768 and 1280x800, every algorithm and listing and predict" \
        "mode show every listing line, the board and every control, nothing clipped"
}
