// A solution written down by formula for empty and near-empty grids with square boxes, Hyper
// windows included: the searches thrash on such grids (an empty 25x25 Hyper grid ran to its
// time limit), while the formula answers at once and is checked like any other solution.
#pragma once

#include <optional>

#include "core/grid/board.hpp"

namespace sudoku::core {

// The formula's grid for an n^2 x n^2 layout with n x n boxes (Hyper windows at rows and columns
// 1 + k(n+1), as Layout places them, also hold every digit), seen through one of the eight
// symmetries of the square that keep those units, with its digits renamed to agree with the
// givens. nullopt when the layout has no square boxes, has cages, or no symmetry and renaming
// fits the givens; a returned grid is always solved and agrees with the puzzle (it is checked
// against every unit of the layout; for 25x25 a second pattern also keeps the X diagonals).
[[nodiscard]] std::optional<Board> pattern_solution(const Board& puzzle);

}  // namespace sudoku::core
