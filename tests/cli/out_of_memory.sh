# Out of memory is a limit like the others: under `ulimit -v` a command that runs out ends with
# one line naming what it was doing and exit 4, never std::bad_alloc's abort (exit 134). And
# streaming input keeps 200,000 piped puzzles within a small address space.
source "$(dirname "$0")/lib/common.bash" "$@"

# ASan reserves terabytes of address space at start: ulimit -v cannot apply to it.
if [ "${SUDOKU_SANITIZED:-0}" = 1 ]; then
    echo "ok (skipped: ulimit -v and the sanitizers do not mix)"
    exit 0
fi

# under KB COMMAND...: runs sudoku-cli with an address space of KB kilobytes.
under() {
    local kb=$1
    shift
    (ulimit -v "$kb" && exec "$CLI" "$@") >"$TMP/out" 2>"$TMP/err"
}
oom_line() {
    echo "sudoku-cli: $1: out of memory while $2 (exit 4; give it more memory or a smaller task)"
}

# Every solution of the empty grid, each placement a node: the tree outgrows 300 MB.
EMPTY9=$(printf '%081d' 0)
under 300000 tree --algo naive --all --format json --max-nodes 10000000 "$EMPTY9"
rc=$?
[ $rc = 4 ] || fail "tree under 300 MB: exit $rc ($(head -c 300 "$TMP/err"))"
[ "$(cat "$TMP/err")" = "$(oom_line tree "recording the search tree (a smaller --max-nodes needs less)")" ] ||
    fail "tree under 300 MB: $(head -c 300 "$TMP/err")"

# A picture of 8192 x 8192 pixels needs 256 MB.
under 200000 render "$CAU_DO" --size 8192 --png "$TMP/big.png"
rc=$?
[ $rc = 4 ] || fail "render under 200 MB: exit $rc ($(head -c 300 "$TMP/err"))"
[ "$(cat "$TMP/err")" = "$(oom_line render "painting the picture (a smaller --size needs less)")" ] ||
    fail "render under 200 MB: $(head -c 300 "$TMP/err")"
[ -e "$TMP/big.png" ] && fail "render under 200 MB left a file"
ls -A "$TMP" | grep -q '^\.sudoku\.' && fail "render under 200 MB left a part file"

# 200,000 piped puzzles are answered one by one in 100 MB: nothing holds them all.
yes "$CAU_DO" | head -n 200000 >"$TMP/many.txt"
under 100000 validate "$TMP/many.txt"
rc=$?
[ $rc = 0 ] || fail "validate 200,000 lines in 100 MB: exit $rc ($(head -c 300 "$TMP/err"))"
[ "$(grep -c '^ok$' "$TMP/out")" = 200000 ] || fail "validate 200,000 lines: $(wc -l <"$TMP/out") answers"

finish
