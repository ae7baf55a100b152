# sudoku-cli tree: the search tree as DOT and JSON. One node per placement plus the root, so on
# every lesson puzzle and algorithm the edges equal the placements the trace shows (91 for
# lesson 000's naive run, as the lesson counts); -o, --max-nodes, --all and bad input.
source "$(dirname "$0")/lib/common.bash" "$@"
ASSETS=${SUDOKU_ASSETS:-$(cd "$(dirname "$0")/../../assets" && pwd)}

expect "lesson 000 naive: 91 edges" 0 "*" "tree: 92 nodes, 91 edges, 91 placements, 1 solution(s)" \
    tree --algo naive "$ASSETS/puzzles/lesson_000_cau_do.txt"
[ "$(grep -c -- ' -> ' "$TMP/out")" = 91 ] || fail "lesson 000 DOT: $(grep -c -- ' -> ' "$TMP/out") edges"
head -2 "$TMP/out" | grep -q '^digraph search_tree {$' || fail "lesson 000 DOT: no digraph line"
grep -q 'n0 \[label="start"' "$TMP/out" || fail "lesson 000 DOT: no root node"

# Every lesson puzzle, every algorithm: the tree's edges = the place events of the same run.
for file in "$ASSETS"/puzzles/lesson_*.txt; do
    for algo in naive mrv propagate; do
        what="$(basename "$file") $algo"
        places=$("$CLI" trace --algo $algo --max-steps 100000000 "$file" | grep -c '^place ')
        "$CLI" tree --algo $algo --format json -o "$TMP/tree.json" "$file" 2>"$TMP/err"
        rc=$?
        [ $rc = 0 ] || fail "$what: exit $rc ($(cat "$TMP/err"))"
        python3 - "$TMP/tree.json" "$places" <<'PY' || fail "$what: JSON check failed"
import json, sys
tree = json.load(open(sys.argv[1]))
places = int(sys.argv[2])
nodes = tree["nodes"]
assert tree["edge_count"] == places == tree["placements"], (tree["edge_count"], places)
assert len(nodes) == places + 1
assert nodes[0]["parent"] is None and nodes[0]["size"] == len(nodes)
assert all(0 <= n["parent"] < n["id"] for n in nodes[1:])
assert sum(n["state"] == "solution" for n in nodes) == 1
PY
    done
done

# Lesson 004 has two solutions: --all finds both, each a node of the tree.
"$CLI" tree --all --format json "$ASSETS/puzzles/lesson_004_sample.txt" >"$TMP/all.json" 2>/dev/null ||
    fail "--all: exit $?"
python3 -c '
import json, sys
t = json.load(open(sys.argv[1]))
assert t["solutions"] == 2 and t["complete"], t["solutions"]
assert sum(n["state"] == "solution" for n in t["nodes"]) == 2' "$TMP/all.json" ||
    fail "--all: two solution nodes expected"

# No solution: the whole tree fails (exit 1), every node says so.
UNSOLVABLE=............15.......26.......37.......48.......51.......62.......73.......84....
"$CLI" tree --format json "$UNSOLVABLE" >"$TMP/none.json" 2>"$TMP/err"
[ $? = 1 ] || fail "unsolvable: exit code should be 1"
python3 -c '
import json, sys
t = json.load(open(sys.argv[1]))
assert t["solutions"] == 0 and t["complete"] and len(t["nodes"]) > 100
assert all(n["state"] in ("failed", "dead-end") for n in t["nodes"])' "$TMP/none.json" ||
    fail "unsolvable: every node should be failed"

expect "--max-nodes stops the tree (exit 3)" 3 "*" \
    "tree: 10 nodes, 9 edges, 9 placements, 0 solution(s), truncated at --max-nodes" \
    tree --max-nodes 10 "$CAU_DO"
grep -q '"truncated": true' <("$CLI" tree --max-nodes 10 --format json "$CAU_DO" 2>/dev/null) ||
    fail "--max-nodes: JSON should say truncated"

# Bad input: each error names what is wrong.
expect "unknown format" 2 "" "*" tree --format png "$CAU_DO"
grep -q -- "--format" "$TMP/err" || fail "unknown format: message should name --format"
expect "max-nodes 0" 2 "" "*" tree --max-nodes 0 "$CAU_DO"
grep -q -- "--max-nodes" "$TMP/err" || fail "max-nodes 0: message should name --max-nodes"
# A maximum that no memory holds is refused up front, naming the most that fits (100 million
# nodes were accepted: about 34 GB).
U="(see 'sudoku-cli tree --help')"
expect "max-nodes 1e8" 2 "" \
    "sudoku-cli: tree: --max-nodes 100000000: a tree takes about 340 bytes a node, 34 GB; at most 10000000 (about 3.4 GB) $U" \
    tree --max-nodes 100000000 "$CAU_DO"
expect "max-nodes 2^64-1" 2 "" \
    "sudoku-cli: tree: --max-nodes 18446744073709551615: a tree takes about 340 bytes a node, more memory than any machine has; at most 10000000 (about 3.4 GB) $U" \
    tree --max-nodes 18446744073709551615 "$CAU_DO"
expect "max-nodes 1e7 is accepted" 0 "*" "*" tree --max-nodes 10000000 "$CAU_DO"
expect "not a puzzle" 2 "" "*" tree "12x"
grep -q "not a file, and not a puzzle line" "$TMP/err" || fail "bad line: $(cat "$TMP/err")"
expect "conflicting givens" 2 "" "*" tree "11${CAU_DO:2}"
grep -q "r1c1" "$TMP/err" || fail "conflict: should name the cell: $(cat "$TMP/err")"
printf '%s\n%s\n' "$CAU_DO" "$TAHTA" >"$TMP/two.txt"
expect "two puzzles" 2 "" "*" tree "$TMP/two.txt"
grep -q "holds 2 puzzles" "$TMP/err" || fail "two puzzles: $(cat "$TMP/err")"
expect "unwritable output" 1 "" "*" tree -o /proc/nope/tree.dot "$CAU_DO"
expect "unknown algorithm" 2 "" "*" tree --algo fast "$CAU_DO"

exit $((FAILS > 0))
