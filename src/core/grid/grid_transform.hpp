// Validity-preserving transformations of boxed grids (relabel digits, permute rows within
// bands, bands, columns within stacks, stacks, transpose): they turn one puzzle into another
// with the same difficulty and a correspondingly transformed unique solution.
#pragma once

#include <vector>

#include "core/base/random.hpp"
#include "core/grid/board.hpp"
#include "core/grid/symmetry.hpp"

namespace sudoku::core {

// New cell (r, c) takes the old digit at (rows[r], cols[c]) of the old grid, read transposed
// when `transpose` is set; `digits[d]` is the new label of old digit d (digits[0] = kEmpty).
struct GridTransform {
    std::vector<int> rows;
    std::vector<int> cols;
    bool transpose = false;
    std::vector<Digit> digits;
};

// True when transformations keep every unit of the layout a unit: rectangular boxes with no
// diagonals, windows or jigsaw regions.
[[nodiscard]] bool transformable(const Layout& layout);

// Doing nothing (rows, columns and digits in place).
[[nodiscard]] GridTransform identity_transform(int n);

// A random transformation for a transformable layout (asserted) that, besides every unit,
// keeps clue symmetry `keep`: any board whose givens have that symmetry still has it
// afterwards. Transposition is drawn only for square boxes; Diagonal on boxes that are not
// square only relabels digits.
[[nodiscard]] GridTransform random_transform(const Layout& layout, Symmetry keep, Random& rng);

// The board after the transformation (same layout).
[[nodiscard]] Board apply_transform(const Board& board, const GridTransform& t);

// True when the given cells form a pattern with symmetry s (always for Symmetry::None).
[[nodiscard]] bool has_clue_symmetry(const Board& board, Symmetry s);

// The fixed re-orientations (identity, transpose, rows reversed, both) that keep validity and
// may turn a pattern symmetric about another axis (top-bottom, anti-diagonal) into `s`.
// Transposing ones are left out for boxes that are not square.
[[nodiscard]] std::vector<GridTransform> orientations(const Layout& layout);

}  // namespace sudoku::core
