#!/usr/bin/env bash
# Runs one libFuzzer target for a bounded time from its committed seed corpus, working on a scratch
# copy so the committed corpus never changes. On a crash prints the input and exits non-zero.
# usage: run_fuzzer.sh <fuzzer> <seed-corpus-dir> <work-dir> <seconds> [max-len]
set -uo pipefail
fuzzer=$1 seeds=$2 work=$3 seconds=$4 max_len=${5:-4096}
name=$(basename "$fuzzer")

rm -rf "$work"
mkdir -p "$work/corpus" "$work/artifacts"
if [ -d "$seeds" ]; then cp -r "$seeds/." "$work/corpus/"; fi
seed_count=$(find "$work/corpus" -type f | wc -l)
args=()
src_dict="$(dirname "$0")/${name#fuzz_}.dict"
if [ -f "$src_dict" ]; then args+=("-dict=$src_dict"); fi

# Sanitizer reports must reach this log (not a log_path file) so the crash is shown here.
unset ASAN_OPTIONS UBSAN_OPTIONS
"$fuzzer" "${args[@]}" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$work/artifacts/" \
    "$work/corpus" >"$work/log.txt" 2>&1
status=$?

execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log.txt" | tail -1)
rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$work/log.txt" | tail -1)
final_count=$(find "$work/corpus" -type f | wc -l)
echo "$name: ${execs:-?} executions in ${seconds}s (${rate:-?}/s), corpus $seed_count -> $final_count inputs" |
    tee "$work/summary.txt"

artifacts=$(find "$work/artifacts" -type f)
if [ $status -ne 0 ] || [ -n "$artifacts" ]; then
    echo "$name: FAILED (exit $status); last lines of the fuzzer log ($work/log.txt):"
    tail -n 60 "$work/log.txt"
    for a in $artifacts; do
        echo "---- failing input $a ($(wc -c <"$a") bytes), as a C string:"
        python3 -c 'import sys; d=open(sys.argv[1],"rb").read(); print(repr(d[:2000])[1:])' "$a"
        echo "---- reproduce: $fuzzer $a"
    done
    exit 1
fi
