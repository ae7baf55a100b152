# Every file sudoku-cli writes (render --png/--gif, print --pdf, tree --output, experiment --csv
# and --plot) follows a symlink and keeps it, keeps a replaced file's mode, is written into a
# pipe (FIFO, /dev/stdout) or device directly instead of being replaced, says "No space left on
# device" for /dev/full with exit 1, and refuses a socket. Run as root the old writers replaced
# /dev/full and /dev/stdout with regular files; here the device is checked after each write.
source "$(dirname "$0")/lib/common.bash" "$@"

# writers PATH: runs each writer with PATH as its output; "NAME EXIT" lines on stdout.
run_writer() {
    local name=$1 path=$2
    case $name in
    png) "$CLI" render "$CAU_DO" --size 64 --png "$path" ;;
    gif) "$CLI" render "$CAU_DO" --algo naive --steps 0-5 --size 64 --gif "$path" ;;
    pdf) "$CLI" print --pdf "$path" "$PUZZLE_FILE" ;;
    tree) "$CLI" tree --algo naive --output "$path" "$CAU_DO" ;;
    csv) "$CLI" experiment --set lessons --algos naive --csv "$path" ;;
    svg) "$CLI" experiment --set lessons --algos naive --plot "$path.svg" ;;
    esac
}
WRITERS="png gif pdf tree csv svg"
PUZZLE_FILE=$TMP/puzzle.txt
echo "$CAU_DO" >"$PUZZLE_FILE"
echo old >"$TMP/old"

# A symlink stays a symlink; the file it leads to gets the new contents and keeps its mode.
for w in $WRITERS; do
    mkdir -p "$TMP/$w/real"
    target=$TMP/$w/real/out
    link=$TMP/$w/link
    [ $w = svg ] && { target=$target.svg; }
    echo old >"$target"
    chmod 0664 "$target"
    ln -s "real/$(basename "$target")" "$link$([ $w = svg ] && echo .svg)"
    (umask 077 && run_writer $w "$link") >/dev/null 2>"$TMP/err" || fail "$w via symlink: $(cat "$TMP/err")"
    [ -L "$link$([ $w = svg ] && echo .svg)" ] || fail "$w: the symlink was replaced by a file"
    cmp -s "$target" "$TMP/old" && fail "$w: the link's target was not written"
    [ "$(stat -c %a "$target")" = 664 ] || fail "$w: mode $(stat -c %a "$target"), expected 664"
    [ "$(ls -A "$TMP/$w/real" | wc -l)" = 1 ] || fail "$w: left $(ls -A "$TMP/$w/real")"
done

# A FIFO is written into: a reader gets the whole file, the FIFO stays a FIFO.
for w in png gif pdf tree csv; do
    fifo=$TMP/fifo-$w
    mkfifo "$fifo"
    # The hang guard only stops a broken writer from blocking the test for good.
    timeout 600 cat "$fifo" >"$TMP/from-fifo" &
    reader=$!
    timeout 600 bash -c "$(declare -f run_writer); CLI='$CLI' CAU_DO='$CAU_DO' PUZZLE_FILE='$PUZZLE_FILE'; run_writer $w '$fifo'" \
        >/dev/null 2>"$TMP/err" || fail "$w into a FIFO: $(cat "$TMP/err")"
    wait $reader
    [ -p "$fifo" ] || fail "$w: the FIFO was replaced"
    [ -s "$TMP/from-fifo" ] || fail "$w: nothing came out of the FIFO"
done

# /dev/stdout into a pipe: the picture is the whole stream, the report goes to stderr.
"$CLI" render "$CAU_DO" --size 64 --png /dev/stdout 2>"$TMP/err" | cat >"$TMP/piped.png"
"$CLI" render "$CAU_DO" --size 64 --png "$TMP/direct.png" >/dev/null
cmp -s "$TMP/piped.png" "$TMP/direct.png" || fail "png to /dev/stdout differs from the file"
grep -q "^wrote /dev/stdout: 64x64 PNG$" "$TMP/err" || fail "png to /dev/stdout: $(cat "$TMP/err")"
[ -c /dev/stdout ] || [ -L /dev/stdout ] || fail "/dev/stdout was replaced"

# /dev/full: a clear "no space" error and exit 1; the device stays a device (as root the old
# writers renamed a regular file over it).
if [ -c /dev/full ]; then
    for w in png gif pdf tree csv; do
        run_writer $w /dev/full >/dev/null 2>"$TMP/err"
        rc=$?
        [ $rc = 1 ] || fail "$w to /dev/full: exit $rc, expected 1"
        grep -q "No space left on device" "$TMP/err" || fail "$w to /dev/full: $(cat "$TMP/err")"
        [ -c /dev/full ] || fail "$w: /dev/full is no longer a device"
    done
fi

# A socket: refused by name, left as it is.
python3 -c 'import socket,sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' "$TMP/sock"
for w in png pdf tree; do
    run_writer $w "$TMP/sock" >/dev/null 2>"$TMP/err"
    [ $? = 1 ] || fail "$w to a socket: not exit 1"
    grep -q "it is not a file, a pipe or a terminal" "$TMP/err" || fail "$w to a socket: $(cat "$TMP/err")"
    [ -S "$TMP/sock" ] || fail "$w: the socket was replaced"
done

finish
