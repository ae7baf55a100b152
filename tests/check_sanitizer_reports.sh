#!/usr/bin/env bash
# Last test of a sanitized run: fails, printing them, if any test process wrote a sanitizer report.
# usage: check_sanitizer_reports.sh <reports-dir>
set -uo pipefail
dir=$1
shopt -s nullglob
reports=("$dir"/report*)
if [ ${#reports[@]} -eq 0 ]; then
    echo "no sanitizer reports in $dir"
    exit 0
fi
echo "${#reports[@]} sanitizer report(s) in $dir:"
for r in "${reports[@]}"; do
    echo "==== $r"
    head -n 80 "$r"
done
exit 1
