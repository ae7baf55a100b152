// Disguises a seed puzzle as another with the same difficulty, empty count and clue symmetry:
// digit relabelling and the line permutations, reflections and transposition the shape allows
// (boxes; boxes and both diagonals; jigsaw, whose map moves along).
#pragma once

#include <vector>

#include "core/base/random.hpp"
#include "core/grid/board.hpp"
#include "core/grid/symmetry.hpp"

namespace sudoku::core {

// A random disguise of `seed` (a board with rectangular boxes, possibly with both diagonals, or
// a jigsaw map without) that keeps every unit a unit and keeps `keep` (None or Rotate180) when
// the seed's clues have it. Boxed seeds land on `target`, whose layout must be the seed's or
// the same with the box shape transposed (then the grid is read transposed); jigsaw seeds get
// a new layout with the map transformed along (`target` is not used, may be null).
[[nodiscard]] Board disguise_seed(const Board& seed, const LayoutPtr& target, Symmetry keep,
                                  Random& rng);

}  // namespace sudoku::core
