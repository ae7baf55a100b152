// The formula behind the written-down grids of empty and near-empty grids with square boxes:
// which layouts it serves, and the digit it puts in a cell, seen through a symmetry.
#pragma once

#include <span>
#include <vector>

#include "core/base/types.hpp"
#include "core/grid/layout.hpp"

namespace sudoku::core {

// n for an n^2 x n^2 layout with n x n boxes and no cages or jigsaw pieces, else 0.
[[nodiscard]] int pattern_order(const Layout& layout);

// How many patterns there are for order n: the formula for any n, and for n = 5 a second one
// that also keeps the X diagonals.
[[nodiscard]] int pattern_count(int n);

// The digit index (0..n*n-1) that `pattern` puts at (row, col), seen through `symmetry`
// (0..7: bit 0 mirrors rows, bit 1 columns, bit 2 transposes). Every such grid holds each digit
// once in each row, column, box and Hyper window.
[[nodiscard]] int pattern_at(int n, int pattern, int symmetry, int row, int col);

// The cells (row-major) of that grid with its digits named: names[i] for formula digit i, the
// ones left kEmpty named by the digits no other name uses, in increasing order. Row r shows the
// formula's row rows[r], column c its column cols[c]; empty spans mean the identity.
[[nodiscard]] std::vector<Digit> named_pattern_cells(int n, int pattern, int symmetry,
                                                     std::vector<Digit> names,
                                                     std::span<const int> rows = {},
                                                     std::span<const int> cols = {});

}  // namespace sudoku::core
