#!/usr/bin/env bash
# The lesson on a projector in Vietnamese: presenting at 1024x768 and 1280x800 shows the board,
# every line of every listing, the counters and every control, nothing clipped (see
# lib/projector_layout.bash).
# usage: projector_layout_vi.sh SUDOKU_LAB OUTPUT_DIR   (env SUDOKU_ASSETS: assets folder)
set -euo pipefail
source "$(dirname "$0")/lib/projector_layout.bash"
projector_layout vi "$0" "$@"
