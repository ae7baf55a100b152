// Random orders of a board's lines that keep its structure: any order, one that commutes with
// the reflection i -> k-1-i, the reversal, and nested blocks (rows within bands, bands).
#pragma once

#include <span>
#include <vector>

#include "core/base/random.hpp"

namespace sudoku::core {

// Any order of 0..k-1.
[[nodiscard]] std::vector<int> any_permutation(int k, Random& rng);

// An order of 0..k-1 that commutes with i -> k-1-i: mirrored pairs move together (possibly
// flipped) and a middle element stays put.
[[nodiscard]] std::vector<int> mirrored_permutation(int k, Random& rng);

// n-1, n-2, ..., 0.
[[nodiscard]] std::vector<int> reversed_lines(int n);

// An order of 0..len-1 that keeps blocks of each of `blocks` (sizes, each dividing the one
// before and `len`) together: {3} keeps the rows of each band together and moves the bands.
// With `mirrored` it also commutes with i -> len-1-i, so patterns symmetric under that
// reflection stay symmetric.
[[nodiscard]] std::vector<int> nested_block_permutation(int len, std::span<const int> blocks,
                                                        bool mirrored, Random& rng);

}  // namespace sudoku::core
