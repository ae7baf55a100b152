// The one pure function that plays a move: play, undo/redo recording, save-file replay and the
// tests all go through it, so a loaded game is the game that was saved.
#pragma once

#include "core/base/result.hpp"
#include "core/play/move.hpp"
#include "core/play/position.hpp"

namespace sudoku::core {

// The position after `move`, or an Error naming why it cannot be played (a given, a cell or
// digit out of range, a note on a filled cell, a solver grid that is not a solution).
// A move that changes nothing is not an error: the result equals `position`.
// `solution` is the puzzle's solution (same layout), used by Hint and ShowSolution.
[[nodiscard]] Result<Position> apply_move(const Board& solution, const Position& position,
                                          const Move& move);

}  // namespace sudoku::core
