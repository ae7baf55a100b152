// A random solved grid made from the formula's grid, for layouts where a random fill thrashes.
#pragma once

#include <optional>

#include "core/base/random.hpp"
#include "core/grid/board.hpp"

namespace sudoku::core {

// The formula's solved grid (pattern_solution) shuffled by what keeps every unit of the layout:
// its digits renamed at random, and rows (columns) swapped among those that meet the same boxes
// and Hyper windows. A 25x25 Hyper grid has 4!·3!·2·2·3!·4! such row orders and as many column
// orders: far fewer grids than a random fill reaches, but one in well under a second where that
// fill gives up (an empty 25x25 Hyper grid). nullopt when the formula does not serve the layout
// (no square boxes, jigsaw, cages). Neither rows nor columns are swapped on X layouts (the
// diagonals would break); the returned grid is always solved (checked against every unit).
[[nodiscard]] std::optional<Board> random_pattern_grid(const LayoutPtr& layout, Random& rng);

// Layouts whose random fill thrashes so reliably that the formula's grid is taken first: Hyper
// above 16x16 (most 25x25 Hyper fills of 20,000 guesses ran into their bound, two or three of
// them per puzzle before the formula was taken, about 0.15 s each).
[[nodiscard]] bool formula_grid_first(const LayoutSpec& spec);

}  // namespace sudoku::core
