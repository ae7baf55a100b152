// The formula behind the written-down grids of empty and near-empty grids with square boxes:
// which layouts it serves, and the digit it puts in a cell, seen through a symmetry.
#pragma once

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

}  // namespace sudoku::core
