// A shared position made playable: its givens (the cells marked Given) start a game, which then
// resumes at the position itself, entries and notes included.
#pragma once

#include <atomic>
#include <cstdint>

#include "core/base/result.hpp"
#include "core/play/game.hpp"
#include "core/play/position.hpp"

namespace sudoku::core {

// The game whose puzzle is `position`'s given cells, solved with the fast solver, continuing from
// `position`. Errors: conflicting givens, no solution (or the budget ran out), or a cell that does
// not fit the puzzle (a note on a filled cell...), named as Game::resume_from names it.
[[nodiscard]] Result<Game> game_from_position(const Position& position,
                                              std::uint64_t guess_limit = kGameSolveGuessLimit,
                                              const std::atomic<bool>* cancel = nullptr);

// The givens of a position: its digits where the mark is Given, empty elsewhere.
[[nodiscard]] Board position_givens(const Position& position);

}  // namespace sudoku::core
