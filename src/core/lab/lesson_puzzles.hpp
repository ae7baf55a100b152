// The lessons' sample puzzles (assets/puzzles/lesson_*.txt), compiled in by
// cmake/embed_puzzle_lines.cmake so the lab's "lessons" set needs no file at run time.
#pragma once

#include <span>
#include <string_view>

namespace sudoku::core {

// One puzzle line each, in file-name order.
[[nodiscard]] std::span<const std::string_view> lesson_puzzle_lines();

}  // namespace sudoku::core
