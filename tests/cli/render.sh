# sudoku-cli render: PNG and GIF files that standard tools open (ImageMagick's identify reports
# the documented size and frame count), and a clear one-line error for every bad request.
source "$(dirname "$0")/lib/common.bash" "$@"
command -v identify >/dev/null || { echo "identify (imagemagick) is missing"; exit 1; }

# identify_is FILE "W H FRAMES": the page size of the first frame and the number of frames.
identify_is() {
    local got
    got=$(identify -format '%W %H %n\n' "$1" 2>&1 | head -n 1)
    [ "$got" = "$2" ] || fail "identify $1: '$got', expected '$2'"
}

# A puzzle, default size, then each view at a chosen size.
expect "png of a puzzle" 0 "wrote $TMP/a.png: 1200x1200 PNG" "" render "$CAU_DO" --png "$TMP/a.png"
identify_is "$TMP/a.png" "1200 1200 1"
expect "png, counters view" 0 "wrote $TMP/b.png: 640x720 PNG" "" \
    render "$CAU_DO" --algo naive --step 3 --view counters --size 640 --png "$TMP/b.png"
identify_is "$TMP/b.png" "640 720 1"
expect "png, frame view, mrv" 0 "wrote $TMP/c.png: 1600x1000 PNG" "" \
    render "$CAU_DO" --algo mrv --step 40 --view frame --size 1600 --png "$TMP/c.png"
identify_is "$TMP/c.png" "1600 1000 1"
# The step's marks are drawn: the Watch picture differs from the plain one.
expect "png after step 0" 0 "*" "" render "$CAU_DO" --algo naive --size 300 --png "$TMP/s0.png"
expect "png after step 2" 0 "*" "" render "$CAU_DO" --algo naive --step 2 --size 300 --png "$TMP/s2.png"
[ "$(compare -metric AE "$TMP/s0.png" "$TMP/s2.png" null: 2>&1)" != 0 ] ||
    fail "step 2 looks like step 0"
# Puzzles from a file (the lesson's file, its first puzzle) and other shapes.
expect "png from a file" 0 "*" "" render "$SUDOKU_ASSETS/puzzles/lesson_000_cau_do.txt" \
    --size 64 --png "$TMP/f.png"
identify_is "$TMP/f.png" "64 64 1"
expect "png of a jigsaw" 0 "*" "" \
    render "1...5.......3...2....4... regions=1112211222333443344455555" --algo mrv --step 5 \
    --size 500 --view frame --png "$TMP/j.png"
identify_is "$TMP/j.png" "500 312 1"

# GIFs: frame per step, per N steps, and a range that runs past the end of the search. (Fewer
# frames under the sanitizers, where each frame's encoding takes a tenth of a second.)
gif_frames=200
[ "${SUDOKU_SANITIZED:-0}" = 1 ] && gif_frames=30
expect "gif 1-$gif_frames" 0 "wrote $TMP/g.gif: 600x675 GIF, $gif_frames frames (steps 1-$gif_frames every 1)" "" \
    render "$CAU_DO" --algo mrv --steps 1-$gif_frames --gif "$TMP/g.gif"
identify_is "$TMP/g.gif" "600 675 $gif_frames"
expect "gif every 10" 0 "wrote $TMP/h.gif: 320x200 GIF, 11 frames (steps 0-100 every 10)" "" \
    render "$CAU_DO" --algo naive --steps 0-100 --every 10 --size 320 --view frame --gif "$TMP/h.gif"
identify_is "$TMP/h.gif" "320 200 11"
expect "gif to the end" 0 "*" "" \
    render "$CAU_DO" --algo naive --steps 0-100000 --every 50 --size 200 --gif "$TMP/e.gif"
grep -q "the search ended inside the range" "$TMP/out" || fail "gif to the end: $(cat "$TMP/out")"
frames=$(sed -n 's/.*GIF, \([0-9]*\) frames.*/\1/p' "$TMP/out")
identify_is "$TMP/e.gif" "200 225 $frames"
# The last frame is the end of the search: cau_do's naive search, enumerating as Watch mode
# does, ends after 3341 events (as the step-past-the-end errors below say too).
grep -q "(steps 0-3341 every 50), the search ended inside the range" "$TMP/out" ||
    fail "gif to the end: $(cat "$TMP/out")"

# Bad requests: usage errors (exit 2) and failures (exit 1), one line each.
U="(see 'sudoku-cli render --help')"
expect "no output" 2 "" "sudoku-cli: render: give one of --png FILE or --gif FILE $U" render "$CAU_DO"
expect "both outputs" 2 "" "sudoku-cli: render: give one of --png FILE or --gif FILE $U" \
    render "$CAU_DO" --png a.png --gif a.gif
expect "gif without algo" 2 "" "sudoku-cli: render: --gif needs --algo naive|mrv|propagate $U" \
    render "$CAU_DO" --gif "$TMP/x.gif"
expect "size too small" 2 "" \
    "sudoku-cli: render: --size: image size 10 is out of range (64..8192) $U" \
    render "$CAU_DO" --size 10 --png "$TMP/x.png"
expect "size too large" 2 "" \
    "sudoku-cli: render: --size: image size 100000 is out of range (64..8192) $U" \
    render "$CAU_DO" --size 100000 --png "$TMP/x.png"
expect "size not a number" 2 "" "*" render "$CAU_DO" --size big --png "$TMP/x.png"
grep -q -- "--size" "$TMP/err" || fail "size not a number: $(cat "$TMP/err")"
expect "bad range" 2 "" \
    "sudoku-cli: render: --steps: step range '200-1' is not FIRST-LAST with FIRST <= LAST (e.g. 1-200) $U" \
    render "$CAU_DO" --algo naive --steps 200-1 --gif "$TMP/x.gif"
expect "range not numbers" 2 "" \
    "sudoku-cli: render: --steps: step range 'a-b' is not FIRST-LAST with FIRST <= LAST (e.g. 1-200) $U" \
    render "$CAU_DO" --algo naive --steps a-b --gif "$TMP/x.gif"
expect "too many frames" 2 "" \
    "sudoku-cli: render: 1000001 frames are too many (at most 5000): show every Nth step $U" \
    render "$CAU_DO" --algo naive --steps 0-1000000 --gif "$TMP/x.gif"
# The widest range is 2^64 frames: refused, not wrapped around to a few (or an endless GIF).
expect "frames past 2^64" 2 "" \
    "sudoku-cli: render: 18446744073709551616 frames are too many (at most 5000): show every Nth step $U" \
    render "$CAU_DO" --algo naive --steps 0-18446744073709551615 --every 1 --gif "$TMP/x.gif"
expect "huge every" 0 "*" "" \
    render "$CAU_DO" --algo naive --steps 5-18446744073709551615 --every 18446744073709551614 \
    --size 64 --gif "$TMP/w.gif"
grep -q "2 frames (steps 5-3341 every 18446744073709551614), the search ended" "$TMP/out" ||
    fail "huge every: $(cat "$TMP/out")"
[ -e "$TMP/x.gif" ] && fail "a refused GIF left a file"
expect "every 0" 2 "" "*" render "$CAU_DO" --algo naive --every 0 --gif "$TMP/x.gif"
expect "bad view" 2 "" "*" render "$CAU_DO" --view tree --png "$TMP/x.png"
expect "bad algo" 2 "" "*" render "$CAU_DO" --algo fast --png "$TMP/x.png"
expect "step without algo" 2 "" "sudoku-cli: render: --step needs --algo $U" \
    render "$CAU_DO" --step 4 --png "$TMP/x.png"
expect "steps for png" 2 "" \
    "sudoku-cli: render: --steps, --every and --delay are for --gif (PNG: --step N) $U" \
    render "$CAU_DO" --algo naive --steps 1-4 --png "$TMP/x.png"
expect "step past the end" 1 "" \
    "sudoku-cli: render: step 99999999 is past the end of the search (3341 events)" \
    render "$CAU_DO" --algo naive --step 99999999 --png "$TMP/x.png"
expect "gif past the end" 1 "" \
    "sudoku-cli: render: step 9000 is past the end of the search (3341 events)" \
    render "$CAU_DO" --algo naive --steps 9000-9010 --gif "$TMP/x.gif"
expect "unwritable png" 1 "" \
    "sudoku-cli: render: cannot write the image $TMP/no/x.png: No such file or directory" \
    render "$CAU_DO" --png "$TMP/no/x.png"
expect "unwritable gif" 1 "" \
    "sudoku-cli: render: cannot write the image $TMP/no/x.gif: No such file or directory" \
    render "$CAU_DO" --algo mrv --gif "$TMP/no/x.gif"
expect "png into a folder" 1 "" "sudoku-cli: render: cannot write the image $TMP: Is a directory" \
    render "$CAU_DO" --png "$TMP"
expect "bad puzzle" 1 "" "*" render "12x4" --png "$TMP/x.png"
grep -q "unknown symbol 'x'" "$TMP/err" || fail "bad puzzle: $(cat "$TMP/err")"
expect "conflicting givens" 1 "" "*" render "55${CAU_DO:2}" --png "$TMP/x.png"
grep -q "conflicting givens" "$TMP/err" || fail "conflicting givens: $(cat "$TMP/err")"
[ ! -e "$TMP/x.png" ] && [ ! -e "$TMP/x.gif" ] || fail "a failed request left a file behind"
finish
