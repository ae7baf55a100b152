#!/usr/bin/env bash
# `sudoku-cli generate`: one puzzle line per puzzle, reproducible per seed, every 004 mode,
# exact empty counts, and clear errors (exit 2) for impossible requests.
set -u
CLI=$1
fail=0
check() {  # check <description> <command...>: the command must succeed
    local what=$1
    shift
    if ! "$@"; then
        echo "FAIL: $what" >&2
        fail=1
    fi
}
symbols() { echo "${1%% *}"; }  # the grid part of a puzzle line
count_empty() { local g; g=$(symbols "$1"); g=${g//[^.]/}; echo ${#g}; }

# Three puzzles, one line each, 81 symbols; the same seed reproduces them exactly.
out=$("$CLI" generate --max-seconds 0 --seed 5 --count 3)
check "three lines" test "$(echo "$out" | wc -l)" -eq 3
while read -r line; do
    check "81 symbols: $line" test "$(symbols "$line" | wc -c)" -eq 82
done <<<"$out"
check "same seed, same puzzles" test "$out" = "$("$CLI" generate --max-seconds 0 --seed 5 --count 3)"
check "other seed differs" test "$out" != "$("$CLI" generate --max-seconds 0 --seed 6 --count 3)"
# Puzzle i of --count uses seed S+i.
check "seed S+i" test "$(echo "$out" | sed -n 2p)" = "$("$CLI" generate --max-seconds 0 --seed 6)"
check "no seed: reported on stderr" bash -c "'$CLI' generate 2>&1 >/dev/null | grep -q 'seed [0-9]'"

# Each puzzle has exactly one solution, as the independent `count` command sees it.
counts=$( { echo "$out"; "$CLI" generate --max-seconds 0 --variant jigsaw --size 7 --seed 4 --count 2; } |
    "$CLI" count | sort -u)
check "every puzzle unique (count = 1)" test "$counts" = "1"

# Every mode of lesson 004; sizes without a box shape are jigsaw.
for n in 3 5 7; do
    line=$("$CLI" generate --max-seconds 0 --size $n --variant jigsaw --seed 1)
    check "${n}x$n jigsaw carries regions" bash -c "[[ '$line' == *' regions='* ]]"
    check "${n}x$n symbols" test "$(symbols "$line" | wc -c)" -eq $((n * n + 1))
done
for n in 4 6 8 9 10 12 16; do
    line=$("$CLI" generate --max-seconds 0 --size $n --seed 1)
    check "${n}x$n symbols" test "$(symbols "$line" | wc -c)" -eq $((n * n + 1))
done
line=$("$CLI" generate --max-seconds 0 --variant jigsaw-x --size 7 --seed 2)
check "jigsaw-x line" bash -c "[[ '$line' == *' x regions='* ]]"
check "x line" bash -c "[[ '$("$CLI" generate --max-seconds 0 --variant x --seed 2)' == *' x' ]]"
check "hyper line" bash -c "[[ '$("$CLI" generate --max-seconds 0 --variant hyper --seed 2)' == *' hyper' ]]"
check "box override line" bash -c "[[ '$("$CLI" generate --max-seconds 0 --box 3x2 --seed 2)' == *' box=3x2' ]]"

# A difficulty level is met exactly, as the independent `grade` command sees it.
for d in easy medium hard; do
    level=$("$CLI" generate --max-seconds 0 --difficulty $d --seed 7 | "$CLI" grade | cut -d' ' -f1)
    check "--difficulty $d graded $level" test "$level" = "$d"
done

# Evil on 9x9 classic (new puzzles walked from known Evil ones): graded evil and unique by the
# independent commands, reproducible per seed, different across seeds.
evil=$("$CLI" generate --max-seconds 0 --difficulty evil --seed 7 --count 3)
check "evil: three lines" test "$(echo "$evil" | wc -l)" -eq 3
check "evil: graded evil" test "$(echo "$evil" | "$CLI" grade --no-mrv | cut -d' ' -f1 | sort -u)" = "evil"
check "evil: unique" test "$(echo "$evil" | "$CLI" count | sort -u)" = "1"
check "evil: same seed" test "$evil" = "$("$CLI" generate --max-seconds 0 --difficulty evil --seed 7 --count 3)"
check "evil: seeds differ" test "$(echo "$evil" | sort -u | wc -l)" -eq 3
check "evil: not a seed verbatim" test -z "$(echo "$evil" | grep -xFf <(grep -v '^#' "$SUDOKU_ASSETS/generator/evil_seeds.txt"))"

# Evil on 10x10 classic (2x5 boxes): new puzzles walked from the list made by
# scripts/make-evil-seeds; graded evil and unique by the independent commands, reproducible,
# no seed verbatim.
ten=$("$CLI" generate --max-seconds 0 --size 10 --difficulty evil --seed 5 --count 2)
check "evil 10x10: 2 lines" test "$(echo "$ten" | wc -l)" -eq 2
check "evil 10x10: graded evil" test "$(echo "$ten" | "$CLI" grade --no-mrv | cut -d' ' -f1 | sort -u)" = "evil"
check "evil 10x10: unique" test "$(echo "$ten" | "$CLI" count | sort -u)" = "1"
check "evil 10x10: same seed" test "$ten" = "$("$CLI" generate --max-seconds 0 --size 10 --difficulty evil --seed 5 --count 2)"
check "evil 10x10: not a seed verbatim" test -z "$(echo "$ten" | grep -xFf <(grep -v '^#' "$SUDOKU_ASSETS/generator/evil_seeds_10x10.txt"))"

# Evil on 16x16 and 12x12: carving, then the search for a harder neighbour; graded evil and
# unique by the independent commands, reproducible per seed.
for spec in "--size 16" "--size 12 --variant jigsaw"; do
    big=$("$CLI" generate --max-seconds 0 $spec --difficulty evil --seed 5)
    check "evil $spec: graded evil" test "$(echo "$big" | "$CLI" grade --no-mrv | cut -d' ' -f1)" = "evil"
    check "evil $spec: unique" test "$(echo "$big" | "$CLI" count)" = "1"
    check "evil $spec: same seed" test "$big" = "$("$CLI" generate --max-seconds 0 $spec --difficulty evil --seed 5)"
done

# Below 9x9 a level above Easy is made without clue symmetry unless asked (6x6 Hard with
# 180-degree symmetry is one carved grid in 6,000), and reached by the walk to the level.
small=$("$CLI" generate --max-seconds 0 --size 6 --difficulty hard --seed 2)
check "6x6 hard: made" test -n "$small"
check "6x6 hard: graded hard" test "$(echo "$small" | "$CLI" grade --no-mrv | cut -d' ' -f1)" = "hard"
check "6x6 hard: unique" test "$(echo "$small" | "$CLI" count)" = "1"

# Lesson 002's levels: exact empty counts.
for k in 30 40 50; do
    check "--empty $k" test "$(count_empty "$("$CLI" generate --max-seconds 0 --empty $k --seed 3)")" -eq $k
done
# Beyond one removal pass: the local search reaches 58 empty cells (23 givens).
check "--empty 58 --symmetry none" test \
    "$(count_empty "$("$CLI" generate --max-seconds 0 --empty 58 --symmetry none --seed 3)")" -eq 58
check "--empty=100 on 16x16" test \
    "$(count_empty "$("$CLI" generate --max-seconds 0 --size 16 --empty=100 --seed 3)")" -eq 100
# Lesson 002's hard 16x16 level, 76 givens: rotate180 and no symmetry, unique.
for sym in rotate180 none; do
    hard=$("$CLI" generate --max-seconds 0 --size 16 --empty 180 --symmetry $sym --seed 1)
    check "16x16 --empty 180 --symmetry $sym" test "$(count_empty "$hard")" -eq 180
    check "16x16 --empty 180 --symmetry $sym: unique" test "$(echo "$hard" | "$CLI" count)" = "1"
done

# Impossible requests: exit 2 with a message naming the problem; never a hang.
expect_error() {  # expect_error <exit code> <text in stderr> <args...>
    local code=$1 text=$2
    shift 2
    local err rc
    err=$(timeout 600 "$CLI" generate --max-seconds 0 "$@" 2>&1 >/dev/null)
    rc=$?
    if [ $rc -ne "$code" ] || [[ "$err" != *"$text"* ]]; then
        echo "FAIL: generate $* -> exit $rc, '$err' (wanted $code, '$text')" >&2
        fail=1
    fi
}
expect_error 2 "no rectangular box shape" --size 7
expect_error 2 "at most 73 empty cells" --empty 74
expect_error 2 "square boxes" --size 6 --variant hyper
expect_error 2 "does not apply to jigsaw" --variant jigsaw --box 3x3
expect_error 2 "no solution" --size 3 --variant jigsaw-x
expect_error 2 "pairs" --size 8 --empty 31
expect_error 2 "expected easy, medium" --difficulty trivial
expect_error 2 "expected one of none, rotate180" --symmetry spiral
expect_error 2 "unknown option" --colour red
expect_error 2 "needs a value" --size
expect_error 2 "expected a whole number from 3 to 25" --size 30
expect_error 2 "expected RxC" --box 3by3
expect_error 1 "the most reached was" --empty 66 --seed 1
expect_error 1 "220 empty cells in 1 attempts; the most reached was" --size 16 --empty 220 --seed 1
expect_error 1 "no evil puzzle found in 5 attempts (grades seen:" --size 6 --difficulty evil --attempts 5 --hardening-moves 100
expect_error 1 "4 searches for a harder neighbour (400 moves in all)" --size 6 --difficulty evil --attempts 5 --hardening-moves 100
expect_error 2 "--hardening-moves '-1'" --size 16 --difficulty evil --hardening-moves -1
expect_error 2 "no known evil puzzle has mirror clue symmetry" --difficulty evil --symmetry mirror
expect_error 2 "has 50 empty cells (they have 57..61)" --difficulty evil --empty 50
# 10x10 Evil the seeds cannot serve (no seed has mirror clues), or without them: carving and
# the walk, which a tiny budget stops with the walk's own error.
expect_error 1 "4 searches for a harder neighbour (40 moves in all)" --size 10 --difficulty evil --symmetry mirror --attempts 4 --hardening-moves 10
expect_error 1 "4 searches for a harder neighbour (40 moves in all)" --size 10 --difficulty evil --no-seed-pool --attempts 4 --hardening-moves 10
expect_error 2 "expected a whole number from 1" --attempts 0

# Lesson 002's "hard" 16x16 level: 180 empty cells (76 givens), from the seed lists (with
# --no-seed-pool: the local search after carving); unique as `count` sees it, symmetric under the default 180-degree rotation.
sparse=$("$CLI" generate --max-seconds 0 --size 16 --empty 180 --seed 2)
check "16x16: 180 empty cells" test "$(count_empty "$sparse")" -eq 180
check "16x16 180 empty: unique" test "$(echo "$sparse" | "$CLI" count)" = "1"
grid=$(symbols "$sparse")
check "16x16 180 empty: rotate180 symmetric" test \
    "$(echo "$grid" | tr -c '.\n' 'x')" = "$(echo "$grid" | rev | tr -c '.\n' 'x')"

# The daily puzzle: the same line for the same date, the seed YYYYMMDD with the weekday's
# difficulty (2026-11-25 is a Wednesday: medium), today's without a date, and bad dates.
daily=$("$CLI" generate --max-seconds 0 --daily 2026-11-25)
check "daily: same date, same puzzle" test "$("$CLI" generate --max-seconds 0 --daily 2026-11-25)" = "$daily"
check "daily: the documented mapping" test \
    "$("$CLI" generate --max-seconds 0 --seed 20261125 --difficulty medium)" = "$daily"
check "daily: another day, another puzzle" test "$("$CLI" generate --max-seconds 0 --daily 2026-11-26)" != "$daily"
check "daily: today" test "$("$CLI" generate --max-seconds 0 --daily)" = "$("$CLI" generate --max-seconds 0 --daily "$(date -u +%F)")"
check "daily: --count gives the next days" test \
    "$("$CLI" generate --max-seconds 0 --daily 2026-11-24 --count 2 | tail -n 1)" = "$daily"
expect_error 2 "--daily: 2026-02-30 is not a day of the calendar" --daily 2026-02-30
expect_error 2 "--daily: '25/11/2026' is not a date: expected YYYY-MM-DD" --daily 25/11/2026
expect_error 2 "--daily sets the puzzle; --size cannot be combined with it" --daily --size 4
expect_error 2 "--daily sets the puzzle; --no-seed-pool cannot be combined with it" --daily --no-seed-pool

"$CLI" generate --max-seconds 0 --help | grep -q -- "--symmetry" || { echo "FAIL: help" >&2; fail=1; }
"$CLI" bench-generate --size 4 --count 3 | grep -q "4x4 classic: 3 puzzles, median" ||
    { echo "FAIL: bench-generate" >&2; fail=1; }
# The 90th percentile lies between the median and the maximum.
bench=$("$CLI" bench-generate --size 6 --count 10 --seed 3)
read -r median p90 max < <(echo "$bench" |
    sed -E 's/.*median ([0-9.]+) ms, p90 ([0-9.]+) ms,.* max ([0-9.]+) ms, median CPU.*/\1 \2 \3/')
check "bench-generate: median <= p90 <= max ($bench)" \
    awk -v a="$median" -v b="$p90" -v c="$max" 'BEGIN { exit !(a <= b && b <= c && a > 0) }'
# --difficulty all: one line per level, in order; a level out of reach names itself and fails.
levels=$("$CLI" bench-generate --size 9 --difficulty all --count 2 --seed 1 | cut -d: -f1)
check "bench-generate --difficulty all: five levels" test "$(echo $levels)" = \
    "9x9 classic easy 9x9 classic medium 9x9 classic hard 9x9 classic expert 9x9 classic evil"
out=$("$CLI" bench-generate --size 4 --difficulty=all --count 1 --seed 1 2>&1) && fail=1
check "bench-generate --difficulty=all on 4x4 stops at medium" \
    grep -q "seed 1: no medium puzzle found" <<<"$out"
exit $fail
