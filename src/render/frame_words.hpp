// The words printed in exported pictures. English by default (what sudoku-cli writes); the game
// fills them in the player's language from its string table. Templates use {1}, {2}.
#pragma once

#include <array>
#include <string>

#include "core/paint/board_picture.hpp"
#include "core/search/step_solver.hpp"

namespace sudoku::render {

struct FrameWords {
    std::string step = "step {1}";
    std::string placements = "placements {1}";
    std::string backtracks = "backtracks {1}";
    std::string checks = "checks {1}";
    std::string eliminations = "eliminations {1}";
    std::string depth = "depth {1} (max {2})";
    std::string solutions = "solutions {1}";
    std::string stack = "stack";
    std::string searching = "searching";
    std::string solved = "solved";
    std::string no_solution = "no solution";
    std::string finished = "search finished";
    std::string dead_end = "dead end at {1}";
    std::string rejected = "{1}: {2} is taken by {3}";
    std::string trying = "try {2} in {1}";
    std::string tried = "tried in {1}: {2}";
    core::BoardWords board;  // on the board: unit names, dead-end verdicts
    // Each algorithm's one name, in core::Algorithm's order (the game's algorithm_word; the
    // command-line tool keeps the names its options take).
    std::array<std::string, 5> algorithms = {"naive", "mrv", "propagate", "dlx", "custom"};

    [[nodiscard]] const std::string& algorithm(core::Algorithm a) const {
        const auto i = static_cast<std::size_t>(a);
        return algorithms[i < algorithms.size() ? i : 0];
    }
};

}  // namespace sudoku::render
