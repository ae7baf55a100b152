# Shared helpers for the GUI end-to-end scripts (sourced; not a test itself).
# Each script re-runs itself under a private Xvfb screen, starts sudoku-lab, drives it with
# xdotool and keeps screenshots in the output folder.

# Skips (CTest SKIP_RETURN_CODE 77) when the tools for driving a window are missing.
gui_require_tools() {
    local tool
    for tool in Xvfb xdotool import convert compare; do
        if ! command -v "$tool" >/dev/null; then
            echo "SKIP: $tool is not installed" >&2
            exit 77
        fi
    done
}

# Re-runs the calling script on a private Xvfb screen (GUI_SCREEN, by default 1280x800, 24-bit)
# unless already inside. Xvfb picks a free display number itself (-displayfd) and writes it
# when ready: several GUI tests start at once (ctest -j), and xvfb-run -a can hand two of them
# the same number, failing one. The server ends with the script; the script's status is kept.
# A script still running after GUI_SCRIPT_LIMIT seconds (300; the longest takes about 55 s on
# a loaded machine) is reported and stopped well before CTest's own 600 s timeout, which kills
# silently: the report names the step it hung in, the processes left and the server's log.
gui_enter_xvfb() {
    [ -n "${SUDOKU_GUI_IN_XVFB:-}" ] && {
        export LIBGL_ALWAYS_SOFTWARE=1
        gui_trace_steps
        return 0
    }
    local dir display i status=0
    dir=$(mktemp -d)
    # The file exists before the server starts: the background job opens its redirections
    # only when it runs, and a read that failed first ended the script under `set -e` with
    # no word, leaving the server holding the test's output open (CTest then waited for its
    # 600 s timeout). The server's own output goes to its log for the same reason.
    : >"$dir/display"
    # -noreset: by default the server resets when its last client leaves, between one start of
    # the game and the next, and a client connecting during the reset fails ("Can't open
    # display"; gui.autosave_safety and gui.print_practice in one loaded run).
    Xvfb -displayfd 3 -screen 0 "${GUI_SCREEN:-1280x800x24}" -nolisten tcp -noreset \
        3>"$dir/display" >"$dir/xvfb.log" 2>&1 &
    local xvfb=$!
    trap 'kill "$xvfb" 2>/dev/null || true' EXIT  # whatever ends this script
    for i in $(seq 1 100); do
        display=$(cat "$dir/display")
        [ -n "$display" ] && break
        kill -0 "$xvfb" 2>/dev/null || break
        sleep 0.1
    done
    if [ -z "$display" ]; then
        echo "FAIL: Xvfb did not start: $(cat "$dir/xvfb.log")" >&2
        gui_stop_process "$xvfb"
        rm -rf "$dir"
        exit 1
    fi
    # Its own session, so a hung script can be stopped with everything it started.
    setsid -w env SUDOKU_GUI_IN_XVFB=1 DISPLAY=":$display" GUI_TRACE="$dir/trace" bash "$@" &
    local script=$!
    gui_watch_script "$script" "${GUI_SCRIPT_LIMIT:-300}" "$dir" || status=$?
    gui_stop_process "$xvfb"
    rm -rf "$dir"
    exit "$status"
}

# Inside Xvfb, bash writes each command it runs to GUI_TRACE (not to the test's output), so a
# script that hangs can say where.
gui_trace_steps() {
    [ -n "${GUI_TRACE:-}" ] || return 0
    exec {GUI_TRACE_FD}>>"$GUI_TRACE"
    BASH_XTRACEFD=$GUI_TRACE_FD
    set -x
}

# gui_watch_script PID LIMIT DIR: waits for the script; past LIMIT seconds, reports where it
# hung, stops its whole session and returns 1. Otherwise returns the script's status.
gui_watch_script() {
    local script=$1 limit=$2 dir=$3 tenths=0 status=0
    while kill -0 "$script" 2>/dev/null; do
        if ((tenths >= limit * 10)); then
            echo "FAIL: the script still ran after ${limit} s; stopped it" >&2
            echo "  last steps:" >&2
            tail -n 12 "$dir/trace" 2>/dev/null | cut -c1-200 | sed 's/^/    /' >&2 || true
            echo "  its processes:" >&2
            ps -o pid,stat,etime,wchan:20,args -s "$script" 2>/dev/null | cut -c1-200 |
                sed 's/^/    /' >&2 || true
            echo "  Xvfb log: $(tail -n 5 "$dir/xvfb.log" 2>/dev/null)" >&2
            kill -TERM -- "-$script" 2>/dev/null || true
            sleep 2
            kill -KILL -- "-$script" 2>/dev/null || true
            wait "$script" 2>/dev/null || true
            return 1
        fi
        sleep 0.1
        tenths=$((tenths + 1))
    done
    wait "$script" || status=$?
    return "$status"
}

# gui_stop_process PID: ends a process and waits for it, forcing it after 5 s (a stuck X server
# must not hold the test past its report).
gui_stop_process() {
    local i
    kill "$1" 2>/dev/null || true
    for i in $(seq 1 50); do
        kill -0 "$1" 2>/dev/null || break
        sleep 0.1
    done
    kill -KILL "$1" 2>/dev/null || true
    wait "$1" 2>/dev/null || true
}

# gui_init SCRIPT SUDOKU_LAB OUTPUT_DIR: checks the tools, enters Xvfb, then sets LAB and
# GUI_OUT and starts a fresh stderr log there.
gui_init() {
    gui_require_tools
    gui_enter_xvfb "$@"
    LAB=$2
    GUI_OUT=${3:-gui-shots}
    mkdir -p "$GUI_OUT"
    : >"$GUI_OUT/stderr.txt"
    # The game's own files (autosave, settings, statistics) go to fresh folders, never to
    # the user's: each script starts as on a first run.
    export XDG_DATA_HOME="$GUI_OUT/xdg-data" XDG_CONFIG_HOME="$GUI_OUT/xdg-config"
    rm -rf "$XDG_DATA_HOME" "$XDG_CONFIG_HOME"
    mkdir -p "$XDG_DATA_HOME" "$XDG_CONFIG_HOME"
    trap 'gui_on_error "$LINENO" "$BASH_COMMAND" "$?"' ERR
}

# gui_forget_game: removes the autosave, so the next start without a puzzle is a first start.
gui_forget_game() {
    rm -f "$XDG_DATA_HOME/sudoku-lab/autosave.json" "$XDG_DATA_HOME/sudoku-lab/autosave.json.bak"
}

# fail MESSAGE: says what failed and, when the game was started, whether it still runs and the
# end of its stderr, so a failure on a machine we cannot see explains itself.
fail() {
    echo "FAIL: $*" >&2
    if [ -n "${GUI_PID:-}" ]; then
        if kill -0 "$GUI_PID" 2>/dev/null; then
            echo "  sudoku-lab is still running; window: $(gui_geometry 2>/dev/null || echo none)" >&2
        else
            local rc=0
            wait "$GUI_PID" 2>/dev/null || rc=$?
            echo "  sudoku-lab is not running (exit status $rc)" >&2
        fi
        echo "  last lines of $GUI_OUT/stderr.txt:" >&2
        tail -n 15 "$GUI_OUT/stderr.txt" 2>/dev/null | sed 's/^/    /' >&2 || true
    fi
    exit 1
}

# A command that stops the script under `set -e` says where (otherwise the script ends silently).
gui_on_error() {
    echo "FAIL: line $1: '$2' exited with status $3" >&2
}

# gui_start LAB ARGS...: starts the game in the background, sets GUI_PID, waits for its window.
gui_start() {
    "$@" 2>>"$GUI_OUT/stderr.txt" &
    GUI_PID=$!
    trap 'kill "$GUI_PID" 2>/dev/null || true' EXIT
    local wid
    wid=$(timeout 20 xdotool search --sync --name '^Sudoku Lab$' | head -1) || true
    [ -n "$wid" ] || fail "the window did not appear within 20 s"
    # The window exists before its first frame: wait until the screen shows a drawn board.
    local i
    for i in $(seq 1 50); do
        import -window root "$GUI_OUT/.probe.png"
        if gui_drawn "$GUI_OUT/.probe.png"; then
            rm -f "$GUI_OUT/.probe.png"
            return 0
        fi
        sleep 0.2
    done
    fail "nothing was drawn within 10 s"
}

# gui_alive WHAT: the game is still running (WHAT names the step for the failure message).
gui_alive() {
    kill -0 "$GUI_PID" 2>/dev/null || fail "sudoku-lab died: $1 (see $GUI_OUT/stderr.txt)"
}

# gui_window_id: the game window's X id.
gui_window_id() {
    xdotool search --name '^Sudoku Lab$' | head -1
}

# gui_geometry: "X Y WIDTH HEIGHT" of the game window.
gui_geometry() {
    local out x y w h
    out=$(xdotool getwindowgeometry "$(gui_window_id)")
    read -r x y < <(sed -nE 's/.*Position: ([0-9-]+),([0-9-]+).*/\1 \2/p' <<<"$out")
    read -r w h < <(sed -nE 's/.*Geometry: ([0-9]+)x([0-9]+).*/\1 \2/p' <<<"$out")
    echo "$x $y $w $h"
}

# gui_fit_window [WIDTH HEIGHT]: the game window at the screen's top left, WIDTH x HEIGHT
# (default 1024x768). The game remembers its size, so after the first start it usually opens at
# that size already and no wait is needed; otherwise waits until X reports the new size, then a
# moment for the frame at that size.
gui_fit_window() {
    local width=${1:-1024} height=${2:-768} i
    [ "$(gui_geometry)" = "0 0 $width $height" ] && return 0
    xdotool search --name '^Sudoku Lab$' windowmove 0 0 windowsize "$width" "$height"
    for i in $(seq 1 25); do
        [ "$(gui_geometry)" = "0 0 $width $height" ] && break
        sleep 0.2
    done
    sleep 0.5
}

# Number of distinct colours in an image (a blank screen has 1).
gui_colours() {
    convert "$1" -format '%k' info:
}

# gui_drawn PNG: the screenshot shows something drawn (more than 20 colours). A blank screen
# compresses to a few hundred bytes and a drawn one to tens of kilobytes, so only a small file
# is decoded to count its colours: ImageMagick's start-up was a fifth of the GUI tests' CPU.
gui_drawn() {
    [ "$(stat -c %s "$1")" -gt 8192 ] || [ "$(gui_colours "$1")" -gt 20 ]
}

# gui_check_clipping REPORT LABEL: the clipping report of the latest frame
# (SUDOKU_REPORT_CLIPPING) names nothing; it is kept as REPORT-LABEL.txt. A report that names a
# text is printed and sets GUI_CLIPPED=1, so a script looks at every screen before it fails.
GUI_CLIPPED=0
gui_check_clipping() {
    cp "$1" "${1%.txt}-$2.txt" 2>/dev/null || : >"${1%.txt}-$2.txt"
    if [ -s "${1%.txt}-$2.txt" ]; then
        echo "clipped ($2):" >&2
        sed 's/^/    /' "${1%.txt}-$2.txt" >&2
        GUI_CLIPPED=1
    fi
}

# gui_settle: lets the frames after the last input settle: 0.4 s on an idle machine, up to
# 2 s more when the machine is loaded (the game then takes longer to work through input, e.g.
# to open a menu before the next click lands in it).
gui_settle() {
    sleep "$(awk '{ extra = $1 / 4; if (extra > 2) extra = 2; print 0.4 + extra }' /proc/loadavg)"
}

# gui_shot NAME: screenshot of the whole screen into $GUI_OUT/NAME.png, checked not blank.
gui_shot() {
    gui_settle
    # A window that is being resized or remapped shows black until its next frame: a blank
    # shot is taken again for up to 5 s before it counts as a failure.
    local colours i
    for i in $(seq 1 10); do
        import -window root "$GUI_OUT/$1.png"
        gui_drawn "$GUI_OUT/$1.png" && return 0
        colours=$(gui_colours "$GUI_OUT/$1.png")
        echo "note: $1.png looks blank ($colours colours), taken again" >&2
        sleep 0.5
    done
    fail "$1.png looks blank ($colours colours)"
}

# gui_shot_until SHOT SECONDS COMMAND...: takes SHOT again until COMMAND (given SHOT as its last
# argument) succeeds, for at most SECONDS; returns COMMAND's last status. On a loaded machine
# the game may take seconds to show typed input, so a fixed sleep before one shot is flaky.
gui_shot_until() {
    local shot=$1 seconds=$2
    shift 2
    local deadline=$((SECONDS + seconds))
    while true; do
        gui_shot "$shot"
        "$@" "$shot" && return 0
        [ "$SECONDS" -lt "$deadline" ] || return 1
        sleep 0.5
    done
}

# gui_region_differs A B X Y W H: the region differs between two screenshots by > 50 pixels.
gui_region_differs() {
    local geometry="$5x$6+$3+$4" diff
    # file.png[WxH+X+Y] reads only that region: one process instead of two crops and a compare.
    diff=$(compare -metric AE "$GUI_OUT/$1.png[$geometry]" "$GUI_OUT/$2.png[$geometry]" null: 2>&1 ||
        true)
    diff=${diff%% *}
    [[ $diff =~ ^[0-9.e+]+$ ]] || fail "compare failed: $diff"
    [ "${diff%.*}" -gt 50 ]
}

# gui_region_same A B X Y W H: the region is the same in two screenshots (<= 50 pixels differ).
gui_region_same() {
    ! gui_region_differs "$@"
}

# gui_quit: Ctrl+Q, then the game must exit with status 0 within 10 s.
gui_quit() {
    xdotool key ctrl+q
    local i
    for i in $(seq 1 100); do
        kill -0 "$GUI_PID" 2>/dev/null || break
        sleep 0.1
    done
    kill -0 "$GUI_PID" 2>/dev/null && fail "Ctrl+Q did not close the window within 10 s"
    local rc=0
    wait "$GUI_PID" || rc=$?
    trap - EXIT
    [ "$rc" -eq 0 ] || fail "sudoku-lab exited with status $rc"
}

# Widgets by name: start the game with SUDOKU_REPORT_LAYOUT="$GUI_LAYOUT" exported (gui_report_items
# does it) and the game writes each frame where its named widgets stand (app/views/item_report).
gui_report_items() {
    export GUI_LAYOUT="$GUI_OUT/layout.txt"
    export SUDOKU_REPORT_LAYOUT="$GUI_LAYOUT"
    rm -f "$GUI_LAYOUT"
}

# gui_item_centre NAME: "X Y" on the screen of the named widget's centre, once the report has
# it (within 15 s); fails otherwise.
gui_item_centre() {
    local i line wx wy ww wh
    for i in $(seq 1 60); do
        line=$(grep -m1 "^item $1 " "$GUI_LAYOUT" 2>/dev/null || true)
        if [ -n "$line" ]; then
            read -r wx wy ww wh < <(gui_geometry)
            awk -v wx="$wx" -v wy="$wy" '{ printf "%d %d\n", wx + $3 + $5 / 2, wy + $4 + $6 / 2 }' \
                <<<"$line"
            return 0
        fi
        sleep 0.25
    done
    fail "the widget $1 was never drawn (see $GUI_LAYOUT)"
}

# gui_click_item NAME: the pointer rests on the named widget for a moment, then clicks it.
gui_click_item() {
    local x y
    read -r x y < <(gui_item_centre "$1")
    gui_click_at "$x" "$y"
}

# gui_hover_item NAME: the pointer over the named widget, long enough for ImGui to see it (a
# submenu opens, a tooltip starts).
gui_hover_item() {
    local x y
    read -r x y < <(gui_item_centre "$1")
    xdotool mousemove "$x" "$y"
    sleep 0.4
}

# gui_click_at X Y: moves the pointer there, lets ImGui see it hover, then clicks (a click that
# arrives before a frame has seen the pointer over a widget is lost on a loaded machine).
gui_click_at() {
    xdotool mousemove "$1" "$2"
    sleep 0.4
    xdotool click 1
    sleep 0.4
}

# gui_wait_text NAME VALUE: the named text field holds VALUE within 15 s (typed keys arrive late
# on a loaded machine); returns 1 otherwise.
gui_wait_text() {
    gui_wait_report 15 -xF "text $1 $2"
}

# gui_wait_report SECONDS GREP_ARGS...: the layout report has a line grep matches with GREP_ARGS
# within SECONDS; returns 1 otherwise.
gui_wait_report() {
    local i tries=$(($1 * 4))
    shift
    for i in $(seq 1 "$tries"); do
        grep -q "$@" "$GUI_LAYOUT" 2>/dev/null && return 0
        sleep 0.25
    done
    return 1
}

# gui_type_into NAME TEXT: clicks the named text field, clears it and types TEXT, retyping once
# if keys were lost (xdotool maps letters outside the keymap, like à, to spare keycodes, which
# a loaded X server can drop).
gui_type_into() {
    local attempt
    for attempt in 1 2 3; do
        gui_click_item "$1"
        xdotool key ctrl+a BackSpace
        xdotool type --delay 60 "$2"
        gui_wait_text "$1" "$2" && return 0
    done
    fail "the field $1 never held '$2' (it holds: $(grep "^text $1 " "$GUI_LAYOUT" || true))"
}
