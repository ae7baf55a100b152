# sudoku-cli experiment: the CSV's columns and row counts, the summary, charts as SVG and PNG,
# and every kind of bad argument named in one line (exit 2).
source "$(dirname "$0")/lib/common.bash" "$@"

header=puzzle,label,givens,grade,config,repetition,status,placements,backtracks,checks,nodes,seconds

# top95's first ten puzzles, three configurations, two repetitions: 60 runs.
n=10
head -$n "$PUZZLES/top95.txt" >"$TMP/ten.txt"
"$CLI" experiment --set "$TMP/ten.txt" --algos naive,mrv,fast --repeat 2 --threads 2 \
    --csv "$TMP/runs.csv" --plot "$TMP/box.svg" >"$TMP/out" 2>"$TMP/err" ||
    fail "experiment ten: exit code $? ($(cat "$TMP/err"))"
[ "$(head -1 "$TMP/runs.csv")" = "$header" ] || fail "csv header: $(head -1 "$TMP/runs.csv")"
[ "$(wc -l <"$TMP/runs.csv")" = $((1 + 6 * n)) ] ||
    fail "csv rows: $(wc -l <"$TMP/runs.csv") (expected 1 + $((6 * n)))"
awk -F, 'NR > 1 && NF != 12 { bad = 1 } END { exit bad }' "$TMP/runs.csv" ||
    fail "csv: a row without 12 fields"
for config in naive mrv fast; do
    [ "$(awk -F, -v c=$config '$5 == c' "$TMP/runs.csv" | wc -l)" = $((2 * n)) ] ||
        fail "csv: $config does not have $((2 * n)) runs"
done
# The fast solver counts guesses only; step solvers' nodes are their placements.
awk -F, 'NR > 1 && $5 == "fast" && ($8 != 0 || $10 != 0) { bad = 1 } END { exit bad }' \
    "$TMP/runs.csv" || fail "csv: fast has placements or checks"
awk -F, 'NR > 1 && $5 != "fast" && $8 != $11 { bad = 1 } END { exit bad }' "$TMP/runs.csv" ||
    fail "csv: step solver nodes differ from placements"
[ "$(head -1 "$TMP/out" | awk '{print $1, $2, $3, $4}')" = "config runs solved budget" ] ||
    fail "summary header: $(head -1 "$TMP/out")"
[ "$(wc -l <"$TMP/out")" = 4 ] || fail "summary: $(wc -l <"$TMP/out") lines, expected 4"
grep -q "^mrv  *$((2 * n)) " "$TMP/out" || fail "summary: mrv has not $((2 * n)) runs: $(cat "$TMP/out")"
head -2 "$TMP/box.svg" | grep -q '<svg xmlns=' || fail "box.svg is not SVG"
[ "$(grep -c '>naive</text>' "$TMP/box.svg")" = 1 ] || fail "box.svg has no naive label"

# One repetition: the lessons' own counts (naive on cau_do places what the lesson counts).
"$CLI" experiment --set lessons --algos naive --csv - >"$TMP/lessons.csv" ||
    fail "experiment lessons: exit code $?"
[ "$(wc -l <"$TMP/lessons.csv")" = 5 ] || fail "lessons csv rows: $(wc -l <"$TMP/lessons.csv")"
[ "$(sed -n 2p "$TMP/lessons.csv" | cut -d, -f1-7)" = "1,lesson 1,38,,naive,1,solved" ] ||
    fail "lessons csv first row: $(sed -n 2p "$TMP/lessons.csv")"

# A node budget stops runs and says so in the status column.
"$CLI" experiment --set "$TMP/ten.txt" --algos naive --budget-nodes 50 --csv "$TMP/b.csv" \
    >/dev/null || fail "budget: exit code $?"
[ "$(grep -c ',budget,' "$TMP/b.csv")" = $n ] || fail "budget: $(grep -c ',budget,' "$TMP/b.csv") of $n hit it"

# Generated sets, scatter and bar charts as PNG; difficulty on the scatter's x axis.
"$CLI" experiment --set gen:4:easy:4 --algos mrv,algo=naive,val=random --chart scatter --x difficulty \
    --plot "$TMP/scatter.png" --csv "$TMP/gen.csv" >/dev/null || fail "gen: exit code $?"
[ "$(wc -l <"$TMP/gen.csv")" = 9 ] || fail "gen csv rows: $(wc -l <"$TMP/gen.csv")"
grep -q ',easy,algo=naive,val=random,' "$TMP/gen.csv" || fail "gen csv: no keyed spec with grade"
[ "$(head -c 8 "$TMP/scatter.png" | od -An -c | tr -d ' ')" = "211PNG\r\n032\n" ] ||
    fail "scatter.png is not a PNG"
"$CLI" experiment --set lessons --algos naive,mrv --chart bar --plot "$TMP/bar.svg" >/dev/null ||
    fail "bar: exit code $?"
grep -q 'mean nodes' "$TMP/bar.svg" || fail "bar.svg has no title"

# Bad arguments: exit 2 with one line naming the problem.
bad() {
    local desc=$1 want=$2
    shift 2
    "$CLI" experiment "$@" >"$TMP/out" 2>"$TMP/err"
    local rc=$?
    [ $rc = 2 ] || fail "$desc: exit code $rc, expected 2"
    grep -qF -- "$want" "$TMP/err" || fail "$desc: stderr '$(cat "$TMP/err")' lacks '$want'"
    [ "$(wc -l <"$TMP/err")" = 1 ] || fail "$desc: stderr is not one line"
}
bad "no --set" "--set is required" --algos naive
bad "no --algos" "--algos is required" --set lessons
bad "unknown algorithm" "unknown configuration 'dancing' (known: naive, mrv, propagate, dlx, fast)" \
    --set lessons --algos naive,dancing
bad "bad key" "'val=sideways' is not understood" --set lessons --algos algo=mrv,val=sideways
bad "empty list" "no configuration chosen" --set lessons --algos ,
bad "missing file" "cannot read '$TMP/none.txt'" --set "$TMP/none.txt" --algos naive
printf '%s\n' "$CAU_DO" "12345" >"$TMP/broken.txt"
bad "bad puzzle" "$TMP/broken.txt: line 2:" --set "$TMP/broken.txt" --algos naive
printf '# nothing\n' >"$TMP/empty.txt"
bad "no puzzle" "no puzzle" --set "$TMP/empty.txt" --algos naive
bad "bad gen count" "'0' is wrong" --set gen:0:easy:9 --algos naive
bad "bad gen grade" "'hardest' is wrong" --set gen:3:hardest:9 --algos naive
bad "bad gen size" "'7x' is wrong" --set gen:3:easy:7x --algos naive
bad "repeat 0" "--repeat" --set lessons --algos naive --repeat 0
bad "threads 99" "--threads" --set lessons --algos naive --threads 99
bad "plot extension" "must end in .svg or .png" --set lessons --algos naive --plot x.pdf
bad "chart" "--chart" --set lessons --algos naive --chart pie
bad "metric" "--metric" --set lessons --algos naive --metric speed
bad "operand" "" --set lessons --algos naive extra.txt
# More runs than memory holds (5001 puzzles x 1000 repetitions, about 750 MB) are refused before
# anything runs; before, --repeat 1000 was accepted whatever the set's size.
yes "$CAU_DO" | head -n 5001 >"$TMP/5001.txt"
expect "too many runs" 2 "" \
    "sudoku-cli: experiment: 5001 puzzles x 1 configurations x --repeat 1000 = 5001000 runs; at most 5000000 fit in memory (about 150 bytes each): use fewer puzzles, configurations or repetitions (see 'sudoku-cli experiment --help')" \
    experiment --set "$TMP/5001.txt" --algos naive --repeat 1000
"$CLI" experiment --set lessons --algos naive --csv /nonexistent-dir/x.csv >/dev/null 2>"$TMP/err"
[ $? = 1 ] || fail "unwritable csv: exit code not 1"
grep -q "'/nonexistent-dir/x.csv': No such file or directory" "$TMP/err" ||
    fail "unwritable csv: $(cat "$TMP/err")"
[ -e /nonexistent-dir ] && fail "unwritable csv: the folder was created"

finish
