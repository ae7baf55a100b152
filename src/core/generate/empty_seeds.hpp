// Seed lists for exact empty-cell requests that carving reaches slowly (16x16 with 180 empty
// cells, the New game dialog's hard button): Sudoku Lab's own puzzles, compiled in from
// assets/generator/empty180_*.txt by cmake/embed_puzzle_lines.cmake (made by
// scripts/make-empty-seeds).
#pragma once

#include <span>
#include <string_view>

#include "core/grid/layout.hpp"

namespace sudoku::core {

[[nodiscard]] std::span<const std::string_view> empty_seed_lines_16_4x4();
[[nodiscard]] std::span<const std::string_view> empty_seed_lines_16_x_2x8();
[[nodiscard]] std::span<const std::string_view> empty_seed_lines_16_x_4x4();
// Jigsaw: each line carries its region map (`regions=`).
[[nodiscard]] std::span<const std::string_view> empty_seed_lines_16_jigsaw();

// One list: its shape and the empty count of every line. The clues of every line have
// 180-degree symmetry. A list of boxes R x C also serves C x R boxes (transposed). Classic
// 2x8 has none: carving reached 180 for none of the 6 seeds tried (60-90 s of CPU each), so
// there is nothing of our own to start from (docs/benchmarks.md).
struct EmptySeedList {
    int size = 0;
    BoxShape box{};  // {} for jigsaw
    bool diagonals = false;
    bool jigsaw = false;
    int empty = 0;
    std::span<const std::string_view> lines;
};

// Every compiled-in list.
[[nodiscard]] std::span<const EmptySeedList> empty_seed_lists();

}  // namespace sudoku::core
