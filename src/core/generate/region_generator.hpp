// Random jigsaw region maps: N connected pieces of N cells on an N x N board, checked to admit
// a solution by filling a grid (so 5x5 pentomino and 7x7 heptomino boards are always playable).
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

#include "core/base/random.hpp"
#include "core/grid/board.hpp"

namespace sudoku::core {

// A random partition of the N x N board into N 4-connected pieces of N cells (piece id per
// cell, 0..N-1, numbered in order of first appearance). No check that a solution exists.
[[nodiscard]] std::vector<int> random_region_map(int n, Random& rng);

struct RegionGeneratorOptions {
    int size = 9;
    bool diagonals = false;  // the map must also admit a solution with both diagonals as units
    std::uint64_t seed = 0;
    int max_attempts = 200;                     // region maps tried before giving up
    std::uint64_t fill_node_limit = 2000;       // guesses allowed per map to find a solution
    const std::atomic<bool>* cancel = nullptr;  // set from another thread to stop early
    // Where a stored list serves the shape (core/generate/region_map_pool.hpp), a stored map,
    // disguised, instead of random ones; false draws random maps (how the lists are made).
    bool stored_maps = true;
};

struct GeneratedRegions {
    LayoutPtr layout;  // the jigsaw layout (validated by Layout::create)
    Board solution;    // a random full grid on it: the proof that the map is playable
    int attempts = 0;  // region maps tried, including the one returned
};

// Errors shared with the puzzle generator: "cancelled", and Sudoku X on 2x2 or 3x3 (diagonal
// Latin squares of those orders do not exist).
[[nodiscard]] Error cancelled_error();
[[nodiscard]] Error x_impossible_error(int n);

// Draws region maps until one admits a solution. Errors: bad size, cancelled, or no playable
// map within max_attempts (the message names the bound).
[[nodiscard]] Result<GeneratedRegions> generate_regions(const RegionGeneratorOptions& options);

}  // namespace sudoku::core
