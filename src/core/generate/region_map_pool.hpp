// Jigsaw region maps drawn from a stored list (core/generate/stored_region_maps.hpp) instead of
// at random, for the shapes where a random map rarely admits a solution (25x25: a puzzle drew
// 15 to 35 maps before one filled). A stored map is disguised by one of the board's 8 rotations and
// reflections (map and grid together; all 8 keep both diagonals as units) and gets a fresh random
// fill within a small guess budget (at most 500), falling back to the stored grid with its digits
// relabelled.
#pragma once

#include <optional>

#include "core/generate/region_generator.hpp"

namespace sudoku::core {

// One of the 8 symmetries of the square: bit 0 transposes, bit 1 reverses the rows, bit 2 the
// columns. Cell (r, c) of the result takes what the board had at the cell this names.
[[nodiscard]] int dihedral_source_cell(int n, int cell, int symmetry);

// The board (layout with its pieces, and digits) under a symmetry, pieces renumbered in order of
// first appearance (as random_region_map numbers them).
[[nodiscard]] Board transform_jigsaw(const Board& board, int symmetry);

// A stored map for options.size and options.diagonals, disguised and filled as above, drawn with
// the options' seed; nullopt when no list serves the shape. Errors: cancelled, or a stored line
// that does not read back (tests/test_region_map_pool.cpp checks every line).
[[nodiscard]] std::optional<Result<GeneratedRegions>> draw_stored_regions(
    const RegionGeneratorOptions& options);

}  // namespace sudoku::core
