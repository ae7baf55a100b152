// Shared helpers for the step-solver tests: puzzles from text, generated boards of every shape,
// and running a solver to the end while recording what it emitted.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/search/step_solver.hpp"
#include "puzzle_fixtures.hpp"

namespace sudoku::test {

// The non-comment lines of a file in ../shared/puzzles.
[[nodiscard]] std::vector<std::string> shared_puzzles(const std::string& file);

// A solved grid for any box shape, by a formula (each row a shifted run of 1..N).
[[nodiscard]] std::string box_solution(int rows, int cols);

// Keeps about `keep_percent` of the cells of a solution (a fixed, hashed pattern), blanks the rest;
// `options` (" x", " regions=...") is appended to the line.
[[nodiscard]] core::Board blank_out(std::string_view solution, int keep_percent,
                                    std::string_view options = "");

// The lessons' searches, which pick a cell and try its values (predict mode asks about them).
inline constexpr core::Algorithm kAlgorithms[] = {core::Algorithm::Naive, core::Algorithm::Mrv,
                                                  core::Algorithm::Propagate};
// Those and Algorithm X, which branches on a constraint (a column) rather than on a cell.
inline constexpr core::Algorithm kAllAlgorithms[] = {
    core::Algorithm::Naive, core::Algorithm::Mrv, core::Algorithm::Propagate, core::Algorithm::Dlx};

// An entry of edge_cases_with_counts.txt: "<puzzle>:<solution count>[:<solution>]".
struct EdgeCase {
    std::string puzzle;
    int count = 0;
    std::string solution;  // given for the unique ones
};
[[nodiscard]] std::vector<EdgeCase> edge_cases();

struct SolverRun {
    std::vector<core::Step> events;
    core::SearchCounters counters;
    bool finished = false;
    std::vector<core::Board> solutions;  // the board at each Solution event
};

// Runs a solver for at most max_steps events.
[[nodiscard]] SolverRun run_solver(const core::Board& puzzle,
                                   const core::StepSolverOptions& options,
                                   std::uint64_t max_steps = UINT64_MAX, bool keep_events = true);

// Same kind, cell, digit, depth, conflict and unit (the pseudo-code line is not compared).
[[nodiscard]] bool same_event(const core::Step& a, const core::Step& b);
// "place r1c3 4 depth=2" style text for failure messages.
[[nodiscard]] std::string describe(const core::Layout& layout, const core::Step& step);

}  // namespace sudoku::test
