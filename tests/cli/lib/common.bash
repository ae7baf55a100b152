# Shared helpers for the sudoku-cli shell tests (sourced; not a test itself).
# Usage in a test: source "$(dirname "$0")/lib/common.bash" "$@"
set -u
CLI=${1:?usage: $0 path/to/sudoku-cli}
PUZZLES=${SUDOKU_SHARED_PUZZLES:-$(cd "$(dirname "$0")/../../.." && pwd)/shared/puzzles}
# The lessons' texts (cau_do.py, tahta.py, tahta_printed_001.txt) shared with the unit tests.
DATA=$(cd "$(dirname "$0")/../data" && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
FAILS=0

# The lessons' puzzles (seeds/000 cau_do, seeds/001 tahta) and tahta's well-known solution.
CAU_DO=780400120600075009000601078007040260001050930904060005070300012120007400049206007
TAHTA=530070000600195000098000060800060003400803001700020006060000280000419005000080079
TAHTA_SOLUTION=534678912672195348198342567859761423426853791713924856961537284287419635345286179
# The puzzle lines sudoku-cli writes use '.' for empty cells.
CAU_DO_DOTS=${CAU_DO//0/.}
TAHTA_DOTS=${TAHTA//0/.}

fail() {
    echo "FAIL: $*" >&2
    FAILS=$((FAILS + 1))
}

# expect DESCRIPTION EXIT_CODE EXPECTED_STDOUT EXPECTED_STDERR [ARGS...]
# Runs the CLI with ARGS (stdin is the caller's) and compares exit code, stdout and stderr
# exactly (trailing newlines ignored). "*" as expected stdout or stderr skips that check.
expect() {
    local desc=$1 want_rc=$2 want_out=$3 want_err=$4
    shift 4
    "$CLI" "$@" >"$TMP/out" 2>"$TMP/err"
    local rc=$?
    local out err
    out=$(cat "$TMP/out")
    err=$(cat "$TMP/err")
    [ "$rc" = "$want_rc" ] || fail "$desc: exit code $rc, expected $want_rc (stderr: $err)"
    [ "$want_out" = "*" ] || [ "$out" = "$want_out" ] ||
        fail "$desc: stdout was
$(printf '%s' "$out" | head -c 2000)
expected
$want_out"
    [ "$want_err" = "*" ] || [ "$err" = "$want_err" ] ||
        fail "$desc: stderr was
$(printf '%s' "$err" | head -c 2000)
expected
$want_err"
}

# True when the 81-symbol line is a complete valid 9x9 grid that keeps the givens of $2.
valid_solution() {
    awk -v s="$1" -v p="$2" 'BEGIN {
        if (length(s) != 81) exit 1
        for (i = 1; i <= 81; i++) {
            c = substr(s, i, 1); g = substr(p, i, 1)
            if (c !~ /[1-9]/) exit 1
            if (g ~ /[1-9]/ && g != c) exit 1
            r = int((i - 1) / 9); k = (i - 1) % 9; b = int(r / 3) * 3 + int(k / 3)
            if (row[r, c]++ || col[k, c]++ || box[b, c]++) exit 1
        }
        exit 0
    }'
}

finish() {
    if [ "$FAILS" -ne 0 ]; then
        echo "$FAILS check(s) failed" >&2
        exit 1
    fi
    echo "ok"
    exit 0
}
