// The Evil seed puzzles: known 9x9 puzzles the grader rates Evil (logic gets stuck), compiled
// in from assets/generator/evil_seeds.txt by cmake/embed_puzzle_lines.cmake.
#pragma once

#include <span>
#include <string_view>

namespace sudoku::core {

// One 81-symbol puzzle line each, in file order.
[[nodiscard]] std::span<const std::string_view> evil_seed_lines();

}  // namespace sudoku::core
