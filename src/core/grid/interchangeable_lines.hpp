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

// For a layout with both X diagonals (and otherwise only rectangle units): the groups of lines
// that one order of the rows, applied to the columns too, may permute without breaking a unit.
// Such an order maps the main diagonal onto itself; it also keeps the anti-diagonal when it
// commutes with reversal (line N-1-i goes where line i goes, mirrored), which the caller keeps.
// The groups are those interchangeable_lines gives once the diagonals are set aside, the same for
// rows and columns, and the mirror of a group is a group. nullopt when the layout has no
// diagonals, has cages, or has another unit that is not a rectangle.
[[nodiscard]] std::optional<std::vector<std::vector<int>>> diagonal_keeping_lines(
    const Layout& layout);

}  // namespace sudoku::core
