// Ctrl+C (SIGINT), SIGTERM or SIGHUP during an export or a save: the temporary files being
// written (core/files/part_registry) are removed before the program ends, instead of being left
// as ".sudoku.part-PID-N" debris of up to hundreds of MB; the signal then ends the program as
// it would have (the shell sees the usual status).
#pragma once

namespace sudoku::cli {

void remove_parts_on_signals();

}  // namespace sudoku::cli
