// Rows (or columns) that can trade places without breaking any unit of a layout.
#pragma once

#include <optional>
#include <vector>

#include "core/grid/layout.hpp"

namespace sudoku::core {

// The rows (columns when `rows` is false) grouped by the boxes and Hyper windows they meet:
// swapping two lines of one group maps every box and window onto itself and rows onto rows, so
// it turns a solved grid into another. Every line is in exactly one group, groups and their
// lines in increasing order. nullopt when some unit other than rows and columns is not the
// cells of a set of rows by a set of columns (diagonals, jigsaw pieces), or the layout has
// Killer cages: swaps could break them.
[[nodiscard]] std::optional<std::vector<std::vector<int>>> interchangeable_lines(
    const Layout& layout, bool rows);

}  // namespace sudoku::core
