# An export stopped by Ctrl+C (SIGINT) or SIGTERM leaves no ".sudoku.part-*" file behind (the
# old writers left "<name>.part-PID-N", up to hundreds of MB), keeps an earlier file of that name,
# and ends by the signal as before. The export is long (5000 frames of 1600 pixels); the loops
# wait for its part file to appear, with a hang guard only.
source "$(dirname "$0")/lib/common.bash" "$@"
EMPTY9=$(printf '%081d' 0)

for signal in TERM INT; do
    dir=$TMP/$signal
    mkdir -p "$dir"
    echo old >"$dir/steps.gif"
    # A non-interactive shell starts background jobs with SIGINT ignored: the wrapper restores
    # the default, as a terminal's foreground job has it.
    python3 -c 'import os, signal, sys
signal.signal(signal.SIGINT, signal.SIG_DFL)
os.execv(sys.argv[1], sys.argv[1:])' "$CLI" render "$EMPTY9" --algo naive --steps 0-4999 \
        --size 1600 --gif "$dir/steps.gif" >/dev/null 2>"$TMP/err" &
    pid=$!
    for _ in $(seq 3000); do
        ls -A "$dir" | grep -q '^\.sudoku\.part-' && break
        kill -0 $pid 2>/dev/null || break
        sleep 0.1
    done
    ls -A "$dir" | grep -q '^\.sudoku\.part-' || fail "$signal: no part file appeared"
    kill -$signal $pid
    wait $pid
    rc=$?
    want=$((128 + $(kill -l $signal)))
    [ $rc = $want ] || fail "$signal: exit $rc, expected $want ($(cat "$TMP/err"))"
    [ "$(ls -A "$dir")" = steps.gif ] || fail "$signal: left $(ls -A "$dir" | tr '\n' ' ')"
    [ "$(cat "$dir/steps.gif")" = old ] || fail "$signal: the earlier file was changed"
done

# A legal name of 250 bytes: the short temporary name fits beside it (the old "<name>.part-N"
# did not: "File name too long").
long=$TMP/$(printf 'n%.0s' $(seq 246)).png
expect "a 250-byte name" 0 "wrote $long: 64x64 PNG" "" render "$CAU_DO" --size 64 --png "$long"
[ -s "$long" ] || fail "a 250-byte name: no file"

finish
