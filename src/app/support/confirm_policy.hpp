// When a one-click action that throws away the player's work asks first (as GNOME Sudoku does):
// Restart, Clear entries and Show solution, only once there is something to lose.
#pragma once

#include <cstdint>

#include "core/play/game.hpp"

namespace sudoku::app {

enum class RiskyAction : std::uint8_t { Restart, ClearEntries, ShowSolution };

// True when the action would undo the player's moves: Restart when the position is not the
// puzzle's start (digits, notes, marks or colours), Clear entries when a digit would go, Show
// solution when the grid is not complete and moves were made. An action that loses nothing
// (or does nothing) runs at once.
[[nodiscard]] bool needs_confirmation(const core::Game& game, RiskyAction action);

}  // namespace sudoku::app
