// The Evil seed lists, one per board shape: puzzles the grader rates Evil (logic gets stuck),
// compiled in from assets/generator/evil_seeds*.txt by cmake/embed_puzzle_lines.cmake.
#pragma once

#include <span>
#include <string_view>

#include "core/grid/layout.hpp"

namespace sudoku::core {

// 9x9 classic: known puzzles from the enjoysudoku forum's "hardest" list (evil_seeds.txt).
[[nodiscard]] std::span<const std::string_view> evil_seed_lines();
// 10x10 with 2x5 boxes: puzzles of Sudoku Lab's own carving and walk, made by
// scripts/make-evil-seeds (evil_seeds_10x10.txt).
[[nodiscard]] std::span<const std::string_view> evil_seed_lines_10x10();
// 12x12 with 3x4 boxes: the same (evil_seeds_12x12.txt).
[[nodiscard]] std::span<const std::string_view> evil_seed_lines_12x12();
// 12x12 with 2x6 boxes: the same (evil_seeds_12x12_2x6.txt; carving reaches Evil there in 3-4 s).
[[nodiscard]] std::span<const std::string_view> evil_seed_lines_12x12_2x6();

struct EvilSeedList {
    int size = 0;
    BoxShape box;
    // True when the list is the only way to Evil on this shape (9x9: the walk from a carved
    // puzzle practically never gets there), so a request the list cannot serve is an error.
    // Otherwise such a request falls back to carving and the walk.
    bool only_source = false;
    std::span<const std::string_view> lines;
};

// Every compiled-in list, one per shape; a list of R x C boxes also serves C x R boxes (its
// seeds read transposed).
[[nodiscard]] std::span<const EvilSeedList> evil_seed_lists();

}  // namespace sudoku::core
