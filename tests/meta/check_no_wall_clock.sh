#!/usr/bin/env bash
# Fails when a unit or command-line test leans on the machine's speed: a short `timeout N`
# that must be enough, a doctest CHECK on elapsed time, or a search left to the CLI's default
# 60-second limit where it would matter. A loaded CI machine must give the same verdicts as an
# idle one; searches are bounded by node and step budgets, and a timeout only guards a hang
# (at least 300 s). The GUI scripts wait for real windows and are left to the GUI harness.
# Usage: check_no_wall_clock.sh SOURCE_DIR [FILE...]  (FILEs: check these instead of tests/)
set -u
root=${1:?usage: $0 SOURCE_DIR [FILE...]}
shift
if [ $# -gt 0 ]; then
    files=("$@")
else
    mapfile -t files < <(cd "$root" && find tests -path tests/gui -prune -o \
        \( -name '*.sh' -o -name '*.cpp' -o -name '*.hpp' -o -name '*.bash' \) -print | sort)
    files=("${files[@]/#/$root/}")
fi
bad=0
for file in "${files[@]}"; do
    [ "$(basename "$file")" = check_no_wall_clock.sh ] && continue
    # `timeout N` with N under 300 seconds: a limit that a busy machine can run out of.
    while IFS=: read -r line text; do
        echo "$file:$line: a timeout under 300 s decides the test on a busy machine: $text"
        bad=1
    done < <(grep -nE '(^|[^-a-z_])timeout +([0-9]|[0-9][0-9]|[12][0-9][0-9])([^0-9]|$)' "$file")
    # `timeout "$var"`: a per-call limit chosen by the caller, the same trap one step removed.
    while IFS=: read -r line text; do
        echo "$file:$line: a timeout taken from a variable: $text"
        bad=1
    done < <(grep -nE '(^|[^-a-z_])timeout +"?\$' "$file")
    # A doctest assertion on elapsed wall-clock time.
    while IFS=: read -r line text; do
        echo "$file:$line: a check on elapsed time: $text"
        bad=1
    done < <(grep -nE '(CHECK|REQUIRE)[A-Z_]*\(.*(steady_clock|system_clock|high_resolution_clock|std::chrono)' "$file")
done
if [ "$bad" -ne 0 ]; then
    echo "check_no_wall_clock: bound the work with --max-nodes / --max-steps (and --max-seconds 0)," \
        "or assert on work done, not on time"
    exit 1
fi
echo "check_no_wall_clock: ${#files[@]} test files, none leans on the clock"
