// sudoku-cli bench-generate --matrix: times cold generation of every request the New game
// dialog offers (core::new_game_matrix), one line per request, and names the ones over target.
#pragma once

#include <string>
#include <vector>

namespace sudoku::cli {

// Runs the matrix for bench-generate's command line (which holds --matrix); the exit code.
[[nodiscard]] int run_generate_matrix(const std::vector<std::string>& raw);

}  // namespace sudoku::cli
