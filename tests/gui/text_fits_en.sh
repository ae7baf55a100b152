#!/usr/bin/env bash
# Every text of the play screen's panel and dialogs and of Watch and Compare fits its room in
# English, at each interface size and presenting (see lib/text_fits.bash).
# usage: text_fits_en.sh SUDOKU_LAB OUTPUT_DIR
set -euo pipefail
source "$(dirname "$0")/lib/text_fits.bash"
text_fits en "$0" "$@"
