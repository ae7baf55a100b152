# sudoku-cli --help: the tool and every command describe themselves and exit 0.
source "$(dirname "$0")/lib/common.bash" "$@"

"$CLI" --help >"$TMP/help"
rc=$?
[ $rc = 0 ] || fail "--help: exit code $rc"
for cmd in solve count validate trace bench show; do
    grep -q "^  $cmd " "$TMP/help" || fail "--help does not list $cmd"
    "$CLI" $cmd --help >"$TMP/cmd_help" 2>"$TMP/err"
    rc=$?
    [ $rc = 0 ] || fail "$cmd --help: exit code $rc"
    [ ! -s "$TMP/err" ] || fail "$cmd --help wrote to stderr"
    head -1 "$TMP/cmd_help" | grep -q "^usage: sudoku-cli $cmd " || fail "$cmd --help: $(head -1 "$TMP/cmd_help")"
    grep -q -- "--help" "$TMP/cmd_help" || fail "$cmd --help does not mention --help"
    # -h too, and --help wins over other (even bad) arguments.
    "$CLI" $cmd -h >/dev/null || fail "$cmd -h"
    "$CLI" $cmd --bogus-option --help >/dev/null 2>&1 || fail "$cmd --bogus-option --help"
done
# The tool's own options: --version (exactly "sudoku-cli X.Y.Z", exit 0), and an unknown one
# before the command is a usage error naming it.
"$CLI" --version >"$TMP/version" || fail "--version: exit code $?"
grep -qx "sudoku-cli [0-9]*\.[0-9]*\.[0-9]*" "$TMP/version" || fail "--version: $(cat "$TMP/version")"
"$CLI" --bogus solve >/dev/null 2>"$TMP/err" </dev/null
rc=$?
[ $rc = 2 ] || fail "--bogus solve: exit code $rc"
grep -qx "sudoku-cli: unknown option '--bogus' (see sudoku-cli --help)" "$TMP/err" ||
    fail "--bogus solve: $(cat "$TMP/err")"
# After the command's name every argument is the command's, `--` included: here `--stats` is
# a file name for solve, not a flag.
"$CLI" solve -- --stats >/dev/null 2>"$TMP/err" </dev/null
grep -qx "sudoku-cli: solve: cannot read '--stats': No such file or directory" "$TMP/err" ||
    fail "solve -- --stats: $(cat "$TMP/err")"
grep -q -- "--algo ALGO" <("$CLI" solve --help) || fail "solve --help lists --algo"
grep -q -- "--limit K" <("$CLI" count --help) || fail "count --help lists --limit"
grep -q -- "--max-steps N" <("$CLI" trace --help) || fail "trace --help lists --max-steps"

finish
