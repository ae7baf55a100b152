// The puzzles made ahead on disk, $XDG_DATA_HOME/sudoku-lab/puzzle-pool.json:
// {"format": "sudoku-lab-puzzle-pool", "version": 1,
//  "kinds": [{"kind": "9 3x3 classic easy empty=any rotate180",
//             "puzzles": [{"puzzle": "<line>", "solution": "<line>", "grade": "easy",
//                          "seed": 42}]}],
//  "handed_out": ["<16 hex digits>", ...]}
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/generate/puzzle_pool.hpp"
#include "io/file_error.hpp"

namespace sudoku::io {

[[nodiscard]] std::string puzzle_pool_to_text(const core::PuzzlePool& pool);
// Errors name the field. A puzzle whose lines do not parse as a puzzle and its solution of one
// shape is an error too: the pool hands out only what it can start.
[[nodiscard]] FileResult<core::PuzzlePool> puzzle_pool_from_text(std::string_view text);

[[nodiscard]] std::filesystem::path puzzle_pool_path();  // data_dir()/puzzle-pool.json

// The pool on disk. A missing file is an empty pool; a damaged one is discarded (an empty pool,
// with the reason in `discarded`): losing puzzles made ahead costs only a wait.
struct LoadedPool {
    core::PuzzlePool pool;
    std::optional<FileError> discarded;
};
[[nodiscard]] LoadedPool load_puzzle_pool(const std::filesystem::path& path);
[[nodiscard]] FileStatus save_puzzle_pool(const std::filesystem::path& path,
                                          const core::PuzzlePool& pool);

}  // namespace sudoku::io
