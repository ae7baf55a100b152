// Test helpers for the logical solver: puzzle parsing, the solution every step is checked
// against (found by the fast solver's search) and step/solution checks.
#pragma once

#include <doctest/doctest.h>

#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "core/fast_solver.hpp"
#include "core/logic_solver.hpp"
#include "core/puzzle_line.hpp"

namespace logic_test {

using namespace sudoku::core;

inline Board board_of(std::string_view line) {
    auto parsed = parse_puzzle_line(line);
    REQUIRE_MESSAGE(parsed.ok(), (parsed.ok() ? std::string() : parsed.message()));
    return std::move(parsed).value();
}

inline std::vector<std::string> read_puzzles(const std::string& file) {
    std::ifstream in(std::string(SUDOKU_SHARED_PUZZLES) + "/" + file);
    REQUIRE_MESSAGE(in.good(), "cannot open " << file);
    std::vector<std::string> out;
    for (std::string line; std::getline(in, line);)
        if (!is_skippable_line(line)) out.push_back(line);
    return out;
}

// The unique solution, from the fast solver (an independent search: bitmask singles and
// branching, nothing shared with the techniques). REQUIREs uniqueness.
inline Board unique_solution(const Board& puzzle) {
    const FastSolveResult result = fast_solve(puzzle, FastSolveOptions{.solution_limit = 2});
    REQUIRE(result.solutions == 1);
    return *result.first;
}

// A step is sound when every placement is the solution's digit and no elimination strikes it.
inline void check_step(const LogicStep& step, const Board& solution) {
    INFO(step.explanation);
    CHECK_FALSE(step.explanation.empty());
    CHECK((!step.placements.empty() || !step.eliminations.empty()));
    for (const auto& [c, d] : step.placements)
        CHECK(solution.at(c) == d);
    for (const auto& [c, d] : step.eliminations)
        CHECK(solution.at(c) != d);
}

// Solves logically step by step, checking every step against the solution; returns the result.
inline LogicSolveResult checked_solve(const Board& puzzle, const Board& solution,
                                      const LogicSolveOptions& options = {}) {
    LogicSolveResult result = solve_logically(puzzle, options);
    for (const LogicStep& step : result.steps)
        check_step(step, solution);
    CHECK(result.status != LogicStatus::Contradiction);
    CHECK(result.board.agrees_with(solution));
    return result;
}

}  // namespace logic_test
