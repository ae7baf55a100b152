// Solutions a puzzle has for free: the digits that no given uses can be exchanged in any of its
// solutions (each unit still holds every digit once), so one solution of a puzzle whose givens
// miss m digits stands for m! of them. Counting then needs no search on near-empty grids.
#pragma once

#include <optional>

#include "core/grid/board.hpp"

namespace sudoku::core {

// min(limit, m!) for the m digits absent from the givens, when the layout has no cages (a cage's
// sum does not survive renaming); 1 otherwise. The puzzle is assumed to have a solution.
[[nodiscard]] int solutions_by_renaming(const Board& puzzle, int limit);

// The solution with the two smallest digits absent from the givens exchanged: a second solution
// of the puzzle, different from the first; nullopt with cages or fewer than two such digits.
[[nodiscard]] std::optional<Board> renamed_solution(const Board& puzzle, const Board& solution);

}  // namespace sudoku::core
