// The Evil seed lists, one per board shape: puzzles the grader rates Evil (logic gets stuck),
// compiled in from assets/generator/evil_seeds*.txt by cmake/embed_puzzle_lines.cmake.
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "core/grid/layout.hpp"

namespace sudoku::core {

// 9x9 classic: known puzzles from the enjoysudoku forum's "hardest" list (evil_seeds.txt).
[[nodiscard]] std::span<const std::string_view> evil_seed_lines();
// Our own puzzles from 10x10 up, every shape in one list: carved and walked to Evil by
// scripts/make-evil-seeds (evil_seeds_<N>x<N>[_x][_<box>].txt, evil_seeds_<N>x<N>_jigsaw[-x].txt).
// A line's length gives its size, its box= option (or the size's usual boxes) its box shape, its
// x option the diagonals, its regions= option a jigsaw map.
[[nodiscard]] std::span<const std::string_view> own_evil_seed_lines();

struct EvilSeedList {
    int size = 0;
    BoxShape box;            // {} for jigsaw
    bool diagonals = false;  // X: both diagonals are units too
    bool jigsaw = false;     // each seed on its own region map (regions= in its line)
    // True when the list is the only way to Evil on this shape (9x9: the walk from a carved
    // puzzle practically never gets there), so a request the list cannot serve is an error.
    // Otherwise such a request falls back to carving and the walk.
    bool only_source = false;
    std::vector<std::string_view> lines;
};

// Every compiled-in list, one per shape (9x9 first, then by size and box shape); a list of
// R x C boxes also serves C x R boxes (its seeds read transposed). A line that does not parse
// lands in a list of size 0, which serves nothing (tests/test_evil_seed_pool.cpp reads every line).
[[nodiscard]] std::span<const EvilSeedList> evil_seed_lists();

}  // namespace sudoku::core
