// A practice position made playable: the puzzle's givens as givens, the digits the solver placed
// before the step as hints, its candidates as centre marks, so "Play this position" continues it
// as an ordinary game (saved, undone, checked like any other).
#pragma once

#include "core/logic/practice.hpp"
#include "core/play/position.hpp"

namespace sudoku::core {

// The position to resume a game of `practice.puzzle` at (share_game's game_from_position).
[[nodiscard]] Position practice_game_position(const PracticePosition& practice);

}  // namespace sudoku::core
