// The Experiments window's puzzle file, read on its worker: only a regular file of at most
// kMaxSetFileBytes (as sudoku-cli reads), so a named pipe or a device is refused at once with a
// message naming it instead of blocking the worker (whose Cancel and the game's exit wait for it).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "core/base/result.hpp"
#include "core/lab/puzzle_set.hpp"

namespace sudoku::app {

inline constexpr std::size_t kMaxSetFileBytes = std::size_t{16} << 20;

// The puzzles of the file, or the error naming it.
[[nodiscard]] core::Result<std::vector<core::SetPuzzle>> read_set_file(const std::string& path);

}  // namespace sudoku::app
