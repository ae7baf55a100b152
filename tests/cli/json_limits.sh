# The JSON reader's limits from the command line: a save with 400,000 unknown keys reads in
# linear time, oversized text fields and files are refused with readable messages, file names
# with control bytes are printed escaped, and a UTF-8 byte-order mark is skipped.
source "$(dirname "$0")/lib/common.bash" "$@"

save_head="{\"format\": \"sudoku-lab-save\", \"version\": 1, \"puzzle\": {\"size\": 9, \"givens\": \"$TAHTA_DOTS\"},"
save_tail='"moves": [{"kind": "set", "cell": 2, "digit": 4}], "cursor": 1, "elapsed_ms": 5000, "hints_used": 0, "mistakes": 0}'
shown="534.7....${TAHTA_DOTS:9}"

# 400,000 unknown keys (about 8 MB, within the 16 MiB limit): took minutes while objects were
# read by linear search per key; linear reading takes about a second. The bound is generous.
{
    printf '%s\n' "$save_head"
    awk 'BEGIN { for (i = 0; i < 400000; i++) printf "\"unknown%d\": 0,\n", i }'
    printf '%s\n' "$save_tail"
} >"$TMP/many-keys.json"
start=$SECONDS
expect "a save with 400,000 unknown keys" 0 "$shown" "" show "$TMP/many-keys.json"
[ $((SECONDS - start)) -le 20 ] || fail "400,000 unknown keys took $((SECONDS - start)) s (limit 20 s)"

# A 17,000-character difficulty: refused, naming the field and the limit.
long=$(head -c 17000 /dev/zero | tr '\0' x)
printf '%s "difficulty": "%s", %s\n' "$save_head" "$long" "$save_tail" >"$TMP/long.json"
expect "a 17,000-character difficulty" 1 "" \
    "sudoku-cli: show: bad save file: '$TMP/long.json': difficulty: 17000 bytes long, more than the 100 allowed" \
    show "$TMP/long.json"

# Past the size limit: refused before parsing (the text is not even JSON past its first byte).
# The command line's own input bound (the same 16 MiB) answers first, as a usage error.
{ printf '{'; head -c $((16 * 1024 * 1024)) /dev/zero; } >"$TMP/huge.json"
expect "a save past 16 MiB" 2 "" \
    "sudoku-cli: show: '$TMP/huge.json' is larger than 16 MiB, the limit for puzzle input" \
    show "$TMP/huge.json"

# A syntax error: line and column, and what was expected.
printf '%s\n"moves" [],\n' "$save_head" >"$TMP/syntax.json"
expect "a syntax error" 1 "" \
    "sudoku-cli: show: bad save file: '$TMP/syntax.json': line 2, column 9: not JSON (syntax error while parsing object separator - unexpected '['; expected ':')" \
    show "$TMP/syntax.json"

# A file name with a newline and an escape code is printed escaped.
odd="$TMP/bad"$'\n\e'"[31m.json"
printf '{"format": 7}' >"$odd"
expect "a file name with control bytes" 1 "" \
    "sudoku-cli: show: bad save file: '$TMP/bad\\x0A\\x1B[31m.json': format: expected a string, found an integer" \
    show "$odd"

# A UTF-8 byte-order mark before the save.
printf '\xef\xbb\xbf%s %s\n' "$save_head" "$save_tail" >"$TMP/bom.json"
expect "a save after a byte-order mark" 0 "$shown" "" show "$TMP/bom.json"

finish
